#!/usr/bin/env bash
# The unique-ID start without any launcher or MPI: 4 plain processes, the ID
# passed through a file (uid_start_program.cc). Then the same start with one
# PE killed in the middle of it: the others must end, naming the bootstrap,
# within NVSHMEM_BOOTSTRAP_TIMEOUT.
#
#   uid_start_test.sh PROGRAM
set -uo pipefail
program=$1
work=$(mktemp -d "${TEST_TMPDIR:-/tmp}/uid.XXXXXX")
n=4
status=0
shm_before=$(ls /dev/shm | grep '^symsync-' | sort)

# start [VAR=VALUE...]: runs the n PEs with only these variables, PATH and
# HOME in their environment (no MPI or launcher variables at all), and the
# rendezvous server on loopback (by default it listens on the machine's
# first other interface).
start() {
  rm -f "$work/id"
  pids=()
  for rank in $(seq 0 $((n - 1))); do
    env -i PATH=/usr/bin:/bin HOME="$work" NVSHMEM_HEAP_KIND=host NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME=lo "$@" \
      "$program" "$rank" "$n" "$work/id" >"$work/out.$rank" 2>&1 &
    pids+=($!)
  done
}

echo "== $n plain processes start through nvshmemx_init_attr"
start NVSHMEM_BOOTSTRAP_TIMEOUT=20
for rank in $(seq 0 $((n - 1))); do
  if ! wait "${pids[$rank]}"; then
    echo "FAIL: rank $rank exited non-zero:"; cat "$work/out.$rank"; status=1
  elif ! grep -q "rank $rank of $n: started through the unique ID, ring done" "$work/out.$rank"; then
    echo "FAIL: rank $rank did not finish the ring:"; cat "$work/out.$rank"; status=1
  fi
done

echo "== PE 2 is killed during the start; the others end within the timeout"
t0=$SECONDS
start NVSHMEM_BOOTSTRAP_TIMEOUT=5 SYMSYNC_TEST_KILL_PE_IN_INIT=2
for rank in $(seq 0 $((n - 1))); do
  wait "${pids[$rank]}"
  code=$?
  if [[ $code -eq 0 ]]; then
    echo "FAIL: rank $rank exited 0 although PE 2 died"; cat "$work/out.$rank"; status=1
  elif [[ $rank -ne 2 ]] && ! grep -q "unique-ID bootstrap" "$work/out.$rank"; then
    echo "FAIL: rank $rank's message does not name the bootstrap:"; cat "$work/out.$rank"; status=1
  fi
done
took=$((SECONDS - t0))
echo "the other PEs ended $took s after the start"
if (( took > 5 + 3 )); then echo "FAIL: that is past NVSHMEM_BOOTSTRAP_TIMEOUT=5"; status=1; fi
head -n 3 "$work"/out.0

shm_after=$(ls /dev/shm | grep '^symsync-' | sort)
leaked=$(comm -13 <(echo "$shm_before") <(echo "$shm_after"))
if [[ -n $leaked ]]; then echo "FAIL: left in /dev/shm: $leaked"; status=1; fi
rm -rf "$work"
[[ $status -eq 0 ]] && echo PASS
exit $status
