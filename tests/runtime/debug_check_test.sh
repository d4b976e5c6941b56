#!/usr/bin/env bash
# NVSHMEM_DEBUG=1 reports collective calls that differ across PEs (naming the
# first, with both PEs and both calls) and allocations never freed.
#   debug_check_test.sh RUNNER PROGRAM
set -uo pipefail
runner=$1
program=$2
failures=0

# run EXPECTED_STATUS(zero|nonzero) PES MODE PATTERN...
run() {
  local expect=$1 pes=$2 mode=$3
  shift 3
  local output status
  output=$(NVSHMEM_DEBUG=1 "$runner" "$pes" "$program" "$mode" 2>&1)
  status=$?
  last_output=$output
  if [[ $expect == zero && $status -ne 0 ]] || [[ $expect == nonzero && $status -eq 0 ]]; then
    echo "FAIL: mode '$mode' on $pes PEs exited with $status, expected $expect"
    failures=$((failures + 1))
  fi
  if grep -qF "left shared memory behind" <<<"$output"; then
    echo "FAIL: mode '$mode' on $pes PEs left shared memory behind"
    failures=$((failures + 1))
  fi
  local pattern
  for pattern in "$@"; do
    if ! grep -qF -- "$pattern" <<<"$output"; then
      echo "FAIL: mode '$mode' on $pes PEs: output lacks: $pattern"
      failures=$((failures + 1))
    fi
  done
  if [[ $failures -gt 0 ]]; then echo "--- output of '$mode':"; echo "$output"; echo "---"; fi
}

run nonzero 2 mismatch \
  "nvshmem_malloc: collective call #1 differs across PEs (NVSHMEM_DEBUG): PE 0 called nvshmem_malloc(1024 bytes), but PE 1 called nvshmem_malloc(2048 bytes)"
run nonzero 4 mixed \
  "collective call #1 differs across PEs (NVSHMEM_DEBUG): PE 0 called nvshmem_malloc(64 bytes), but PE 1 called nvshmem_free(NULL)"
run zero 2 leak \
  "symsync: PE 0: nvshmem_finalize: 1 symmetric allocation(s) were never freed (NVSHMEM_DEBUG): 512 bytes at 0x" \
  "symsync: PE 1: nvshmem_finalize: 1 symmetric allocation(s) were never freed"
run zero 2 clean "debug_program: PE 1 finished 'clean'"
# The finalize-vs-barrier mistake ends within 5 s, reported once.
start=$SECONDS
run nonzero 3 finalize_vs_barrier \
  "collective call #1 differs across PEs (NVSHMEM_DEBUG): PE 0 called nvshmem_finalize(), but PE 1 called nvshmem_barrier_all()" \
  "symsync-run: PE 1 exited with status 1"
if (( SECONDS - start > 5 )); then
  echo "FAIL: finalize_vs_barrier took $((SECONDS - start)) s to end"; failures=$((failures + 1))
fi
if [[ $(grep -c "differs across PEs" <<<"$last_output") -ne 1 ]]; then
  echo "FAIL: the mismatch was reported $(grep -c "differs across PEs" <<<"$last_output") times, expected once:"
  echo "$last_output"; failures=$((failures + 1))
fi
run nonzero 2 ptr_out_of_range \
  "nvshmem_ptr: pe 2 is not a PE of this job, which has 2 (0 to 1) (NVSHMEM_DEBUG; without it the result is NULL)"

if [[ $failures -eq 0 ]]; then echo "debug_check_test: all checks passed"; fi
exit $((failures > 0))
