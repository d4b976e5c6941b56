// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/setup.yaml, spec/types.yaml,
// spec/updates.yaml with templates/tests/device_api_calls.cu.j2.
//
// Calls every device routine of every type and device target (one thread,
// warp, block) from a kernel, plus routines from a __device__ and a __host__
// __device__ function. Building this file with and
// without -rdc (//generated:device_api_calls and :device_api_calls_rdc)
// checks that each routine is defined for device code under its public name.

#include <nvshmem.h>

__global__ void call_nvshmem_my_pe(int *result) { *result = nvshmem_my_pe(); }

__global__ void call_nvshmem_n_pes(int *result) { *result = nvshmem_n_pes(); }

__global__ void call_nvshmem_team_my_pe(nvshmem_team_t team, int *result) {
  *result = nvshmem_team_my_pe(team);
}

__global__ void call_nvshmem_team_n_pes(nvshmem_team_t team, int *result) {
  *result = nvshmem_team_n_pes(team);
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

__global__ void call_nvshmem_short_put(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmem_short_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int_put(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmem_int_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_long_put(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmem_long_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_longlong_put(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmem_longlong_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ushort_put(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmem_ushort_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint_put(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmem_uint_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulong_put(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulong_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulonglong_put(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulonglong_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int32_put(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int32_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int64_put(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int64_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint32_put(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint32_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint64_put(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint64_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_size_put(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmem_size_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ptrdiff_put(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmem_ptrdiff_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_float_put(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmem_float_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_double_put(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmem_double_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_char_put(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmem_char_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_schar_put(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmem_schar_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uchar_put(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmem_uchar_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int8_put(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int8_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int16_put(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int16_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint8_put(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint8_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint16_put(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint16_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_half_put(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmem_half_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_bfloat16_put(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmem_bfloat16_put(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put8(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put8(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put16(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put16(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put32(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put32(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put64(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put64(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put128(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put128(dest, source, nelems, pe);
}

__global__ void call_nvshmem_putmem(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmem_putmem(dest, source, bytes, pe);
}

__global__ void call_nvshmem_short_put_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmem_short_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int_put_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmem_int_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_long_put_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmem_long_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_longlong_put_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmem_longlong_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ushort_put_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmem_ushort_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint_put_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmem_uint_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulong_put_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulong_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulonglong_put_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulonglong_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int32_put_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int32_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int64_put_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int64_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint32_put_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint32_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint64_put_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint64_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_size_put_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmem_size_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ptrdiff_put_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmem_ptrdiff_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_float_put_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmem_float_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_double_put_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmem_double_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_char_put_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmem_char_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_schar_put_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmem_schar_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uchar_put_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmem_uchar_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int8_put_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int8_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int16_put_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int16_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint8_put_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint8_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint16_put_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint16_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_half_put_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmem_half_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_bfloat16_put_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmem_bfloat16_put_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put8_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put8_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put16_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put16_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put32_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put32_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put64_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put64_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_put128_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_put128_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_putmem_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmem_putmem_nbi(dest, source, bytes, pe);
}

__global__ void call_nvshmem_short_get(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmem_short_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int_get(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmem_int_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_long_get(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmem_long_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_longlong_get(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmem_longlong_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ushort_get(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmem_ushort_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint_get(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmem_uint_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulong_get(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulong_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulonglong_get(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulonglong_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int32_get(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int32_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int64_get(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int64_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint32_get(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint32_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint64_get(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint64_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_size_get(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmem_size_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ptrdiff_get(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmem_ptrdiff_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_float_get(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmem_float_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_double_get(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmem_double_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_char_get(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmem_char_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_schar_get(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmem_schar_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uchar_get(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmem_uchar_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int8_get(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int8_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int16_get(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int16_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint8_get(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint8_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint16_get(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint16_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_half_get(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmem_half_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_bfloat16_get(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmem_bfloat16_get(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get8(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get8(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get16(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get16(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get32(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get32(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get64(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get64(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get128(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get128(dest, source, nelems, pe);
}

__global__ void call_nvshmem_getmem(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmem_getmem(dest, source, bytes, pe);
}

__global__ void call_nvshmem_short_get_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmem_short_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int_get_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmem_int_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_long_get_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmem_long_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_longlong_get_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmem_longlong_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ushort_get_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmem_ushort_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint_get_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmem_uint_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulong_get_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulong_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ulonglong_get_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmem_ulonglong_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int32_get_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int32_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int64_get_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int64_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint32_get_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint32_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint64_get_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint64_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_size_get_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmem_size_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_ptrdiff_get_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmem_ptrdiff_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_float_get_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmem_float_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_double_get_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmem_double_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_char_get_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmem_char_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_schar_get_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmem_schar_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uchar_get_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmem_uchar_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int8_get_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int8_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_int16_get_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_int16_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint8_get_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint8_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_uint16_get_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmem_uint16_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_half_get_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmem_half_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_bfloat16_get_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmem_bfloat16_get_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get8_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get8_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get16_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get16_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get32_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get32_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get64_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get64_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_get128_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmem_get128_nbi(dest, source, nelems, pe);
}

__global__ void call_nvshmem_getmem_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmem_getmem_nbi(dest, source, bytes, pe);
}

__global__ void call_nvshmem_short_g(
    const short *source,
    int pe,
    short *result) {
  *result = nvshmem_short_g(source, pe);
}

__global__ void call_nvshmem_int_g(const int *source, int pe, int *result) {
  *result = nvshmem_int_g(source, pe);
}

__global__ void call_nvshmem_long_g(const long *source, int pe, long *result) {
  *result = nvshmem_long_g(source, pe);
}

__global__ void call_nvshmem_longlong_g(
    const long long *source,
    int pe,
    long long *result) {
  *result = nvshmem_longlong_g(source, pe);
}

__global__ void call_nvshmem_ushort_g(
    const unsigned short *source,
    int pe,
    unsigned short *result) {
  *result = nvshmem_ushort_g(source, pe);
}

__global__ void call_nvshmem_uint_g(
    const unsigned int *source,
    int pe,
    unsigned int *result) {
  *result = nvshmem_uint_g(source, pe);
}

__global__ void call_nvshmem_ulong_g(
    const unsigned long *source,
    int pe,
    unsigned long *result) {
  *result = nvshmem_ulong_g(source, pe);
}

__global__ void call_nvshmem_ulonglong_g(
    const unsigned long long *source,
    int pe,
    unsigned long long *result) {
  *result = nvshmem_ulonglong_g(source, pe);
}

__global__ void call_nvshmem_int32_g(
    const int32_t *source,
    int pe,
    int32_t *result) {
  *result = nvshmem_int32_g(source, pe);
}

__global__ void call_nvshmem_int64_g(
    const int64_t *source,
    int pe,
    int64_t *result) {
  *result = nvshmem_int64_g(source, pe);
}

__global__ void call_nvshmem_uint32_g(
    const uint32_t *source,
    int pe,
    uint32_t *result) {
  *result = nvshmem_uint32_g(source, pe);
}

__global__ void call_nvshmem_uint64_g(
    const uint64_t *source,
    int pe,
    uint64_t *result) {
  *result = nvshmem_uint64_g(source, pe);
}

__global__ void call_nvshmem_size_g(
    const size_t *source,
    int pe,
    size_t *result) {
  *result = nvshmem_size_g(source, pe);
}

__global__ void call_nvshmem_ptrdiff_g(
    const ptrdiff_t *source,
    int pe,
    ptrdiff_t *result) {
  *result = nvshmem_ptrdiff_g(source, pe);
}

__global__ void call_nvshmem_float_g(
    const float *source,
    int pe,
    float *result) {
  *result = nvshmem_float_g(source, pe);
}

__global__ void call_nvshmem_double_g(
    const double *source,
    int pe,
    double *result) {
  *result = nvshmem_double_g(source, pe);
}

__global__ void call_nvshmem_char_g(const char *source, int pe, char *result) {
  *result = nvshmem_char_g(source, pe);
}

__global__ void call_nvshmem_schar_g(
    const signed char *source,
    int pe,
    signed char *result) {
  *result = nvshmem_schar_g(source, pe);
}

__global__ void call_nvshmem_uchar_g(
    const unsigned char *source,
    int pe,
    unsigned char *result) {
  *result = nvshmem_uchar_g(source, pe);
}

__global__ void call_nvshmem_int8_g(
    const int8_t *source,
    int pe,
    int8_t *result) {
  *result = nvshmem_int8_g(source, pe);
}

__global__ void call_nvshmem_int16_g(
    const int16_t *source,
    int pe,
    int16_t *result) {
  *result = nvshmem_int16_g(source, pe);
}

__global__ void call_nvshmem_uint8_g(
    const uint8_t *source,
    int pe,
    uint8_t *result) {
  *result = nvshmem_uint8_g(source, pe);
}

__global__ void call_nvshmem_uint16_g(
    const uint16_t *source,
    int pe,
    uint16_t *result) {
  *result = nvshmem_uint16_g(source, pe);
}

__global__ void call_nvshmem_half_g(const half *source, int pe, half *result) {
  *result = nvshmem_half_g(source, pe);
}

__global__ void call_nvshmem_bfloat16_g(
    const __nv_bfloat16 *source,
    int pe,
    __nv_bfloat16 *result) {
  *result = nvshmem_bfloat16_g(source, pe);
}

__global__ void call_nvshmem_short_put_signal(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_short_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_int_put_signal(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_long_put_signal(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_long_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_longlong_put_signal(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_longlong_put_signal(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_ushort_put_signal(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ushort_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_uint_put_signal(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_ulong_put_signal(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ulong_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_ulonglong_put_signal(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ulonglong_put_signal(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_int32_put_signal(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int32_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_int64_put_signal(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int64_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_uint32_put_signal(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint32_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_uint64_put_signal(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint64_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_size_put_signal(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_size_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_ptrdiff_put_signal(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ptrdiff_put_signal(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_float_put_signal(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_float_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_double_put_signal(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_double_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_char_put_signal(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_char_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_schar_put_signal(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_schar_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_uchar_put_signal(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uchar_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_int8_put_signal(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int8_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_int16_put_signal(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int16_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_uint8_put_signal(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint8_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_uint16_put_signal(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint16_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_half_put_signal(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_half_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_bfloat16_put_signal(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_bfloat16_put_signal(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_put8_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put8_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put16_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put16_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put32_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put32_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put64_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put64_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put128_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put128_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_putmem_signal(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_putmem_signal(dest, source, bytes, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_short_put_signal_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_short_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_int_put_signal_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_long_put_signal_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_long_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_longlong_put_signal_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_longlong_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_ushort_put_signal_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ushort_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_uint_put_signal_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_ulong_put_signal_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ulong_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_ulonglong_put_signal_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ulonglong_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_int32_put_signal_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int32_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_int64_put_signal_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int64_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_uint32_put_signal_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint32_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_uint64_put_signal_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint64_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_size_put_signal_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_size_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_ptrdiff_put_signal_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_ptrdiff_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_float_put_signal_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_float_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_double_put_signal_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_double_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_char_put_signal_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_char_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_schar_put_signal_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_schar_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_uchar_put_signal_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uchar_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_int8_put_signal_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int8_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_int16_put_signal_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_int16_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_uint8_put_signal_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint8_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_uint16_put_signal_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_uint16_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_half_put_signal_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_half_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_bfloat16_put_signal_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_bfloat16_put_signal_nbi(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmem_put8_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put8_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put16_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put16_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put32_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put32_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put64_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put64_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put128_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_put128_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_putmem_signal_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmem_putmem_signal_nbi(dest, source, bytes, sig_addr, signal, sig_op, pe);
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

__global__ void call_nvshmemx_short_put_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_put_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_put_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_put_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_put_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_put_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_put_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_put_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_put_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_put_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_put_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_put_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_put_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_put_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_put_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_put_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_put_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_put_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_put_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_put_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_put_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_put_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_put_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_put_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_put_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_put_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put8_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put8_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put16_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put16_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put32_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put32_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put64_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put64_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put128_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put128_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_putmem_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_putmem_warp(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_put_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_put_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_put_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_put_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_put_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_put_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_put_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_put_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_put_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_put_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_put_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_put_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_put_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_put_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_put_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_put_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_put_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_put_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_put_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_put_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_put_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_put_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_put_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_put_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_put_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_put_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put8_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put8_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put16_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put16_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put32_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put32_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put64_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put64_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put128_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put128_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_putmem_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_putmem_nbi_warp(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_get_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_get_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_get_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_get_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_get_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_get_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_get_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_get_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_get_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_get_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_get_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_get_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_get_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_get_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_get_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_get_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_get_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_get_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_get_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_get_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_get_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_get_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_get_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_get_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_get_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_get_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get8_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get8_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get16_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get16_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get32_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get32_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get64_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get64_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get128_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get128_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_getmem_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_getmem_warp(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_get_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_get_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_get_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_get_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_get_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_get_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_get_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_get_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_get_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_get_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_get_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_get_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_get_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_get_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_get_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_get_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_get_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_get_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_get_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_get_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_get_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_get_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_get_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_get_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_get_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_get_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get8_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get8_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get16_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get16_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get32_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get32_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get64_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get64_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get128_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get128_nbi_warp(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_getmem_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_getmem_nbi_warp(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_put_signal_warp(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_short_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int_put_signal_warp(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_long_put_signal_warp(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_long_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_longlong_put_signal_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_longlong_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ushort_put_signal_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ushort_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint_put_signal_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulong_put_signal_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulong_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulonglong_put_signal_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulonglong_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int32_put_signal_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int32_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int64_put_signal_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int64_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint32_put_signal_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint32_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint64_put_signal_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint64_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_size_put_signal_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_size_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ptrdiff_put_signal_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ptrdiff_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_float_put_signal_warp(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_float_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_double_put_signal_warp(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_double_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_char_put_signal_warp(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_char_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_schar_put_signal_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_schar_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uchar_put_signal_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uchar_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int8_put_signal_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int8_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int16_put_signal_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int16_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint8_put_signal_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint8_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint16_put_signal_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint16_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_half_put_signal_warp(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_half_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_bfloat16_put_signal_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_bfloat16_put_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put8_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put8_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_put16_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put16_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put32_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put32_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put64_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put64_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put128_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put128_signal_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_putmem_signal_warp(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_putmem_signal_warp(
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_short_put_signal_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_short_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int_put_signal_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_long_put_signal_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_long_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_longlong_put_signal_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_longlong_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ushort_put_signal_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ushort_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint_put_signal_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulong_put_signal_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulong_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulonglong_put_signal_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulonglong_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int32_put_signal_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int32_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int64_put_signal_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int64_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint32_put_signal_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint32_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint64_put_signal_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint64_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_size_put_signal_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_size_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ptrdiff_put_signal_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ptrdiff_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_float_put_signal_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_float_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_double_put_signal_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_double_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_char_put_signal_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_char_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_schar_put_signal_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_schar_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uchar_put_signal_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uchar_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int8_put_signal_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int8_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int16_put_signal_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int16_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint8_put_signal_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint8_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint16_put_signal_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint16_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_half_put_signal_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_half_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_bfloat16_put_signal_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_bfloat16_put_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put8_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put8_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put16_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put16_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put32_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put32_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put64_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put64_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put128_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put128_signal_nbi_warp(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_putmem_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_putmem_signal_nbi_warp(
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
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

__global__ void call_nvshmemx_short_put_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_put_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_put_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_put_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_put_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_put_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_put_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_put_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_put_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_put_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_put_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_put_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_put_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_put_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_put_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_put_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_put_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_put_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_put_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_put_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_put_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_put_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_put_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_put_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_put_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_put_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put8_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put8_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put16_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put16_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put32_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put32_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put64_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put64_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put128_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put128_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_putmem_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_putmem_block(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_put_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_put_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_put_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_put_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_put_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_put_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_put_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_put_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_put_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_put_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_put_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_put_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_put_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_put_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_put_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_put_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_put_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_put_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_put_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_put_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_put_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_put_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_put_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_put_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_put_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_put_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put8_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put8_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put16_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put16_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put32_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put32_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put64_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put64_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_put128_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_put128_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_putmem_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_putmem_nbi_block(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_get_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_get_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_get_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_get_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_get_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_get_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_get_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_get_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_get_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_get_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_get_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_get_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_get_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_get_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_get_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_get_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_get_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_get_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_get_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_get_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_get_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_get_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_get_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_get_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_get_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_get_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get8_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get8_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get16_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get16_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get32_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get32_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get64_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get64_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get128_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get128_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_getmem_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_getmem_block(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_get_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  nvshmemx_short_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int_get_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  nvshmemx_int_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_long_get_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  nvshmemx_long_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_longlong_get_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_longlong_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ushort_get_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  nvshmemx_ushort_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint_get_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulong_get_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulong_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ulonglong_get_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  nvshmemx_ulonglong_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int32_get_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int32_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int64_get_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int64_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint32_get_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint32_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint64_get_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint64_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_size_get_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_size_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_ptrdiff_get_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_ptrdiff_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_float_get_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  nvshmemx_float_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_double_get_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  nvshmemx_double_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_char_get_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  nvshmemx_char_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_schar_get_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  nvshmemx_schar_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uchar_get_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  nvshmemx_uchar_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int8_get_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int8_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_int16_get_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_int16_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint8_get_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint8_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_uint16_get_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  nvshmemx_uint16_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_half_get_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  nvshmemx_half_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_bfloat16_get_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  nvshmemx_bfloat16_get_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get8_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get8_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get16_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get16_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get32_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get32_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get64_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get64_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_get128_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  nvshmemx_get128_nbi_block(dest, source, nelems, pe);
}

__global__ void call_nvshmemx_getmem_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  nvshmemx_getmem_nbi_block(dest, source, bytes, pe);
}

__global__ void call_nvshmemx_short_put_signal_block(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_short_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int_put_signal_block(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_long_put_signal_block(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_long_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_longlong_put_signal_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_longlong_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ushort_put_signal_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ushort_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint_put_signal_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulong_put_signal_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulong_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulonglong_put_signal_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulonglong_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int32_put_signal_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int32_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int64_put_signal_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int64_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint32_put_signal_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint32_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint64_put_signal_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint64_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_size_put_signal_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_size_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ptrdiff_put_signal_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ptrdiff_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_float_put_signal_block(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_float_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_double_put_signal_block(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_double_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_char_put_signal_block(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_char_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_schar_put_signal_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_schar_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uchar_put_signal_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uchar_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int8_put_signal_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int8_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int16_put_signal_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int16_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint8_put_signal_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint8_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint16_put_signal_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint16_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_half_put_signal_block(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_half_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_bfloat16_put_signal_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_bfloat16_put_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put8_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put8_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put16_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put16_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put32_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put32_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put64_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put64_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put128_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put128_signal_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_putmem_signal_block(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_putmem_signal_block(
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_short_put_signal_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_short_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int_put_signal_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_long_put_signal_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_long_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_longlong_put_signal_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_longlong_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ushort_put_signal_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ushort_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint_put_signal_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulong_put_signal_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulong_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ulonglong_put_signal_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ulonglong_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int32_put_signal_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int32_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int64_put_signal_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int64_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint32_put_signal_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint32_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint64_put_signal_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint64_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_size_put_signal_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_size_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_ptrdiff_put_signal_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_ptrdiff_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_float_put_signal_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_float_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_double_put_signal_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_double_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_char_put_signal_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_char_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_schar_put_signal_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_schar_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uchar_put_signal_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uchar_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int8_put_signal_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int8_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_int16_put_signal_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_int16_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint8_put_signal_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint8_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_uint16_put_signal_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_uint16_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_half_put_signal_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_half_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_bfloat16_put_signal_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_bfloat16_put_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put8_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put8_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put16_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put16_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put32_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put32_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put64_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put64_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_put128_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_put128_signal_nbi_block(
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}

__global__ void call_nvshmemx_putmem_signal_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  nvshmemx_putmem_signal_nbi_block(
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
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
  nvshmemx_uniqueid_args_t value2 = NVSHMEMX_UNIQUEID_ARGS_INITIALIZER;
  nvshmemx_init_args_t value3 = NVSHMEMX_INIT_ARGS_INITIALIZER;
  nvshmemx_init_args_t value4 = NVSHMEMX_INIT_ARGS_V2_INITIALIZER;
  nvshmemx_init_attr_t value5 = NVSHMEMX_INIT_ATTR_INITIALIZER;
  result[0] = value1.version;
  result[1] = value2.version;
  result[2] = value3.version;
  result[3] = value4.version;
  result[4] = value5.version;
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
