#!/usr/bin/env bash
# NVSHMEM_WAIT_TIMEOUT: a wait that can never be satisfied ends the program,
# non-zero, within 3 s of a 1 s timeout, with one report naming the routine,
# the PE, the variables' symmetric offset and element count, the comparison
# and its value, and the current values of the unsatisfied elements; a wait
# satisfied within the timeout returns; a malformed value is refused at
# nvshmem_init.
#   wait_timeout_test.sh PROGRAM
set -uo pipefail
program=$1
export NVSHMEM_HEAP_KIND=host
failures=0

# expect_report MODE FIELD...: runs MODE with a 1 s timeout; it must fail
# within 3 s and print every FIELD (extended regular expressions).
expect_report() {
  local mode=$1 output status start elapsed_ms field
  shift
  start=$(date +%s%N)
  output=$(NVSHMEM_WAIT_TIMEOUT=1 timeout 20 "$program" "$mode" 2>&1)
  status=$?
  elapsed_ms=$((($(date +%s%N) - start) / 1000000))
  if [[ $status -eq 0 || $status -eq 3 || $status -eq 124 ]]; then
    echo "FAIL: $mode: exit status $status, expected the report's non-zero exit"
    failures=$((failures + 1))
  fi
  if ((elapsed_ms > 3000)); then
    echo "FAIL: $mode: took ${elapsed_ms} ms with NVSHMEM_WAIT_TIMEOUT=1 (at most 3000)"
    failures=$((failures + 1))
  fi
  if [[ $(grep -c "wait not satisfied after" <<<"$output") -ne 1 ]]; then
    echo "FAIL: $mode: expected exactly one report"
    failures=$((failures + 1))
  fi
  for field in "$@"; do
    if ! grep -Eq -- "$field" <<<"$output"; then
      echo "FAIL: $mode: the report lacks /$field/"
      failures=$((failures + 1))
    fi
  done
  echo "--- $mode (exit $status, ${elapsed_ms} ms):"
  echo "$output"
}

expect_report all \
  "symsync: PE 0: nvshmem_int_wait_until_all: wait not satisfied after 1\.[0-9] s \(NVSHMEM_WAIT_TIMEOUT\)" \
  "5 element\(s\) of 4 bytes at symmetric offset [0-9]+ \(4 in the set\)" \
  "comparison NVSHMEM_CMP_EQ 1;" \
  "unsatisfied elements \(index: current value\): 0: 0, 1: 0, 3: 0$"
expect_report signal \
  "symsync: PE 0: nvshmem_signal_wait_until: wait not satisfied after 1\.[0-9] s" \
  "1 element\(s\) of 8 bytes at symmetric offset [0-9]+ \(1 in the set\)" \
  "comparison NVSHMEM_CMP_GE 5;" \
  "\(index: current value\): 0: 3$"
expect_report vector \
  "symsync: PE 0: nvshmem_int_wait_until_any_vector: wait not satisfied" \
  "comparison NVSHMEM_CMP_GT with each element's own value" \
  "\(index: current value vs its value\): 0: 0 vs 1, 1: 0 vs 2, 2: 0 vs 3, 3: 0 vs 4, 4: 0 vs 5$"

if ! output=$(NVSHMEM_WAIT_TIMEOUT=3 timeout 20 "$program" late 2>&1); then
  echo "FAIL: late: a wait satisfied within the timeout did not return: $output"
  failures=$((failures + 1))
fi
if output=$(NVSHMEM_WAIT_TIMEOUT=soon timeout 20 "$program" late 2>&1) ||
    ! grep -q "NVSHMEM_WAIT_TIMEOUT" <<<"$output"; then
  echo "FAIL: NVSHMEM_WAIT_TIMEOUT=soon was not refused naming the variable: $output"
  failures=$((failures + 1))
fi

if ((failures > 0)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "every stuck wait was reported"
