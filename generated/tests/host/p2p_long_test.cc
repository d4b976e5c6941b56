// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/tests/host_p2p_test.cc.j2.
//
// The host forms of every point-to-point routine of type long (TYPENAME long),
// checked by tests/support/p2p_suite.h against what the spec says of them. Run
// directly (one PE; with the death tests) and under mpirun on 2 and 4 PEs.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>

#include "tests/support/p2p_suite.h"

namespace {

using T = long;
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

uint64_t call_wait(const Args &a) {
  nvshmem_long_wait(a.ivar, a.cmp_value);
  return 0;
}

uint64_t call_wait_until(const Args &a) {
  nvshmem_long_wait_until(a.ivar, a.cmp, a.cmp_value);
  return 0;
}

uint64_t call_wait_until_all(const Args &a) {
  nvshmem_long_wait_until_all(a.ivars, a.nelems, a.status, a.cmp, a.cmp_value);
  return 0;
}

uint64_t call_wait_until_any(const Args &a) {
  const size_t result = nvshmem_long_wait_until_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t call_wait_until_some(const Args &a) {
  const size_t result = nvshmem_long_wait_until_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t call_wait_until_all_vector(const Args &a) {
  nvshmem_long_wait_until_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return 0;
}

uint64_t call_wait_until_any_vector(const Args &a) {
  const size_t result = nvshmem_long_wait_until_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t call_wait_until_some_vector(const Args &a) {
  const size_t result = nvshmem_long_wait_until_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t call_test(const Args &a) {
  const int result = nvshmem_long_test(a.ivar, a.cmp, a.cmp_value);
  return result;
}

uint64_t call_test_all(const Args &a) {
  const int result = nvshmem_long_test_all(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t call_test_any(const Args &a) {
  const size_t result = nvshmem_long_test_any(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t call_test_some(const Args &a) {
  const size_t result = nvshmem_long_test_some(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t call_test_all_vector(const Args &a) {
  const int result = nvshmem_long_test_all_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t call_test_any_vector(const Args &a) {
  const size_t result = nvshmem_long_test_any_vector(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

uint64_t call_test_some_vector(const Args &a) {
  const size_t result = nvshmem_long_test_some_vector(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values);
  return result;
}

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
      "nvshmem_long_wait",
      Kind::kWait,
      false,
      false,
      NVSHMEM_CMP_NE,
      false,
      0,
      "ivar",
      &call_wait);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_wait_until",
      Kind::kWait,
      false,
      true,
      -1,
      false,
      0,
      "ivar",
      &call_wait_until);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_wait_until_all",
      Kind::kWaitAll,
      false,
      true,
      -1,
      false,
      0,
      "ivars",
      &call_wait_until_all);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_wait_until_any",
      Kind::kWaitAny,
      false,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      &call_wait_until_any);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_wait_until_some",
      Kind::kWaitSome,
      false,
      true,
      -1,
      true,
      0,
      "ivars",
      &call_wait_until_some);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_wait_until_all_vector",
      Kind::kWaitAll,
      true,
      true,
      -1,
      false,
      0,
      "ivars",
      &call_wait_until_all_vector);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_wait_until_any_vector",
      Kind::kWaitAny,
      true,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      &call_wait_until_any_vector);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_wait_until_some_vector",
      Kind::kWaitSome,
      true,
      true,
      -1,
      true,
      0,
      "ivars",
      &call_wait_until_some_vector);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_test",
      Kind::kTest,
      false,
      true,
      -1,
      true,
      0,
      "ivar",
      &call_test);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_test_all",
      Kind::kTestAll,
      false,
      true,
      -1,
      true,
      1,
      "ivars",
      &call_test_all);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_test_any",
      Kind::kTestAny,
      false,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      &call_test_any);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_test_some",
      Kind::kTestSome,
      false,
      true,
      -1,
      true,
      0,
      "ivars",
      &call_test_some);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_test_all_vector",
      Kind::kTestAll,
      true,
      true,
      -1,
      true,
      1,
      "ivars",
      &call_test_all_vector);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_test_any_vector",
      Kind::kTestAny,
      true,
      true,
      -1,
      true,
      SIZE_MAX,
      "ivars",
      &call_test_any_vector);
  symsync_test::add(
      &suite.routines,
      "nvshmem_long_test_some_vector",
      Kind::kTestSome,
      true,
      true,
      -1,
      true,
      0,
      "ivars",
      &call_test_some_vector);
  return suite;
}

const symsync_test::Suite<T> &suite() {
  static const auto *instance = new symsync_test::Suite<T>(make_suite());
  return *instance;
}

TEST(P2pLong, ComparisonsOfEveryRoutine) {
  symsync_test::check_comparisons(suite());
}

TEST(P2pLong, EmptySets) { symsync_test::check_empty_sets(suite()); }

TEST(P2pLong, WakeUpByAnotherPe) {
  symsync_test::check_wakeup_by_another_pe(suite());
}

TEST(P2pLong, AnyDoesNotStarve) {
  symsync_test::check_any_does_not_starve(suite());
}

TEST(P2pLong, ReturnsTheSatisfyingValue) {
  symsync_test::check_returns_the_satisfying_value(suite());
}

TEST(P2pLong, DataBeforeFlagBetweenThreads) {
  symsync_test::check_data_before_flag_between_threads(suite());
}

TEST(P2pLong, InvalidComparisonIsReported) {
  symsync_test::check_invalid_comparison_is_reported(suite());
}

TEST(P2pLong, StrayPointerIsReported) {
  symsync_test::check_stray_pointer_is_reported(suite());
}

}  // namespace
