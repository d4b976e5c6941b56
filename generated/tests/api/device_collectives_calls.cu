// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_api_calls.cu.j2.
//
// Calls every device routine of every type and device target (device, warp,
// warpgroup, block) of the sections collectives from a kernel. Building this
// file (see generated/BUILD.bazel) checks that each routine is defined for
// device code under its public name.

#include <nvshmem.h>

__global__ void call_nvshmem_barrier_all(void) { nvshmem_barrier_all(); }

__global__ void call_nvshmem_sync_all(void) { nvshmem_sync_all(); }

__global__ void call_nvshmem_barrier(nvshmem_team_t team, int *result) {
  *result = nvshmem_barrier(team);
}

__global__ void call_nvshmem_team_sync(nvshmem_team_t team, int *result) {
  *result = nvshmem_team_sync(team);
}

__global__ void call_nvshmem_sync(nvshmem_team_t team, int *result) {
  *result = nvshmem_sync(team);
}

__global__ void call_nvshmem_broadcastmem(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_broadcastmem(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_fcollectmem(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_fcollectmem(team, dest, src, nelems);
}

__global__ void call_nvshmem_alltoallmem(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_alltoallmem(team, dest, src, nelems);
}

__global__ void call_nvshmem_short_broadcast(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_short_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_int_broadcast(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_int_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_long_broadcast(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_long_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_longlong_broadcast(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_longlong_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_ushort_broadcast(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_ushort_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_uint_broadcast(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_uint_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_ulong_broadcast(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_ulong_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_ulonglong_broadcast(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_ulonglong_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_int32_broadcast(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_int32_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_int64_broadcast(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_int64_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_uint32_broadcast(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_uint32_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_uint64_broadcast(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_uint64_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_size_broadcast(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_size_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_ptrdiff_broadcast(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_ptrdiff_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_float_broadcast(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_float_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_double_broadcast(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_double_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_char_broadcast(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_char_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_schar_broadcast(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_schar_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_uchar_broadcast(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_uchar_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_int8_broadcast(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_int8_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_int16_broadcast(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_int16_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_uint8_broadcast(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_uint8_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_uint16_broadcast(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_uint16_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_half_broadcast(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_half_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_bfloat16_broadcast(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmem_bfloat16_broadcast(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmem_short_fcollect(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_short_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_int_fcollect(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_long_fcollect(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_long_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_longlong_fcollect(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_longlong_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_ushort_fcollect(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ushort_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint_fcollect(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_ulong_fcollect(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ulong_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_ulonglong_fcollect(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ulonglong_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_int32_fcollect(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int32_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_int64_fcollect(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int64_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint32_fcollect(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint32_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint64_fcollect(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint64_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_size_fcollect(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_size_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_ptrdiff_fcollect(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ptrdiff_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_float_fcollect(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_float_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_double_fcollect(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_double_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_char_fcollect(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_char_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_schar_fcollect(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_schar_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_uchar_fcollect(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uchar_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_int8_fcollect(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int8_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_int16_fcollect(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int16_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint8_fcollect(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint8_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint16_fcollect(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint16_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_half_fcollect(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_half_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_bfloat16_fcollect(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_bfloat16_fcollect(team, dest, src, nelems);
}

__global__ void call_nvshmem_short_alltoall(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_short_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_int_alltoall(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_long_alltoall(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_long_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_longlong_alltoall(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_longlong_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_ushort_alltoall(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ushort_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint_alltoall(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_ulong_alltoall(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ulong_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_ulonglong_alltoall(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ulonglong_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_int32_alltoall(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int32_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_int64_alltoall(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int64_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint32_alltoall(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint32_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint64_alltoall(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint64_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_size_alltoall(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_size_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_ptrdiff_alltoall(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_ptrdiff_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_float_alltoall(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_float_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_double_alltoall(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_double_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_char_alltoall(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_char_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_schar_alltoall(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_schar_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_uchar_alltoall(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uchar_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_int8_alltoall(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int8_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_int16_alltoall(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_int16_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint8_alltoall(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint8_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_uint16_alltoall(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_uint16_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_half_alltoall(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_half_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_bfloat16_alltoall(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int *result) {
  *result = nvshmem_bfloat16_alltoall(team, dest, src, nelems);
}

__global__ void call_nvshmem_ushort_and_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_and_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_and_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_and_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_and_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_and_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_and_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_and_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_and_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_and_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_and_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_and_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_and_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_and_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_and_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_or_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_or_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_or_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_or_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_or_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_or_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_or_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_or_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_or_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_or_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_or_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_or_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_or_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_or_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_or_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_xor_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_xor_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_xor_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_xor_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_xor_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_xor_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_xor_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_xor_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_xor_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_xor_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_xor_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_xor_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_xor_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_xor_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_xor_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_max_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_max_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_max_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_max_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_max_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_max_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_max_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_max_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_max_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_max_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_max_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_max_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_max_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_max_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_max_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_max_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_max_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_max_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_max_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_max_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_max_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_max_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_max_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_max_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_max_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_min_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_min_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_min_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_min_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_min_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_min_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_min_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_min_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_min_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_min_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_min_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_min_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_min_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_min_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_min_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_min_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_min_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_min_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_min_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_min_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_min_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_min_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_min_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_min_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_min_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_sum_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_sum_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_sum_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_sum_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_sum_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_sum_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_sum_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_sum_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_sum_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_sum_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_sum_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_sum_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_sum_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_sum_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_sum_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_sum_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_sum_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_sum_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_sum_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_sum_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_sum_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_sum_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_sum_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_sum_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_sum_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_prod_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_prod_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_prod_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_prod_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_prod_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_prod_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_prod_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_prod_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_prod_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_prod_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_prod_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_prod_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_prod_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_prod_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_prod_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_prod_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_prod_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_prod_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_prod_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_prod_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_prod_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_prod_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_prod_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_prod_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_prod_reduce(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_and_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_and_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_and_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_and_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_and_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_and_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_and_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_and_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_and_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_and_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_and_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_and_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_and_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_and_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_and_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_or_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_or_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_or_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_or_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_or_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_or_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_or_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_or_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_or_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_or_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_or_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_or_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_or_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_or_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_or_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_xor_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_xor_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_xor_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_xor_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_xor_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_xor_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_xor_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_xor_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_xor_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_xor_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_xor_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_xor_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_xor_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_xor_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_xor_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_max_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_max_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_max_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_max_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_max_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_max_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_max_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_max_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_max_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_max_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_max_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_max_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_max_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_max_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_max_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_max_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_max_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_max_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_max_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_max_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_max_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_max_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_max_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_max_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_max_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_min_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_min_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_min_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_min_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_min_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_min_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_min_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_min_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_min_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_min_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_min_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_min_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_min_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_min_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_min_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_min_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_min_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_min_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_min_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_min_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_min_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_min_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_min_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_min_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_min_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_sum_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_sum_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_sum_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_sum_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_sum_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_sum_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_sum_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_sum_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_sum_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_sum_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_sum_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_sum_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_sum_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_sum_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_sum_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_sum_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_sum_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_sum_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_sum_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_sum_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_sum_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_sum_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_sum_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_sum_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_sum_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_short_prod_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_short_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int_prod_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_long_prod_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_long_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_longlong_prod_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_longlong_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ushort_prod_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ushort_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint_prod_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulong_prod_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulong_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_ulonglong_prod_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_ulonglong_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int32_prod_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int32_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int64_prod_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int64_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint32_prod_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint32_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint64_prod_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint64_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_size_prod_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_size_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_float_prod_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_float_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_double_prod_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_double_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_char_prod_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_char_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_schar_prod_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_schar_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uchar_prod_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uchar_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int8_prod_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int8_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_int16_prod_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_int16_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint8_prod_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint8_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_uint16_prod_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_uint16_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_half_prod_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_half_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmem_bfloat16_prod_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmem_bfloat16_prod_reducescatter(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_barrier_all_warp(void) {
  nvshmemx_barrier_all_warp();
}

__global__ void call_nvshmemx_sync_all_warp(void) { nvshmemx_sync_all_warp(); }

__global__ void call_nvshmemx_barrier_warp(nvshmem_team_t team, int *result) {
  *result = nvshmemx_barrier_warp(team);
}

__global__ void call_nvshmemx_team_sync_warp(nvshmem_team_t team, int *result) {
  *result = nvshmemx_team_sync_warp(team);
}

__global__ void call_nvshmemx_broadcastmem_warp(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_broadcastmem_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_fcollectmem_warp(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_fcollectmem_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_alltoallmem_warp(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_alltoallmem_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_short_broadcast_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_short_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int_broadcast_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_long_broadcast_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_long_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_longlong_broadcast_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_longlong_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ushort_broadcast_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ushort_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint_broadcast_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ulong_broadcast_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ulong_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ulonglong_broadcast_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ulonglong_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int32_broadcast_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int32_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int64_broadcast_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int64_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint32_broadcast_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint32_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint64_broadcast_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint64_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_size_broadcast_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_size_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ptrdiff_broadcast_warp(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ptrdiff_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_float_broadcast_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_float_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_double_broadcast_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_double_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_char_broadcast_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_char_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_schar_broadcast_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_schar_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uchar_broadcast_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uchar_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int8_broadcast_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int8_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int16_broadcast_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int16_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint8_broadcast_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint8_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint16_broadcast_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint16_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_half_broadcast_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_half_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_bfloat16_broadcast_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_bfloat16_broadcast_warp(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_short_fcollect_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_short_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int_fcollect_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_long_fcollect_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_long_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_longlong_fcollect_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_longlong_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ushort_fcollect_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ushort_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint_fcollect_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulong_fcollect_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulong_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulonglong_fcollect_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulonglong_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int32_fcollect_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int32_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int64_fcollect_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int64_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint32_fcollect_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint32_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint64_fcollect_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint64_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_size_fcollect_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_size_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ptrdiff_fcollect_warp(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ptrdiff_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_float_fcollect_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_float_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_double_fcollect_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_double_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_char_fcollect_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_char_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_schar_fcollect_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_schar_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uchar_fcollect_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uchar_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int8_fcollect_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int8_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int16_fcollect_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int16_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint8_fcollect_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint8_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint16_fcollect_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint16_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_half_fcollect_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_half_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_bfloat16_fcollect_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_bfloat16_fcollect_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_short_alltoall_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_short_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int_alltoall_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_long_alltoall_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_long_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_longlong_alltoall_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_longlong_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ushort_alltoall_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ushort_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint_alltoall_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulong_alltoall_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulong_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulonglong_alltoall_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulonglong_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int32_alltoall_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int32_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int64_alltoall_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int64_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint32_alltoall_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint32_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint64_alltoall_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint64_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_size_alltoall_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_size_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ptrdiff_alltoall_warp(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ptrdiff_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_float_alltoall_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_float_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_double_alltoall_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_double_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_char_alltoall_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_char_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_schar_alltoall_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_schar_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uchar_alltoall_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uchar_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int8_alltoall_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int8_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int16_alltoall_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int16_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint8_alltoall_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint8_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint16_alltoall_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint16_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_half_alltoall_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_half_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_bfloat16_alltoall_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_bfloat16_alltoall_warp(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ushort_and_reduce_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_and_reduce_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_and_reduce_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_and_reduce_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_and_reduce_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_and_reduce_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_and_reduce_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_and_reduce_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_and_reduce_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_and_reduce_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_and_reduce_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_and_reduce_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_and_reduce_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_and_reduce_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_and_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_or_reduce_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_or_reduce_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_or_reduce_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_or_reduce_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_or_reduce_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_or_reduce_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_or_reduce_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_or_reduce_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_or_reduce_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_or_reduce_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_or_reduce_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_or_reduce_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_or_reduce_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_or_reduce_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_or_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_xor_reduce_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_xor_reduce_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_xor_reduce_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_xor_reduce_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_xor_reduce_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_xor_reduce_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_xor_reduce_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_xor_reduce_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_xor_reduce_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_xor_reduce_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_xor_reduce_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_xor_reduce_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_xor_reduce_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_xor_reduce_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_xor_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_max_reduce_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_max_reduce_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_max_reduce_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_max_reduce_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_max_reduce_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_max_reduce_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_max_reduce_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_max_reduce_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_max_reduce_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_max_reduce_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_max_reduce_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_max_reduce_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_max_reduce_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_max_reduce_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_max_reduce_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_max_reduce_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_max_reduce_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_max_reduce_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_max_reduce_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_max_reduce_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_max_reduce_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_max_reduce_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_max_reduce_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_max_reduce_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_max_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_min_reduce_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_min_reduce_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_min_reduce_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_min_reduce_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_min_reduce_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_min_reduce_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_min_reduce_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_min_reduce_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_min_reduce_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_min_reduce_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_min_reduce_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_min_reduce_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_min_reduce_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_min_reduce_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_min_reduce_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_min_reduce_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_min_reduce_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_min_reduce_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_min_reduce_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_min_reduce_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_min_reduce_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_min_reduce_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_min_reduce_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_min_reduce_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_min_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_sum_reduce_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_sum_reduce_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_sum_reduce_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_sum_reduce_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_sum_reduce_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_sum_reduce_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_sum_reduce_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_sum_reduce_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_sum_reduce_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_sum_reduce_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_sum_reduce_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_sum_reduce_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_sum_reduce_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_sum_reduce_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_sum_reduce_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_sum_reduce_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_sum_reduce_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_sum_reduce_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_sum_reduce_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_sum_reduce_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_sum_reduce_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_sum_reduce_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_sum_reduce_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_sum_reduce_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_sum_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_prod_reduce_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_prod_reduce_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_prod_reduce_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_prod_reduce_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_prod_reduce_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_prod_reduce_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_prod_reduce_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_prod_reduce_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_prod_reduce_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_prod_reduce_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_prod_reduce_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_prod_reduce_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_prod_reduce_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_prod_reduce_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_prod_reduce_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_prod_reduce_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_prod_reduce_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_prod_reduce_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_prod_reduce_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_prod_reduce_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_prod_reduce_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_prod_reduce_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_prod_reduce_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_prod_reduce_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_prod_reduce_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_and_reducescatter_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_and_reducescatter_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_and_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_and_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_and_reducescatter_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_and_reducescatter_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_and_reducescatter_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_and_reducescatter_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_and_reducescatter_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_and_reducescatter_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_and_reducescatter_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_and_reducescatter_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_and_reducescatter_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_and_reducescatter_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_and_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_or_reducescatter_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_or_reducescatter_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_or_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_or_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_or_reducescatter_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_or_reducescatter_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_or_reducescatter_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_or_reducescatter_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_or_reducescatter_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_or_reducescatter_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_or_reducescatter_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_or_reducescatter_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_or_reducescatter_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_or_reducescatter_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_or_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_xor_reducescatter_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_xor_reducescatter_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_xor_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_xor_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_xor_reducescatter_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_xor_reducescatter_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_xor_reducescatter_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_xor_reducescatter_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_xor_reducescatter_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_xor_reducescatter_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_xor_reducescatter_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_xor_reducescatter_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_xor_reducescatter_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_xor_reducescatter_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_xor_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_max_reducescatter_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_max_reducescatter_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_max_reducescatter_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_max_reducescatter_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_max_reducescatter_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_max_reducescatter_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_max_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_max_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_max_reducescatter_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_max_reducescatter_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_max_reducescatter_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_max_reducescatter_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_max_reducescatter_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_max_reducescatter_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_max_reducescatter_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_max_reducescatter_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_max_reducescatter_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_max_reducescatter_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_max_reducescatter_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_max_reducescatter_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_max_reducescatter_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_max_reducescatter_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_max_reducescatter_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_max_reducescatter_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_max_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_min_reducescatter_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_min_reducescatter_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_min_reducescatter_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_min_reducescatter_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_min_reducescatter_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_min_reducescatter_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_min_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_min_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_min_reducescatter_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_min_reducescatter_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_min_reducescatter_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_min_reducescatter_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_min_reducescatter_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_min_reducescatter_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_min_reducescatter_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_min_reducescatter_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_min_reducescatter_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_min_reducescatter_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_min_reducescatter_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_min_reducescatter_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_min_reducescatter_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_min_reducescatter_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_min_reducescatter_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_min_reducescatter_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_min_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_sum_reducescatter_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_sum_reducescatter_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_sum_reducescatter_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_sum_reducescatter_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_sum_reducescatter_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_sum_reducescatter_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_sum_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_sum_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_sum_reducescatter_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_sum_reducescatter_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_sum_reducescatter_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_sum_reducescatter_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_sum_reducescatter_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_sum_reducescatter_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_sum_reducescatter_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_sum_reducescatter_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_sum_reducescatter_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_sum_reducescatter_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_sum_reducescatter_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_sum_reducescatter_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_sum_reducescatter_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_sum_reducescatter_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_sum_reducescatter_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_sum_reducescatter_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_sum_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_prod_reducescatter_warp(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_prod_reducescatter_warp(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_prod_reducescatter_warp(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_prod_reducescatter_warp(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_prod_reducescatter_warp(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_prod_reducescatter_warp(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_prod_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_prod_reducescatter_warp(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_prod_reducescatter_warp(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_int32_prod_reducescatter_warp(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_prod_reducescatter_warp(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_prod_reducescatter_warp(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_prod_reducescatter_warp(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_prod_reducescatter_warp(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_prod_reducescatter_warp(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_prod_reducescatter_warp(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_prod_reducescatter_warp(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_prod_reducescatter_warp(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_prod_reducescatter_warp(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_prod_reducescatter_warp(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_prod_reducescatter_warp(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_prod_reducescatter_warp(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_prod_reducescatter_warp(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_prod_reducescatter_warp(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_prod_reducescatter_warp(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_prod_reducescatter_warp(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_barrier_warpgroup(
    nvshmem_team_t team,
    int *result) {
  *result = nvshmemx_barrier_warpgroup(team);
}

__global__ void call_nvshmemx_barrier_all_block(void) {
  nvshmemx_barrier_all_block();
}

__global__ void call_nvshmemx_sync_all_block(void) {
  nvshmemx_sync_all_block();
}

__global__ void call_nvshmemx_barrier_block(nvshmem_team_t team, int *result) {
  *result = nvshmemx_barrier_block(team);
}

__global__ void call_nvshmemx_team_sync_block(
    nvshmem_team_t team,
    int *result) {
  *result = nvshmemx_team_sync_block(team);
}

__global__ void call_nvshmemx_broadcastmem_block(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_broadcastmem_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_fcollectmem_block(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_fcollectmem_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_alltoallmem_block(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_alltoallmem_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_short_broadcast_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_short_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int_broadcast_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_long_broadcast_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_long_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_longlong_broadcast_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_longlong_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ushort_broadcast_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ushort_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint_broadcast_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ulong_broadcast_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ulong_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ulonglong_broadcast_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ulonglong_broadcast_block(
      team,
      dest,
      src,
      nelems,
      pe_root);
}

__global__ void call_nvshmemx_int32_broadcast_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int32_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int64_broadcast_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int64_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint32_broadcast_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint32_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint64_broadcast_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint64_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_size_broadcast_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_size_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_ptrdiff_broadcast_block(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_ptrdiff_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_float_broadcast_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_float_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_double_broadcast_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_double_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_char_broadcast_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_char_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_schar_broadcast_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_schar_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uchar_broadcast_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uchar_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int8_broadcast_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int8_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_int16_broadcast_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_int16_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint8_broadcast_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint8_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_uint16_broadcast_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_uint16_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_half_broadcast_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_half_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_bfloat16_broadcast_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int pe_root,
    int *result) {
  *result = nvshmemx_bfloat16_broadcast_block(team, dest, src, nelems, pe_root);
}

__global__ void call_nvshmemx_short_fcollect_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_short_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int_fcollect_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_long_fcollect_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_long_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_longlong_fcollect_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_longlong_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ushort_fcollect_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ushort_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint_fcollect_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulong_fcollect_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulong_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulonglong_fcollect_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulonglong_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int32_fcollect_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int32_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int64_fcollect_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int64_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint32_fcollect_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint32_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint64_fcollect_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint64_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_size_fcollect_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_size_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ptrdiff_fcollect_block(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ptrdiff_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_float_fcollect_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_float_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_double_fcollect_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_double_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_char_fcollect_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_char_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_schar_fcollect_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_schar_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uchar_fcollect_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uchar_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int8_fcollect_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int8_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int16_fcollect_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int16_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint8_fcollect_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint8_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint16_fcollect_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint16_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_half_fcollect_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_half_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_bfloat16_fcollect_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_bfloat16_fcollect_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_short_alltoall_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_short_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int_alltoall_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_long_alltoall_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_long_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_longlong_alltoall_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_longlong_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ushort_alltoall_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ushort_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint_alltoall_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulong_alltoall_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulong_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ulonglong_alltoall_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ulonglong_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int32_alltoall_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int32_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int64_alltoall_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int64_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint32_alltoall_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint32_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint64_alltoall_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint64_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_size_alltoall_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_size_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ptrdiff_alltoall_block(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_ptrdiff_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_float_alltoall_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_float_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_double_alltoall_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_double_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_char_alltoall_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_char_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_schar_alltoall_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_schar_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uchar_alltoall_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uchar_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int8_alltoall_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int8_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_int16_alltoall_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_int16_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint8_alltoall_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint8_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_uint16_alltoall_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_uint16_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_half_alltoall_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_half_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_bfloat16_alltoall_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int *result) {
  *result = nvshmemx_bfloat16_alltoall_block(team, dest, src, nelems);
}

__global__ void call_nvshmemx_ushort_and_reduce_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_and_reduce_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_and_reduce_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_and_reduce_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_and_reduce_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_and_reduce_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_and_reduce_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_and_reduce_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_and_reduce_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_and_reduce_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_and_reduce_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_and_reduce_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_and_reduce_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_and_reduce_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_and_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_or_reduce_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_or_reduce_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_or_reduce_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_or_reduce_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_or_reduce_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_or_reduce_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_or_reduce_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_or_reduce_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_or_reduce_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_or_reduce_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_or_reduce_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_or_reduce_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_or_reduce_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_or_reduce_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_or_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_xor_reduce_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_xor_reduce_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_xor_reduce_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_xor_reduce_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_xor_reduce_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_xor_reduce_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_xor_reduce_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_xor_reduce_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_xor_reduce_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_xor_reduce_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_xor_reduce_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_xor_reduce_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_xor_reduce_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_xor_reduce_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_xor_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_max_reduce_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_max_reduce_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_max_reduce_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_max_reduce_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_max_reduce_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_max_reduce_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_max_reduce_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_max_reduce_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_max_reduce_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_max_reduce_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_max_reduce_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_max_reduce_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_max_reduce_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_max_reduce_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_max_reduce_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_max_reduce_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_max_reduce_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_max_reduce_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_max_reduce_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_max_reduce_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_max_reduce_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_max_reduce_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_max_reduce_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_max_reduce_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_max_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_min_reduce_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_min_reduce_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_min_reduce_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_min_reduce_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_min_reduce_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_min_reduce_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_min_reduce_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_min_reduce_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_min_reduce_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_min_reduce_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_min_reduce_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_min_reduce_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_min_reduce_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_min_reduce_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_min_reduce_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_min_reduce_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_min_reduce_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_min_reduce_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_min_reduce_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_min_reduce_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_min_reduce_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_min_reduce_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_min_reduce_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_min_reduce_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_min_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_sum_reduce_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_sum_reduce_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_sum_reduce_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_sum_reduce_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_sum_reduce_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_sum_reduce_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_sum_reduce_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_sum_reduce_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_sum_reduce_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_sum_reduce_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_sum_reduce_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_sum_reduce_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_sum_reduce_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_sum_reduce_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_sum_reduce_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_sum_reduce_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_sum_reduce_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_sum_reduce_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_sum_reduce_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_sum_reduce_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_sum_reduce_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_sum_reduce_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_sum_reduce_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_sum_reduce_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_sum_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_prod_reduce_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_prod_reduce_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_prod_reduce_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_prod_reduce_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_prod_reduce_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_prod_reduce_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_prod_reduce_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_prod_reduce_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_prod_reduce_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_prod_reduce_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_prod_reduce_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_prod_reduce_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_prod_reduce_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_prod_reduce_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_prod_reduce_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_prod_reduce_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_prod_reduce_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_prod_reduce_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_prod_reduce_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_prod_reduce_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_prod_reduce_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_prod_reduce_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_prod_reduce_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_prod_reduce_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_prod_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double2_maxloc_reduce_block(
    nvshmem_team_t team,
    double2 *dest,
    const double2 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double2_maxloc_reduce_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_and_reducescatter_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_and_reducescatter_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_and_reducescatter_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_and_reducescatter_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_and_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_int32_and_reducescatter_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_and_reducescatter_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_and_reducescatter_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_and_reducescatter_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_and_reducescatter_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_and_reducescatter_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_and_reducescatter_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_and_reducescatter_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_and_reducescatter_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_and_reducescatter_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_and_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_or_reducescatter_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_or_reducescatter_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_or_reducescatter_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_or_reducescatter_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int32_or_reducescatter_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_or_reducescatter_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_or_reducescatter_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_or_reducescatter_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_or_reducescatter_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_or_reducescatter_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_or_reducescatter_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_or_reducescatter_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_or_reducescatter_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_or_reducescatter_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_or_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_xor_reducescatter_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_xor_reducescatter_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_xor_reducescatter_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_xor_reducescatter_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_xor_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_int32_xor_reducescatter_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_xor_reducescatter_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_xor_reducescatter_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_xor_reducescatter_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_xor_reducescatter_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_xor_reducescatter_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_xor_reducescatter_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_xor_reducescatter_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_xor_reducescatter_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_xor_reducescatter_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_xor_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_max_reducescatter_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_max_reducescatter_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_max_reducescatter_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_max_reducescatter_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_max_reducescatter_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_max_reducescatter_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_max_reducescatter_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_max_reducescatter_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_max_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_int32_max_reducescatter_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_max_reducescatter_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_max_reducescatter_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_max_reducescatter_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_max_reducescatter_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_max_reducescatter_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_max_reducescatter_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_max_reducescatter_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_max_reducescatter_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_max_reducescatter_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_max_reducescatter_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_max_reducescatter_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_max_reducescatter_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_max_reducescatter_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_max_reducescatter_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_max_reducescatter_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_max_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_min_reducescatter_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_min_reducescatter_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_min_reducescatter_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_min_reducescatter_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_min_reducescatter_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_min_reducescatter_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_min_reducescatter_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_min_reducescatter_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_min_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_int32_min_reducescatter_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_min_reducescatter_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_min_reducescatter_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_min_reducescatter_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_min_reducescatter_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_min_reducescatter_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_min_reducescatter_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_min_reducescatter_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_min_reducescatter_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_min_reducescatter_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_min_reducescatter_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_min_reducescatter_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_min_reducescatter_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_min_reducescatter_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_min_reducescatter_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_min_reducescatter_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_min_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_sum_reducescatter_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_sum_reducescatter_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_sum_reducescatter_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_sum_reducescatter_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ushort_sum_reducescatter_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_sum_reducescatter_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_sum_reducescatter_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_sum_reducescatter_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_sum_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_int32_sum_reducescatter_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_sum_reducescatter_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_sum_reducescatter_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_sum_reducescatter_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_sum_reducescatter_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_sum_reducescatter_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_sum_reducescatter_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_sum_reducescatter_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_sum_reducescatter_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_sum_reducescatter_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_sum_reducescatter_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_sum_reducescatter_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_sum_reducescatter_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_sum_reducescatter_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_sum_reducescatter_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_sum_reducescatter_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_sum_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_short_prod_reducescatter_block(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_short_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int_prod_reducescatter_block(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_long_prod_reducescatter_block(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_long_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_longlong_prod_reducescatter_block(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_longlong_prod_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_ushort_prod_reducescatter_block(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ushort_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint_prod_reducescatter_block(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulong_prod_reducescatter_block(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulong_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_ulonglong_prod_reducescatter_block(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_ulonglong_prod_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

__global__ void call_nvshmemx_int32_prod_reducescatter_block(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int32_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int64_prod_reducescatter_block(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int64_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint32_prod_reducescatter_block(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint32_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint64_prod_reducescatter_block(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint64_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_size_prod_reducescatter_block(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_size_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_float_prod_reducescatter_block(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_float_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_double_prod_reducescatter_block(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_double_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_char_prod_reducescatter_block(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_char_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_schar_prod_reducescatter_block(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_schar_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uchar_prod_reducescatter_block(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uchar_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int8_prod_reducescatter_block(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int8_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_int16_prod_reducescatter_block(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_int16_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint8_prod_reducescatter_block(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint8_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_uint16_prod_reducescatter_block(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_uint16_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_half_prod_reducescatter_block(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_half_prod_reducescatter_block(team, dest, src, nreduce);
}

__global__ void call_nvshmemx_bfloat16_prod_reducescatter_block(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    int *result) {
  *result = nvshmemx_bfloat16_prod_reducescatter_block(
      team,
      dest,
      src,
      nreduce);
}

