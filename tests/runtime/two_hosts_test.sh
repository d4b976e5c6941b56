#!/usr/bin/env bash
# Runs two_hosts_program.cc as 4 PEs through symsync-run, host heap.
set -euo pipefail
NVSHMEM_HEAP_KIND=host NVSHMEM_BOOTSTRAP_TIMEOUT=20 "$1" -n 4 "$2"
