// The oracle of the point-to-point tests: what the result of each case of
// p2p_cases.h must be, from the spec's description of the routine and the
// comparisons as spec/constants.yaml states them, independent of the
// library's implementation. For a target that knows where an *_any scan
// starts (a team), the element returned must be the first satisfied one
// from there, whatever the group's size; after a wake-up, every caller must
// see the payload of what it reports, members of a group must agree, and
// *_all must wait for its last element; a series of *_any calls must
// return every element.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_ORACLE_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_ORACLE_H_

#include <cstdint>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/p2p_cases.h"

namespace symsync_test {

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

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_ORACLE_H_
