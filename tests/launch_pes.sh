#!/usr/bin/env bash
# Runs a test program as PEs of one job.
#
#   launch_pes.sh direct PROGRAM [ARGS...]  one PE, started without a launcher
#   launch_pes.sh N PROGRAM [ARGS...]       N PEs through symsync-run (the
#                                           unique-ID bootstrap, no MPI)
#   launch_pes.sh mpi:N PROGRAM [ARGS...]   N PEs under Open MPI's mpirun
#   launch_pes.sh N/K PROGRAM [ARGS...]     N PEs through symsync-run, as
#                                           hosts of K PEs each
#                                           (SYMSYNC_PES_PER_HOST=K): PEs of
#                                           different hosts reach each other
#                                           through UCX over TCP on loopback
#   launch_pes.sh mpi:N/K PROGRAM [ARGS...] the same under mpirun
#   launch_pes.sh staged:N/K PROGRAM ...    N/K, the network reaching the
#                                           host heap as it reaches a heap
#                                           in GPU memory (messages applied
#                                           by the target through calls;
#                                           tests/support/test_main.cc)
#
# The PEs are oversubscribed on the machine's cores and unbound, as they are
# on a 2-core CI machine running 4 PEs.
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: $0 direct|N|mpi:N|N/K|mpi:N/K PROGRAM [ARGS...]" >&2
  exit 2
fi
launch=$1
program=$2
shift 2

# Every PE would write Bazel's XML report to the same file; leave the report
# to Bazel, which derives it from the exit status.
unset XML_OUTPUT_FILE GTEST_OUTPUT
export TMPDIR="${TEST_TMPDIR:-${TMPDIR:-/tmp}}"

# No job may leave a segment of ours in /dev/shm, whatever happened to it.
# (The tests run with a /dev/shm of their own, --sandbox_tmpfs_path in
# .bazelrc, so other tests' segments never show here.)
segments() { ls /dev/shm 2>/dev/null | grep '^symsync-' | sort || true; }
segments_before=$(segments)
check_segments() {
  local status=$? left
  left=$(comm -13 <(echo "$segments_before") <(segments))
  if [[ -n $left ]]; then
    echo "launch_pes.sh: the job left shared memory behind in /dev/shm:" $left >&2
    rm -f $(sed 's|^|/dev/shm/|' <<<"$left")
    [[ $status -ne 0 ]] || status=1
  fi
  exit $status
}
trap check_segments EXIT

if [[ $launch == staged:* ]]; then
  export SYMSYNC_TESTS_STAGED_NETWORK=1
  launch=${launch#staged:}
fi
# N/K: several hosts on this machine, their traffic on loopback only; CUDA
# loads each program's kernels at its start, as nvshmem_init advises for
# jobs across hosts (runtime/src/lifecycle/init.cc).
if [[ $launch =~ ^(mpi:)?([1-9][0-9]*)/([1-9][0-9]*)$ ]]; then
  export SYMSYNC_PES_PER_HOST=${BASH_REMATCH[3]} UCX_TLS=tcp UCX_NET_DEVICES=lo CUDA_MODULE_LOADING=EAGER
  launch=${BASH_REMATCH[1]}${BASH_REMATCH[2]}
fi

if [[ $launch == direct ]]; then
  "$program" "$@"
  exit $?
fi
if [[ $launch =~ ^[1-9][0-9]*$ ]]; then
  # Under Bazel the launcher is in the runfiles of //tools.
  launcher="${TEST_SRCDIR:-.}/${TEST_WORKSPACE:-symsync}/tools/symsync-run"
  [[ -x $launcher ]] || launcher="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/bazel-bin/tools/symsync-run"
  "$launcher" -n "$launch" "$program" "$@"
  exit $?
fi
if ! [[ $launch =~ ^mpi:[1-9][0-9]*$ ]]; then
  echo "$0: '$launch' is not 'direct', a number of PEs, mpi:N, N/K or mpi:N/K" >&2
  exit 2
fi
launch=${launch#mpi:}
if ! command -v mpirun >/dev/null; then
  echo "$0: mpirun is not installed (run ./setup.sh)" >&2
  exit 1
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# The PEs would race to remove gtest's premature-exit marker; the exit status
# already tells Bazel whether the job ended early.
unset TEST_PREMATURE_EXIT_FILE
# Under --config=asan: Open MPI leaks at exit, largely from components it has
# already unloaded (LeakSanitizer cannot even name them), so leak checking is
# left to the direct launches; every other AddressSanitizer check stays on.
if [[ -n ${ASAN_OPTIONS:-} ]]; then export ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=0"; fi
# Under --config=tsan: Open MPI's (uninstrumented) locking is not ours to
# check; tests/tsan_suppressions.txt names only its libraries.
if [[ -n ${TSAN_OPTIONS:-} ]]; then
  # Under Bazel this script runs as a copy in the test's own package; the
  # file is in the runfiles of //tests.
  suppressions="${TEST_SRCDIR:-.}/${TEST_WORKSPACE:-symsync}/tests/tsan_suppressions.txt"
  [[ -f $suppressions ]] || suppressions="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/tsan_suppressions.txt"
  export TSAN_OPTIONS="$TSAN_OPTIONS:suppressions=$suppressions"
fi
# The PEs of these tests share one node: shared memory between them, no TCP.
export OMPI_MCA_btl=self,vader
# No cross-memory attach between ranks: it needs ptrace rights that sandboxes
# and containers often withhold. Open MPI's own shared memory still works.
export OMPI_MCA_btl_vader_single_copy_mechanism=none
# Open MPI names its job after mpirun's process id, which is the same in every
# Bazel sandbox (each has its own PID namespace): keep each job's session and
# shared-memory files in the test's own directory so concurrent jobs of
# concurrent tests cannot meet.
export OMPI_MCA_orte_tmpdir_base="$TMPDIR"
export OMPI_MCA_btl_vader_backing_directory="$TMPDIR"
export OMPI_MCA_shmem_mmap_backing_file_base_dir="$TMPDIR"
# SYMSYNC_MPIRUN_OPTIONS: extra mpirun options a test needs (word-split).
# shellcheck disable=SC2086
mpirun --oversubscribe --bind-to none ${SYMSYNC_MPIRUN_OPTIONS:-} -np "$launch" "$program" "$@"
