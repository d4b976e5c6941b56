#!/usr/bin/env bash
# "Change the spec, regenerate" is the whole job of adding a type, and of
# adding a point-to-point family that recombines what the core has: in a copy
# of this checkout, add uintptr (of the point-to-point and data-movement type
# sets, and atomic_set's, which the point-to-point tests release waits
# with) to spec/types.yaml, and to
# spec/p2p_sync.yaml a kind wait_every (blocks, selects all: a row of the
# kinds table, which the runtime's core follows by its properties) and a
# family wait_until_all_ge of that kind (comparison fixed to NVSHMEM_CMP_GE),
# regenerate, and check that the new functions (every target), their
# reference entries and their tests appear; then build and run the new
# type's host tests, which cover the new family too (one PE started
# directly, and 2 PEs), and its data-movement tests (2 PEs), build its
# device tests, the stream forms and the documentation, and check the copy's
# generated/ is fresh. It also renames and renumbers a comparison (NVSHMEM_CMP_LE becomes
# NVSHMEM_CMP_AT_MOST, 9): the runtime's comparisons are generated from the
# spec (symsync/spec_facts.h), and the new type's host tests run every
# routine with every comparison the spec has. And it adds a setting,
# SYMSYNC_TEST_WIDGETS (spec/settings.yaml), which nvshmem_init's reading,
# the reference page and symsync-info follow, and renames SYMSYNC_RANK to
# SYMSYNC_PE_RANK, which the runtime's handwritten messages and
# symsync-run follow. No file outside spec/ is edited.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/nested_bazel.sh"
source_root=$(symsync_source_root)
copy="${TEST_TMPDIR:-$(mktemp -d)}/symsync-copy"
rm -rf "$copy"
mkdir -p "$copy"
tar -C "$source_root" --exclude='./bazel-*' --exclude=./.git --exclude=./docs/_build --exclude=./bench/.cache -cf - . | tar -C "$copy" -xf -

# replace_in FILE OLD NEW: in the copy's FILE, the text OLD (which must be
# there) becomes NEW.
replace_in() {
  python3 - "$copy/$1" "$2" "$3" <<'EOT'
import sys
path, old, new = sys.argv[1:]
text = open(path).read()
if old not in text:
    sys.exit(f"{path} no longer has {old!r}, which this test edits")
open(path, "w").write(text.replace(old, new, 1))
EOT
}

# The type goes first among the types of 8 bytes, so that it is the first
# subject of their test programs: built with
# --define=symsync_test_subjects=first (as ThreadSanitizer's build is), they
# compile the new type's files alone.
long=$'  - typename: long\n'
replace_in spec/types.yaml "$long" "  - typename: uintptr
    type: uintptr_t
    size: 8
    signed: false
    sets: [point_to_point, rma, amo_set]
    doc: Unsigned integer that holds a pointer, from stdint.h.
$long"

# A family that only recombines what the core has: no code, only the spec
# (its parameters reuse the file's anchors).
cat >>"$copy/spec/p2p_sync.yaml" <<'EOT'

  - name: wait_until_all_ge
    kind: wait_every
    fixed_cmp: NVSHMEM_CMP_GE
    typed: true
    targets: [device, host, warp, block, on_stream]
    summary: Wait until every variable of a set is at least a given value.
    params: [*ivars, *nelems, *status, *cmp_value]
    returns:
      type: void
      doc: Nothing.
    empty_set:
      doc: Returns at once when the set is empty.
    doc: >-
      Blocks until every element of the set is greater than or equal to
      `cmp_value`, as wait_until_all with NVSHMEM_CMP_GE does.
    example: examples/linear_barrier.cc#barrier
EOT

# A kind of its own, for the family above: a row of the kinds table.
last_kind=$'  - {name: test_some, blocks: false, selects: some, empty_result: "0"}\n'
replace_in spec/p2p_sync.yaml "$last_kind" "$last_kind"$'  - {name: wait_every, blocks: true, selects: all}\n'

# A setting of its own (spec/settings.yaml): the runtime reads it, checks
# its range with the generated message, the reference page lists it and
# symsync-info shows it.
cat >>"$copy/spec/settings.yaml" <<'EOT'

  - name: SYMSYNC_TEST_WIDGETS
    group: testing
    type: count
    what: a whole number of widgets
    field: test_widgets
    min: 2
    max: 9
    example: 3
    default_doc: no widgets
    doc: A setting add_a_type_test adds.
EOT
# A setting renamed: every message that names it, and symsync-run's
# environment for the PEs, follow (they name it by its handle,
# SYMSYNC_SETTING_RANK, from symsync/spec_facts.h).
replace_in spec/settings.yaml $'  - name: SYMSYNC_RANK\n' $'  - name: SYMSYNC_PE_RANK\n'
# A comparison with another name and value.
replace_in spec/constants.yaml $'      - name: NVSHMEM_CMP_LE\n        value: 3\n' \
  $'      - name: NVSHMEM_CMP_AT_MOST\n        value: 9\n'

echo "== regenerating"
(cd "$copy" && python3 -m codegen)
check() { grep -q -- "$2" "$copy/$1" || { echo "FAIL: $1 lacks $2"; exit 1; }; }
check generated/include/nvshmem.h "void nvshmem_uintptr_wait_until(uintptr_t \*ivar, int cmp, uintptr_t cmp_value);"
check generated/include/nvshmem.h "__device__ inline size_t nvshmem_uintptr_wait_until_any("
check generated/include/nvshmemx.h "void nvshmemx_uintptr_wait_until_on_stream("
check generated/src/host_entries.cc "sizeof(uintptr_t) == 8"
check generated/docs/reference/test_some_vector.rst "size_t nvshmem_uintptr_test_some_vector("
check generated/docs/reference/types.rst '``uintptr``'
grep -A3 'name = "p2p_8byte_host_test_program",' "$copy/generated/BUILD.bazel" | tail -1 |
  grep -q '"tests/host/p2p_uintptr_test.cc",' ||
  { echo "FAIL: uintptr is not p2p_8byte_host_test_program's first file"; exit 1; }
check generated/include/nvshmem.h "^void nvshmem_int_wait_until_all_ge("
check generated/include/nvshmem.h "__device__ inline void nvshmemx_uintptr_wait_until_all_ge_block("
check generated/include/nvshmem.h "__device__ inline void nvshmemx_long_wait_until_all_ge_warp("
check generated/include/nvshmemx.h "void nvshmemx_uintptr_wait_until_all_ge_on_stream("
check generated/docs/reference/wait_until_all_ge.rst "nvshmem_ulong_wait_until_all_ge("
check generated/tests/host/p2p_uintptr_test.cc "nvshmem_uintptr_wait_until_all_ge("
check generated/include/nvshmem.h "^void nvshmem_uintptr_put("
check generated/include/nvshmem.h "void nvshmemx_uintptr_put_signal_block("
check generated/include/nvshmemx.h "void nvshmemx_uintptr_get_nbi_on_stream("
check generated/BUILD.bazel 'srcs = \["tests/host/rma_uintptr_test.cc"\]'  # rma_8byte_host_test_program's first
check generated/include/nvshmem.h "^#define NVSHMEM_CMP_AT_MOST 9$"
check generated/include/symsync/spec_facts.h 'X("NVSHMEM_CMP_AT_MOST", 9, <=, true, true, false)'
check generated/include/symsync/spec_facts.h '^  kWaitEvery,$'
check generated/include/symsync/spec_facts.h '|| kind == Kind::kWaitEvery;'
check generated/src/host_entries.cc 'on_set<symsync::impl::Kind::kWaitEvery, 0>('
check generated/src/settings.inc 'std::optional<int> test_widgets;  // SYMSYNC_TEST_WIDGETS'
check generated/docs/reference/settings.rst '``SYMSYNC_TEST_WIDGETS``'
if grep -rq "NVSHMEM_CMP_LE\b" "$copy/generated"; then
  echo "FAIL: generated/ still names NVSHMEM_CMP_LE"
  exit 1
fi
[[ -f $copy/generated/tests/host/p2p_uintptr_test.cc && -f $copy/generated/tests/device/p2p_uintptr_test.cu ]]
echo "new functions, reference entries and tests are generated"

echo "== building and running the new type's tests"
# One nested Bazel server, two commands. The first runs the tests and
# builds the documentation, host-only (--//bazel:cuda=false: what the host
# tests run is the same, and the runtime's own CUDA files, which the new
# type does not touch, are not compiled). The new type's host tests are in
# the programs of the 8-byte types, built with its files alone; the filter
# runs them (test_main.cc fails a launch whose filter selects nothing). The
# second compiles the CUDA files the new type is in: its device kernels, and
# the generated stream forms and CUDA type entries; their archives alone
# (--output_groups=default): by default Bazel also builds the runfiles of
# their dependencies, and compiled and linked the runtime's host files again
# with CUDA on (13 CPU-s), which nothing here runs.
bazel_nested "$copy" test --//bazel:cuda=false --test_output=errors --define=symsync_test_subjects=first \
  --test_filter='Uintptr/*:RmaUintptr.*' \
  //generated:p2p_8byte_host_test_direct //generated:p2p_8byte_host_test_2pe \
  //generated:rma_8byte_host_test_2pe //codegen:generated_is_fresh_test \
  //docs:html_en //tools:symsync-info
bazel_nested "$copy" build --output_groups=default //generated:p2p_uintptr_device_kernels //generated:on_stream
html=$copy/bazel-bin/docs/html_en
grep -q 'id="c.nvshmem_uintptr_wait_until"' "$html/reference/wait_until.html"
grep -q 'id="c.nvshmemx_uintptr_wait_until_all_ge_block"' "$html/reference/wait_until_all_ge.html"
grep -q 'id="c.nvshmem_int_wait_until_all_ge"' "$html/reference/wait_until_all_ge.html"
grep -q '"nvshmem_uintptr_put_signal_nbi"' "$html/searchindex.js"
grep -q 'SYMSYNC_TEST_WIDGETS' "$html/reference/settings.html"
info=$copy/bazel-bin/tools/symsync-info
SYMSYNC_TEST_WIDGETS=7 "$info" | grep -Eq '^  SYMSYNC_TEST_WIDGETS +7 +from the environment; default: no widgets$' ||
  { echo "FAIL: symsync-info does not show SYMSYNC_TEST_WIDGETS=7 as read from the environment"; exit 1; }
"$info" | grep -Eq '^  SYMSYNC_TEST_WIDGETS +- +unset; default: no widgets$' ||
  { echo "FAIL: symsync-info does not show SYMSYNC_TEST_WIDGETS unset"; exit 1; }
if message=$(SYMSYNC_TEST_WIDGETS=10 "$info" 2>&1); then
  echo "FAIL: SYMSYNC_TEST_WIDGETS=10 (above 9) was accepted"
  exit 1
fi
grep -qF "SYMSYNC_TEST_WIDGETS='10' is not valid: expected a whole number of widgets from 2 to 9, e.g. 3" <<<"$message" ||
  { echo "FAIL: SYMSYNC_TEST_WIDGETS=10: $message"; exit 1; }
echo "a setting added to the spec alone is read, range-checked, listed in the reference and shown by symsync-info"
if message=$(SYMSYNC_PE_RANK=1 "$info" 2>&1); then
  echo "FAIL: SYMSYNC_PE_RANK set without SYMSYNC_UNIQUEID and SYMSYNC_NRANKS was accepted"
  exit 1
fi
grep -qF "SYMSYNC_UNIQUEID, SYMSYNC_PE_RANK and SYMSYNC_NRANKS are set together (symsync-run sets them) or not at all: SYMSYNC_PE_RANK set, SYMSYNC_UNIQUEID, SYMSYNC_NRANKS not" <<<"$message" ||
  { echo "FAIL: the renamed SYMSYNC_PE_RANK's message: $message"; exit 1; }
echo "a setting renamed in the spec alone is renamed in the runtime's messages (and symsync-run's PEs, which the host tests above ran under)"
echo "add_a_type_test: uintptr, wait_until_all_ge, NVSHMEM_CMP_AT_MOST and SYMSYNC_TEST_WIDGETS added, and SYMSYNC_RANK renamed, from the spec alone; their tests pass and their docs are built"
