"""Signatures: which entry points exist and what each is (Entry), the
declarations the generated code writes for them, and those of the
handwritten implementations they call (ImplPrototype).

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
from .model import Field, Routine, SizedForm, Spec, StreamResult, Type
from .names import generic_name, impl_function, public_name, replacement_name, sized_generic_name, sized_name


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


def passes_group(routine: Routine, target: str) -> bool:
    """Whether the entries of a routine without a point-to-point `kind` pass
    their target's group (who runs it) to its implementation first: those of
    routines with cooperative forms (warp, block) do, in every target that
    has a group, so that one implementation serves every form."""
    cooperative = any(routine.has(t.name) for t in targets.TARGETS if t.group and t.group != targets.target("device").group)
    return not routine.kind and cooperative and targets.target(target).group is not None


def group_argument(entry_: Entry) -> bool:
    return passes_group(entry_.routine, entry_.target)


def _signature(spec: Spec, routine: Routine, target: str, type_c: str,
               count_name: str = "nelems") -> tuple[str, tuple[tuple[str, str], ...]]:
    """(return type, params) of a routine's form for `target`, with `type_c`
    for TYPE and `count_name` for the element count `nelems`."""
    params = tuple((p.ctype.spelled(type_c, spec.signal.c_type), count_name if p.name == "nelems" else p.name)
                   for p in routine.params)
    return_type = routine.returns.ctype.spelled(type_c, spec.signal.c_type)
    if targets.target(target).result is targets.Result.ENQUEUE:
        # Enqueued work returns at once; its result, if reported, goes to
        # `ret`, or is returned once the stream reaches it, or at once.
        if routine.returns.on_stream is StreamResult.RET:
            params += ((pointer_to(return_type), RET_PARAM_NAME),)
        params += (STREAM_PARAM,)
        if routine.returns.on_stream not in (StreamResult.RETURN, StreamResult.ENQUEUED):
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
    routine's (whose template argument is the element size, kElement); a
    routine with `combine` passes its function of two elements after the
    name, and shares the declaration with the others that name the same
    implementation."""
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
            if routine.combine:
                template.append("class Combine")
                lead.append(("Combine", "combine"))
            if passes_group(routine, row.name):
                template.append("class Group")
                lead.insert(0, ("const Group &", "group"))
            head = ("__device__ " if caller is CallsFrom.DEVICE else "") + join_type_name(return_type, impl_function(routine, row.name))
            text = cformat.wrap(0, head, [join_type_name(t, n) for t, n in lead + list(params)], ";")
            if template:
                text = f"template <{', '.join(template)}>\n{text}"
            if not any(p.calls_from is caller and p.text == text for p in prototypes):  # one per `combine` function
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
