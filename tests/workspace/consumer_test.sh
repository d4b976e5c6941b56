#!/usr/bin/env bash
# A separate Bazel workspace uses this checkout exactly as DESIGN.md's public
# contract says: local_repository + symsync_dependencies() + @symsync//:nvshmem,
# and cuda_library from @symsync//bazel:cuda.bzl. It builds a host program and
# a CUDA program, and runs the host one as 1 and 2 PEs.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/nested_bazel.sh"
source_root=$(symsync_source_root)
work="${TEST_TMPDIR:-$(mktemp -d)}/consumer"
rm -rf "$work"
mkdir -p "$work"

cat >"$work/WORKSPACE" <<EOT
workspace(name = "consumer")

local_repository(name = "symsync", path = "$source_root")

load("@symsync//bazel:deps.bzl", "symsync_dependencies")

symsync_dependencies()
EOT

cat >"$work/BUILD.bazel" <<'EOT'
load("@symsync//bazel:cuda.bzl", "cuda_library")

cc_binary(
    name = "app",
    srcs = ["app.cc"],
    deps = ["@symsync//:nvshmem"],
)

cuda_library(
    name = "kernels",
    srcs = ["kernels.cu"],
    deps = ["@symsync//:nvshmem"],
)

cc_binary(
    name = "app_cuda",
    srcs = ["app_cuda.cc"],
    deps = [":kernels"],
)
EOT

cat >"$work/app.cc" <<'EOT'
#include <nvshmem.h>
#include <cstdio>

int main() {
  nvshmem_init();
  const int me = nvshmem_my_pe(), n = nvshmem_n_pes();
  auto *token = static_cast<long *>(nvshmem_calloc(1, sizeof(long)));
  auto *right = static_cast<long *>(nvshmem_ptr(token, (me + 1) % n));
  __atomic_store_n(right, 100L + me, __ATOMIC_RELEASE);
  const long from = (me + n - 1) % n;
  nvshmem_long_wait_until(token, NVSHMEM_CMP_EQ, 100 + from);
  std::printf("consumer: PE %d of %d got the token of PE %ld\n", me, n, from);
  nvshmem_barrier_all();
  nvshmem_free(token);
  nvshmem_finalize();
  return 0;
}
EOT

cat >"$work/kernels.cu" <<'EOT'
#include <nvshmem.h>

__global__ void wait_for(long *token, long value) {
  nvshmem_long_wait_until(token, NVSHMEM_CMP_EQ, value);
}

int launch_wait(long *token, long value) {
  wait_for<<<1, 1>>>(token, value);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
EOT

cat >"$work/app_cuda.cc" <<'EOT'
#include <nvshmem.h>
#include <cstdio>

int launch_wait(long *token, long value);

int main() {
  std::printf("consumer: the CUDA program links (%p)\n", reinterpret_cast<void *>(&launch_wait));
  return 0;
}
EOT

echo "== building the consumer workspace against $source_root"
bazel_nested "$work" build //:app //:app_cuda
export NVSHMEM_HEAP_KIND=host OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
one=$("$work/bazel-bin/app")
two=$(OMPI_MCA_btl=self,vader mpirun --oversubscribe -np 2 "$work/bazel-bin/app")
cuda=$("$work/bazel-bin/app_cuda")
echo "$one"
echo "$two"
echo "$cuda"
grep -q "consumer: PE 0 of 1 got the token of PE 0" <<<"$one"
grep -q "consumer: PE 0 of 2 got the token of PE 1" <<<"$two"
grep -q "consumer: PE 1 of 2 got the token of PE 0" <<<"$two"
grep -q "the CUDA program links" <<<"$cuda"
echo "consumer_test: the outside workspace builds and runs on 1 and 2 PEs"
