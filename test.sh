#!/usr/bin/env bash
# Every test: install what is missing, then the whole Bazel suite (code
# generator, runtime, per-type point-to-point tests on 1, 2 and 4 PEs,
# examples, consumer workspace, docs, style), then the host-side tests again
# built with ThreadSanitizer, AddressSanitizer and UndefinedBehaviorSanitizer.
# Tests that need a GPU skip without one; tests/gpu/run.sh runs them on a GPU.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

step() { printf '\n== %s\n' "$*"; }
start=$SECONDS

step "setup"
./setup.sh
step "generated/ matches spec/ and templates/"
python3 -m codegen --check
step "bazel test //..."
bazel test //...
host_tests=(//generated/... //tests/runtime/... //examples/...)
for sanitizer in tsan asan ubsan; do
  step "bazel test --config=$sanitizer (host-side tests)"
  bazel test --config="$sanitizer" --build_tests_only --test_tag_filters=-gpu "${host_tests[@]}"
done
step "all tests passed in $((SECONDS - start)) s"
