#!/usr/bin/env bash
# The main job: install what is missing, regenerate the API from spec/, build
# the library and the examples, and run each example on 4 PEs (host heap).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

step() { printf '\n== %s\n' "$*"; }

step "setup"
./setup.sh
step "regenerate generated/ from spec/ and templates/"
python3 -m codegen
step "build"
bazel build //:nvshmem //examples/...

if [[ $(id -u) -eq 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
export NVSHMEM_HEAP_KIND=host  # the host versions read and write the heap from host code
for example in linear_barrier ping_pong work_queue; do
  step "mpirun -np 4 bazel-bin/examples/$example"
  mpirun --oversubscribe -np 4 "bazel-bin/examples/$example"
done
