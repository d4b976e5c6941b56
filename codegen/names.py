"""Naming: the public names of a routine's entry points (typed, sized and
type-generic) and of the handwritten function they call, from the model.
"""

from __future__ import annotations

from typing import Optional

from . import targets
from .model import Routine, SizedForm, Spec, Type


def _name(routine: Routine, target: str, stem: str) -> str:
    """<prefix>_<stem><suffix>: the routine's prefix (nvshmem unless it says
    nvshmemx), or the one its target forces, and the target's suffix."""
    row = targets.target(target)
    return f"{row.prefix or routine.prefix}_{stem}{row.suffix}"


def public_name(routine: Routine, target: str, type_: Optional[Type] = None) -> str:
    """nvshmem_int_wait_until, nvshmemx_int_wait_until_warp, ..."""
    return _name(routine, target, f"{type_.typename}_{routine.public_stem}" if type_ else routine.public_stem)


def sized_name(routine: Routine, target: str, sized: SizedForm) -> str:
    """nvshmem_put64, nvshmem_putmem_signal_nbi, nvshmemx_put8_warp: the
    infix after the first word of the routine's name."""
    first, _, rest = routine.public_stem.partition("_")
    return _name(routine, target, f"{first}{sized.infix}" + (f"_{rest}" if rest else ""))


def sized_generic_name(routine: Routine, target: str, bits: bool) -> str:
    """The sized forms' name with SIZE (bits=True) or mem, for the docs."""
    first, _, rest = routine.public_stem.partition("_")
    return _name(routine, target, f"{first}{'SIZE' if bits else 'mem'}" + (f"_{rest}" if rest else ""))


def generic_name(routine: Routine, target: str) -> str:
    """The name with TYPENAME in place of the type: nvshmem_TYPENAME_wait."""
    return _name(routine, target, f"TYPENAME_{routine.public_stem}" if routine.typed else routine.public_stem)


def impl_function(routine: Routine, target: str) -> str:
    """The name, in symsync::impl, of the handwritten C++ function in
    runtime/ that an entry point of a routine without a point-to-point
    `kind` calls: that of its `combine` where it has one (shared by every
    routine that combines with it)."""
    suffix = targets.target(target).suffix if targets.enqueues(target) else ""
    return f"{routine.combine.implementation if routine.combine else routine.name}{suffix}"


def impl_name(routine: Routine, target: str) -> str:
    return f"symsync::impl::{impl_function(routine, target)}"


def c_bool(value: object) -> str:
    """A C boolean literal for a Python truth value."""
    return "true" if value else "false"


def camel(text: str) -> str:
    """`wait_all` -> `WaitAll`."""
    return "".join(part[:1].upper() + part[1:] for part in text.split("_"))


def replacement_name(spec: Spec, use: Optional[str], target: Optional[str] = None) -> Optional[str]:
    """The public name of what a deprecation's `use` names: a constant's
    name, or a routine's (its form for `target` where it has one)."""
    if use is None or use not in {r.name for r in spec.routines}:
        return use
    other = spec.routine(use)
    forms = [t for t in other.targets if not targets.enqueues(t)] or list(other.targets)
    return generic_name(other, target if target and other.has(target) else forms[0])
