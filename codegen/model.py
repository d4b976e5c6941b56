"""The validated spec: frozen dataclasses built from the loaded YAML.

Each builder reads the keys it knows from a mapping, reports anything else as
an unknown key, checks value types, and records problems instead of stopping,
so one run reports every mistake in the spec with its file and line.
"""

from __future__ import annotations

import ast
import difflib
import re
from dataclasses import dataclass, replace
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Callable, Optional, Union

from . import targets as target_table
from .diagnostics import Diagnostics, Location, SpecError
from .load import Node, describe, load_file

TARGETS = target_table.NAMES
# How a stream form reports a routine's result (`returns: on_stream:`): "ret"
# adds a trailing `ret` pointer it writes; "none" drops it (as NVSHMEM's
# nvshmemx_signal_wait_until_on_stream does); "return" returns it, once the
# stream has reached the operation (as NVSHMEM's nvshmemx_TYPENAME_g_on_stream
# does).
STREAM_RESULTS = ("ret", "none", "return")
# What a point-to-point routine does: block or not, on one variable or a set
# (all, any or some of it). The generated tests check each kind's rules.
KINDS = ("wait", "wait_all", "wait_any", "wait_some", "test", "test_all", "test_any", "test_some")
DIRECTIONS = ("in", "out", "inout")
OPERATORS = ("==", "!=", ">", ">=", "<", "<=")
# The C types any declaration may name, besides the typedefs and structures of
# types.yaml.
C_BUILTINS = ("char", "int", "unsigned int", "int32_t", "size_t", "void")
# Base types a parameter or return type may name. TYPE is the per-type C type
# of a typed routine, SIGNAL the signal type; the typedefs and structures of
# types.yaml come on top.
BASE_TYPES = ("TYPE", "SIGNAL") + C_BUILTINS
# The public prefix of a routine's name: nvshmem_<name> or nvshmemx_<name>.
PREFIXES = ("nvshmem", "nvshmemx")
# Bytes of the builtins in a structure (LP64, as types.yaml's sizes); a type is
# aligned to its size, a pointer is 8 bytes.
BUILTIN_SIZES = {"char": 1, "int": 4, "unsigned int": 4, "int32_t": 4, "size_t": 8}
POINTER_SIZE = 8
# Names from C headers a constant's `spelled` expression may use: their value
# and the header that defines them (which nvshmem.h then includes).
C_NAMES = {"INT_MAX": (2**31 - 1, "limits.h")}
TYPE_FILE = "types.yaml"
# The bytes of an element of a typed routine (types.yaml's `size`).
ELEMENT_SIZES = (1, 2, 4, 8)
CONSTANT_FILE = "constants.yaml"

_ROUTINE_NAME = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_TYPENAME = re.compile(r"^[a-z][a-z0-9]*$")
_INFIX = re.compile(r"^[a-z0-9]+$")
_C_TYPE_SPELLING = re.compile(r"^[a-z_][a-z0-9_]*( [a-z_][a-z0-9_]*)*$")
_CONSTANT_NAME = re.compile(r"^NVSHMEMX?_[A-Z0-9_]+$")
_INITIALIZER_NAME = re.compile(r"^NVSHMEMX?_[A-Z0-9_]+_INITIALIZER$")
_TYPE_NAME = re.compile(r"^nvshmemx?_[a-z0-9_]+$")
_C_IDENTIFIER = re.compile(r"^[A-Za-z_]\w*$")
_PARAM_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")
_TYPE_NAME_RULE = "must be nvshmem_ or nvshmemx_ followed by lowercase letters, digits and underscores"
_TYPE_EXPRESSION = re.compile(r"^(const\s+)?((?:unsigned\s+)?[A-Za-z_][A-Za-z0-9_]*)\s*(\**)$")


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
    sets: tuple[str, ...] = ()  # the type sets (TypeSet) it belongs to
    header: Optional[str] = None  # the CUDA header declaring it (C++ with CUDA only)


@dataclass(frozen=True)
class TypeSet:
    """A named set of the types of types.yaml: a typed routine is generated
    for the types of one set (`type_set`, else the first set)."""

    name: str
    doc: str
    location: Location


@dataclass(frozen=True)
class SizedForm:
    """An untyped form of the data-movement routines (`sized: true`): the
    routine under <verb><infix><rest> (nvshmem_put64_nbi, nvshmem_putmem),
    with `void *` for `TYPE *`, moving elements of `element_size` bytes; the
    element count parameter is called `count` (nelems, or bytes)."""

    infix: str
    element_size: int
    count: str
    doc: str
    location: Location

    @property
    def bits(self) -> int:
        return self.element_size * 8


@dataclass(frozen=True)
class SignalType:
    c_type: str
    size: int
    signed: bool
    doc: str
    location: Location


@dataclass(frozen=True)
class Typedef:
    """`typedef TYPE name;`, e.g. the team handle nvshmem_team_t."""

    name: str
    ctype: CType
    doc: str
    location: Location


@dataclass(frozen=True)
class CudaType:
    """A type of CUDA's headers that a routine may name (dim3, cudaStream_t,
    CUmodule): a routine naming one is declared only where <nvshmem.h> has
    CUDA's headers (SYMSYNC_CUDA_TYPES) and implemented in host code nvcc
    compiles."""

    name: str
    header: str
    doc: str
    location: Location


@dataclass(frozen=True)
class Field:
    name: str
    ctype: CType
    count: Optional[int]  # the length of an array field, None for one value
    doc: str
    location: Location


@dataclass(frozen=True)
class Initializer:
    """A macro expanding to a braced initializer of a structure whose first
    field is `int version`: that field gets (version << 16) + sizeof(struct),
    the next fields `values` (C text, in field order; the rest are zero)."""

    name: str
    version: int
    values: tuple[str, ...]
    doc: str
    location: Location


@dataclass(frozen=True)
class Struct:
    """`typedef struct { fields } name;` and, if given, `typedef name alias;`.
    `size` is checked against the fields here and by static_assert in C."""

    name: str
    alias: Optional[str]
    size: int
    doc: str
    fields: tuple[Field, ...]
    initializers: tuple[Initializer, ...]
    location: Location

    @property
    def type_name(self) -> str:
        """The name programs use: the alias if there is one."""
        return self.alias or self.name

    def initializer_items(self, initializer: Initializer) -> tuple[str, ...]:
        """`(1 << 16) + sizeof(nvshmemx_uniqueid_t)`, `{0}`: the values."""
        return (f"({initializer.version} << 16) + sizeof({self.type_name})",) + initializer.values

    def initializer_text(self, initializer: Initializer) -> str:
        """`{(1 << 16) + sizeof(nvshmemx_uniqueid_t), {0}}`."""
        return "{" + ", ".join(self.initializer_items(initializer)) + "}"


@dataclass(frozen=True)
class Constant:
    name: str
    value: Union[int, str]
    spelled: Optional[str]  # the value as a C expression, e.g. `1 << 3`
    same_as: Optional[str]  # another constant of the group this one repeats
    operator: Optional[str]
    doc: str
    location: Location
    # Why the value is symsync's own where NVSHMEM defines the same name
    # with another (tests/portability/nvshmem_names_test.py compares them).
    own_value: Optional[str] = None

    @property
    def c_value(self) -> str:
        """The value as C text: a literal, the spelled expression (in
        parentheses unless it is one word), or the constant it repeats."""
        if self.same_as is not None:
            return self.same_as
        if self.spelled is not None:
            return self.spelled if re.fullmatch(r"\w+", self.spelled) else f"({self.spelled})"
        if isinstance(self.value, str):
            escaped = self.value.replace("\\", "\\\\").replace('"', '\\"')
            return f'"{escaped}"'
        return f"({self.value})" if self.value < 0 else str(self.value)

    @property
    def shown_value(self) -> str:
        """The value for a reader: the C text, and the number it stands for
        when that differs."""
        if self.same_as is None and self.spelled is None:
            return self.c_value
        return f"{self.same_as or self.spelled} ({self.value})"


@dataclass(frozen=True)
class ConstantGroup:
    name: str
    title: str
    enum: bool
    doc: str
    constants: tuple[Constant, ...]
    location: Location
    # A C enumeration tag: the group is `enum TAG { NAME = value, ... }`
    # instead of #defines (NVSHMEM declares its status codes so).
    c_enum: Optional[str] = None
    # A function the header defines that returns a constant's name for its
    # value (an unknown value gives `<TAG unknown>`); needs c_enum.
    name_function: Optional[str] = None


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
    on_stream: Optional[str] = None  # one of STREAM_RESULTS, for routines with stream forms


@dataclass(frozen=True)
class EmptySet:
    """What a set routine does when its set is empty. `returns` is a C
    expression, None for routines that return nothing."""

    returns: Optional[str]
    doc: str


@dataclass(frozen=True)
class Example:
    """A snippet of a program the test suite builds and runs, shown on a
    routine's reference page: the lines between `// [example: NAME]` and
    the next `// [end example]` of `path` (relative to the project root)."""

    path: str
    name: str
    text: str  # the snippet, dedented


@dataclass(frozen=True)
class Routine:
    name: str
    prefix: str  # one of PREFIXES: the public name is <prefix>_<name>
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
    example: Optional[Example] = None
    type_set: Optional[str] = None  # the set of types a typed routine is generated for
    sized: bool = False  # also has the sized forms of types.yaml's `sized_forms`
    any_heap: bool = False  # its host form works on a heap in host or GPU memory
    cuda_types: tuple[str, ...] = ()  # the CudaType names its parameters or result use

    def has(self, target: str) -> bool:
        return target in self.targets

    def param(self, name: str) -> Optional[Param]:
        return next((p for p in self.params if p.name == name), None)

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
    examples_required: bool = False


# Compared and hashed by identity: caches keyed by the spec (codegen.names)
# must not hash its whole contents on every lookup.
@dataclass(frozen=True, eq=False)
class Spec:
    types: tuple[Type, ...]
    signal: SignalType
    typedefs: tuple[Typedef, ...]
    structs: tuple[Struct, ...]
    groups: tuple[ConstantGroup, ...]
    sections: tuple[Section, ...]
    type_sets: tuple[TypeSet, ...] = ()
    sized_forms: tuple[SizedForm, ...] = ()
    cuda_types: tuple[CudaType, ...] = ()

    def types_of(self, routine: Routine) -> tuple[Type, ...]:
        """The types a typed routine is generated for, in spec order (none
        for an untyped routine)."""
        if not routine.typed:
            return ()
        return self.types_in(routine.type_set or self.type_sets[0].name)

    def types_in(self, type_set: str) -> tuple[Type, ...]:
        return tuple(t for t in self.types if type_set in t.sets)

    def sized_forms_of(self, routine: Routine) -> tuple[SizedForm, ...]:
        return self.sized_forms if routine.sized else ()

    @property
    def initializers(self) -> tuple[tuple[Struct, Initializer], ...]:
        return tuple((s, i) for s in self.structs for i in s.initializers)

    def initializer(self, name: str) -> tuple[Struct, Initializer]:
        return next((s, i) for s, i in self.initializers if i.name == name)

    @property
    def cuda_headers(self) -> tuple[str, ...]:
        """The CUDA headers declaring types (SYMSYNC_CUDA_TYPES), sorted."""
        return tuple(sorted({t.header for t in self.types if t.header} | {t.header for t in self.cuda_types}))

    @property
    def type_names(self) -> tuple[str, ...]:
        """Every type name types.yaml declares, in order."""
        return declared_type_names(self.typedefs, self.structs)

    @property
    def c_headers(self) -> tuple[str, ...]:
        """The C headers the constants' spelled values need, sorted."""
        return tuple(sorted({C_NAMES[word][1] for c in self.constants if c.spelled
                             for word in re.findall(r"[A-Za-z_]\w*", c.spelled) if word in C_NAMES}))

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


def declared_type_names(typedefs: tuple[Typedef, ...], structs: tuple[Struct, ...]) -> tuple[str, ...]:
    names: list[str] = [t.name for t in typedefs]
    for struct in structs:
        names += [struct.name] + ([struct.alias] if struct.alias else [])
    return tuple(names)


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
    if size and size not in ELEMENT_SIZES:
        fields.error(fields.values["size"].location, f"'size' must be 1, 2, 4 or 8 bytes, got {size}")
    signed = fields.get("signed", "boolean", False)
    doc = fields.text("doc")
    return c_type, size, signed, doc


def _build_type(node: Node, index: int, set_names: tuple[str, ...], diagnostics: Diagnostics) -> Type:
    name = _name_of(node, "typename")
    fields = _Fields(node, f"type '{name}'" if name else f"types[{index}]", diagnostics)
    typename = fields.get("typename", "string", "")
    _check_pattern(fields, "typename", typename, _TYPENAME, "must be lowercase letters and digits")
    c_type, size, signed, doc = _read_type_fields(fields)
    sets: list[str] = []
    sets_node = fields.node("sets")
    for item in _list_of(sets_node, f"{fields.what}: 'sets'", diagnostics):
        if item.value not in set_names:
            shown = repr(item.value) if isinstance(item.value, str) else describe(item.value)
            fields.error(item.location, f"unknown type set {shown} (declared in 'type_sets': {', '.join(set_names)})")
        elif item.value in sets:
            fields.error(item.location, f"type set '{item.value}' is listed twice")
        else:
            sets.append(item.value)
    if sets_node is not None and isinstance(sets_node.value, list) and not sets_node.value:
        fields.error(sets_node.location, "'sets' must name at least one type set")
    header = fields.get("header", "string", None, required=False)
    if header is not None and not re.fullmatch(r"[a-z0-9_]+\.h", header):
        fields.error(fields.values["header"].location, f"'header' must be a header file name like cuda_fp16.h, got {header!r}")
    fields.finish()
    return Type(typename, c_type, size, signed, doc, node.location, tuple(sets), header)


def _build_type_set(node: Node, index: int, diagnostics: Diagnostics) -> TypeSet:
    name = _name_of(node, "name")
    fields = _Fields(node, f"type set '{name}'" if name else f"type_sets[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _ROUTINE_NAME, "must be lowercase words joined by underscores")
    doc = fields.text("doc")
    fields.finish()
    return TypeSet(name, doc, node.location)


def _build_sized_form(node: Node, index: int, diagnostics: Diagnostics) -> SizedForm:
    name = _name_of(node, "infix")
    fields = _Fields(node, f"sized form '{name}'" if name else f"sized_forms[{index}]", diagnostics)
    infix = fields.get("infix", "string", "")
    _check_pattern(fields, "infix", infix, _INFIX, "must be lowercase letters or digits")
    element_size = fields.get("element_size", "integer", 1)
    if element_size not in ELEMENT_SIZES + (16,):
        fields.error(fields.values["element_size"].location, f"'element_size' must be 1, 2, 4, 8 or 16 bytes, got {element_size}")
    count = fields.get("count", "string", "nelems", required=False)
    _check_pattern(fields, "count", count, _PARAM_NAME, "is not a C identifier in lower case")
    doc = fields.text("doc")
    fields.finish()
    return SizedForm(infix, element_size, count, doc, node.location)


def _build_typedef(node: Node, index: int, known: dict, diagnostics: Diagnostics) -> Typedef:
    name = _name_of(node, "name")
    fields = _Fields(node, f"typedef '{name}'" if name else f"typedefs[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _TYPE_NAME, _TYPE_NAME_RULE)
    ctype = _parse_ctype(fields, "type", C_BUILTINS + tuple(known))
    doc = fields.text("doc")
    fields.finish()
    return Typedef(name, ctype, doc, node.location)


def _size_of(ctype: CType, known: dict) -> Optional[int]:
    """Bytes of one value (LP64); None when not known."""
    if ctype.pointers:
        return POINTER_SIZE
    return BUILTIN_SIZES.get(ctype.base) or known.get(ctype.base)


def _alignment_of(ctype: CType, alignments: dict) -> int:
    if ctype.pointers:
        return POINTER_SIZE
    return BUILTIN_SIZES.get(ctype.base) or alignments.get(ctype.base, 1)


def _build_field(node: Node, index: int, struct: str, known: dict, diagnostics: Diagnostics) -> Field:
    name = _name_of(node, "name")
    fields = _Fields(node, f"struct '{struct}', field '{name}'" if name else f"struct '{struct}', fields[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _PARAM_NAME, "is not a C identifier in lower case")
    ctype = _parse_ctype(fields, "type", C_BUILTINS + tuple(known))
    if ctype.is_void and fields.valid and fields.values.get("type") is not None and fields.values["type"].value == "void":
        fields.error(fields.values["type"].location, "a field cannot have type void")
    count = fields.get("count", "integer", None, required=False)
    if count is not None and count < 1:
        fields.error(fields.values["count"].location, f"'count' must be a positive integer, got {count}")
        count = None
    doc = fields.text("doc")
    fields.finish()
    return Field(name, ctype, count, doc, node.location)


@dataclass
class _Declared:
    """What types.yaml has declared so far, for the declarations after it."""

    sizes: dict = dataclass_field(default_factory=dict)  # type name -> bytes (None: unknown)
    alignments: dict = dataclass_field(default_factory=dict)  # type name -> alignment
    structs: set = dataclass_field(default_factory=set)  # names (and aliases) of structures
    initializers: dict = dataclass_field(default_factory=dict)  # macro -> names of its structure


def _value_problem(field: Field, value: str, declared: _Declared) -> Optional[str]:
    """Why C text `value` cannot initialize `field`, or None if it can."""
    is_struct = field.ctype.base in declared.structs and not field.ctype.pointers
    scalar = field.count is None and not field.ctype.pointers and not is_struct
    if re.fullmatch(r"-?[0-9]+", value):
        return None if scalar else "an integer fits only an integer field"
    if value == "NULL":
        return None if field.ctype.pointers and field.count is None else "NULL fits only a pointer field"
    if value == "{0}":
        return None if field.count is not None or is_struct else "{0} fits only an array or structure field"
    if _INITIALIZER_NAME.match(value):
        struct_of = declared.initializers.get(value)
        if struct_of is not None and field.count is None and not field.ctype.pointers and field.ctype.base in struct_of:
            return None
        return f"it is not an initializer of {field.ctype.base} defined before this one"
    return "expected an integer, NULL, {0} or the initializer macro of a structure field"


def _build_initializer(node: Node, index: int, struct: str, struct_fields: tuple[Field, ...], fields_valid: bool,
                       declared: _Declared, diagnostics: Diagnostics) -> Initializer:
    name = _name_of(node, "name")
    what = f"struct '{struct}', initializer {name}" if name else f"struct '{struct}', initializers[{index}]"
    fields = _Fields(node, what, diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _INITIALIZER_NAME,
                   "must be NVSHMEM_ or NVSHMEMX_ followed by capitals, digits and underscores, ending in _INITIALIZER")
    version = fields.get("version", "integer", 1)
    if version < 1:
        fields.error(fields.values["version"].location, f"'version' must be a positive integer, got {version}")
    values: list[str] = []
    checked: list[bool] = []
    for item in _list_of(fields.node("values"), f"{what}: 'values'", diagnostics):
        checked.append(_is_kind(item.value, "integer or string"))
        if not checked[-1]:
            fields.error(item.location, f"a value must be an integer or a string (quote NULL and {{0}}), got {item.kind}")
        values.append(str(item.value).strip())
    rest = struct_fields[1:]
    if len(values) > len(rest):
        fields.error(fields.values["values"].location,
                     f"{len(values)} values, but the struct has {len(rest)} fields after 'version'")
    else:
        for field, value, ok in zip(rest, values, checked):
            problem = _value_problem(field, value, declared) if ok and fields_valid else None
            if problem:
                fields.error(fields.values["values"].location, f"value {value!r} cannot initialize field '{field.name}': {problem}")
    doc = fields.text("doc")
    fields.finish()
    return Initializer(name, version, tuple(values), doc, node.location)


def _build_struct(node: Node, index: int, declared: _Declared, diagnostics: Diagnostics) -> Struct:
    """One structure, which may use what is `declared` before it (and is
    added to it)."""
    name = _name_of(node, "name")
    fields = _Fields(node, f"struct '{name}'" if name else f"structs[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _TYPE_NAME, _TYPE_NAME_RULE)
    alias = fields.get("alias", "string", None, required=False)
    if alias is not None:
        _check_pattern(fields, "alias", alias, _TYPE_NAME, _TYPE_NAME_RULE)
    size = fields.get("size", "integer", 0)
    doc = fields.text("doc")
    field_nodes = _list_of(fields.node("fields"), f"{fields.what}: 'fields'", diagnostics)
    problems_before = len(diagnostics.items)
    struct_fields = tuple(_build_field(n, i, name, declared.sizes, diagnostics) for i, n in enumerate(field_nodes))
    _check_unique(struct_fields, lambda f: f.name, f"field of struct '{name}'", diagnostics)
    # A field in error has no reliable layout or type: skip what depends on it.
    fields_valid = len(diagnostics.items) == problems_before

    # The layout: each field at the next multiple of its alignment, the whole
    # rounded up to the largest alignment.
    offset, alignment, complete = 0, 1, fields_valid
    for field in struct_fields:
        field_size = _size_of(field.ctype, declared.sizes)
        if field_size is None:
            complete = False
            continue
        field_alignment = _alignment_of(field.ctype, declared.alignments)
        offset = -(-offset // field_alignment) * field_alignment + field_size * (field.count or 1)
        alignment = max(alignment, field_alignment)
    computed = -(-offset // alignment) * alignment
    if complete and struct_fields and size and computed != size:
        fields.error(fields.values["size"].location, f"'size' is {size}, but the fields take {computed} bytes (LP64)")

    initializer_nodes = _list_of(fields.node("initializers", required=False), f"{fields.what}: 'initializers'", diagnostics)
    leads_with_version = bool(struct_fields) and struct_fields[0].name == "version" and struct_fields[0].ctype == CType(False, "int", 0)
    if initializer_nodes and not leads_with_version:
        fields.error(fields.values["initializers"].location, "has 'initializers', so its first field must be 'int version'")
        initializer_nodes = []
    initializers = tuple(_build_initializer(n, i, name, struct_fields, fields_valid, declared, diagnostics)
                         for i, n in enumerate(initializer_nodes))
    fields.finish()

    names = {name} | ({alias} if alias else set())
    for type_name in names:
        declared.sizes[type_name] = computed if complete else None
        declared.alignments[type_name] = alignment
    declared.structs.update(names)
    for initializer in initializers:
        declared.initializers[initializer.name] = names
    return Struct(name, alias, size, doc, struct_fields, initializers, node.location)


def _build_declared_types(fields: _Fields, diagnostics: Diagnostics) -> tuple[tuple[Typedef, ...], tuple[Struct, ...]]:
    """The typedefs, then the structures: each may use the names before it."""
    declared = _Declared()
    typedefs: list[Typedef] = []
    for index, node in enumerate(_list_of(fields.node("typedefs", required=False), "'typedefs'", diagnostics)):
        typedef = _build_typedef(node, index, declared.sizes, diagnostics)
        typedefs.append(typedef)
        declared.sizes[typedef.name] = _size_of(typedef.ctype, declared.sizes)
        declared.alignments[typedef.name] = _alignment_of(typedef.ctype, declared.alignments)
    structs = tuple(_build_struct(n, i, declared, diagnostics)
                    for i, n in enumerate(_list_of(fields.node("structs", required=False), "'structs'", diagnostics)))
    named = [(t.name, t.location) for t in typedefs]
    for struct in structs:
        named += [(struct.name, struct.location)] + ([(struct.alias, struct.location)] if struct.alias else [])
    seen: dict = {}
    for type_name, location in named:
        if type_name in seen:
            diagnostics.error(location, f"duplicate type name '{type_name}' (first defined at {seen[type_name]})")
        else:
            seen[type_name] = location
    return tuple(typedefs), structs


@dataclass(frozen=True)
class _TypeFile:
    types: tuple[Type, ...]
    signal: SignalType
    typedefs: tuple[Typedef, ...]
    structs: tuple[Struct, ...]
    type_sets: tuple[TypeSet, ...]
    sized_forms: tuple[SizedForm, ...]
    cuda_types: tuple[CudaType, ...] = ()


def _build_cuda_type(node: Node, index: int, diagnostics: Diagnostics) -> CudaType:
    name = _name_of(node, "name")
    fields = _Fields(node, f"CUDA type '{name}'" if name else f"cuda_types[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _C_IDENTIFIER, "is not a C identifier")
    header = fields.get("header", "string", "")
    if header and not re.fullmatch(r"[\w/]+\.h", header):
        fields.error(fields.values["header"].location, f"'header' {header!r} is not a header file name (NAME.h)")
    doc = fields.text("doc")
    fields.finish()
    return CudaType(name, header, doc, node.location)


def _build_types(root: Node, diagnostics: Diagnostics) -> _TypeFile:
    fields = _Fields(root, "the top level", diagnostics)
    set_nodes = _list_of(fields.node("type_sets"), "'type_sets'", diagnostics)
    type_sets = tuple(_build_type_set(n, i, diagnostics) for i, n in enumerate(set_nodes))
    if fields.valid and "type_sets" in fields.values and not type_sets:
        diagnostics.error(fields.values["type_sets"].location, "'type_sets' must list at least one type set")
    _check_unique(type_sets, lambda s: s.name, "type set", diagnostics)
    set_names = tuple(s.name for s in type_sets)
    type_nodes = _list_of(fields.node("types"), "'types'", diagnostics)
    types = tuple(_build_type(n, i, set_names, diagnostics) for i, n in enumerate(type_nodes))
    if fields.valid and "types" in fields.values and not types:
        diagnostics.error(fields.values["types"].location, "'types' must list at least one type")
    seen_header = None
    for type_ in types:
        if type_.header:
            seen_header = type_
        elif seen_header is not None:
            diagnostics.error(type_.location, f"type '{type_.typename}' comes after '{seen_header.typename}', which "
                              f"has a 'header': list the types with a header last")
            break
    for type_set in type_sets:
        if types and not any(type_set.name in t.sets for t in types):
            diagnostics.error(type_set.location, f"type set '{type_set.name}' has no types (no type lists it in 'sets')")
    sized_nodes = _list_of(fields.node("sized_forms", required=False), "'sized_forms'", diagnostics)
    sized_forms = tuple(_build_sized_form(n, i, diagnostics) for i, n in enumerate(sized_nodes))
    _check_unique(sized_forms, lambda f: f.infix, "sized form infix", diagnostics)
    _check_unique(types, lambda t: t.typename, "typename", diagnostics)
    _check_unique(types, lambda t: t.c_type, "type", diagnostics)
    signal_node = fields.node("signal")
    signal = SignalType("", 0, False, "", root.location)
    if signal_node is not None:
        signal_fields = _Fields(signal_node, "signal type", diagnostics)
        c_type, size, signed, doc = _read_type_fields(signal_fields)
        signal_fields.finish()
        signal = SignalType(c_type, size, signed, doc, signal_node.location)
    typedefs, structs = _build_declared_types(fields, diagnostics)
    cuda_nodes = _list_of(fields.node("cuda_types", required=False), "'cuda_types'", diagnostics)
    cuda_types = tuple(_build_cuda_type(n, i, diagnostics) for i, n in enumerate(cuda_nodes))
    _check_unique(cuda_types, lambda t: t.name, "CUDA type", diagnostics)
    declared = set(declared_type_names(typedefs, structs)) | {t.c_type for t in types}
    for cuda_type in cuda_types:
        if cuda_type.name in declared or cuda_type.name in BASE_TYPES:
            diagnostics.error(cuda_type.location, f"CUDA type '{cuda_type.name}' is already a type of the spec")
    fields.finish()
    return _TypeFile(types, signal, typedefs, structs, type_sets, sized_forms, cuda_types)


# ---------------------------------------------------------------------------
# constants.yaml


_EXPRESSION_RULE = "is not an expression the generator can check: integers, INT_MAX, ( ), unary -, ~ and binary << >> | & + -"
_OPERATORS = {ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b, ast.BitOr: lambda a, b: a | b,
              ast.BitAnd: lambda a, b: a & b, ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b}


def evaluate_c_expression(text: str) -> Optional[int]:
    """The value of a small integer C constant expression, or None if it uses
    anything else (the same operators mean the same in Python and C here)."""

    def value(node: ast.AST) -> int:
        if isinstance(node, ast.Constant) and _is_kind(node.value, "integer"):
            return node.value
        if isinstance(node, ast.Name) and node.id in C_NAMES:
            return C_NAMES[node.id][0]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Invert)):
            operand = value(node.operand)
            return -operand if isinstance(node.op, ast.USub) else ~operand
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            return _OPERATORS[type(node.op)](value(node.left), value(node.right))
        raise ValueError(node)

    try:
        return value(ast.parse(text, mode="eval").body)
    except (SyntaxError, ValueError):
        return None


def _build_constant(node: Node, index: int, group: str, diagnostics: Diagnostics) -> Constant:
    name = _name_of(node, "name")
    fields = _Fields(node, f"constant {name}" if name else f"group '{group}' constants[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _CONSTANT_NAME, "must be NVSHMEM_ or NVSHMEMX_ followed by capitals, digits and underscores")
    same_as = fields.get("same_as", "string", None, required=False)
    value = fields.get("value", "integer or string", 0, required=same_as is None)
    spelled = fields.get("spelled", "string", None, required=False)
    if same_as is not None:
        for key in ("value", "spelled"):
            if key in fields.values:
                fields.error(fields.values[key].location, f"'{key}' is given, but 'same_as' already says the value")
        spelled = None
    if spelled is not None:
        spelled = " ".join(spelled.split())
        result = evaluate_c_expression(spelled)
        if result is None:
            fields.error(fields.values["spelled"].location, f"'spelled' {spelled!r} {_EXPRESSION_RULE}")
        elif result != value:
            fields.error(fields.values["spelled"].location, f"'spelled' {spelled!r} is {result}, but 'value' is {value!r}")
    operator = fields.get("operator", "string", None, required=False)
    if operator is not None and operator not in OPERATORS:
        fields.error(fields.values["operator"].location, f"'operator' must be one of {', '.join(OPERATORS)}, got {operator!r}")
    doc = fields.text("doc")
    own_value = fields.get("own_value", "string", None, required=False)
    fields.finish()
    return Constant(name, value, spelled, same_as, operator, doc, node.location, own_value)


def _resolve_same_as(constants: tuple[Constant, ...], group: str, diagnostics: Diagnostics) -> tuple[Constant, ...]:
    """Gives each constant with `same_as` the value of the constant it names,
    which must come before it in the group."""
    resolved: list[Constant] = []
    for constant in constants:
        if constant.same_as is not None:
            target = next((c for c in resolved if c.name == constant.same_as), None)
            if target is None:
                diagnostics.error(constant.location, f"constant {constant.name}: 'same_as' {constant.same_as!r} names no earlier constant of group '{group}'")
            else:
                constant = replace(constant, value=target.value)
        resolved.append(constant)
    return tuple(resolved)


def _build_group(node: Node, index: int, diagnostics: Diagnostics) -> ConstantGroup:
    name = _name_of(node, "name")
    fields = _Fields(node, f"constant group '{name}'" if name else f"groups[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    title = fields.text("title")
    enum = fields.get("enum", "boolean", False, required=False)
    c_enum = fields.get("c_enum", "string", None, required=False)
    name_function = fields.get("name_function", "string", None, required=False)
    for key, value in (("c_enum", c_enum), ("name_function", name_function)):
        if value is not None and not re.fullmatch(r"[A-Za-z_]\w*", value):
            fields.error(fields.values[key].location, f"'{key}' {value!r} is not a C identifier")
    if c_enum is not None and not enum:
        fields.error(fields.values["c_enum"].location, "'c_enum' needs 'enum: true'")
    if name_function is not None and c_enum is None:
        fields.error(fields.values["name_function"].location, "'name_function' needs 'c_enum'")
    doc = fields.text("doc")
    constant_nodes = _list_of(fields.node("constants"), f"{fields.what}: 'constants'", diagnostics)
    constants = tuple(_build_constant(n, i, name, diagnostics) for i, n in enumerate(constant_nodes))
    constants = _resolve_same_as(constants, name, diagnostics)
    fields.finish()
    if enum:
        seen: dict = {}
        for constant in constants:
            if constant.same_as is not None:
                continue  # another name for a value, not another value
            if not _is_kind(constant.value, "integer"):
                diagnostics.error(constant.location, f"constant {constant.name}: enum group '{name}' needs integer values, got {describe(constant.value)}")
            elif constant.value in seen:
                diagnostics.error(
                    constant.location,
                    f"constant {constant.name}: value {constant.value} is already used by {seen[constant.value]} in enum group '{name}'",
                )
            else:
                seen[constant.value] = constant.name
    if c_enum is not None:
        for constant in constants:
            if isinstance(constant.value, int) and not -(2**31) <= constant.value < 2**31:
                diagnostics.error(constant.location, f"constant {constant.name}: {constant.value} does not fit the int of C enumeration '{c_enum}'")
    return ConstantGroup(name, title, enum, doc, constants, node.location, c_enum, name_function)


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


def _parse_ctype(fields: _Fields, key: str, known: Optional[tuple[str, ...]] = BASE_TYPES) -> CType:
    """A type of the form [const] NAME [*...], NAME one of `known` (any name
    when `known` is None: the file declaring types could not be read)."""
    text = fields.get(key, "string", "")
    match = _TYPE_EXPRESSION.match(" ".join(text.split())) if text else None
    if text and not match:
        fields.error(fields.values[key].location, f"'{key}' {text!r} is not a type of the form [const] NAME [*...]")
    if not match:
        return CType(False, "void", 0)
    const, base, stars = match.groups()
    base = " ".join(base.split())
    if known is not None and base not in known:
        close = difflib.get_close_matches(base, known, n=1)
        hint = f"did you mean '{close[0]}'?" if close else "known: " + ", ".join(known)
        fields.error(fields.values[key].location, f"unknown type name '{base}' in {key} {text!r} ({hint})")
        return CType(False, "void", 0)
    return CType(bool(const), base, len(stars))


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


def _kind_shape_problems(kind: str, params: tuple[Param, ...]) -> list[str]:
    """What a point-to-point routine's parameters lack for its kind: the
    generated entry points hand them to the core by these roles."""
    by_name = {p.name: p for p in params}
    problems = []
    variables = [p for p in params if p.symmetric]
    on_set = "_" in kind
    if len(variables) != 1 or (variables[0].count is not None) != on_set:
        what = "one symmetric parameter with a 'count' (the set)" if on_set else "one symmetric parameter without 'count' (the variable)"
        problems.append(f"kind '{kind}' needs {what}")
    if ("cmp_value" in by_name) == ("cmp_values" in by_name) or ("cmp_values" in by_name and not on_set):
        problems.append(f"kind '{kind}' needs a 'cmp_value' parameter" + (" or (vector forms) a 'cmp_values' one" if on_set else ""))
    if on_set and "nelems" not in by_name:
        problems.append(f"kind '{kind}' needs an 'nelems' parameter")
    if ("indices" in by_name) != kind.endswith("_some"):
        problems.append(f"kind '{kind}' {'needs' if kind.endswith('_some') else 'cannot have'} an 'indices' parameter")
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
                   root: Optional[Path], diagnostics: Diagnostics) -> Routine:
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
        returns = Returns(_parse_ctype(returns_fields, "type", known), returns_fields.text("doc"),
                          returns_fields.get("on_stream", "string", None, required=False))
        if returns.on_stream is not None and returns.on_stream not in STREAM_RESULTS:
            returns_fields.error(returns_fields.values["on_stream"].location,
                                 f"'on_stream' must be one of {', '.join(STREAM_RESULTS)}, got {returns.on_stream!r}")
        if returns.on_stream is not None and ("on_stream" not in targets or returns.ctype.is_void):
            returns_fields.error(returns_fields.values["on_stream"].location,
                                 "'on_stream' is only for routines with a stream form that return a value")
        if returns.on_stream is None and "on_stream" in targets and not returns.ctype.is_void:
            returns_fields.error(returns_node.location, "missing 'on_stream': say whether the stream form reports "
                                 "the result through a trailing 'ret' pointer ('ret'), drops it ('none') or "
                                 "returns it once the stream reaches it ('return')")
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
    cuda_names = types.cuda_names if types is not None else ()
    cuda_types = tuple(sorted({c.base for c in [p.ctype for p in params] + [returns.ctype] if c.base in cuda_names}))
    if cuda_types and (typed or targets != ("host",)):
        fields.error(node.location, f"names CUDA's {', '.join(cuda_types)}: such a routine must be untyped with the "
                     f"one target 'host'")
    fields.finish()
    return Routine(name, prefix, section, typed, targets, summary, params, returns, empty_set, doc, requires_init, kind,
                   fixed_cmp, node.location, example, type_set, sized, any_heap, cuda_types)


def _build_section(root: Node, name: str, path: str, types: Optional[_KnownTypes],
                   project_root: Optional[Path], diagnostics: Diagnostics) -> Section:
    fields = _Fields(root, "the top level", diagnostics)
    section_node = fields.node("section")
    title, order, doc, examples_required = name, 0, "", False
    if section_node is not None:
        section_fields = _Fields(section_node, "section", diagnostics)
        title = section_fields.text("title")
        order = section_fields.get("order", "integer", 0)
        doc = section_fields.text("doc")
        examples_required = section_fields.get("examples_required", "boolean", False, required=False)
        section_fields.finish()
    routine_nodes = _list_of(fields.node("routines"), "'routines'", diagnostics)
    fields.finish()
    if fields.valid and "routines" in fields.values and not routine_nodes:
        diagnostics.error(fields.values["routines"].location, "'routines' must list at least one routine")
    routines = tuple(_build_routine(n, i, name, types, project_root, diagnostics)
                     for i, n in enumerate(routine_nodes))
    if examples_required:
        for routine_node, routine in zip(routine_nodes, routines):
            if routine.example is None and not (isinstance(routine_node.value, dict) and "example" in routine_node.value):
                diagnostics.error(routine_node.location, f"routine '{routine.name}': missing 'example': every routine "
                                  f"of this section shows a snippet of a tested program (examples_required)")
    return Section(name, path, title, order, doc, routines, section_node.location if section_node else root.location,
                   examples_required)


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

    type_file = _TypeFile((), SignalType("", 0, False, "", Location(display(TYPE_FILE), 1)), (), (), (), ())
    if roots.get(TYPE_FILE) is not None:
        type_file = _build_types(roots[TYPE_FILE], diagnostics)
    types, signal, typedefs, structs = type_file.types, type_file.signal, type_file.typedefs, type_file.structs
    # Without a readable types.yaml, parameter types naming its types are not
    # checked (its own error is the one to fix).
    known_types: Optional[_KnownTypes] = None
    if roots.get(TYPE_FILE) is not None:
        known_types = _KnownTypes(declared_type_names(typedefs, structs), tuple(s.name for s in type_file.type_sets),
                                  bool(type_file.sized_forms), tuple(t.name for t in type_file.cuda_types))
    groups: tuple[ConstantGroup, ...] = ()
    if roots.get(CONSTANT_FILE) is not None:
        groups = _build_groups(roots[CONSTANT_FILE], diagnostics)
    # Initializers are macros too: their names must not repeat each other's or
    # a constant's.
    macros = {c.name: c.location for g in groups for c in g.constants}
    for initializer in (i for s in structs for i in s.initializers):
        if initializer.name in macros:
            diagnostics.error(initializer.location, f"duplicate macro '{initializer.name}' (first defined at {macros[initializer.name]})")
        else:
            macros[initializer.name] = initializer.location

    section_files = [name for name in roots if name not in (TYPE_FILE, CONSTANT_FILE)]
    if not section_files and not diagnostics:
        diagnostics.error(Location(display_dir, 1), "no routine files: add spec/<section>.yaml with 'routines'")
    # Sections in reference order: what "first" means for duplicates.
    sections = tuple(sorted(
        (_build_section(roots[name], name[: -len(".yaml")], display(name), known_types, spec_dir.parent, diagnostics)
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
    return Spec(types, signal, typedefs, structs, groups, sections, type_file.type_sets, type_file.sized_forms,
                type_file.cuda_types)
