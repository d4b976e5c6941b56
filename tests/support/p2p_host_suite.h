// The point-to-point tests of the host: the host forms and the core's
// cooperative algorithms run by teams of host threads (the targets of
// p2p_host_targets.h), both over the cases of p2p_cases.h (run by
// p2p_runner.h); and the checks only the host can make (death tests, threads
// racing a routine).
//
// The checks are one typed-parameterized suite, P2pHost, registered here
// once; each generated per-type test (generated/tests/host/) instantiates
// it with a type parameter P describing its routines:
//   using T = ...;                                          the C type
//   static const symsync_test::Subject<T>& subject();       from the spec
//   static const std::vector<symsync_test::HostCalls<T>>& calls();
// so no generated file lists checks, and a check added here runs for every
// type.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_HOST_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_HOST_SUITE_H_

#include <gtest/gtest.h>
#include <nvshmem.h>

#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/p2p_host_targets.h"
#include "tests/support/p2p_runner.h"
#include "tests/support/pe_test.h"

namespace symsync_test {

// ---------------------------------------------------------------------------
// Checks only the host makes

// Several threads of one PE calling the same *_any routine, taking turns,
// each see every element of the set: each thread has its own series. (With
// one series shared by 4 threads taking turns on 6 elements, each thread
// would start at every other element only.)
template <typename T>
void check_any_series_of_many_threads(const Subject<T>& subject,
                                      const std::vector<HostCalls<T>>& calls) {
  constexpr unsigned kThreads = 4;
  Problems problems("host form, 4 threads");
  for (const SeriesCase<T>& s : series_cases(subject)) {
    if (s.routines.size() != 1) continue;
    SymmetricArray<T> cells(s.nelems);
    for (size_t i = 0; i < s.nelems; ++i) cells[i] = s.cells[i];
    const std::vector<T> operands(s.nelems, s.operand);
    std::vector<std::vector<uint64_t>> results(kThreads);
    std::atomic<unsigned> turn{0};
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        Args<T> a;
        a.ivars = cells.get();
        a.nelems = s.nelems;
        a.status = s.status.empty() ? nullptr : s.status.data();
        a.cmp = s.cmp;
        a.cmp_value = s.operand;
        a.cmp_values = const_cast<T*>(operands.data());
        for (size_t call = 0; call < s.calls; ++call) {
          while (turn.load(std::memory_order_acquire) % kThreads != t)
            std::this_thread::yield();
          results[t].push_back(calls[s.routines[0]].call(a));
          turn.fetch_add(1, std::memory_order_acq_rel);
        }
      });
    }
    for (std::thread& thread : threads) thread.join();
    for (unsigned t = 0; t < kThreads; ++t) {
      problems.report(describe(subject, s) + ", thread " + std::to_string(t),
                      check_series(subject, s, results[t]));
    }
  }
}

// A waiting routine that returns a value returns the value that satisfied
// the comparison, not a later reading: while another thread keeps switching
// the variable between a satisfying and a failing value, every returned
// value must satisfy the comparison.
template <typename T>
void check_returns_the_satisfying_value(const Subject<T>& subject,
                                        const std::vector<HostCalls<T>>& calls,
                                        Release<T> release) {
  SymmetricArray<T> cell(1);
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    if (routine.kind != Kind::kWait || !routine.returns) continue;
    for (int cmp : comparisons_of(subject, routine)) {
      const T operand = T(20);
      const T good = value_where(subject, cmp, operand, true);
      const T bad = value_where(subject, cmp, operand, false);
      std::atomic<bool> stop{false};
      std::thread toggler([&] {
        for (uint64_t i = 0; !stop.load(std::memory_order_relaxed); ++i) {
          release(cell.get(), (i & 1) ? good : bad, my_pe());
        }
      });
      Args<T> a;
      a.ivar = a.sig_addr = cell.get();
      a.cmp = cmp;
      a.cmp_value = operand;
      int wrong = 0;
      for (int call = 0; call < 20000; ++call) {
        if (!subject.holds(cmp, static_cast<T>(calls[r].call(a)), operand))
          ++wrong;
      }
      stop = true;
      toggler.join();
      EXPECT_EQ(wrong, 0) << routine.name << " cmp=" << cmp
                          << " returned values that do not satisfy it";
    }
  }
}

// Within one PE: a thread writes ordinary data, then releases the
// variables; the routine's return must make that data visible
// (ThreadSanitizer builds check that this is a real happens-before edge,
// not luck).
template <typename T>
void check_data_before_flag_between_threads(
    const Subject<T>& subject, const std::vector<HostCalls<T>>& calls,
    Release<T> release) {
  constexpr size_t kCount = 3;
  SymmetricArray<T> cells(kCount);
  std::vector<T> operands(kCount, T(7));
  std::vector<size_t> indices(kCount);
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    if (!kind_blocks(routine.kind)) continue;
    const int cmp = routine.has_cmp ? NVSHMEM_CMP_EQ : routine.fixed_cmp;
    const T satisfied = value_where(subject, cmp, T(7), true);
    for (int round = 0; round < 50; ++round) {
      for (size_t i = 0; i < kCount; ++i)
        cells[i] = value_where(subject, cmp, T(7), false);
      std::vector<int> data(16, 0);  // plain memory, no atomics
      std::thread writer([&] {
        for (size_t i = 0; i < data.size(); ++i)
          data[i] = round * 100 + static_cast<int>(i);
        for (size_t i = 0; i < kCount; ++i)
          release(&cells[i], satisfied, my_pe());
      });
      Args<T> a;
      a.ivar = a.sig_addr = a.ivars = cells.get();
      a.nelems = kind_on_set(routine.kind) ? kCount : 1;
      a.indices = indices.data();
      a.cmp = cmp;
      a.cmp_value = T(7);
      a.cmp_values = operands.data();
      note_activity(std::string(routine.name) +
                    " woken by another thread, round " + std::to_string(round));
      calls[r].call(a);
      // Every variable the writer published could have been the one seen.
      for (size_t i = 0; i < data.size(); ++i) {
        ASSERT_EQ(data[i], round * 100 + static_cast<int>(i))
            << routine.name << ": data written before the flag";
      }
      writer.join();
    }
  }
}

// A comparison operator outside NVSHMEM_CMP_* is reported naming the routine
// (one PE, started directly: death tests fork).
template <typename T>
void check_invalid_comparison_is_reported(
    const Subject<T>& subject, const std::vector<HostCalls<T>>& calls) {
  if (!started_directly())
    GTEST_SKIP() << "death tests run only when the test is started directly";
  SymmetricArray<T> cells(2);
  size_t indices[2];
  T operands[2] = {T(0), T(0)};
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    if (!routine.has_cmp) continue;
    Args<T> a;
    a.ivar = a.sig_addr = a.ivars = cells.get();
    a.nelems = 2;
    a.indices = indices;
    a.cmp = NVSHMEM_CMP_GE + 17;
    a.cmp_values = operands;
    // The whole message: the value, and the comparisons there are.
    const std::string expected = std::string(routine.name) +
                                 ": invalid comparison operator " +
                                 std::to_string(NVSHMEM_CMP_GE + 17) +
                                 " \\(expected one of the NVSHMEM_CMP_\\* "
                                 "constants: " SYMSYNC_COMPARISON_LIST "\\)";
    EXPECT_EXIT(calls[r].call(a), testing::ExitedWithCode(1), expected)
        << routine.name;
  }
}

// A variable outside the symmetric heap is reported naming the routine and
// the parameter.
template <typename T>
void check_stray_pointer_is_reported(const Subject<T>& subject,
                                     const std::vector<HostCalls<T>>& calls) {
  if (!started_directly())
    GTEST_SKIP() << "death tests run only when the test is started directly";
  T local[2] = {T(0), T(0)};
  size_t indices[2];
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    Args<T> a;
    a.ivar = a.sig_addr = a.ivars = local;
    a.nelems = 2;
    a.indices = indices;
    a.cmp = routine.has_cmp ? NVSHMEM_CMP_EQ : routine.fixed_cmp;
    a.cmp_values = local;
    EXPECT_EXIT(calls[r].call(a), testing::ExitedWithCode(1),
                std::string(routine.name) + ": " + routine.symmetric +
                    " \\(0x[0-9a-f]+, [0-9]+ element\\(s\\) of " +
                    std::to_string(sizeof(T)) +
                    " bytes\\) is not inside the symmetric heap")
        << routine.name;
  }
}

// ---------------------------------------------------------------------------
// The suite

template <typename P>
class P2pHost : public testing::Test {};

TYPED_TEST_SUITE_P(P2pHost);

TYPED_TEST_P(P2pHost, Comparisons) {
  HostThreadTarget<typename TypeParam::T> target(TypeParam::calls(),
                                                 &TypeParam::release);
  check_comparisons(TypeParam::subject(), target);
}

TYPED_TEST_P(P2pHost, EmptySets) {
  HostThreadTarget<typename TypeParam::T> target(TypeParam::calls(),
                                                 &TypeParam::release);
  check_empty_sets(TypeParam::subject(), target);
}

// 20 elements: a whole block of the one-thread scan and a tail; 37: two.
TYPED_TEST_P(P2pHost, WakeUpByAnotherPe) {
  HostThreadTarget<typename TypeParam::T> target(TypeParam::calls(),
                                                 &TypeParam::release);
  check_wakeup(TypeParam::subject(), target, {20, 37});
}

TYPED_TEST_P(P2pHost, AnySeriesAloneAndInterleaved) {
  HostThreadTarget<typename TypeParam::T> target(TypeParam::calls(),
                                                 &TypeParam::release);
  check_series(TypeParam::subject(), target);
}

TYPED_TEST_P(P2pHost, AnySeriesOfManyThreads) {
  check_any_series_of_many_threads(TypeParam::subject(), TypeParam::calls());
}

TYPED_TEST_P(P2pHost, ReturnsTheSatisfyingValue) {
  check_returns_the_satisfying_value(TypeParam::subject(), TypeParam::calls(),
                                     &TypeParam::release);
}

TYPED_TEST_P(P2pHost, DataBeforeFlagBetweenThreads) {
  check_data_before_flag_between_threads(
      TypeParam::subject(), TypeParam::calls(), &TypeParam::release);
}

TYPED_TEST_P(P2pHost, InvalidComparisonIsReported) {
  check_invalid_comparison_is_reported(TypeParam::subject(),
                                       TypeParam::calls());
}

TYPED_TEST_P(P2pHost, StrayPointerIsReported) {
  check_stray_pointer_is_reported(TypeParam::subject(), TypeParam::calls());
}

TYPED_TEST_P(P2pHost, TeamComparisons) {
  SYMSYNC_TEAM_TESTS_ON_ONE_PE();
  for (unsigned size : team_sizes<TypeParam>()) {
    TeamTarget<typename TypeParam::T> team(TypeParam::calls(), size);
    check_comparisons(TypeParam::subject(), team, team_case_options());
    check_empty_sets(TypeParam::subject(), team);
  }
}

// Sets smaller than the team, larger and not a multiple of it, and
// covering a whole step of its block-at-a-time scan; the comparisons take
// turns (the comparison cases cover each with every routine, size and mask).
TYPED_TEST_P(P2pHost, TeamWakeUp) {
  SYMSYNC_TEAM_TESTS_ON_ONE_PE();
  for (unsigned size : team_sizes<TypeParam>()) {
    TeamTarget<typename TypeParam::T> team(TypeParam::calls(), size);
    check_wakeup(TypeParam::subject(), team,
                 {7, 37, kScanStep * size + size / 2 + 3},
                 /*every_comparison=*/false);
  }
}

TYPED_TEST_P(P2pHost, TeamAnySeriesAloneAndInterleaved) {
  SYMSYNC_TEAM_TESTS_ON_ONE_PE();
  for (unsigned size : team_sizes<TypeParam>()) {
    TeamTarget<typename TypeParam::T> team(TypeParam::calls(), size);
    check_series(TypeParam::subject(), team);
  }
}

REGISTER_TYPED_TEST_SUITE_P(P2pHost, Comparisons, EmptySets, WakeUpByAnotherPe,
                            AnySeriesAloneAndInterleaved,
                            AnySeriesOfManyThreads, ReturnsTheSatisfyingValue,
                            DataBeforeFlagBetweenThreads,
                            InvalidComparisonIsReported, StrayPointerIsReported,
                            TeamComparisons, TeamWakeUp,
                            TeamAnySeriesAloneAndInterleaved);

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_HOST_SUITE_H_
