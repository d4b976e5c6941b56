# Sourced by the workspace tests: where this checkout is, and how to run a
# second Bazel (batch mode, its own output root) inside a test.

# The checkout these tests run from: WORKSPACE in the runfiles links to it.
symsync_source_root() {
  local workspace="${TEST_SRCDIR:?run under bazel test}/${TEST_WORKSPACE:-symsync}/WORKSPACE"
  dirname "$(readlink -f "$workspace")"
}

# bazel_nested DIR ARGS...: runs Bazel in DIR, in batch mode, with an output
# root of its own (shared by these tests) and a disk cache, building for
# sm_90 only (the GPU architecture is not what these tests are about). The
# checkout may be edited while a test builds it: an action whose inputs
# changed under it is not stored in the shared disk cache.
bazel_nested() {
  local dir=$1
  shift
  local command=$1
  shift
  local root="/tmp/symsync-nested-bazel-$(id -u)"
  (cd "$dir" && bazel --batch --output_user_root="$root/output" "$command" \
    --disk_cache="$root/disk-cache" --experimental_repository_disable_download --nosandbox_debug \
    --experimental_guard_against_concurrent_changes \
    --@symsync//bazel:cuda_archs=sm_90 --show_progress_rate_limit=30 "$@")
}
