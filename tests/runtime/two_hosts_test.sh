#!/usr/bin/env bash
# Runs two_hosts_program.cc as 4 PEs through symsync-run, host heap, the two
# "hosts" joined by UCX over TCP on loopback; then again with the transport
# plugin missing, which must stop the job at init, naming the plugin and
# the PE that needs it.
set -euo pipefail
export NVSHMEM_HEAP_KIND=host NVSHMEM_BOOTSTRAP_TIMEOUT=20
export UCX_TLS=tcp UCX_NET_DEVICES=lo
"$1" -n 4 "$2"
if output=$(SYMSYNC_TRANSPORT_PLUGIN=/nonexistent/libsymsync_transport_ucx.so \
            "$1" -n 4 "$2" 2>&1); then
  echo "a job spanning hosts started without its transport plugin:"
  echo "$output"
  exit 1
fi
# Whichever PE fails first reports, naming the first PE of the other host:
# PEs 0 and 1 name PE 2, PEs 2 and 3 name PE 0.
report="nvshmem_init: cannot load the UCX transport plugin libsymsync_transport_ucx\.so, needed because"
expected="symsync: PE [01]: $report PE 2 is on another host|symsync: PE [23]: $report PE 0 is on another host"
if ! grep -qE "$expected" <<<"$output"; then
  echo "expected a report containing '$expected', got:"
  echo "$output"
  exit 1
fi
echo "a missing transport plugin is reported: ok"
