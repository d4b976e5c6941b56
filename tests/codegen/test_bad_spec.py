"""Malformed specs and templates: each must exit non-zero, print every problem
as `FILE:LINE: message` (exact text asserted here), and leave generated/
byte-for-byte untouched."""

from __future__ import annotations

import re

from typing import Callable

import pytest

from conftest import Project

# Each case breaks the copy and returns the exact error lines it expects.
Case = Callable[[Project], list[str]]


def yaml_syntax_error(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "  - typename: uint\n", "  - typename: [uint\n")
    line = p.line_of("spec/types.yaml", "typename: [uint") + 1
    return [f"spec/types.yaml:{line}: YAML syntax error: expected ',' or ']', but got ':'"]


def unknown_key(p: Project) -> list[str]:
    sets = _sets_line(p, "int")
    p.edit("spec/types.yaml", f"    size: 4\n    signed: true\n{sets}    doc: Signed integer of",
           f"    size: 4\n    signd: true\n{sets}    doc: Signed integer of")
    start = p.line_of("spec/types.yaml", "typename: int")
    return [
        f"spec/types.yaml:{start}: type 'int': missing required key 'signed'",
        f"spec/types.yaml:{p.line_of('spec/types.yaml', 'signd: true')}: type 'int': unknown key 'signd' (did you mean 'signed'?)",
    ]


def duplicate_key(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "  - typename: ushort\n    type: unsigned short\n",
           "  - typename: ushort\n    type: unsigned short\n    type: short\n")
    first = p.line_of("spec/types.yaml", "type: unsigned short")
    return [f"spec/types.yaml:{first + 1}: duplicate key 'type' (first given on line {first})"]


def missing_required_field(p: Project) -> list[str]:
    p.edit("spec/setup.yaml", "    summary: The number of PEs running the program.\n", "")
    return [f"spec/setup.yaml:{p.line_of('spec/setup.yaml', '- name: n_pes')}: routine 'n_pes': missing required key 'summary'"]


def wrong_value_type(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "    type: short\n    size: 2\n", "    type: short\n    size: two\n")
    return [f"spec/types.yaml:{p.line_of('spec/types.yaml', 'size: two')}: type 'short': 'size' must be an integer, got the string 'two'"]


def unknown_type_name(p: Project) -> list[str]:
    p.edit("spec/setup.yaml", "      - name: pe\n        type: int\n", "      - name: pe\n        type: itn\n")
    line = p.line_of("spec/setup.yaml", "type: itn")
    return [f"spec/setup.yaml:{line}: routine 'ptr', parameter 'pe': unknown type name 'itn' in type 'itn' (did you mean 'int'?)"]


def duplicate_routine(p: Project) -> list[str]:
    p.edit("spec/collectives.yaml", "  - name: barrier_all\n", "  - name: wait_until\n")
    first = p.line_of("spec/p2p_sync.yaml", "- name: wait_until")
    second = p.line_of("spec/collectives.yaml", "- name: wait_until")
    return [f"spec/collectives.yaml:{second}: duplicate routine 'wait_until' (first defined at spec/p2p_sync.yaml:{first})"]


def unknown_target(p: Project) -> list[str]:
    p.edit("spec/setup.yaml", "  - name: my_pe\n    targets: [device, host]", "  - name: my_pe\n    targets: [device, gpu]")
    line = p.line_of("spec/setup.yaml", "targets: [device, gpu]")
    return [f"spec/setup.yaml:{line}: routine 'my_pe': unknown target 'gpu' (expected one of: device, host, warp, warpgroup, block, on_stream)"]


def bad_direction(p: Project) -> list[str]:
    p.edit("spec/setup.yaml", "        type: int *\n        dir: out\n        doc: Where to store the thread level.",
           "        type: int *\n        dir: output\n        doc: Where to store the thread level.")
    line = p.line_of("spec/setup.yaml", "dir: output")
    return [f"spec/setup.yaml:{line}: routine 'query_thread', parameter 'provided': 'dir' must be one of in, out, inout, got 'output'"]


def duplicate_constant_value(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "name: NVSHMEM_CMP_GE\n        value: 5", "name: NVSHMEM_CMP_GE\n        value: 2")
    line = p.line_of("spec/constants.yaml", "name: NVSHMEM_CMP_GE")
    return [f"spec/constants.yaml:{line}: constant NVSHMEM_CMP_GE: value 2 is already used by NVSHMEM_CMP_GT in enum group 'comparison'"]


def template_unknown_field(p: Project) -> list[str]:
    p.edit("templates/docs/routine.rst.j2", "{{ routine.summary|rst_doc(spec) }}", "{{ routine.sumary|rst_doc(spec) }}")
    line = p.line_of("templates/docs/routine.rst.j2", "routine.sumary")
    return [f"templates/docs/routine.rst.j2:{line}: template error: 'codegen.model.Routine object' has no attribute 'sumary'"]


def empty_spec(p: Project) -> list[str]:
    p.write("spec/memory.yaml", "# nothing here yet\n")
    return ["spec/memory.yaml:1: file is empty"]


def missing_spec_file(p: Project) -> list[str]:
    p.path("spec/constants.yaml").unlink()
    return ["spec/constants.yaml:1: required spec file is missing"]


def typed_without_type(p: Project) -> list[str]:
    p.edit("spec/setup.yaml", "  - name: n_pes\n    targets: [device, host]\n", "  - name: n_pes\n    typed: true\n    targets: [device, host]\n")
    return [f"spec/setup.yaml:{p.line_of('spec/setup.yaml', '- name: n_pes')}: routine 'n_pes': is typed but no parameter or return type uses TYPE"]


def set_routine_without_empty_set(p: Project) -> list[str]:
    text = p.text("spec/p2p_sync.yaml")
    start = text.index("  - name: test_all\n")
    block_start = text.index("    empty_set:\n", start)
    block_end = text.index("\n    doc:", block_start) + 1
    p.write("spec/p2p_sync.yaml", text[:block_start] + text[block_end:])
    line = p.line_of("spec/p2p_sync.yaml", "- name: test_all")
    return [f"spec/p2p_sync.yaml:{line}: routine 'test_all': takes a 'status' set, so it must describe its 'empty_set' behaviour"]


def bad_count_reference(p: Project) -> list[str]:
    p.edit("spec/p2p_sync.yaml", "        count: nelems\n", "        count: nelem\n")
    line = p.line_of("spec/p2p_sync.yaml", "- &ivars")
    routines = ["wait_until_all", "wait_until_any", "wait_until_some", "wait_until_all_vector", "wait_until_any_vector",
                "wait_until_some_vector", "test_all", "test_any", "test_some", "test_all_vector", "test_any_vector",
                "test_some_vector"]
    # The parameter is shared through a YAML anchor, so every routine using it is reported.
    return [f"spec/p2p_sync.yaml:{line}: routine '{r}', parameter 'ivars': 'count' must name a size_t parameter of the routine, got 'nelem'"
            for r in routines]


def bad_prefix(p: Project) -> list[str]:
    p.edit("spec/setup.yaml", "  - name: init_attr\n    prefix: nvshmemx\n", "  - name: init_attr\n    prefix: shmemx\n")
    line = p.line_of("spec/setup.yaml", "prefix: shmemx")
    return [f"spec/setup.yaml:{line}: routine 'init_attr': 'prefix' must be one of nvshmem, nvshmemx, got 'shmemx'"]


def bad_constant_name(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "- name: NVSHMEMX_TEAM_NODE\n", "- name: NVSHMEMY_TEAM_NODE\n")
    line = p.line_of("spec/constants.yaml", "NVSHMEMY_TEAM_NODE")
    return [f"spec/constants.yaml:{line}: constant NVSHMEMY_TEAM_NODE: 'name' 'NVSHMEMY_TEAM_NODE' must be NVSHMEM_ or "
            "NVSHMEMX_ followed by capitals, digits and underscores"]


def signal_effects_unknown_and_twice(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "        value: 9\n        signal_effect: set\n", "        value: 9\n        signal_effect: swap\n")
    p.edit("spec/constants.yaml", "        doc: The given value is added to the signal object (modulo 2^64).\n",
           "        doc: The given value is added to the signal object (modulo 2^64).\n"
           "      - name: NVSHMEM_SIGNAL_INC\n        value: 11\n        signal_effect: add\n        doc: Adds.\n")
    return [
        f"spec/constants.yaml:{p.line_of('spec/constants.yaml', 'groups:')}: no constant has 'signal_effect: set' (each of set, add must be the effect of one signal operation)",
        f"spec/constants.yaml:{p.line_of('spec/constants.yaml', 'signal_effect: swap')}: constant NVSHMEM_SIGNAL_SET: "
        "'signal_effect' must be one of set, add, got 'swap'",
        f"spec/constants.yaml:{p.line_of('spec/constants.yaml', '- name: NVSHMEM_SIGNAL_INC')}: constant NVSHMEM_SIGNAL_INC: "
        "'signal_effect: add' is already the effect of NVSHMEM_SIGNAL_ADD",
    ]


def hops_that_lead_nowhere(p: Project) -> list[str]:
    """Each hop broken once: a section's implementation file that does not
    exist, a file that no longer defines what a routine's forms call, and
    a test label whose package declares no such target."""
    p.edit("spec/memory.yaml", "    host: runtime/src/lifecycle/memory.cc\n", "    host: runtime/src/lifecycle/memry.cc\n")
    p.edit("runtime/include/symsync/updates.h", "inline Signal signal_fetch(", "inline Signal signal_fetched(")
    p.edit("spec/rma.yaml", '"//tests/runtime:rma_test"', '"//tests/runtime:rma_tests"')
    rma_tests = p.line_of("spec/rma.yaml", "rma_tests")
    return [
        f"spec/memory.yaml:{p.line_of('spec/memory.yaml', 'memry.cc')}: implementation file "
        "'runtime/src/lifecycle/memry.cc' does not exist",
        f"spec/rma.yaml:{rma_tests}: routine 'put': test //tests/runtime:rma_tests: tests/runtime/BUILD.bazel "
        "declares no target 'rma_tests'",
        f"spec/updates.yaml:{p.line_of('spec/updates.yaml', '    host: runtime/include/symsync/updates.h')}: routine "
        "'signal_fetch': runtime/include/symsync/updates.h does not define symsync::impl::signal_fetch, which its host "
        "forms call",
    ]


def empty_results_missing_and_misplaced(p: Project) -> list[str]:
    p.edit("spec/p2p_sync.yaml", "selects: any, empty_result: SIZE_MAX}", "selects: any}")
    p.edit("spec/p2p_sync.yaml", "{name: test, blocks: false, selects: one}",
           "{name: test, blocks: false, selects: one, empty_result: \"1\"}")
    text = p.text("spec/p2p_sync.yaml")
    problems = [f"spec/p2p_sync.yaml:{p.line_of('spec/p2p_sync.yaml', '{name: test, blocks')}: kind 'test': "
                "'empty_result' is for a kind on a set"]
    for routine in ("wait_until_any", "wait_until_any_vector"):
        start = text.index(f"  - name: {routine}\n")
        line = text.count("\n", 0, text.index("    empty_set:", start)) + 1
        problems.append(f"spec/p2p_sync.yaml:{line}: routine '{routine}': the routine returns size_t, so its kind "
                        "'wait_any' must give 'empty_result' in the kinds table")
    return problems


def spelled_value_mismatch(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "        value: 8\n        spelled: 1 << 3\n", "        value: 8\n        spelled: 1 << 4\n")
    line = p.line_of("spec/constants.yaml", "spelled: 1 << 4")
    return [f"spec/constants.yaml:{line}: constant NVSHMEMX_INIT_WITH_UNIQUEID: 'spelled' '1 << 4' is 16, but 'value' is 8"]


def spelled_unchecked_expression(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "        spelled: INT_MAX\n", "        spelled: UINT_MAX / 2\n")
    line = p.line_of("spec/constants.yaml", "spelled: UINT_MAX / 2")
    return [f"spec/constants.yaml:{line}: constant NVSHMEM_STATUS_INVALID: 'spelled' 'UINT_MAX / 2' is not an expression "
            "the generator can check: integers, INT_MAX, ( ), unary -, ~ and binary << >> | & + -"]


def same_as_unknown(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "same_as: NVSHMEM_TEAM_SHARED\n", "same_as: NVSHMEMX_TEAM_NODE\n")
    line = p.line_of("spec/constants.yaml", "- name: NVSHMEMX_TEAM_SHARED")
    return [f"spec/constants.yaml:{line}: constant NVSHMEMX_TEAM_SHARED: 'same_as' 'NVSHMEMX_TEAM_NODE' names no earlier "
            "constant of group 'teams'"]


def same_as_with_value(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "        same_as: NVSHMEM_TEAM_SHARED\n", "        same_as: NVSHMEM_TEAM_SHARED\n        value: 1\n")
    line = p.line_of("spec/constants.yaml", "same_as: NVSHMEM_TEAM_SHARED") + 1
    return [f"spec/constants.yaml:{line}: constant NVSHMEMX_TEAM_SHARED: 'value' is given, but 'same_as' already says the value"]


def bad_type_name(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "  - name: nvshmemx_team_t\n", "  - name: team_t\n")
    line = p.line_of("spec/types.yaml", "- name: team_t")
    return [f"spec/types.yaml:{line}: typedef 'team_t': 'name' 'team_t' must be nvshmem_ or nvshmemx_ followed by lowercase "
            "letters, digits and underscores"]


def duplicate_type_name(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "    alias: nvshmemx_init_attr_t\n", "    alias: nvshmemx_team_t\n")
    first = p.line_of("spec/types.yaml", "- name: nvshmemx_team_t")
    line = p.line_of("spec/types.yaml", "- name: nvshmemx_init_attr_v2")
    # The struct's own fields still name the old alias nowhere, but the
    # routines that take nvshmemx_init_attr_t * no longer find it.
    setup = p.text("spec/setup.yaml").splitlines()
    uses = [(n, text) for n, text in enumerate(setup, start=1) if "type: nvshmemx_init_attr_t *" in text]
    routines = ["set_attr_uniqueid_args", "set_attr_mpi_comm_args", "init_attr"]
    params = ["attr", "nvshmem_attr", "attributes"]
    return [f"spec/types.yaml:{line}: duplicate type name 'nvshmemx_team_t' (first defined at spec/types.yaml:{first})"] + [
        f"spec/setup.yaml:{n}: routine '{r}', parameter '{q}': unknown type name 'nvshmemx_init_attr_t' in type "
        f"'nvshmemx_init_attr_t *' (did you mean 'nvshmemx_init_attr_v2'?)"
        for (n, _), r, q in zip(uses, routines, params)]


def unknown_field_type(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "        type: nvshmemx_uniqueid_v1 *\n", "        type: nvshmemx_uniqueid *\n")
    line = p.line_of("spec/types.yaml", "type: nvshmemx_uniqueid *")
    return [f"spec/types.yaml:{line}: struct 'nvshmemx_uniqueid_args_v1', field 'id': unknown type name 'nvshmemx_uniqueid' "
            "in type 'nvshmemx_uniqueid *' (did you mean 'nvshmemx_uniqueid_t'?)"]


def void_field(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "      - name: mpi_comm\n        type: void *\n", "      - name: mpi_comm\n        type: void\n")
    line = p.line_of("spec/types.yaml", "- name: mpi_comm") + 1
    return [f"spec/types.yaml:{line}: struct 'nvshmemx_init_attr_v2', field 'mpi_comm': a field cannot have type void"]


def bad_array_count(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "        count: 124\n", "        count: 0\n")
    line = p.line_of("spec/types.yaml", "count: 0")
    # The struct's size is not checked against a field in error.
    return [f"spec/types.yaml:{line}: struct 'nvshmemx_uniqueid_v1', field 'internal': 'count' must be a positive integer, got 0"]


def struct_size_mismatch(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "    size: 24\n", "    size: 20\n")
    line = p.line_of("spec/types.yaml", "size: 20")
    return [f"spec/types.yaml:{line}: struct 'nvshmemx_uniqueid_args_v1': 'size' is 20, but the fields take 24 bytes (LP64)"]


def initializers_without_version(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "      - name: version\n        type: int\n        doc: Layout version and size, set by NVSHMEMX_UNIQUEID_INITIALIZER.",
           "      - name: revision\n        type: int\n        doc: Layout version and size, set by NVSHMEMX_UNIQUEID_INITIALIZER.")
    line = p.line_of("spec/types.yaml", "    initializers:")
    return [f"spec/types.yaml:{line}: struct 'nvshmemx_uniqueid_v1': has 'initializers', so its first field must be 'int version'"]


def bad_initializer(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "      - name: NVSHMEMX_UNIQUEID_ARGS_INITIALIZER\n        version: 1\n",
           "      - name: NVSHMEMX_UNIQUEID_ARGS_INIT\n        version: 0\n")
    name = p.line_of("spec/types.yaml", "- name: NVSHMEMX_UNIQUEID_ARGS_INIT")
    uses = [n for n, text in enumerate(p.text("spec/types.yaml").splitlines(), start=1)
            if "values: [NVSHMEMX_UNIQUEID_ARGS_INITIALIZER," in text]
    what = "struct 'nvshmemx_uniqueid_args_v1', initializer NVSHMEMX_UNIQUEID_ARGS_INIT"
    return [
        f"spec/types.yaml:{name}: {what}: 'name' 'NVSHMEMX_UNIQUEID_ARGS_INIT' must be NVSHMEM_ or NVSHMEMX_ followed by "
        "capitals, digits and underscores, ending in _INITIALIZER",
        f"spec/types.yaml:{name + 1}: {what}: 'version' must be a positive integer, got 0",
    ] + [f"spec/types.yaml:{n}: struct 'nvshmemx_init_args_v2', initializer {i}: value 'NVSHMEMX_UNIQUEID_ARGS_INITIALIZER' "
         "cannot initialize field 'uid_args': it is not an initializer of nvshmemx_uniqueid_args_t defined before this one"
         for n, i in zip(uses, ["NVSHMEMX_INIT_ARGS_INITIALIZER", "NVSHMEMX_INIT_ARGS_V2_INITIALIZER"])]


def initializer_values_that_do_not_fit(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "values: [\"NULL\", -1, -1]", "values: [-1, NULL, -1, -1]")
    line = p.line_of("spec/types.yaml", "values: [-1, NULL, -1, -1]")
    what = "spec/types.yaml:{}: struct 'nvshmemx_uniqueid_args_v1', initializer NVSHMEMX_UNIQUEID_ARGS_INITIALIZER: "
    return [what.format(line) + "a value must be an integer or a string (quote NULL and {0}), got nothing (null)",
            what.format(line) + "4 values, but the struct has 3 fields after 'version'"]


def initializer_value_of_the_wrong_kind(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "values: [\"NULL\", -1, -1]", "values: [-1, \"NULL\", \"{0}\"]")
    line = p.line_of("spec/types.yaml", "values: [-1, \"NULL\", \"{0}\"]")
    what = "struct 'nvshmemx_uniqueid_args_v1', initializer NVSHMEMX_UNIQUEID_ARGS_INITIALIZER"
    return [f"spec/types.yaml:{line}: {what}: value '-1' cannot initialize field 'id': an integer fits only an integer field",
            f"spec/types.yaml:{line}: {what}: value 'NULL' cannot initialize field 'myrank': NULL fits only a pointer field",
            f"spec/types.yaml:{line}: {what}: value '{{0}}' cannot initialize field 'nranks': {{0}} fits only an array or "
            "structure field"]


def initializer_value_that_is_no_value(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "values: [\"NULL\", -1, -1]", "values: [\"NULL\", -1, unset]")
    line = p.line_of("spec/types.yaml", "values: [\"NULL\", -1, unset]")
    return [f"spec/types.yaml:{line}: struct 'nvshmemx_uniqueid_args_v1', initializer NVSHMEMX_UNIQUEID_ARGS_INITIALIZER: "
            "value 'unset' cannot initialize field 'nranks': expected an integer, NULL, {0} or the initializer macro of a "
            "structure field"]


def initializer_named_like_a_constant(p: Project) -> list[str]:
    p.edit("spec/types.yaml", "      - name: NVSHMEMX_INIT_ARGS_V2_INITIALIZER\n", "      - name: NVSHMEMX_INIT_ARGS_INITIALIZER\n")
    lines = [n for n, text in enumerate(p.text("spec/types.yaml").splitlines(), start=1)
             if "- name: NVSHMEMX_INIT_ARGS_INITIALIZER" in text]
    uses = p.line_of("spec/types.yaml", "values: [\"NULL\", NVSHMEMX_INIT_ARGS_V2_INITIALIZER]")
    return [f"spec/types.yaml:{lines[1]}: duplicate macro 'NVSHMEMX_INIT_ARGS_INITIALIZER' (first defined at spec/types.yaml:{lines[0]})",
            f"spec/types.yaml:{uses}: struct 'nvshmemx_init_attr_v2', initializer NVSHMEMX_INIT_ATTR_INITIALIZER: value "
            "'NVSHMEMX_INIT_ARGS_V2_INITIALIZER' cannot initialize field 'args': it is not an initializer of "
            "nvshmemx_init_args_t defined before this one"]


def stream_result_not_said(p: Project) -> list[str]:
    p.edit("spec/p2p_sync.yaml", "      type: SIGNAL\n      on_stream: none\n", "      type: SIGNAL\n")
    line = p.text("spec/p2p_sync.yaml").splitlines().index("      type: SIGNAL")  # the returns: line before it
    return [f"spec/p2p_sync.yaml:{line}: routine 'signal_wait_until', returns: missing 'on_stream': say whether the "
            "stream form reports the result through a trailing 'ret' pointer ('ret'), drops it ('none'), returns it "
            "once the stream reaches it ('return') or as soon as the operation is enqueued ('enqueued')"]


def stream_result_where_there_is_none(p: Project) -> list[str]:
    p.edit("spec/p2p_sync.yaml", "      type: SIGNAL\n      on_stream: none\n", "      type: SIGNAL\n      on_stream: maybe\n")
    line = p.line_of("spec/p2p_sync.yaml", "on_stream: maybe")
    return [f"spec/p2p_sync.yaml:{line}: routine 'signal_wait_until', returns: 'on_stream' must be one of ret, none, "
            "return, enqueued, got 'maybe'"]


def kind_without_its_parameters(p: Project) -> list[str]:
    # A *_some routine without its indices or its comparison value.
    p.edit("spec/p2p_sync.yaml", "    kind: test_some\n    typed: true\n    targets: [device, host, warp, block]\n"
           "    summary: Check, without waiting, which variables of a set satisfy a comparison.\n"
           "    params: [*ivars, *nelems, *indices, *status, *cmp, *cmp_value]\n",
           "    kind: test_some\n    typed: true\n    targets: [device, host, warp, block]\n"
           "    summary: Check, without waiting, which variables of a set satisfy a comparison.\n"
           "    params: [*ivars, *nelems, *status, *cmp]\n")
    kind = p.line_of("spec/p2p_sync.yaml", "kind: test_some")
    return [f"spec/p2p_sync.yaml:{kind}: routine 'test_some': kind 'test_some' needs a 'cmp_value' parameter or "
            "(vector forms) a 'cmp_values' one",
            f"spec/p2p_sync.yaml:{kind}: routine 'test_some': kind 'test_some' needs an 'indices' parameter"]


def example_snippet_missing(p: Project) -> list[str]:
    p.edit("examples/reference_examples.cc", "  // [example: wait]\n", "")
    line = p.line_of("spec/p2p_sync.yaml", "example: examples/reference_examples.cc#wait")
    return [f"spec/p2p_sync.yaml:{line}: examples/reference_examples.cc has no '// [example: wait]' line: "
            "expected exactly one"]


def example_snippet_not_closed(p: Project) -> list[str]:
    text = p.text("examples/reference_examples.cc")
    start = text.index("  // [example: wait]\n")
    end = text.index("  // [end example]\n", start)
    p.path("examples/reference_examples.cc").write_text(
        text[:end] + text[end + len("  // [end example]\n"):].replace("// [end example]", "// [end]"),
        encoding="utf-8")
    marker = p.line_of("examples/reference_examples.cc", "// [example: wait]")
    lines = []
    import re
    names = re.findall(r"// \[example: (\w+)\]", p.text("examples/reference_examples.cc"))
    spec_files = sorted(f"spec/{path.name}" for path in p.path("spec").glob("*.yaml"))
    for ref, name in ((f"#{name}", name) for name in names):
        for spec_file in spec_files:
            for number, line in enumerate(p.text(spec_file).splitlines(), start=1):
                if line.strip() == f"example: examples/reference_examples.cc{ref}":
                    start_line = p.line_of("examples/reference_examples.cc", f"// [example: {name}]")
                    lines.append(f"{spec_file}:{number}: examples/reference_examples.cc:{start_line}: snippet "
                                 f"'{name}' has no '// [end example]' line after it")
    assert any(f"reference_examples.cc:{marker}:" in line for line in lines)
    return lines


def _sets_line(p: Project, typename: str) -> str:
    """The `sets:` line (with its newline) of `typename` in spec/types.yaml."""
    text = p.text("spec/types.yaml")
    entry = text[text.index(f"  - typename: {typename}\n"):]
    return re.search(r"    sets: \[[^\]]*\]\n", entry).group(0)


def _set_names(p: Project) -> str:
    """The declared type sets, in order, as the messages list them."""
    block = p.text("spec/types.yaml").split("\ntype_sets:\n", 1)[1].split("\ntypes:\n", 1)[0]
    return ", ".join(re.findall(r"^  - name: (\w+)$", block, re.M))


def unknown_type_set(p: Project) -> list[str]:
    p.edit("spec/rma.yaml", "  - name: get\n    example: examples/reference_examples.cc#put_get\n    typed: true\n    type_set: rma\n",
           "  - name: get\n    example: examples/reference_examples.cc#put_get\n    typed: true\n    type_set: rmx\n")
    line = p.line_of("spec/rma.yaml", "type_set: rmx")
    return [f"spec/rma.yaml:{line}: routine 'get': unknown type set 'rmx' (declared in types.yaml 'type_sets': "
            f"{_set_names(p)})"]


def stem_of_another_routine(p: Project) -> list[str]:
    p.edit("spec/atomics.yaml", "  - name: atomic_add_floating\n    stem: atomic_add\n    prefix: nvshmemx\n",
           "  - name: atomic_add_floating\n    stem: atomic_add\n    prefix: nvshmem\n")
    first = p.line_of("spec/atomics.yaml", "  - name: atomic_add\n".rstrip("\n"))
    line = p.line_of("spec/atomics.yaml", "  - name: atomic_add_floating")
    return [f"spec/atomics.yaml:{line}: routine 'atomic_add_floating': its public names (prefix nvshmem, stem "
            f"'atomic_add') are those of routine 'atomic_add' (defined at spec/atomics.yaml:{first})"]


def combine_misused(p: Project) -> list[str]:
    p.edit("spec/collectives.yaml", 'expression: "a | b"', 'expression: "a | c"')
    p.edit("spec/collectives.yaml", 'expression: "a ^ b"', 'expression: "a ^ b; // 1.0f"')
    p.edit("spec/collectives.yaml", 'combine: {implementation: reduce, expression: "b > a ? b : a"}',
           'combine: {implementation: broadcast, expression: "b > a ? b : a"}')
    targets = "    targets: [device, host, warp, block, on_stream]\n"
    p.edit("spec/collectives.yaml", "    combine: {implementation: reduce, expression: \"a * b\"}\n" + targets +
           "    summary: Multiply the elements of every PE of a team, onto every PE of it.\n    params: *reduce_params\n"
           "    returns: *reduce_returns\n",
           "    combine: {implementation: reduce, expression: \"a * b\"}\n" + targets +
           "    summary: Multiply the elements of every PE of a team, onto every PE of it.\n    params: *reduce_params\n"
           "    returns: {type: long, doc: The product., on_stream: enqueued}\n")
    p.edit("spec/collectives.yaml", "  - name: sync\n", "  - name: sync\n    combine: {implementation: reduce, expression: a}\n")
    first = p.line_of("spec/collectives.yaml", "  - name: and_reduce")
    sync = p.line_of("spec/collectives.yaml", "expression: a}")
    return [
        f"spec/collectives.yaml:{sync}: routine 'sync', combine: 'expression' must be a C++ expression of the elements "
        "a and b and nothing else, got 'a'",
        f"spec/collectives.yaml:{sync}: routine 'sync': 'combine' is only for typed routines: it combines elements of "
        "TYPE",
        f"spec/collectives.yaml:{p.line_of('spec/collectives.yaml', 'a | c')}: routine 'or_reduce', combine: "
        "'expression' must be a C++ expression of the elements a and b and nothing else, got 'a | c'",
        f"spec/collectives.yaml:{p.line_of('spec/collectives.yaml', 'a ^ b; // 1.0f')}: routine 'xor_reduce', "
        "combine: 'expression' must be a C++ expression of the elements a and b and nothing else, got "
        "'a ^ b; // 1.0f'",
        f"spec/collectives.yaml:{p.line_of('spec/collectives.yaml', 'implementation: broadcast')}: routine "
        f"'max_reduce' combines with 'broadcast', the implementation of routine 'broadcast' "
        f"(spec/collectives.yaml:{p.text('spec/collectives.yaml').splitlines().index('  - name: broadcast') + 1}): "
        "name another",
        f"spec/collectives.yaml:{p.line_of('spec/collectives.yaml', 'a * b')}: routine 'prod_reduce' combines with "
        f"'reduce' as routine 'and_reduce' does (spec/collectives.yaml:{first}), so it needs the same parameters, "
        "result and targets",
    ]


def waited_type_without_atomic_set(p: Project) -> list[str]:
    sets = _sets_line(p, "short")
    head = "  - typename: short\n    type: short\n    size: 2\n    signed: true\n"
    p.edit("spec/types.yaml", head + sets, head + sets.replace(", amo_set", ""))
    line = p.line_of("spec/types.yaml", "  - typename: short")
    return [f"spec/types.yaml:{line}: type 'short': it is in a type set of the point-to-point routines, whose "
            "tests release waits with nvshmem_short_atomic_set, but not in 'amo_set', the type set of atomic_set"]


def type_in_an_unknown_set(p: Project) -> list[str]:
    sets = _sets_line(p, "float")
    head = "  - typename: float\n    type: float\n    size: 4\n    signed: true\n    floating: true\n"
    p.edit("spec/types.yaml", head + sets, head + sets.replace("]", ", floats]"))
    line = p.line_of("spec/types.yaml", ", floats]")
    return [f"spec/types.yaml:{line}: type 'float': unknown type set 'floats' (declared in 'type_sets': "
            f"{_set_names(p)})"]


def sized_untyped_routine(p: Project) -> list[str]:
    p.edit("spec/updates.yaml", "  - name: signal_fetch\n", "  - name: signal_fetch\n    sized: true\n")
    line = p.line_of("spec/updates.yaml", "sized: true")
    return [f"spec/updates.yaml:{line}: routine 'signal_fetch': 'sized' is only for typed routines: the sized forms "
            "replace TYPE"]


def cuda_type_before_another(p: Project) -> list[str]:
    text = p.text("spec/types.yaml")
    half = text.index("  - typename: half\n")
    end = text.index("  - typename: bfloat16\n")
    block = text[half:end]
    text = text[:half] + text[end:]
    float_at = text.index("  - typename: float\n")
    p.path("spec/types.yaml").write_text(text[:float_at] + block + text[float_at:], encoding="utf-8")
    line = p.line_of("spec/types.yaml", "typename: float")
    return [f"spec/types.yaml:{line}: type 'float' comes after 'half', which has a 'header': list the types with a "
            "header last"]


def example_required_but_missing(p: Project) -> list[str]:
    p.edit("spec/updates.yaml", "    example: examples/reference_examples.cc#signal\n", "")
    line = p.line_of("spec/updates.yaml", "- name: signal_op")
    return [f"spec/updates.yaml:{line}: routine 'signal_op': missing 'example': every routine of this section shows "
            "a snippet of a tested program (examples_required)"]


def kind_not_in_the_kinds_table(p: Project) -> list[str]:
    p.edit("spec/p2p_sync.yaml", "    kind: test_some\n", "    kind: test_several\n")
    line = p.line_of("spec/p2p_sync.yaml", "kind: test_several")
    return [f"spec/p2p_sync.yaml:{line}: routine 'test_some': unknown kind 'test_several' (the 'kinds' table has "
            "wait, wait_all, wait_any, wait_some, test, test_all, test_any, test_some)"]


def kinds_table_with_bad_entries(p: Project) -> list[str]:
    # A selection the core has no algorithm for, and a name given twice.
    p.edit("spec/p2p_sync.yaml", "  - {name: test_any, blocks: false, selects: any, empty_result: SIZE_MAX}\n",
           "  - {name: test_any, blocks: false, selects: most, empty_result: SIZE_MAX}\n"
           "  - {name: wait, blocks: true, selects: one}\n")
    bad = p.line_of("spec/p2p_sync.yaml", "selects: most")
    first = p.line_of("spec/p2p_sync.yaml", "{name: wait, blocks: true, selects: one}")
    return [f"spec/p2p_sync.yaml:{bad}: kind 'test_any': 'selects' must be one of one, all, any, some, got 'most'",
            f"spec/p2p_sync.yaml:{bad + 1}: duplicate kind 'wait' (first defined at spec/p2p_sync.yaml:{first})"]


def second_kinds_table(p: Project) -> list[str]:
    p.edit("spec/updates.yaml", "\nroutines:\n", "\nkinds:\n  - {name: wait, blocks: true, selects: one}\n\nroutines:\n")
    first = p.line_of("spec/p2p_sync.yaml", "kinds:")
    second = p.line_of("spec/updates.yaml", "kinds:")
    return [f"spec/updates.yaml:{second}: a second 'kinds' table (the first is at spec/p2p_sync.yaml:{first}): "
            "the kinds are one table"]


def c_enum_without_enum(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "    enum: true\n    c_enum: nvshmemx_status\n", "    c_enum: nvshmemx_status\n")
    line = p.line_of("spec/constants.yaml", "c_enum: nvshmemx_status")
    return [f"spec/constants.yaml:{line}: constant group 'status': 'c_enum' needs 'enum: true'"]


def name_function_without_c_enum(p: Project) -> list[str]:
    p.edit("spec/constants.yaml", "    c_enum: nvshmemx_status\n", "")
    line = p.line_of("spec/constants.yaml", "name_function: nvshmemx_status_string")
    return [f"spec/constants.yaml:{line}: constant group 'status': 'name_function' needs 'c_enum'"]


def cuda_type_in_a_device_routine(p: Project) -> list[str]:
    p.edit("spec/cuda.yaml", "  - name: cumodule_init\n    prefix: nvshmemx\n    targets: [host]\n",
           "  - name: cumodule_init\n    prefix: nvshmemx\n    targets: [host, device]\n")
    line = p.line_of("spec/cuda.yaml", "- name: cumodule_init")
    return [f"spec/cuda.yaml:{line}: routine 'cumodule_init': names CUDA's CUmodule: such a routine must be untyped, "
            "with the one target 'host' or with device-code targets only"]


def cuda_type_declared_twice(p: Project) -> list[str]:
    text = p.text("spec/types.yaml")
    p.write("spec/types.yaml", text.rstrip("\n") + "\n  - name: dim3\n    header: cuda_runtime.h\n    doc: Again.\n")
    first = p.line_of("spec/types.yaml", "  - name: dim3")
    second = len(p.text("spec/types.yaml").splitlines()) - 2
    return [f"spec/types.yaml:{second}: duplicate CUDA type 'dim3' (first defined at spec/types.yaml:{first})"]


def setting_with_bad_type_and_default(p: Project) -> list[str]:
    p.edit("spec/settings.yaml", "    max: 1000000\n    default: 4000\n", "    max: 1000000\n    default: 2000000\n")
    p.edit("spec/settings.yaml", "    type: flag\n    field: debug\n", "    type: boolean\n    field: debug\n")
    return [
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', 'type: boolean')}: setting 'NVSHMEM_DEBUG': 'type' must be one of "
        "choice, flag, seconds, size, microseconds, count, text, custom, got 'boolean'",
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', 'default: 2000000')}: setting 'NVSHMEM_WAIT_MAX_SLEEP_US': "
        "'default' '2000000' is not a whole number from 1 to 1000000 (digits, no leading zero)",
    ]


def setting_keys_of_another_type_and_no_default(p: Project) -> list[str]:
    p.edit("spec/settings.yaml", "    field: debug\n    default: 0\n", "    field: debug\n    values: [on, off]\n")
    start = p.line_of("spec/settings.yaml", "- name: NVSHMEM_DEBUG")
    return [
        f"spec/settings.yaml:{start}: setting 'NVSHMEM_DEBUG': missing 'default' or 'default_doc' (what happens when the variable is unset)",
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', 'values: [on, off]')}: setting 'NVSHMEM_DEBUG': 'values' is not for a flag "
        "setting (it takes: none of these)",
    ]


def setting_defaults_missing_a_choice(p: Project) -> list[str]:
    p.edit("spec/settings.yaml", "    defaults: {host: 128m, cuda: 1g}\n", "    defaults: {host: 128m}\n")
    p.edit("spec/settings.yaml", "  - name: NVSHMEM_DEBUG\n", "  - name: NVSHMEM_HEAP_KIND\n")
    size = p.line_of("spec/settings.yaml", "- name: NVSHMEM_SYMMETRIC_SIZE")
    heap = p.line_of("spec/settings.yaml", "- name: NVSHMEM_HEAP_KIND")
    debug = p.line_of("spec/settings.yaml", "field: debug") - 3
    return [
        f"spec/settings.yaml:{size}: setting 'NVSHMEM_SYMMETRIC_SIZE': 'defaults' must give a value for each of NVSHMEM_HEAP_KIND's "
        "values (host, cuda), got host",
        f"spec/settings.yaml:{debug}: duplicate setting 'NVSHMEM_HEAP_KIND' (first defined at spec/settings.yaml:{heap})",
    ]


def setting_bound_missing_and_out_of_range(p: Project) -> list[str]:
    p.edit("spec/settings.yaml", "    min: 1\n    max: 1000000\n    default: 4000\n", "    min: 1\n    default: 4000\n")
    p.edit("spec/settings.yaml", "    min: 1\n    max: 1048576\n    example: 2\n", "    min: 1\n    max: 4294967296\n    example: 2\n")
    return [
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', '- name: NVSHMEM_WAIT_MAX_SLEEP_US')}: setting "
        "'NVSHMEM_WAIT_MAX_SLEEP_US': missing required key 'max'",
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', 'max: 4294967296')}: setting 'SYMSYNC_PES_PER_HOST': "
        "'max' 4294967296 is outside 0 to 2147483647 (what the runtime's int field holds)",
    ]


def setting_default_doc_that_does_not_name_its_default(p: Project) -> list[str]:
    p.edit("spec/settings.yaml", "else {default} where they have", "else 20 where they have")
    p.edit("spec/settings.yaml", "default_doc: \"none: waits never time out, at no cost\"",
           "default_doc: \"{default}: waits never time out\"")
    p.edit("spec/settings.yaml", "    defaults: {host: 128m, cuda: 1g}\n",
           "    defaults: {host: 128m, cuda: 1g}\n    default_doc: by the heap kind\n")
    return [
        # The key's line, just above its text's first line.
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', 'never sleeping where the heap is in GPU') - 1}: "
        "setting 'SYMSYNC_PROGRESS_LINGER_US': "
        "'default_doc' beside 'default' says when the runtime applies the default, and names it as {default}",
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', 'default_doc: by the heap kind')}: setting 'NVSHMEM_SYMMETRIC_SIZE': "
        "'default_doc' is for a setting without 'default_by' (the defaults say themselves)",
        f"spec/settings.yaml:{p.line_of('spec/settings.yaml', '{default}: waits never time out')}: setting "
        "'NVSHMEM_WAIT_TIMEOUT': 'default_doc' names {default}, but the setting has no 'default'",
    ]


CASES: dict[str, Case] = {
    "example snippet missing from its file": example_snippet_missing,
    "example snippet without its end": example_snippet_not_closed,
    "routine of an unknown type set": unknown_type_set,
    "type in an unknown type set": type_in_an_unknown_set,
    "waited type without atomic_set": waited_type_without_atomic_set,
    "combine of other names, on an untyped routine, and of another shape": combine_misused,
    "routine stem of another routine": stem_of_another_routine,
    "sized untyped routine": sized_untyped_routine,
    "CUDA type before another type": cuda_type_before_another,
    "example missing where the section requires one": example_required_but_missing,
    "yaml syntax error": yaml_syntax_error,
    "unknown key": unknown_key,
    "duplicate key": duplicate_key,
    "missing required field": missing_required_field,
    "wrong value type": wrong_value_type,
    "unknown type name": unknown_type_name,
    "duplicate routine": duplicate_routine,
    "unknown target": unknown_target,
    "bad parameter direction": bad_direction,
    "constant with a duplicate value": duplicate_constant_value,
    "template referencing an unknown field": template_unknown_field,
    "empty spec": empty_spec,
    "missing spec file": missing_spec_file,
    "typed routine without TYPE": typed_without_type,
    "set routine without empty_set": set_routine_without_empty_set,
    "count naming no parameter": bad_count_reference,
    "routine prefix that is not nvshmem or nvshmemx": bad_prefix,
    "constant name without NVSHMEM_ or NVSHMEMX_": bad_constant_name,
    "signal effect unknown, and one effect twice": signal_effects_unknown_and_twice,
    "hops that lead nowhere": hops_that_lead_nowhere,
    "empty results missing from the kinds table, and on a kind of one variable": empty_results_missing_and_misplaced,
    "spelled value that is not the value": spelled_value_mismatch,
    "spelled value the generator cannot check": spelled_unchecked_expression,
    "same_as naming no earlier constant": same_as_unknown,
    "same_as with a value of its own": same_as_with_value,
    "type name without nvshmem_ or nvshmemx_": bad_type_name,
    "type name declared twice": duplicate_type_name,
    "field of an unknown type": unknown_field_type,
    "field of type void": void_field,
    "array count that is not positive": bad_array_count,
    "struct size that is not its fields' size": struct_size_mismatch,
    "initializers without a version field": initializers_without_version,
    "initializer with a bad name and version": bad_initializer,
    "initializer with too many values": initializer_values_that_do_not_fit,
    "initializer value of the wrong kind": initializer_value_of_the_wrong_kind,
    "initializer value that is no C value": initializer_value_that_is_no_value,
    "initializer named like another macro": initializer_named_like_a_constant,
    "stream form whose result is not said": stream_result_not_said,
    "stream result that is not ret, none or return": stream_result_where_there_is_none,
    "kind without the parameters it needs": kind_without_its_parameters,
    "kind the kinds table does not have": kind_not_in_the_kinds_table,
    "kinds table with an unknown selection and a name twice": kinds_table_with_bad_entries,
    "kinds table in two files": second_kinds_table,
    "C enumeration group that is not an enum": c_enum_without_enum,
    "name function without a C enumeration": name_function_without_c_enum,
    "CUDA type in a routine with a device form": cuda_type_in_a_device_routine,
    "CUDA type declared twice": cuda_type_declared_twice,
    "setting of an unknown type, and a default out of range": setting_with_bad_type_and_default,
    "setting with another type's key and no default": setting_keys_of_another_type_and_no_default,
    "setting whose defaults miss a choice, and a setting named twice": setting_defaults_missing_a_choice,
    "setting whose default_doc does not name its default, one beside default_by, one naming a default it lacks":
        setting_default_doc_that_does_not_name_its_default,
    "setting bound missing, and one its field cannot hold": setting_bound_missing_and_out_of_range,
}


def in_report_order(lines: list[str]) -> list[str]:
    """Sorted as codegen reports them: by file, then line number, then text."""
    def key(line: str) -> tuple[str, int, str]:
        path, number, message = line.split(":", 2)
        return path, int(number), message
    return sorted(lines, key=key)


def summary(count: int) -> str:
    return f"codegen: {count} error{'s' if count != 1 else ''}; nothing written"


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_malformed_input_is_reported_exactly_and_writes_nothing(project: Project, case: Case) -> None:
    before = project.snapshot()
    expected = case(project)
    result = project.run()
    assert result.code == 2
    assert result.error_lines == in_report_order(expected) + [summary(len(expected))]
    assert result.out == ""
    assert project.snapshot() == before


def test_every_problem_is_reported_in_one_run(project: Project) -> None:
    before = project.snapshot()
    expected = unknown_key(project) + unknown_target(project) + duplicate_constant_value(project) + bad_direction(project)
    result = project.run()
    assert result.code == 2
    assert result.error_lines == in_report_order(expected) + [summary(len(expected))]
    assert project.snapshot() == before


def test_check_mode_reports_errors_the_same_way(project: Project) -> None:
    expected = unknown_target(project)
    result = project.run("--check")
    assert result.code == 2
    assert result.error_lines == expected + [summary(1)]
