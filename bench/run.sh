#!/usr/bin/env bash
# The host and compile benchmarks: builds what they need, runs each beside
# its baseline in the same run, and prints the table of ratios (also written
# to bench/.cache/report.txt, with the raw lines in bench/.cache/results.txt).
#
#   bench/run.sh [LAUNCHES [PART...]]
#
# LAUNCHES (default 5) is how many times each ping-pong runs. PARTs (default
# all of them): pingpong (symsync against raw atomics and OpenSHMEM), waits
# (host waits that rest: an idle wait's CPU share, the wake-up after a long
# wait and the ping-pong, under the default NVSHMEM_WAIT_* policy and under
# the spin-only and spin-then-yield policies as baselines), rma (host putmem
# against memcpy, put-with-signal ping-pong against signal_op), network
# (2 PEs on 2 "hosts", SYMSYNC_PES_PER_HOST=1, over UCX_TLS=tcp on
# loopback: signal and int ping-pongs against Open MPI's OpenSHMEM over the
# same UCX_TLS and a raw TCP-socket ping-pong, putmem against shmem_putmem),
# the host proxy (a stream of p's and a p then quiet through its channel,
# against the host form), collectives (barrier_all, an 8-byte sum_reduce,
# 1 MiB fcollect and broadcast on 4 PEs, on one host and as 2 hosts of 2 and
# 4 hosts of 1 over UCX_TLS=tcp on loopback, against Open MPI's OpenSHMEM
# on one host and over TCP), scan, compile.
#
# The GPU benchmarks need a GPU: the GPU pack (tests/gpu/pack.sh DIR, then
# DIR/run.sh on the GPU machine).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
launches=${1:-5}
shift || true
parts=" ${*:-pingpong waits rma network collectives scan compile} "
wants() { [[ $parts == *" $1 "* ]]; }
cache=bench/.cache
mkdir -p "$cache/bin"
results=$cache/results.txt
: >"$results"
step() { printf '== %s\n' "$*" >&2; }

step "building (bazel -c opt)"
bazel build -c opt //bench:pingpong //bench:pingpong_raw //bench:pingpong_tcp //bench:proxy //bench:rma //bench:scan \
  //bench:wait_rest //bench:coll \
  //runtime:libsymsync_transport_ucx.so >&2
for program in pingpong pingpong_raw pingpong_tcp proxy rma scan wait_rest coll; do cp -f "bazel-bin/bench/$program" "$cache/bin/"; done
cp -f bazel-bin/runtime/libsymsync_bootstrap_mpi.so bazel-bin/runtime/libsymsync_transport_ucx.so "$cache/bin/"

if [[ $(id -u) -eq 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
export NVSHMEM_HEAP_KIND=host OMPI_MCA_btl=self,vader OMPI_MCA_oob_tcp_if_include=lo
rounds=20000
repeats=15

if wants pingpong; then
  oshcc -O2 bench/oshmem_pingpong.c -o "$cache/bin/oshmem_pingpong"
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
fi

if wants waits; then
  # The wait policies compared, as environment settings (docs/launching.rst):
  # rest, the defaults; spin, spinning for ever; yield, spinning for the
  # first 32 polls and then yielding for ever (close to the loop before waits
  # rested, which spun for 128 polls).
  forever=1000000000000
  policy_env() {
    case $1 in
      rest) echo "" ;;
      spin) echo "NVSHMEM_WAIT_SPIN_US=$forever" ;;
      yield) echo "NVSHMEM_WAIT_SPIN_US=0 NVSHMEM_WAIT_YIELD_US=$forever" ;;
    esac
  }
  for launch in $(seq "$launches"); do
    step "ping-pong per wait policy, launch $launch of $launches"
    for policy in rest spin yield; do
      env $(policy_env $policy) mpirun -np 2 --bind-to core \
        "$cache/bin/pingpong" int $rounds $repeats "int_$policy" >>"$results"
    done
  done
  # The default policy: a 10 s idle wait, then 15 waits released after 1 s.
  # The baselines never sleep, so a shorter run says as much of them and
  # burns a core for less time.
  step "idle wait and wake-up, policy rest (about 25 s)"
  "$cache/bin/wait_rest" rest 10 15 1 >>"$results"
  for policy in spin yield; do
    step "idle wait and wake-up, policy $policy (about 6 s)"
    env $(policy_env $policy) "$cache/bin/wait_rest" $policy 3 9 0.3 >>"$results"
  done
fi

if wants rma; then
  for launch in $(seq "$launches"); do
    step "data movement, launch $launch of $launches"
    NVSHMEM_SYMMETRIC_SIZE=256m mpirun -np 2 --bind-to core "$cache/bin/rma" putmem 5 >>"$results"
    mpirun -np 2 --bind-to core "$cache/bin/rma" put_signal $rounds $repeats >>"$results"
  done
fi

if wants network; then
  oshcc -O2 bench/oshmem_pingpong.c -o "$cache/bin/oshmem_pingpong"
  oshcc -O2 bench/oshmem_putmem.c -o "$cache/bin/oshmem_putmem"
  # Every byte between the "hosts" on loopback, for both libraries.
  net_env=(UCX_TLS=tcp UCX_NET_DEVICES=lo)
  for launch in $(seq "$launches"); do
    step "across hosts over TCP, launch $launch of $launches"
    "$cache/bin/pingpong_tcp" 5000 $repeats >>"$results"
    for kind in signal int; do
      env "${net_env[@]}" SYMSYNC_PES_PER_HOST=1 mpirun -np 2 --bind-to core \
        -x UCX_TLS -x UCX_NET_DEVICES -x SYMSYNC_PES_PER_HOST \
        "$cache/bin/pingpong" $kind 5000 $repeats "net_$kind" >>"$results"
    done
    # 8 bytes and a signal in one nvshmem_putmem_signal, against signal_op
    # (the same one-message path as atomic_set).
    env "${net_env[@]}" SYMSYNC_PES_PER_HOST=1 mpirun -np 2 --bind-to core \
      -x UCX_TLS -x UCX_NET_DEVICES -x SYMSYNC_PES_PER_HOST \
      "$cache/bin/rma" put_signal 3000 $repeats | sed 's/^pingpong put_signal /pingpong net_put_signal /' >>"$results"
    env "${net_env[@]}" oshrun -np 2 --bind-to core -quiet -x UCX_TLS -x UCX_NET_DEVICES \
      "$cache/bin/oshmem_pingpong" 5000 $repeats 2>/dev/null |
      sed -n 's/^pingpong oshmem /pingpong oshmem_tcp /p' >>"$results" || true
  done
  step "putmem across hosts over TCP"
  env "${net_env[@]}" SYMSYNC_PES_PER_HOST=1 NVSHMEM_SYMMETRIC_SIZE=256m mpirun -np 2 --bind-to core \
    -x UCX_TLS -x UCX_NET_DEVICES -x SYMSYNC_PES_PER_HOST -x NVSHMEM_SYMMETRIC_SIZE \
    "$cache/bin/rma" putmem 5 >>"$results"
  # The proxy's thread and the producer share the cores with PE 1: unbound.
  for launch in $(seq "$launches"); do
    step "the host proxy across hosts, launch $launch of $launches"
    env "${net_env[@]}" SYMSYNC_PES_PER_HOST=1 mpirun -np 2 --bind-to none \
      -x UCX_TLS -x UCX_NET_DEVICES -x SYMSYNC_PES_PER_HOST \
      "$cache/bin/proxy" 20000 5 >>"$results"
  done
  env "${net_env[@]}" SHMEM_SYMMETRIC_HEAP_SIZE=256M oshrun -np 2 --bind-to core -quiet \
    -x UCX_TLS -x UCX_NET_DEVICES -x SHMEM_SYMMETRIC_HEAP_SIZE \
    "$cache/bin/oshmem_putmem" 5 2>/dev/null | grep '^rma ' >>"$results" || true
fi

if wants collectives; then
  oshcc -O2 bench/oshmem_coll.c -o "$cache/bin/oshmem_coll"
  # 4 PEs on this machine's cores, unbound (there are fewer cores than PEs).
  # Across hosts, symsync as 2 hosts of 2 and as 4 hosts of 1, every byte
  # between "hosts" over UCX on loopback TCP; Open MPI cannot be told of
  # hosts that share a machine, so its baseline is every byte over TCP
  # (UCX_TLS=tcp for OpenSHMEM's puts, the TCP BTL for its MPI collectives),
  # which matches the 4 hosts of 1.
  net_env=(UCX_TLS=tcp UCX_NET_DEVICES=lo)
  for launch in $(seq "$launches"); do
    step "collectives on 4 PEs, one host and across hosts, launch $launch of $launches"
    mpirun -np 4 --oversubscribe --bind-to none "$cache/bin/coll" node 2000 9 >>"$results"
    oshrun -np 4 --oversubscribe --bind-to none -quiet "$cache/bin/oshmem_coll" node 2000 9 2>/dev/null |
      grep '^coll ' >>"$results" || true
    for per_host in 2 1; do
      env "${net_env[@]}" SYMSYNC_PES_PER_HOST=$per_host mpirun -np 4 --oversubscribe --bind-to none \
        -x UCX_TLS -x UCX_NET_DEVICES -x SYMSYNC_PES_PER_HOST "$cache/bin/coll" "hosts_of_$per_host" 200 9 >>"$results"
    done
    env "${net_env[@]}" OMPI_MCA_btl=self,tcp OMPI_MCA_btl_tcp_if_include=lo \
      oshrun -np 4 --oversubscribe --bind-to none -quiet -x UCX_TLS -x UCX_NET_DEVICES \
      "$cache/bin/oshmem_coll" hosts_of_1 200 9 2>/dev/null | grep '^coll ' >>"$results" || true
    # 2 PEs on 2 hosts: a PE per core, so neither library waits for the
    # other PEs' (or symsync's progress threads') turn on a core.
    env "${net_env[@]}" SYMSYNC_PES_PER_HOST=1 mpirun -np 2 --bind-to none \
      -x UCX_TLS -x UCX_NET_DEVICES -x SYMSYNC_PES_PER_HOST "$cache/bin/coll" two_hosts 200 9 >>"$results"
    env "${net_env[@]}" OMPI_MCA_btl=self,tcp OMPI_MCA_btl_tcp_if_include=lo \
      oshrun -np 2 --bind-to none -quiet -x UCX_TLS -x UCX_NET_DEVICES \
      "$cache/bin/oshmem_coll" two_hosts 200 9 2>/dev/null | grep '^coll ' >>"$results" || true
  done
fi

if wants scan; then
  step "scan throughput"
  NVSHMEM_SYMMETRIC_SIZE=512m "$cache/bin/scan" >>"$results"
fi
if wants compile; then
  step "compile cost"
  nvshmem=$(bench/fetch_nvshmem.sh)
  python3 bench/compile_cost.py --nvshmem-include "$nvshmem/include" >>"$results"
fi

python3 bench/report.py "$results" | tee "$cache/report.txt"
