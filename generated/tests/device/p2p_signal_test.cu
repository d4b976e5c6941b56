// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/tests/device_p2p_test.cu.j2.
//
// The device and stream forms of every point-to-point routine of the signal
// type (uint64_t), checked by tests/support/device_p2p_suite.h. Compiled
// everywhere; run on a GPU (one PE, and two PEs sharing it), skipped without
// one.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <stddef.h>
#include <stdint.h>

#include <vector>

#include "tests/support/device_p2p_suite.h"

namespace {

using T = uint64_t;
using Args = symsync_test::Args<T>;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

__device__ __noinline__ uint64_t device_signal_wait_until(const Args &a) {
  const uint64_t result = nvshmem_signal_wait_until(
      a.sig_addr,
      a.cmp,
      a.cmp_value);
  return result;
}

// Calls the device form of routine `index` (its place in make_suite()).
struct DeviceCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return device_signal_wait_until(a);
    }
    return 0;
  }
};

symsync_test::Suite<T> make_suite() {
  symsync_test::Suite<T> suite;
  suite.holds = &holds;
  suite.comparisons.push_back(NVSHMEM_CMP_EQ);
  suite.comparisons.push_back(NVSHMEM_CMP_NE);
  suite.comparisons.push_back(NVSHMEM_CMP_GT);
  suite.comparisons.push_back(NVSHMEM_CMP_LE);
  suite.comparisons.push_back(NVSHMEM_CMP_LT);
  suite.comparisons.push_back(NVSHMEM_CMP_GE);
  symsync_test::add(
      &suite.routines,
      "nvshmem_signal_wait_until",
      Kind::kWait,
      false,
      true,
      -1,
      true,
      0,
      "sig_addr",
      nullptr);
  return suite;
}

const symsync_test::Suite<T> &suite() {
  static const auto *instance = new symsync_test::Suite<T>(make_suite());
  return *instance;
}

void stream_call_signal_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_signal_wait_until_on_stream(a.sig_addr, a.cmp, a.cmp_value, stream);
}

std::vector<symsync_test::StreamRoutine<T>> stream_routines() {
  std::vector<symsync_test::StreamRoutine<T>> routines;
  symsync_test::add_stream(
      &routines,
      "nvshmemx_signal_wait_until_on_stream",
      true,
      -1,
      &stream_call_signal_wait_until);
  return routines;
}

TEST(P2pSignal, DeviceComparisons) {
  symsync_test::check_device_comparisons<T, DeviceCalls>(suite());
}

TEST(P2pSignal, DeviceWakeUp) {
  symsync_test::check_device_wakeup<T, DeviceCalls>(suite());
}

TEST(P2pSignal, DeviceAnyDoesNotStarve) {
  symsync_test::check_device_any_does_not_starve<T, DeviceCalls>(suite());
}

TEST(P2pSignal, DeviceReturnsTheSatisfyingValue) {
  symsync_test::check_device_returns_the_satisfying_value<T, DeviceCalls>(
      suite());
}

TEST(P2pSignal, StreamForms) {
  symsync_test::check_stream_forms(suite(), stream_routines());
}

}  // namespace
