"""Loads the whole spec: reads spec/*.yaml, builds each file's model and checks
what spans files (macro names, routine names, section orders, comparisons).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from . import hops
from .constant_builder import _build_groups
from .diagnostics import Diagnostics, Location, SpecError
from .load import Node, load_file
from .model import ConstantGroup, KindProperties, SignalType, Spec, declared_type_names
from .reader import _check_unique
from .routine_builder import _build_kinds, _build_section, _KnownTypes
from .settings_check import build_settings
from .settings_model import SETTINGS_FILE
from .versions import check_histories, spec_version
from .type_builder import _build_types, _TypeFile

TYPE_FILE = "types.yaml"
CONSTANT_FILE = "constants.yaml"



def _check_public_stems(routines, diagnostics: Diagnostics) -> None:
    """Two routines (of different names: a name given twice is reported as
    such) must not have the same public names: the same prefix and stem."""
    seen = {}
    for r in routines:
        key = (r.prefix, r.public_stem)
        first = seen.setdefault(key, r)
        if first.name != r.name:
            diagnostics.error(r.location, f"routine '{r.name}': its public names (prefix {r.prefix}, stem "
                              f"'{r.public_stem}') are those of routine '{first.name}' (defined at {first.location})")


def _check_released_types(routines, types, type_sets, diagnostics: Diagnostics) -> None:
    """The generated point-to-point tests release a wait on a variable of
    every type of the point-to-point routines with that type's atomic_set:
    each such type must be one atomic_set is generated for."""
    setter = next((r for r in routines if r.name == "atomic_set"), None)
    if setter is None or not type_sets:
        return
    set_of = lambda r: r.type_set or type_sets[0].name
    waited = {set_of(r) for r in routines if r.kind and r.typed}
    for t in types:
        if any(w in t.sets for w in waited) and set_of(setter) not in t.sets:
            diagnostics.error(t.location, f"type '{t.typename}': it is in a type set of the point-to-point "
                              f"routines, whose tests release waits with nvshmem_{t.typename}_atomic_set, "
                              f"but not in '{set_of(setter)}', the type set of atomic_set")

def spec_files(spec_dir: Path) -> list[Path]:
    """Every spec file, sorted: types, constants and the routine files."""
    return sorted(spec_dir.glob("*.yaml"))


def _check_combined(routines: list, diagnostics: Diagnostics) -> None:
    """Routines whose `combine` names the same implementation call it alike:
    the same parameters, result and targets as the first of them."""
    first: dict[str, object] = {}
    own_names = {r.name: r for r in routines if r.combine is None}
    for routine in (r for r in routines if r.combine is not None):
        if routine.combine.implementation in own_names:
            other = own_names[routine.combine.implementation]
            diagnostics.error(routine.combine.location,
                              f"routine '{routine.name}' combines with '{routine.combine.implementation}', the "
                              f"implementation of routine '{other.name}' ({other.location}): name another")
            continue
        other = first.setdefault(routine.combine.implementation, routine)
        shape = lambda r: ([(p.name, p.ctype) for p in r.params], r.returns.ctype, r.targets)  # noqa: E731
        if other is not routine and shape(other) != shape(routine):
            diagnostics.error(routine.combine.location,
                              f"routine '{routine.name}' combines with '{routine.combine.implementation}' as routine "
                              f"'{other.name}' does ({other.location}), so it needs the same parameters, result and "
                              f"targets")


def load_spec(spec_dir: Path, display_dir: str = "spec", hop_root: Optional[Path] = None) -> Spec:
    """Loads and validates spec_dir/*.yaml; raises SpecError listing every
    problem. With `hop_root`, the project the spec belongs to, also checks
    that every routine's implementation and tests are there (codegen/
    hops.py): the generator does; readers of the spec alone need not."""
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

    settings = build_settings(roots.get(SETTINGS_FILE), diagnostics)
    section_files = [name for name in roots if name not in (TYPE_FILE, CONSTANT_FILE, SETTINGS_FILE)]
    if not section_files and not diagnostics:
        diagnostics.error(Location(display_dir, 1), "no routine files: add spec/<section>.yaml with 'routines'")
    # The kinds of point-to-point routine: one routine file's `kinds` table.
    kinds: tuple[KindProperties, ...] = ()
    kinds_at: Optional[Location] = None
    for name in section_files:
        root = roots[name]
        node = root.value.get("kinds") if root is not None and isinstance(root.value, dict) else None
        if node is None:
            continue
        if kinds_at is not None:
            diagnostics.error(node.location, f"a second 'kinds' table (the first is at {kinds_at}): the kinds are "
                              f"one table")
            continue
        kinds, kinds_at = _build_kinds(node, diagnostics), node.location
    # Sections in reference order: what "first" means for duplicates.
    sections = tuple(sorted(
        (_build_section(roots[name], name[: -len(".yaml")], display(name), known_types, spec_dir.parent, kinds,
                        diagnostics)
         for name in section_files if roots[name] is not None),
        key=lambda s: (s.order, s.name),
    ))
    _check_unique([r for s in sections for r in s.routines], lambda r: r.name, "routine", diagnostics)
    _check_unique(sections, lambda s: s.order, "section order", diagnostics)
    comparisons = {c.name for g in groups for c in g.constants if c.operator is not None}
    for routine in (r for s in sections for r in s.routines if roots.get(CONSTANT_FILE) is not None):
        if routine.fixed_cmp is not None and routine.fixed_cmp not in comparisons:
            diagnostics.error(routine.location, f"routine '{routine.name}': 'fixed_cmp' {routine.fixed_cmp!r} is not a comparison constant (one with an 'operator')")

    routines = [r for s in sections for r in s.routines]
    constants = [c for g in groups for c in g.constants]
    _check_released_types(routines, types, type_file.type_sets, diagnostics)
    _check_public_stems(routines, diagnostics)
    _check_combined(routines, diagnostics)
    check_histories([("routine", r.name, r.history, r.location) for r in routines]
                    + [("constant", c.name, c.history, c.location) for c in constants],
                    spec_version(constants), {r.name for r in routines} | {c.name for c in constants}, diagnostics)
    if hop_root is not None and not diagnostics:  # a spec in error is fixed first
        hops.check(routines, hop_root, diagnostics)
    if diagnostics:
        raise SpecError(diagnostics.sorted())
    return Spec(types, signal, typedefs, structs, groups, sections, type_file.type_sets, type_file.sized_forms,
                type_file.cuda_types, kinds, settings)
