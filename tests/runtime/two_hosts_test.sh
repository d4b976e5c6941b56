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
# PEs 0 and 1 name PE 2, PEs 2 and 3 name PE 0. A plugin that is not there
# is said to be missing, with where it was looked for and how to name it.
expect_report() {  # OUTPUT REPORT WHAT
  local expected="symsync: PE [01]: $2 PE 2 is on another host|symsync: PE [23]: $2 PE 0 is on another host"
  if ! grep -qE "$expected" <<<"$1"; then
    echo "$3: expected a report containing '$expected', got:"
    echo "$1"
    exit 1
  fi
}
expect_report "$output" "nvshmem_init: the UCX transport plugin libsymsync_transport_ucx\.so is missing, and it is needed because" \
  "a missing plugin"
grep -qF "or set SYMSYNC_TRANSPORT_PLUGIN to its path. Looked for it at:" <<<"$output" ||
  { echo "a missing plugin: the report does not say how to name it:"; echo "$output"; exit 1; }
echo "a missing transport plugin is reported as missing: ok"

# A file that is there but cannot be loaded is not reported as missing.
not_a_plugin="${TEST_TMPDIR:-/tmp}/libsymsync_transport_ucx.so"
echo "not a shared library" >"$not_a_plugin"
if output=$(SYMSYNC_TRANSPORT_PLUGIN="$not_a_plugin" "$1" -n 4 "$2" 2>&1); then
  echo "a job spanning hosts started with a broken transport plugin:"
  echo "$output"
  exit 1
fi
expect_report "$output" "nvshmem_init: cannot load the UCX transport plugin libsymsync_transport_ucx\.so, needed because" \
  "a plugin that does not load"
echo "a transport plugin that does not load is reported as such: ok"
