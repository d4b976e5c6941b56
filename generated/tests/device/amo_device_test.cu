// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_amo_test.cu.j2.
//
// The device tests' kernels of the atomic memory operations: for the first type
// of each size and set of routines (int, long, uint, ulong, float, double,
// half; every type of those runs the same device code, and
// generated/tests/api/device_api_calls.cu compiles every form) and every
// routine it has, one kernel whose thread i calls that routine's device form
// once, with the i-th operand and comparand, and stores the prior value's bits.
// tests/support/amo_device_suite.cu runs the cases of tests/support/amo_cases.h
// with them on a GPU.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tests/support/amo_device_suite.h"

namespace {

template <typename T>
__device__ T value_of(uint64_t bits) {
  T value;
  memcpy(&value, &bits, sizeof value);
  return value;
}

template <typename T>
__device__ uint64_t bits_of(T value) {
  uint64_t bits = 0;
  memcpy(&bits, &value, sizeof value);
  return bits;
}

namespace int_kernels {

using T = int;

__global__ void call_nvshmem_int_atomic_fetch(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_int_atomic_fetch(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_int_atomic_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_int_atomic_swap(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_int_atomic_compare_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_int_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(conds[i]), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_int_atomic_fetch_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_int_atomic_fetch_inc(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_int_atomic_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_int_atomic_inc(static_cast<T *>(dest), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_int_atomic_fetch_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_int_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_int_atomic_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_int_atomic_add(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

}  // namespace int_kernels

namespace long_kernels {

using T = long;

__global__ void call_nvshmem_long_atomic_fetch(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_long_atomic_fetch(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_long_atomic_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_long_atomic_swap(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_long_atomic_compare_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_long_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(conds[i]), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_long_atomic_fetch_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_long_atomic_fetch_inc(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_long_atomic_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_long_atomic_inc(static_cast<T *>(dest), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_long_atomic_fetch_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_long_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_long_atomic_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_long_atomic_add(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

}  // namespace long_kernels

namespace uint_kernels {

using T = unsigned int;

__global__ void call_nvshmem_uint_atomic_fetch(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_fetch(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_uint_atomic_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_swap(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_uint_atomic_compare_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(conds[i]), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_uint_atomic_fetch_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_fetch_inc(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_uint_atomic_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_uint_atomic_inc(static_cast<T *>(dest), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_uint_atomic_fetch_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_uint_atomic_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_uint_atomic_add(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_uint_atomic_fetch_and(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_uint_atomic_and(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_uint_atomic_and(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_uint_atomic_fetch_or(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_uint_atomic_or(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_uint_atomic_or(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_uint_atomic_fetch_xor(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_uint_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_uint_atomic_xor(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_uint_atomic_xor(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

}  // namespace uint_kernels

namespace ulong_kernels {

using T = unsigned long;

__global__ void call_nvshmem_ulong_atomic_fetch(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_fetch(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_ulong_atomic_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_swap(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_ulong_atomic_compare_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_compare_swap(static_cast<T *>(dest), value_of<T>(conds[i]), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_ulong_atomic_fetch_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_fetch_inc(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_ulong_atomic_inc(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_ulong_atomic_inc(static_cast<T *>(dest), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_ulong_atomic_fetch_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_ulong_atomic_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_ulong_atomic_add(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_ulong_atomic_fetch_and(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_fetch_and(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_ulong_atomic_and(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_ulong_atomic_and(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_ulong_atomic_fetch_or(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_fetch_or(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_ulong_atomic_or(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_ulong_atomic_or(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

__global__ void call_nvshmem_ulong_atomic_fetch_xor(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_ulong_atomic_fetch_xor(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmem_ulong_atomic_xor(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmem_ulong_atomic_xor(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

}  // namespace ulong_kernels

namespace float_kernels {

using T = float;

__global__ void call_nvshmem_float_atomic_fetch(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_float_atomic_fetch(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_float_atomic_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_float_atomic_swap(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmemx_float_atomic_fetch_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmemx_float_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmemx_float_atomic_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmemx_float_atomic_add(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

}  // namespace float_kernels

namespace double_kernels {

using T = double;

__global__ void call_nvshmem_double_atomic_fetch(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_double_atomic_fetch(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_double_atomic_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_double_atomic_swap(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmemx_double_atomic_fetch_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmemx_double_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmemx_double_atomic_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmemx_double_atomic_add(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

}  // namespace double_kernels

namespace half_kernels {

using T = half;

__global__ void call_nvshmem_half_atomic_fetch(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_half_atomic_fetch(static_cast<T *>(dest), pe));
}

__global__ void call_nvshmem_half_atomic_swap(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmem_half_atomic_swap(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmemx_half_atomic_fetch_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  priors[i] = bits_of(nvshmemx_half_atomic_fetch_add(static_cast<T *>(dest), value_of<T>(values[i]), pe));
}

__global__ void call_nvshmemx_half_atomic_add(void *dest, const uint64_t *values, const uint64_t *conds, int pe, uint64_t *priors,
    int n) {
  const int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (i >= n) return;
  (void)values;
  (void)conds;
  nvshmemx_half_atomic_add(static_cast<T *>(dest), value_of<T>(values[i]), pe);
  priors[i] = 0;
}

}  // namespace half_kernels

const symsync_test::AmoDeviceKernel kernels[] = {
    {"int", 4, false, "atomic_fetch",
     reinterpret_cast<const void *>(&int_kernels::call_nvshmem_int_atomic_fetch)},
    {"long", 8, false, "atomic_fetch",
     reinterpret_cast<const void *>(&long_kernels::call_nvshmem_long_atomic_fetch)},
    {"uint", 4, false, "atomic_fetch",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_fetch)},
    {"ulong", 8, false, "atomic_fetch",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_fetch)},
    {"float", 4, true, "atomic_fetch",
     reinterpret_cast<const void *>(&float_kernels::call_nvshmem_float_atomic_fetch)},
    {"double", 8, true, "atomic_fetch",
     reinterpret_cast<const void *>(&double_kernels::call_nvshmem_double_atomic_fetch)},
    {"half", 2, true, "atomic_fetch",
     reinterpret_cast<const void *>(&half_kernels::call_nvshmem_half_atomic_fetch)},
    {"int", 4, false, "atomic_swap",
     reinterpret_cast<const void *>(&int_kernels::call_nvshmem_int_atomic_swap)},
    {"long", 8, false, "atomic_swap",
     reinterpret_cast<const void *>(&long_kernels::call_nvshmem_long_atomic_swap)},
    {"uint", 4, false, "atomic_swap",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_swap)},
    {"ulong", 8, false, "atomic_swap",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_swap)},
    {"float", 4, true, "atomic_swap",
     reinterpret_cast<const void *>(&float_kernels::call_nvshmem_float_atomic_swap)},
    {"double", 8, true, "atomic_swap",
     reinterpret_cast<const void *>(&double_kernels::call_nvshmem_double_atomic_swap)},
    {"half", 2, true, "atomic_swap",
     reinterpret_cast<const void *>(&half_kernels::call_nvshmem_half_atomic_swap)},
    {"int", 4, false, "atomic_compare_swap",
     reinterpret_cast<const void *>(&int_kernels::call_nvshmem_int_atomic_compare_swap)},
    {"long", 8, false, "atomic_compare_swap",
     reinterpret_cast<const void *>(&long_kernels::call_nvshmem_long_atomic_compare_swap)},
    {"uint", 4, false, "atomic_compare_swap",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_compare_swap)},
    {"ulong", 8, false, "atomic_compare_swap",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_compare_swap)},
    {"int", 4, false, "atomic_fetch_inc",
     reinterpret_cast<const void *>(&int_kernels::call_nvshmem_int_atomic_fetch_inc)},
    {"long", 8, false, "atomic_fetch_inc",
     reinterpret_cast<const void *>(&long_kernels::call_nvshmem_long_atomic_fetch_inc)},
    {"uint", 4, false, "atomic_fetch_inc",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_fetch_inc)},
    {"ulong", 8, false, "atomic_fetch_inc",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_fetch_inc)},
    {"int", 4, false, "atomic_inc",
     reinterpret_cast<const void *>(&int_kernels::call_nvshmem_int_atomic_inc)},
    {"long", 8, false, "atomic_inc",
     reinterpret_cast<const void *>(&long_kernels::call_nvshmem_long_atomic_inc)},
    {"uint", 4, false, "atomic_inc",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_inc)},
    {"ulong", 8, false, "atomic_inc",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_inc)},
    {"int", 4, false, "atomic_fetch_add",
     reinterpret_cast<const void *>(&int_kernels::call_nvshmem_int_atomic_fetch_add)},
    {"long", 8, false, "atomic_fetch_add",
     reinterpret_cast<const void *>(&long_kernels::call_nvshmem_long_atomic_fetch_add)},
    {"uint", 4, false, "atomic_fetch_add",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_fetch_add)},
    {"ulong", 8, false, "atomic_fetch_add",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_fetch_add)},
    {"int", 4, false, "atomic_add",
     reinterpret_cast<const void *>(&int_kernels::call_nvshmem_int_atomic_add)},
    {"long", 8, false, "atomic_add",
     reinterpret_cast<const void *>(&long_kernels::call_nvshmem_long_atomic_add)},
    {"uint", 4, false, "atomic_add",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_add)},
    {"ulong", 8, false, "atomic_add",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_add)},
    {"uint", 4, false, "atomic_fetch_and",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_fetch_and)},
    {"ulong", 8, false, "atomic_fetch_and",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_fetch_and)},
    {"uint", 4, false, "atomic_and",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_and)},
    {"ulong", 8, false, "atomic_and",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_and)},
    {"uint", 4, false, "atomic_fetch_or",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_fetch_or)},
    {"ulong", 8, false, "atomic_fetch_or",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_fetch_or)},
    {"uint", 4, false, "atomic_or",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_or)},
    {"ulong", 8, false, "atomic_or",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_or)},
    {"uint", 4, false, "atomic_fetch_xor",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_fetch_xor)},
    {"ulong", 8, false, "atomic_fetch_xor",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_fetch_xor)},
    {"uint", 4, false, "atomic_xor",
     reinterpret_cast<const void *>(&uint_kernels::call_nvshmem_uint_atomic_xor)},
    {"ulong", 8, false, "atomic_xor",
     reinterpret_cast<const void *>(&ulong_kernels::call_nvshmem_ulong_atomic_xor)},
    {"float", 4, true, "atomic_fetch_add",
     reinterpret_cast<const void *>(&float_kernels::call_nvshmemx_float_atomic_fetch_add)},
    {"double", 8, true, "atomic_fetch_add",
     reinterpret_cast<const void *>(&double_kernels::call_nvshmemx_double_atomic_fetch_add)},
    {"half", 2, true, "atomic_fetch_add",
     reinterpret_cast<const void *>(&half_kernels::call_nvshmemx_half_atomic_fetch_add)},
    {"float", 4, true, "atomic_add",
     reinterpret_cast<const void *>(&float_kernels::call_nvshmemx_float_atomic_add)},
    {"double", 8, true, "atomic_add",
     reinterpret_cast<const void *>(&double_kernels::call_nvshmemx_double_atomic_add)},
    {"half", 2, true, "atomic_add",
     reinterpret_cast<const void *>(&half_kernels::call_nvshmemx_half_atomic_add)},
};

const bool registered =
    symsync_test::register_amo_device_tests(kernels, sizeof kernels / sizeof kernels[0]);

}  // namespace
