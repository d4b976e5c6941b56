#!/usr/bin/env bash
# Builds, on this machine (no GPU needed), everything the GPU half of the
# project runs, and writes into DIR what a bare GPU machine needs to run it:
# no Bazel, MPI, GoogleTest or package registry there.
#
#   tests/gpu/pack.sh [--benchmarks-unoptimized] DIR
#
# Everything is built for GPU_TEST_ARCHS (tests/defs.bzl): the architecture of
# the lent GPU machines. The test programs are built as the suite builds them
# (fastbuild: host code unoptimized); the benchmarks, and the UCX transport
# plugin, optimized (-c opt), as bench/run.sh builds the host benchmarks:
# their figures go beside NVSHMEM's release builds. --benchmarks-unoptimized
# builds them as the tests are instead, for a pack whose benchmarks are not
# run (./test.sh checks that the pack builds and fits, and runs run.sh
# --no-bench): run.sh then refuses to time them.
# DIR then holds run.sh (tests/gpu/pack_run.sh), manifest.txt (what to run:
# every test tagged "gpu" in the BUILD files, with its launches and
# environment), benches.txt (the one-PE benchmark programs: every cc_binary
# tagged "gpu_bench" under //bench) and payload.tar.xz (the stripped
# programs, the symsync-run launcher, the GPU benchmark built against symsync
# and against each NVSHMEM release named below, the tagged benchmark programs, the UCX transport
# plugin, and in lib/ the UCX libraries it needs, for runs that span hosts).
# On the GPU machine: DIR/run.sh. It exits 2, saying so, where no GPU is.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

# The NVSHMEM releases the benchmark is built against (nvshmem_bench says
# why these): each a lent GPU machine was found to have.
releases=(3.4.5)  # found on the lent H200 machines, 2026-11-26 and 11-27

# The benchmark against NVSHMEM: its device library is linked into the
# program, so the program runs only with the host library of the same
# release, and a GPU machine has the release its Python packages came with.
# So it is built against each release a lent GPU machine was found to have
# (`releases`), and run.sh picks the build that matches the machine's, and
# says so where none does. Not against the release bench/fetch_nvshmem.sh
# fetches by default (3.8.0), which no lent machine has had: that build never
# ran, and took 25 s of a processor in every ./test.sh.
# nvshmem_bench NVSHMEM_DIR: prints the path of the benchmark built against
# the NVSHMEM in NVSHMEM_DIR, building it first unless bench/.cache/bin (which
# git ignores) has it for this source and command: nvcc takes a minute over
# NVSHMEM's headers.
arch_flags=()
gpu_archs=()
for arch in $(python3 -c 'import re, sys; print(" ".join(re.search(r"GPU_TEST_ARCHS = \[(.*)\]", sys.stdin.read()).group(1).replace("\"", "").split(",")))' <tests/defs.bzl); do
  arch_flags+=("-gencode=arch=compute_${arch#sm_},code=$arch")
  gpu_archs+=("$arch")
done
nvshmem_bench() {
  local nvshmem=$1
  local nvcc_command=("${CUDA_PATH:-/usr/local/cuda}/bin/nvcc" -std=c++17 -O3 -rdc=true "${arch_flags[@]}"
    -DGPU_BENCH_LIBRARY='"nvshmem"' -I"$nvshmem/include" bench/gpu/gpu_bench.cu
    -L"$nvshmem/lib" -l:libnvshmem_host.so.3 -lnvshmem_device -lcuda)
  local key cached
  key=$( { printf '%s\n' "${nvcc_command[@]}"; cat bench/gpu/gpu_bench.cu; } | sha256sum | cut -c1-16)
  cached=bench/.cache/bin/gpu_bench_nvshmem.$key
  if [[ ! -x $cached ]]; then
    mkdir -p bench/.cache/bin
    "${nvcc_command[@]}" -o "$cached.partial.$$" && mv "$cached.partial.$$" "$cached"
  fi
  echo "$cached"
}

# tests/gpu/pack.sh --prepare: only fetches those releases into bench/.cache
# and builds the benchmark against each there, which needs neither Bazel nor
# the pack's programs; and fetches the default release too, for the
# portability tests (./test.sh starts it first, beside the suite's build).
if [[ $# -eq 1 && $1 == --prepare ]]; then
  bench/fetch_nvshmem.sh >/dev/null
  for release in "${releases[@]}"; do
    nvshmem_bench "$(bench/fetch_nvshmem.sh "$release")" >/dev/null
  done
  exit 0
fi
# How the benchmarks are built (see the top): optimized, and for the GPU
# architectures alone (the library's CUDA files too, which build for every
# default architecture otherwise).
bench_build=(-c opt "--//bazel:cuda_archs=$(IFS=,; echo "${gpu_archs[*]}")")
bench_build_text="optimized (bazel build ${bench_build[*]})"
if [[ $# -eq 2 && $1 == --benchmarks-unoptimized ]]; then
  bench_build=()
  bench_build_text="unoptimized (tests/gpu/pack.sh --benchmarks-unoptimized)"
  shift
fi
if [[ $# -ne 1 || $1 == -* ]]; then
  echo "usage: tests/gpu/pack.sh [--benchmarks-unoptimized] DIR (or --prepare)" >&2
  exit 2
fi
dir=$1
limit_mib=48
step() { printf '== pack: %s\n' "$*"; }

# What to run comes from the BUILD files: every sh_test tagged gpu names its
# launch ("direct" or a PE count), its program and its environment.
step "finding the GPU tests"
work=$(mktemp -d -t symsync-pack.XXXXXX)
trap 'rm -rf "$work"' EXIT
bazel query --output=xml 'attr(tags, "\bgpu\b", kind(sh_test, //...))' >"$work/tests.xml" 2>"$work/query.log" ||
  { cat "$work/query.log" >&2; exit 1; }
python3 tests/gpu/manifest.py "$work/tests.xml" >"$work/manifest.txt"
mapfile -t programs < <(awk '!/^#/ {print $3}' "$work/manifest.txt" | sort -u)
[[ ${#programs[@]} -gt 0 ]] || { echo "pack: no test tagged gpu was found" >&2; exit 1; }

# The one-PE benchmark programs: every cc_binary tagged gpu_bench under
# //bench (bench/gpu/BUILD.bazel says what the tag promises).
bazel query 'attr(tags, "\bgpu_bench\b", kind(cc_binary, //bench/...))' >"$work/benches.txt" 2>"$work/query.log" ||
  { cat "$work/query.log" >&2; exit 1; }
mapfile -t benches < <(sort -u "$work/benches.txt")

# The host ping-pong (bench/pingpong.cc) is the baseline of the GPU
# ping-pong across two simulated hosts: symsync's host-initiated one.
# bench/proxy.cc times the host proxy's channel across the same hosts, on
# the GPU machine's processors.
# Each build's files are copied before the next build, which may be of the
# other mode (bazel-bin follows the last build).
step "building ${#benches[@]} + 3 benchmarks and the UCX transport plugin, ${bench_build_text}"
bazel build "${bench_build[@]}" //bench/gpu:gpu_bench //bench:pingpong //bench:proxy "${benches[@]}" \
  //runtime:libsymsync_transport_ucx.so 2>"$work/build.log" ||
  { tail -30 "$work/build.log" >&2; exit 1; }
mkdir -p "$work/payload/bin"
cp bazel-bin/bench/gpu/gpu_bench bazel-bin/bench/pingpong bazel-bin/bench/proxy \
  bazel-bin/runtime/libsymsync_transport_ucx.so "$work/payload/bin/"
mv "$work/payload/bin/gpu_bench" "$work/payload/bin/gpu_bench_symsync"
{
  echo "# one-PE GPU benchmark programs (cc_binary tagged gpu_bench): made by tests/gpu/pack.sh"
  for label in "${benches[@]}"; do
    path=${label#//}; path=${path/://}
    cp "bazel-bin/$path" "$work/payload/bin/$(basename "$path")"
    basename "$path"
  done
} >"$work/benches.list"
step "building ${#programs[@]} test programs and the launcher"
bazel build //tools:symsync-run "${programs[@]}" 2>"$work/build.log" ||
  { tail -30 "$work/build.log" >&2; exit 1; }
cp bazel-bin/tools/symsync-run "$work/payload/bin/"
for label in "${programs[@]}"; do
  path=${label#//}; path=${path/://}
  cp "bazel-bin/$path" "$work/payload/bin/$(basename "$path")"
done

# Jobs that span hosts (launch N/K) load the UCX transport plugin, which the
# programs look for beside themselves, and UCX itself, which the GPU machine
# lacks: the plugin goes into bin/, the libraries it needs that are UCX's
# (and libnuma, which UCX needs) into lib/, which run.sh puts first on the
# dynamic linker's path (the plugin was built with the benchmarks, above).
# Over UCX_TLS=tcp no module of UCX's is loaded.
step "carrying UCX's libraries"
mkdir -p "$work/payload/lib"
mapfile -t ucx_libraries < <(ldd "$work/payload/bin/libsymsync_transport_ucx.so" |
  awk '$1 ~ /^lib(uc[pmst]|numa)\.so/ && $3 ~ /^\// {print $3}')
[[ ${#ucx_libraries[@]} -ge 4 ]] ||
  { echo "pack: the UCX plugin's libraries were not found (ldd listed ${#ucx_libraries[@]})" >&2; exit 1; }
for library in "${ucx_libraries[@]}"; do
  for dependency in $(ldd "$library" | awk '$1 ~ /^libnuma\.so/ && $3 ~ /^\// {print $3}'); do
    cp -L "$dependency" "$work/payload/lib/"
  done
  cp -L "$library" "$work/payload/lib/"
done

# The benchmark against NVSHMEM, built (or found in bench/.cache/bin) above.
for release in "${releases[@]}"; do
  nvshmem=$(bench/fetch_nvshmem.sh "$release")
  release=${nvshmem##*/nvshmem-}
  [[ ! -e $work/payload/bin/gpu_bench_nvshmem-$release ]] || continue
  step "adding the benchmark built against NVSHMEM $release (nvidia-nvshmem-cu13)"
  cp "$(nvshmem_bench "$nvshmem")" "$work/payload/bin/gpu_bench_nvshmem-$release"
done

# NVSHMEM's own perftests built against symsync by
# bench/build_nvshmem_perftests.sh, when this machine has built them (their
# sources are never committed, so a fresh clone has none). They hold the
# library as it was when they were built, so they are built again here from
# the sources they were built from (Bazel rebuilds only what changed).
if [[ -f bench/.cache/perftests/source ]]; then
  perftest_source=$(cat bench/.cache/perftests/source)
  step "building NVSHMEM's perftests again against this symsync ($perftest_source)"
  [[ -f $perftest_source/perftest/common/utils.cu ]] ||
    { echo "pack: the perftests were built from $perftest_source, which is gone: build them again (bench/build_nvshmem_perftests.sh NVSHMEM_SOURCE_DIR) or remove bench/.cache/perftests" >&2; exit 1; }
  bench/build_nvshmem_perftests.sh --symsync-only "$perftest_source" >"$work/perftests.log" 2>&1 ||
    { tail -30 "$work/perftests.log" >&2; exit 1; }
fi
{
  echo "# NVSHMEM perftests built against symsync (bench/build_nvshmem_perftests.sh): made by tests/gpu/pack.sh"
  # The ping-pongs (their latency across hosts is what the pack measures;
  # the others are built to show they build and link).
  for program in bench/.cache/perftests/symsync/*ping_pong*; do
    [[ -x $program ]] || continue
    cp "$program" "$work/payload/bin/perftest_$(basename "$program")"
    echo "perftest_$(basename "$program")"
  done
} >"$work/perftests.list"
{
  echo "# NVSHMEM's device collective perftests built against symsync: made by tests/gpu/pack.sh"
  while read -r program path; do
    [[ $path == perftest/device/coll/* && -x bench/.cache/perftests/symsync/$program ]] || continue
    cp "bench/.cache/perftests/symsync/$program" "$work/payload/bin/perftest_$program"
    echo "perftest_$program"
  done < <(cat bench/.cache/perftests/programs.txt 2>/dev/null)
} >"$work/perftests_coll.list"
if [[ $(grep -vc '^#' "$work/perftests.list") -eq 0 ]]; then
  echo "pack: no NVSHMEM perftests built (bench/build_nvshmem_perftests.sh NVSHMEM_SOURCE_DIR builds them); the pack runs none"
fi

step "stripping and compressing"
chmod u+w "$work"/payload/bin/* "$work"/payload/lib/*
strip --strip-unneeded "$work"/payload/bin/*
# xz -1: 6.8 processor-seconds for 242 MB of programs (with NVSHMEM's
# perftests) and a pack of 33 MiB, against 16.8 s and 27 MiB at -3
# (measured 2026-11-28; the suite's own pack, without the perftests: 25
# MiB, against 23), well inside the limit. Where -1 does not fit: -6.
tar -C "$work/payload" -cf - bin lib | xz -T2 -1 >"$work/payload.tar.xz"
if (( $(du -sk "$work/payload.tar.xz" | cut -f1) > (limit_mib - 1) * 1024 )); then
  echo "pack: more than $((limit_mib - 1)) MiB at xz -1; compressing at -6"
  tar -C "$work/payload" -cf - bin lib | xz -T2 -6 >"$work/payload.tar.xz"
fi

rm -rf "$dir.partial"
mkdir -p "$dir.partial"
cp tests/gpu/pack_run.sh "$dir.partial/run.sh"
chmod +x "$dir.partial/run.sh"
cp "$work/manifest.txt" "$work/payload.tar.xz" "$dir.partial/"
# How the benchmarks were built: run.sh times only optimized ones.
echo "$bench_build_text" >"$dir.partial/benchmarks_built.txt"
cp "$work/benches.list" "$dir.partial/benches.txt"
cp "$work/perftests.list" "$dir.partial/perftests.txt"
cp "$work/perftests_coll.list" "$dir.partial/perftests_coll.txt"
size_kib=$(du -sk "$dir.partial" | cut -f1)
if (( size_kib > limit_mib * 1024 )); then
  echo "pack: $dir would hold $((size_kib / 1024)) MiB, more than the $limit_mib MiB a GPU machine call carries" >&2
  rm -rf "$dir.partial"
  exit 1
fi
rm -rf "$dir"
mv "$dir.partial" "$dir"
step "$dir: $(grep -vc '^#' "$dir/manifest.txt") runs of ${#programs[@]} programs, $((size_kib / 1024)) MiB; on a GPU machine run $dir/run.sh"
