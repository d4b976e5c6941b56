#!/usr/bin/env bash
# The main job: install what is missing, regenerate the API from spec/, build
# the library, the launcher and the examples, and run each example on 4 PEs
# through symsync-run (no MPI; host heap).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

step() { printf '\n== %s\n' "$*"; }

step "setup"
./setup.sh
step "regenerate generated/ from spec/ and templates/"
python3 -m codegen
step "build"
bazel build //:nvshmem //tools:symsync-run //examples/...

export NVSHMEM_HEAP_KIND=host  # the host versions read and write the heap from host code
# Every host example: each examples/NAME.cc is the program //examples:NAME.
for source in examples/*.cc; do
  example=$(basename "${source%.cc}")
  step "symsync-run -n 4 bazel-bin/examples/$example"
  bazel-bin/tools/symsync-run -n 4 "bazel-bin/examples/$example"
done
