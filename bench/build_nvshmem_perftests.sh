#!/usr/bin/env bash
# Builds NVSHMEM's own perftests (the device ping-pongs, the atomic latency
# and bandwidth programs, the host bandwidth program, the collectives'
# device latency programs and their stream programs),
# unchanged, against symsync (as a Bazel workspace of their own that uses symsync the
# way the README says) and against NVSHMEM 3.8 (the PyPI wheel, with nvcc
# -rdc as NVSHMEM requires), so that the GPU pack can run both:
#
#   bench/build_nvshmem_perftests.sh [--symsync-only] NVSHMEM_SOURCE_DIR
#
# NVSHMEM_SOURCE_DIR is a checkout of NVIDIA's nvshmem repository (its
# perftest/ and examples/ folders are used). NVIDIA's license restricts
# redistributing those sources, so they are never committed: fetch them
# into an ignored directory such as bench/.cache.
# Their perftest/common/utils.h includes NVML's <nvml.h>, which this script
# takes from PyPI's nvidia-nvml-dev wheel.
#
# Writes bench/.cache/perftests/{symsync,nvshmem}/PROGRAM for each program
# below, and bench/.cache/perftests/source (NVSHMEM_SOURCE_DIR), and prints
# one line per build: built, or what failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

# --symsync-only: the builds against symsync alone (what the GPU pack
# carries; tests/gpu/pack.sh builds them again each time it packs).
symsync_only=0
if [[ ${1:-} == --symsync-only ]]; then
  symsync_only=1
  shift
fi
if [[ $# -ne 1 || ! -f $1/perftest/common/utils.cu ]]; then
  echo "usage: bench/build_nvshmem_perftests.sh [--symsync-only] NVSHMEM_SOURCE_DIR (a checkout with perftest/common/utils.cu)" >&2
  exit 2
fi
source_dir=$(cd "$1" && pwd)
# Paths in the checkout, without the extension: the device ping-pongs and
# atomic programs, the host bandwidth program (its .cpp is CUDA code, which
# NVSHMEM's build compiles as CUDA; here it is copied as a .cu), each with
# the perftests' common/utils.cu, and two of NVSHMEM's examples, alone.
sources=(perftest/device/pt-to-pt/shmem_signal_ping_pong_latency
         perftest/device/pt-to-pt/shmem_p_ping_pong_latency
         perftest/device/pt-to-pt/shmem_atomic_ping_pong_latency
         perftest/device/pt-to-pt/shmem_put_atomic_ping_pong_latency
         perftest/device/pt-to-pt/shmem_atomic_latency
         perftest/device/pt-to-pt/shmem_atomic_bw
         perftest/host/pt-to-pt/bw
         perftest/device/coll/alltoall_latency
         perftest/device/coll/barrier_latency
         perftest/device/coll/bcast_latency
         perftest/device/coll/fcollect_latency
         perftest/device/coll/reducescatter_latency
         perftest/device/coll/reduction_latency
         perftest/device/coll/sync_latency
         perftest/host/coll/alltoall_on_stream
         perftest/host/coll/barrier_all_on_stream
         perftest/host/coll/barrier_on_stream
         perftest/host/coll/broadcast_on_stream
         perftest/host/coll/fcollect_on_stream
         perftest/host/coll/reducescatter_on_stream
         perftest/host/coll/reduction_on_stream
         perftest/host/coll/sync_all_on_stream
         perftest/host/coll/sync_on_stream
         examples/ring-reduce
         examples/collective-launch)
programs=()
for path in "${sources[@]}"; do programs+=("${path##*/}"); done
# The perftests' shared code, for a program of perftest/ (none for an
# example, whose globals it would define twice).
common_of() {
  local path
  for path in "${sources[@]}"; do
    [[ ${path##*/} == "$1" && $path == perftest/* ]] && echo "$source_dir/perftest/common/utils.cu"
  done
  return 0
}
# The folder of program $1's own headers in the workspace (the collectives'
# perftests each include their folder's coll_test.h, and perftest/device/
# coll's differs from perftest/host/coll's), empty for the others.
local_of() {
  local path
  for path in "${sources[@]}"; do
    [[ ${path##*/} == "$1" && $path == perftest/*/coll/* ]] && echo "${path%/*}" | tr / _
  done
  return 0
}
# The file of program $1 in the NVSHMEM checkout.
source_of() {
  local path
  for path in "${sources[@]}"; do
    [[ ${path##*/} == "$1" ]] || continue
    ls "$source_dir/$path".cu "$source_dir/$path".cpp 2>/dev/null | head -1
  done
}
cache=$root/bench/.cache
out=$cache/perftests
nvcc=${CUDA_PATH:-/usr/local/cuda}/bin/nvcc
step() { printf '== perftests: %s\n' "$*"; }

step "NVML's header (nvidia-nvml-dev, PyPI)"
nvml=$cache/nvml
if [[ ! -f $nvml/include/nvml.h ]]; then
  rm -rf "$nvml.partial"
  mkdir -p "$nvml.partial/wheel" "$nvml.partial/include"
  python3 -m pip download --quiet --no-deps --only-binary=:all: \
    --dest "$nvml.partial/wheel" "nvidia-nvml-dev>=13,<14" >&2
  (cd "$nvml.partial/wheel" && python3 -m zipfile -e ./*.whl .)
  cp "$(find "$nvml.partial/wheel" -name nvml.h | head -1)" "$nvml.partial/include/nvml.h"
  rm -rf "$nvml.partial/wheel" "$nvml"
  mv "$nvml.partial" "$nvml"
fi

# A workspace of its own, as a user's would be: the sources copied as they
# are, symsync through local_repository.
step "against symsync: a Bazel workspace using @symsync//:nvshmem"
# Outside this checkout, so that its own Bazel never looks into it.
work=${TMPDIR:-/tmp}/symsync-perftest-workspace
rm -rf "$work"
mkdir -p "$work/common" "$work/nvml"
cp "$source_dir"/perftest/common/*.h "$source_dir"/perftest/common/utils.cu \
  "$source_dir"/examples/bootstrap_helper.h "$work/common/"
for program in "${programs[@]}"; do
  cp "$(source_of "$program")" "$work/$program.cu"
  local_dir=$(local_of "$program")
  if [[ -n $local_dir ]]; then
    mkdir -p "$work/$local_dir"
    cp "$source_dir/${local_dir//_//}"/*.h "$work/$local_dir/"
  fi
done
cp "$nvml/include/nvml.h" "$work/nvml/"
cat >"$work/WORKSPACE" <<EOT
workspace(name = "nvshmem_perftests")

local_repository(name = "symsync", path = "$root")

load("@symsync//bazel:deps.bzl", "symsync_dependencies")

symsync_dependencies()
EOT
echo "try-import $root/bazel/consumer.bazelrc" >"$work/.bazelrc"
{
  echo 'load("@symsync//bazel:cuda.bzl", "cuda_library")'
  echo
  echo 'PROGRAMS = ['
  for program in "${programs[@]}"; do echo "    \"$program\","; done
  echo ']'
  echo
  echo '# The programs of perftest/, which share common/utils.cu.'
  echo 'PERFTESTS = ['
  for program in "${programs[@]}"; do [[ -z $(common_of "$program") ]] || echo "    \"$program\","; done
  echo ']'
  echo
  echo "# The folder of each collectives program's own headers."
  echo 'LOCAL = {'
  for program in "${programs[@]}"; do
    local_dir=$(local_of "$program")
    [[ -z $local_dir ]] || echo "    \"$program\": \"$local_dir\","
  done
  echo '}'
  cat <<'EOT'

# Each program twice: as symsync needs it (whole-program device code), and
# with relocatable device code and a device-link step, as NVSHMEM's own
# build makes it (suffix _rdc).
[
    cuda_library(
        name = program + suffix + "_code",
        srcs = [program + ".cu"] + (["common/utils.cu"] if program in PERFTESTS else []),
        hdrs = glob(["common/*.h"]) + ["nvml/nvml.h"] +
               (glob([LOCAL[program] + "/*.h"]) if program in LOCAL else []),
        copts = [
            "-Icommon",
            "-Invml",
        ] + (["-I" + LOCAL[program]] if program in LOCAL else []),
        rdc = suffix == "_rdc",
        deps = ["@symsync//:nvshmem"],
    )
    for program in PROGRAMS
    for suffix in ["", "_rdc"]
]

# utils.cu calls the CUDA driver (cuModuleLoad, cuGetErrorString).
[
    cc_binary(
        name = program + suffix,
        linkopts = [
            "-L/usr/local/cuda/lib64/stubs",
            "-lcuda",
            "-ldl",
        ],
        deps = [":" + program + suffix + "_code"],
    )
    for program in PROGRAMS
    for suffix in ["", "_rdc"]
]
EOT
} >"$work/BUILD.bazel"
arch=$(sed -n 's/^GPU_TEST_ARCHS = \["\(sm_[0-9]*\)".*/\1/p' tests/defs.bzl)
failed=0
mkdir -p "$out/symsync" "$out/nvshmem"
# Where they came from: tests/gpu/pack.sh builds them again from there, so
# that the pack never carries a library older than the checkout's.
printf '%s\n' "$source_dir" >"$out/source"
# Each program with its path in the checkout, for tests/gpu/pack.sh.
for path in "${sources[@]}"; do printf '%s %s\n' "${path##*/}" "$path"; done >"$out/programs.txt"
targets=()
for program in "${programs[@]}"; do targets+=(":$program" ":${program}_rdc"); done
# Optimized (-c opt), as NVSHMEM's release libraries are: they are timed
# beside them.
if (cd "$work" && bazel build -c opt --@symsync//bazel:cuda_archs="$arch" "${targets[@]}" >"$work/build.log" 2>&1); then
  for program in "${programs[@]}"; do
    cp -f "$work/bazel-bin/$program" "$out/symsync/$program"
    echo "$program: built against symsync (Bazel -c opt, $arch): $out/symsync/$program"
    echo "$program: also built with -rdc=true and a device-link step (:${program}_rdc)"
  done
else
  echo "against symsync: the build failed; the end of $work/build.log:"
  tail -30 "$work/build.log"
  failed=1
fi
(cd "$work" && bazel shutdown >/dev/null 2>&1) || true
[[ $symsync_only -eq 0 ]] || exit "$failed"

step "against NVSHMEM 3.8 (nvidia-nvshmem-cu13, nvcc -rdc=true)"
nvshmem=$(bench/fetch_nvshmem.sh)
for program in "${programs[@]}"; do
  if "$nvcc" -std=c++17 -rdc=true -gencode="arch=compute_${arch#sm_},code=$arch" \
      -I"$nvshmem/include" -I"$source_dir/perftest/common" -I"$source_dir/examples" -I"$nvml/include" \
      -x cu "$(source_of "$program")" $(common_of "$program") \
      -o "$out/nvshmem/$program" -L"$nvshmem/lib" -l:libnvshmem_host.so.3 -lnvshmem_device \
      -L/usr/local/cuda/lib64/stubs -lcuda -ldl >"$out/nvshmem/$program.log" 2>&1; then
    echo "$program: built against NVSHMEM 3.8: $out/nvshmem/$program"
  else
    echo "$program: does not build against NVSHMEM 3.8:"
    tail -20 "$out/nvshmem/$program.log"
    failed=1
  fi
done
exit "$failed"
