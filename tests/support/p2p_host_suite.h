// The point-to-point tests of the host: the host forms (the public host API,
// called by one thread, on the symmetric heap; several PEs in the multi-PE
// launches) and the core's cooperative algorithms run by teams of host
// threads (team_group.h), both over the cases of p2p_cases.h (run by
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

#include "tests/support/p2p_runner.h"
#include "tests/support/pe_test.h"
#include "tests/support/team_group.h"

namespace symsync_test {

// How the host tests call one routine: its public host form, and the core's
// algorithm for its kind, run by a member of a team (the generated adapter
// passes the same template arguments as the routine's entry point, with the
// team's group in place of the calling thread's).
template <typename T>
struct HostCalls {
  uint64_t (*call)(const Args<T>&);
  uint64_t (*team_call)(TeamGroup, const Args<T>&);
};

// How a program releases a wait on a variable of T: the update routine of
// spec/updates.yaml the generated test names (nvshmem_TYPENAME_atomic_set,
// or nvshmemx_signal_op with NVSHMEM_SIGNAL_SET for signals), storing
// `value` into PE `pe`'s copy of the symmetric `*variable`.
template <typename T>
using Release = void (*)(T* variable, T value, int pe);

// Symmetric memory, allocated (collectively) for one check.
template <typename T>
class SymmetricArray {
 public:
  explicit SymmetricArray(size_t count) {
    data_ =
        static_cast<T*>(nvshmem_calloc(std::max<size_t>(count, 1), sizeof(T)));
  }
  ~SymmetricArray() { nvshmem_free(data_); }
  SymmetricArray(const SymmetricArray&) = delete;
  SymmetricArray& operator=(const SymmetricArray&) = delete;
  T* get() const { return data_; }
  T& operator[](size_t i) const { return data_[i]; }

 private:
  T* data_;
};

// The arguments of case `c`, whose elements start at `offset` in the
// batch's arrays.
template <typename T>
Args<T> case_args(const Case<T>& c, size_t offset, T* cells, T* operands,
                  const int* status, size_t* indices) {
  Args<T> a;
  a.ivar = a.sig_addr = a.ivars = c.null_array ? nullptr : cells + offset;
  a.nelems = c.nelems;
  a.indices = indices + offset;
  a.status = c.status.empty() ? nullptr : status + offset;
  a.cmp = c.cmp;
  a.cmp_value = c.operand;
  a.cmp_values = operands + offset;
  return a;
}

// Host copies of a batch's arrays, laid out by `layout`.
template <typename T>
struct HostBatch {
  std::vector<T> cells, operands;
  std::vector<int> status;

  HostBatch(const std::vector<Case<T>>& cases, const Layout& layout)
      : cells(layout.total), operands(layout.total), status(layout.total) {
    for (size_t k = 0; k < cases.size(); ++k) {
      const Case<T>& c = cases[k];
      for (size_t i = 0; i < c.cells.size(); ++i) {
        cells[layout.offset[k] + i] = c.cells[i];
        operands[layout.offset[k] + i] = c.operands[i];
        status[layout.offset[k] + i] = c.status.empty() ? 0 : c.status[i];
      }
    }
  }
};

template <typename T>
bool payload_seen(Kind kind, const WakeCase<T>& w, uint64_t result,
                  const size_t* indices, const uint64_t* payload) {
  const std::vector<size_t> reported =
      reported_elements(kind, w, result, indices);
  if (reported.empty()) return false;
  for (size_t e : reported) {
    if (payload[e] != payload_word(w.round, e)) return false;
  }
  return true;
}

template <typename T>
bool all_released(const Subject<T>& subject, const WakeCase<T>& w,
                  const T* cells) {
  for (size_t i = 0; i < w.nelems; ++i) {
    if (in_set(w.status, i) &&
        !subject.holds(w.cmp, __atomic_load_n(&cells[i], __ATOMIC_ACQUIRE),
                       w.operands[i]))
      return false;
  }
  return true;
}

// Calls a routine until it reports its condition (blocking routines once).
template <typename Call>
uint64_t call_until_satisfied(Kind kind, Call call) {
  if (kind_blocks(kind)) return call();
  uint64_t result;
  while ((result = call()) == not_yet(kind)) std::this_thread::yield();
  return result;
}

// ---------------------------------------------------------------------------
// The host forms, called by this thread

template <typename T>
class HostThreadTarget : public Target<T> {
 public:
  HostThreadTarget(const std::vector<HostCalls<T>>& calls, Release<T> release)
      : calls_(calls), release_(release) {}
  std::string name() const override { return "host form"; }
  unsigned members() const override { return 1; }

  void run(const Subject<T>& subject, const std::vector<Case<T>>& cases,
           const Layout& layout, std::vector<uint64_t>* results,
           std::vector<size_t>* indices) override {
    HostBatch<T> batch(cases, layout);
    SymmetricArray<T> cells(layout.total);  // the host forms check this
    std::copy(batch.cells.begin(), batch.cells.end(), cells.get());
    for (size_t k = 0; k < cases.size(); ++k) {
      const Case<T>& c = cases[k];
      const Kind kind = subject.routines[c.routine].kind;
      // A blocking call that does not return is reported by the watchdog
      // of tests/support/test_main.cc, with this note.
      if (kind_blocks(kind)) note_activity(describe(subject, c));
      (*results)[k] = calls_[c.routine].call(
          case_args(c, layout.offset[k], cells.get(), batch.operands.data(),
                    batch.status.data(), indices->data()));
    }
  }

  // Each PE waits on its own variables while its left neighbour (alone:
  // another thread of this PE) writes payload words into this PE's heap
  // with nvshmem_uint64_p (a relaxed store through the mapping, or over the
  // network to another host) and releases the variables with the type's update
  // routine (atomic_set, or signal_op with NVSHMEM_SIGNAL_SET).
  void run_wakes(const Subject<T>& subject,
                 const std::vector<WakeCase<T>>& cases,
                 std::vector<WakeOutcome>* outcomes) override {
    size_t largest = 1;
    for (const WakeCase<T>& w : cases) largest = std::max(largest, w.nelems);
    SymmetricArray<T> cells(largest);
    SymmetricArray<uint64_t> payload(largest);
    std::vector<size_t> indices(largest);
    for (const WakeCase<T>& w : cases) {
      const Kind kind = subject.routines[w.routine].kind;
      for (size_t i = 0; i < w.nelems; ++i) {
        cells[i] = w.before[i];
        payload[i] = 0;
      }
      std::fill(indices.begin(), indices.end(), kUnwritten);
      nvshmem_barrier_all();
      std::thread updater([&] {
        pause_briefly(100);
        for (size_t k = 0; k < w.updated.size(); ++k) {
          const size_t e = w.updated[k];
          if (w.pause_before_last && k > 0 && k + 1 == w.updated.size())
            pause_briefly(2000);
          nvshmem_uint64_p(&payload[e], payload_word(w.round, e), right_pe());
          release_(&cells[e], w.after[e], right_pe());
        }
      });
      Args<T> a;
      a.ivar = a.sig_addr = a.ivars = cells.get();
      a.nelems = w.nelems;
      a.indices = indices.data();
      a.status = w.status.empty() ? nullptr : w.status.data();
      a.cmp = w.cmp;
      a.cmp_value = w.operands[0];
      a.cmp_values = const_cast<T*>(w.operands.data());
      note_activity(describe(subject, w));
      WakeOutcome outcome;
      const uint64_t result =
          call_until_satisfied(kind, [&] { return calls_[w.routine].call(a); });
      outcome.results = {result};
      outcome.payload_seen = {
          payload_seen(kind, w, result, indices.data(), payload.get())};
      outcome.all_released = {all_released(subject, w, cells.get())};
      outcome.indices.assign(indices.begin(), indices.begin() + w.nelems);
      outcomes->push_back(std::move(outcome));
      updater.join();
      nvshmem_barrier_all();
    }
  }

  void run_series(const Subject<T>&, const SeriesCase<T>& s,
                  std::vector<uint64_t>* results) override {
    SymmetricArray<T> cells(s.nelems);
    for (size_t i = 0; i < s.nelems; ++i) cells[i] = s.cells[i];
    const std::vector<T> operands(s.nelems, s.operand);
    Args<T> a;
    a.ivars = cells.get();
    a.nelems = s.nelems;
    a.status = s.status.empty() ? nullptr : s.status.data();
    a.cmp = s.cmp;
    a.cmp_value = s.operand;
    a.cmp_values = const_cast<T*>(operands.data());
    for (size_t call = 0; call < s.calls * s.routines.size(); ++call)
      results->push_back(calls_[s.routines[call % s.routines.size()]].call(a));
  }

 private:
  const std::vector<HostCalls<T>>& calls_;
  Release<T> release_;
};

// ---------------------------------------------------------------------------
// The core's algorithms, run by a team of host threads

template <typename T>
class TeamTarget : public Target<T> {
 public:
  TeamTarget(const std::vector<HostCalls<T>>& calls, unsigned size)
      : calls_(calls), size_(size) {}
  std::string name() const override {
    return "team of " + std::to_string(size_) + " host thread" +
           (size_ == 1 ? "" : "s");
  }
  unsigned members() const override { return size_; }
  bool fresh_series() const override { return true; }
  bool core_details() const override { return true; }

  void run(const Subject<T>&, const std::vector<Case<T>>& cases,
           const Layout& layout, std::vector<uint64_t>* results,
           std::vector<size_t>* indices) override {
    HostBatch<T> batch(cases, layout);
    Team team(size_);
    run_team(team, [&](TeamGroup group) {
      for (size_t k = 0; k < cases.size(); ++k) {
        const Case<T>& c = cases[k];
        (*results)[k * size_ + group.rank()] = calls_[c.routine].team_call(
            group, case_args(c, layout.offset[k], batch.cells.data(),
                             batch.operands.data(), batch.status.data(),
                             indices->data()));
      }
    });
  }

  // The team waits while a releasing thread writes each element's payload
  // word and then releases the element; every member checks, on return,
  // the payload words of what the team reports (with plain loads: under
  // ThreadSanitizer a member without acquire semantics for them is a data
  // race) and, for *_all, that every element is released.
  void run_wakes(const Subject<T>& subject,
                 const std::vector<WakeCase<T>>& cases,
                 std::vector<WakeOutcome>* outcomes) override {
    std::vector<size_t> offset;
    size_t total = 0;
    for (const WakeCase<T>& w : cases) {
      offset.push_back(total);
      total += w.nelems;
    }
    std::vector<T> cells(total);
    std::vector<uint64_t> payload(total, 0);
    std::vector<size_t> indices(total, kUnwritten);
    for (size_t k = 0; k < cases.size(); ++k) {
      std::copy(cases[k].before.begin(), cases[k].before.end(),
                cells.begin() + offset[k]);
    }
    outcomes->assign(cases.size(), WakeOutcome());
    for (WakeOutcome& outcome : *outcomes) {
      outcome.results.assign(size_, 0);
      outcome.payload_seen.assign(size_, 0);
      outcome.all_released.assign(size_, 0);
    }
    std::atomic<size_t> started{0};   // cases the team has started
    std::atomic<size_t> released{0};  // cases the releaser has released
    std::thread releaser([&] {
      for (size_t k = 0; k < cases.size(); ++k) {
        while (started.load(std::memory_order_acquire) <= k)
          std::this_thread::yield();
        const WakeCase<T>& w = cases[k];
        pause_briefly(20);
        for (size_t j = 0; j < w.updated.size(); ++j) {
          const size_t e = offset[k] + w.updated[j];
          if (w.pause_before_last && j > 0 && j + 1 == w.updated.size())
            pause_briefly(300);
          payload[e] = payload_word(w.round, w.updated[j]);
          __atomic_store_n(&cells[e], w.after[w.updated[j]], __ATOMIC_RELEASE);
        }
        released.store(k + 1, std::memory_order_release);
      }
    });
    Team team(size_);
    run_team(team, [&](TeamGroup group) {
      for (size_t k = 0; k < cases.size(); ++k) {
        const WakeCase<T>& w = cases[k];
        const Kind kind = subject.routines[w.routine].kind;
        Args<T> a;
        a.ivar = a.sig_addr = a.ivars = cells.data() + offset[k];
        a.nelems = w.nelems;
        a.indices = indices.data() + offset[k];
        a.status = w.status.empty() ? nullptr : w.status.data();
        a.cmp = w.cmp;
        a.cmp_value = w.operands[0];
        a.cmp_values = const_cast<T*>(w.operands.data());
        if (group.rank() == 0) started.store(k + 1, std::memory_order_release);
        const uint64_t result = call_until_satisfied(
            kind, [&] { return calls_[w.routine].team_call(group, a); });
        WakeOutcome& outcome = (*outcomes)[k];
        const unsigned m = group.rank();
        outcome.results[m] = result;
        outcome.payload_seen[m] = payload_seen(kind, w, result, a.indices,
                                               payload.data() + offset[k]);
        outcome.all_released[m] = all_released(subject, w, a.ivars);
        // The next case starts once the releaser is done with this one.
        if (m == 0) {
          while (released.load(std::memory_order_acquire) <= k)
            std::this_thread::yield();
        }
        group.sync();
      }
    });
    releaser.join();
    for (size_t k = 0; k < cases.size(); ++k) {
      (*outcomes)[k].indices.assign(
          indices.begin() + offset[k],
          indices.begin() + offset[k] + cases[k].nelems);
    }
  }

  void run_series(const Subject<T>& subject, const SeriesCase<T>& s,
                  std::vector<uint64_t>* results) override {
    std::vector<std::vector<uint64_t>> all;
    run_all_series(subject, {s}, &all);
    *results = all[0];
  }

  // One team runs every series, one after another (starting threads for
  // each would cost more than the calls).
  void run_all_series(const Subject<T>&,
                      const std::vector<SeriesCase<T>>& cases,
                      std::vector<std::vector<uint64_t>>* results) override {
    std::vector<std::vector<T>> cells;
    std::vector<std::vector<uint64_t>> seen;
    for (const SeriesCase<T>& s : cases) {
      cells.push_back(s.cells);
      seen.emplace_back(s.calls * s.routines.size() * size_);
    }
    Team team(size_);
    run_team(team, [&](TeamGroup group) {
      for (size_t k = 0; k < cases.size(); ++k) {
        const SeriesCase<T>& s = cases[k];
        const std::vector<T> operands(s.nelems, s.operand);
        Args<T> a;
        a.ivars = cells[k].data();
        a.nelems = s.nelems;
        a.status = s.status.empty() ? nullptr : s.status.data();
        a.cmp = s.cmp;
        a.cmp_value = s.operand;
        a.cmp_values = const_cast<T*>(operands.data());
        for (size_t call = 0; call < s.calls * s.routines.size(); ++call)
          seen[k][call * size_ + group.rank()] =
              calls_[s.routines[call % s.routines.size()]].team_call(group, a);
      }
    });
    results->assign(cases.size(), {});
    for (size_t k = 0; k < cases.size(); ++k) {
      const size_t calls = cases[k].calls * cases[k].routines.size();
      for (size_t call = 0; call < calls; ++call) {
        for (unsigned m = 1; m < size_; ++m) {
          EXPECT_EQ(seen[k][call * size_ + m], seen[k][call * size_])
              << name() << ": member " << m << " disagrees with member 0";
        }
        (*results)[k].push_back(seen[k][call * size_]);
      }
    }
  }

 private:
  const std::vector<HostCalls<T>>& calls_;
  unsigned size_;
};

// The team sizes of the cooperative tests: one, two, a size that divides
// none of the set sizes, and a warp's.
constexpr unsigned kTeamSizes[] = {1, 2, 7, 32};

// The team sizes a subject's team tests run: every size for the first type
// of each width and the signal (P::kEveryTeamSize, from the spec), whose core
// code the other types of the width share; the others leave out the team of
// 32 threads (a warp's size), the slowest to run on a small machine, whose
// steps and votes are those of 7 at another size; their own comparisons run
// at every other size.
template <typename P>
std::vector<unsigned> team_sizes() {
  std::vector<unsigned> sizes;
  for (unsigned size : kTeamSizes) {
    if (P::kEveryTeamSize || size < 32) sizes.push_back(size);
  }
  return sizes;
}

// The teams run fewer comparison values than the host forms: their subject
// is the cooperative logic (sizes, masks, steps, votes), while the host
// forms already cover every value pair of every comparison.
inline CaseOptions team_case_options() {
  CaseOptions options;
  options.operand_step = 5;
  options.shift_step = 3;
  options.value_step = 3;
  return options;
}

// The team tests need no other PE: the one-PE launch runs them.
#define SYMSYNC_TEAM_TESTS_ON_ONE_PE()                                    \
  do {                                                                    \
    if (symsync_test::n_pes() > 1)                                        \
      GTEST_SKIP() << "the team tests run in the one-PE launch (they do " \
                      "not involve other PEs)";                           \
  } while (0)

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
