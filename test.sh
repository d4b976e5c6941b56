#!/usr/bin/env bash
# Every test: install what is missing, then the whole Bazel suite (code
# generator, runtime, per-type point-to-point tests on 1, 2 and 4 PEs,
# examples, consumer workspace, docs, style), then host-side tests again built
# with ThreadSanitizer, AddressSanitizer and UndefinedBehaviorSanitizer.
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
# ThreadSanitizer for everything host-side that waits (the per-type tests
# check data written before a flag between threads); AddressSanitizer and
# UndefinedBehaviorSanitizer for the runtime's tests.
sanitized() {
  step "bazel test --config=$1 ${*:2}"
  bazel test --config="$1" --build_tests_only --test_tag_filters=-gpu "${@:2}"
}
sanitized tsan //generated/... //tests/runtime/...
sanitized asan //tests/runtime/...
sanitized ubsan //tests/runtime/...
step "all tests passed in $((SECONDS - start)) s"
