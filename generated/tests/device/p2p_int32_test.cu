// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/tests/device_p2p_test.cu.j2.
//
// The device and stream forms of every point-to-point routine of type int32_t
// (TYPENAME int32), checked by tests/support/device_p2p_suite.h. Compiled
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

using T = int32_t;
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

__device__ __noinline__ uint64_t device_wait(const Args &a) {
  nvshmem_int32_wait(a.ivar, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t device_wait_until(const Args &a) {
  nvshmem_int32_wait_until(a.ivar, a.cmp, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t device_wait_until_all(const Args &a) {
  nvshmem_int32_wait_until_all(a.ivars, a.nelems, a.status, a.cmp, a.cmp_value);
  return 0;
}

__device__ __noinline__ uint64_t device_wait_until_any(const Args &a) {
  const size_t result = nvshmem_int32_wait_until_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t device_wait_until_some(const Args &a) {
  const size_t result = nvshmem_int32_wait_until_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t device_wait_until_all_vector(const Args &a) {
  nvshmem_int32_wait_until_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return 0;
}

__device__ __noinline__ uint64_t device_wait_until_any_vector(const Args &a) {
  const size_t result = nvshmem_int32_wait_until_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t device_wait_until_some_vector(const Args &a) {
  const size_t result = nvshmem_int32_wait_until_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t device_test(const Args &a) {
  const int result = nvshmem_int32_test(a.ivar, a.cmp, a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t device_test_all(const Args &a) {
  const int result = nvshmem_int32_test_all(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t device_test_any(const Args &a) {
  const size_t result = nvshmem_int32_test_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t device_test_some(const Args &a) {
  const size_t result = nvshmem_int32_test_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

__device__ __noinline__ uint64_t device_test_all_vector(const Args &a) {
  const int result = nvshmem_int32_test_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t device_test_any_vector(const Args &a) {
  const size_t result = nvshmem_int32_test_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

__device__ __noinline__ uint64_t device_test_some_vector(const Args &a) {
  const size_t result = nvshmem_int32_test_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

// Calls the device form of routine `index` (its place in make_suite()).
struct DeviceCalls {
  __device__ static uint64_t call(int index, const Args &a) {
    switch (index) {
      case 0:
        return device_wait(a);
      case 1:
        return device_wait_until(a);
      case 2:
        return device_wait_until_all(a);
      case 3:
        return device_wait_until_any(a);
      case 4:
        return device_wait_until_some(a);
      case 5:
        return device_wait_until_all_vector(a);
      case 6:
        return device_wait_until_any_vector(a);
      case 7:
        return device_wait_until_some_vector(a);
      case 8:
        return device_test(a);
      case 9:
        return device_test_all(a);
      case 10:
        return device_test_any(a);
      case 11:
        return device_test_some(a);
      case 12:
        return device_test_all_vector(a);
      case 13:
        return device_test_any_vector(a);
      case 14:
        return device_test_some_vector(a);
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
      "nvshmem_int32_wait",
      Kind::kWait,
      false,
      false,
      NVSHMEM_CMP_NE,
      false,
      0,
      "ivar",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_wait_until",
      Kind::kWait,
      false,
      true,
      -1,
      false,
      0,
      "ivar",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_wait_until_all",
      Kind::kWaitAll,
      false,
      true,
      -1,
      false,
      0,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_wait_until_any",
      Kind::kWaitAny,
      false,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_wait_until_some",
      Kind::kWaitSome,
      false,
      true,
      -1,
      true,
      0,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_wait_until_all_vector",
      Kind::kWaitAll,
      true,
      true,
      -1,
      false,
      0,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_wait_until_any_vector",
      Kind::kWaitAny,
      true,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_wait_until_some_vector",
      Kind::kWaitSome,
      true,
      true,
      -1,
      true,
      0,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_test",
      Kind::kTest,
      false,
      true,
      -1,
      true,
      0,
      "ivar",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_test_all",
      Kind::kTestAll,
      false,
      true,
      -1,
      true,
      1,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_test_any",
      Kind::kTestAny,
      false,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_test_some",
      Kind::kTestSome,
      false,
      true,
      -1,
      true,
      0,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_test_all_vector",
      Kind::kTestAll,
      true,
      true,
      -1,
      true,
      1,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_test_any_vector",
      Kind::kTestAny,
      true,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      nullptr);
  symsync_test::add(
      &suite.routines,
      "nvshmem_int32_test_some_vector",
      Kind::kTestSome,
      true,
      true,
      -1,
      true,
      0,
      "ivars",
      nullptr);
  return suite;
}

const symsync_test::Suite<T> &suite() {
  static const auto *instance = new symsync_test::Suite<T>(make_suite());
  return *instance;
}

void stream_call_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_call_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_call_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_call_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_call_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_some_on_stream(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_call_wait_until_all_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_call_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_call_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_some_vector_on_stream(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

std::vector<symsync_test::StreamRoutine<T>> stream_routines() {
  std::vector<symsync_test::StreamRoutine<T>> routines;
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_on_stream",
      false,
      NVSHMEM_CMP_NE,
      &stream_call_wait);
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_until_on_stream",
      true,
      -1,
      &stream_call_wait_until);
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_until_all_on_stream",
      true,
      -1,
      &stream_call_wait_until_all);
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_until_any_on_stream",
      true,
      -1,
      &stream_call_wait_until_any);
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_until_some_on_stream",
      true,
      -1,
      &stream_call_wait_until_some);
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_until_all_vector_on_stream",
      true,
      -1,
      &stream_call_wait_until_all_vector);
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_until_any_vector_on_stream",
      true,
      -1,
      &stream_call_wait_until_any_vector);
  symsync_test::add_stream(
      &routines,
      "nvshmemx_int32_wait_until_some_vector_on_stream",
      true,
      -1,
      &stream_call_wait_until_some_vector);
  return routines;
}

TEST(P2pInt32, DeviceComparisons) {
  symsync_test::check_device_comparisons<T, DeviceCalls>(suite());
}

TEST(P2pInt32, DeviceWakeUp) {
  symsync_test::check_device_wakeup<T, DeviceCalls>(suite());
}

TEST(P2pInt32, DeviceAnyDoesNotStarve) {
  symsync_test::check_device_any_does_not_starve<T, DeviceCalls>(suite());
}

TEST(P2pInt32, DeviceReturnsTheSatisfyingValue) {
  symsync_test::check_device_returns_the_satisfying_value<T, DeviceCalls>(
      suite());
}

TEST(P2pInt32, StreamForms) {
  symsync_test::check_stream_forms(suite(), stream_routines());
}

}  // namespace
