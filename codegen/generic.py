"""Type-generic forms of the typed routines, derived from the spec and the
target table.

C++ (C++17): for every typed routine and every distinct generic name its
targets give (the host and the device thread form share one name), a function
template named like the typed entries without the type,
`nvshmem_wait_until(ivar, cmp, cmp_value)`. Its type parameter is deduced
from the variable pointer alone (the routine's first symmetric `TYPE *`
parameter); every other TYPE parameter is non-deduced, so a literal
comparison value converts. The body forwards to the typed entry of the first
type of spec/types.yaml that is the same C++ type as the deduced one, so
aliases (int64_t and long on LP64) dispatch to one entry and are never
ambiguous; any other type fails a static_assert that names the routine and
the supported types. Only the dispatched types (see `_split`) get a branch:
the stdint.h and stddef.h types are typedefs of keyword types listed before
them (the header static_asserts it once), so their own entries are never the
first same type.

C11: for every typed routine with a host form, a macro of the same generic
name selecting the host entry through _Generic. _Generic rejects two
associations of compatible types, so only the dispatched types are
associated (the keyword types, and a typedef'd type with no keyword type of
its size and signedness); the stdint.h and stddef.h types are typedefs of
those and select the same entry.
"""

from __future__ import annotations

import functools
import re
import textwrap
from dataclasses import dataclass
from typing import Optional

from . import names, signatures, targets
from .model import Param, Routine, Spec, Type

# The C++ namespace of the helpers the generic forms use (trait, dispatch
# index, non-deduced parameter types), defined in <nvshmem.h>.
NAMESPACE = "symsync::generic"
PARAM_TYPE = NAMESPACE + "::param_t<T, {}>"
# The words a C type may be spelled with to be a keyword type for _Generic.
C_TYPE_KEYWORDS = frozenset({"char", "short", "int", "long", "signed", "unsigned", "float", "double"})
# How a generic form is declared, by where it may be called from: the macro
# SYMSYNC_GENERIC_HOST_DEVICE is defined in <nvshmem.h> (__host__ __device__ under
# nvcc, nothing elsewhere).
DECORATIONS = {
    frozenset({targets.Caller.HOST, targets.Caller.DEVICE}): "SYMSYNC_GENERIC_HOST_DEVICE ",
    frozenset({targets.Caller.DEVICE}): "__device__ ",
    frozenset({targets.Caller.HOST}): "",
}


@dataclass(frozen=True)
class GenericForm:
    """One C++ generic function template: a typed routine under one generic
    name, for the targets that share that name."""

    routine: Routine
    targets: tuple[str, ...]  # in table order: ("device", "host"), ("warp",), ...
    name: str
    return_type: str  # C++, with T for TYPE
    params: tuple[tuple[str, str], ...]  # (C++ type, name)
    deduced: str  # the parameter T is deduced from
    branches: tuple[tuple[int, str, bool], ...]  # (type index from 1, typed entry name, needs CUDA types)

    @property
    def callable_from(self) -> frozenset:
        return frozenset(targets.target(t).callable_from for t in self.targets)

    @property
    def on_device(self) -> bool:
        return targets.Caller.DEVICE in self.callable_from

    @property
    def on_host(self) -> bool:
        return targets.Caller.HOST in self.callable_from

    @property
    def decoration(self) -> str:
        return DECORATIONS[self.callable_from]

    @property
    def returns_value(self) -> bool:
        return self.return_type != "void"

    @property
    def arg_names(self) -> tuple[str, ...]:
        return tuple(name for _, name in self.params)


def _split(spec: Spec, routine: Optional[Routine] = None) -> tuple[list[tuple[int, Type]], list[tuple[int, Type]]]:
    """The types of spec/types.yaml with their positions (from 1), split into
    those the generic forms dispatch to and the aliases of earlier ones.

    A type spelled with keywords (`unsigned long`) is its own type. A type
    spelled through a typedef (`uint64_t`) of the same size and signedness as
    one dispatched before it is taken to be an alias of an earlier type (the
    header static_asserts it); otherwise (`int8_t`, when no `signed char` is
    listed) it is dispatched to as a type of its own."""
    dispatched: list[tuple[int, Type]] = []
    aliases: list[tuple[int, Type]] = []
    own = spec.types_of(routine) if routine is not None else spec.types
    for index, type_ in enumerate(spec.types, start=1):
        if type_ not in own:
            continue
        if is_keyword_type(type_) or type_.header or not any((t.size, t.signed) == (type_.size, type_.signed)
                                                              for _, t in dispatched if not t.header):
            dispatched.append((index, type_))
        else:
            aliases.append((index, type_))
    return dispatched, aliases


def dispatched_types(spec: Spec, routine: Optional[Routine] = None) -> list[tuple[int, Type]]:
    """The types a C++ generic form (of `routine`, or of a routine taking
    every type) has a branch for, and a C11 one an association, with their
    positions in spec/types.yaml."""
    return _split(spec, routine)[0]


def alias_types(spec: Spec) -> list[tuple[int, Type]]:
    """The types without a branch, with their positions: each must be the
    same C++ type as one listed before it, so the first type that is the
    same, which a form dispatches to, has a branch."""
    return _split(spec)[1]


def deduced_param(routine: Routine) -> Param:
    """The parameter a generic form deduces its type from: the first
    symmetric `TYPE *` (ivar, ivars), else the first `TYPE *`."""
    pointers = [p for p in routine.params if p.ctype.uses_type and p.ctype.pointers == 1]
    chosen = next((p for p in pointers if p.symmetric), pointers[0] if pointers else None)
    if chosen is None:
        raise ValueError(f"routine {routine.name}: a generic form needs a TYPE * parameter to deduce TYPE from")
    return chosen


def _respell(c_type: str, replacement: str) -> str:
    return re.sub(r"\bTYPE\b", replacement, c_type)


def _non_deduced(c_type: str) -> str:
    """A C type using TYPE as a generic form's non-deduced parameter type:
    `const TYPE *` -> `symsync::generic::param_t<T, const T *>`."""
    return PARAM_TYPE.format(_respell(c_type, "T")) if _respell(c_type, "T") != c_type else c_type


def _typed_targets(routine: Routine) -> list[tuple[str, tuple[str, ...]]]:
    """The routine's generic names and the targets each stands for, in
    target-table order of first appearance."""
    grouped: dict[str, list[str]] = {}
    for row in targets.TARGETS:
        if routine.has(row.name):
            grouped.setdefault(names.public_name(routine, row.name), []).append(row.name)
    return [(name, tuple(group)) for name, group in grouped.items()]


def _form(spec: Spec, routine: Routine, name: str, group: tuple[str, ...]) -> GenericForm:
    symbolic = signatures.entry(spec, routine, group[0], None)
    deduced = deduced_param(routine).name
    params = tuple((_respell(c_type, "T") if pname == deduced else _non_deduced(c_type), pname) for c_type, pname in symbolic.params)
    # A return type made from TYPE is T itself (nvshmem_g): T is deduced from
    # the pointer, and an unsupported T stops at the form's static_assert.
    return_type = _respell(symbolic.return_type, "T")
    own = spec.types_of(routine)
    entry_names = {names.public_name(routine, t, type_) for t in group for type_ in own}
    branches = tuple((index, names.public_name(routine, group[0], type_), type_.header is not None)
                     for index, type_ in dispatched_types(spec, routine))
    if len(entry_names) != len(own):
        raise ValueError(f"generic {name}: its targets {', '.join(group)} name their typed entries differently")
    return GenericForm(routine, group, name, return_type, params, deduced, branches)


@functools.lru_cache(maxsize=4)
def _all_forms(spec: Spec) -> tuple[GenericForm, ...]:
    forms = tuple(
        _form(spec, routine, name, group)
        for routine in spec.routines if routine.typed
        for name, group in _typed_targets(routine)
    )
    taken = {e.name for t in targets.NAMES for e in signatures.entries(spec, t)}
    clashes = sorted({f.name for f in forms} & taken)
    if clashes:
        raise ValueError(f"generic forms would take names of typed or untyped entries: {', '.join(clashes)}")
    return forms


def generic_forms(spec: Spec, target_names: Optional[tuple[str, ...]] = None,
                  routines: Optional[tuple[Routine, ...]] = None) -> list[GenericForm]:
    """The C++ generic forms, routine by routine in spec order; only those
    standing for some target of `target_names`, and of `routines`, if given."""
    return [
        f for f in _all_forms(spec)
        if (target_names is None or set(f.targets) & set(target_names)) and (routines is None or f.routine in routines)
    ]


def supported_types_text(spec: Spec, routine: Routine) -> str:
    """The supported C types, for diagnostics: `short, int, ..., ptrdiff_t`."""
    return ", ".join(t.c_type for t in spec.types_of(routine))


def unsupported_message(spec: Spec, form: GenericForm) -> str:
    """The static_assert message of a generic form given another type."""
    return (f"{form.name}: unsupported type of {form.deduced}; it must point to one of "
            f"{supported_types_text(spec, form.routine)} (not const-qualified)")


def is_keyword_type(type_: Type) -> bool:
    """Whether the type is spelled with C keywords alone (`unsigned long`),
    not through a typedef (`uint64_t`)."""
    return set(type_.c_type.split()) <= C_TYPE_KEYWORDS


def c11_associations(spec: Spec, routine: Routine, target: str = "host") -> list[tuple[str, str]]:
    """The _Generic associations of a C11 generic form: (`TYPE *`, typed
    entry name) for each dispatched type, first spelling of each only (two
    associations of compatible types are an error)."""
    seen: set[str] = set()
    result = []
    for _, type_ in dispatched_types(spec, routine):
        if type_.header:
            continue  # C has no CUDA types
        key = " ".join(type_.c_type.split())
        if key not in seen:
            seen.add(key)
            result.append((signatures.pointer_to(type_.c_type), names.public_name(routine, target, type_)))
    return result


@dataclass(frozen=True)
class C11Form:
    """One C11 _Generic macro: a typed routine's host form."""

    routine: Routine
    name: str
    params: tuple[str, ...]  # the macro's parameters: the routine's parameter names
    deduced: str
    associations: tuple[tuple[str, str], ...]  # (pointer type, typed entry name)
    return_type: str  # of the host form, TYPE spelled as `TYPE`

    @property
    def unsupported_function(self) -> str:
        """The declared-only function the `default:` association names, whose
        error attribute reports an unsupported type."""
        return f"symsync_{self.name}_unsupported_type"


@functools.lru_cache(maxsize=8)
def c11_forms(spec: Spec, target: str = "host") -> tuple[C11Form, ...]:
    """The C11 generic macros of the typed routines with a `target` form."""
    forms = []
    for routine in spec.routines:
        if not routine.typed or not routine.has(target):
            continue
        symbolic = signatures.entry(spec, routine, target, None)
        # The function an unsupported type selects returns what the typed
        # forms return, or nothing when that is TYPE: a call of it is a
        # compile error (or an undefined reference) whatever it returns.
        returns = symbolic.return_type if symbolic.return_type == _respell(symbolic.return_type, "X") else "void"
        forms.append(C11Form(routine, names.public_name(routine, target), symbolic.arg_names, deduced_param(routine).name,
                             tuple(c11_associations(spec, routine, target)), returns))
    return tuple(forms)


def c11_unsupported_message(spec: Spec, form: C11Form) -> str:
    """The error of a C11 generic form given another type."""
    listed = ", ".join(t.c_type for _, t in dispatched_types(spec, form.routine) if not t.header)
    aliases = ", ".join(t.c_type for _, t in _split(spec, form.routine)[1])
    also = f" or a typedef of one ({aliases})" if aliases else ""
    return f"{form.name}: unsupported type of {form.deduced}; it must point to one of {listed}{also}, not const-qualified"


def c_string(text: str, indent: int, width: int = 80) -> str:
    """`text` as adjacent C string literals, one per line at `indent` columns
    (the last without a trailing separator); `text` has no quotes or
    backslashes."""
    if '"' in text or "\\" in text:
        raise ValueError(f"not a plain C string: {text!r}")
    pieces = textwrap.wrap(text, width=width - indent - 3, drop_whitespace=False, break_on_hyphens=False)
    return "\n".join(" " * indent + f'"{piece}"' for piece in pieces)


_OPERATORS = {
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
}


def comparison_operand(spec: Spec, comparison: str, value: int, holds: bool) -> int:
    """For the generated tests: an operand, of value, value - 1 and value + 1,
    that makes `value <comparison> operand` hold (or fail, when `holds` is
    false), as spec/constants.yaml states the comparison."""
    constant = next((c for c in spec.constants if c.name == comparison and c.operator), None)
    if constant is None:
        raise ValueError(f"{comparison} is not a comparison constant")
    compare = _OPERATORS[constant.operator]
    return next(v for v in (value, value - 1, value + 1) if compare(value, v) == holds)
