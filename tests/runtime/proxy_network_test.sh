#!/usr/bin/env bash
# The host proxy over UCX between 2 PEs on 2 "hosts" (proxy_network_program
# .cc): everything it carries arrives, in order. Then PE 1 is killed while
# PE 0's producer threads keep sending through the proxy: the job must end
# within 10 s, fail, and name PE 1. Last, a request past the end of PE 1's
# heap ends the job, naming its routine and producer.
set -uo pipefail
launch_pes=$1
program=$2
export NVSHMEM_HEAP_KIND=host NVSHMEM_BOOTSTRAP_TIMEOUT=20
"$launch_pes" 2/1 "$program" || exit 1

start=$SECONDS
output=$(PROXY_NETWORK_DIE=1 timeout 60 "$launch_pes" 2/1 "$program" 2>&1)
code=$?
elapsed=$((SECONDS - start))
status=0
if [[ $code -eq 0 || $code -eq 124 ]]; then
  echo "the job did not fail when PE 1 died (exit $code):"
  echo "$output"
  exit 1
fi
if [[ $elapsed -gt 10 ]]; then
  echo "the job took $elapsed s to end after PE 1 died (at most 10)"
  status=1
fi
if ! grep -Eq "PE 1 was killed|PE 1 .*(disconnected|unreachable)" <<<"$output"; then
  echo "the report does not name PE 1:"
  echo "$output"
  status=1
fi
echo "PE 1 died with requests queued for it: the job ended in $elapsed s, exit $code"
echo "$output" | grep -E "symsync" | head -5

output=$(PROXY_NETWORK_PAST_THE_HEAP=1 timeout 60 "$launch_pes" 2/1 "$program" 2>&1)
expected="nvshmem_putmem \(from host thread 0, through the host proxy\): bytes \[1099511627776, 1099511631872\) of the symmetric heap, which has [0-9]+: they run [0-9]+ bytes past its end"
if ! grep -Eq "$expected" <<<"$output"; then
  echo "a request past the heap's end: expected a report matching '$expected', got:"
  echo "$output"
  status=1
else
  echo "a request past the heap's end is refused: ok"
fi
exit $status
