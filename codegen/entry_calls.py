"""What a generated entry point does: the checks it makes before it
forwards, and the call it forwards (the handwritten implementation, or for
a point-to-point routine the core's entry for its kind).
"""

from __future__ import annotations

import functools
from typing import Optional

from . import targets
from .model import KindProperties, Param, Routine, Selects, Spec, StreamResult
from .names import camel, impl_name
from .signatures import RET_PARAM_NAME, Entry, entries, entry, group_argument


def symmetric_check(target: str, routine: Optional[Routine] = None) -> str:
    """The runtime check an entry of `target` makes on each symmetric pointer."""
    row = targets.target(target)
    check = row.any_heap_check if routine is not None and routine.any_heap and row.any_heap_check else row.symmetric_check
    if check is None:
        raise ValueError(f"target {target} makes no host-side checks")
    return check


def symmetric_check_arguments(entry_: Entry, param: Param) -> list[str]:
    """The arguments of the check of a symmetric parameter: routine and
    parameter names, the pointer, its element count (the entry's name for
    it) and, for a sized form (a void pointer), the bytes of an element."""
    count = param.count or "1"
    if entry_.sized is not None and count == "nelems":
        count = entry_.sized.count
    args = [f'"{entry_.name}"', f'"{param.name}"', param.name, count]
    if entry_.sized is not None and param.ctype.uses_type:
        args.append(entry_.element_size)
    return args


def entry_checks(entry_: Entry) -> list[tuple[str, list[str]]]:
    """The checks an entry point makes before it forwards, as (function,
    arguments): from the host, that the library is initialized, unless the
    routine works before init; and for each symmetric argument, from the
    host that it points into the heap, from the device (under
    NVSHMEM_DEBUG) that its range lies in one live allocation."""
    if not targets.target(entry_.target).checked:
        return []
    checks = []
    if entry_.routine.requires_init and not targets.target(entry_.target).on_device:
        checks.append(("symsync::impl::require_initialized", [f'"{entry_.name}"']))
    for param in entry_.routine.params:
        if param.symmetric:
            checks.append((symmetric_check(entry_.target, entry_.routine), symmetric_check_arguments(entry_, param)))
    return checks


def forwarded_call(spec: Spec, entry_: Entry) -> tuple[str, list[str]]:
    """The call an entry point forwards to, as (function, arguments): for a
    point-to-point routine the core's entry for its kind (core_arguments),
    otherwise the handwritten symsync::impl::<routine>[<TYPE>] with the
    public name first (after the group, for cooperative routines)."""
    if entry_.routine.kind:
        return core_arguments(spec, entry_)
    callee = impl_name(entry_.routine, entry_.target) + (f"<{entry_.impl_template}>" if entry_.impl_template else "")
    group = [targets.target(entry_.target).group] if group_argument(entry_) else []
    combine = [combine_function(spec, entry_)] if entry_.routine.combine else []
    return callee, group + [f'"{entry_.name}"'] + combine + list(entry_.arg_names)


COMBINE_NAMESPACE = "symsync::combine"


def combine_operations(spec: Spec) -> tuple[tuple[str, str], ...]:
    """The distinct operations of the routines with `combine`, as (name,
    expression): each is named after the first routine with its expression
    (and_reduce's serves and_reducescatter too). <nvshmem.h> defines each as
    a structure of COMBINE_NAMESPACE for CUDA code."""
    first: dict[str, str] = {}
    for routine in spec.routines:
        if routine.combine and routine.combine.expression not in first:
            first[routine.combine.expression] = routine.name
    return tuple((name, expression) for expression, name in first.items())


def combine_function(spec: Spec, entry_: Entry) -> str:
    """The function of two elements a typed entry of a routine with `combine`
    passes: on the host, a lambda returning its expression as the entry's
    type; in CUDA code (the device forms, and the stream forms, whose
    operation runs in the library's kernel), the structure of its
    operation (combine_operations), shared by every type and form, so
    that the code combining each type is compiled once per operation."""
    if targets.target(entry_.target).on_device or targets.target(entry_.target).group is None:
        name = next(n for n, e in combine_operations(spec) if e == entry_.routine.combine.expression)
        return f"{COMBINE_NAMESPACE}::{name}()"
    c_type = entry_.type.c_type
    return f"[]({c_type} a, {c_type} b) -> {c_type} {{ return {entry_.routine.combine.expression}; }}"


def enqueued_work(spec: Spec, routine: Routine) -> str:
    """What a routine's stream form enqueues, in the reference's words: a
    "wait" for a kind that blocks, else an "operation" (a test, an update,
    a copy, a barrier)."""
    return "wait" if routine.kind is not None and routine.kind.blocks else "operation"


_CORE = "symsync::impl::"


def _kind_enumerator(kind: KindProperties, core: bool = True) -> str:
    """The kind's enumerator of symsync/spec_facts.h: qualified for the
    generated entry points, as the tests' `using` names it (core=False)."""
    return f"{_CORE if core else ''}Kind::k{camel(kind.name)}"


@functools.lru_cache(maxsize=4)
def _series_numbers(spec: Spec) -> dict[tuple[str, str, str], int]:
    """A number, from 1, for every public *_any routine (each target and
    type): the core keeps each caller's series of calls per number."""
    numbered = [e for t in targets.NAMES for e in entries(spec, t) if e.routine.kind and e.routine.set_mode is Selects.ANY]
    return {(e.routine.name, e.target, e.type.typename if e.type else ""): n for n, e in enumerate(numbered, start=1)}


def series_number(spec: Spec, entry_: Entry) -> int:
    """The entry's series number, 0 for routines without a series."""
    key = (entry_.routine.name, entry_.target, entry_.type.typename if entry_.type else "")
    return _series_numbers(spec).get(key, 0)


def core_function(routine: Routine, target: str) -> str:
    """The core's entry (in symsync::impl) a point-to-point routine's form
    for `target` calls: on one variable or on a set, run by a group of
    callers (symsync/p2p_core.h) or enqueued on a stream (symsync/
    on_stream.h)."""
    enqueued = targets.target(target).group is None
    if routine.set_mode is None:
        return "variable_on_stream" if enqueued else "on_variable"
    return "set_on_stream" if enqueued else "on_set"


def core_arguments(spec: Spec, entry_: Entry) -> tuple[str, list[str]]:
    """The core function (with template arguments) a point-to-point entry
    calls, and its arguments."""
    routine = entry_.routine
    row = targets.target(entry_.target)
    function = f"{_CORE}{core_function(routine, entry_.target)}"
    template = f"<{_kind_enumerator(routine.kind)}, {series_number(spec, entry_)}>"
    name = f'"{entry_.name}"'
    cmp = "cmp" if routine.param("cmp") else routine.fixed_cmp
    variable = next(p.name for p in routine.params if p.symmetric)
    if routine.set_mode is None:
        tail = [cmp, variable, "cmp_value"]
        if row.group is None:
            return f"{function}{template}", [name, "stream"] + tail
        return f"{function}{template}", [row.group, name] + tail
    operand = f"{_CORE}vector(cmp_values)" if routine.param("cmp_values") else f"{_CORE}scalar(cmp_value)"
    indices = "indices" if routine.param("indices") else "nullptr"
    tail = [cmp, variable, "nelems", "status", operand, indices]
    if row.group is None:
        ret = RET_PARAM_NAME if routine.returns.on_stream is StreamResult.RET else "nullptr"
        return f"{function}{template}", [name, "stream"] + tail + [ret]
    return f"{function}{template}", [row.group, name] + tail


def comparison_outcomes(operator: str) -> tuple[bool, bool, bool]:
    """Which outcomes of comparing a value with the operand satisfy
    `operator`: (less, equal, greater)."""
    return (operator in ("!=", "<", "<="), operator in ("==", "<=", ">="), operator in ("!=", ">", ">="))
