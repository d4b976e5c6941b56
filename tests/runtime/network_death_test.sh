#!/usr/bin/env bash
# A PE of the other "host" is killed while PE 0 waits for it
# (network_death_program.cc), under symsync-run and under mpirun, 4 PEs as
# 2 hosts over UCX: the job must end within 10 s, fail, and name PE 3;
# launch_pes.sh fails the test if anything is left in /dev/shm.
set -uo pipefail
launch_pes=$1
program=$2
export NVSHMEM_HEAP_KIND=host NVSHMEM_BOOTSTRAP_TIMEOUT=20
status=0
for launch in 4/2 mpi:4/2; do
  start=$SECONDS
  output=$(timeout 60 "$launch_pes" "$launch" "$program" 2>&1)
  code=$?
  elapsed=$((SECONDS - start))
  if [[ $code -eq 0 || $code -eq 124 ]]; then
    echo "$launch: the job did not fail as it should (exit $code):"
    echo "$output"
    status=1
    continue
  fi
  if [[ $elapsed -gt 10 ]]; then
    echo "$launch: the job took $elapsed s to end after PE 3 died (at most 10)"
    status=1
  fi
  # symsync-run and mpirun say it in their own words; both name the PE
  # (mpirun by its rank).
  if ! grep -Eq "PE 3 was killed|rank 3 .*(signal|killed|exited)|PE 3 .*(disconnected|unreachable)" <<<"$output"; then
    echo "$launch: the report does not name PE 3:"
    echo "$output"
    status=1
  fi
  echo "$launch: ended in $elapsed s, exit $code"
done
exit $status
