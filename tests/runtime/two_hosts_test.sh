#!/usr/bin/env bash
# Runs two_hosts_program.cc as 4 PEs through symsync-run, host heap; then
# again with an update of a PE on the other host, which must fail naming the
# routine and the PE.
set -euo pipefail
export NVSHMEM_HEAP_KIND=host NVSHMEM_BOOTSTRAP_TIMEOUT=20
"$1" -n 4 "$2"
if output=$("$1" -n 4 "$2" --update-other-host 2>&1); then
  echo "an update of a PE on another host did not fail:"
  echo "$output"
  exit 1
fi
expected="nvshmemx_signal_op: PE 2 is on another host"
if ! grep -q "$expected" <<<"$output"; then
  echo "expected a report containing '$expected', got:"
  echo "$output"
  exit 1
fi
echo "an update of a PE on another host is reported: ok"
