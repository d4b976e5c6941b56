"""The validated spec: frozen dataclasses built from the loaded YAML.

Each builder reads the keys it knows from a mapping, reports anything else as
an unknown key, checks value types, and records problems instead of stopping,
so one run reports every mistake in the spec with its file and line.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional, Union

from .diagnostics import Diagnostics, Location, SpecError
from .load import Node, describe, load_file

TARGETS = ("device", "host", "on_stream")
# What a point-to-point routine does: block or not, on one variable or a set
# (all, any or some of it). The generated tests check each kind's rules.
KINDS = ("wait", "wait_all", "wait_any", "wait_some", "test", "test_all", "test_any", "test_some")
DIRECTIONS = ("in", "out", "inout")
OPERATORS = ("==", "!=", ">", ">=", "<", "<=")
# Base types a parameter or return type may name. TYPE is the per-type C type
# of a typed routine, SIGNAL the signal type.
BASE_TYPES = ("TYPE", "SIGNAL", "char", "int", "size_t", "void")
TYPE_FILE = "types.yaml"
CONSTANT_FILE = "constants.yaml"

_ROUTINE_NAME = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_TYPENAME = re.compile(r"^[a-z][a-z0-9]*$")
_C_TYPE_SPELLING = re.compile(r"^[a-z_][a-z0-9_]*( [a-z_][a-z0-9_]*)*$")
_CONSTANT_NAME = re.compile(r"^NVSHMEM_[A-Z0-9_]+$")
_PARAM_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")
_TYPE_EXPRESSION = re.compile(r"^(const\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(\**)$")


# ---------------------------------------------------------------------------
# The model


@dataclass(frozen=True)
class CType:
    """A C type as the spec writes it: [const] BASE [*...]."""

    const: bool
    base: str
    pointers: int

    def spelled(self, type_c: str = "TYPE", signal_c: str = "SIGNAL") -> str:
        """The C spelling, with TYPE and SIGNAL replaced: `const int *`."""
        base = {"TYPE": type_c, "SIGNAL": signal_c}.get(self.base, self.base)
        text = ("const " if self.const else "") + base
        return text + (" " + "*" * self.pointers if self.pointers else "")

    @property
    def is_void(self) -> bool:
        return self.base == "void" and self.pointers == 0

    @property
    def uses_type(self) -> bool:
        return self.base == "TYPE"


@dataclass(frozen=True)
class Type:
    typename: str
    c_type: str
    size: int
    signed: bool
    doc: str
    location: Location


@dataclass(frozen=True)
class SignalType:
    c_type: str
    size: int
    signed: bool
    doc: str
    location: Location


@dataclass(frozen=True)
class Constant:
    name: str
    value: Union[int, str]
    operator: Optional[str]
    doc: str
    location: Location

    @property
    def c_value(self) -> str:
        """The value as a C literal."""
        if isinstance(self.value, str):
            escaped = self.value.replace("\\", "\\\\").replace('"', '\\"')
            return f'"{escaped}"'
        return str(self.value)


@dataclass(frozen=True)
class ConstantGroup:
    name: str
    title: str
    enum: bool
    doc: str
    constants: tuple[Constant, ...]
    location: Location


@dataclass(frozen=True)
class Param:
    name: str
    ctype: CType
    direction: str
    doc: str
    symmetric: bool  # must point into the symmetric heap; host forms check it
    count: Optional[str]  # the parameter holding its element count (else 1)
    location: Location


@dataclass(frozen=True)
class Returns:
    ctype: CType
    doc: str


@dataclass(frozen=True)
class EmptySet:
    """What a set routine does when its set is empty. `returns` is a C
    expression, None for routines that return nothing."""

    returns: Optional[str]
    doc: str


@dataclass(frozen=True)
class Routine:
    name: str
    section: str
    typed: bool
    targets: tuple[str, ...]
    summary: str
    params: tuple[Param, ...]
    returns: Returns
    empty_set: Optional[EmptySet]
    doc: str
    requires_init: bool
    kind: Optional[str]  # one of KINDS for point-to-point routines
    fixed_cmp: Optional[str]  # the comparison constant of a routine without `cmp`
    location: Location

    def has(self, target: str) -> bool:
        return target in self.targets

    def param(self, name: str) -> Optional[Param]:
        return next((p for p in self.params if p.name == name), None)

    @property
    def blocks(self) -> bool:
        return self.kind is not None and self.kind.startswith("wait")

    @property
    def set_mode(self) -> Optional[str]:
        """all, any or some for routines on a set; None otherwise."""
        return self.kind.split("_")[1] if self.kind and "_" in self.kind else None


@dataclass(frozen=True)
class Section:
    """One routine file: a chapter of the reference."""

    name: str
    path: str
    title: str
    order: int
    doc: str
    routines: tuple[Routine, ...]
    location: Location


@dataclass(frozen=True)
class Spec:
    types: tuple[Type, ...]
    signal: SignalType
    groups: tuple[ConstantGroup, ...]
    sections: tuple[Section, ...]

    @property
    def routines(self) -> tuple[Routine, ...]:
        return tuple(r for s in self.sections for r in s.routines)

    @property
    def constants(self) -> tuple[Constant, ...]:
        return tuple(c for g in self.groups for c in g.constants)

    def group(self, name: str) -> ConstantGroup:
        return next(g for g in self.groups if g.name == name)

    def routine(self, name: str) -> Routine:
        return next(r for r in self.routines if r.name == name)


# ---------------------------------------------------------------------------
# Reading mappings


def _is_kind(value: object, kind: str) -> bool:
    if kind == "string":
        return isinstance(value, str)
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "list":
        return isinstance(value, list)
    if kind == "mapping":
        return isinstance(value, dict)
    if kind == "integer or string":
        return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
    raise AssertionError(f"unknown kind {kind}")


_ARTICLE = {"integer": "an integer", "integer or string": "an integer or a string", "list": "a list", "mapping": "a mapping"}


class _Fields:
    """Reads the keys of one YAML mapping; `finish` reports unknown keys."""

    def __init__(self, node: Node, what: str, diagnostics: Diagnostics):
        self.mapping = node
        self.what = what
        self.diagnostics = diagnostics
        self.known: list[str] = []
        self.values: dict[str, Node] = node.value if isinstance(node.value, dict) else {}
        self.valid = isinstance(node.value, dict)
        if not self.valid:
            diagnostics.error(node.location, f"{what} must be a mapping, got {node.kind}")

    def error(self, location: Location, message: str) -> None:
        self.diagnostics.error(location, f"{self.what}: {message}")

    def node(self, key: str, *, required: bool = True) -> Optional[Node]:
        self.known.append(key)
        node = self.values.get(key)
        if node is None and required and self.valid:
            self.error(self.mapping.location, f"missing required key '{key}'")
        return node

    def get(self, key: str, kind: str, default, *, required: bool = True):
        node = self.node(key, required=required)
        if node is None:
            return default
        if not _is_kind(node.value, kind):
            self.error(node.location, f"'{key}' must be {_ARTICLE.get(kind, 'a ' + kind)}, got {node.kind}")
            return default
        if kind == "string" and not node.value.strip():
            self.error(node.location, f"'{key}' must not be empty")
            return default
        return node.value

    def text(self, key: str, *, required: bool = True) -> str:
        """A prose field: whitespace runs (YAML folding) become single spaces."""
        return " ".join(self.get(key, "string", "", required=required).split())

    def finish(self) -> None:
        for key, value in self.values.items():
            if key in self.known:
                continue
            close = difflib.get_close_matches(key, self.known, n=1)
            hint = f"did you mean '{close[0]}'?" if close else "allowed: " + ", ".join(sorted(self.known))
            self.error(value.location, f"unknown key '{key}' ({hint})")


def _list_of(node: Optional[Node], what: str, diagnostics: Diagnostics) -> list[Node]:
    if node is None:
        return []
    if not isinstance(node.value, list):
        diagnostics.error(node.location, f"{what} must be a list, got {node.kind}")
        return []
    return node.value


def _name_of(node: Node, key: str) -> Optional[str]:
    """The entity's name, read ahead so messages can say which entity."""
    if isinstance(node.value, dict) and key in node.value and isinstance(node.value[key].value, str):
        return node.value[key].value
    return None


def _check_pattern(fields: _Fields, key: str, value: str, pattern: re.Pattern, rule: str) -> None:
    if value and not pattern.match(value):
        fields.error(fields.values[key].location, f"'{key}' {value!r} {rule}")


def _check_unique(items, key: Callable, what: str, diagnostics: Diagnostics) -> None:
    seen: dict = {}
    for item in items:
        k = key(item)
        if k in seen:
            diagnostics.error(item.location, f"duplicate {what} '{k}' (first defined at {seen[k]})")
        else:
            seen[k] = item.location


# ---------------------------------------------------------------------------
# types.yaml


def _read_type_fields(fields: _Fields) -> tuple[str, int, bool, str]:
    c_type = fields.get("type", "string", "")
    _check_pattern(fields, "type", c_type, _C_TYPE_SPELLING, "is not a C type spelling (lowercase words, e.g. 'unsigned long')")
    size = fields.get("size", "integer", 0)
    if size and size not in (1, 2, 4, 8):
        fields.error(fields.values["size"].location, f"'size' must be 1, 2, 4 or 8 bytes, got {size}")
    signed = fields.get("signed", "boolean", False)
    doc = fields.text("doc")
    return c_type, size, signed, doc


def _build_type(node: Node, index: int, diagnostics: Diagnostics) -> Type:
    name = _name_of(node, "typename")
    fields = _Fields(node, f"type '{name}'" if name else f"types[{index}]", diagnostics)
    typename = fields.get("typename", "string", "")
    _check_pattern(fields, "typename", typename, _TYPENAME, "must be lowercase letters and digits")
    c_type, size, signed, doc = _read_type_fields(fields)
    fields.finish()
    return Type(typename, c_type, size, signed, doc, node.location)


def _build_types(root: Node, diagnostics: Diagnostics) -> tuple[tuple[Type, ...], SignalType]:
    fields = _Fields(root, "the top level", diagnostics)
    type_nodes = _list_of(fields.node("types"), "'types'", diagnostics)
    types = tuple(_build_type(n, i, diagnostics) for i, n in enumerate(type_nodes))
    if fields.valid and "types" in fields.values and not types:
        diagnostics.error(fields.values["types"].location, "'types' must list at least one type")
    _check_unique(types, lambda t: t.typename, "typename", diagnostics)
    _check_unique(types, lambda t: t.c_type, "type", diagnostics)
    signal_node = fields.node("signal")
    signal = SignalType("", 0, False, "", root.location)
    if signal_node is not None:
        signal_fields = _Fields(signal_node, "signal type", diagnostics)
        c_type, size, signed, doc = _read_type_fields(signal_fields)
        signal_fields.finish()
        signal = SignalType(c_type, size, signed, doc, signal_node.location)
    fields.finish()
    return types, signal


# ---------------------------------------------------------------------------
# constants.yaml


def _build_constant(node: Node, index: int, group: str, diagnostics: Diagnostics) -> Constant:
    name = _name_of(node, "name")
    fields = _Fields(node, f"constant {name}" if name else f"group '{group}' constants[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _CONSTANT_NAME, "must be NVSHMEM_ followed by capitals, digits and underscores")
    value = fields.get("value", "integer or string", 0)
    operator = fields.get("operator", "string", None, required=False)
    if operator is not None and operator not in OPERATORS:
        fields.error(fields.values["operator"].location, f"'operator' must be one of {', '.join(OPERATORS)}, got {operator!r}")
    doc = fields.text("doc")
    fields.finish()
    return Constant(name, value, operator, doc, node.location)


def _build_group(node: Node, index: int, diagnostics: Diagnostics) -> ConstantGroup:
    name = _name_of(node, "name")
    fields = _Fields(node, f"constant group '{name}'" if name else f"groups[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    title = fields.text("title")
    enum = fields.get("enum", "boolean", False, required=False)
    doc = fields.text("doc")
    constant_nodes = _list_of(fields.node("constants"), f"{fields.what}: 'constants'", diagnostics)
    constants = tuple(_build_constant(n, i, name, diagnostics) for i, n in enumerate(constant_nodes))
    fields.finish()
    if enum:
        seen: dict = {}
        for constant in constants:
            if not _is_kind(constant.value, "integer"):
                diagnostics.error(constant.location, f"constant {constant.name}: enum group '{name}' needs integer values, got {describe(constant.value)}")
            elif constant.value in seen:
                diagnostics.error(
                    constant.location,
                    f"constant {constant.name}: value {constant.value} is already used by {seen[constant.value]} in enum group '{name}'",
                )
            else:
                seen[constant.value] = constant.name
    return ConstantGroup(name, title, enum, doc, constants, node.location)


def _build_groups(root: Node, diagnostics: Diagnostics) -> tuple[ConstantGroup, ...]:
    fields = _Fields(root, "the top level", diagnostics)
    group_nodes = _list_of(fields.node("groups"), "'groups'", diagnostics)
    fields.finish()
    groups = tuple(_build_group(n, i, diagnostics) for i, n in enumerate(group_nodes))
    _check_unique(groups, lambda g: g.name, "constant group", diagnostics)
    _check_unique([c for g in groups for c in g.constants], lambda c: c.name, "constant", diagnostics)
    return groups


# ---------------------------------------------------------------------------
# routine files


def _parse_ctype(fields: _Fields, key: str) -> CType:
    text = fields.get(key, "string", "")
    match = _TYPE_EXPRESSION.match(" ".join(text.split())) if text else None
    if text and not match:
        fields.error(fields.values[key].location, f"'{key}' {text!r} is not a type of the form [const] NAME [*...]")
    if not match:
        return CType(False, "void", 0)
    const, base, stars = match.groups()
    if base not in BASE_TYPES:
        close = difflib.get_close_matches(base, BASE_TYPES, n=1)
        hint = f"did you mean '{close[0]}'?" if close else "known: " + ", ".join(BASE_TYPES)
        fields.error(fields.values[key].location, f"unknown type name '{base}' in {key} {text!r} ({hint})")
        return CType(False, "void", 0)
    return CType(bool(const), base, len(stars))


def _build_param(node: Node, index: int, routine: str, diagnostics: Diagnostics) -> Param:
    name = _name_of(node, "name")
    what = f"routine '{routine}', parameter '{name}'" if name else f"routine '{routine}', params[{index}]"
    fields = _Fields(node, what, diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _PARAM_NAME, "is not a C identifier in lower case")
    ctype = _parse_ctype(fields, "type")
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
        fields.error(node.location, f"'targets' must be a non-empty list of {', '.join(TARGETS)}, got {node.kind}")
        return ()
    targets: list[str] = []
    for item in node.value:
        if item.value not in TARGETS:
            shown = repr(item.value) if isinstance(item.value, str) else describe(item.value)
            fields.error(item.location, f"unknown target {shown} (expected one of: {', '.join(TARGETS)})")
        elif item.value in targets:
            fields.error(item.location, f"target '{item.value}' is listed twice")
        else:
            targets.append(item.value)
    return tuple(sorted(targets, key=TARGETS.index))


def _build_routine(node: Node, index: int, section: str, diagnostics: Diagnostics) -> Routine:
    name = _name_of(node, "name")
    fields = _Fields(node, f"routine '{name}'" if name else f"routines[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _ROUTINE_NAME, "must be lowercase words joined by underscores")
    typed = fields.get("typed", "boolean", False, required=False)
    targets = _build_targets(fields)
    summary = fields.text("summary")
    if summary and not summary.endswith("."):
        fields.error(fields.values["summary"].location, "'summary' must be one sentence ending with a period")
    param_nodes = _list_of(fields.node("params"), f"{fields.what}: 'params'", diagnostics)
    params = tuple(_build_param(n, i, name, diagnostics) for i, n in enumerate(param_nodes))
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
        returns = Returns(_parse_ctype(returns_fields, "type"), returns_fields.text("doc"))
        returns_fields.finish()

    empty_set = None
    empty_node = fields.node("empty_set", required=False)
    if empty_node is not None:
        empty_fields = _Fields(empty_node, f"routine '{name}', empty_set", diagnostics)
        empty_returns = empty_fields.get("returns", "string", None, required=False)
        empty_set = EmptySet(empty_returns, empty_fields.text("doc"))
        empty_fields.finish()
        if empty_returns is None and not returns.ctype.is_void:
            empty_fields.error(empty_node.location, f"missing 'returns': the routine returns {returns.ctype.spelled()}, so its empty-set value must be given")
        if empty_returns is not None and returns.ctype.is_void:
            empty_fields.error(empty_fields.values["returns"].location, "'returns' given, but the routine returns void")
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
    kind = fields.get("kind", "string", None, required=False)
    if kind is not None and kind not in KINDS:
        fields.error(fields.values["kind"].location, f"'kind' must be one of {', '.join(KINDS)}, got {kind!r}")
        kind = None
    if kind is not None and ("_" in kind) != takes_set:
        fields.error(fields.values["kind"].location, f"kind '{kind}' {'needs' if '_' in kind else 'cannot have'} a 'status' set parameter")
    fixed_cmp = fields.get("fixed_cmp", "string", None, required=False)
    has_cmp = any(p.name == "cmp" for p in params)
    if fixed_cmp is not None and has_cmp:
        fields.error(fields.values["fixed_cmp"].location, "'fixed_cmp' is only for routines without a 'cmp' parameter")
    if kind is not None and not has_cmp and fixed_cmp is None and fields.valid:
        fields.error(node.location, "has no 'cmp' parameter, so it must name the comparison it applies in 'fixed_cmp'")
    fields.finish()
    return Routine(name, section, typed, targets, summary, params, returns, empty_set, doc, requires_init, kind,
                   fixed_cmp, node.location)


def _build_section(root: Node, name: str, path: str, diagnostics: Diagnostics) -> Section:
    fields = _Fields(root, "the top level", diagnostics)
    section_node = fields.node("section")
    title, order, doc = name, 0, ""
    if section_node is not None:
        section_fields = _Fields(section_node, "section", diagnostics)
        title = section_fields.text("title")
        order = section_fields.get("order", "integer", 0)
        doc = section_fields.text("doc")
        section_fields.finish()
    routine_nodes = _list_of(fields.node("routines"), "'routines'", diagnostics)
    fields.finish()
    if fields.valid and "routines" in fields.values and not routine_nodes:
        diagnostics.error(fields.values["routines"].location, "'routines' must list at least one routine")
    routines = tuple(_build_routine(n, i, name, diagnostics) for i, n in enumerate(routine_nodes))
    return Section(name, path, title, order, doc, routines, section_node.location if section_node else root.location)


# ---------------------------------------------------------------------------
# The whole spec


def spec_files(spec_dir: Path) -> list[Path]:
    """Every spec file, sorted: types, constants and the routine files."""
    return sorted(spec_dir.glob("*.yaml"))


def load_spec(spec_dir: Path, display_dir: str = "spec") -> Spec:
    """Loads and validates spec_dir/*.yaml; raises SpecError listing every problem."""
    diagnostics = Diagnostics()
    display = lambda file_name: f"{display_dir}/{file_name}"  # noqa: E731
    roots: dict[str, Optional[Node]] = {}
    for file in spec_files(spec_dir):
        roots[file.name] = load_file(file, display(file.name), diagnostics)
    for required in (TYPE_FILE, CONSTANT_FILE):
        if required not in roots:
            diagnostics.error(Location(display(required), 1), "required spec file is missing")

    types: tuple[Type, ...] = ()
    signal = SignalType("", 0, False, "", Location(display(TYPE_FILE), 1))
    if roots.get(TYPE_FILE) is not None:
        types, signal = _build_types(roots[TYPE_FILE], diagnostics)
    groups: tuple[ConstantGroup, ...] = ()
    if roots.get(CONSTANT_FILE) is not None:
        groups = _build_groups(roots[CONSTANT_FILE], diagnostics)

    section_files = [name for name in roots if name not in (TYPE_FILE, CONSTANT_FILE)]
    if not section_files and not diagnostics:
        diagnostics.error(Location(display_dir, 1), "no routine files: add spec/<section>.yaml with 'routines'")
    # Sections in reference order: what "first" means for duplicates.
    sections = tuple(sorted(
        (_build_section(roots[name], name[: -len(".yaml")], display(name), diagnostics)
         for name in section_files if roots[name] is not None),
        key=lambda s: (s.order, s.name),
    ))
    _check_unique([r for s in sections for r in s.routines], lambda r: r.name, "routine", diagnostics)
    _check_unique(sections, lambda s: s.order, "section order", diagnostics)
    comparisons = {c.name for g in groups for c in g.constants if c.operator is not None}
    for routine in (r for s in sections for r in s.routines if roots.get(CONSTANT_FILE) is not None):
        if routine.fixed_cmp is not None and routine.fixed_cmp not in comparisons:
            diagnostics.error(routine.location, f"routine '{routine.name}': 'fixed_cmp' {routine.fixed_cmp!r} is not a comparison constant (one with an 'operator')")

    if diagnostics:
        raise SpecError(diagnostics.sorted())
    return Spec(types, signal, groups, sections)
