#!/usr/bin/env bash
# A separate Bazel workspace uses this checkout exactly as docs/getting-
# started.rst's "From another Bazel workspace" says (tests/workspace/
# cookbook.py writes its files and lists its commands): local_repository +
# symsync_dependencies() + @symsync//:nvshmem and @symsync//:mpi,
# cuda_library from @symsync//bazel:cuda.bzl, and a .bazelrc that try-imports
# bazel/consumer.bazelrc. One workspace and one output base play two machines:
#
#  1. No CUDA toolkit (CUDA_PATH names a directory without nvcc): the host
#     program builds and runs as 1 PE and as 2 PEs through
#     @symsync//tools:symsync-run; a cuda_library fails with a message naming
#     CUDA_PATH, and a call to a stream form fails to compile saying why.
#  2. CUDA_PATH=/usr/local/cuda: the host program and a CUDA program build;
#     the host one runs as 1 PE and as 2 PEs under mpirun.
#  3. The same toolkit, and --@symsync//bazel:cuda=false: the host program's
#     build runs no nvcc, and the program refuses NVSHMEM_HEAP_KIND=cuda
#     saying what to rebuild.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/nested_bazel.sh"
source_root=$(symsync_source_root)
work="${TEST_TMPDIR:-$(mktemp -d)}/consumer"
no_toolkit="${TEST_TMPDIR:-$(mktemp -d)}/no-cuda-toolkit"
rm -rf "$work" "$no_toolkit"
mkdir -p "$work" "$no_toolkit"

# Bazel 4.2.3 crashes (NullPointerException: null value in entry) on the first
# repository it fetches when a .bazelrc has --repo_env=NAME without a value.
for rc in "$source_root/.bazelrc" "$source_root/bazel/consumer.bazelrc"; do
  if grep -nE -- '^[^#]*--repo_env[= ][A-Za-z_][A-Za-z0-9_]*([[:space:]]|$)' "$rc"; then
    echo "FAIL: $rc has --repo_env=NAME without a value, which crashes Bazel 4.2.3"
    exit 1
  fi
done

# The workspace's WORKSPACE, .bazelrc and BUILD.bazel are those of
# docs/getting-started.rst's "From another Bazel workspace", and so are the
# commands case 2 runs; the test adds the programs' sources and targets of
# its own for the cases the guide does not show.
python3 "$(dirname "${BASH_SOURCE[0]}")/cookbook.py" "$source_root/docs/getting-started.rst" \
  "$source_root" "$work" >"$work/cookbook_commands"
cat >>"$work/BUILD.bazel" <<'EOT'

# The test's own: a stream form, and a program that links the kernels.
cc_binary(
    name = "app_stream",
    srcs = ["app_stream.cc"],
    deps = ["@symsync//:nvshmem"],
)

cc_binary(
    name = "app_cuda",
    srcs = ["app_cuda.cc"],
    deps = [":kernels"],
)
EOT

cat >"$work/app_mpi.cc" <<'EOT'
#include <mpi.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <cstdio>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm comm = MPI_COMM_WORLD;
  nvshmemx_init_attr_t attr = NVSHMEMX_INIT_ATTR_INITIALIZER;
  nvshmemx_set_attr_mpi_comm_args(&comm, &attr);
  nvshmemx_init_attr(NVSHMEMX_INIT_WITH_MPI_COMM, &attr);
  std::printf("consumer: app_mpi PE %d of %d\n", nvshmem_my_pe(), nvshmem_n_pes());
  nvshmem_barrier_all();
  nvshmem_finalize();
  MPI_Finalize();
  return 0;
}
EOT

cat >"$work/app.cc" <<'EOT'
#include <nvshmem.h>
#include <nvshmemx.h>
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

cat >"$work/app_stream.cc" <<'EOT'
#include <nvshmem.h>
#include <nvshmemx.h>

int main() {
  nvshmem_init();
  auto *flag = static_cast<int *>(nvshmem_calloc(1, sizeof(int)));
  nvshmemx_int_wait_until_on_stream(flag, NVSHMEM_CMP_EQ, 0, nullptr);
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

expect() {  # expect TEXT PATTERN WHAT
  grep -qF -- "$2" <<<"$1" || { echo "FAIL: $3: no '$2' in:"; echo "$1"; exit 1; }
}

echo "== 1. no CUDA toolkit (CUDA_PATH=$no_toolkit)"
export CUDA_PATH=$no_toolkit
bazel_nested "$work" build //:app @symsync//tools:symsync-run
launcher="$work/bazel-bin/external/symsync/tools/symsync-run"
# No NVSHMEM_HEAP_KIND: a library built without CUDA picks the host heap
# itself, GPU or not.
one=$(env -u NVSHMEM_HEAP_KIND "$work/bazel-bin/app")
two=$(env -u NVSHMEM_HEAP_KIND "$launcher" -n 2 --timeout 60 "$work/bazel-bin/app")
echo "$one"
echo "$two"
expect "$one" "consumer: PE 0 of 1 got the token of PE 0" "host-only, 1 PE"
expect "$two" "consumer: PE 0 of 2 got the token of PE 1" "host-only, 2 PEs"
expect "$two" "consumer: PE 1 of 2 got the token of PE 0" "host-only, 2 PEs"

if failed=$(bazel_nested "$work" build --keep_going //:kernels //:app_stream 2>&1); then
  echo "FAIL: without a CUDA toolkit, //:kernels and //:app_stream built"
  exit 1
fi
grep -E "Error in fail|declared with .*error" <<<"$failed" || true
expect "$failed" "symsync: //:kernels needs a CUDA toolkit, and symsync_dependencies() found none: no CUDA toolkit at $no_toolkit" "cuda_library without a toolkit"
expect "$failed" "set CUDA_PATH" "cuda_library without a toolkit"
expect "$failed" "nvshmemx_int_wait_until_on_stream" "a stream form without a toolkit"
expect "$failed" "the nvshmemx_*_on_stream routines need CUDA, and this symsync was built host-only" "a stream form without a toolkit"
echo "host-only: the program runs on 1 and 2 PEs; CUDA targets fail saying why"

echo "== 2. CUDA_PATH=/usr/local/cuda"
export CUDA_PATH=/usr/local/cuda
# PTX alone for one architecture, chosen the way an outside workspace
# chooses it (bazel_nested passes the flag): the point is that the
# library's CUDA parts build and link there (the main build compiles them
# for every default architecture). Every nvcc command of the build asks for
# PTX and no machine code: otherwise ptxas ran after all.
archs=$(bazel_nested "$work" aquery 'mnemonic("Nvcc.*", deps(//:app) + deps(//:app_cuda))' 2>/dev/null |
  grep -oE -- '-gencode=arch=compute_[0-9a]+,code=[a-z_0-9]+' | sort | uniq -c)
echo "nvcc's architectures in the build, with how many commands name each:"
echo "$archs"
expect "$archs" "-gencode=arch=compute_90,code=compute_90" "PTX for compute_90"
if grep -q "code=sm_" <<<"$archs"; then
  echo "FAIL: --@symsync//bazel:cuda_archs=compute_90 still asks nvcc for machine code"
  exit 1
fi
bazel_nested "$work" build //:app //:app_cuda
export NVSHMEM_HEAP_KIND=host OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# The guide's commands, as a reader runs them in the workspace (their bazel
# is the test's nested one; mpirun may oversubscribe this machine's cores).
export OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_btl=self,vader OMPI_MCA_oob_tcp_if_include=lo
cookbook_output=""
while read -r command; do
  echo "+ $command"
  read -ra words <<<"$command"
  if [[ ${words[0]} == bazel ]]; then
    out=$(cd "$work" && bazel_nested "$work" "${words[@]:1}" 2>&1) ||
      { echo "FAIL: the guide's '$command' failed:"; echo "$out"; exit 1; }
  else
    out=$(cd "$work" && "${words[@]}" 2>&1) ||
      { echo "FAIL: the guide's '$command' failed:"; echo "$out"; exit 1; }
  fi
  cookbook_output+="$out"$'\n'
done <"$work/cookbook_commands"
expect "$cookbook_output" "NVSHMEM_SYMMETRIC_SIZE" "the guide's symsync-info"
expect "$cookbook_output" "[PE 1] consumer: PE 1 of 2 got the token of PE 0" "the guide's symsync-run under bazel run"
expect "$cookbook_output" "consumer: app_mpi PE 1 of 2" "the guide's mpirun of app_mpi"
echo "the guide's commands build and run the workspace"
one=$("$work/bazel-bin/app")
two=$(OMPI_MCA_btl=self,vader mpirun --oversubscribe -np 2 "$work/bazel-bin/app")
cuda=$("$work/bazel-bin/app_cuda")
echo "$one"
echo "$two"
echo "$cuda"
expect "$one" "consumer: PE 0 of 1 got the token of PE 0" "with CUDA, 1 PE"
expect "$two" "consumer: PE 0 of 2 got the token of PE 1" "with CUDA, 2 PEs"
expect "$two" "consumer: PE 1 of 2 got the token of PE 0" "with CUDA, 2 PEs"
expect "$cuda" "the CUDA program links" "with CUDA, the CUDA program"
# An architecture cuda_library cannot read fails the build, naming it and
# the forms it takes (the flag's last value wins over bazel_nested's).
if failed=$(bazel_nested "$work" build --@symsync//bazel:cuda_archs=sm_80,sm90 //:kernels 2>&1); then
  echo "FAIL: --@symsync//bazel:cuda_archs=sm_80,sm90 built"
  exit 1
fi
expect "$failed" "GPU architecture 'sm90' is not of the form sm_XY (machine code, for example sm_80, sm_90 or sm_90a) or compute_XY (PTX alone, for example compute_90)" "a misspelt architecture"
echo "== 3. a toolkit installed, and --@symsync//bazel:cuda=false"
# A host program's build runs no nvcc, and it says what to rebuild when
# asked for a heap in GPU memory.
nvcc_actions=$(bazel_nested "$work" aquery --@symsync//bazel:cuda=false \
  'mnemonic("Nvcc.*", deps(//:app))' 2>/dev/null | grep -c '^action' || true)
[[ $nvcc_actions -eq 0 ]] || { echo "FAIL: --@symsync//bazel:cuda=false: //:app still has $nvcc_actions nvcc actions"; exit 1; }
bazel_nested "$work" build --@symsync//bazel:cuda=false //:app
one=$(env -u NVSHMEM_HEAP_KIND "$work/bazel-bin/app")
expect "$one" "consumer: PE 0 of 1 got the token of PE 0" "host-only by choice, 1 PE"
if heap=$(NVSHMEM_HEAP_KIND=cuda "$work/bazel-bin/app" 2>&1); then
  echo "FAIL: a host-only build started with NVSHMEM_HEAP_KIND=cuda"
  exit 1
fi
expect "$heap" "NVSHMEM_HEAP_KIND=cuda, but this symsync was built host-only" "host-only by choice, cuda heap"
expect "$heap" "rebuild the program with a toolkit under CUDA_PATH (default /usr/local/cuda) and without that flag" "host-only by choice, cuda heap"
echo "host-only by choice: no nvcc, and a cuda heap is refused saying what to rebuild"
echo "consumer_test: the outside workspace builds and runs with and without a CUDA toolkit"
