// How the host runs the point-to-point cases (p2p_cases.h, through
// p2p_runner.h): the host forms (the public host API, called by one thread,
// on the symmetric heap; several PEs in the multi-PE launches) and the
// core's cooperative algorithms run by teams of host threads
// (team_group.h), each a Target; and what the typed suite P2pHost
// (p2p_host_suite.h) needs to run them: the calls of a routine, symmetric
// arrays, batches, and the team sizes.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_HOST_TARGETS_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_HOST_TARGETS_H_

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

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_HOST_TARGETS_H_
