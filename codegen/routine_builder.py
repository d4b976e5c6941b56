"""Builds the model of a routine file (spec/<section>.yaml): its section and
routines, with their parameters, targets, results and examples."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from .diagnostics import Diagnostics, Location
from .load import Node
from .model import (BASE_TYPES, Combine, ImplementationFile, DIRECTIONS, PREFIXES, SELECTS, STREAM_RESULTS, TARGETS, CType, EmptySet,
                    Example, KindProperties, Param, Returns, Routine, Section, Selects, StreamResult)
from .signatures import IMPLEMENTERS
from .targets import BY_NAME, enqueues
from .versions import read_history
from .reader import (_PARAM_NAME, _ROUTINE_NAME, _check_pattern, _check_unique, _distinct_choices, _Fields, _list_of,
                     _name_of, _parse_ctype)


def _build_param(node: Node, index: int, routine: str, known: Optional[tuple[str, ...]], diagnostics: Diagnostics) -> Param:
    name = _name_of(node, "name")
    what = f"routine '{routine}', parameter '{name}'" if name else f"routine '{routine}', params[{index}]"
    fields = _Fields(node, what, diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _PARAM_NAME, "is not a C identifier in lower case")
    ctype = _parse_ctype(fields, "type", known)
    if ctype.is_void and fields.valid and "type" in fields.values and fields.values["type"].value == "void":
        fields.error(fields.values["type"].location, "a parameter cannot have type void")
    direction = fields.get("dir", "string", "in")
    if direction and direction not in DIRECTIONS:
        fields.error(fields.values["dir"].location, f"'dir' must be one of {', '.join(DIRECTIONS)}, got {direction!r}")
    doc = fields.text("doc")
    symmetric = fields.get("symmetric", "boolean", False, required=False)
    if symmetric and ctype.pointers == 0:
        fields.error(fields.values["symmetric"].location, "only a pointer parameter can be symmetric")
    count = fields.get("count", "string", None, required=False)
    if count is not None and not symmetric:
        fields.error(fields.values["count"].location, "'count' applies only to a symmetric parameter")
    fields.finish()
    return Param(name, ctype, direction, doc, symmetric, count, node.location)


def _build_targets(fields: _Fields) -> tuple[str, ...]:
    node = fields.node("targets")
    if node is None:
        return ()
    if not isinstance(node.value, list) or not node.value:
        fields.error(node.location, f"'targets' must be a non-empty list of {', '.join(TARGETS)}, got {node.described}")
        return ()
    targets = _distinct_choices(fields, node.value, TARGETS, "target", f"expected one of: {', '.join(TARGETS)}")
    return tuple(sorted(targets, key=TARGETS.index))


def _build_kinds(node: Node, diagnostics: Diagnostics) -> tuple[KindProperties, ...]:
    """A routine file's `kinds` table (see spec/p2p_sync.yaml)."""
    kinds = []
    for index, item in enumerate(_list_of(node, "'kinds'", diagnostics)):
        name = _name_of(item, "name")
        fields = _Fields(item, f"kind '{name}'" if name else f"kinds[{index}]", diagnostics)
        name = fields.get("name", "string", "")
        _check_pattern(fields, "name", name, _ROUTINE_NAME, "must be lowercase words joined by underscores")
        blocks = fields.get("blocks", "boolean", False)
        selects_word = fields.get("selects", "string", "one")
        selects = Selects(selects_word) if selects_word in SELECTS else None
        if selects is None and "selects" in fields.values:
            fields.error(fields.values["selects"].location,
                         f"'selects' must be one of {', '.join(SELECTS)}, got {selects_word!r}")
        # (A kind without a valid `selects` leaves its routines' shapes
        # unchecked: its own error is the one to fix.)
        empty_result = fields.get("empty_result", "string", None, required=False)
        if empty_result is not None and selects is Selects.ONE:
            fields.error(fields.values["empty_result"].location, "'empty_result' is for a kind on a set")
        fields.finish()
        if name:
            kinds.append(KindProperties(name, blocks, selects, item.location, empty_result))
    if isinstance(node.value, list) and not node.value:
        diagnostics.error(node.location, "'kinds' must list at least one kind")
    _check_unique(kinds, lambda k: k.name, "kind", diagnostics)
    return tuple(kinds)


def _kind_shape_problems(kind: KindProperties, params: tuple[Param, ...]) -> list[str]:
    """What a point-to-point routine's parameters lack for its kind: the
    generated entry points hand them to the core by these roles."""
    by_name = {p.name: p for p in params}
    problems = []
    variables = [p for p in params if p.symmetric]
    on_set = kind.on_set
    if len(variables) != 1 or (variables[0].count is not None) != on_set:
        what = "one symmetric parameter with a 'count' (the set)" if on_set else "one symmetric parameter without 'count' (the variable)"
        problems.append(f"kind '{kind.name}' needs {what}")
    if ("cmp_value" in by_name) == ("cmp_values" in by_name) or ("cmp_values" in by_name and not on_set):
        problems.append(f"kind '{kind.name}' needs a 'cmp_value' parameter" + (" or (vector forms) a 'cmp_values' one" if on_set else ""))
    if on_set and "nelems" not in by_name:
        problems.append(f"kind '{kind.name}' needs an 'nelems' parameter")
    some = kind.selects is Selects.SOME
    if ("indices" in by_name) != some:
        problems.append(f"kind '{kind.name}' {'needs' if some else 'cannot have'} an 'indices' parameter")
    return problems


EXAMPLE_START = "// [example: {name}]"
EXAMPLE_END = "// [end example]"


def _load_example(ref: str, location: Location, root: Optional[Path], diagnostics: Diagnostics) -> Optional[Example]:
    """The snippet `PATH#NAME` names (see Example), or None after reporting
    why it cannot be read."""
    path, _, name = ref.partition("#")
    if not path or not name:
        diagnostics.error(location, f"'example' must be PATH#NAME (a file of the project and a snippet in it), got {ref!r}")
        return None
    if root is None:
        return None
    file = root / path
    try:
        lines = file.read_text(encoding="utf-8").splitlines()
    except OSError:
        diagnostics.error(location, f"example file {path!r} does not exist")
        return None
    start_marker = EXAMPLE_START.format(name=name)
    starts = [i for i, line in enumerate(lines) if line.strip() == start_marker]
    if len(starts) != 1:
        diagnostics.error(location, f"{path} has {'no' if not starts else len(starts)} '{start_marker}' line"
                          f"{'' if len(starts) < 2 else 's'}: expected exactly one")
        return None
    end = next((i for i in range(starts[0] + 1, len(lines)) if lines[i].strip() == EXAMPLE_END), None)
    if end is None:
        diagnostics.error(location, f"{path}:{starts[0] + 1}: snippet '{name}' has no '{EXAMPLE_END}' line after it")
        return None
    body = lines[starts[0] + 1:end]
    if not any(line.strip() for line in body):
        diagnostics.error(location, f"{path}:{starts[0] + 1}: snippet '{name}' is empty")
        return None
    indent = min(len(line) - len(line.lstrip()) for line in body if line.strip())
    return Example(path, name, "\n".join(line[indent:] for line in body).strip("\n"))


@dataclass(frozen=True)
class _KnownTypes:
    """What types.yaml declares that routine files may name."""

    names: tuple[str, ...]  # typedefs and structures
    set_names: tuple[str, ...]
    has_sized_forms: bool
    cuda_names: tuple[str, ...] = ()  # types.yaml's cuda_types


def _build_routine(node: Node, index: int, section: str, types: Optional[_KnownTypes],
                   root: Optional[Path], kinds: tuple[KindProperties, ...],
                   section_implementation: list[ImplementationFile],
                   diagnostics: Diagnostics) -> Routine:
    name = _name_of(node, "name")
    fields = _Fields(node, f"routine '{name}'" if name else f"routines[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _ROUTINE_NAME, "must be lowercase words joined by underscores")
    prefix = fields.get("prefix", "string", "nvshmem", required=False)
    if prefix not in PREFIXES:
        fields.error(fields.values["prefix"].location, f"'prefix' must be one of {', '.join(PREFIXES)}, got {prefix!r}")
        prefix = "nvshmem"
    known = BASE_TYPES + types.names + types.cuda_names if types is not None else None
    typed = fields.get("typed", "boolean", False, required=False)
    targets = _build_targets(fields)
    summary = fields.text("summary")
    if summary and not summary.endswith("."):
        fields.error(fields.values["summary"].location, "'summary' must be one sentence ending with a period")
    param_nodes = _list_of(fields.node("params"), f"{fields.what}: 'params'", diagnostics)
    params = tuple(_build_param(n, i, name, known, diagnostics) for i, n in enumerate(param_nodes))
    _check_unique(params, lambda p: p.name, f"parameter of routine '{name}'", diagnostics)
    by_name = {p.name: p for p in params}
    for param in params:
        if param.count is None:
            continue
        counter = by_name.get(param.count)
        if counter is None or counter.ctype != CType(False, "size_t", 0):
            diagnostics.error(param.location, f"routine '{name}', parameter '{param.name}': 'count' must name a size_t parameter of the routine, got '{param.count}'")

    returns = Returns(CType(False, "void", 0), "")
    returns_node = fields.node("returns")
    if returns_node is not None:
        returns_fields = _Fields(returns_node, f"routine '{name}', returns", diagnostics)
        ctype, doc = _parse_ctype(returns_fields, "type", known), returns_fields.text("doc")
        on_stream = returns_fields.get("on_stream", "string", None, required=False)
        if on_stream is not None and on_stream not in STREAM_RESULTS:
            returns_fields.error(returns_fields.values["on_stream"].location,
                                 f"'on_stream' must be one of {', '.join(STREAM_RESULTS)}, got {on_stream!r}")
        returns = Returns(ctype, doc, StreamResult(on_stream) if on_stream in STREAM_RESULTS else None)
        has_stream_form = any(enqueues(t) for t in targets)
        if on_stream is not None and (not has_stream_form or returns.ctype.is_void):
            returns_fields.error(returns_fields.values["on_stream"].location,
                                 "'on_stream' is only for routines with a stream form that return a value")
        if on_stream is None and has_stream_form and not returns.ctype.is_void:
            returns_fields.error(returns_node.location, "missing 'on_stream': say whether the stream form reports "
                                 "the result through a trailing 'ret' pointer ('ret'), drops it ('none'), "
                                 "returns it once the stream reaches it ('return') or as soon as the "
                                 "operation is enqueued ('enqueued')")
        returns_fields.finish()

    empty_node = fields.node("empty_set", required=False)
    empty_doc = ""
    if empty_node is not None:
        empty_fields = _Fields(empty_node, f"routine '{name}', empty_set", diagnostics)
        empty_doc = empty_fields.text("doc")
        empty_fields.finish()
    takes_set = any(p.name == "status" for p in params)
    if takes_set and empty_node is None and fields.valid:
        fields.error(node.location, "takes a 'status' set, so it must describe its 'empty_set' behaviour")
    if empty_node is not None and not takes_set:
        fields.error(empty_node.location, "has 'empty_set' but no 'status' parameter, so it has no set")

    uses_type = any(p.ctype.uses_type for p in params) or returns.ctype.uses_type
    if typed and not uses_type and fields.valid:
        fields.error(node.location, "is typed but no parameter or return type uses TYPE")
    if not typed and uses_type:
        fields.error(node.location, "uses TYPE but is not typed (add 'typed: true')")
    doc = fields.text("doc")
    requires_init = fields.get("requires_init", "boolean", True, required=False)
    kind_name = fields.get("kind", "string", None, required=False)
    kind = next((k for k in kinds if k.name == kind_name), None)
    if kind_name is not None and kind is None:
        known_kinds = ", ".join(k.name for k in kinds) or "none: no routine file has a 'kinds' table"
        fields.error(fields.values["kind"].location, f"unknown kind {kind_name!r} (the 'kinds' table has {known_kinds})")
    if kind is not None and kind.selects is None:
        kind = None  # a kind whose entry is in error (reported there)
    if kind is not None and kind.on_set != takes_set:
        fields.error(fields.values["kind"].location,
                     f"kind '{kind_name}' {'needs' if kind.on_set else 'cannot have'} a 'status' set parameter")
    # What it returns for an empty set is its kind's (the kinds table).
    empty_set = None
    if empty_node is not None:
        empty_returns = kind.empty_result if kind is not None and not returns.ctype.is_void else None
        empty_set = EmptySet(empty_returns, empty_doc)
        if kind is not None and empty_returns is None and not returns.ctype.is_void and fields.valid:
            fields.error(empty_node.location, f"the routine returns {returns.ctype.spelled()}, so its kind "
                         f"'{kind.name}' must give 'empty_result' in the kinds table")
    fixed_cmp = fields.get("fixed_cmp", "string", None, required=False)
    has_cmp = any(p.name == "cmp" for p in params)
    if fixed_cmp is not None and has_cmp:
        fields.error(fields.values["fixed_cmp"].location, "'fixed_cmp' is only for routines without a 'cmp' parameter")
    if kind is not None and not has_cmp and fixed_cmp is None and fields.valid:
        fields.error(node.location, "has no 'cmp' parameter, so it must name the comparison it applies in 'fixed_cmp'")
    if kind is not None and fields.valid:
        for problem in _kind_shape_problems(kind, params):
            fields.error(fields.values["kind"].location, problem)
    example = None
    example_ref = fields.get("example", "string", None, required=False)
    if example_ref is not None:
        example = _load_example(example_ref, fields.values["example"].location, root, diagnostics)
    type_set = fields.get("type_set", "string", None, required=False)
    if type_set is not None and not typed:
        fields.error(fields.values["type_set"].location, "'type_set' is only for typed routines ('typed: true')")
    elif type_set is not None and types is not None and type_set not in types.set_names:
        fields.error(fields.values["type_set"].location,
                     f"unknown type set {type_set!r} (declared in types.yaml 'type_sets': {', '.join(types.set_names)})")
    sized = fields.get("sized", "boolean", False, required=False)
    if sized and not typed:
        fields.error(fields.values["sized"].location, "'sized' is only for typed routines: the sized forms replace TYPE")
    elif sized and types is not None and not types.has_sized_forms:
        fields.error(fields.values["sized"].location, "'sized' is set, but types.yaml declares no 'sized_forms'")
    if sized and typed and not any(p.ctype.uses_type and p.ctype.pointers for p in params) and fields.valid:
        fields.error(fields.values["sized"].location, "'sized' needs TYPE only in pointers (the sized forms pass void *)")
    if sized and typed and returns.ctype.uses_type:
        fields.error(fields.values["sized"].location, "'sized' forms cannot return TYPE")
    if sized and typed and "nelems" not in {p.name for p in params} and fields.valid:
        fields.error(fields.values["sized"].location, "'sized' needs an 'nelems' parameter (the count the sized forms rename)")
    any_heap = fields.get("any_heap", "boolean", False, required=False)
    stem = fields.get("stem", "string", None, required=False)
    if stem is not None:
        _check_pattern(fields, "stem", stem, _ROUTINE_NAME, "must be lowercase words joined by underscores")
    history = read_history(fields, diagnostics)
    combine = _build_combine(fields, typed, diagnostics)
    implementation = {f.caller: f for f in section_implementation}
    implementation.update({f.caller: f for f in read_implementation(fields)})
    test_nodes = _list_of(fields.node("tests", required=False), f"{fields.what}: 'tests'", diagnostics)
    tests = []
    for test in test_nodes:
        if not isinstance(test.value, str):
            fields.error(test.location, f"each of 'tests' must be a label //PACKAGE:NAME, got {test.described}")
        elif test.value in tests:
            fields.error(test.location, f"test '{test.value}' is listed twice")
        else:
            tests.append(test.value)
    tests_at = fields.values["tests"].location if "tests" in fields.values else None
    cuda_names = types.cuda_names if types is not None else ()
    cuda_types = tuple(sorted({c.base for c in [p.ctype for p in params] + [returns.ctype] if c.base in cuda_names}))
    if cuda_types and (typed or (targets != ("host",) and not all(t in BY_NAME and BY_NAME[t].on_device for t in targets))):
        fields.error(node.location, f"names CUDA's {', '.join(cuda_types)}: such a routine must be untyped, with the "
                     f"one target 'host' or with device-code targets only")
    fields.finish()
    return Routine(name, prefix, section, typed, targets, summary, params, returns, empty_set, doc, requires_init, kind,
                   fixed_cmp, node.location, example, type_set, sized, any_heap, cuda_types, history,
                   tuple(implementation[c] for c in IMPLEMENTERS if c in implementation), tuple(tests), tests_at,
                   stem, combine)


# The names a `combine` expression may use besides operators and numbers.
_COMBINE_OPERANDS = {"a", "b"}


def _build_combine(fields: _Fields, typed: bool, diagnostics: Diagnostics) -> Optional[Combine]:
    """A routine's `combine` (model.Combine): `implementation`, the
    handwritten function, and `expression`, of `a` and `b`."""
    node = fields.node("combine", required=False)
    if node is None:
        return None
    combine_fields = _Fields(node, f"{fields.what}, combine", diagnostics)
    implementation = combine_fields.get("implementation", "string", "")
    _check_pattern(combine_fields, "implementation", implementation, _ROUTINE_NAME,
                   "must be lowercase words joined by underscores (a function of symsync::impl)")
    expression = combine_fields.get("expression", "string", "")
    usable = bool(implementation and expression and typed)
    # Names outside numbers (1.0f, 0x1f), and nothing that ends or comments
    # out the generated function's statement.
    names = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", re.sub(r"\b\d[\w.]*", "", expression)))
    if expression and (names != _COMBINE_OPERANDS or re.search(r"//|/\*|[;{}]", expression)):
        combine_fields.error(combine_fields.values["expression"].location,
                             f"'expression' must be a C++ expression of the elements a and b and nothing else, "
                             f"got {expression!r}")
        usable = False
    combine_fields.finish()
    if not typed:
        fields.error(node.location, "'combine' is only for typed routines: it combines elements of TYPE")
    if not usable or not combine_fields.valid:
        return None
    return Combine(implementation, expression, node.location)


def read_implementation(fields: _Fields) -> list[ImplementationFile]:
    """An `implementation` mapping (codegen/hops.py): for some of the kinds
    of code that call an implementation, the file that defines it."""
    node = fields.node("implementation", required=False)
    if node is None:
        return []
    if not isinstance(node.value, dict):
        fields.error(node.location, f"'implementation' must be a mapping, got {node.described}")
        return []
    files = []
    for key, value in node.value.items():
        if key not in IMPLEMENTERS:
            fields.error(value.location, f"'implementation' key '{key}' is not one of {', '.join(IMPLEMENTERS)}")
        elif not isinstance(value.value, str) or not value.value.strip():
            fields.error(value.location, f"'implementation' {key}: must be a file of the project, got {value.described}")
        else:
            files.append(ImplementationFile(key, value.value, value.location))
    return files


def _build_section(root: Node, name: str, path: str, types: Optional[_KnownTypes],
                   project_root: Optional[Path], kinds: tuple[KindProperties, ...],
                   diagnostics: Diagnostics) -> Section:
    """One routine file; its `kinds` table, if any, is read by _build_kinds
    beforehand (`kinds` is the table of the whole spec)."""
    fields = _Fields(root, "the top level", diagnostics)
    fields.node("kinds", required=False)
    section_node = fields.node("section")
    title, order, doc, examples_required = name, 0, "", False
    section_implementation: list[ImplementationFile] = []
    if section_node is not None:
        section_fields = _Fields(section_node, "section", diagnostics)
        title = section_fields.text("title")
        order = section_fields.get("order", "integer", 0)
        doc = section_fields.text("doc")
        examples_required = section_fields.get("examples_required", "boolean", False, required=False)
        section_implementation = read_implementation(section_fields)
        section_fields.finish()
    routine_nodes = _list_of(fields.node("routines"), "'routines'", diagnostics)
    fields.finish()
    if fields.valid and "routines" in fields.values and not routine_nodes:
        diagnostics.error(fields.values["routines"].location, "'routines' must list at least one routine")
    routines = tuple(_build_routine(n, i, name, types, project_root, kinds, section_implementation, diagnostics)
                     for i, n in enumerate(routine_nodes))
    if examples_required:
        for routine_node, routine in zip(routine_nodes, routines):
            if routine.example is None and not (isinstance(routine_node.value, dict) and "example" in routine_node.value):
                diagnostics.error(routine_node.location, f"routine '{routine.name}': missing 'example': every routine "
                                  f"of this section shows a snippet of a tested program (examples_required)")
    return Section(name, path, title, order, doc, routines, section_node.location if section_node else root.location,
                   examples_required)
