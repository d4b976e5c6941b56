"""Builds the model of types.yaml: the types and type sets of the typed
routines, their sized forms, the signal type, the typedefs and structures
(their layout and initializers checked), and the CUDA types routines may name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Optional

from .diagnostics import Diagnostics
from .load import Node
from .model import (BASE_TYPES, C_BUILTINS, CType, CudaType, Field, Initializer, SignalType, SizedForm, Struct, Type,
                    Typedef, TypeSet, declared_type_names)
from .reader import (_PARAM_NAME, _ROUTINE_NAME, _check_pattern, _check_unique, _distinct_choices, _Fields, _is_yaml,
                     _list_of, _name_of, _parse_ctype)

# Bytes of the builtins in a structure (LP64, as types.yaml's sizes); a type is
# aligned to its size, a pointer is 8 bytes.
BUILTIN_SIZES = {"char": 1, "int": 4, "unsigned int": 4, "int32_t": 4, "uint64_t": 8, "size_t": 8}
POINTER_SIZE = 8
# The bytes of an element of a typed routine (types.yaml's `size`).
ELEMENT_SIZES = (1, 2, 4, 8)

_TYPENAME = re.compile(r"^[a-z][a-z0-9]*$")
_INFIX = re.compile(r"^[a-z0-9]+$")
_C_TYPE_SPELLING = re.compile(r"^[a-z_][a-z0-9_]*( [a-z_][a-z0-9_]*)*$")
_INITIALIZER_NAME = re.compile(r"^NVSHMEMX?_[A-Z0-9_]+_INITIALIZER$")
_TYPE_NAME = re.compile(r"^nvshmemx?_[a-z0-9_]+$")
_C_IDENTIFIER = re.compile(r"^[A-Za-z_]\w*$")
_TYPE_NAME_RULE = "must be nvshmem_ or nvshmemx_ followed by lowercase letters, digits and underscores"


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
    sets_node = fields.node("sets")
    sets = _distinct_choices(fields, _list_of(sets_node, f"{fields.what}: 'sets'", diagnostics), set_names, "type set",
                             f"declared in 'type_sets': {', '.join(set_names)}")
    if sets_node is not None and isinstance(sets_node.value, list) and not sets_node.value:
        fields.error(sets_node.location, "'sets' must name at least one type set")
    floating = fields.get("floating", "boolean", False, required=False)
    header = fields.get("header", "string", None, required=False)
    if header is not None and not re.fullmatch(r"[a-z0-9_]+\.h", header):
        fields.error(fields.values["header"].location, f"'header' must be a header file name like cuda_fp16.h, got {header!r}")
    fields.finish()
    return Type(typename, c_type, size, signed, doc, node.location, tuple(sets), header, floating)


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
    # An integer constant as C writes it: decimal or hexadecimal, with an
    # optional suffix (0xFFFFFFFFFFFFFFFFULL: all bits of a uint64_t).
    if re.fullmatch(r"(?:-?[0-9]+|0[xX][0-9A-Fa-f]+)(?:[uU]?(?:ll|LL|l|L)?)", value):
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
        checked.append(_is_yaml(item.value, "integer or string"))
        if not checked[-1]:
            fields.error(item.location, f"a value must be an integer or a string (quote NULL and {{0}}), got {item.described}")
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
