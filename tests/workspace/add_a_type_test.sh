#!/usr/bin/env bash
# "Change the spec, regenerate" is the whole job of adding a type: in a copy
# of this checkout, add int16 to spec/types.yaml, regenerate, and check that
# the new functions, their reference entries and their tests appear; then
# build and run the new type's host tests (1, 2 and 4 PEs), build its device
# tests and the documentation, and check the copy's generated/ is fresh.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/nested_bazel.sh"
source_root=$(symsync_source_root)
copy="${TEST_TMPDIR:-$(mktemp -d)}/symsync-copy"
rm -rf "$copy"
mkdir -p "$copy"
tar -C "$source_root" --exclude='./bazel-*' --exclude=./.git --exclude=./docs/_build -cf - . | tar -C "$copy" -xf -

cat >>"$copy/spec/types.yaml" <<'EOT'
  - typename: int16
    type: int16_t
    size: 2
    signed: true
    doc: Exact-width signed 16-bit integer from stdint.h.
EOT
# The entry must be inside the `types:` list, before `signal:`.
python3 - "$copy/spec/types.yaml" <<'EOT'
import sys
path = sys.argv[1]
text = open(path).read()
entry = text[text.rindex("  - typename: int16"):]
text = text[: text.rindex("  - typename: int16")]
head, signal = text.split("\nsignal:", 1)
open(path, "w").write(head.rstrip("\n") + "\n" + entry + "\nsignal:" + signal)
EOT

echo "== regenerating"
(cd "$copy" && python3 -m codegen)
check() { grep -q -- "$2" "$copy/$1" || { echo "FAIL: $1 lacks $2"; exit 1; }; }
check generated/include/nvshmem.h "void nvshmem_int16_wait_until(int16_t \*ivar, int cmp, int16_t cmp_value);"
check generated/include/nvshmem.h "__device__ inline size_t nvshmem_int16_wait_until_any("
check generated/include/nvshmemx.h "void nvshmemx_int16_wait_until_on_stream("
check generated/src/host_entries.cc "static_assert(sizeof(int16_t) == 2"
check generated/docs/reference/test_some_vector.rst "size_t nvshmem_int16_test_some_vector("
check generated/docs/reference/types.rst '``int16``'
check generated/BUILD.bazel 'name = "p2p_int16_host_test"'
[[ -f $copy/generated/tests/host/p2p_int16_test.cc && -f $copy/generated/tests/device/p2p_int16_test.cu ]]
echo "new functions, reference entries and tests are generated"

echo "== building and running the new type's tests"
bazel_nested "$copy" test --test_output=errors \
  //generated:p2p_int16_host_test //codegen:generated_is_fresh_test //tests/docs:docs_test
bazel_nested "$copy" build //generated:p2p_int16_device_test_program //docs:html
grep -q 'id="c.nvshmem_int16_wait_until"' "$copy/bazel-bin/docs/html/reference/wait_until.html"
echo "add_a_type_test: int16 added from the spec alone; its tests pass and its docs are built"
