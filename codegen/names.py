"""Pure functions deriving names and signatures from the model.

What exists is decided here and only here: an entry point exists for every
(routine, target, type) where the routine lists the target and, for a typed
routine, for every type of its type set in types.yaml, and for a `sized`
routine also for every sized form of types.yaml; an untyped routine has one
entry per target.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from enum import Enum
from typing import Optional

from . import cformat, targets, versions
from .model import Field, KindProperties, Param, Routine, Selects, SizedForm, Spec, StreamResult, Type

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
    sized: Optional[SizedForm] = None  # the sized form (nvshmem_put64), None for others

    @property
    def returns_value(self) -> bool:
        return self.return_type != "void"

    @property
    def element_size(self) -> str:
        """C text of the bytes of one element the entry moves."""
        if self.sized is not None:
            return str(self.sized.element_size)
        return f"sizeof({self.type.c_type})" if self.type else "1"

    @property
    def impl_template(self) -> Optional[str]:
        """The template argument of the handwritten implementation: the
        element size for a sized routine (its typed and sized forms share
        one byte-moving implementation), else the C type of a typed entry."""
        if self.routine.sized:
            return self.element_size
        return self.type.c_type if self.type else None

    @property
    def arg_names(self) -> tuple[str, ...]:
        return tuple(name for _, name in self.params)


def _name(routine: Routine, target: str, stem: str) -> str:
    """<prefix>_<stem><suffix>: the routine's prefix (nvshmem unless it says
    nvshmemx), or the one its target forces, and the target's suffix."""
    row = targets.target(target)
    return f"{row.prefix or routine.prefix}_{stem}{row.suffix}"


def public_name(routine: Routine, target: str, type_: Optional[Type] = None) -> str:
    """nvshmem_int_wait_until, nvshmemx_int_wait_until_warp, ..."""
    return _name(routine, target, f"{type_.typename}_{routine.name}" if type_ else routine.name)


def sized_name(routine: Routine, target: str, sized: SizedForm) -> str:
    """nvshmem_put64, nvshmem_putmem_signal_nbi, nvshmemx_put8_warp: the
    infix after the first word of the routine's name."""
    first, _, rest = routine.name.partition("_")
    return _name(routine, target, f"{first}{sized.infix}" + (f"_{rest}" if rest else ""))


def sized_generic_name(routine: Routine, target: str, bits: bool) -> str:
    """The sized forms' name with SIZE (bits=True) or mem, for the docs."""
    first, _, rest = routine.name.partition("_")
    return _name(routine, target, f"{first}{'SIZE' if bits else 'mem'}" + (f"_{rest}" if rest else ""))


def generic_name(routine: Routine, target: str) -> str:
    """The name with TYPENAME in place of the type: nvshmem_TYPENAME_wait."""
    return _name(routine, target, f"TYPENAME_{routine.name}" if routine.typed else routine.name)


def passes_group(routine: Routine, target: str) -> bool:
    """Whether the entries of a routine without a point-to-point `kind` pass
    their target's group (who runs it) to its implementation first: those of
    routines with cooperative forms (warp, block) do, in every target that
    has a group, so that one implementation serves every form."""
    cooperative = any(routine.has(t.name) for t in targets.TARGETS if t.group and t.group != targets.target("device").group)
    return not routine.kind and cooperative and targets.target(target).group is not None


def group_argument(entry_: Entry) -> bool:
    return passes_group(entry_.routine, entry_.target)


def impl_function(routine: Routine, target: str) -> str:
    """The name, in symsync::impl, of the handwritten C++ function in
    runtime/ that an entry point of a routine without a point-to-point
    `kind` calls."""
    suffix = targets.target(target).suffix if targets.enqueues(target) else ""
    return f"{routine.name}{suffix}"


def impl_name(routine: Routine, target: str) -> str:
    return f"symsync::impl::{impl_function(routine, target)}"


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
    """The checks an entry point of a checked target (host, stream) makes
    before it forwards, as (function, arguments): that the library is
    initialized, unless the routine works before init, and that each
    symmetric argument points into the heap."""
    if not targets.target(entry_.target).checked:
        return []
    checks = []
    if entry_.routine.requires_init:
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
    return callee, group + [f'"{entry_.name}"'] + list(entry_.arg_names)


def _signature(spec: Spec, routine: Routine, target: str, type_c: str,
               count_name: str = "nelems") -> tuple[str, tuple[tuple[str, str], ...]]:
    """(return type, params) of a routine's form for `target`, with `type_c`
    for TYPE and `count_name` for the element count `nelems`."""
    params = tuple((p.ctype.spelled(type_c, spec.signal.c_type), count_name if p.name == "nelems" else p.name)
                   for p in routine.params)
    return_type = routine.returns.ctype.spelled(type_c, spec.signal.c_type)
    if targets.target(target).result is targets.Result.ENQUEUE:
        # Enqueued work returns at once; its result, if reported, goes to
        # `ret`, or is returned once the stream reaches it.
        if routine.returns.on_stream is StreamResult.RET:
            params += ((pointer_to(return_type), RET_PARAM_NAME),)
        params += (STREAM_PARAM,)
        if routine.returns.on_stream is not StreamResult.RETURN:
            return_type = "void"
    return return_type, params


def entry(spec: Spec, routine: Routine, target: str, type_: Optional[Type], sized: Optional[SizedForm] = None) -> Entry:
    type_c = "void" if sized is not None else (type_.c_type if type_ else "TYPE")
    return_type, params = _signature(spec, routine, target, type_c, sized.count if sized is not None else "nelems")
    name = sized_name(routine, target, sized) if sized is not None else public_name(routine, target, type_)
    return Entry(routine, target, type_, name, return_type, params, sized)


@dataclass(frozen=True)
class ImplPrototype:
    """The declaration of one handwritten implementation that entry points
    call (symsync::impl::<impl_function>), for the code that calls it:
    "host" (host forms), "device" (device, warp and block forms: one
    function, generic over the group where the routine is cooperative) or
    "stream" (stream forms)."""

    routine: Routine
    calls_from: CallsFrom
    text: str

    @property
    def declaration(self) -> str:
        """The text, inside `#if SYMSYNC_CUDA_TYPES` where it names CUDA's
        types (every stream form does: cudaStream_t)."""
        return cuda_guarded(self.calls_from is CallsFrom.STREAM or bool(self.routine.cuda_types), self.text)


class CallsFrom(str, Enum):
    """The code that calls an implementation (ImplPrototype.calls_from)."""

    HOST = "host"  # the host forms
    DEVICE = "device"  # the device, warp and block forms
    STREAM = "stream"  # the stream forms


# The keys of a routine's `implementation` (codegen/hops.py).
IMPLEMENTERS = tuple(c.value for c in CallsFrom)


def calls_from(target: str) -> CallsFrom:
    """The code that calls the implementation of `target`'s entry points."""
    row = targets.target(target)
    if row.result is targets.Result.ENQUEUE:
        return CallsFrom.STREAM
    return CallsFrom.DEVICE if row.on_device else CallsFrom.HOST


def impl_prototypes(spec: Spec) -> list[ImplPrototype]:
    """Every implementation the generated entry points of the routines
    without a point-to-point `kind` call, with the signature they call it
    with: after the group (cooperative routines) and the public name, the
    routine's parameters; T for a typed routine's TYPE, void for a sized
    routine's (whose template argument is the element size, kElement)."""
    prototypes = []
    for routine in spec.routines:
        if routine.kind:
            continue
        done: set[CallsFrom] = set()
        for row in targets.TARGETS:
            caller = calls_from(row.name)
            if not routine.has(row.name) or caller in done:
                continue
            done.add(caller)
            type_c = "void" if routine.sized else "T"
            return_type, params = _signature(spec, routine, row.name, type_c)
            template = ["size_t kElement"] if routine.sized else (["typename T"] if routine.typed else [])
            lead = [("const char *", "routine")]
            if passes_group(routine, row.name):
                template.append("class Group")
                lead.insert(0, ("const Group &", "group"))
            head = ("__device__ " if caller is CallsFrom.DEVICE else "") + join_type_name(return_type, impl_function(routine, row.name))
            text = cformat.wrap(0, head, [join_type_name(t, n) for t, n in lead + list(params)], ";")
            if template:
                text = f"template <{', '.join(template)}>\n{text}"
            prototypes.append(ImplPrototype(routine, caller, text))
    return prototypes


@functools.lru_cache(maxsize=64)
def _routine_entries(spec: Spec, target: str) -> dict[str, tuple[Entry, ...]]:
    """The entries of `target`, by routine name (computed once per spec: the
    templates ask for them thousands of times): the typed ones, then the
    sized ones."""
    return {
        routine.name: tuple(entry(spec, routine, target, type_) for type_ in (spec.types_of(routine) or (None,)))
        + tuple(entry(spec, routine, target, None, sized) for sized in spec.sized_forms_of(routine))
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


def p2p_types(spec: Spec) -> tuple[Type, ...]:
    """The types some point-to-point routine (one with a `kind`) is generated
    for, in spec order."""
    used = {t.typename for r in spec.routines if r.kind for t in spec.types_of(r)}
    return tuple(t for t in spec.types if t.typename in used)


def p2p_subjects(spec: Spec) -> list[Subject]:
    """One subject per point-to-point type, and one for the signal type if
    any untyped point-to-point routine works on it."""
    subjects = [Subject(t.typename, t.c_type, t) for t in p2p_types(spec)]
    if any(r.kind and not r.typed and _on_signal(r) for r in spec.routines):
        subjects.append(Subject("signal", spec.signal.c_type, None))
    return subjects


def sanitized_subjects(spec: Spec) -> frozenset[str]:
    """The subjects whose host tests also run under ThreadSanitizer: the
    first type of each size (every type runs the same core code at its
    width) and the signal."""
    return first_of_each_size((t.size, t.typename) for t in p2p_types(spec)) | {"signal"}


def first_of_each_size(sized_names) -> frozenset[str]:
    """Of (size, name) pairs in order, the name of the first of each size:
    sanitizers run the tests of these (every subject of a size runs the
    same code at its width)."""
    first_of_size: dict[int, str] = {}
    for size, name in sized_names:
        first_of_size.setdefault(size, name)
    return frozenset(first_of_size.values())


def subject_entries(spec: Spec, subject: Subject, target: str) -> list[Entry]:
    """The point-to-point entries of `target` a subject's test covers."""
    return [
        e for e in entries(spec, target)
        if e.routine.kind and (e.type == subject.type if subject.type else (not e.routine.typed and _on_signal(e.routine)))
    ]


def routine_info_arguments(entry_: Entry) -> list[str]:
    """The C arguments of symsync_test::routine_info (tests/support/
    p2p_routine.h) for a point-to-point entry: what the spec says of it, as the
    generated tests describe it to the shared cases."""
    routine = entry_.routine
    returns = entry_.returns_value or "ret" in entry_.arg_names
    empty = routine.empty_set.returns if routine.empty_set and routine.empty_set.returns else "0"
    symmetric = next(p.name for p in routine.params if p.symmetric)
    return [f'"{entry_.name}"', _kind_enumerator(routine.kind, core=False), c_bool(routine.param("cmp_values")),
            c_bool(routine.param("cmp")), routine.fixed_cmp or "-1", c_bool(returns), empty, f'"{symmetric}"']


def device_forms(spec: Spec, subject: Subject) -> list[tuple[str, list[str]]]:
    """For each device routine a subject's test covers, in its order: the
    routine's name and, per device form (targets.DEVICE_FORMS, the order of
    DeviceForm), whether it has that form (C booleans), as the device tests'
    `has` table lists them."""
    forms = [t.name for t in targets.DEVICE_FORMS]
    names_of = {form: {e.routine.name for e in subject_entries(spec, subject, form)} for form in forms}
    return [(e.routine.name, [c_bool(e.routine.name in names_of[form]) for form in forms])
            for e in subject_entries(spec, subject, "device")]


def c_bool(value: object) -> str:
    """A C boolean literal for a Python truth value."""
    return "true" if value else "false"


def camel(text: str) -> str:
    """`wait_all` -> `WaitAll`."""
    return "".join(part[:1].upper() + part[1:] for part in text.split("_"))


def sized_synopsis_entries(spec: Spec, routine: Routine, target: str) -> list[Entry]:
    """The sized forms of a routine for the docs: one entry named with SIZE
    for the forms counting elements of SIZE bits, one per other sized form
    (mem)."""
    result: list[Entry] = []
    for sized in spec.sized_forms_of(routine):
        e = entry(spec, routine, target, None, sized)
        if sized.infix.isdigit():
            if any(r.sized and r.sized.infix.isdigit() for r in result):
                continue
            e = Entry(routine, target, None, sized_generic_name(routine, target, True), e.return_type, e.params, sized)
        result.append(e)
    return result


def sized_bits_text(spec: Spec) -> str:
    """`8, 16, 32, 64, 128`: the SIZEs of the sized forms, for the docs."""
    return ", ".join(f.infix for f in spec.sized_forms if f.infix.isdigit())


def generic_entry(spec: Spec, routine: Routine, target: str) -> Entry:
    """The entry with TYPE and TYPENAME left symbolic, for the docs."""
    generic = entry(spec, routine, target, None)
    return Entry(routine, target, None, generic_name(routine, target), generic.return_type, generic.params)




CUDA_TYPES_MACRO = "SYMSYNC_CUDA_TYPES"


def enqueued_work(spec: Spec, routine: Routine) -> str:
    """What a routine's stream form enqueues, in the reference's words: a
    "wait" for a kind that blocks, else an "operation" (a test, an update,
    a copy, a barrier)."""
    return "wait" if routine.kind is not None and routine.kind.blocks else "operation"


def replacement_name(spec: Spec, use: Optional[str], target: Optional[str] = None) -> Optional[str]:
    """The public name of what a deprecation's `use` names: a constant's
    name, or a routine's (its form for `target` where it has one)."""
    if use is None or use not in {r.name for r in spec.routines}:
        return use
    other = spec.routine(use)
    forms = [t for t in other.targets if not targets.enqueues(t)] or list(other.targets)
    return generic_name(other, target if target and other.has(target) else forms[0])


def marked(spec: Spec, entry_: Entry, decoration: str) -> str:
    """`decoration` (what comes before an entry's return type) with
    SYMSYNC_DEPRECATED("...") for a routine the spec deprecates, after any
    template header, so that a call warns in C, C++ and CUDA code."""
    history = entry_.routine.history
    if not history.deprecated:
        return decoration
    replacement = replacement_name(spec, history.use, entry_.target)
    attribute = f'SYMSYNC_DEPRECATED("{versions.deprecation_message(entry_.name, history, replacement)}") '
    template = re.match(r"(template <[^>]*> )(.*)$", decoration, re.S)
    return template.group(1) + attribute + template.group(2) if template else attribute + decoration


def needs_cuda_types(entry_: Entry) -> bool:
    """Whether the entry names a type a CUDA header declares: its element
    type (half, ...) or a CUDA type of its signature (dim3, cudaStream_t)."""
    return (entry_.type is not None and entry_.type.header is not None) or bool(entry_.routine.cuda_types)


def guarded(entry_: Entry, text: str) -> str:
    """`text` (a declaration or definition of the entry), inside
    `#if SYMSYNC_CUDA_TYPES` when the entry's type needs CUDA's headers."""
    return cuda_guarded(needs_cuda_types(entry_), text)


def cuda_guarded(needed: bool, text: str) -> str:
    """`text`, inside `#if SYMSYNC_CUDA_TYPES` when `needed`."""
    return f"#if {CUDA_TYPES_MACRO}\n{text}\n#endif" if needed else text


def pointer_to(c_type: str) -> str:
    """The C type of a pointer to `c_type`: `int` -> `int *`, `void *` -> `void **`."""
    return f"{c_type}*" if c_type.endswith("*") else f"{c_type} *"


def join_type_name(c_type: str, name: str) -> str:
    """`int *` + `p` -> `int *p`; `int` + `p` -> `int p` (C pointer style;
    the same for a C++ reference, `T &`)."""
    return f"{c_type}{name}" if c_type.endswith(("*", "&")) else f"{c_type} {name}"


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



# ---------------------------------------------------------------------------
# The subjects of the data-movement tests: every type of the `sized`
# routines, and every sized form.


@dataclass(frozen=True)
class RmaSubject:
    name: str  # the typename, `size<bits>` for SIZE forms, or the infix (mem)
    element_size: int
    type: Optional[Type]
    sized: Optional[SizedForm]

    def entry(self, spec: Spec, routine_name: str, target: str) -> Optional[Entry]:
        """This subject's entry of a routine and target, None if it has none."""
        return next((e for e in entries(spec, target, (spec.routine(routine_name),))
                     if e.type == self.type and e.sized == self.sized), None)


@functools.lru_cache(maxsize=4)
def rma_subjects(spec: Spec) -> tuple[RmaSubject, ...]:
    sized_routines = [r for r in spec.routines if r.sized]
    used = {t.typename for r in sized_routines for t in spec.types_of(r)}
    typed = [RmaSubject(t.typename, t.size, t, None) for t in spec.types if t.typename in used]
    forms = [RmaSubject(f"size{f.bits}" if f.infix.isdigit() else f.infix, f.element_size, None, f)
             for f in spec.sized_forms if sized_routines]
    return tuple(typed + forms)


def rma_sanitized_subjects(spec: Spec) -> frozenset[str]:
    """The data-movement subjects whose tests also run under ThreadSanitizer:
    the first of each element size (every subject runs the same copy)."""
    return first_of_each_size((s.element_size, s.name) for s in rma_subjects(spec))


# The facts of the spec the runtime's handwritten code uses
# (templates/include/spec_facts.h.j2).


def comparison_outcomes(operator: str) -> tuple[bool, bool, bool]:
    """Which outcomes of comparing a value with the operand satisfy
    `operator`: (less, equal, greater)."""
    return (operator in ("!=", "<", "<="), operator in ("==", "<=", ">="), operator in ("!=", ">", ">="))

