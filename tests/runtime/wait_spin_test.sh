#!/usr/bin/env bash
# How long host waits spin before they yield (NVSHMEM_DEBUG: each PE says):
# the setting's value when set; else its default where the PEs have a
# processor each among those they may run on together, and 0 where they
# share fewer (one processor, by taskset: the first this test may use).
#   wait_spin_test.sh SYMSYNC_RUN PROGRAM
set -euo pipefail
# No control group's CPU quota (SYMSYNC_TEST_CGROUP_ROOT names a folder
# without its files): the processors are the affinity's, as taskset sets it.
no_cgroups="${TEST_TMPDIR:-$(mktemp -d)}/no-cgroups"
mkdir -p "$no_cgroups"
export NVSHMEM_HEAP_KIND=host NVSHMEM_DEBUG=1 SYMSYNC_TEST_CGROUP_ROOT="$no_cgroups"
run=$1
program=$2
expect_spin() {  # OUTPUT PES MICROSECONDS WHAT
  local said
  said=$(grep -cE "symsync: PE [0-9]+: nvshmem_init: host waits spin $3 us before they yield: $4" <<<"$1" || true)
  [[ $said -eq $2 ]] ||
    { echo "expected each of the $2 PEs to spin $3 us ($4), $said did:"; echo "$1"; exit 1; }
}
processors_text() { [[ $1 -eq 1 ]] && echo "1 processor" || echo "$1 processors"; }
output=$(NVSHMEM_WAIT_SPIN_US=7 "$run" -n 4 "$program" 2>&1)
expect_spin "$output" 4 7 "as NVSHMEM_WAIT_SPIN_US says"
first_cpu=$(python3 -c 'import os; print(min(os.sched_getaffinity(0)))')
output=$(taskset -c "$first_cpu" "$run" -n 4 "$program" 2>&1)
expect_spin "$output" 4 0 "the default for 4 PEs sharing 1 processor on this machine \(NVSHMEM_WAIT_SPIN_US sets it\)"
output=$(NVSHMEM_WAIT_SPIN_US=7 taskset -c "$first_cpu" "$run" -n 4 "$program" 2>&1)
expect_spin "$output" 4 7 "as NVSHMEM_WAIT_SPIN_US says"
processors=$(python3 -c 'import os; print(len(os.sched_getaffinity(0)))')
output=$("$run" -n 1 "$program" 2>&1)
expect_spin "$output" 1 2 "the default for 1 PE sharing $(processors_text "$processors") on this machine"
echo "host waits spin as the setting says, else as the machine's processors allow: ok"
