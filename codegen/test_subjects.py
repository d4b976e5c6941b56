"""What the generated tests cover: the subjects of the point-to-point
tests (each type, and the signal type) and of the data-movement tests,
which of them also run under ThreadSanitizer, and what each test's
description of a routine says.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Optional

from . import targets
from .entry_calls import _kind_enumerator
from .model import Routine, SizedForm, Spec, Type
from .names import c_bool
from .signatures import Entry, entries, entry


def title(name: str) -> str:
    """A subject's name in test names: `int32` -> `Int32` (as
    tests/support/registered_test.h's capitalized does for the suites it
    registers)."""
    return name[:1].upper() + name[1:]


@dataclass(frozen=True)
class Subject:
    """What one generated point-to-point test covers: the typed routines of
    one type, or the untyped routines on the signal type."""

    name: str  # the typename, or "signal"
    c_type: str
    type: Optional[Type]

    @property
    def title(self) -> str:
        return title(self.name)


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
    """The subjects whose host tests also run under ThreadSanitizer, and
    as 4 PEs and across hosts: the first of each test program (the first
    type of each size, every type running the same core code at its width,
    and the signal)."""
    return frozenset(g.first.name for g in p2p_groups(spec))


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
    """The data-movement subjects whose tests also run under ThreadSanitizer,
    and as 4 PEs and across hosts: the first of each test program (of each
    element size: every subject runs the same copy)."""
    return frozenset(g.first.name for g in rma_groups(spec))


@dataclass(frozen=True)
class TestGroup:
    """One generated test program: the subjects of one size (every subject
    of a size runs the same code at its width), or the signal. `first` is
    the subject whose tests the costly launches run (GoogleTest's filter
    `filter` selects them)."""

    name: str  # "<N>byte", or "signal"
    subjects: tuple
    filter: str

    @property
    def first(self):
        return self.subjects[0]


def group_name(size: int) -> str:
    """The test program of subjects of `size` bytes: `4byte`."""
    return f"{size}byte"


def _groups(keyed_subjects, filter_of) -> tuple[TestGroup, ...]:
    grouped: dict[str, list] = {}
    for key, subject in keyed_subjects:
        grouped.setdefault(key, []).append(subject)
    return tuple(TestGroup(key, tuple(members), filter_of(members[0])) for key, members in grouped.items())


@functools.lru_cache(maxsize=4)
def p2p_groups(spec: Spec) -> tuple[TestGroup, ...]:
    """The point-to-point test programs: one per type size, in spec order,
    and one for the signal. The typed suites are instantiated with the
    subject's title as prefix (templates/tests/host_p2p_test.cc.j2)."""
    return _groups(((group_name(s.type.size) if s.type else "signal", s) for s in p2p_subjects(spec)),
                   lambda first: f"{first.title}/*")


@functools.lru_cache(maxsize=4)
def rma_groups(spec: Spec) -> tuple[TestGroup, ...]:
    """The data-movement test programs: one per element size, in spec order.
    Their tests are registered as Rma<Subject> (tests/support/rma_host_suite.cc)."""
    return _groups(((group_name(s.element_size), s) for s in rma_subjects(spec)),
                   lambda first: f"Rma{title(first.name)}.*")


def computes_apart(t: Type, routines) -> bool:
    """Whether `t` is a type of its own among those of its size for
    `routines`: a floating-point type where one of them combines elements
    (a reduction), since float adds differently from int, and half from
    bfloat16."""
    return t.floating and any(r.combine for r in routines)


def first_types(spec: Spec, section: str, bytes_only: bool = False) -> tuple[Type, ...]:
    """The first type of each size and set of typed routines of `section`:
    the others of a group run the same code, byte for byte, so a test
    narrowed to these (across hosts, on the device, on odd numbers of PEs)
    loses no path. A type that computes_apart for those routines is a group
    of its own, though it shares its size and routines. `bytes_only`: the floating-point types
    too are grouped by size and routines alone, for runs where only the
    transport of the bytes differs (across hosts: the combining is the same
    code as on one host)."""
    first: dict = {}
    for t in spec.types:
        routines = [r for r in spec.routines if r.section == section and r.typed and t in spec.types_of(r)]
        if routines:
            apart = not bytes_only and computes_apart(t, routines)
            first.setdefault((t.size, frozenset(r.name for r in routines), t.typename if apart else ""), t)
    return tuple(first.values())


def amo_device_types(spec: Spec) -> tuple[Type, ...]:
    """The types the device tests of the atomic memory operations run, and
    the host tests' launches across hosts: first_types of the atomics. Every
    type of those runs the same device code and sends the same operations
    over the network (symsync/amo_ops.h: an operation on the bits of an
    object of its size); generated/tests/api/device_api_calls.cu compiles
    every form of every type, and the host tests on one host run every
    type."""
    return first_types(spec, "atomics")


def amo_first_types_filter(spec: Spec) -> str:
    """GoogleTest's filter selecting the host tests of amo_device_types
    (registered as Amo<Typename> by tests/support/amo_host_suite.cc)."""
    return first_types_filter(spec, "atomics", "Amo")


def device_collective_types(spec: Spec, routine: Routine) -> tuple[Type, ...]:
    """The types the device tests of a typed collective run: the first of
    each size, which move the same bytes through the same code; for a
    routine that combines elements (a reduction), also each floating-point
    type of its own, since those compute differently from the integers
    and from each other. generated/tests/api/device_collectives_calls.cu
    compiles every form of every type."""
    first: dict = {}
    for t in spec.types_of(routine):
        first.setdefault((t.size, t.typename if computes_apart(t, [routine]) else ""), t)
    return tuple(first.values())


def first_types_filter(spec: Spec, section: str, suite: str, bytes_only: bool = False) -> str:
    """GoogleTest's filter selecting the tests of first_types(section,
    bytes_only), registered as <suite><Typename>."""
    return ":".join(f"{suite}{title(t.typename)}.*" for t in first_types(spec, section, bytes_only))
