# Sourced by the workspace tests: where this checkout is, and how to run a
# second Bazel (its own server and output root) inside a test.

# The checkout these tests run from: WORKSPACE in the runfiles links to it.
symsync_source_root() {
  local workspace="${TEST_SRCDIR:?run under bazel test}/${TEST_WORKSPACE:-symsync}/WORKSPACE"
  dirname "$(readlink -f "$workspace")"
}

# The workspaces this test built: when it exits, each one's Bazel server is
# shut down and its output base removed (no later run reuses them, and the
# shared output root would otherwise grow by one per test and run).
nested_workspaces=()
nested_root="/tmp/symsync-nested-bazel-$(id -u)"
# A nested server's startup options (every command of a workspace gives the
# same, or Bazel restarts its server): the output root, an idle limit, and
# the JVM's quick compiler alone (-XX:TieredStopAtLevel=1): a server that
# lives a minute or two spent CPU time optimizing code it would not run long.
nested_startup=(--output_user_root="$nested_root/output" --max_idle_secs=60
  --host_jvm_args=-XX:TieredStopAtLevel=1)
# Bazel names a workspace's output base by the MD5 of its path.
nested_output_base() {
  echo "$nested_root/output/$(printf %s "$1" | md5sum | cut -c1-32)"
}
end_nested_workspaces() {
  local dir base
  for dir in "${nested_workspaces[@]}"; do
    base=$(nested_output_base "$dir")
    (cd "$dir" && bazel "${nested_startup[@]}" shutdown) || true
    chmod -R u+w "$base" 2>/dev/null || true
    rm -rf "$base"
  done
}
trap end_nested_workspaces EXIT

# bazel_nested DIR ARGS...: runs Bazel in DIR with an output root of its own
# (shared by these tests) and a disk cache, building CUDA code as PTX for
# compute_90 alone (the GPU architecture is not what these tests are about,
# and without machine code nvcc runs no assembler: rma_on_stream.cu
# compiles in a third of the time, on_stream.cu in four fifths). One server
# per workspace serves all of a test's commands there (each --batch command
# started a JVM and loaded and analysed everything again: 12 CPU-s of
# consumer_test's 97);
# it stops when the test ends, or after a minute of idleness if the test is
# killed. The checkout may be edited while a test builds it: an action whose
# inputs changed under it is not stored in the shared disk cache.
bazel_nested() {
  local dir
  dir=$(cd "$1" && pwd)
  shift
  local command=$1
  shift
  [[ " ${nested_workspaces[*]} " == *" $dir "* ]] || nested_workspaces+=("$dir")
  # The flag's label: //bazel:cuda_archs in a copy of this checkout, which is
  # the main repository there (Bazel 4.2 takes @symsync//bazel:cuda_archs for
  # another target in it, and the build stays at the default architectures);
  # @symsync//bazel:cuda_archs in an outside workspace.
  local archs_flag=--@symsync//bazel:cuda_archs=compute_90
  if grep -q '^workspace(name = "symsync")' "$dir/WORKSPACE"; then
    archs_flag=--//bazel:cuda_archs=compute_90
  fi
  (cd "$dir" && bazel "${nested_startup[@]}" "$command" \
    --disk_cache="$nested_root/disk-cache" --experimental_repository_disable_download --nosandbox_debug \
    --experimental_guard_against_concurrent_changes \
    "$archs_flag" --show_progress_rate_limit=30 "$@")
}
