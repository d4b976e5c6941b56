// The checks of the point-to-point routines' host forms, written once for any
// type T. The generated per-type tests (generated/tests/host/) describe each
// public routine of one type from the spec (its kind, its empty-set value, an
// adapter that calls it) and run every check below on them.
//
// Blocking calls that should not block run with a deadline (see
// `call_with_deadline`): a broken routine fails the test instead of hanging.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_SUITE_H_

#include <gtest/gtest.h>
#include <nvshmem.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdint>
#include <functional>
#include <limits>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/pe_test.h"

namespace symsync_test {

// What a routine does, as spec/p2p_sync.yaml's `kind` says.
enum class Kind {
  kWait,
  kWaitAll,
  kWaitAny,
  kWaitSome,
  kTest,
  kTestAll,
  kTestAny,
  kTestSome
};

inline bool blocks(Kind kind) {
  return kind == Kind::kWait || kind == Kind::kWaitAll ||
         kind == Kind::kWaitAny || kind == Kind::kWaitSome;
}
inline bool on_set(Kind kind) {
  return kind != Kind::kWait && kind != Kind::kTest;
}
inline bool selects_all(Kind kind) {
  return kind == Kind::kWaitAll || kind == Kind::kTestAll;
}
inline bool selects_any(Kind kind) {
  return kind == Kind::kWaitAny || kind == Kind::kTestAny;
}
inline bool selects_some(Kind kind) {
  return kind == Kind::kWaitSome || kind == Kind::kTestSome;
}

// The arguments of any point-to-point routine, named as the spec names its
// parameters; each routine's adapter passes the ones it takes.
template <typename T>
struct Args {
  T* ivar = nullptr;
  T* sig_addr = nullptr;
  T* ivars = nullptr;
  size_t nelems = 0;
  size_t* indices = nullptr;
  const int* status = nullptr;
  int cmp = NVSHMEM_CMP_EQ;
  T cmp_value{};
  T* cmp_values = nullptr;
  size_t* ret = nullptr;
};

// One public routine of one type.
template <typename T>
struct Routine {
  using Call = uint64_t (*)(const Args<T>&);
  const char* name;
  Kind kind;
  bool vector;            // element i is compared with cmp_values[i]
  bool has_cmp;           // takes a comparison operator
  int fixed_cmp;          // the comparison it applies when it takes none
  bool returns;           // returns a value
  uint64_t empty;         // what it returns for an empty set, per the spec
  const char* symmetric;  // its parameter that must be in the symmetric heap
  Call call;              // the host form (nullptr in the device tests)
};

template <typename T>
struct Suite {
  // The comparisons, as spec/constants.yaml states them (independent of the
  // library's own implementation of them).
  bool (*holds)(int cmp, T value, T operand);
  std::vector<int> comparisons;  // every NVSHMEM_CMP_* value
  std::vector<Routine<T>> routines;
};

template <typename T>
void add(std::vector<Routine<T>>* routines, const char* name, Kind kind,
         bool vector, bool has_cmp, int fixed_cmp, bool returns, uint64_t empty,
         const char* symmetric, typename Routine<T>::Call call) {
  routines->push_back({name, kind, vector, has_cmp, fixed_cmp, returns, empty,
                       symmetric, call});
}

// ---------------------------------------------------------------------------
// Helpers

template <typename T>
std::vector<int> comparisons_of(const Suite<T>& suite,
                                const Routine<T>& routine) {
  return routine.has_cmp ? suite.comparisons
                         : std::vector<int>{routine.fixed_cmp};
}

// Values at and near the ends of T's range and around zero.
template <typename T>
std::vector<T> interesting_values() {
  using Limits = std::numeric_limits<T>;
  std::vector<T> values = {
      Limits::min(), static_cast<T>(Limits::min() + 1), T(0),         T(1),
      T(2),          static_cast<T>(Limits::max() - 1), Limits::max()};
  if (Limits::is_signed) {
    values.push_back(static_cast<T>(-1));
    values.push_back(static_cast<T>(-2));
  }
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  return values;
}

template <typename T>
std::string show(T value) {
  std::ostringstream text;
  text << +value;
  return text.str();
}

inline std::string describe(const char* name, int cmp, size_t nelems,
                            const int* status) {
  std::ostringstream text;
  text << name << " cmp=" << cmp << " nelems=" << nelems
       << " mask=" << (status ? "some" : "NULL");
  return text.str();
}

// Symmetric memory for one check, freed (collectively) at the end.
template <typename T>
class SymmetricArray {
 public:
  explicit SymmetricArray(size_t count) : count_(count) {
    data_ = static_cast<T*>(nvshmem_calloc(count, sizeof(T)));
  }
  ~SymmetricArray() { nvshmem_free(data_); }
  SymmetricArray(const SymmetricArray&) = delete;
  SymmetricArray& operator=(const SymmetricArray&) = delete;
  T* get() const { return data_; }
  T& operator[](size_t i) const { return data_[i]; }
  size_t size() const { return count_; }

 private:
  T* data_;
  size_t count_;
};

// Runs `call`, which should return promptly. If it has not returned after
// `limit`, reports `what` and runs `release` (which must make the call
// return) before waiting for it.
inline void call_with_deadline(
    const std::function<void()>& call, const std::function<void()>& release,
    const std::string& what,
    std::chrono::milliseconds limit = std::chrono::seconds(5)) {
  std::atomic<bool> done{false};
  std::thread caller([&] {
    call();
    done.store(true, std::memory_order_release);
  });
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!done.load(std::memory_order_acquire) &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  if (!done.load(std::memory_order_acquire)) {
    ADD_FAILURE() << what << ": still blocked after " << limit.count() << " ms";
    release();
  }
  caller.join();
}

// A value with `holds(cmp, value, operand) == want`, near the operand.
template <typename T>
T value_where(const Suite<T>& suite, int cmp, T operand, bool want) {
  for (T candidate :
       {operand, static_cast<T>(operand + 1), static_cast<T>(operand - 1)}) {
    if (suite.holds(cmp, candidate, operand) == want) return candidate;
  }
  ADD_FAILURE() << "no value near " << show(operand) << " makes comparison "
                << cmp << " " << want;
  return operand;
}

// Checks a set routine's result against the set it was called on.
// `satisfied[i]` says whether element i is in the set and satisfied.
template <typename T>
void check_set_result(const Routine<T>& routine, uint64_t result,
                      const size_t* indices, const std::vector<bool>& satisfied,
                      const std::string& what) {
  const size_t count =
      static_cast<size_t>(std::count(satisfied.begin(), satisfied.end(), true));
  if (selects_all(routine.kind)) {
    if (routine.returns) {
      EXPECT_EQ(result, count == satisfied.size() ? 1u : 0u) << what;
    }
  } else if (selects_any(routine.kind)) {
    if (count == 0) {
      EXPECT_EQ(result, uint64_t{SIZE_MAX}) << what;
    } else {
      ASSERT_LT(result, satisfied.size()) << what;
      EXPECT_TRUE(satisfied[result])
          << what << ": returned element " << result << " is not satisfied";
    }
  } else if (selects_some(routine.kind)) {
    // Every element is tested in the pass that returns; here none changes
    // during the call, so exactly the satisfied ones are reported.
    ASSERT_EQ(result, count) << what;
    std::set<size_t> reported(indices, indices + result);
    EXPECT_EQ(reported.size(), result)
        << what << ": an index is reported twice";
    for (size_t i : reported) {
      ASSERT_LT(i, satisfied.size()) << what;
      EXPECT_TRUE(satisfied[i])
          << what << ": reported element " << i << " is not satisfied";
    }
  }
}

// One set case of the comparison checks: the elements' values and operands,
// and which of them are in the set and satisfy the comparison.
template <typename T>
struct SetCase {
  size_t nelems;
  const int* status;
  size_t shift;
  std::vector<T> cells;
  std::vector<T> operands;
  std::vector<bool> satisfied;  // in the set and satisfying the comparison
  size_t in_set;
  size_t satisfied_count;

  // Whether a routine of `kind` called on this case returns without any
  // other party's update.
  bool returns_at_once(Kind kind) const {
    return !blocks(kind) || in_set == 0 ||
           (selects_all(kind) ? satisfied_count == in_set
                              : satisfied_count > 0);
  }
};

// The sizes of the sets the comparison checks use. 37 is two whole blocks of
// the core's block-at-a-time scan (16 elements) and a tail of 5, so an
// unsatisfied element inside a block is exercised as well as the tail.
constexpr size_t kSetSizes[] = {1, 7, 37};
constexpr size_t kLargestSet = 37;

// Calls visit(case) for every set case of `routine` and `cmp` (with
// `operand` as the scalar operand): sets of every size in kSetSizes, without
// a mask and with one excluding some elements (by several nonzero values),
// element
// values and per-element operands drawn from `values` at shifts 0,
// shift_step, 2 * shift_step, ...
template <typename T, typename Visit>
void for_each_set_case(const Suite<T>& suite, const Routine<T>& routine,
                       int cmp, T operand, const std::vector<T>& values,
                       size_t shift_step, Visit visit) {
  static constexpr int kPattern[7] = {0, 1, 0, -5, 0, 0, 7};
  int exclude_some[kLargestSet];
  for (size_t i = 0; i < kLargestSet; ++i) exclude_some[i] = kPattern[i % 7];
  for (size_t nelems : kSetSizes) {
    for (const int* status : {static_cast<const int*>(nullptr),
                              static_cast<const int*>(exclude_some)}) {
      for (size_t shift = 0; shift < values.size(); shift += shift_step) {
        SetCase<T> c{nelems, status, shift, {}, {}, {}, 0, 0};
        for (size_t i = 0; i < nelems; ++i) {
          c.cells.push_back(values[(i * 3 + shift) % values.size()]);
          c.operands.push_back(routine.vector
                                   ? values[(i * 5 + shift + 1) % values.size()]
                                   : operand);
          const bool member = status == nullptr || status[i] == 0;
          c.satisfied.push_back(member &&
                                suite.holds(cmp, c.cells[i], c.operands[i]));
          c.in_set += member ? 1 : 0;
          c.satisfied_count += c.satisfied[i] ? 1 : 0;
        }
        visit(c);
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Checks

// Every routine, every comparison, values at the ends of T's range, sets of
// every size in kSetSizes with and without a mask excluding some: results
// agree with the spec's comparisons. Blocking routines are called only where
// the condition already holds (they must then return at once).
template <typename T>
void check_comparisons(const Suite<T>& suite) {
  constexpr size_t kMany = kLargestSet;
  SymmetricArray<T> cells(kMany);
  const std::vector<T> values = interesting_values<T>();
  std::vector<T> operands(kMany);
  std::vector<size_t> indices(kMany);
  for (const Routine<T>& routine : suite.routines) {
    for (int cmp : comparisons_of(suite, routine)) {
      for (T operand : values) {
        if (!on_set(routine.kind)) {
          for (T value : values) {
            cells[0] = value;
            const bool expected = suite.holds(cmp, value, operand);
            const std::string what =
                std::string(routine.name) + " cmp=" + std::to_string(cmp) +
                " value=" + show(value) + " operand=" + show(operand);
            Args<T> args;
            args.ivar = args.sig_addr = cells.get();
            args.cmp = cmp;
            args.cmp_value = operand;
            if (routine.kind == Kind::kTest) {
              EXPECT_EQ(routine.call(args), expected ? 1u : 0u) << what;
            } else if (expected) {
              note_activity(
                  what);  // the condition holds: it must return at once
              const uint64_t result = routine.call(args);
              if (routine.returns) {
                EXPECT_EQ(static_cast<T>(result), value) << what;
              }
            }
          }
          continue;
        }
        for_each_set_case(
            suite, routine, cmp, operand, values, 2, [&](const SetCase<T>& c) {
              if (!c.returns_at_once(routine.kind)) return;
              for (size_t i = 0; i < c.nelems; ++i) {
                cells[i] = c.cells[i];
                operands[i] = c.operands[i];
              }
              Args<T> args;
              args.ivars = cells.get();
              args.nelems = c.nelems;
              args.indices = indices.data();
              args.status = c.status;
              args.cmp = cmp;
              args.cmp_value = operand;
              args.cmp_values = operands.data();
              const std::string what =
                  describe(routine.name, cmp, c.nelems, c.status) +
                  " shift=" + std::to_string(c.shift);
              note_activity(what);
              const uint64_t result = routine.call(args);
              if (selects_all(routine.kind) && routine.returns) {
                EXPECT_EQ(result, c.satisfied_count == c.in_set ? 1u : 0u)
                    << what;
              } else {
                check_set_result(routine, result, indices.data(), c.satisfied,
                                 what);
              }
            });
      }
    }
  }
}

// Empty sets: nelems 0 (with and without an array) and every element
// excluded (by any nonzero status value) give the spec's empty-set result at
// once, even though no element satisfies the comparison.
template <typename T>
void check_empty_sets(const Suite<T>& suite) {
  constexpr size_t kCount = 5;
  SymmetricArray<T> cells(kCount);
  const int all_excluded[kCount] = {1, -1, 7, INT_MIN, 2};
  std::vector<size_t> indices(kCount, 12345);
  std::vector<T> operands(kCount);
  for (const Routine<T>& routine : suite.routines) {
    if (!on_set(routine.kind)) continue;
    for (int cmp : comparisons_of(suite, routine)) {
      const T operand = T(5);
      const T unsatisfied = value_where(suite, cmp, operand, false);
      for (size_t i = 0; i < kCount; ++i) {
        cells[i] = unsatisfied;
        operands[i] = operand;
      }
      struct Case {
        T* ivars;
        size_t nelems;
        const int* status;
        const char* name;
      };
      for (const Case& c : {Case{nullptr, 0, nullptr, "nelems 0, no array"},
                            Case{cells.get(), 0, nullptr, "nelems 0"},
                            Case{cells.get(), kCount, all_excluded,
                                 "every element excluded"}}) {
        Args<T> args;
        args.ivars = c.ivars;
        args.nelems = c.nelems;
        args.status = c.status;
        args.indices = indices.data();
        args.cmp = cmp;
        args.cmp_value = operand;
        args.cmp_values = operands.data();
        const std::string what = std::string(routine.name) +
                                 " cmp=" + std::to_string(cmp) + ", " + c.name;
        uint64_t result = 0;
        call_with_deadline(
            [&] { result = routine.call(args); },
            [&] {  // make every element satisfied so the call returns
              for (size_t i = 0; i < kCount; ++i) {
                publish(&cells[i], value_where(suite, cmp, operand, true),
                        my_pe());
              }
            },
            what + " blocked instead of returning");
        if (routine.returns) {
          EXPECT_EQ(result, routine.empty) << what;
        }
        EXPECT_EQ(indices[0], 12345u)
            << what << ": wrote indices for an empty set";
      }
    }
  }
}

// The elements of an `nelems`-long set a waiter of `kind` is woken by, in
// round `round`: every element in the set (all), one (any) or two (some).
inline std::vector<size_t> elements_to_update(Kind kind, size_t nelems,
                                              const int* status, size_t round) {
  std::vector<size_t> members;
  for (size_t i = 0; i < nelems; ++i) {
    if (status == nullptr || status[i] == 0) members.push_back(i);
  }
  if (selects_all(kind)) {
    std::rotate(members.begin(), members.begin() + round % members.size(),
                members.end());
    // The first member goes last, so the final update lands in the first
    // block of the core's block-at-a-time scan.
    const auto first = std::min_element(members.begin(), members.end());
    std::rotate(first, first + 1, members.end());
    return members;
  }
  std::vector<size_t> chosen = {members[round % members.size()]};
  if (selects_some(kind))
    chosen.push_back(members[(round + 1) % members.size()]);
  return chosen;
}

// A PE waits (or polls) on its own variables while its left neighbour (or,
// alone, another thread of the same PE) writes a payload into this PE's heap
// with plain stores and then releases the variables: the routine must wake,
// report satisfied elements of the set only (for *_all: return only once
// every element of the set is satisfied; the last update comes after a
// pause), and the payload must be fully visible when it returns (data
// written before the flag). 20 elements: a whole block of the core's
// block-at-a-time scan and a tail.
template <typename T>
void check_wakeup_by_another_pe(const Suite<T>& suite) {
  constexpr size_t kCount = 20;
  constexpr size_t kPayload = 64;
  SymmetricArray<T> cells(kCount);
  SymmetricArray<uint64_t> payload(kPayload);
  int exclude_one[kCount] = {};
  exclude_one[1] = 3;
  std::vector<size_t> indices(kCount);
  std::vector<T> operands(kCount);
  uint64_t round = 0;
  for (const Routine<T>& routine : suite.routines) {
    for (int cmp : comparisons_of(suite, routine)) {
      for (const int* status : {static_cast<const int*>(nullptr),
                                static_cast<const int*>(exclude_one)}) {
        if (!on_set(routine.kind) && status != nullptr) continue;
        ++round;
        const size_t nelems = on_set(routine.kind) ? kCount : 1;
        std::vector<T> unsatisfied(kCount), satisfied(kCount);
        for (size_t i = 0; i < kCount; ++i) {
          operands[i] = routine.vector ? static_cast<T>(5 + i) : T(5);
          unsatisfied[i] = value_where(suite, cmp, operands[i], false);
          satisfied[i] = value_where(suite, cmp, operands[i], true);
          cells[i] = unsatisfied[i];
        }
        for (size_t i = 0; i < kPayload; ++i) payload[i] = 0;
        const std::vector<size_t> updated =
            on_set(routine.kind)
                ? elements_to_update(routine.kind, nelems, status, round)
                : std::vector<size_t>{0};
        nvshmem_barrier_all();

        // Update the right neighbour's variables, as the left one does ours.
        std::thread updater([&] {
          pause_briefly(100);
          uint64_t* target_payload = on_pe(payload.get(), right_pe());
          for (size_t i = 0; i < kPayload; ++i)
            target_payload[i] = round * 1000 + i;
          for (size_t k = 0; k < updated.size(); ++k) {
            if (selects_all(routine.kind) && k > 0 && k + 1 == updated.size())
              pause_briefly(2000);
            publish(&cells[updated[k]], satisfied[updated[k]], right_pe());
          }
        });
        Args<T> args;
        args.ivar = args.sig_addr = args.ivars = cells.get();
        args.nelems = nelems;
        args.indices = indices.data();
        args.status = status;
        args.cmp = cmp;
        args.cmp_value = operands[0];
        args.cmp_values = operands.data();
        const std::string what = describe(routine.name, cmp, nelems, status) +
                                 " round " + std::to_string(round);
        uint64_t result = 0;
        note_activity(what);
        if (blocks(routine.kind)) {
          result = routine.call(args);
        } else {
          const auto deadline =
              std::chrono::steady_clock::now() + std::chrono::seconds(20);
          const uint64_t not_yet =
              selects_any(routine.kind) ? uint64_t{SIZE_MAX} : 0;
          while ((result = routine.call(args)) == not_yet &&
                 std::chrono::steady_clock::now() < deadline) {
            std::this_thread::yield();
          }
          if (selects_all(routine.kind) || routine.kind == Kind::kTest) {
            EXPECT_EQ(result, 1u) << what;
          }
        }
        std::vector<bool> now_satisfied(nelems, false);
        for (size_t i = 0; i < nelems; ++i) {
          now_satisfied[i] =
              (status == nullptr || status[i] == 0) &&
              suite.holds(cmp, __atomic_load_n(&cells[i], __ATOMIC_ACQUIRE),
                          operands[i]);
        }
        if (on_set(routine.kind) && selects_all(routine.kind)) {
          for (size_t i = 0; i < nelems; ++i) {
            EXPECT_TRUE(now_satisfied[i] || (status && status[i] != 0))
                << what << ": returned while element " << i
                << " was not satisfied";
          }
        }
        if (on_set(routine.kind) && !selects_all(routine.kind)) {
          if (selects_any(routine.kind)) {
            ASSERT_LT(result, nelems) << what;
            EXPECT_TRUE(now_satisfied[result])
                << what << ": returned element " << result;
          } else {
            ASSERT_GE(result, 1u) << what;
            ASSERT_LE(result, nelems) << what;
            std::set<size_t> reported(indices.begin(),
                                      indices.begin() + result);
            EXPECT_EQ(reported.size(), result)
                << what << ": an index is reported twice";
            for (size_t i : reported)
              EXPECT_TRUE(now_satisfied[i])
                  << what << ": reported element " << i;
          }
        }
        if (routine.kind == Kind::kWait && routine.returns) {
          EXPECT_EQ(static_cast<T>(result), satisfied[0])
              << what << ": returned value";
        }
        // Whatever reported satisfaction also made the payload visible.
        for (size_t i = 0; i < kPayload; ++i) {
          ASSERT_EQ(payload[i], round * 1000 + i)
              << what << ": payload word " << i << " not yet visible";
        }
        updater.join();
        nvshmem_barrier_all();
      }
    }
  }
}

// While several elements satisfy the comparison, a series of calls of an
// *_any routine returns each of them: none is starved.
template <typename T>
void check_any_does_not_starve(const Suite<T>& suite) {
  constexpr size_t kCount = 6;
  SymmetricArray<T> cells(kCount);
  const int exclude_two[kCount] = {1, 0, 0, 1, 0, 0};
  std::vector<T> operands(kCount);
  for (const Routine<T>& routine : suite.routines) {
    if (!selects_any(routine.kind)) continue;
    for (int cmp : comparisons_of(suite, routine)) {
      for (size_t i = 0; i < kCount; ++i) {
        operands[i] = routine.vector ? static_cast<T>(10 + i) : T(10);
        cells[i] = value_where(suite, cmp, operands[i], true);
      }
      for (const int* status :
           {static_cast<const int*>(nullptr), exclude_two}) {
        Args<T> args;
        args.ivars = cells.get();
        args.nelems = kCount;
        args.status = status;
        args.cmp = cmp;
        args.cmp_value = operands[0];
        args.cmp_values = operands.data();
        std::set<uint64_t> seen;
        for (size_t call = 0; call < 3 * kCount; ++call)
          seen.insert(routine.call(args));
        std::set<uint64_t> expected;
        for (size_t i = 0; i < kCount; ++i) {
          if (status == nullptr || status[i] == 0) expected.insert(i);
        }
        EXPECT_EQ(seen, expected)
            << describe(routine.name, cmp, kCount, status)
            << ": the calls did not return every satisfied element";
      }
    }
  }
}

// A waiting routine that returns a value returns the value that satisfied
// the comparison, not a later reading: while another thread keeps switching
// the variable between a satisfying and a failing value, every returned
// value must satisfy the comparison.
template <typename T>
void check_returns_the_satisfying_value(const Suite<T>& suite) {
  SymmetricArray<T> cell(1);
  for (const Routine<T>& routine : suite.routines) {
    if (routine.kind != Kind::kWait || !routine.returns) continue;
    for (int cmp : comparisons_of(suite, routine)) {
      const T operand = T(20);
      const T good = value_where(suite, cmp, operand, true);
      const T bad = value_where(suite, cmp, operand, false);
      std::atomic<bool> stop{false};
      std::thread toggler([&] {
        for (uint64_t i = 0; !stop.load(std::memory_order_relaxed); ++i) {
          __atomic_store_n(cell.get(), (i & 1) ? good : bad, __ATOMIC_RELEASE);
        }
      });
      Args<T> args;
      args.ivar = args.sig_addr = cell.get();
      args.cmp = cmp;
      args.cmp_value = operand;
      int wrong = 0;
      for (int call = 0; call < 20000; ++call) {
        if (!suite.holds(cmp, static_cast<T>(routine.call(args)), operand))
          ++wrong;
      }
      stop = true;
      toggler.join();
      EXPECT_EQ(wrong, 0) << routine.name << " cmp=" << cmp
                          << " returned values that do not satisfy it";
    }
  }
}

// Within one PE: a thread writes ordinary data, then releases a variable;
// the routine's return must make that data visible (ThreadSanitizer builds
// check that this is a real happens-before edge, not luck).
template <typename T>
void check_data_before_flag_between_threads(const Suite<T>& suite) {
  constexpr size_t kCount = 3;
  SymmetricArray<T> cells(kCount);
  std::vector<T> operands(kCount, T(7));
  std::vector<size_t> indices(kCount);
  for (const Routine<T>& routine : suite.routines) {
    if (!blocks(routine.kind)) continue;
    const int cmp = routine.has_cmp ? NVSHMEM_CMP_EQ : routine.fixed_cmp;
    const T satisfied = value_where(suite, cmp, T(7), true);
    for (int round = 0; round < 50; ++round) {
      for (size_t i = 0; i < kCount; ++i)
        cells[i] = value_where(suite, cmp, T(7), false);
      std::vector<int> data(16, 0);  // plain memory, no atomics
      std::thread writer([&] {
        for (size_t i = 0; i < data.size(); ++i)
          data[i] = round * 100 + static_cast<int>(i);
        for (size_t i = 0; i < kCount; ++i)
          publish(&cells[i], satisfied, my_pe());
      });
      Args<T> args;
      args.ivar = args.sig_addr = args.ivars = cells.get();
      args.nelems = on_set(routine.kind) ? kCount : 1;
      args.indices = indices.data();
      args.cmp = cmp;
      args.cmp_value = T(7);
      args.cmp_values = operands.data();
      note_activity(std::string(routine.name) +
                    " woken by another thread, round " + std::to_string(round));
      routine.call(args);
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
void check_invalid_comparison_is_reported(const Suite<T>& suite) {
  if (!started_directly())
    GTEST_SKIP() << "death tests run only when the test is started directly";
  SymmetricArray<T> cells(2);
  size_t indices[2];
  T operands[2] = {T(0), T(0)};
  for (const Routine<T>& routine : suite.routines) {
    if (!routine.has_cmp) continue;
    Args<T> args;
    args.ivar = args.sig_addr = args.ivars = cells.get();
    args.nelems = 2;
    args.indices = indices;
    args.cmp = NVSHMEM_CMP_GE + 17;
    args.cmp_values = operands;
    const std::string expected = std::string(routine.name) +
                                 ": invalid comparison operator " +
                                 std::to_string(NVSHMEM_CMP_GE + 17);
    EXPECT_EXIT(routine.call(args), testing::ExitedWithCode(1), expected)
        << routine.name;
  }
}

// A variable outside the symmetric heap is reported naming the routine and
// the parameter.
template <typename T>
void check_stray_pointer_is_reported(const Suite<T>& suite) {
  if (!started_directly())
    GTEST_SKIP() << "death tests run only when the test is started directly";
  T local[2] = {T(0), T(0)};
  size_t indices[2];
  for (const Routine<T>& routine : suite.routines) {
    Args<T> args;
    args.ivar = args.sig_addr = args.ivars = local;
    args.nelems = 2;
    args.indices = indices;
    args.cmp = routine.has_cmp ? NVSHMEM_CMP_EQ : routine.fixed_cmp;
    args.cmp_values = local;
    EXPECT_EXIT(routine.call(args), testing::ExitedWithCode(1),
                std::string(routine.name) + ": " + routine.symmetric +
                    " .* is not inside the symmetric heap")
        << routine.name;
  }
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_SUITE_H_
