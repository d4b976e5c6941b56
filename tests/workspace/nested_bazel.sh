# Sourced by the workspace tests: where this checkout is, and how to run a
# second Bazel (batch mode, its own output root) inside a test.

# The checkout these tests run from: WORKSPACE in the runfiles links to it.
symsync_source_root() {
  local workspace="${TEST_SRCDIR:?run under bazel test}/${TEST_WORKSPACE:-symsync}/WORKSPACE"
  dirname "$(readlink -f "$workspace")"
}

# The output bases of the workspaces this test built, removed when it exits:
# they live in the test's temporary directory, so no later run reuses them, and
# the shared output root would otherwise grow by one per test and run.
nested_output_bases=()
remove_nested_output_bases() {
  local base
  for base in "${nested_output_bases[@]}"; do
    chmod -R u+w "$base" 2>/dev/null || true
    rm -rf "$base"
  done
}
trap remove_nested_output_bases EXIT

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
  # Bazel names a workspace's output base by the MD5 of its path (a test
  # that builds one workspace several times lists it once).
  local base="$root/output/$(printf %s "$(cd "$dir" && pwd)" | md5sum | cut -c1-32)"
  [[ " ${nested_output_bases[*]} " == *" $base "* ]] || nested_output_bases+=("$base")
  # The flag's label: //bazel:cuda_archs in a copy of this checkout, which is
  # the main repository there (Bazel 4.2 takes @symsync//bazel:cuda_archs for
  # another target in it, and the build stays at the default architectures);
  # @symsync//bazel:cuda_archs in an outside workspace.
  local archs_flag=--@symsync//bazel:cuda_archs=sm_90
  if grep -q '^workspace(name = "symsync")' "$dir/WORKSPACE"; then
    archs_flag=--//bazel:cuda_archs=sm_90
  fi
  (cd "$dir" && bazel --batch --output_user_root="$root/output" "$command" \
    --disk_cache="$root/disk-cache" --experimental_repository_disable_download --nosandbox_debug \
    --experimental_guard_against_concurrent_changes \
    "$archs_flag" --show_progress_rate_limit=30 "$@")
}
