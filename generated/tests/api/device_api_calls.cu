// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_api_calls.cu.j2.
//
// Calls every device routine of every type and device target (device, warp,
// warpgroup, block) of the sections setup, memory, p2p_sync, updates, atomics,
// cuda from a kernel, plus routines from a __device__ and a __host__ __device__
// function. Building this file (see generated/BUILD.bazel) checks that each
// routine is defined for device code under its public name.

#include <nvshmem.h>

__global__ void call_nvshmem_my_pe(int *result) { *result = nvshmem_my_pe(); }

__global__ void call_nvshmem_n_pes(int *result) { *result = nvshmem_n_pes(); }

__global__ void call_nvshmem_team_my_pe(nvshmem_team_t team, int *result) {
  *result = nvshmem_team_my_pe(team);
}

__global__ void call_nvshmem_team_n_pes(nvshmem_team_t team, int *result) {
  *result = nvshmem_team_n_pes(team);
}

__global__ void call_nvshmem_team_translate_pe(
    nvshmem_team_t src_team,
    int src_pe,
    nvshmem_team_t dest_team,
    int *result) {
  *result = nvshmem_team_translate_pe(src_team, src_pe, dest_team);
}

__global__ void call_nvshmem_ptr(const void *dest, int pe, void **result) {
  *result = nvshmem_ptr(dest, pe);
}

__global__ void call_nvshmem_info_get_version(int *major, int *minor) {
  nvshmem_info_get_version(major, minor);
}

__global__ void call_nvshmem_info_get_name(char *name) {
  nvshmem_info_get_name(name);
}

__global__ void call_nvshmem_short_wait(short *ivar, short cmp_value) {
  nvshmem_short_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_int_wait(int *ivar, int cmp_value) {
  nvshmem_int_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_long_wait(long *ivar, long cmp_value) {
  nvshmem_long_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_longlong_wait(
    long long *ivar,
    long long cmp_value) {
  nvshmem_longlong_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_ushort_wait(
    unsigned short *ivar,
    unsigned short cmp_value) {
  nvshmem_ushort_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_uint_wait(
    unsigned int *ivar,
    unsigned int cmp_value) {
  nvshmem_uint_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_ulong_wait(
    unsigned long *ivar,
    unsigned long cmp_value) {
  nvshmem_ulong_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_ulonglong_wait(
    unsigned long long *ivar,
    unsigned long long cmp_value) {
  nvshmem_ulonglong_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_int32_wait(int32_t *ivar, int32_t cmp_value) {
  nvshmem_int32_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_int64_wait(int64_t *ivar, int64_t cmp_value) {
  nvshmem_int64_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_uint32_wait(uint32_t *ivar, uint32_t cmp_value) {
  nvshmem_uint32_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_uint64_wait(uint64_t *ivar, uint64_t cmp_value) {
  nvshmem_uint64_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_size_wait(size_t *ivar, size_t cmp_value) {
  nvshmem_size_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_ptrdiff_wait(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value) {
  nvshmem_ptrdiff_wait(ivar, cmp_value);
}

__global__ void call_nvshmem_short_wait_until(
    short *ivar,
    int cmp,
    short cmp_value) {
  nvshmem_short_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_int_wait_until(int *ivar, int cmp, int cmp_value) {
  nvshmem_int_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_long_wait_until(
    long *ivar,
    int cmp,
    long cmp_value) {
  nvshmem_long_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_longlong_wait_until(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  nvshmem_longlong_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ushort_wait_until(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  nvshmem_ushort_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_uint_wait_until(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  nvshmem_uint_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ulong_wait_until(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  nvshmem_ulong_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ulonglong_wait_until(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  nvshmem_ulonglong_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_int32_wait_until(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  nvshmem_int32_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_int64_wait_until(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  nvshmem_int64_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_uint32_wait_until(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  nvshmem_uint32_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_uint64_wait_until(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  nvshmem_uint64_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_size_wait_until(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  nvshmem_size_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ptrdiff_wait_until(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  nvshmem_ptrdiff_wait_until(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_short_wait_until_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  nvshmem_short_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int_wait_until_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  nvshmem_int_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_long_wait_until_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  nvshmem_long_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_longlong_wait_until_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  nvshmem_longlong_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ushort_wait_until_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  nvshmem_ushort_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint_wait_until_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  nvshmem_uint_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulong_wait_until_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  nvshmem_ulong_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulonglong_wait_until_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  nvshmem_ulonglong_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int32_wait_until_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  nvshmem_int32_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int64_wait_until_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  nvshmem_int64_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint32_wait_until_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  nvshmem_uint32_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint64_wait_until_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  nvshmem_uint64_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_size_wait_until_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  nvshmem_size_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ptrdiff_wait_until_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  nvshmem_ptrdiff_wait_until_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_short_wait_until_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmem_short_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int_wait_until_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmem_int_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_long_wait_until_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmem_long_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_longlong_wait_until_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmem_longlong_wait_until_any(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ushort_wait_until_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmem_ushort_wait_until_any(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint_wait_until_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmem_uint_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulong_wait_until_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmem_ulong_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulonglong_wait_until_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmem_ulonglong_wait_until_any(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_int32_wait_until_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmem_int32_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int64_wait_until_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmem_int64_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint32_wait_until_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint32_wait_until_any(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint64_wait_until_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint64_wait_until_any(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_size_wait_until_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmem_size_wait_until_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ptrdiff_wait_until_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmem_ptrdiff_wait_until_any(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_short_wait_until_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmem_short_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_int_wait_until_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmem_int_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_long_wait_until_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmem_long_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_longlong_wait_until_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmem_longlong_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ushort_wait_until_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmem_ushort_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint_wait_until_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmem_uint_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ulong_wait_until_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmem_ulong_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ulonglong_wait_until_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmem_ulonglong_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_int32_wait_until_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmem_int32_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_int64_wait_until_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmem_int64_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint32_wait_until_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint32_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint64_wait_until_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint64_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_size_wait_until_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmem_size_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ptrdiff_wait_until_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmem_ptrdiff_wait_until_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_short_wait_until_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  nvshmem_short_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_int_wait_until_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  nvshmem_int_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_long_wait_until_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  nvshmem_long_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_longlong_wait_until_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  nvshmem_longlong_wait_until_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ushort_wait_until_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  nvshmem_ushort_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_uint_wait_until_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  nvshmem_uint_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_ulong_wait_until_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  nvshmem_ulong_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_ulonglong_wait_until_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  nvshmem_ulonglong_wait_until_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int32_wait_until_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  nvshmem_int32_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_int64_wait_until_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  nvshmem_int64_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_uint32_wait_until_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  nvshmem_uint32_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_uint64_wait_until_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  nvshmem_uint64_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_size_wait_until_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  nvshmem_size_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_ptrdiff_wait_until_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  nvshmem_ptrdiff_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_short_wait_until_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmem_short_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int_wait_until_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmem_int_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_long_wait_until_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmem_long_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_longlong_wait_until_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmem_longlong_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ushort_wait_until_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmem_ushort_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint_wait_until_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmem_uint_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulong_wait_until_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulong_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulonglong_wait_until_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulonglong_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int32_wait_until_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int32_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int64_wait_until_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int64_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint32_wait_until_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint32_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint64_wait_until_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint64_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_size_wait_until_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmem_size_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ptrdiff_wait_until_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmem_ptrdiff_wait_until_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_short_wait_until_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmem_short_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int_wait_until_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmem_int_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_long_wait_until_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmem_long_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_longlong_wait_until_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmem_longlong_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ushort_wait_until_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmem_ushort_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint_wait_until_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmem_uint_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulong_wait_until_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulong_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulonglong_wait_until_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulonglong_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int32_wait_until_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int32_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int64_wait_until_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int64_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint32_wait_until_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint32_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint64_wait_until_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint64_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_size_wait_until_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmem_size_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ptrdiff_wait_until_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmem_ptrdiff_wait_until_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_short_test(
    short *ivar,
    int cmp,
    short cmp_value,
    int *result) {
  *result = nvshmem_short_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_int_test(
    int *ivar,
    int cmp,
    int cmp_value,
    int *result) {
  *result = nvshmem_int_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_long_test(
    long *ivar,
    int cmp,
    long cmp_value,
    int *result) {
  *result = nvshmem_long_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_longlong_test(
    long long *ivar,
    int cmp,
    long long cmp_value,
    int *result) {
  *result = nvshmem_longlong_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ushort_test(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value,
    int *result) {
  *result = nvshmem_ushort_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_uint_test(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value,
    int *result) {
  *result = nvshmem_uint_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ulong_test(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value,
    int *result) {
  *result = nvshmem_ulong_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ulonglong_test(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value,
    int *result) {
  *result = nvshmem_ulonglong_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_int32_test(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value,
    int *result) {
  *result = nvshmem_int32_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_int64_test(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value,
    int *result) {
  *result = nvshmem_int64_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_uint32_test(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value,
    int *result) {
  *result = nvshmem_uint32_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_uint64_test(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value,
    int *result) {
  *result = nvshmem_uint64_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_size_test(
    size_t *ivar,
    int cmp,
    size_t cmp_value,
    int *result) {
  *result = nvshmem_size_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_ptrdiff_test(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value,
    int *result) {
  *result = nvshmem_ptrdiff_test(ivar, cmp, cmp_value);
}

__global__ void call_nvshmem_short_test_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    int *result) {
  *result = nvshmem_short_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int_test_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    int *result) {
  *result = nvshmem_int_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_long_test_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    int *result) {
  *result = nvshmem_long_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_longlong_test_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    int *result) {
  *result = nvshmem_longlong_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ushort_test_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    int *result) {
  *result = nvshmem_ushort_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint_test_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    int *result) {
  *result = nvshmem_uint_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulong_test_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    int *result) {
  *result = nvshmem_ulong_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulonglong_test_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    int *result) {
  *result = nvshmem_ulonglong_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int32_test_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    int *result) {
  *result = nvshmem_int32_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int64_test_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    int *result) {
  *result = nvshmem_int64_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint32_test_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    int *result) {
  *result = nvshmem_uint32_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint64_test_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    int *result) {
  *result = nvshmem_uint64_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_size_test_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    int *result) {
  *result = nvshmem_size_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ptrdiff_test_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    int *result) {
  *result = nvshmem_ptrdiff_test_all(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_short_test_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmem_short_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int_test_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmem_int_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_long_test_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmem_long_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_longlong_test_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmem_longlong_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ushort_test_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmem_ushort_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint_test_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmem_uint_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulong_test_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmem_ulong_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ulonglong_test_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmem_ulonglong_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int32_test_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmem_int32_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_int64_test_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmem_int64_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint32_test_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint32_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_uint64_test_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint64_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_size_test_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmem_size_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_ptrdiff_test_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmem_ptrdiff_test_any(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmem_short_test_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmem_short_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_int_test_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmem_int_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_long_test_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmem_long_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_longlong_test_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmem_longlong_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ushort_test_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmem_ushort_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint_test_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmem_uint_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ulong_test_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmem_ulong_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ulonglong_test_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmem_ulonglong_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_int32_test_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmem_int32_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_int64_test_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmem_int64_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint32_test_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint32_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_uint64_test_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmem_uint64_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_size_test_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmem_size_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_ptrdiff_test_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmem_ptrdiff_test_some(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmem_short_test_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    int *result) {
  *result = nvshmem_short_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int_test_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    int *result) {
  *result = nvshmem_int_test_all_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_long_test_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    int *result) {
  *result = nvshmem_long_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_longlong_test_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    int *result) {
  *result = nvshmem_longlong_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ushort_test_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    int *result) {
  *result = nvshmem_ushort_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint_test_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    int *result) {
  *result = nvshmem_uint_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulong_test_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    int *result) {
  *result = nvshmem_ulong_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulonglong_test_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    int *result) {
  *result = nvshmem_ulonglong_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int32_test_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    int *result) {
  *result = nvshmem_int32_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int64_test_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    int *result) {
  *result = nvshmem_int64_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint32_test_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    int *result) {
  *result = nvshmem_uint32_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint64_test_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    int *result) {
  *result = nvshmem_uint64_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_size_test_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    int *result) {
  *result = nvshmem_size_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ptrdiff_test_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    int *result) {
  *result = nvshmem_ptrdiff_test_all_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_short_test_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmem_short_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int_test_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmem_int_test_any_vector(ivars, nelems, status, cmp, cmp_values);
}

__global__ void call_nvshmem_long_test_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmem_long_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_longlong_test_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmem_longlong_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ushort_test_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmem_ushort_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint_test_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmem_uint_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulong_test_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulong_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulonglong_test_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulonglong_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int32_test_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int32_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int64_test_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int64_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint32_test_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint32_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint64_test_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint64_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_size_test_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmem_size_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ptrdiff_test_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmem_ptrdiff_test_any_vector(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_short_test_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmem_short_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int_test_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmem_int_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_long_test_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmem_long_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_longlong_test_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmem_longlong_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ushort_test_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmem_ushort_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint_test_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmem_uint_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulong_test_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulong_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ulonglong_test_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmem_ulonglong_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int32_test_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int32_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_int64_test_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_int64_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint32_test_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint32_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_uint64_test_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmem_uint64_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_size_test_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmem_size_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_ptrdiff_test_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmem_ptrdiff_test_some_vector(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmem_signal_wait_until(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value,
    uint64_t *result) {
  *result = nvshmem_signal_wait_until(sig_addr, cmp, cmp_value);
}

__global__ void call_nvshmemx_signal_op(
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_signal_op(sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_signal_fetch(
    uint64_t *sig_addr,
    uint64_t *result) {
  *result = nvshmem_signal_fetch(sig_addr);
}

__global__ void call_nvshmem_short_atomic_set(
    short *dest,
    short value,
    int pe) {
  nvshmem_short_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_int_atomic_set(int *dest, int value, int pe) {
  nvshmem_int_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_long_atomic_set(long *dest, long value, int pe) {
  nvshmem_long_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_longlong_atomic_set(
    long long *dest,
    long long value,
    int pe) {
  nvshmem_longlong_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_ushort_atomic_set(
    unsigned short *dest,
    unsigned short value,
    int pe) {
  nvshmem_ushort_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_set(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  nvshmem_uint_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_set(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  nvshmem_ulong_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_set(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  nvshmem_ulonglong_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_set(
    int32_t *dest,
    int32_t value,
    int pe) {
  nvshmem_int32_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_set(
    int64_t *dest,
    int64_t value,
    int pe) {
  nvshmem_int64_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_set(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  nvshmem_uint32_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_set(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  nvshmem_uint64_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_size_atomic_set(
    size_t *dest,
    size_t value,
    int pe) {
  nvshmem_size_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_set(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe) {
  nvshmem_ptrdiff_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_float_atomic_set(
    float *dest,
    float value,
    int pe) {
  nvshmem_float_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_double_atomic_set(
    double *dest,
    double value,
    int pe) {
  nvshmem_double_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_half_atomic_set(half *dest, half value, int pe) {
  nvshmem_half_atomic_set(dest, value, pe);
}

__global__ void call_nvshmem_short_p(short *dest, short value, int pe) {
  nvshmem_short_p(dest, value, pe);
}

__global__ void call_nvshmem_int_p(int *dest, int value, int pe) {
  nvshmem_int_p(dest, value, pe);
}

__global__ void call_nvshmem_long_p(long *dest, long value, int pe) {
  nvshmem_long_p(dest, value, pe);
}

__global__ void call_nvshmem_longlong_p(
    long long *dest,
    long long value,
    int pe) {
  nvshmem_longlong_p(dest, value, pe);
}

__global__ void call_nvshmem_ushort_p(
    unsigned short *dest,
    unsigned short value,
    int pe) {
  nvshmem_ushort_p(dest, value, pe);
}

__global__ void call_nvshmem_uint_p(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  nvshmem_uint_p(dest, value, pe);
}

__global__ void call_nvshmem_ulong_p(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  nvshmem_ulong_p(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_p(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  nvshmem_ulonglong_p(dest, value, pe);
}

__global__ void call_nvshmem_int32_p(int32_t *dest, int32_t value, int pe) {
  nvshmem_int32_p(dest, value, pe);
}

__global__ void call_nvshmem_int64_p(int64_t *dest, int64_t value, int pe) {
  nvshmem_int64_p(dest, value, pe);
}

__global__ void call_nvshmem_uint32_p(uint32_t *dest, uint32_t value, int pe) {
  nvshmem_uint32_p(dest, value, pe);
}

__global__ void call_nvshmem_uint64_p(uint64_t *dest, uint64_t value, int pe) {
  nvshmem_uint64_p(dest, value, pe);
}

__global__ void call_nvshmem_size_p(size_t *dest, size_t value, int pe) {
  nvshmem_size_p(dest, value, pe);
}

__global__ void call_nvshmem_ptrdiff_p(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe) {
  nvshmem_ptrdiff_p(dest, value, pe);
}

__global__ void call_nvshmem_float_p(float *dest, float value, int pe) {
  nvshmem_float_p(dest, value, pe);
}

__global__ void call_nvshmem_double_p(double *dest, double value, int pe) {
  nvshmem_double_p(dest, value, pe);
}

__global__ void call_nvshmem_char_p(char *dest, char value, int pe) {
  nvshmem_char_p(dest, value, pe);
}

__global__ void call_nvshmem_schar_p(
    signed char *dest,
    signed char value,
    int pe) {
  nvshmem_schar_p(dest, value, pe);
}

__global__ void call_nvshmem_uchar_p(
    unsigned char *dest,
    unsigned char value,
    int pe) {
  nvshmem_uchar_p(dest, value, pe);
}

__global__ void call_nvshmem_int8_p(int8_t *dest, int8_t value, int pe) {
  nvshmem_int8_p(dest, value, pe);
}

__global__ void call_nvshmem_int16_p(int16_t *dest, int16_t value, int pe) {
  nvshmem_int16_p(dest, value, pe);
}

__global__ void call_nvshmem_uint8_p(uint8_t *dest, uint8_t value, int pe) {
  nvshmem_uint8_p(dest, value, pe);
}

__global__ void call_nvshmem_uint16_p(uint16_t *dest, uint16_t value, int pe) {
  nvshmem_uint16_p(dest, value, pe);
}

__global__ void call_nvshmem_half_p(half *dest, half value, int pe) {
  nvshmem_half_p(dest, value, pe);
}

__global__ void call_nvshmem_bfloat16_p(
    __nv_bfloat16 *dest,
    __nv_bfloat16 value,
    int pe) {
  nvshmem_bfloat16_p(dest, value, pe);
}

__global__ void call_nvshmem_fence(void) { nvshmem_fence(); }

__global__ void call_nvshmem_quiet(void) { nvshmem_quiet(); }

__global__ void call_nvshmem_int_atomic_fetch(
    const int *dest,
    int pe,
    int *result) {
  *result = nvshmem_int_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_long_atomic_fetch(
    const long *dest,
    int pe,
    long *result) {
  *result = nvshmem_long_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_longlong_atomic_fetch(
    const long long *dest,
    int pe,
    long long *result) {
  *result = nvshmem_longlong_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_uint_atomic_fetch(
    const unsigned int *dest,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_ulong_atomic_fetch(
    const unsigned long *dest,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_fetch(
    const unsigned long long *dest,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_int32_atomic_fetch(
    const int32_t *dest,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_int64_atomic_fetch(
    const int64_t *dest,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_uint32_atomic_fetch(
    const uint32_t *dest,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_uint64_atomic_fetch(
    const uint64_t *dest,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_size_atomic_fetch(
    const size_t *dest,
    int pe,
    size_t *result) {
  *result = nvshmem_size_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_fetch(
    const ptrdiff_t *dest,
    int pe,
    ptrdiff_t *result) {
  *result = nvshmem_ptrdiff_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_float_atomic_fetch(
    const float *dest,
    int pe,
    float *result) {
  *result = nvshmem_float_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_double_atomic_fetch(
    const double *dest,
    int pe,
    double *result) {
  *result = nvshmem_double_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_half_atomic_fetch(
    const half *dest,
    int pe,
    half *result) {
  *result = nvshmem_half_atomic_fetch(dest, pe);
}

__global__ void call_nvshmem_int_atomic_swap(
    int *dest,
    int value,
    int pe,
    int *result) {
  *result = nvshmem_int_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_long_atomic_swap(
    long *dest,
    long value,
    int pe,
    long *result) {
  *result = nvshmem_long_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_longlong_atomic_swap(
    long long *dest,
    long long value,
    int pe,
    long long *result) {
  *result = nvshmem_longlong_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_swap(
    unsigned int *dest,
    unsigned int value,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_swap(
    unsigned long *dest,
    unsigned long value,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_swap(
    unsigned long long *dest,
    unsigned long long value,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_swap(
    int32_t *dest,
    int32_t value,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_swap(
    int64_t *dest,
    int64_t value,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_swap(
    uint32_t *dest,
    uint32_t value,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_swap(
    uint64_t *dest,
    uint64_t value,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_size_atomic_swap(
    size_t *dest,
    size_t value,
    int pe,
    size_t *result) {
  *result = nvshmem_size_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_swap(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe,
    ptrdiff_t *result) {
  *result = nvshmem_ptrdiff_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_float_atomic_swap(
    float *dest,
    float value,
    int pe,
    float *result) {
  *result = nvshmem_float_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_double_atomic_swap(
    double *dest,
    double value,
    int pe,
    double *result) {
  *result = nvshmem_double_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_half_atomic_swap(
    half *dest,
    half value,
    int pe,
    half *result) {
  *result = nvshmem_half_atomic_swap(dest, value, pe);
}

__global__ void call_nvshmem_int_atomic_compare_swap(
    int *dest,
    int cond,
    int value,
    int pe,
    int *result) {
  *result = nvshmem_int_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_long_atomic_compare_swap(
    long *dest,
    long cond,
    long value,
    int pe,
    long *result) {
  *result = nvshmem_long_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_longlong_atomic_compare_swap(
    long long *dest,
    long long cond,
    long long value,
    int pe,
    long long *result) {
  *result = nvshmem_longlong_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_uint_atomic_compare_swap(
    unsigned int *dest,
    unsigned int cond,
    unsigned int value,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_compare_swap(
    unsigned long *dest,
    unsigned long cond,
    unsigned long value,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_compare_swap(
    unsigned long long *dest,
    unsigned long long cond,
    unsigned long long value,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_int32_atomic_compare_swap(
    int32_t *dest,
    int32_t cond,
    int32_t value,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_int64_atomic_compare_swap(
    int64_t *dest,
    int64_t cond,
    int64_t value,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_compare_swap(
    uint32_t *dest,
    uint32_t cond,
    uint32_t value,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_compare_swap(
    uint64_t *dest,
    uint64_t cond,
    uint64_t value,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_size_atomic_compare_swap(
    size_t *dest,
    size_t cond,
    size_t value,
    int pe,
    size_t *result) {
  *result = nvshmem_size_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_compare_swap(
    ptrdiff_t *dest,
    ptrdiff_t cond,
    ptrdiff_t value,
    int pe,
    ptrdiff_t *result) {
  *result = nvshmem_ptrdiff_atomic_compare_swap(dest, cond, value, pe);
}

__global__ void call_nvshmem_int_atomic_fetch_inc(
    int *dest,
    int pe,
    int *result) {
  *result = nvshmem_int_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_long_atomic_fetch_inc(
    long *dest,
    int pe,
    long *result) {
  *result = nvshmem_long_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_longlong_atomic_fetch_inc(
    long long *dest,
    int pe,
    long long *result) {
  *result = nvshmem_longlong_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_uint_atomic_fetch_inc(
    unsigned int *dest,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_ulong_atomic_fetch_inc(
    unsigned long *dest,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_fetch_inc(
    unsigned long long *dest,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_int32_atomic_fetch_inc(
    int32_t *dest,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_int64_atomic_fetch_inc(
    int64_t *dest,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_uint32_atomic_fetch_inc(
    uint32_t *dest,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_uint64_atomic_fetch_inc(
    uint64_t *dest,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_size_atomic_fetch_inc(
    size_t *dest,
    int pe,
    size_t *result) {
  *result = nvshmem_size_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_fetch_inc(
    ptrdiff_t *dest,
    int pe,
    ptrdiff_t *result) {
  *result = nvshmem_ptrdiff_atomic_fetch_inc(dest, pe);
}

__global__ void call_nvshmem_int_atomic_inc(int *dest, int pe) {
  nvshmem_int_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_long_atomic_inc(long *dest, int pe) {
  nvshmem_long_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_longlong_atomic_inc(long long *dest, int pe) {
  nvshmem_longlong_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_uint_atomic_inc(unsigned int *dest, int pe) {
  nvshmem_uint_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_ulong_atomic_inc(unsigned long *dest, int pe) {
  nvshmem_ulong_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_inc(
    unsigned long long *dest,
    int pe) {
  nvshmem_ulonglong_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_int32_atomic_inc(int32_t *dest, int pe) {
  nvshmem_int32_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_int64_atomic_inc(int64_t *dest, int pe) {
  nvshmem_int64_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_uint32_atomic_inc(uint32_t *dest, int pe) {
  nvshmem_uint32_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_uint64_atomic_inc(uint64_t *dest, int pe) {
  nvshmem_uint64_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_size_atomic_inc(size_t *dest, int pe) {
  nvshmem_size_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_inc(ptrdiff_t *dest, int pe) {
  nvshmem_ptrdiff_atomic_inc(dest, pe);
}

__global__ void call_nvshmem_int_atomic_fetch_add(
    int *dest,
    int value,
    int pe,
    int *result) {
  *result = nvshmem_int_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_long_atomic_fetch_add(
    long *dest,
    long value,
    int pe,
    long *result) {
  *result = nvshmem_long_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_longlong_atomic_fetch_add(
    long long *dest,
    long long value,
    int pe,
    long long *result) {
  *result = nvshmem_longlong_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_fetch_add(
    unsigned int *dest,
    unsigned int value,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_fetch_add(
    unsigned long *dest,
    unsigned long value,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_fetch_add(
    unsigned long long *dest,
    unsigned long long value,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_fetch_add(
    int32_t *dest,
    int32_t value,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_fetch_add(
    int64_t *dest,
    int64_t value,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_fetch_add(
    uint32_t *dest,
    uint32_t value,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_fetch_add(
    uint64_t *dest,
    uint64_t value,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_size_atomic_fetch_add(
    size_t *dest,
    size_t value,
    int pe,
    size_t *result) {
  *result = nvshmem_size_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_fetch_add(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe,
    ptrdiff_t *result) {
  *result = nvshmem_ptrdiff_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmem_int_atomic_add(int *dest, int value, int pe) {
  nvshmem_int_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_long_atomic_add(long *dest, long value, int pe) {
  nvshmem_long_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_longlong_atomic_add(
    long long *dest,
    long long value,
    int pe) {
  nvshmem_longlong_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_add(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  nvshmem_uint_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_add(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  nvshmem_ulong_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_add(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  nvshmem_ulonglong_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_add(
    int32_t *dest,
    int32_t value,
    int pe) {
  nvshmem_int32_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_add(
    int64_t *dest,
    int64_t value,
    int pe) {
  nvshmem_int64_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_add(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  nvshmem_uint32_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_add(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  nvshmem_uint64_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_size_atomic_add(
    size_t *dest,
    size_t value,
    int pe) {
  nvshmem_size_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_ptrdiff_atomic_add(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe) {
  nvshmem_ptrdiff_atomic_add(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_fetch_and(
    unsigned int *dest,
    unsigned int value,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_fetch_and(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_fetch_and(
    unsigned long *dest,
    unsigned long value,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_fetch_and(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_fetch_and(
    unsigned long long *dest,
    unsigned long long value,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_fetch_and(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_fetch_and(
    int32_t *dest,
    int32_t value,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_fetch_and(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_fetch_and(
    int64_t *dest,
    int64_t value,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_fetch_and(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_fetch_and(
    uint32_t *dest,
    uint32_t value,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_fetch_and(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_fetch_and(
    uint64_t *dest,
    uint64_t value,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_fetch_and(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_and(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  nvshmem_uint_atomic_and(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_and(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  nvshmem_ulong_atomic_and(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_and(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  nvshmem_ulonglong_atomic_and(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_and(
    int32_t *dest,
    int32_t value,
    int pe) {
  nvshmem_int32_atomic_and(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_and(
    int64_t *dest,
    int64_t value,
    int pe) {
  nvshmem_int64_atomic_and(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_and(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  nvshmem_uint32_atomic_and(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_and(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  nvshmem_uint64_atomic_and(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_fetch_or(
    unsigned int *dest,
    unsigned int value,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_fetch_or(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_fetch_or(
    unsigned long *dest,
    unsigned long value,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_fetch_or(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_fetch_or(
    unsigned long long *dest,
    unsigned long long value,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_fetch_or(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_fetch_or(
    int32_t *dest,
    int32_t value,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_fetch_or(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_fetch_or(
    int64_t *dest,
    int64_t value,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_fetch_or(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_fetch_or(
    uint32_t *dest,
    uint32_t value,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_fetch_or(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_fetch_or(
    uint64_t *dest,
    uint64_t value,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_fetch_or(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_or(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  nvshmem_uint_atomic_or(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_or(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  nvshmem_ulong_atomic_or(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_or(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  nvshmem_ulonglong_atomic_or(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_or(
    int32_t *dest,
    int32_t value,
    int pe) {
  nvshmem_int32_atomic_or(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_or(
    int64_t *dest,
    int64_t value,
    int pe) {
  nvshmem_int64_atomic_or(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_or(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  nvshmem_uint32_atomic_or(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_or(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  nvshmem_uint64_atomic_or(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_fetch_xor(
    unsigned int *dest,
    unsigned int value,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_atomic_fetch_xor(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_fetch_xor(
    unsigned long *dest,
    unsigned long value,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_atomic_fetch_xor(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_fetch_xor(
    unsigned long long *dest,
    unsigned long long value,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_atomic_fetch_xor(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_fetch_xor(
    int32_t *dest,
    int32_t value,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_atomic_fetch_xor(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_fetch_xor(
    int64_t *dest,
    int64_t value,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_atomic_fetch_xor(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_fetch_xor(
    uint32_t *dest,
    uint32_t value,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_atomic_fetch_xor(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_fetch_xor(
    uint64_t *dest,
    uint64_t value,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_atomic_fetch_xor(dest, value, pe);
}

__global__ void call_nvshmem_uint_atomic_xor(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  nvshmem_uint_atomic_xor(dest, value, pe);
}

__global__ void call_nvshmem_ulong_atomic_xor(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  nvshmem_ulong_atomic_xor(dest, value, pe);
}

__global__ void call_nvshmem_ulonglong_atomic_xor(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  nvshmem_ulonglong_atomic_xor(dest, value, pe);
}

__global__ void call_nvshmem_int32_atomic_xor(
    int32_t *dest,
    int32_t value,
    int pe) {
  nvshmem_int32_atomic_xor(dest, value, pe);
}

__global__ void call_nvshmem_int64_atomic_xor(
    int64_t *dest,
    int64_t value,
    int pe) {
  nvshmem_int64_atomic_xor(dest, value, pe);
}

__global__ void call_nvshmem_uint32_atomic_xor(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  nvshmem_uint32_atomic_xor(dest, value, pe);
}

__global__ void call_nvshmem_uint64_atomic_xor(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  nvshmem_uint64_atomic_xor(dest, value, pe);
}

__global__ void call_nvshmemx_float_atomic_fetch_add(
    float *dest,
    float value,
    int pe,
    float *result) {
  *result = nvshmemx_float_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmemx_double_atomic_fetch_add(
    double *dest,
    double value,
    int pe,
    double *result) {
  *result = nvshmemx_double_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmemx_half_atomic_fetch_add(
    half *dest,
    half value,
    int pe,
    half *result) {
  *result = nvshmemx_half_atomic_fetch_add(dest, value, pe);
}

__global__ void call_nvshmemx_float_atomic_add(
    float *dest,
    float value,
    int pe) {
  nvshmemx_float_atomic_add(dest, value, pe);
}

__global__ void call_nvshmemx_double_atomic_add(
    double *dest,
    double value,
    int pe) {
  nvshmemx_double_atomic_add(dest, value, pe);
}

__global__ void call_nvshmemx_half_atomic_add(half *dest, half value, int pe) {
  nvshmemx_half_atomic_add(dest, value, pe);
}

__global__ void call_nvshmemx_short_wait_warp(short *ivar, short cmp_value) {
  nvshmemx_short_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_int_wait_warp(int *ivar, int cmp_value) {
  nvshmemx_int_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_long_wait_warp(long *ivar, long cmp_value) {
  nvshmemx_long_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_warp(
    long long *ivar,
    long long cmp_value) {
  nvshmemx_longlong_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_warp(
    unsigned short *ivar,
    unsigned short cmp_value) {
  nvshmemx_ushort_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_uint_wait_warp(
    unsigned int *ivar,
    unsigned int cmp_value) {
  nvshmemx_uint_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_warp(
    unsigned long *ivar,
    unsigned long cmp_value) {
  nvshmemx_ulong_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_warp(
    unsigned long long *ivar,
    unsigned long long cmp_value) {
  nvshmemx_ulonglong_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_int32_wait_warp(
    int32_t *ivar,
    int32_t cmp_value) {
  nvshmemx_int32_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_int64_wait_warp(
    int64_t *ivar,
    int64_t cmp_value) {
  nvshmemx_int64_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_warp(
    uint32_t *ivar,
    uint32_t cmp_value) {
  nvshmemx_uint32_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_warp(
    uint64_t *ivar,
    uint64_t cmp_value) {
  nvshmemx_uint64_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_size_wait_warp(size_t *ivar, size_t cmp_value) {
  nvshmemx_size_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_warp(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value) {
  nvshmemx_ptrdiff_wait_warp(ivar, cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_warp(
    short *ivar,
    int cmp,
    short cmp_value) {
  nvshmemx_short_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_warp(
    int *ivar,
    int cmp,
    int cmp_value) {
  nvshmemx_int_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_warp(
    long *ivar,
    int cmp,
    long cmp_value) {
  nvshmemx_long_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_warp(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  nvshmemx_longlong_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_warp(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  nvshmemx_ushort_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_warp(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  nvshmemx_uint_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_warp(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  nvshmemx_ulong_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_warp(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  nvshmemx_ulonglong_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_warp(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  nvshmemx_int32_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_warp(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  nvshmemx_int64_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_warp(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  nvshmemx_uint32_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_warp(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  nvshmemx_uint64_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_warp(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  nvshmemx_size_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_warp(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  nvshmemx_ptrdiff_wait_until_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_all_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  nvshmemx_short_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_all_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  nvshmemx_int_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_all_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  nvshmemx_long_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_all_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  nvshmemx_longlong_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_all_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  nvshmemx_ushort_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_all_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  nvshmemx_uint_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_all_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  nvshmemx_ulong_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_all_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  nvshmemx_ulonglong_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_all_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  nvshmemx_int32_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_all_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  nvshmemx_int64_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_all_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  nvshmemx_uint32_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_all_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  nvshmemx_uint64_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_all_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  nvshmemx_size_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_all_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  nvshmemx_ptrdiff_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_any_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_any_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_any_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_any_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_any_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_any_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_any_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_any_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_any_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_any_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_any_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_any_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_any_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_any_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_some_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_some_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_some_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_some_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_some_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_some_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_some_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_some_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_some_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_some_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_some_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_some_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_some_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_some_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_all_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  nvshmemx_short_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_wait_until_all_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  nvshmemx_int_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_wait_until_all_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  nvshmemx_long_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_wait_until_all_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  nvshmemx_longlong_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_wait_until_all_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  nvshmemx_ushort_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_wait_until_all_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  nvshmemx_uint_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_wait_until_all_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  nvshmemx_ulong_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_wait_until_all_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  nvshmemx_ulonglong_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_wait_until_all_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  nvshmemx_int32_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_wait_until_all_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  nvshmemx_int64_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_wait_until_all_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  nvshmemx_uint32_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_wait_until_all_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  nvshmemx_uint64_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_wait_until_all_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  nvshmemx_size_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_all_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  nvshmemx_ptrdiff_wait_until_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_wait_until_any_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_wait_until_any_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_wait_until_any_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_wait_until_any_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_wait_until_any_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_wait_until_any_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_wait_until_any_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_wait_until_any_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_wait_until_any_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_wait_until_any_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_wait_until_any_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_wait_until_any_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_wait_until_any_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_any_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_wait_until_some_vector_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_wait_until_some_vector_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_wait_until_some_vector_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_wait_until_some_vector_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_wait_until_some_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_wait_until_some_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_wait_until_some_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_wait_until_some_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_wait_until_some_vector_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_wait_until_some_vector_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_wait_until_some_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_wait_until_some_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_wait_until_some_vector_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_some_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_test_warp(
    short *ivar,
    int cmp,
    short cmp_value,
    int *result) {
  *result = nvshmemx_short_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_test_warp(
    int *ivar,
    int cmp,
    int cmp_value,
    int *result) {
  *result = nvshmemx_int_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_test_warp(
    long *ivar,
    int cmp,
    long cmp_value,
    int *result) {
  *result = nvshmemx_long_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_test_warp(
    long long *ivar,
    int cmp,
    long long cmp_value,
    int *result) {
  *result = nvshmemx_longlong_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ushort_test_warp(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value,
    int *result) {
  *result = nvshmemx_ushort_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint_test_warp(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value,
    int *result) {
  *result = nvshmemx_uint_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_test_warp(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value,
    int *result) {
  *result = nvshmemx_ulong_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_warp(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value,
    int *result) {
  *result = nvshmemx_ulonglong_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int32_test_warp(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value,
    int *result) {
  *result = nvshmemx_int32_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_test_warp(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value,
    int *result) {
  *result = nvshmemx_int64_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_test_warp(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value,
    int *result) {
  *result = nvshmemx_uint32_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint64_test_warp(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value,
    int *result) {
  *result = nvshmemx_uint64_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_size_test_warp(
    size_t *ivar,
    int cmp,
    size_t cmp_value,
    int *result) {
  *result = nvshmemx_size_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_warp(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value,
    int *result) {
  *result = nvshmemx_ptrdiff_test_warp(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_short_test_all_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    int *result) {
  *result = nvshmemx_short_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_test_all_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    int *result) {
  *result = nvshmemx_int_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_test_all_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    int *result) {
  *result = nvshmemx_long_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_test_all_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    int *result) {
  *result = nvshmemx_longlong_test_all_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_test_all_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    int *result) {
  *result = nvshmemx_ushort_test_all_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_test_all_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    int *result) {
  *result = nvshmemx_uint_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_test_all_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    int *result) {
  *result = nvshmemx_ulong_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_all_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    int *result) {
  *result = nvshmemx_ulonglong_test_all_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_test_all_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    int *result) {
  *result = nvshmemx_int32_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_test_all_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    int *result) {
  *result = nvshmemx_int64_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_test_all_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    int *result) {
  *result = nvshmemx_uint32_test_all_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_test_all_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    int *result) {
  *result = nvshmemx_uint64_test_all_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_test_all_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    int *result) {
  *result = nvshmemx_size_test_all_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_all_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    int *result) {
  *result = nvshmemx_ptrdiff_test_all_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_test_any_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_test_any_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_test_any_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_test_any_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_test_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_test_any_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_test_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_test_any_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_test_any_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_any_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_test_any_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_test_any_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_test_any_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_test_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_test_any_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_test_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_test_any_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_test_any_warp(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_any_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_any_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_test_some_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_test_some_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_long_test_some_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_longlong_test_some_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_test_some_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_test_some_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulong_test_some_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_some_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_test_some_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_test_some_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_test_some_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_test_some_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_test_some_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_some_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_some_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_test_all_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    int *result) {
  *result = nvshmemx_short_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_test_all_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    int *result) {
  *result = nvshmemx_int_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_test_all_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    int *result) {
  *result = nvshmemx_long_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_test_all_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    int *result) {
  *result = nvshmemx_longlong_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_test_all_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    int *result) {
  *result = nvshmemx_ushort_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_test_all_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    int *result) {
  *result = nvshmemx_uint_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_test_all_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    int *result) {
  *result = nvshmemx_ulong_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_test_all_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    int *result) {
  *result = nvshmemx_ulonglong_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_test_all_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    int *result) {
  *result = nvshmemx_int32_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_test_all_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    int *result) {
  *result = nvshmemx_int64_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_test_all_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    int *result) {
  *result = nvshmemx_uint32_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_test_all_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    int *result) {
  *result = nvshmemx_uint64_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_test_all_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    int *result) {
  *result = nvshmemx_size_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_test_all_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    int *result) {
  *result = nvshmemx_ptrdiff_test_all_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_test_any_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_test_any_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_test_any_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_test_any_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_test_any_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_test_any_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_test_any_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_test_any_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_test_any_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_test_any_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_test_any_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_test_any_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_test_any_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_test_any_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_any_vector_warp(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_test_some_vector_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_test_some_vector_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_test_some_vector_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_test_some_vector_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_test_some_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_test_some_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_test_some_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_test_some_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_test_some_vector_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_test_some_vector_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_test_some_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_test_some_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_test_some_vector_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_test_some_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_some_vector_warp(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_signal_wait_until_warp(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value,
    uint64_t *result) {
  *result = nvshmemx_signal_wait_until_warp(sig_addr, cmp, cmp_value);
}

__global__ void call_nvshmemx_short_wait_block(short *ivar, short cmp_value) {
  nvshmemx_short_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_int_wait_block(int *ivar, int cmp_value) {
  nvshmemx_int_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_long_wait_block(long *ivar, long cmp_value) {
  nvshmemx_long_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_block(
    long long *ivar,
    long long cmp_value) {
  nvshmemx_longlong_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_block(
    unsigned short *ivar,
    unsigned short cmp_value) {
  nvshmemx_ushort_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_uint_wait_block(
    unsigned int *ivar,
    unsigned int cmp_value) {
  nvshmemx_uint_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_block(
    unsigned long *ivar,
    unsigned long cmp_value) {
  nvshmemx_ulong_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_block(
    unsigned long long *ivar,
    unsigned long long cmp_value) {
  nvshmemx_ulonglong_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_int32_wait_block(
    int32_t *ivar,
    int32_t cmp_value) {
  nvshmemx_int32_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_int64_wait_block(
    int64_t *ivar,
    int64_t cmp_value) {
  nvshmemx_int64_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_block(
    uint32_t *ivar,
    uint32_t cmp_value) {
  nvshmemx_uint32_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_block(
    uint64_t *ivar,
    uint64_t cmp_value) {
  nvshmemx_uint64_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_size_wait_block(size_t *ivar, size_t cmp_value) {
  nvshmemx_size_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_block(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value) {
  nvshmemx_ptrdiff_wait_block(ivar, cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_block(
    short *ivar,
    int cmp,
    short cmp_value) {
  nvshmemx_short_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_block(
    int *ivar,
    int cmp,
    int cmp_value) {
  nvshmemx_int_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_block(
    long *ivar,
    int cmp,
    long cmp_value) {
  nvshmemx_long_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_block(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  nvshmemx_longlong_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_block(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  nvshmemx_ushort_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_block(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  nvshmemx_uint_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_block(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  nvshmemx_ulong_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_block(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  nvshmemx_ulonglong_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_block(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  nvshmemx_int32_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_block(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  nvshmemx_int64_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_block(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  nvshmemx_uint32_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_block(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  nvshmemx_uint64_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_block(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  nvshmemx_size_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_block(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  nvshmemx_ptrdiff_wait_until_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_all_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  nvshmemx_short_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_all_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  nvshmemx_int_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_all_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  nvshmemx_long_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_all_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  nvshmemx_longlong_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_all_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  nvshmemx_ushort_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_all_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  nvshmemx_uint_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_all_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  nvshmemx_ulong_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_all_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  nvshmemx_ulonglong_wait_until_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_all_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  nvshmemx_int32_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_all_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  nvshmemx_int64_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_all_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  nvshmemx_uint32_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_all_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  nvshmemx_uint64_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_all_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  nvshmemx_size_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_all_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  nvshmemx_ptrdiff_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_any_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_any_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_any_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_any_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_any_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_any_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_any_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_any_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_any_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_any_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_any_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_any_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_any_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_any_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_some_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_wait_until_some_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_long_wait_until_some_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_longlong_wait_until_some_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_wait_until_some_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_wait_until_some_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulong_wait_until_some_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_wait_until_some_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_wait_until_some_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_wait_until_some_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_wait_until_some_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_wait_until_some_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_wait_until_some_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_some_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_wait_until_all_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  nvshmemx_short_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_wait_until_all_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  nvshmemx_int_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_wait_until_all_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  nvshmemx_long_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_wait_until_all_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  nvshmemx_longlong_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_wait_until_all_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  nvshmemx_ushort_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_wait_until_all_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  nvshmemx_uint_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_wait_until_all_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  nvshmemx_ulong_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_wait_until_all_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  nvshmemx_ulonglong_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_wait_until_all_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  nvshmemx_int32_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_wait_until_all_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  nvshmemx_int64_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_wait_until_all_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  nvshmemx_uint32_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_wait_until_all_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  nvshmemx_uint64_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_wait_until_all_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  nvshmemx_size_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_all_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  nvshmemx_ptrdiff_wait_until_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_wait_until_any_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_wait_until_any_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_wait_until_any_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_wait_until_any_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_wait_until_any_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_wait_until_any_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_wait_until_any_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_wait_until_any_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_wait_until_any_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_wait_until_any_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_wait_until_any_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_wait_until_any_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_wait_until_any_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_any_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_wait_until_some_vector_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_wait_until_some_vector_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_wait_until_some_vector_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_wait_until_some_vector_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_wait_until_some_vector_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_wait_until_some_vector_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_wait_until_some_vector_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_wait_until_some_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_wait_until_some_vector_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_wait_until_some_vector_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_wait_until_some_vector_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_wait_until_some_vector_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_wait_until_some_vector_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_wait_until_some_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_wait_until_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_test_block(
    short *ivar,
    int cmp,
    short cmp_value,
    int *result) {
  *result = nvshmemx_short_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int_test_block(
    int *ivar,
    int cmp,
    int cmp_value,
    int *result) {
  *result = nvshmemx_int_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_test_block(
    long *ivar,
    int cmp,
    long cmp_value,
    int *result) {
  *result = nvshmemx_long_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_test_block(
    long long *ivar,
    int cmp,
    long long cmp_value,
    int *result) {
  *result = nvshmemx_longlong_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ushort_test_block(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value,
    int *result) {
  *result = nvshmemx_ushort_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint_test_block(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value,
    int *result) {
  *result = nvshmemx_uint_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_test_block(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value,
    int *result) {
  *result = nvshmemx_ulong_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_block(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value,
    int *result) {
  *result = nvshmemx_ulonglong_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int32_test_block(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value,
    int *result) {
  *result = nvshmemx_int32_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_int64_test_block(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value,
    int *result) {
  *result = nvshmemx_int64_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint32_test_block(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value,
    int *result) {
  *result = nvshmemx_uint32_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_uint64_test_block(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value,
    int *result) {
  *result = nvshmemx_uint64_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_size_test_block(
    size_t *ivar,
    int cmp,
    size_t cmp_value,
    int *result) {
  *result = nvshmemx_size_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_block(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value,
    int *result) {
  *result = nvshmemx_ptrdiff_test_block(ivar, cmp, cmp_value);
}

__global__ void call_nvshmemx_short_test_all_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    int *result) {
  *result = nvshmemx_short_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_test_all_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    int *result) {
  *result = nvshmemx_int_test_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_test_all_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    int *result) {
  *result = nvshmemx_long_test_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_test_all_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    int *result) {
  *result = nvshmemx_longlong_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_test_all_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    int *result) {
  *result = nvshmemx_ushort_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_test_all_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    int *result) {
  *result = nvshmemx_uint_test_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_test_all_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    int *result) {
  *result = nvshmemx_ulong_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_all_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    int *result) {
  *result = nvshmemx_ulonglong_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_test_all_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    int *result) {
  *result = nvshmemx_int32_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_test_all_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    int *result) {
  *result = nvshmemx_int64_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_test_all_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    int *result) {
  *result = nvshmemx_uint32_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_test_all_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    int *result) {
  *result = nvshmemx_uint64_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_test_all_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    int *result) {
  *result = nvshmemx_size_test_all_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_all_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    int *result) {
  *result = nvshmemx_ptrdiff_test_all_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_test_any_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_test_any_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_test_any_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_long_test_any_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_test_any_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_longlong_test_any_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_test_any_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_test_any_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_test_any_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ulong_test_any_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_any_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_test_any_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_test_any_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_test_any_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_test_any_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_test_any_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_test_any_block(ivars, nelems, status, cmp, cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_any_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_any_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_test_some_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *result) {
  *result = nvshmemx_short_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int_test_some_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *result) {
  *result = nvshmemx_int_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_long_test_some_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *result) {
  *result = nvshmemx_long_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_longlong_test_some_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *result) {
  *result = nvshmemx_longlong_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ushort_test_some_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *result) {
  *result = nvshmemx_ushort_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint_test_some_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *result) {
  *result = nvshmemx_uint_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulong_test_some_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulong_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ulonglong_test_some_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int32_test_some_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int32_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_int64_test_some_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_int64_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint32_test_some_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint32_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_uint64_test_some_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *result) {
  *result = nvshmemx_uint64_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_size_test_some_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *result) {
  *result = nvshmemx_size_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_ptrdiff_test_some_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_some_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_value);
}

__global__ void call_nvshmemx_short_test_all_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    int *result) {
  *result = nvshmemx_short_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_test_all_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    int *result) {
  *result = nvshmemx_int_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_test_all_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    int *result) {
  *result = nvshmemx_long_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_test_all_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    int *result) {
  *result = nvshmemx_longlong_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_test_all_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    int *result) {
  *result = nvshmemx_ushort_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_test_all_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    int *result) {
  *result = nvshmemx_uint_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_test_all_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    int *result) {
  *result = nvshmemx_ulong_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_test_all_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    int *result) {
  *result = nvshmemx_ulonglong_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_test_all_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    int *result) {
  *result = nvshmemx_int32_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_test_all_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    int *result) {
  *result = nvshmemx_int64_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_test_all_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    int *result) {
  *result = nvshmemx_uint32_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_test_all_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    int *result) {
  *result = nvshmemx_uint64_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_test_all_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    int *result) {
  *result = nvshmemx_size_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_test_all_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    int *result) {
  *result = nvshmemx_ptrdiff_test_all_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_test_any_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_test_any_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_test_any_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_test_any_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_test_any_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_test_any_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_test_any_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_test_any_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_test_any_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_test_any_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_test_any_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_test_any_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_test_any_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_test_any_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_any_vector_block(
      ivars,
      nelems,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_short_test_some_vector_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *result) {
  *result = nvshmemx_short_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int_test_some_vector_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *result) {
  *result = nvshmemx_int_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_long_test_some_vector_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *result) {
  *result = nvshmemx_long_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_longlong_test_some_vector_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_longlong_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ushort_test_some_vector_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *result) {
  *result = nvshmemx_ushort_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint_test_some_vector_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulong_test_some_vector_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulong_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ulonglong_test_some_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *result) {
  *result = nvshmemx_ulonglong_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int32_test_some_vector_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int32_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_int64_test_some_vector_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_int64_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint32_test_some_vector_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint32_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_uint64_test_some_vector_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_uint64_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_size_test_some_vector_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_size_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_ptrdiff_test_some_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *result) {
  *result = nvshmemx_ptrdiff_test_some_vector_block(
      ivars,
      nelems,
      indices,
      status,
      cmp,
      cmp_values);
}

__global__ void call_nvshmemx_signal_wait_until_block(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value,
    uint64_t *result) {
  *result = nvshmemx_signal_wait_until_block(sig_addr, cmp, cmp_value);
}

// The same names resolve in __device__ and __host__ __device__ functions.
__device__ int device_function_calls_my_pe() { return nvshmem_my_pe(); }

__host__ __device__ int host_device_function_calls_n_pes() {
  return nvshmem_n_pes();
}

__global__ void call_from_functions(int *result) {
  *result = device_function_calls_my_pe() + host_device_function_calls_n_pes();
}

// The structures take their initializers in device code too.
__global__ void use_initializers(int *result) {
  nvshmemx_uniqueid_t value1 = NVSHMEMX_UNIQUEID_INITIALIZER;
  nvshmem_team_config_t value2 = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  nvshmemx_uniqueid_args_t value3 = NVSHMEMX_UNIQUEID_ARGS_INITIALIZER;
  nvshmemx_init_args_t value4 = NVSHMEMX_INIT_ARGS_INITIALIZER;
  nvshmemx_init_args_t value5 = NVSHMEMX_INIT_ARGS_V2_INITIALIZER;
  nvshmemx_init_attr_t value6 = NVSHMEMX_INIT_ATTR_INITIALIZER;
  result[0] = value1.version;
  result[1] = value2.version;
  result[2] = value3.version;
  result[3] = value4.version;
  result[4] = value5.version;
  result[5] = value6.version;
}

// The team queries on every predefined team.
__global__ void call_team_queries(int *result) {
  result[0] = nvshmem_team_my_pe(NVSHMEM_TEAM_INVALID);
  result[1] = nvshmem_team_n_pes(NVSHMEM_TEAM_INVALID);
  result[2] = nvshmem_team_my_pe(NVSHMEM_TEAM_WORLD);
  result[3] = nvshmem_team_n_pes(NVSHMEM_TEAM_WORLD);
  result[4] = nvshmem_team_my_pe(NVSHMEM_TEAM_SHARED);
  result[5] = nvshmem_team_n_pes(NVSHMEM_TEAM_SHARED);
  result[6] = nvshmem_team_my_pe(NVSHMEMX_TEAM_SHARED);
  result[7] = nvshmem_team_n_pes(NVSHMEMX_TEAM_SHARED);
  result[8] = nvshmem_team_my_pe(NVSHMEMX_TEAM_NODE);
  result[9] = nvshmem_team_n_pes(NVSHMEMX_TEAM_NODE);
}
