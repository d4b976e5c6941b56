#!/usr/bin/env bash
# The host and compile benchmarks: builds what they need, runs each beside
# its baseline in the same run, and prints the table of ratios (also written
# to bench/.cache/report.txt, with the raw lines in bench/.cache/results.txt).
#
#   bench/run.sh [launches, default 5]
#
# The GPU benchmarks need a GPU: the GPU pack (tests/gpu/pack.sh DIR, then
# DIR/run.sh on the GPU machine).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
launches=${1:-5}
cache=bench/.cache
mkdir -p "$cache/bin"
results=$cache/results.txt
: >"$results"
step() { printf '== %s\n' "$*" >&2; }

step "building (bazel -c opt)"
bazel build -c opt //bench:pingpong //bench:pingpong_raw //bench:scan >&2
for program in pingpong pingpong_raw scan; do cp -f "bazel-bin/bench/$program" "$cache/bin/"; done
cp -f bazel-bin/runtime/libsymsync_bootstrap_mpi.so "$cache/bin/"
oshcc -O2 bench/oshmem_pingpong.c -o "$cache/bin/oshmem_pingpong"
nvshmem=$(bench/fetch_nvshmem.sh)

if [[ $(id -u) -eq 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
export NVSHMEM_HEAP_KIND=host OMPI_MCA_btl=self,vader
rounds=20000
repeats=15
for launch in $(seq "$launches"); do
  step "ping-pong, launch $launch of $launches"
  "$cache/bin/pingpong_raw" line $rounds $repeats >>"$results"
  "$cache/bin/pingpong_raw" pages $rounds $repeats >>"$results"
  mpirun -np 2 --bind-to core "$cache/bin/pingpong" int $rounds $repeats >>"$results"
  mpirun -np 2 --bind-to core "$cache/bin/pingpong" signal $rounds $repeats >>"$results"
  # Debian's OpenSHMEM crashes in shmem_finalize: the program reports first
  # and leaves without it, which oshrun then complains about.
  oshrun -np 2 --bind-to core -quiet "$cache/bin/oshmem_pingpong" $rounds $repeats 2>/dev/null |
    grep '^pingpong' >>"$results" || true
done

step "scan throughput"
NVSHMEM_SYMMETRIC_SIZE=512m "$cache/bin/scan" >>"$results"
step "compile cost"
python3 bench/compile_cost.py --nvshmem-include "$nvshmem/include" >>"$results"

python3 bench/report.py "$results" | tee "$cache/report.txt"
