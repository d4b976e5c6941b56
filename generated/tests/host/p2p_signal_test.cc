// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/tests/host_p2p_test.cc.j2.
//
// The host forms of every point-to-point routine of the signal type (uint64_t),
// checked by tests/support/p2p_suite.h against what the spec says of them. Run
// directly (one PE; with the death tests) and under mpirun on 2 and 4 PEs.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>

#include "tests/support/p2p_suite.h"

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

uint64_t call_signal_wait_until(const Args &a) {
  const uint64_t result = nvshmem_signal_wait_until(
      a.sig_addr,
      a.cmp,
      a.cmp_value);
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
      "nvshmem_signal_wait_until",
      Kind::kWait,
      false,
      true,
      -1,
      true,
      0,
      "sig_addr",
      &call_signal_wait_until);
  return suite;
}

const symsync_test::Suite<T> &suite() {
  static const auto *instance = new symsync_test::Suite<T>(make_suite());
  return *instance;
}

TEST(P2pSignal, ComparisonsOfEveryRoutine) {
  symsync_test::check_comparisons(suite());
}

TEST(P2pSignal, EmptySets) { symsync_test::check_empty_sets(suite()); }

TEST(P2pSignal, WakeUpByAnotherPe) {
  symsync_test::check_wakeup_by_another_pe(suite());
}

TEST(P2pSignal, AnyDoesNotStarve) {
  symsync_test::check_any_does_not_starve(suite());
}

TEST(P2pSignal, ReturnsTheSatisfyingValue) {
  symsync_test::check_returns_the_satisfying_value(suite());
}

TEST(P2pSignal, DataBeforeFlagBetweenThreads) {
  symsync_test::check_data_before_flag_between_threads(suite());
}

TEST(P2pSignal, InvalidComparisonIsReported) {
  symsync_test::check_invalid_comparison_is_reported(suite());
}

TEST(P2pSignal, StrayPointerIsReported) {
  symsync_test::check_stray_pointer_is_reported(suite());
}

}  // namespace
