#!/usr/bin/env bash
# test_main.cc fails a run whose test filter selects none of the program's
# tests, so that a narrowed launch (symsync_pe_test's narrow_filter) whose
# filter names no test, or a Bazel --test_filter that matches nothing,
# cannot pass without checking anything.
#   test_main_filter_test.sh PROGRAM (a program linked with test_main)
set -uo pipefail
program=$1
export NVSHMEM_HEAP_KIND=host
output=$(GTEST_FILTER='NoSuchSuite.*' "$program" 2>&1)
status=$?
if [[ $status -eq 0 ]]; then
  echo "FAIL: a filter that selects no test passed (exit 0):"
  echo "$output"
  exit 1
fi
grep -q "the filter 'NoSuchSuite.\*' selects none of this program's [1-9][0-9]* tests" <<<"$output" || {
  echo "FAIL: exit $status without saying that the filter selects nothing:"
  echo "$output"
  exit 1
}
# The same program with a filter that selects its tests passes.
GTEST_FILTER='*' "$program" >/dev/null 2>&1 || { echo "FAIL: the program fails with every test selected"; exit 1; }
echo "PASS: a filter that selects nothing fails, naming the filter"
