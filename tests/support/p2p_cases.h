// One description of the point-to-point tests' cases and of what each must
// give, for every target: host forms (one thread, threads of a team running
// the core) and device forms (one thread, a warp, a block, a stream).
//
// From a routine's description (RoutineInfo: kind, vector operand or not,
// comparison taken or fixed, value returned, empty-set value) this header
// makes the cases:
//   * comparison cases: every comparison, values at the ends of T's range,
//     sets of several sizes (including sizes larger than the group that runs
//     them and not a multiple of it), with and without a status mask, and,
//     for *_all routines, sets of two whole steps of the group's
//     block-at-a-time scan whose elements all satisfy the comparison but
//     one; each returns without another party's update; for a target that
//     knows where an *_any scan starts (a team), the element returned must
//     be the first satisfied one from there, whatever the group's size;
//   * empty sets: nelems 0, with and without an array, and every element
//     excluded;
//   * wake-up cases: the routine waits (or polls) while another party writes
//     a payload word for each element and then releases it; every caller
//     must see the payload of what it reports, members of a group must
//     agree, and *_all must wait for its last element;
//   * series of *_any calls, alone and interleaved with other *_any
//     routines, on a set whose elements all satisfy the comparison;
// and checks a result against them. A target (a class derived from Target)
// only says how to run a batch of cases; check_comparisons, check_empty_sets,
// check_wakeup and check_series run the cases on it and report.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_CASES_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_CASES_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <limits>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/p2p_routine.h"

namespace symsync_test {

// The routines of one subject (a type, or the signal type) and the
// comparisons as spec/constants.yaml states them: the tests' oracle,
// independent of the library's implementation of them.
template <typename T>
struct Subject {
  const char* name;
  bool (*holds)(int cmp, T value, T operand);
  std::vector<int> comparisons;  // every NVSHMEM_CMP_* value
  std::vector<RoutineInfo> routines;
};

// What nobody wrote into an indices array.
constexpr size_t kUnwritten = 0x5a5a5a5a5a5a5a5aull;

// The core's scan passes kScanStep elements per member at a time
// (p2p_core.h); sizes and positions below are chosen around it.
using symsync::impl::kScanStep;

// ---------------------------------------------------------------------------
// Values

template <typename T>
std::vector<int> comparisons_of(const Subject<T>& subject,
                                const RoutineInfo& routine) {
  return routine.has_cmp ? subject.comparisons
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

// A value near `operand` with holds(cmp, value, operand) == want.
template <typename T>
T value_where(const Subject<T>& subject, int cmp, T operand, bool want) {
  for (T candidate :
       {operand, static_cast<T>(operand + 1), static_cast<T>(operand - 1)}) {
    if (subject.holds(cmp, candidate, operand) == want) return candidate;
  }
  ADD_FAILURE() << "no value near " << show(operand) << " makes comparison "
                << cmp << " " << want;
  return operand;
}

// A status mask excluding some elements, by several nonzero values.
inline std::vector<int> mask_excluding_some(size_t nelems) {
  static constexpr int kPattern[7] = {0, 1, 0, -5, 0, 0, 7};
  std::vector<int> status(nelems);
  for (size_t i = 0; i < nelems; ++i) status[i] = kPattern[i % 7];
  return status;
}

inline bool in_set(const std::vector<int>& status, size_t i) {
  return status.empty() || status[i] == 0;
}

// The set sizes for a group of `members`: small ones, 37 (two whole blocks
// of the one-thread scan and a tail of 5) and one larger than the group and
// not a multiple of it. (The block-at-a-time scan of larger groups has its
// own cases: "all satisfied but one" below.)
inline std::vector<size_t> set_sizes(unsigned members) {
  std::vector<size_t> sizes = {1, 7, 37, members + size_t{5}};
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  return sizes;
}

// ---------------------------------------------------------------------------
// Cases that return without another party's update

template <typename T>
struct Case {
  size_t routine = 0;  // index in Subject::routines
  int cmp = 0;
  T operand{};              // cmp_value
  size_t nelems = 0;        // 1 for a routine on one variable
  bool null_array = false;  // ivars is NULL (nelems 0)
  std::vector<T> cells;     // the variables' values, at least one entry
  std::vector<T> operands;  // cmp_values (vector forms), as many
  std::vector<int> status;  // empty: no mask (NULL)
  const char* family = "";  // which kind of case, for messages
};

template <typename T>
std::string describe(const Subject<T>& subject, const Case<T>& c) {
  std::ostringstream text;
  text << subject.routines[c.routine].name << " cmp=" << c.cmp
       << " nelems=" << c.nelems
       << " mask=" << (c.status.empty() ? "NULL" : "some") << " (" << c.family
       << ")";
  if (c.nelems > 0 && c.nelems <= 8) {
    text << " values";
    for (size_t i = 0; i < c.nelems; ++i) text << " " << show(c.cells[i]);
    text << " operand " << show(c.operand);
  }
  return text.str();
}

// Where each case's elements (variables, operands, mask, indices) lie in one
// array per batch.
struct Layout {
  std::vector<size_t> offset;
  size_t total = 0;
};

template <typename T>
Layout layout_of(const std::vector<Case<T>>& cases) {
  Layout layout;
  for (const Case<T>& c : cases) {
    layout.offset.push_back(layout.total);
    layout.total += std::max<size_t>(1, c.cells.size());
  }
  return layout;
}

// Which elements are in the set and satisfy the comparison.
template <typename T>
std::vector<bool> satisfied_elements(const Subject<T>& subject,
                                     const Case<T>& c) {
  std::vector<bool> satisfied(c.nelems);
  for (size_t i = 0; i < c.nelems; ++i) {
    satisfied[i] =
        in_set(c.status, i) && subject.holds(c.cmp, c.cells[i], c.operands[i]);
  }
  return satisfied;
}

template <typename T>
size_t elements_in_set(const Case<T>& c) {
  size_t count = 0;
  for (size_t i = 0; i < c.nelems; ++i) count += in_set(c.status, i) ? 1 : 0;
  return count;
}

// Whether a routine called on `c` returns without another party's update.
template <typename T>
bool returns_at_once(const Subject<T>& subject, const Case<T>& c) {
  const Kind kind = subject.routines[c.routine].kind;
  if (!kind_blocks(kind)) return true;
  if (!kind_on_set(kind)) return subject.holds(c.cmp, c.cells[0], c.operand);
  const std::vector<bool> satisfied = satisfied_elements(subject, c);
  const size_t count =
      static_cast<size_t>(std::count(satisfied.begin(), satisfied.end(), true));
  const size_t members = elements_in_set(c);
  if (members == 0) return true;
  return kind_selects_all(kind) ? count == members : count > 0;
}

struct CaseOptions {
  unsigned members = 1;     // the size of the group that runs the cases
  size_t operand_step = 1;  // every operand_step-th value is an operand
  size_t shift_step = 2;    // how far apart the value patterns start
  size_t value_step = 1;    // single variables: every value_step-th value
};

// The comparison cases of every routine: see the top of this file.
template <typename T>
std::vector<Case<T>> comparison_cases(const Subject<T>& subject,
                                      const CaseOptions& options) {
  const std::vector<T> values = interesting_values<T>();
  std::vector<Case<T>> cases;
  auto keep = [&](Case<T> c) {
    if (returns_at_once(subject, c)) cases.push_back(std::move(c));
  };
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    for (int cmp : comparisons_of(subject, routine)) {
      for (size_t o = 0; o < values.size(); o += options.operand_step) {
        const T operand = values[o];
        if (!kind_on_set(routine.kind)) {
          for (size_t v = 0; v < values.size(); v += options.value_step) {
            Case<T> c;
            c.routine = r;
            c.cmp = cmp;
            c.operand = operand;
            c.nelems = 1;
            c.cells = {values[v]};
            c.operands = {operand};
            c.family = "values";
            keep(std::move(c));
          }
          continue;
        }
        for (size_t nelems : set_sizes(options.members)) {
          for (bool masked : {false, true}) {
            for (size_t shift = 0; shift < values.size();
                 shift += options.shift_step) {
              Case<T> c;
              c.routine = r;
              c.cmp = cmp;
              c.operand = operand;
              c.nelems = nelems;
              if (masked) c.status = mask_excluding_some(nelems);
              for (size_t i = 0; i < nelems; ++i) {
                c.cells.push_back(values[(i * 3 + shift) % values.size()]);
                c.operands.push_back(
                    routine.vector ? values[(i * 5 + shift + 1) % values.size()]
                                   : operand);
              }
              c.family = "values";
              keep(std::move(c));
            }
          }
        }
      }
      if (!kind_selects_all(routine.kind)) continue;
      // The block-at-a-time scan of *_all routines (two whole steps of the
      // group and a tail): every element satisfies the comparison but (at
      // most) one, placed at the start, inside a later step, at the last
      // element of a step, or in the tail; with a mask, the unsatisfied
      // element is the one excluded.
      const size_t step = kScanStep * options.members;
      const size_t nelems = 2 * step + 5;
      for (size_t odd_one :
           {nelems, size_t{0}, step - 1, step + 3, 2 * step - 1, nelems - 2}) {
        for (bool masked : {false, true}) {
          if (masked && odd_one == nelems) continue;
          Case<T> c;
          c.routine = r;
          c.cmp = cmp;
          c.operand = T(5);
          c.nelems = nelems;
          if (masked) {
            c.status.assign(nelems, 0);
            c.status[odd_one] = 1;
          }
          for (size_t i = 0; i < nelems; ++i) {
            const T operand = routine.vector ? static_cast<T>(5 + i % 3) : T(5);
            c.operands.push_back(operand);
            c.cells.push_back(value_where(subject, cmp, operand, i != odd_one));
          }
          c.family = "all satisfied but one";
          keep(std::move(c));
        }
      }
    }
  }
  return cases;
}

// Empty sets: nelems 0 (with and without an array) and every element
// excluded (by any nonzero status value) give the spec's empty-set result at
// once, though no element satisfies the comparison.
template <typename T>
std::vector<Case<T>> empty_set_cases(const Subject<T>& subject,
                                     unsigned members) {
  std::vector<Case<T>> cases;
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    if (!kind_on_set(routine.kind)) continue;
    for (int cmp : comparisons_of(subject, routine)) {
      const T operand = T(5);
      const T unsatisfied = value_where(subject, cmp, operand, false);
      for (int variant = 0; variant < 3; ++variant) {
        Case<T> c;
        c.routine = r;
        c.cmp = cmp;
        c.operand = operand;
        if (variant == 2) {
          static constexpr int kExcluded[5] = {1, -1, 7, INT_MIN, 2};
          c.nelems = members + 3;
          for (size_t i = 0; i < c.nelems; ++i)
            c.status.push_back(kExcluded[i % 5]);
        }
        c.null_array = variant == 0;
        c.cells.assign(std::max<size_t>(c.nelems, 1), unsatisfied);
        c.operands.assign(c.cells.size(), operand);
        c.family = variant == 0   ? "nelems 0, no array"
                   : variant == 1 ? "nelems 0"
                                  : "every element excluded";
        cases.push_back(std::move(c));
      }
    }
  }
  return cases;
}

// The first element at or after `start` (wrapping around) that satisfies.
inline size_t first_from(const std::vector<bool>& satisfied, size_t start) {
  for (size_t d = 0; d < satisfied.size(); ++d) {
    const size_t i = (start + d) % satisfied.size();
    if (satisfied[i]) return i;
  }
  return SIZE_MAX;
}

struct CheckOptions {
  // The start of the *_any scan, when the target knows it (SIZE_MAX: not).
  size_t any_start = SIZE_MAX;
  // Also check what the core promises beyond the spec: *_some writes no
  // index past the ones it reports.
  bool core_details = false;
};

// What is wrong with the result of `c` ("" when nothing): `results` holds
// what each of `members` callers returned, `indices` the case's indices.
template <typename T>
std::string check_result(const Subject<T>& subject, const Case<T>& c,
                         const uint64_t* results, unsigned members,
                         const size_t* indices, const CheckOptions& options) {
  std::ostringstream problem;
  for (unsigned m = 1; m < members; ++m) {
    if (results[m] != results[0]) {
      problem << "member " << m << " returned " << results[m]
              << ", member 0 returned " << results[0];
      return problem.str();
    }
  }
  const RoutineInfo& routine = subject.routines[c.routine];
  const uint64_t result = results[0];
  if (!kind_on_set(routine.kind)) {
    const bool holds = subject.holds(c.cmp, c.cells[0], c.operand);
    if (routine.kind == Kind::kTest && result != (holds ? 1u : 0u))
      problem << "returned " << result << ", expected " << holds;
    if (routine.kind == Kind::kWait && routine.returns &&
        static_cast<T>(result) != c.cells[0])
      problem << "returned " << show(static_cast<T>(result))
              << ", not the value that satisfied it";
    return problem.str();
  }
  const std::vector<bool> satisfied = satisfied_elements(subject, c);
  const size_t count =
      static_cast<size_t>(std::count(satisfied.begin(), satisfied.end(), true));
  const size_t members_in_set = elements_in_set(c);
  if (members_in_set == 0) {
    if (routine.returns && result != routine.empty)
      problem << "returned " << result << " for an empty set, expected "
              << routine.empty << "; ";
    if (indices[0] != kUnwritten) problem << "wrote indices for an empty set";
    return problem.str();
  }
  if (kind_selects_all(routine.kind)) {
    const uint64_t expected = count == members_in_set ? 1 : 0;
    if (routine.returns && result != expected)
      problem << "returned " << result << ", expected " << expected;
  } else if (kind_selects_any(routine.kind)) {
    if (count == 0) {
      if (result != uint64_t{SIZE_MAX})
        problem << "returned " << result << " where no element is satisfied";
    } else if (result >= c.nelems || !satisfied[result]) {
      problem << "returned element " << result << ", which is not satisfied";
    } else if (options.any_start != SIZE_MAX &&
               result != first_from(satisfied, options.any_start)) {
      problem << "returned element " << result
              << ", not the first satisfied one from where the series "
                 "starts this call ("
              << options.any_start
              << "): " << first_from(satisfied, options.any_start);
    }
  } else {
    // Every element is tested in the pass that returns; none changes during
    // the call, so exactly the satisfied ones are reported.
    if (result != count) {
      problem << "returned " << result << ", expected " << count;
      return problem.str();
    }
    std::set<size_t> reported;
    for (size_t k = 0; k < result; ++k) {
      if (indices[k] == kUnwritten) {
        problem << "returned " << result << " but left indices[" << k
                << "] unwritten";
        return problem.str();
      }
      if (indices[k] >= c.nelems || !satisfied[indices[k]]) {
        problem << "reported element " << indices[k]
                << ", which is not satisfied";
        return problem.str();
      }
      if (!reported.insert(indices[k]).second) {
        problem << "reported element " << indices[k] << " twice";
        return problem.str();
      }
    }
    if (options.core_details) {
      for (size_t k = result; k < c.nelems; ++k) {
        if (indices[k] != kUnwritten) {
          problem << "wrote indices[" << k << "] past the " << result
                  << " it reports";
          break;
        }
      }
    }
  }
  return problem.str();
}

// ---------------------------------------------------------------------------
// Wake-up cases: another party releases the elements while the routine waits

template <typename T>
struct WakeCase {
  size_t routine = 0;
  int cmp = 0;
  size_t nelems = 1;
  std::vector<int> status;      // empty: no mask
  std::vector<T> operands;      // per element (cmp_value is operands[0])
  std::vector<T> before;        // values that do not satisfy
  std::vector<T> after;         // values that do, written by the release
  std::vector<size_t> updated;  // released in this order
  bool pause_before_last = false;
  uint64_t round = 0;
};

template <typename T>
std::string describe(const Subject<T>& subject, const WakeCase<T>& w) {
  std::ostringstream text;
  text << subject.routines[w.routine].name << " cmp=" << w.cmp
       << " nelems=" << w.nelems
       << " mask=" << (w.status.empty() ? "NULL" : "some") << " round "
       << w.round << ", woken by a release of";
  for (size_t k = 0; k < w.updated.size() && k < 4; ++k)
    text << " " << w.updated[k];
  if (w.updated.size() > 4) text << " ...";
  return text.str();
}

// The elements of a set a waiter of `kind` is woken by, in round `round`:
// every element in the set (all), one (any) or two (some).
inline std::vector<size_t> elements_to_update(Kind kind,
                                              const std::vector<int>& status,
                                              size_t nelems, uint64_t round) {
  std::vector<size_t> members;
  for (size_t i = 0; i < nelems; ++i) {
    if (in_set(status, i)) members.push_back(i);
  }
  if (kind_selects_all(kind)) {
    std::rotate(members.begin(), members.begin() + round % members.size(),
                members.end());
    // The first member goes last, so the final update lands in the first
    // block of the core's block-at-a-time scan, and in a group, on an
    // element of member 0: every other member has all its elements
    // released before it.
    const auto first = std::min_element(members.begin(), members.end());
    std::rotate(first, first + 1, members.end());
    return members;
  }
  std::vector<size_t> chosen = {members[round % members.size()]};
  if (kind_selects_some(kind))
    chosen.push_back(members[(round + 1) % members.size()]);
  return chosen;
}

// Wake-up cases of every routine, for sets of `sizes` elements with and
// without a mask (one variable for single-variable routines), for every
// comparison (`every_comparison`) or for one per size and mask, taking turns.
// *_all waits see their last element released after a pause.
template <typename T>
std::vector<WakeCase<T>> wake_cases(const Subject<T>& subject,
                                    const std::vector<size_t>& sizes,
                                    bool every_comparison = true) {
  std::vector<WakeCase<T>> cases;
  uint64_t round = 1;
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    const RoutineInfo& routine = subject.routines[r];
    const std::vector<int> comparisons = comparisons_of(subject, routine);
    size_t turn = 0;
    for (int cmp : comparisons) {
      for (size_t nelems :
           kind_on_set(routine.kind) ? sizes : std::vector<size_t>{1}) {
        for (bool masked : {false, true}) {
          if (masked && !kind_on_set(routine.kind)) continue;
          if (!every_comparison &&
              comparisons[turn++ % comparisons.size()] != cmp)
            continue;
          WakeCase<T> w;
          w.routine = r;
          w.cmp = cmp;
          w.nelems = nelems;
          if (masked) {
            w.status.assign(nelems, 0);
            w.status[1 % nelems] = 3;
            if (nelems == 1) w.status.clear();
          }
          for (size_t i = 0; i < nelems; ++i) {
            w.operands.push_back(routine.vector ? static_cast<T>(5 + i % 7)
                                                : T(5));
            w.before.push_back(value_where(subject, cmp, w.operands[i], false));
            w.after.push_back(value_where(subject, cmp, w.operands[i], true));
          }
          w.round = round++;
          w.updated =
              kind_on_set(routine.kind)
                  ? elements_to_update(routine.kind, w.status, nelems, w.round)
                  : std::vector<size_t>{0};
          w.pause_before_last = kind_selects_all(routine.kind);
          cases.push_back(std::move(w));
        }
      }
    }
  }
  return cases;
}

// The elements whose release the result reports, so whose payload words the
// caller must see: the variable, every element (all), the one returned
// (any), the ones reported (some). Empty when the result is out of range.
template <typename T>
std::vector<size_t> reported_elements(Kind kind, const WakeCase<T>& w,
                                      uint64_t result, const size_t* indices) {
  if (!kind_on_set(kind)) return {0};
  if (kind_selects_all(kind)) return w.updated;
  if (kind_selects_any(kind)) {
    if (result >= w.nelems) return {};
    return {static_cast<size_t>(result)};
  }
  std::vector<size_t> reported;
  for (size_t k = 0; k < result && k < w.nelems; ++k) {
    if (indices[k] >= w.nelems) return {};
    reported.push_back(indices[k]);
  }
  return reported;
}

// What each member of the waiting group saw.
struct WakeOutcome {
  std::vector<uint64_t> results;  // per member
  std::vector<int> payload_seen;  // per member: every reported payload word
  std::vector<int> all_released;  // per member: every element of the set
                                  // held its released value on return
  std::vector<size_t> indices;    // nelems entries
};

template <typename T>
std::string check_wake(const Subject<T>& subject, const WakeCase<T>& w,
                       const WakeOutcome& outcome) {
  std::ostringstream problem;
  const RoutineInfo& routine = subject.routines[w.routine];
  const size_t members = outcome.results.size();
  for (size_t m = 0; m < members; ++m) {
    if (outcome.results[m] != outcome.results[0]) {
      problem << "member " << m << " returned " << outcome.results[m]
              << ", member 0 returned " << outcome.results[0];
      return problem.str();
    }
  }
  const uint64_t result = outcome.results[0];
  const std::set<size_t> released(w.updated.begin(), w.updated.end());
  if (routine.kind == Kind::kTest || kind_selects_all(routine.kind)) {
    if (routine.returns && result != 1)
      problem << "returned " << result << " once released";
  } else if (kind_selects_any(routine.kind)) {
    if (!released.count(static_cast<size_t>(result)))
      problem << "returned element " << result << ", which was not released";
  } else if (kind_selects_some(routine.kind)) {
    if (result < 1 || result > w.nelems) {
      problem << "returned " << result;
    } else {
      std::set<size_t> reported;
      for (size_t k = 0; k < result; ++k) {
        const size_t i = outcome.indices[k];
        if (!released.count(i)) problem << "reported element " << i << "; ";
        if (!reported.insert(i).second) problem << "reported " << i << " twice";
      }
    }
  } else if (routine.returns && static_cast<T>(result) != w.after[0]) {
    problem << "returned " << show(static_cast<T>(result))
            << ", not the released value " << show(w.after[0]);
  }
  if (!problem.str().empty()) return problem.str();
  for (size_t m = 0; m < members; ++m) {
    if (!outcome.payload_seen[m]) {
      problem << "member " << m
              << " did not see the data written before the release it "
                 "reported";
      return problem.str();
    }
    if (kind_selects_all(routine.kind) && !outcome.all_released[m]) {
      problem << "member " << m
              << " returned before every element of the set was released";
      return problem.str();
    }
  }
  return problem.str();
}

// ---------------------------------------------------------------------------
// Series of *_any calls (fairness)

// `calls` calls of each of `routines`, taking turns (a, b, a, b, ...), on a
// set whose every element satisfies the comparison: each routine's calls
// must return every element of the set. An *_any routine's scan starts one
// further per call of that routine by that caller, whatever else the caller
// calls in between; a start position shared by the routines would make each
// see only some of the elements (every other one, for two routines and an
// even set).
template <typename T>
struct SeriesCase {
  std::vector<size_t> routines;
  int cmp = 0;
  size_t nelems = 6;
  std::vector<int> status;  // empty: no mask
  T operand{};
  std::vector<T> cells;
  size_t calls = 12;  // per routine
};

template <typename T>
std::string describe(const Subject<T>& subject, const SeriesCase<T>& s) {
  std::ostringstream text;
  for (size_t k = 0; k < s.routines.size(); ++k)
    text << (k ? " then " : "") << subject.routines[s.routines[k]].name;
  text << ", in turn, cmp=" << s.cmp
       << " mask=" << (s.status.empty() ? "NULL" : "some");
  return text.str();
}

template <typename T>
std::vector<SeriesCase<T>> series_cases(const Subject<T>& subject) {
  std::vector<size_t> any;
  for (size_t r = 0; r < subject.routines.size(); ++r) {
    if (kind_selects_any(subject.routines[r].kind)) any.push_back(r);
  }
  std::vector<std::vector<size_t>> groups;
  for (size_t a : any) groups.push_back({a});
  for (size_t i = 0; i < any.size(); ++i) {
    for (size_t j = i + 1; j < any.size(); ++j)
      groups.push_back({any[i], any[j]});
  }
  if (any.size() > 2) groups.push_back(any);
  std::vector<SeriesCase<T>> cases;
  for (const std::vector<size_t>& routines : groups) {
    // One comparison for every routine of the series: a fixed one if any
    // has one (all fixed ones must agree), else EQ.
    int cmp = -1;
    bool agree = true;
    for (size_t r : routines) {
      const RoutineInfo& routine = subject.routines[r];
      if (routine.has_cmp) continue;
      agree &= cmp == -1 || cmp == routine.fixed_cmp;
      cmp = routine.fixed_cmp;
    }
    if (!agree) continue;
    if (cmp == -1) cmp = subject.comparisons.front();
    for (bool masked : {false, true}) {
      SeriesCase<T> s;
      s.routines = routines;
      s.cmp = cmp;
      s.nelems = 6;
      if (masked) s.status = {1, 0, 0, 1, 0, 0};
      s.operand = T(10);
      s.cells.assign(s.nelems, value_where(subject, cmp, s.operand, true));
      s.calls = 2 * s.nelems;
      cases.push_back(std::move(s));
    }
  }
  return cases;
}

// `results` holds every call's result, in call order.
template <typename T>
std::string check_series(const Subject<T>& subject, const SeriesCase<T>& s,
                         const std::vector<uint64_t>& results) {
  std::set<uint64_t> expected;
  for (size_t i = 0; i < s.nelems; ++i) {
    if (in_set(s.status, i)) expected.insert(i);
  }
  std::ostringstream problem;
  for (size_t k = 0; k < s.routines.size(); ++k) {
    std::set<uint64_t> seen;
    for (size_t call = k; call < results.size(); call += s.routines.size())
      seen.insert(results[call]);
    if (seen != expected) {
      problem << subject.routines[s.routines[k]].name << " returned only";
      for (uint64_t i : seen) problem << " " << i;
      problem << " of";
      for (uint64_t i : expected) problem << " " << i;
      problem << "; ";
    }
  }
  return problem.str();
}

// ---------------------------------------------------------------------------
// Targets and the checks that run the cases on them

// How one target runs the cases. Cases run in order, so *_any series are
// those of the target's caller(s).
template <typename T>
class Target {
 public:
  virtual ~Target() = default;
  // For messages: "host thread", "team of 7 host threads", "device warp"...
  virtual std::string name() const = 0;
  // The callers of each call: 1, or the members of a group.
  virtual unsigned members() const = 0;
  // Whether each run() starts every *_any series afresh (at 0), so the
  // checks know where each *_any call starts its scan.
  virtual bool fresh_series() const { return false; }
  // Whether to check the core's own promises too (CheckOptions).
  virtual bool core_details() const { return false; }
  // Whether the target has routine `r`.
  virtual bool has(size_t /*routine*/) const { return true; }
  // Runs `cases`, each of which returns without another party's update.
  // results: members() entries per case; indices: layout.total entries,
  // kUnwritten where nothing was written.
  virtual void run(const Subject<T>& subject, const std::vector<Case<T>>& cases,
                   const Layout& layout, std::vector<uint64_t>* results,
                   std::vector<size_t>* indices) = 0;
  // Runs wake-up cases, one after another; one outcome per case.
  virtual void run_wakes(const Subject<T>& subject,
                         const std::vector<WakeCase<T>>& cases,
                         std::vector<WakeOutcome>* outcomes) = 0;
  // Runs a series; results: every call's result, in call order (member 0's;
  // the target checks that the members agree).
  virtual void run_series(const Subject<T>& subject, const SeriesCase<T>& s,
                          std::vector<uint64_t>* results) = 0;
  // Runs every series, one after another; one vector of results each.
  virtual void run_all_series(const Subject<T>& subject,
                              const std::vector<SeriesCase<T>>& cases,
                              std::vector<std::vector<uint64_t>>* results) {
    results->assign(cases.size(), {});
    for (size_t k = 0; k < cases.size(); ++k)
      run_series(subject, cases[k], &(*results)[k]);
  }
};

// Reports `problem` (unless empty) for `what`; after kMaxReported reports,
// counts silently. Returns whether it was a problem.
class Problems {
 public:
  static constexpr int kMaxReported = 10;
  explicit Problems(std::string target) : target_(std::move(target)) {}
  ~Problems() {
    if (count_ > kMaxReported)
      ADD_FAILURE() << target_ << ": " << count_ - kMaxReported
                    << " more failing cases not shown";
  }
  bool report(const std::string& what, const std::string& problem) {
    if (problem.empty()) return false;
    if (++count_ <= kMaxReported)
      ADD_FAILURE() << target_ << ": " << what << ": " << problem;
    return true;
  }

 private:
  std::string target_;
  int count_ = 0;
};

// Runs `cases` on `target` in batches and checks every result.
template <typename T>
void check_cases(const Subject<T>& subject, Target<T>& target,
                 const std::vector<Case<T>>& all) {
  constexpr size_t kMaxBatchElements = size_t{1} << 17;
  constexpr size_t kMaxBatchCases = 8192;
  Problems problems(target.name());
  std::vector<Case<T>> batch;
  size_t batch_elements = 0;
  auto flush = [&] {
    if (batch.empty()) return;
    const Layout layout = layout_of(batch);
    std::vector<uint64_t> results(batch.size() * target.members());
    std::vector<size_t> indices(layout.total, kUnwritten);
    target.run(subject, batch, layout, &results, &indices);
    std::vector<size_t> calls(subject.routines.size(), 0);
    for (size_t k = 0; k < batch.size(); ++k) {
      const Case<T>& c = batch[k];
      CheckOptions options;
      options.core_details = target.core_details();
      if (target.fresh_series() &&
          kind_selects_any(subject.routines[c.routine].kind) && c.nelems > 0) {
        options.any_start = calls[c.routine]++ % c.nelems;
      }
      problems.report(
          describe(subject, c),
          check_result(subject, c, &results[k * target.members()],
                       target.members(), &indices[layout.offset[k]], options));
    }
    batch.clear();
    batch_elements = 0;
  };
  for (const Case<T>& c : all) {
    if (!target.has(c.routine)) continue;
    if (batch.size() == kMaxBatchCases ||
        batch_elements + c.cells.size() > kMaxBatchElements)
      flush();
    batch.push_back(c);
    batch_elements += std::max<size_t>(1, c.cells.size());
  }
  flush();
}

// Every routine, every comparison, values at the ends of T's range, sets of
// every size with and without a mask: results agree with the spec's
// comparisons.
template <typename T>
void check_comparisons(const Subject<T>& subject, Target<T>& target,
                       CaseOptions options = CaseOptions()) {
  options.members = target.members();
  check_cases(subject, target, comparison_cases(subject, options));
}

template <typename T>
void check_empty_sets(const Subject<T>& subject, Target<T>& target) {
  check_cases(subject, target, empty_set_cases(subject, target.members()));
}

// Every routine wakes when another party releases the elements, reports
// released elements only (*_all: returns only once every element is
// released), and every caller sees the payload written before each release
// it reports.
template <typename T>
void check_wakeup(const Subject<T>& subject, Target<T>& target,
                  const std::vector<size_t>& sizes,
                  bool every_comparison = true) {
  std::vector<WakeCase<T>> cases;
  for (WakeCase<T>& w : wake_cases(subject, sizes, every_comparison)) {
    if (target.has(w.routine)) cases.push_back(std::move(w));
  }
  std::vector<WakeOutcome> outcomes;
  target.run_wakes(subject, cases, &outcomes);
  Problems problems(target.name());
  for (size_t k = 0; k < cases.size() && k < outcomes.size(); ++k)
    problems.report(describe(subject, cases[k]),
                    check_wake(subject, cases[k], outcomes[k]));
}

// Series of *_any calls, alone and interleaved: see SeriesCase.
template <typename T>
void check_series(const Subject<T>& subject, Target<T>& target) {
  std::vector<SeriesCase<T>> cases;
  for (SeriesCase<T>& s : series_cases(subject)) {
    bool all_there = true;
    for (size_t r : s.routines) all_there &= target.has(r);
    if (all_there) cases.push_back(std::move(s));
  }
  std::vector<std::vector<uint64_t>> results;
  target.run_all_series(subject, cases, &results);
  Problems problems(target.name());
  for (size_t k = 0; k < cases.size() && k < results.size(); ++k)
    problems.report(describe(subject, cases[k]),
                    check_series(subject, cases[k], results[k]));
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_CASES_H_
