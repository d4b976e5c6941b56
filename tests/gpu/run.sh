#!/usr/bin/env bash
# The GPU suite, for a machine with a GPU: builds and runs every device and
# stream test (tag "gpu": per-type device tests and the device runtime test,
# one PE and two PEs sharing the GPU), then runs them again under
# compute-sanitizer's memcheck and racecheck. Missing GPUs fail here instead
# of skipping.
#
#   tests/gpu/run.sh [extra bazel options, e.g. --//bazel:cuda_archs=sm_90]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

sanitizer="${CUDA_PATH:-/usr/local/cuda}/bin/compute-sanitizer"
[[ -x $sanitizer ]] || sanitizer=$(command -v compute-sanitizer || true)
common=(--test_tag_filters=gpu --build_tests_only --nocache_test_results
        --test_env=SYMSYNC_REQUIRE_GPU=1 --test_output=errors "$@")

printf '\n== device and stream tests\n'
bazel test "${common[@]}" //...
if [[ -z $sanitizer ]]; then
  echo "compute-sanitizer not found (set CUDA_PATH); skipping the sanitizer runs" >&2
  exit 1
fi
for tool in memcheck racecheck; do
  printf '\n== the same under compute-sanitizer --tool %s\n' "$tool"
  bazel test "${common[@]}" --test_timeout=1800 \
    --test_env=SYMSYNC_TEST_WRAPPER="$sanitizer --tool $tool --error-exitcode 1" //...
done
