// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/generic_device_calls.cu.j2.
//
// Calls every C++ type-generic form that device code may call (thread, warp,
// block) from a kernel, each with one type (the types of spec/types.yaml in
// turn, aliases included) and literal comparison values; and the host and
// device thread form from a __host__ __device__ function that both a kernel
// and host code call. Building this file for the default architectures with
// and without -rdc (//generated:generic_device_calls and
// :generic_device_calls_rdc) checks that the generic forms resolve to the
// device routines in device code and to the host routines in host code.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>

#define NELEMS 5

// nvshmem_wait on short
__global__ void call_nvshmem_wait(
    short *cells,
    short *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmem_wait(cells, 0);
  *result = 0;
}

// nvshmemx_wait_warp on int
__global__ void call_nvshmemx_wait_warp(
    int *cells,
    int *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_warp(cells, 0);
  *result = 0;
}

// nvshmemx_wait_block on long
__global__ void call_nvshmemx_wait_block(
    long *cells,
    long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_block(cells, 0);
  *result = 0;
}

// nvshmem_wait_until on long long
__global__ void call_nvshmem_wait_until(
    long long *cells,
    long long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmem_wait_until(cells, NVSHMEM_CMP_EQ, 1);
  *result = 0;
}

// nvshmemx_wait_until_warp on unsigned short
__global__ void call_nvshmemx_wait_until_warp(
    unsigned short *cells,
    unsigned short *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_until_warp(cells, NVSHMEM_CMP_EQ, 1);
  *result = 0;
}

// nvshmemx_wait_until_block on unsigned int
__global__ void call_nvshmemx_wait_until_block(
    unsigned int *cells,
    unsigned int *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_until_block(cells, NVSHMEM_CMP_EQ, 1);
  *result = 0;
}

// nvshmem_wait_until_all on unsigned long
__global__ void call_nvshmem_wait_until_all(
    unsigned long *cells,
    unsigned long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmem_wait_until_all(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
  *result = 0;
}

// nvshmemx_wait_until_all_warp on unsigned long long
__global__ void call_nvshmemx_wait_until_all_warp(
    unsigned long long *cells,
    unsigned long long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_until_all_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
  *result = 0;
}

// nvshmemx_wait_until_all_block on int32_t
__global__ void call_nvshmemx_wait_until_all_block(
    int32_t *cells,
    int32_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_until_all_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
  *result = 0;
}

// nvshmem_wait_until_any on int64_t
__global__ void call_nvshmem_wait_until_any(
    int64_t *cells,
    int64_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_wait_until_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_wait_until_any_warp on uint32_t
__global__ void call_nvshmemx_wait_until_any_warp(
    uint32_t *cells,
    uint32_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_any_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_wait_until_any_block on uint64_t
__global__ void call_nvshmemx_wait_until_any_block(
    uint64_t *cells,
    uint64_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_any_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmem_wait_until_some on size_t
__global__ void call_nvshmem_wait_until_some(
    size_t *cells,
    size_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_wait_until_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_wait_until_some_warp on ptrdiff_t
__global__ void call_nvshmemx_wait_until_some_warp(
    ptrdiff_t *cells,
    ptrdiff_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_some_warp(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_wait_until_some_block on short
__global__ void call_nvshmemx_wait_until_some_block(
    short *cells,
    short *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_some_block(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmem_wait_until_all_vector on int
__global__ void call_nvshmem_wait_until_all_vector(
    int *cells,
    int *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmem_wait_until_all_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
  *result = 0;
}

// nvshmemx_wait_until_all_vector_warp on long
__global__ void call_nvshmemx_wait_until_all_vector_warp(
    long *cells,
    long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_until_all_vector_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
  *result = 0;
}

// nvshmemx_wait_until_all_vector_block on long long
__global__ void call_nvshmemx_wait_until_all_vector_block(
    long long *cells,
    long long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  nvshmemx_wait_until_all_vector_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
  *result = 0;
}

// nvshmem_wait_until_any_vector on unsigned short
__global__ void call_nvshmem_wait_until_any_vector(
    unsigned short *cells,
    unsigned short *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_wait_until_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_wait_until_any_vector_warp on unsigned int
__global__ void call_nvshmemx_wait_until_any_vector_warp(
    unsigned int *cells,
    unsigned int *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_any_vector_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_wait_until_any_vector_block on unsigned long
__global__ void call_nvshmemx_wait_until_any_vector_block(
    unsigned long *cells,
    unsigned long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_any_vector_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmem_wait_until_some_vector on unsigned long long
__global__ void call_nvshmem_wait_until_some_vector(
    unsigned long long *cells,
    unsigned long long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_wait_until_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_wait_until_some_vector_warp on int32_t
__global__ void call_nvshmemx_wait_until_some_vector_warp(
    int32_t *cells,
    int32_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_some_vector_warp(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_wait_until_some_vector_block on int64_t
__global__ void call_nvshmemx_wait_until_some_vector_block(
    int64_t *cells,
    int64_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_wait_until_some_vector_block(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmem_test on uint32_t
__global__ void call_nvshmem_test(
    uint32_t *cells,
    uint32_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_test(cells, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_warp on uint64_t
__global__ void call_nvshmemx_test_warp(
    uint64_t *cells,
    uint64_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_warp(cells, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_block on size_t
__global__ void call_nvshmemx_test_block(
    size_t *cells,
    size_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_block(cells, NVSHMEM_CMP_EQ, 1);
}

// nvshmem_test_all on ptrdiff_t
__global__ void call_nvshmem_test_all(
    ptrdiff_t *cells,
    ptrdiff_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_test_all(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_all_warp on short
__global__ void call_nvshmemx_test_all_warp(
    short *cells,
    short *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_all_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_all_block on int
__global__ void call_nvshmemx_test_all_block(
    int *cells,
    int *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_all_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmem_test_any on long
__global__ void call_nvshmem_test_any(
    long *cells,
    long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_test_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_any_warp on long long
__global__ void call_nvshmemx_test_any_warp(
    long long *cells,
    long long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_any_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_any_block on unsigned short
__global__ void call_nvshmemx_test_any_block(
    unsigned short *cells,
    unsigned short *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_any_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmem_test_some on unsigned int
__global__ void call_nvshmem_test_some(
    unsigned int *cells,
    unsigned int *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_test_some(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_some_warp on unsigned long
__global__ void call_nvshmemx_test_some_warp(
    unsigned long *cells,
    unsigned long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_some_warp(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmemx_test_some_block on unsigned long long
__global__ void call_nvshmemx_test_some_block(
    unsigned long long *cells,
    unsigned long long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_some_block(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, 1);
}

// nvshmem_test_all_vector on int32_t
__global__ void call_nvshmem_test_all_vector(
    int32_t *cells,
    int32_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_test_all_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_test_all_vector_warp on int64_t
__global__ void call_nvshmemx_test_all_vector_warp(
    int64_t *cells,
    int64_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_all_vector_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_test_all_vector_block on uint32_t
__global__ void call_nvshmemx_test_all_vector_block(
    uint32_t *cells,
    uint32_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_all_vector_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmem_test_any_vector on uint64_t
__global__ void call_nvshmem_test_any_vector(
    uint64_t *cells,
    uint64_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_test_any_vector(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_test_any_vector_warp on size_t
__global__ void call_nvshmemx_test_any_vector_warp(
    size_t *cells,
    size_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_any_vector_warp(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_test_any_vector_block on ptrdiff_t
__global__ void call_nvshmemx_test_any_vector_block(
    ptrdiff_t *cells,
    ptrdiff_t *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_any_vector_block(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmem_test_some_vector on short
__global__ void call_nvshmem_test_some_vector(
    short *cells,
    short *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmem_test_some_vector(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_test_some_vector_warp on int
__global__ void call_nvshmemx_test_some_vector_warp(
    int *cells,
    int *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_some_vector_warp(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmemx_test_some_vector_block on long
__global__ void call_nvshmemx_test_some_vector_block(
    long *cells,
    long *operands,
    size_t *indices,
    unsigned long long *result) {
  (void)operands;
  (void)indices;
  *result = nvshmemx_test_some_vector_block(cells, NELEMS, indices, nullptr, NVSHMEM_CMP_EQ, operands);
}

// nvshmem_wait_until_any in a __host__ __device__ function: the device routine when
// a kernel calls it, the host routine when host code does.
__host__ __device__ unsigned long long host_device_calls_nvshmem_wait_until_any(
    ptrdiff_t *cells, ptrdiff_t *operands, size_t *indices) {
  (void)operands;
  (void)indices;
  return nvshmem_wait_until_any(cells, NELEMS, nullptr, NVSHMEM_CMP_EQ, 1);
}

__global__ void call_host_device_nvshmem_wait_until_any(ptrdiff_t *cells,
    ptrdiff_t *operands, size_t *indices, unsigned long long *result) {
  *result = host_device_calls_nvshmem_wait_until_any(cells, operands, indices);
}

unsigned long long host_calls_nvshmem_wait_until_any(ptrdiff_t *cells,
    ptrdiff_t *operands, size_t *indices) {
  return host_device_calls_nvshmem_wait_until_any(cells, operands, indices);
}
