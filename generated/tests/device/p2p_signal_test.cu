// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_p2p_test.cu.j2.
//
// The kernels of the device tests of every point-to-point routine of the signal
// type (uint64_t): an adapter calling each routine's public device name in each
// form (one thread, warp, block), and tests/support/device_p2p_kernels.h's
// kernels over them. Only kernels and their launch functions are here; the
// tests themselves (host code) are p2p_signal_test.cc beside this file.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>

#include "tests/support/device_p2p_kernels.h"

namespace {

using T = uint64_t;
using Args = symsync_test::Args<T>;

__device__ __noinline__ uint64_t thread_signal_wait_until(const Args &a) {
  const uint64_t result = nvshmem_signal_wait_until(
      a.sig_addr,
      a.cmp,
      a.cmp_value);
  return result;
}

// Calls the thread form of routine `index` (its place in the subject's
// routines).
struct ThreadCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return thread_signal_wait_until(a);
    }
    return 0;
  }
};

__device__ __noinline__ uint64_t warp_signal_wait_until(const Args &a) {
  const uint64_t result = nvshmemx_signal_wait_until_warp(
      a.sig_addr,
      a.cmp,
      a.cmp_value);
  return result;
}

// Calls the warp form of routine `index` (its place in the subject's
// routines).
struct WarpCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return warp_signal_wait_until(a);
    }
    return 0;
  }
};

__device__ __noinline__ uint64_t block_signal_wait_until(const Args &a) {
  const uint64_t result = nvshmemx_signal_wait_until_block(
      a.sig_addr,
      a.cmp,
      a.cmp_value);
  return result;
}

// Calls the block form of routine `index` (its place in the subject's
// routines).
struct BlockCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return block_signal_wait_until(a);
    }
    return 0;
  }
};

// Releases a wait as a program does, with the update routine of the type.
struct Release {
  __device__ static void release(T *variable, T value, int pe) {
    nvshmemx_signal_op(variable, value, NVSHMEM_SIGNAL_SET, pe);
  }
};

}  // namespace

namespace p2p_signal_kernels {

const symsync_test::DeviceLaunchers<T> &launchers() {
  return symsync_test::DeviceKernels<T, ThreadCalls, WarpCalls, BlockCalls,
                                     Release>::launchers();
}

}  // namespace p2p_signal_kernels
