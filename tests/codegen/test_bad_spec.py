"""Malformed specs and templates: each must exit non-zero, print every problem
as `FILE:LINE: message` (exact text asserted here), and leave generated/
byte-for-byte untouched."""

from __future__ import annotations

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
    p.edit("spec/types.yaml", "    size: 4\n    signed: true\n    doc: Signed integer of",
           "    size: 4\n    signd: true\n    doc: Signed integer of")
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
    return [f"spec/setup.yaml:{line}: routine 'my_pe': unknown target 'gpu' (expected one of: device, host, on_stream)"]


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


CASES: dict[str, Case] = {
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
}


def summary(count: int) -> str:
    return f"codegen: {count} error{'s' if count != 1 else ''}; nothing written"


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_malformed_input_is_reported_exactly_and_writes_nothing(project: Project, case: Case) -> None:
    before = project.snapshot()
    expected = case(project)
    result = project.run()
    assert result.code == 2
    assert result.error_lines == sorted(expected) + [summary(len(expected))]
    assert result.out == ""
    assert project.snapshot() == before


def test_every_problem_is_reported_in_one_run(project: Project) -> None:
    before = project.snapshot()
    expected = unknown_key(project) + unknown_target(project) + duplicate_constant_value(project) + bad_direction(project)
    result = project.run()
    assert result.code == 2
    assert result.error_lines == sorted(expected) + [summary(len(expected))]
    assert project.snapshot() == before


def test_check_mode_reports_errors_the_same_way(project: Project) -> None:
    expected = unknown_target(project)
    result = project.run("--check")
    assert result.code == 2
    assert result.error_lines == expected + [summary(1)]
