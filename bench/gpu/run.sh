#!/usr/bin/env bash
# The GPU benchmarks, for a machine with a GPU: builds bench/gpu/gpu_bench.cu
# against symsync (Bazel) and against NVSHMEM 3.8.0 (from PyPI, or an
# installed nvidia-nvshmem-cu13 Python package), runs both as one PE and as
# two PEs on the GPU, and prints their lines side by side.
#
#   bench/gpu/run.sh               build both, run both, print the lines
#   bench/gpu/run.sh --build-only  build both and stop (works without a GPU)
set -euo pipefail
build_only=0
if [[ ${1:-} == --build-only ]]; then build_only=1; elif [[ $# -gt 0 ]]; then
  echo "bench/gpu/run.sh: unknown argument '$1' (expected --build-only or nothing)" >&2
  exit 2
fi
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cache=bench/.cache
mkdir -p "$cache/bin"

nvshmem=$(python3 -c 'import nvidia.nvshmem, os; print(os.path.dirname(nvidia.nvshmem.__file__))' 2>/dev/null ||
          bench/fetch_nvshmem.sh)
nvcc="${CUDA_PATH:-/usr/local/cuda}/bin/nvcc"
arch=$("${CUDA_PATH:-/usr/local/cuda}/bin/__nvcc_device_query" 2>/dev/null | tr ',' '\n' | head -1 || true)
arch=${arch:-90}

echo "== building against symsync"
bazel build -c opt "--//bazel:cuda_archs=sm_$arch" //bench/gpu:gpu_bench
cp -f bazel-bin/bench/gpu/gpu_bench "$cache/bin/gpu_bench_symsync"
cp -f bazel-bin/runtime/libsymsync_bootstrap_mpi.so "$cache/bin/"
echo "== building against NVSHMEM ($nvshmem)"
"$nvcc" -std=c++17 -O3 -rdc=true -arch="sm_$arch" -DGPU_BENCH_LIBRARY='"nvshmem"' \
  -I"$nvshmem/include" bench/gpu/gpu_bench.cu -o "$cache/bin/gpu_bench_nvshmem" \
  -L"$nvshmem/lib" -l:libnvshmem_host.so.3 -lnvshmem_device -Xlinker -rpath="$nvshmem/lib" -lcuda
if [[ $build_only -eq 1 ]]; then
  echo "== built $cache/bin/gpu_bench_symsync and $cache/bin/gpu_bench_nvshmem for sm_$arch"
  exit 0
fi

if [[ $(id -u) -eq 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
results=$cache/gpu_results.txt
: >"$results"
for library in symsync nvshmem; do
  echo "== $library, one PE"
  "$cache/bin/gpu_bench_$library" | tee -a "$results"
  if command -v mpirun >/dev/null; then
    echo "== $library, two PEs"
    NVSHMEM_BOOTSTRAP=MPI mpirun -np 2 "$cache/bin/gpu_bench_$library" | grep pes | tee -a "$results"
  fi
done
