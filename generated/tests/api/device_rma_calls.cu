// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_api_calls.cu.j2.
//
// Calls every device routine of every type and device target (device, warp,
// warpgroup, block) of the sections rma from a kernel. Building this file (see
// generated/BUILD.bazel) checks that each routine is defined for device code
// under its public name.

#include <nvshmem.h>

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

