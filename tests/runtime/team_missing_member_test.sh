#!/usr/bin/env bash
# Members that do not make the same collective call, 3 PEs under symsync-run
# (team_test.cc's disabled TeamsMissingMember tests):
# - one never calls a team's barrier: with NVSHMEM_WAIT_TIMEOUT=1 the
#   members waiting for it end the job within seconds, with a report that
#   names the routine, the team and the PE they waited for;
# - they broadcast with different roots: the team's first PE ends the job
#   at once, naming the routine and the team;
# - they reduce arrays of different lengths, one short enough for the
#   reduction's single step and the others not: reported the same way;
# - one never calls nvshmem_barrier_all, or one calls nvshmem_barrier of
#   the world where the others call nvshmem_barrier_all (on one node with
#   a host heap, a step of the world team): reported as for a team;
# - one never calls nvshmemx_team_init of a team the others join, one
#   gives another size, or two give the same number in it: reported
#   naming the team's token;
# - they set NVSHMEM_SYMMETRIC_SIZE differently: nvshmem_init says so.
#   team_missing_member_test.sh SYMSYNC_RUN PROGRAM
set -uo pipefail
launcher=$1
program=$2
export NVSHMEM_HEAP_KIND=host
failures=0

# expect TEST REPORT: runs the disabled test TEST; the job must fail within
# 20 s and print REPORT (an extended regular expression).
expect() {
  local test=$1 report=$2 output status start elapsed
  start=$(date +%s)
  output=$(NVSHMEM_WAIT_TIMEOUT=1 timeout 60 "$launcher" -n 3 --timeout 50 "$program" \
    --gtest_also_run_disabled_tests --gtest_filter="TeamsMissingMember.$test" 2>&1)
  status=$?
  elapsed=$(($(date +%s) - start))
  echo "--- $test: exit status $status after ${elapsed} s"
  echo "$output"
  if [[ $status -eq 0 || $status -eq 124 ]]; then
    echo "FAIL: $test: exit status $status, expected the report's non-zero exit"
    failures=$((failures + 1))
  fi
  if ((elapsed > 20)); then
    echo "FAIL: $test: took ${elapsed} s"
    failures=$((failures + 1))
  fi
  if ! grep -Eq -- "$report" <<<"$output"; then
    echo "FAIL: $test: no report matching /$report/"
    failures=$((failures + 1))
  fi
}

expect DISABLED_ABarrierWithoutOneMember \
  'nvshmem_barrier: waited [0-9]+\.[0-9] s \(NVSHMEM_WAIT_TIMEOUT\) in collective operation #1 of team 7 \{0, 1, 2\} for its PE number 2 \(world PE 2\): every PE of the team must call it'
expect DISABLED_DifferentArguments \
  'PE 0: nvshmem_broadcastmem: the PEs of team 0 \{0, 1, 2\} made different collective calls: this PE, its first, called nvshmem_broadcastmem \(8, 0\)'
expect DISABLED_ReductionsOfDifferentLengths \
  'PE 0: nvshmem_int_sum_reduce: the PEs of team 0 \{0, 1, 2\} made different collective calls: this PE, its first, called nvshmem_int_sum_reduce \(12 elements of 4 bytes\)'
expect DISABLED_ABarrierAllWithoutOneMember \
  'nvshmem_barrier_all: waited [0-9]+\.[0-9] s \(NVSHMEM_WAIT_TIMEOUT\) in collective operation #[0-9]+ of team 0 \{0, 1, 2\} for its PE number 2 \(world PE 2\): every PE of the team must call it'
expect DISABLED_BarrierAllBesideABarrier \
  'PE 0: nvshmem_barrier: the PEs of team 0 \{0, 1, 2\} made different collective calls: this PE, its first, called nvshmem_barrier'
expect DISABLED_ATeamInitWithoutOneMember \
  'nvshmemx_team_init: waited [0-9]+\.[0-9] s \(NVSHMEM_WAIT_TIMEOUT\) for the PEs of team token 0x[0-9a-f]+: 2 of its 3 have called \(world PEs 0, 1\); every PE of the team must call it'
expect DISABLED_TeamInitSizesThatDiffer \
  'nvshmemx_team_init: PE [0-2] gave npes [23] for team token 0x[0-9a-f]+ where this PE gave [23]: every PE of the team must give the same'
expect DISABLED_TeamInitNumbersGivenTwice \
  'nvshmemx_team_init: PEs [02] and [02] both gave pe_idx_in_team 0 for team token 0x[0-9a-f]+: each PE of the team must give another number'
# PEs that set NVSHMEM_SYMMETRIC_SIZE differently end the job at
# nvshmem_init, naming the sizes as set, also where the heap's rounding
# would make them the same (1024k and 1536k both give a heap of 2 MiB).
output=$(timeout 60 "$launcher" -n 2 --timeout 50 bash -c \
  'NVSHMEM_SYMMETRIC_SIZE=$((1024 + 512 * SYMSYNC_RANK))k exec "$0" --gtest_filter=NoSuchTest' \
  "$program" 2>&1)
status=$?
echo "--- different heap sizes: exit status $status"
echo "$output"
if [[ $status -eq 0 ]] ||
  ! grep -Eq 'nvshmem_init: PEs disagree on the heap size: PE [01] asks for (1048576|1572864) bytes, PE [01] for (1048576|1572864)' <<<"$output"; then
  echo "FAIL: different NVSHMEM_SYMMETRIC_SIZE values were not reported"
  failures=$((failures + 1))
fi
((failures == 0)) && echo "team_missing_member_test: every mistake is reported"
exit $((failures > 0))
