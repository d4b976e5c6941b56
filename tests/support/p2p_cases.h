// The cases of the point-to-point tests, for every target: host forms (one
// thread, threads of a team running the core) and device forms (one thread,
// a warp, a block, a stream). From a routine's description (RoutineInfo:
// kind, vector operand or not, comparison taken or fixed, value returned,
// empty-set value) it makes:
//   * comparison cases: every comparison, values at the ends of T's range,
//     sets of several sizes (including sizes larger than the group that runs
//     them and not a multiple of it), with and without a status mask, and,
//     for *_all routines, sets of two whole steps of the group's
//     block-at-a-time scan whose elements all satisfy the comparison but
//     one; each returns without another party's update;
//   * empty sets: nelems 0, with and without an array, and every element
//     excluded;
//   * wake-up cases: the routine waits (or polls) while another party writes
//     a payload word for each element and then releases it;
//   * series of *_any calls, alone and interleaved with other *_any
//     routines, on a set whose elements all satisfy the comparison.
// What each case's result must be is p2p_oracle.h's; running them on a
// target and reporting is p2p_runner.h's.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_CASES_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_CASES_H_

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

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_CASES_H_
