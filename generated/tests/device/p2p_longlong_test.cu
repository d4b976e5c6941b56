// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_p2p_test.cu.j2.
//
// The kernels of the device tests of every point-to-point routine of type long
// long (TYPENAME longlong): an adapter calling each routine's public device
// name in each form (one thread, warp, block), and
// tests/support/device_p2p_kernels.h's kernels over them. Only kernels and
// their launch functions are here; the tests themselves (host code) are
// p2p_longlong_test.cc beside this file.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>

#include "tests/support/device_p2p_kernels.h"

namespace {

using T = long long;
using Args = symsync_test::Args<T>;

__device__ __noinline__ uint64_t thread_wait(const Args &a) {
  nvshmem_longlong_wait(a.ivar, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t thread_wait_until(const Args &a) {
  nvshmem_longlong_wait_until(a.ivar, a.cmp, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t thread_wait_until_all(const Args &a) {
  nvshmem_longlong_wait_until_all(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t thread_wait_until_any(const Args &a) {
  const size_t result = nvshmem_longlong_wait_until_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t thread_wait_until_some(const Args &a) {
  const size_t result = nvshmem_longlong_wait_until_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t thread_wait_until_all_vector(const Args &a) {
  nvshmem_longlong_wait_until_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return 0;
}

__device__ __noinline__ uint64_t thread_wait_until_any_vector(const Args &a) {
  const size_t result = nvshmem_longlong_wait_until_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t thread_wait_until_some_vector(const Args &a) {
  const size_t result = nvshmem_longlong_wait_until_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t thread_test(const Args &a) {
  const int result = nvshmem_longlong_test(a.ivar, a.cmp, a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t thread_test_all(const Args &a) {
  const int result = nvshmem_longlong_test_all(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t thread_test_any(const Args &a) {
  const size_t result = nvshmem_longlong_test_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t thread_test_some(const Args &a) {
  const size_t result = nvshmem_longlong_test_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t thread_test_all_vector(const Args &a) {
  const int result = nvshmem_longlong_test_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t thread_test_any_vector(const Args &a) {
  const size_t result = nvshmem_longlong_test_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t thread_test_some_vector(const Args &a) {
  const size_t result = nvshmem_longlong_test_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

// Calls the thread form of routine `index` (its place in the subject's
// routines).
struct ThreadCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return thread_wait(a);
      case 1:
        return thread_wait_until(a);
      case 2:
        return thread_wait_until_all(a);
      case 3:
        return thread_wait_until_any(a);
      case 4:
        return thread_wait_until_some(a);
      case 5:
        return thread_wait_until_all_vector(a);
      case 6:
        return thread_wait_until_any_vector(a);
      case 7:
        return thread_wait_until_some_vector(a);
      case 8:
        return thread_test(a);
      case 9:
        return thread_test_all(a);
      case 10:
        return thread_test_any(a);
      case 11:
        return thread_test_some(a);
      case 12:
        return thread_test_all_vector(a);
      case 13:
        return thread_test_any_vector(a);
      case 14:
        return thread_test_some_vector(a);
    }
    return 0;
  }
};

__device__ __noinline__ uint64_t warp_wait(const Args &a) {
  nvshmemx_longlong_wait_warp(a.ivar, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t warp_wait_until(const Args &a) {
  nvshmemx_longlong_wait_until_warp(a.ivar, a.cmp, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t warp_wait_until_all(const Args &a) {
  nvshmemx_longlong_wait_until_all_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t warp_wait_until_any(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_any_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t warp_wait_until_some(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_some_warp(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t warp_wait_until_all_vector(const Args &a) {
  nvshmemx_longlong_wait_until_all_vector_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return 0;
}

__device__ __noinline__ uint64_t warp_wait_until_any_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_any_vector_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t warp_wait_until_some_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_some_vector_warp(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t warp_test(const Args &a) {
  const int result = nvshmemx_longlong_test_warp(a.ivar, a.cmp, a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t warp_test_all(const Args &a) {
  const int result = nvshmemx_longlong_test_all_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t warp_test_any(const Args &a) {
  const size_t result = nvshmemx_longlong_test_any_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t warp_test_some(const Args &a) {
  const size_t result = nvshmemx_longlong_test_some_warp(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t warp_test_all_vector(const Args &a) {
  const int result = nvshmemx_longlong_test_all_vector_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t warp_test_any_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_test_any_vector_warp(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t warp_test_some_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_test_some_vector_warp(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

// Calls the warp form of routine `index` (its place in the subject's
// routines).
struct WarpCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return warp_wait(a);
      case 1:
        return warp_wait_until(a);
      case 2:
        return warp_wait_until_all(a);
      case 3:
        return warp_wait_until_any(a);
      case 4:
        return warp_wait_until_some(a);
      case 5:
        return warp_wait_until_all_vector(a);
      case 6:
        return warp_wait_until_any_vector(a);
      case 7:
        return warp_wait_until_some_vector(a);
      case 8:
        return warp_test(a);
      case 9:
        return warp_test_all(a);
      case 10:
        return warp_test_any(a);
      case 11:
        return warp_test_some(a);
      case 12:
        return warp_test_all_vector(a);
      case 13:
        return warp_test_any_vector(a);
      case 14:
        return warp_test_some_vector(a);
    }
    return 0;
  }
};

__device__ __noinline__ uint64_t block_wait(const Args &a) {
  nvshmemx_longlong_wait_block(a.ivar, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t block_wait_until(const Args &a) {
  nvshmemx_longlong_wait_until_block(a.ivar, a.cmp, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t block_wait_until_all(const Args &a) {
  nvshmemx_longlong_wait_until_all_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t block_wait_until_any(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_any_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t block_wait_until_some(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_some_block(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t block_wait_until_all_vector(const Args &a) {
  nvshmemx_longlong_wait_until_all_vector_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return 0;
}

__device__ __noinline__ uint64_t block_wait_until_any_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_any_vector_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t block_wait_until_some_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_wait_until_some_vector_block(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t block_test(const Args &a) {
  const int result = nvshmemx_longlong_test_block(a.ivar, a.cmp, a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t block_test_all(const Args &a) {
  const int result = nvshmemx_longlong_test_all_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t block_test_any(const Args &a) {
  const size_t result = nvshmemx_longlong_test_any_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t block_test_some(const Args &a) {
  const size_t result = nvshmemx_longlong_test_some_block(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t block_test_all_vector(const Args &a) {
  const int result = nvshmemx_longlong_test_all_vector_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t block_test_any_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_test_any_vector_block(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t block_test_some_vector(const Args &a) {
  const size_t result = nvshmemx_longlong_test_some_vector_block(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

// Calls the block form of routine `index` (its place in the subject's
// routines).
struct BlockCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return block_wait(a);
      case 1:
        return block_wait_until(a);
      case 2:
        return block_wait_until_all(a);
      case 3:
        return block_wait_until_any(a);
      case 4:
        return block_wait_until_some(a);
      case 5:
        return block_wait_until_all_vector(a);
      case 6:
        return block_wait_until_any_vector(a);
      case 7:
        return block_wait_until_some_vector(a);
      case 8:
        return block_test(a);
      case 9:
        return block_test_all(a);
      case 10:
        return block_test_any(a);
      case 11:
        return block_test_some(a);
      case 12:
        return block_test_all_vector(a);
      case 13:
        return block_test_any_vector(a);
      case 14:
        return block_test_some_vector(a);
    }
    return 0;
  }
};

// Releases a wait as a program does, with the update routine of the type.
struct Release {
  __device__ static void release(T *variable, T value, int pe) {
    nvshmem_longlong_atomic_set(variable, value, pe);
  }
};

}  // namespace

namespace p2p_longlong_kernels {

const symsync_test::DeviceLaunchers<T> &launchers() {
  return symsync_test::DeviceKernels<T, ThreadCalls, WarpCalls, BlockCalls,
                                     Release>::launchers();
}

}  // namespace p2p_longlong_kernels
