#!/usr/bin/env bash
# A member that never calls a team's collective: with NVSHMEM_WAIT_TIMEOUT=1
# the members waiting for it end the job within seconds, with a report that
# names the routine, the team and the PE they waited for (team_test.cc's
# disabled TeamsMissingMember test, 3 PEs: PE 2 never calls the barrier).
#   team_missing_member_test.sh SYMSYNC_RUN PROGRAM
set -uo pipefail
launcher=$1
program=$2
export NVSHMEM_HEAP_KIND=host
start=$(date +%s)
output=$(NVSHMEM_WAIT_TIMEOUT=1 timeout 60 "$launcher" -n 3 --timeout 50 "$program" \
  --gtest_also_run_disabled_tests --gtest_filter='TeamsMissingMember.*' 2>&1)
status=$?
elapsed=$(($(date +%s) - start))
echo "$output"
echo "--- exit status $status after ${elapsed} s"
failures=0
if [[ $status -eq 0 || $status -eq 124 ]]; then
  echo "FAIL: exit status $status, expected the report's non-zero exit"
  failures=$((failures + 1))
fi
if ((elapsed > 20)); then
  echo "FAIL: took ${elapsed} s with NVSHMEM_WAIT_TIMEOUT=1"
  failures=$((failures + 1))
fi
report='nvshmem_barrier: waited 1\.[0-9] s \(NVSHMEM_WAIT_TIMEOUT\) in collective operation #1 of team 7 \{0, 1, 2\} for its PE number 2 \(world PE 2\): every PE of the team must call it'
if ! grep -Eq -- "$report" <<<"$output"; then
  echo "FAIL: no report matching /$report/"
  failures=$((failures + 1))
fi
((failures == 0)) && echo "team_missing_member_test: the missing member is named"
exit $((failures > 0))
