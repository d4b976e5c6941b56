// Running the point-to-point tests' cases (p2p_cases.h) on a target and
// checking each result against the oracle (p2p_oracle.h). A target (a class
// derived from Target) only says how to run a batch of cases;
// check_comparisons, check_empty_sets, check_wakeup and check_series run
// the cases on it and report.

#ifndef SYMSYNC_TESTS_SUPPORT_P2P_RUNNER_H_
#define SYMSYNC_TESTS_SUPPORT_P2P_RUNNER_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "tests/support/p2p_cases.h"
#include "tests/support/p2p_oracle.h"

namespace symsync_test {

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

#endif  // SYMSYNC_TESTS_SUPPORT_P2P_RUNNER_H_
