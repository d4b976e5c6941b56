"""Pure functions deriving names and signatures from the model.

What exists is decided here and only here: an entry point exists for every
(routine, target, type) where the routine lists the target and, for a typed
routine, for every type of types.yaml; an untyped routine has one entry per
target.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Optional

from . import targets
from .model import Field, Param, Routine, Spec, Type

STREAM_PARAM = ("cudaStream_t", "stream")
RET_PARAM_NAME = "ret"


@dataclass(frozen=True)
class Entry:
    """One public function: a routine for one target and (if typed) one type."""

    routine: Routine
    target: str
    type: Optional[Type]
    name: str
    return_type: str
    params: tuple[tuple[str, str], ...]  # (C type, name)

    @property
    def returns_value(self) -> bool:
        return self.return_type != "void"

    @property
    def arg_names(self) -> tuple[str, ...]:
        return tuple(name for _, name in self.params)

    @property
    def cpp_type(self) -> str:
        """The C type this entry instantiates the implementation for."""
        return self.type.c_type if self.type else ""


def _name(routine: Routine, target: str, stem: str) -> str:
    """<prefix>_<stem><suffix>: the routine's prefix (nvshmem unless it says
    nvshmemx), or the one its target forces, and the target's suffix."""
    row = targets.target(target)
    return f"{row.prefix or routine.prefix}_{stem}{row.suffix}"


def public_name(routine: Routine, target: str, type_: Optional[Type] = None) -> str:
    """nvshmem_int_wait_until, nvshmemx_int_wait_until_warp, ..."""
    return _name(routine, target, f"{type_.typename}_{routine.name}" if type_ else routine.name)


def generic_name(routine: Routine, target: str) -> str:
    """The name with TYPENAME in place of the type: nvshmem_TYPENAME_wait."""
    return _name(routine, target, f"TYPENAME_{routine.name}" if routine.typed else routine.name)


def impl_name(routine: Routine, target: str) -> str:
    """The handwritten C++ function in runtime/ that an entry point of a
    routine without a point-to-point `kind` calls."""
    suffix = "_on_stream" if target == "on_stream" else ""
    return f"symsync::impl::{routine.name}{suffix}"


def symmetric_check(target: str) -> str:
    """The runtime check an entry of `target` makes on each symmetric pointer."""
    check = targets.target(target).symmetric_check
    if check is None:
        raise ValueError(f"target {target} makes no host-side checks")
    return check


def c_param(param: Param, spec: Spec, type_: Optional[Type]) -> str:
    return param.ctype.spelled(type_.c_type if type_ else "TYPE", spec.signal.c_type)


def entry(spec: Spec, routine: Routine, target: str, type_: Optional[Type]) -> Entry:
    params = tuple((c_param(p, spec, type_), p.name) for p in routine.params)
    return_type = routine.returns.ctype.spelled(type_.c_type if type_ else "TYPE", spec.signal.c_type)
    if targets.target(target).result == "enqueue":
        # Enqueued work returns at once; its result, if reported, goes to `ret`.
        if routine.returns.on_stream == "ret":
            params += ((pointer_to(return_type), RET_PARAM_NAME),)
        params += (STREAM_PARAM,)
        return_type = "void"
    return Entry(routine, target, type_, public_name(routine, target, type_), return_type, params)


@functools.lru_cache(maxsize=64)
def _routine_entries(spec: Spec, target: str) -> dict[str, tuple[Entry, ...]]:
    """The entries of `target`, by routine name (computed once per spec: the
    templates ask for them thousands of times)."""
    return {
        routine.name: tuple(entry(spec, routine, target, type_) for type_ in (spec.types if routine.typed else (None,)))
        for routine in spec.routines if routine.has(target)
    }


def entries(spec: Spec, target: str, routines: Optional[tuple[Routine, ...]] = None) -> list[Entry]:
    """Every entry point of `target`, routine by routine, types in spec order."""
    by_routine = _routine_entries(spec, target)
    return [e for routine in (routines if routines is not None else spec.routines) for e in by_routine.get(routine.name, ())]




@dataclass(frozen=True)
class Subject:
    """What one generated point-to-point test covers: the typed routines of
    one type, or the untyped routines on the signal type."""

    name: str  # the typename, or "signal"
    c_type: str
    type: Optional[Type]

    @property
    def title(self) -> str:
        """For test names: `int32` -> `Int32`."""
        return self.name[:1].upper() + self.name[1:]


def _on_signal(routine: Routine) -> bool:
    return any(p.ctype.base == "SIGNAL" for p in routine.params)


def p2p_subjects(spec: Spec) -> list[Subject]:
    """One subject per type, and one for the signal type if any untyped
    point-to-point routine works on it."""
    subjects = [Subject(t.typename, t.c_type, t) for t in spec.types]
    if any(r.kind and not r.typed and _on_signal(r) for r in spec.routines):
        subjects.append(Subject("signal", spec.signal.c_type, None))
    return subjects


def sanitized_subjects(spec: Spec) -> frozenset[str]:
    """The subjects whose host tests also run under ThreadSanitizer: the
    first type of each size (every type runs the same core code at its
    width) and the signal."""
    first_of_size: dict[int, str] = {}
    for t in spec.types:
        first_of_size.setdefault(t.size, t.typename)
    return frozenset(first_of_size.values()) | {"signal"}


def subject_entries(spec: Spec, subject: Subject, target: str) -> list[Entry]:
    """The point-to-point entries of `target` a subject's test covers."""
    return [
        e for e in entries(spec, target)
        if e.routine.kind and (e.type == subject.type if subject.type else (not e.routine.typed and _on_signal(e.routine)))
    ]


def camel(text: str) -> str:
    """`wait_all` -> `WaitAll`."""
    return "".join(part[:1].upper() + part[1:] for part in text.split("_"))


def generic_entry(spec: Spec, routine: Routine, target: str) -> Entry:
    """The entry with TYPE and TYPENAME left symbolic, for the docs."""
    generic = entry(spec, routine, target, None)
    return Entry(routine, target, None, generic_name(routine, target), generic.return_type, generic.params)




def pointer_to(c_type: str) -> str:
    """The C type of a pointer to `c_type`: `int` -> `int *`, `void *` -> `void **`."""
    return f"{c_type}*" if c_type.endswith("*") else f"{c_type} *"


def join_type_name(c_type: str, name: str) -> str:
    """`int *` + `p` -> `int *p`; `int` + `p` -> `int p` (C pointer style)."""
    return f"{c_type}{name}" if c_type.endswith("*") else f"{c_type} {name}"


def field_declaration(field: Field) -> str:
    """`char internal[124]`, `nvshmemx_uniqueid_v1 *id`."""
    return join_type_name(field.ctype.spelled(), field.name) + (f"[{field.count}]" if field.count is not None else "")


def param_decls(entry_: Entry) -> list[str]:
    """The parameter declarations, `void` for none: ["int *ivar", "int cmp"]."""
    return [join_type_name(t, n) for t, n in entry_.params] or ["void"]


def prototype(entry_: Entry) -> str:
    """`size_t nvshmem_int_test_any(int *ivars, ...)` on one line."""
    return f"{join_type_name(entry_.return_type, entry_.name)}({', '.join(param_decls(entry_))})"




# ---------------------------------------------------------------------------
# How a point-to-point entry point reaches the core (symsync/p2p_core.h and,
# for stream forms, symsync/on_stream.h): by its routine's kind, the shape of
# its comparison value, and its comparison, all from the spec.

_CORE = "symsync::impl::"


def _kind_enumerator(kind: str) -> str:
    return f"{_CORE}Kind::k{camel(kind)}"


@functools.lru_cache(maxsize=4)
def _series_numbers(spec: Spec) -> dict[tuple[str, str, str], int]:
    """A number, from 1, for every public *_any routine (each target and
    type): the core keeps each caller's series of calls per number."""
    numbered = [e for t in targets.NAMES for e in entries(spec, t) if e.routine.kind and e.routine.kind.endswith("_any")]
    return {(e.routine.name, e.target, e.type.typename if e.type else ""): n for n, e in enumerate(numbered, start=1)}


def series_number(spec: Spec, entry_: Entry) -> int:
    """The entry's series number, 0 for routines without a series."""
    key = (entry_.routine.name, entry_.target, entry_.type.typename if entry_.type else "")
    return _series_numbers(spec).get(key, 0)


def core_arguments(spec: Spec, entry_: Entry) -> tuple[str, list[str]]:
    """The core function (with template arguments) a point-to-point entry
    calls, and its arguments."""
    routine = entry_.routine
    row = targets.target(entry_.target)
    template = f"<{_kind_enumerator(routine.kind)}, {series_number(spec, entry_)}>"
    name = f'"{entry_.name}"'
    cmp = "cmp" if routine.param("cmp") else routine.fixed_cmp
    variable = next(p.name for p in routine.params if p.symmetric)
    if routine.set_mode is None:
        tail = [cmp, variable, "cmp_value"]
        if row.group is None:
            return f"{_CORE}variable_on_stream{template}", [name, "stream"] + tail
        return f"{_CORE}on_variable{template}", [row.group, name] + tail
    operand = f"{_CORE}vector(cmp_values)" if routine.param("cmp_values") else f"{_CORE}scalar(cmp_value)"
    indices = "indices" if routine.param("indices") else "nullptr"
    tail = [cmp, variable, "nelems", "status", operand, indices]
    if row.group is None:
        ret = RET_PARAM_NAME if routine.returns.on_stream == "ret" else "nullptr"
        return f"{_CORE}set_on_stream{template}", [name, "stream"] + tail + [ret]
    return f"{_CORE}on_set{template}", [row.group, name] + tail
