#!/usr/bin/env bash
# Portability proof: every example (and API probe, tests/api) that says it
# "compiles unchanged against NVSHMEM's own headers" is compiled and linked,
# as it is, against NVSHMEM
# 3.8 (the nvidia-nvshmem-cu13 wheel, fetched by bench/fetch_nvshmem.sh)
# with relocatable device code, as NVSHMEM requires. Bazel builds the same
# files against symsync (//examples). Run by test.sh, outside Bazel, since
# the wheel comes from PyPI.
#
#   tests/portability/nvshmem_compile_test.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
marker="compiles unchanged against NVSHMEM's own headers"
mapfile -t sources < <(grep -l "$marker" examples/*.cu examples/*.cc tests/api/*.cc 2>/dev/null | sort)
if [[ ${#sources[@]} -eq 0 ]]; then
  echo "nvshmem_compile_test: no example says it $marker" >&2
  exit 1
fi
nvshmem=$(bench/fetch_nvshmem.sh)
nvcc=${CUDA_PATH:-/usr/local/cuda}/bin/nvcc
work=$(mktemp -d -t symsync-portability.XXXXXX)
trap 'rm -rf "$work"' EXIT
failed=0
for source in "${sources[@]}"; do
  program=$work/$(basename "${source%.*}")
  if "$nvcc" -std=c++17 -rdc=true -gencode=arch=compute_90,code=sm_90 \
      -I"$nvshmem/include" -I. -x cu "$source" -o "$program" \
      -L"$nvshmem/lib" -l:libnvshmem_host.so.3 -lnvshmem_device -lcuda \
      >"$work/log" 2>&1; then
    echo "$source: compiles and links against NVSHMEM 3.8 (-rdc): ok"
  else
    echo "$source: does not build against NVSHMEM 3.8's headers:"
    cat "$work/log"
    failed=1
  fi
done
exit "$failed"
