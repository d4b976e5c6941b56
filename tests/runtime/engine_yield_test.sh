#!/usr/bin/env bash
# The network engine's own waits give up the processor where PEs share one:
# 2 PEs on 2 "hosts", both on one processor (taskset: the first this test
# may use), without the progress thread; PE 1 computes for 300 ms of
# processor time while PE 0 waits in nvshmem_quiet for PE 1's engine
# (network_progress_program.cc --no-progress-thread). With the default
# spin (0 for 2 PEs on 1 processor) PE 0 yields and PE 1 takes under 1.5
# times its processor time; spinning for ever (NVSHMEM_WAIT_SPIN_US very
# large), PE 0 keeps about half the processor from its put on (50 ms into
# PE 1's computing) and PE 1 takes about 1.8 times as long: the control,
# which shows the first check can fail here.
#   engine_yield_test.sh SYMSYNC_RUN PROGRAM
set -euo pipefail
export NVSHMEM_HEAP_KIND=host SYMSYNC_PES_PER_HOST=1 SYMSYNC_PROGRESS_THREAD=0
export UCX_TLS=tcp UCX_NET_DEVICES=lo
run=$1
program=$2
first_cpu=$(python3 -c 'import os; print(min(os.sched_getaffinity(0)))')
# Prints PE 1's time over its processor time, for the environment given
# (symsync-run puts "[PE 1] " before PE 1's lines).
stretch() {
  local output
  output=$(env "$@" taskset -c "$first_cpu" "$run" -n 2 "$program" --no-progress-thread 2>&1) ||
    { echo "the job failed ($*):" >&2; echo "$output" >&2; exit 1; }
  sed -nE 's/^(\[PE 1\] )?PE 1: computed for ([0-9]+) ms of processor time in ([0-9]+) ms .*/\3 \2/p' <<<"$output" |
    awk '{ printf "%.2f\n", $1 / $2 }' | grep . ||
    { echo "PE 1 did not say how long it computed ($*):" >&2; echo "$output" >&2; exit 1; }
}
yielding=$(stretch NVSHMEM_DEBUG=0)
spinning=$(stretch NVSHMEM_WAIT_SPIN_US=1000000000000)
echo "PE 1 took $yielding times its processor time beside PE 0's quiet (default spin), $spinning times with PE 0 spinning"
awk -v y="$yielding" 'BEGIN { exit !(y < 1.5) }' ||
  { echo "FAIL: PE 0's quiet kept the shared processor from PE 1 ($yielding times, expected under 1.5)"; exit 1; }
awk -v s="$spinning" 'BEGIN { exit !(s >= 1.5) }' ||
  { echo "FAIL: the control: with PE 0 spinning, PE 1 took only $spinning times its processor time (expected 1.5 or more): the PEs did not share the processor"; exit 1; }
echo "the network engine's waits yield the processor where PEs share it: ok"
