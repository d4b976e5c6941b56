#!/usr/bin/env bash
# Runs two_hosts_program.cc as 4 PEs through symsync-run, host heap, the two
# "hosts" (PEs 0, 1 and 2, 3, then 0, 2 and 1, 3) joined by UCX over TCP on
# loopback; then again with the transport
# plugin missing, which must stop the job at init, naming the plugin and
# the PE that needs it.
set -euo pipefail
export NVSHMEM_HEAP_KIND=host NVSHMEM_BOOTSTRAP_TIMEOUT=20
export UCX_TLS=tcp UCX_NET_DEVICES=lo
"$1" -n 4 "$2"
"$1" -n 4 "$2" interleaved  # each host's PEs not consecutive

# How long the progress thread lingers (NVSHMEM_DEBUG: each PE says): the
# setting's value when set; else its default where the 4 PEs have a
# processor each among those they may run on together, and 0 where they
# have fewer (one processor, by taskset: the first this test may use; or
# by a control group's CPU quota).
expect_linger() {  # OUTPUT MICROSECONDS WHAT
  local said
  said=$(grep -cE "symsync: PE [0-3]: nvshmem_init: the progress thread lingers $2 us after the last message: $3" <<<"$1" || true)
  [[ $said -eq 4 ]] ||
    { echo "expected each of the 4 PEs to linger $2 us ($3), $said did:"; echo "$1"; exit 1; }
}
processors_text() { [[ $1 -eq 1 ]] && echo "1 processor" || echo "$1 processors"; }
output=$(NVSHMEM_DEBUG=1 SYMSYNC_PROGRESS_LINGER_US=7 "$1" -n 4 "$2" 2>&1)
expect_linger "$output" 7 "as SYMSYNC_PROGRESS_LINGER_US says"
first_cpu=$(python3 -c 'import os; print(min(os.sched_getaffinity(0)))')
output=$(NVSHMEM_DEBUG=1 taskset -c "$first_cpu" "$1" -n 4 "$2" 2>&1)
expect_linger "$output" 0 "the default for 4 PEs sharing 1 processor on this machine"
# A control group's CPU quota of half a processor (SYMSYNC_TEST_CGROUP_ROOT:
# a copy of the cgroup files this process's groups would have, cgroup v2's
# and v1's) counts as one processor.
fake_cgroups="${TEST_TMPDIR:-$(mktemp -d)}/cgroup"
while IFS=: read -r _ controllers path; do
  [[ $path == / ]] && path=""
  if [[ -z $controllers ]]; then
    mkdir -p "$fake_cgroups$path" && echo "50000 100000" >"$fake_cgroups$path/cpu.max"
  elif [[ ",$controllers," == *,cpu,* ]]; then
    mkdir -p "$fake_cgroups/cpu$path"
    echo 50000 >"$fake_cgroups/cpu$path/cpu.cfs_quota_us"
    echo 100000 >"$fake_cgroups/cpu$path/cpu.cfs_period_us"
  fi
done </proc/self/cgroup
output=$(NVSHMEM_DEBUG=1 SYMSYNC_TEST_CGROUP_ROOT="$fake_cgroups" "$1" -n 4 "$2" 2>&1)
expect_linger "$output" 0 "the default for 4 PEs sharing 1 processor on this machine"
processors=$(nproc)
output=$(NVSHMEM_DEBUG=1 "$1" -n 4 "$2" 2>&1)
expect_linger "$output" "$([[ $processors -ge 4 ]] && echo 20 || echo 0)" \
  "the default for 4 PEs sharing $(processors_text "$processors") on this machine"
echo "the progress thread's linger follows the setting, else the machine's processors: ok"

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
