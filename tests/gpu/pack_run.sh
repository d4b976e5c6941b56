#!/usr/bin/env bash
# Runs the GPU pack made by tests/gpu/pack.sh, on a GPU machine that has the
# CUDA driver and (for the sanitizer runs) compute-sanitizer, and nothing of
# the project's build. Every test program runs on its own, one at a time,
# with a time limit, as the BUILD files launch it (one PE directly, several
# PEs through symsync-run); then the one-PE runs again under
# compute-sanitizer; then the GPU benchmarks: symsync beside NVSHMEM (one
# PE, two, two under MPS), and each one-PE benchmark program named in
# benches.txt; only where the pack built them optimized
# (benchmarks_built.txt).
# Prints one table and closes with "N passed, M failed". Exit: 0 when all
# passed, 1 when any failed, 2 when there is no GPU here.
#
#   DIR/run.sh [--no-sanitizer] [--no-bench] [--only REGEX] [--logs DIR]
#
# --logs DIR copies every run's whole log into DIR at the end (the table
# shows only a failed run's last lines).
# --only REGEX runs only the runs whose name (as the table prints it, such
# as p2p_4byte_device_test_2pe, cuda_scaffolding_test_direct/memcheck or
# bench/symsync/1pe) matches the extended regular expression: a lent
# session's device time is short, and a rerun after a fix needs only the
# runs that failed.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
sanitize=1 bench=1 only= keep_logs=
while [[ $# -gt 0 ]]; do
  case $1 in
    --no-sanitizer) sanitize=0 ;;
    --no-bench) bench=0 ;;
    --logs)
      [[ $# -ge 2 ]] || { echo "run.sh: --logs needs a folder" >&2; exit 2; }
      keep_logs=$2
      shift ;;
    --only)
      [[ $# -ge 2 ]] || { echo "run.sh: --only needs a regular expression" >&2; exit 2; }
      only=$2
      # grep exits 2 for a bad expression: say so before anything runs.
      grep -qE -- "$only" <<<"" 2>/dev/null; [[ $? -ne 2 ]] ||
        { echo "run.sh: --only '$only' is not an extended regular expression" >&2; exit 2; }
      shift ;;
    *) echo "run.sh: unknown argument '$1' (expected --no-sanitizer, --no-bench, --only REGEX or --logs DIR)" >&2; exit 2 ;;
  esac
  shift
done

# No GPU is a clear answer, never a silent pass.
if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi -L 2>/dev/null | grep -q '^GPU '; then
  echo "run.sh: no NVIDIA GPU is visible on this machine (nvidia-smi lists none):" \
       "the GPU pack needs one. Nothing was run." >&2
  exit 2
fi

test_limit=${SYMSYNC_PACK_TEST_LIMIT:-120}      # seconds per test run
sanitizer_limit=${SYMSYNC_PACK_SANITIZER_LIMIT:-240}
budget=${SYMSYNC_PACK_BUDGET:-300}               # no new sanitizer run after this
work=$(mktemp -d -t symsync-gpu.XXXXXX)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xJf "$here/payload.tar.xz" || { echo "run.sh: cannot unpack $here/payload.tar.xz" >&2; exit 1; }
bin=$work/bin
# UCX and its transport plugin, for jobs that span hosts (tests/gpu/pack.sh).
export LD_LIBRARY_PATH="$work/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
sanitizer=$(command -v compute-sanitizer || true)
for candidate in /usr/local/cuda/bin/compute-sanitizer /usr/local/cuda/compute-sanitizer/compute-sanitizer; do
  [[ -n $sanitizer ]] || { [[ -x $candidate ]] && sanitizer=$candidate; }
done
export SYMSYNC_REQUIRE_GPU=1 NVSHMEM_BOOTSTRAP_TIMEOUT=${NVSHMEM_BOOTSTRAP_TIMEOUT:-30}
nvidia-smi -L
start=$SECONDS passed=0 failed=0
rows=()
log_dir=$work/logs
mkdir -p "$log_dir"

# run NAME LIMIT COMMAND...: runs it, records a row, shows the log on failure.
# With --only, a run whose name does not match is left out (no row).
wanted() { [[ -z $only ]] || grep -qE -- "$only" <<<"$1"; }
run() {
  local name=$1 limit=$2; shift 2
  wanted "$name" || return 0
  local log="$log_dir/${name//\//_}.log" t0=$SECONDS status
  timeout --kill-after=10 "$limit" "$@" >"$log" 2>&1
  status=$?
  local took=$((SECONDS - t0)) verdict=passed
  if [[ $status -ne 0 ]]; then
    verdict="FAILED (exit $status$([[ $status -eq 124 ]] && echo ", over ${limit} s"))"
    failed=$((failed + 1))
    printf '\n---- %s: last lines of its output\n' "$name"
    tail -n 40 "$log"
  else
    passed=$((passed + 1))
  fi
  rows+=("$(printf '%-52s %6s s  %s' "$name" "$took" "$verdict")")
  printf '%-52s %6s s  %s\n' "$name" "$took" "$verdict"
}

# The environment of PEs posing as hosts on this machine (as
# tests/launch_pes.sh sets it): their traffic on loopback only, and CUDA
# loading each program's kernels at its start, as nvshmem_init advises for
# jobs across hosts.
across_hosts=(UCX_TLS=tcp UCX_NET_DEVICES=lo CUDA_MODULE_LOADING=EAGER)

# launch TEST LAUNCH PROGRAM [VAR=VALUE...]: as the BUILD file's sh_test does
# (tests/launch_pes.sh): direct, N PEs, or N PEs as hosts of K (N/K), which
# reach each other through UCX over TCP on loopback.
launch() {
  local test=$1 how=$2 program=$bin/$(basename "${3##*:}"); shift 3
  if [[ $how == direct ]]; then
    run "$test" "$test_limit" env "$@" "$program"
  elif [[ $how =~ ^([0-9]+)/([0-9]+)$ ]]; then
    run "$test" "$test_limit" env "$@" SYMSYNC_PES_PER_HOST="${BASH_REMATCH[2]}" "${across_hosts[@]}" \
      "$bin/symsync-run" -n "${BASH_REMATCH[1]}" "$program"
  else
    run "$test" "$test_limit" env "$@" "$bin/symsync-run" -n "$how" "$program"
  fi
}

echo "== tests"
# The VAR=VALUE words are read into an array, never expanded as patterns
# (a GTEST_FILTER value such as Int/* is one).
while read -r test how program rest; do
  [[ -z $test || $test == \#* ]] && continue
  read -r -a vars <<<"$rest"
  launch "$test" "$how" "$program" "${vars[@]}"
done <"$here/manifest.txt"

# memcheck for every program; racecheck and synccheck only where the machine
# code uses shared memory or barriers, which they examine. Without cuobjdump
# to tell, all three run.
cuobjdump=$(command -v cuobjdump || true)
[[ -n $cuobjdump || ! -x /usr/local/cuda/bin/cuobjdump ]] || cuobjdump=/usr/local/cuda/bin/cuobjdump
sanitizer_tools() {
  local program=$1 tools=memcheck
  if [[ -z $cuobjdump ]]; then echo memcheck racecheck synccheck; return; fi
  "$cuobjdump" -res-usage "$program" 2>/dev/null | grep -q 'SHARED:[1-9]' && tools+=" racecheck"
  "$cuobjdump" -sass "$program" 2>/dev/null | grep -qE '\bBAR(\.SYNC)?\b' && tools+=" synccheck"
  echo "$tools"
}

if [[ $sanitize -eq 1 ]]; then
  echo "== the one-PE runs under compute-sanitizer"
  [[ -n $cuobjdump ]] || echo "(no cuobjdump here: racecheck and synccheck run for every program)"
  if [[ -z $sanitizer ]]; then
    rows+=("compute-sanitizer not found: sanitizer runs FAILED")
    failed=$((failed + 1))
  else
    while read -r test how program rest; do
      [[ -z $test || $test == \#* || $how != direct ]] && continue
      read -r -a vars <<<"$rest"
      base=$(basename "${program##*:}")
      for tool in $(sanitizer_tools "$bin/$base"); do
        wanted "$test/$tool" || continue
        if (( SECONDS - start > budget )); then
          rows+=("$(printf '%-52s %8s  %s' "$test/$tool" "" "skipped: past the ${budget} s budget")")
          continue
        fi
        # Death tests (suites named *DeathTest) end their program on purpose
        # and re-execute it, and suites named *ExpectedDriverError make a
        # CUDA call fail on purpose (memcheck counts it); they run in the
        # plain runs above. Programs that are no GoogleTest program (the
        # examples) take no filter.
        filter=()
        grep -qa -- --gtest_filter "$bin/$base" &&
          filter=(--gtest_filter='-*DeathTest*:*ExpectedDriverError*')
        run "$test/$tool" "$sanitizer_limit" env "${vars[@]}" "$sanitizer" --tool "$tool" \
          --error-exitcode 1 --print-limit 20 "$bin/$base" "${filter[@]}"
      done
    done <"$here/manifest.txt"
  fi
fi

bench_lines=()
perftest_tables=()
# Benchmarks built unoptimized (tests/gpu/pack.sh --benchmarks-unoptimized)
# would time symsync's host code at -O0 beside NVSHMEM's release build.
built_as=$(cat "$here/benchmarks_built.txt" 2>/dev/null || echo "in an unknown way (the pack has no benchmarks_built.txt)")
if [[ $bench -eq 1 && $built_as != optimized* ]]; then
  # A failure where the benchmarks were asked for; with --only, a note.
  if [[ -z $only ]]; then
    rows+=("benchmarks not run: this pack's were built $built_as; pack again without that option. Benchmarks FAILED")
    failed=$((failed + 1))
  else
    rows+=("benchmarks not run: this pack's were built $built_as")
  fi
  bench=0
fi
if [[ $bench -eq 1 ]]; then
  echo "== benchmarks"
  # nvidia.nvshmem is a namespace package (no __init__.py, so no __file__):
  # its folders are in __path__.
  nvshmem_lib=$(python3 -c 'import os, nvidia.nvshmem as m; print(next(os.path.join(p, "lib") for p in m.__path__ if os.path.isdir(os.path.join(p, "lib"))))' 2>/dev/null || true)
  # The NVSHMEM benchmark runs only with the host library of the release
  # its device library came from: the pack holds one build per release
  # (tests/gpu/pack.sh), and the machine's release picks one.
  nvshmem_release=$(python3 -c 'import importlib.metadata as m; print(m.version("nvidia-nvshmem-cu13"))' 2>/dev/null || true)
  nvshmem_bench=$bin/gpu_bench_nvshmem-$nvshmem_release
  if [[ -n $nvshmem_lib && ! -x $nvshmem_bench ]]; then
    built=$(cd "$bin" && ls gpu_bench_nvshmem-* 2>/dev/null | sed 's/^gpu_bench_nvshmem-//' | tr '\n' ' ')
    rows+=("NVSHMEM here is release '${nvshmem_release:-unknown}'; the pack has its benchmark built for ${built:-none}: add the release to releases in tests/gpu/pack.sh. NVSHMEM's bench FAILED")
    failed=$((failed + 1))
    nvshmem_lib=
  fi
  [[ -z $nvshmem_lib ]] || bench_lines+=("gpu nvshmem release=$nvshmem_release")
  run bench/symsync/1pe 120 "$bin/gpu_bench_symsync"
  bench_lines+=("$(grep '^gpu ' "$log_dir/bench_symsync_1pe.log" 2>/dev/null)")
  run bench/symsync/2pe 120 "$bin/symsync-run" -n 2 env GPU_BENCH_UID_FILE="$work/uid.symsync" "$bin/gpu_bench_symsync"
  bench_lines+=("$(grep -h '^\[PE 0\] gpu ' "$log_dir/bench_symsync_2pe.log" 2>/dev/null | sed 's/^\[PE 0\] //')")
  if [[ -z $nvshmem_lib || ! -d $nvshmem_lib ]]; then
    [[ -n $nvshmem_release ]] ||
      { rows+=("NVSHMEM (python3 -c 'import nvidia.nvshmem') not found: its bench FAILED"); failed=$((failed + 1)); }
  else
    # NVSHMEM_DEBUG=INFO: where NVSHMEM fails to start (3.4.5 did on the
    # H200 machines, saying only "nvshmem initialization failed"), its log
    # says which step; run.sh shows the log's end when the run fails.
    run bench/nvshmem/1pe 120 env NVSHMEM_DEBUG=INFO LD_LIBRARY_PATH="$nvshmem_lib:${LD_LIBRARY_PATH:-}" "$nvshmem_bench"
    bench_lines+=("$(grep '^gpu ' "$log_dir/bench_nvshmem_1pe.log" 2>/dev/null)")
    run bench/nvshmem/2pe 120 "$bin/symsync-run" -n 2 env LD_LIBRARY_PATH="$nvshmem_lib:${LD_LIBRARY_PATH:-}" \
      GPU_BENCH_UID_FILE="$work/uid.nvshmem" "$nvshmem_bench"
    bench_lines+=("$(grep -h '^\[PE 0\] gpu ' "$log_dir/bench_nvshmem_2pe.log" 2>/dev/null | sed 's/^\[PE 0\] //')")
  fi
  # Across two simulated hosts (UCX over TCP on loopback): the device
  # ping-pongs through the host proxy, against symsync's host-initiated
  # ping-pong across the same hosts (host heap) and NVSHMEM on its remote
  # transport (UCX, P2P off), whose log says what it refused if it does not
  # run.
  two_hosts=(env SYMSYNC_PES_PER_HOST=1 "${across_hosts[@]}")
  run bench/symsync/2hosts 180 "${two_hosts[@]}" "$bin/symsync-run" -n 2 env GPU_BENCH_UID_FILE="$work/uid.symsync2" "$bin/gpu_bench_symsync"
  device_line=$(grep -h '^\[PE 0\] gpu symsync put_signal_ping_pong hosts ' "$log_dir/bench_symsync_2hosts.log" 2>/dev/null | sed 's/^\[PE 0\] //')
  bench_lines+=("$(grep -h '^\[PE 0\] gpu ' "$log_dir/bench_symsync_2hosts.log" 2>/dev/null | sed 's/^\[PE 0\] gpu symsync/gpu symsync 2hosts/')")
  run bench/symsync/host_pingpong_2hosts 120 "${two_hosts[@]}" NVSHMEM_HEAP_KIND=host "$bin/symsync-run" -n 2 "$bin/pingpong" signal 2000 9 host_2hosts
  host_line=$(grep -h 'pingpong host_2hosts ' "$log_dir/bench_symsync_host_pingpong_2hosts.log" 2>/dev/null | sed 's/^\[PE [01]\] //' | head -1)
  # The host proxy's channel across the same hosts, the progress thread
  # sleeping 20 us after the last message (the default) and never: a
  # device wait for another host's update depends on that thread
  # (SYMSYNC_PROGRESS_LINGER_US). The MPS ping-pong below runs with each too.
  lingers=(20 1000000000)
  for linger in "${lingers[@]}"; do
    run "bench/symsync/proxy_2hosts_linger$linger" 120 "${two_hosts[@]}" NVSHMEM_HEAP_KIND=host \
      SYMSYNC_PROGRESS_LINGER_US=$linger "$bin/symsync-run" -n 2 "$bin/proxy" 20000 5
    bench_lines+=("$(grep -h '^\[PE 0\] proxy ' "$log_dir/bench_symsync_proxy_2hosts_linger$linger.log" 2>/dev/null |
      sed "s/^\[PE 0\] proxy/proxy linger_us=$linger/")")
  done
  bench_lines+=("$host_line")
  device_ns=$(sed -n 's/.*half_trip_ns=\([0-9.]*\).*/\1/p' <<<"$device_line")
  host_ns=$(sed -n 's/.*median_ns=\([0-9.]*\).*/\1/p' <<<"$host_line")
  if [[ -n $device_ns && -n $host_ns ]]; then
    bench_lines+=("$(awk -v d="$device_ns" -v h="$host_ns" 'BEGIN {printf "gpu symsync put_signal_ping_pong hosts of_host_pingpong=%.3f (goal <= 1.5; two processes time-slicing one GPU)", d / h}')")
  fi
  if [[ -n $nvshmem_lib && -d $nvshmem_lib ]]; then
    # NVSHMEM refusing is a finding, not a failure of the pack: the row
    # passes, and its last lines go with the benchmark lines.
    run bench/nvshmem/2hosts 180 bash -c '"$@"; status=$?; [[ $status -eq 0 ]] || echo "NVSHMEM across 2 simulated hosts: exit $status"; exit 0' _ \
      "${two_hosts[@]}" NVSHMEM_REMOTE_TRANSPORT=ucx NVSHMEM_DISABLE_P2P=1 \
      "$bin/symsync-run" -n 2 env LD_LIBRARY_PATH="$nvshmem_lib:${LD_LIBRARY_PATH:-}" \
      GPU_BENCH_UID_FILE="$work/uid.nvshmem2" "$nvshmem_bench"
    nvshmem_hosts=$(grep -h '^\[PE 0\] gpu ' "$log_dir/bench_nvshmem_2hosts.log" 2>/dev/null | sed 's/^\[PE 0\] gpu nvshmem/gpu nvshmem 2hosts/')
    [[ -n $nvshmem_hosts ]] || nvshmem_hosts="nvshmem 2hosts did not run; its last lines:
$(tail -n 12 "$log_dir/bench_nvshmem_2hosts.log" 2>/dev/null)"
    bench_lines+=("$nvshmem_hosts")
  fi
  # The one-PE benchmark programs (tagged gpu_bench in the BUILD files).
  while read -r program; do
    [[ -z $program || $program == \#* ]] && continue
    run "bench/$program" 180 "$bin/$program"
    bench_lines+=("$(grep '^gpu ' "$log_dir/bench_${program}.log" 2>/dev/null)")
  done < <(cat "$here/benches.txt" 2>/dev/null)
  # NVSHMEM's own perftests, built unchanged against symsync: two PEs.
  while read -r program; do
    [[ -z $program || $program == \#* ]] && continue
    run "perftest/$program/2pe" 180 "$bin/symsync-run" -n 2 "$bin/$program"
    perftest_tables+=("$program:" "$(grep -v '^\[PE 1\]' "$log_dir/perftest_${program}_2pe.log" 2>/dev/null | tail -20)")
    # The same across two simulated hosts, through the host proxy, up to
    # 4 KiB: shmem_p_ping_pong sends one nvshmem_int_p per element, and its
    # sizes up to 4 MiB make ~60 million requests, each a UCX message over
    # TCP here (past the run's 180 s on the H200, 2026-11-26).
    run "perftest/$program/2hosts" 180 "${two_hosts[@]}" "$bin/symsync-run" -n 2 "$bin/$program" -e 4096
    perftest_tables+=("$program across 2 hosts:" "$(grep -v '^\[PE 1\]' "$log_dir/perftest_${program}_2hosts.log" 2>/dev/null | tail -20)")
  done < <(cat "$here/perftests.txt" 2>/dev/null)
  # NVSHMEM's device collective perftests, built unchanged against symsync:
  # two PEs sharing the GPU, up to 64 KiB (every type and operation of
  # each, which at their default 4 MiB would outlast the run). They run
  # under the MPS server below where there is one (each step of a kernel
  # otherwise waits out the other PE's time slice).
  coll_perftests() {
    local program
    while read -r program; do
      [[ -z $program || $program == \#* ]] && continue
      run "perftest/$program/2pe" 180 "$bin/symsync-run" -n 2 "$bin/$program" -e 65536
      perftest_tables+=("$program:" "$(grep -v '^\[PE 1\]' "$log_dir/perftest_${program}_2pe.log" 2>/dev/null | tail -20)")
    done < <(cat "$here/perftests_coll.txt" 2>/dev/null)
  }
  # Two processes on one GPU take turns on it (a time slice of about 2 ms)
  # unless CUDA's MPS server runs their kernels side by side, as two GPUs
  # would. So the ping-pong runs again under an MPS server of this run's own
  # (its pipe and log folders in $work; the GPU's settings are left alone),
  # where the machine has one. It runs last, and waits for the server to
  # go: a two-PE run started a second after the server was told to quit
  # hung (NVSHMEM's atomic ping-pong, 2 PEs, past 110 s, where it takes 23 s
  # on a machine where no MPS server ran; H200, 2026-11-26, twice).
  mps_control=$(command -v nvidia-cuda-mps-control || true)
  mps_wanted=
  # The MPS ping-pong runs with the progress thread's default linger (with
  # the heap in GPU memory and two processors a PE, it never sleeps: the
  # fastest on an H200, 2026-11-27) and with 20 us.
  mps_lingers=(default 20)
  for linger in "${mps_lingers[@]}"; do
    if wanted "bench/symsync/2hosts_mps_linger$linger"; then mps_wanted=1; fi
  done
  # The collectives of two PEs on one GPU (gpu_bench's section 5), each
  # library's, under the same server: without it each PE's kernel waits
  # out the other's time slice in every step. symsync's run again with
  # every stream collective's puts in one block (SYMSYNC_STREAM_BLOCK_BYTES
  # larger than any), the baseline of the blocks that share them.
  for mps_coll_run in symsync/2pe_mps symsync/2pe_mps_one_block nvshmem/2pe_mps; do
    if wanted "bench/$mps_coll_run"; then mps_wanted=1; fi
  done
  while read -r program; do
    [[ -z $program || $program == \#* ]] && continue
    if wanted "perftest/$program/2pe"; then mps_wanted=1; fi
  done < <(cat "$here/perftests_coll.txt" 2>/dev/null)
  if [[ -n $mps_control && -n $mps_wanted ]]; then
    export CUDA_MPS_PIPE_DIRECTORY=$work/mps/pipe CUDA_MPS_LOG_DIRECTORY=$work/mps/log
    mkdir -p "$CUDA_MPS_PIPE_DIRECTORY" "$CUDA_MPS_LOG_DIRECTORY"
    if "$mps_control" -d; then
      for linger in "${mps_lingers[@]}"; do
        mps_run=bench/symsync/2hosts_mps_linger$linger
        linger_env=()
        [[ $linger == default ]] || linger_env=(SYMSYNC_PROGRESS_LINGER_US=$linger)
        run "$mps_run" 180 "${two_hosts[@]}" "${linger_env[@]}" "$bin/symsync-run" -n 2 \
          env GPU_BENCH_UID_FILE="$work/uid.symsync3.$linger" "$bin/gpu_bench_symsync"
        mps_log="$log_dir/${mps_run//\//_}.log"
        mps_line=$(grep -h '^\[PE 0\] gpu symsync put_signal_ping_pong hosts ' "$mps_log" 2>/dev/null | sed "s/^\[PE 0\] gpu symsync/gpu symsync 2hosts MPS linger_us=$linger/")
        bench_lines+=("$mps_line" "$(grep -h '^\[PE 0\] gpu symsync signal_ping_pong pes ' "$mps_log" 2>/dev/null | sed "s/^\[PE 0\] gpu symsync/gpu symsync 2hosts MPS linger_us=$linger/")")
        mps_ns=$(sed -n 's/.*half_trip_ns=\([0-9.]*\).*/\1/p' <<<"$mps_line")
        if [[ -n $mps_ns && -n $host_ns ]]; then
          bench_lines+=("$(awk -v d="$mps_ns" -v h="$host_ns" -v l="$linger" 'BEGIN {printf "gpu symsync put_signal_ping_pong hosts MPS linger_us=%s of_host_pingpong=%.3f (goal <= 1.5)", l, d / h}')")
        fi
      done
      coll_perftests
      coll_perftests_ran=1
      # Each PE half the GPU's threads: NVSHMEM runs its synchronizing
      # routines with several processes on a GPU only so ("limited MPG"
      # otherwise, 3.4.5); symsync's run gets the same.
      run bench/symsync/2pe_mps 120 env CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=50 GPU_BENCH_COLLECTIVES=1 "$bin/symsync-run" -n 2 env GPU_BENCH_UID_FILE="$work/uid.symsync4" "$bin/gpu_bench_symsync"
      bench_lines+=("$(grep -h '^\[PE 0\] gpu symsync coll ' "$log_dir/bench_symsync_2pe_mps.log" 2>/dev/null | sed 's/^\[PE 0\] gpu symsync coll/gpu symsync coll MPS/')")
      run bench/symsync/2pe_mps_one_block 120 env CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=50 GPU_BENCH_COLLECTIVES=1 SYMSYNC_STREAM_BLOCK_BYTES=1t "$bin/symsync-run" -n 2 env GPU_BENCH_UID_FILE="$work/uid.symsync5" "$bin/gpu_bench_symsync"
      bench_lines+=("$(grep -h '^\[PE 0\] gpu symsync coll ' "$log_dir/bench_symsync_2pe_mps_one_block.log" 2>/dev/null | sed 's/^\[PE 0\] gpu symsync coll/gpu symsync coll MPS one_block/')")
      if [[ -n $nvshmem_lib && -d $nvshmem_lib ]]; then
        run bench/nvshmem/2pe_mps 120 env CUDA_MPS_ACTIVE_THREAD_PERCENTAGE=50 GPU_BENCH_COLLECTIVES=1 "$bin/symsync-run" -n 2 env LD_LIBRARY_PATH="$nvshmem_lib:${LD_LIBRARY_PATH:-}" \
          GPU_BENCH_UID_FILE="$work/uid.nvshmem4" "$nvshmem_bench"
        bench_lines+=("$(grep -h '^\[PE 0\] gpu nvshmem coll ' "$log_dir/bench_nvshmem_2pe_mps.log" 2>/dev/null | sed 's/^\[PE 0\] gpu nvshmem coll/gpu nvshmem coll MPS/')")
      fi
      # quit returns before the server is gone: wait for it (up to 20 s).
      echo quit | "$mps_control"
      for _ in $(seq 40); do
        pgrep -f 'nvidia-cuda-mps-(control|server)' >/dev/null || break
        sleep 0.5
      done
    else
      rows+=("bench/symsync/2hosts_mps: $mps_control -d did not start an MPS server (skipped)")
    fi
    unset CUDA_MPS_PIPE_DIRECTORY CUDA_MPS_LOG_DIRECTORY
  fi
  [[ -n ${coll_perftests_ran:-} ]] || coll_perftests
fi

printf '\n== results (%d s)\n' $((SECONDS - start))
printf '%s\n' "${rows[@]}"
if [[ ${#bench_lines[@]} -gt 0 ]]; then
  printf '\n== benchmark lines\n'
  printf '%s\n' "${bench_lines[@]}" | sed '/^$/d'
fi
if [[ ${#perftest_tables[@]} -gt 0 ]]; then
  printf '\n== NVSHMEM perftests built against symsync\n'
  printf '%s\n' "${perftest_tables[@]}"
fi
if [[ -n $keep_logs ]]; then
  mkdir -p "$keep_logs" && cp "$log_dir"/*.log "$keep_logs"/ 2>/dev/null
  printf '\nthe logs: %s\n' "$keep_logs"
fi
printf '\n%d passed, %d failed\n' "$passed" "$failed"
[[ $failed -eq 0 ]]
