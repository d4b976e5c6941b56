#!/usr/bin/env bash
# Every test: install what is missing, then the Bazel suite (code generator,
# per-type tests on 1 to 7 PEs, examples, consumer workspace, docs, style),
# then host-side tests again built with ThreadSanitizer, then the runtime's
# own tests built with AddressSanitizer and UndefinedBehaviorSanitizer (they
# run there instead of in the plain build: the same tests, checked more).
# Tests that need a GPU skip without one; the GPU pack (tests/gpu/pack.sh,
# built here) runs them on a GPU machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

step() { printf '\n== %s\n' "$*"; }
start=$SECONDS

# Nothing of ours may be left in /dev/shm by the whole suite.
shm_segments() { ls /dev/shm 2>/dev/null | grep '^symsync-' | sort || true; }
shm_before=$(shm_segments)

step "setup"
./setup.sh
# NVSHMEM's releases, which the GPU pack's benchmark and the portability
# tests build against: fetched, and the pack's benchmark built against each,
# beside the suite's build (a download, and two compiles that fill the
# processors where its last tests leave them idle); waited for before the
# pack.
step "tests/gpu/pack.sh --prepare (NVSHMEM's releases, the benchmark against them): started in the background"
fetch_log=$(mktemp -t symsync-fetch.XXXXXX)
tests/gpu/pack.sh --prepare >"$fetch_log" 2>&1 &
fetch_pid=$!
step "generated/ matches spec/ and templates/"
python3 -m codegen --check
# The runtime's and the bootstraps' own tests that run under AddressSanitizer
# and UndefinedBehaviorSanitizer below (those that need no GPU and no
# network namespace); the plain build skips them (44 tests, about 90 s of
# CPU to build and run twice).
asan_scope=(//tests/runtime/... //tests/bootstrap/...)
asan_tags=-gpu,-network
scope=$(sed 's/ / + /g' <<<"${asan_scope[*]}")
excluded=$(sed -E 's/-([a-z_]+)/\\b\1\\b/g; s/,/|/g' <<<"$asan_tags")
asan_tests=$(bazel query --noshow_progress "tests($scope) except attr(tags, '$excluded', tests($scope))")
[[ -n $asan_tests ]] || { echo "no test of ${asan_scope[*]} runs under AddressSanitizer"; exit 1; }
patterns=$(mktemp -t symsync-patterns.XXXXXX)
{ echo "//..."; sed 's/^/-/' <<<"$asan_tests"; } >"$patterns"
step "bazel test //... but the $(wc -l <<<"$asan_tests") tests that run under AddressSanitizer below"
bazel test --target_pattern_file="$patterns"
rm -f "$patterns"
# The GPU half is built here and run on a lent GPU machine: the pack must
# build, fit what one call carries, and refuse to pass where no GPU is. Its
# benchmarks are not run here (--no-bench), so they are built as the suite's
# programs are (--benchmarks-unoptimized: an optimized build of the library
# for them would cost the suite a build of its own).
step "tests/gpu/pack.sh --benchmarks-unoptimized, then its run.sh --no-bench"
wait "$fetch_pid" || { cat "$fetch_log"; echo "tests/gpu/pack.sh --prepare failed"; exit 1; }
rm -f "$fetch_log"
pack_dir=$(mktemp -d -t symsync-gpupack.XXXXXX)
tests/gpu/pack.sh --benchmarks-unoptimized "$pack_dir/pack"
set +e
"$pack_dir/pack/run.sh" --no-bench
pack_status=$?
set -e
if command -v nvidia-smi >/dev/null && nvidia-smi -L 2>/dev/null | grep -q '^GPU '; then
  [[ $pack_status -eq 0 ]] || { echo "the GPU pack failed on this GPU machine"; exit 1; }
else
  [[ $pack_status -eq 2 ]] || { echo "run.sh without a GPU exited $pack_status, expected 2"; exit 1; }
fi
rm -rf "$pack_dir"
# The examples that say they compile unchanged against NVSHMEM do, against
# NVSHMEM 3.8's headers and libraries (fetched for the pack above); then every
# data-movement and signal routine NVSHMEM 3.8's headers declare is declared
# by symsync's with the same types (nvcc -E on both sets of headers). One
# background job, nvcc one process at a time, run beside the sanitizer builds
# below and waited for after them.
step "portable examples and routine names against NVSHMEM 3.8: started in the background"
portability_log=$(mktemp -t symsync-portability.XXXXXX)
{ tests/portability/nvshmem_compile_test.sh && tests/portability/nvshmem_names_test.py; } \
  >"$portability_log" 2>&1 &
portability_pid=$!
# ThreadSanitizer for everything host-side that waits (the per-type tests
# check data written before a flag between threads); AddressSanitizer and
# UndefinedBehaviorSanitizer for the runtime's tests.
# sanitized CONFIG[+CONFIG...] TAG_FILTERS TARGETS...: AddressSanitizer and
# UndefinedBehaviorSanitizer go together in one build.
sanitized() {
  local configs=()
  IFS=+ read -r -a names <<<"$1"
  for name in "${names[@]}"; do configs+=("--config=$name"); done
  step "bazel test ${configs[*]} --test_tag_filters=$2 ${*:3}"
  bazel test "${configs[@]}" --build_tests_only --test_tag_filters="$2" "${@:3}"
}
# ThreadSanitizer skips the launches of more than 2 PEs (tests/defs.bzl says
# why); the ordinary build above ran them.
sanitized tsan -gpu,-no_tsan,-network //generated/... //tests/runtime/... //tests/bootstrap/...
# The typed collectives' reductions on 3 PEs too: every combine of every
# type, where UndefinedBehaviorSanitizer finds an overflow the spec's
# expressions meet.
sanitized asan+ubsan "$asan_tags" "${asan_scope[@]}" //generated:collectives_host_test_3pe
step "portable examples and routine names against NVSHMEM 3.8"
portability_status=0
wait "$portability_pid" || portability_status=$?
cat "$portability_log"
rm -f "$portability_log"
if [[ $portability_status -ne 0 ]]; then
  echo "the portability tests failed (exit $portability_status)"
  exit 1
fi
step "/dev/shm holds no new symsync-* segment"
left=$(comm -13 <(echo "$shm_before") <(shm_segments))
if [[ -n $left ]]; then
  echo "the suite left shared memory behind:" $left
  exit 1
fi
step "all tests passed in $((SECONDS - start)) s"
