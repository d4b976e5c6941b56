"""python3 -m codegen diff REV: what a spec change does to users.

Compares the spec at REV (a git revision of this checkout, or a spec
directory) with the working tree's, and prints, for each target, the
entry points added and removed and the signatures changed; then the
constants, types and settings; then the routines whose text alone changed.
Each change is classified:

  breaking    a program or script that worked before may not build or run
              the same: a form, constant, type or setting removed; a
              signature changed; an NVSHMEM constant's value changed (which
              also breaks moving programs between symsync and NVSHMEM); a
              setting's type or default changed, or its accepted values
              narrowed
  compatible  something added (a value a setting accepts among them), a
              routine deprecated, or a value of symsync's own changed (the
              constants marked `own_value`)
  doc-only    the text of a routine or a setting changed, nothing users
              compile against or set

Exit status: 0 without breaking changes, or with them when the spec's major
version (NVSHMEM_VENDOR_MAJOR_VERSION) went up, which says they were meant;
1 with breaking changes and the same major version; 2 when REV or either
spec cannot be read.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from . import signatures, targets
from .diagnostics import SpecError
from .model import Spec
from .settings_model import Setting
from .spec_loader import load_spec

MAJOR_VERSION = "NVSHMEM_VENDOR_MAJOR_VERSION"
BREAKING, COMPATIBLE, DOC_ONLY = "breaking", "compatible", "doc-only"


@dataclass(frozen=True)
class Change:
    section: str  # a target's name, "constants", "types", "settings" or "docs"
    kind: str  # BREAKING, COMPATIBLE or DOC_ONLY
    what: str


@dataclass
class Surface:
    """What users of one spec see: every entry point by target (its
    prototype, and its types alone for comparing), constants, types,
    settings and each routine's text."""

    forms: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = field(default_factory=dict)
    constants: dict[str, tuple[str, bool]] = field(default_factory=dict)  # value text, own_value
    types: dict[str, str] = field(default_factory=dict)
    settings: dict[str, "Setting"] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    deprecations: dict[str, tuple[Optional[str], Optional[str]]] = field(default_factory=dict)  # name -> (since, use)
    major: Optional[str] = None


def surface(spec: Spec) -> Surface:
    result = Surface()
    for target in targets.NAMES:
        result.forms[target] = {
            e.name: (signatures.prototype(e), (e.return_type,) + tuple(t for t, _ in e.params))
            for e in signatures.entries(spec, target)
        }
    for constant in spec.constants:
        value = repr(constant.value) if isinstance(constant.value, str) else str(constant.value)
        result.constants[constant.name] = (value, bool(constant.own_value))
    for typedef in spec.typedefs:
        result.types[typedef.name] = f"typedef {typedef.ctype.spelled()} {typedef.name}"
    for struct in spec.structs:
        fields = "; ".join(signatures.field_declaration(f) for f in struct.fields)
        result.types[struct.name] = f"struct {{ {fields}; }} ({struct.size} bytes)"
    for setting in spec.settings:
        result.settings[setting.name] = setting
    for routine in spec.routines:
        parts = [routine.summary, routine.doc, routine.returns.doc] + [f"{p.name}: {p.doc}" for p in routine.params]
        result.texts[routine.name] = "\n".join(parts)
    for entity in list(spec.routines) + list(spec.constants):
        if entity.history.deprecated:
            result.deprecations[entity.name] = (entity.history.deprecated_since, entity.history.use)
    result.major = result.constants.get(MAJOR_VERSION, (None, False))[0]
    return result


def compare(old: Surface, new: Surface) -> list[Change]:
    changes: list[Change] = []
    for target in targets.NAMES:
        before, after = old.forms.get(target, {}), new.forms.get(target, {})
        for name in sorted(before.keys() - after.keys()):
            changes.append(Change(target, BREAKING, f"removed {before[name][0]}"))
        for name in sorted(before.keys() & after.keys()):
            if before[name][1] != after[name][1]:
                changes.append(Change(target, BREAKING, f"changed {before[name][0]}\n      now {after[name][0]}"))
        for name in sorted(after.keys() - before.keys()):
            changes.append(Change(target, COMPATIBLE, f"added {after[name][0]}"))
    changes += _setting_changes(old.settings, new.settings)
    for name in sorted(new.deprecations.keys() - old.deprecations.keys()):
        since, use = new.deprecations[name]
        instead = f", use {use}" if use else ""
        changes.append(Change("docs", COMPATIBLE, f"{name} is deprecated since {since}{instead} (calls now warn)"))
    for name in sorted(old.deprecations.keys() - new.deprecations.keys()):
        changes.append(Change("docs", COMPATIBLE, f"{name} is no longer deprecated"))
    for name in sorted(old.types.keys() - new.types.keys()):
        changes.append(Change("types", BREAKING, f"removed {name}: {old.types[name]}"))
    for name in sorted(old.types.keys() & new.types.keys()):
        if old.types[name] != new.types[name]:
            changes.append(Change("types", BREAKING, f"changed {name}: {old.types[name]} -> {new.types[name]}"))
    for name in sorted(new.types.keys() - old.types.keys()):
        changes.append(Change("types", COMPATIBLE, f"added {name}: {new.types[name]}"))
    for name in sorted(old.constants.keys() - new.constants.keys()):
        changes.append(Change("constants", BREAKING, f"removed {name} ({old.constants[name][0]})"))
    for name in sorted(old.constants.keys() & new.constants.keys()):
        (was, own), (now, _) = old.constants[name], new.constants[name]
        if was != now:
            why = "symsync's own value" if own else "NVSHMEM's value: programs built against either library differ"
            changes.append(Change("constants", COMPATIBLE if own else BREAKING, f"changed {name}: {was} -> {now} ({why})"))
    for name in sorted(new.constants.keys() - old.constants.keys()):
        changes.append(Change("constants", COMPATIBLE, f"added {name} ({new.constants[name][0]})"))
    for name in sorted(old.texts.keys() & new.texts.keys()):
        if old.texts[name] != new.texts[name]:
            changes.append(Change("docs", DOC_ONLY, f"the text of {name} changed"))
    return changes


def _setting_changes(old: dict, new: dict) -> list[Change]:
    """A setting's changes, each classified: narrower accepted values or a
    new default break a script that worked; wider ones are compatible;
    changed prose is doc-only."""
    changes = []
    for name in sorted(old.keys() - new.keys()):
        changes.append(Change("settings", BREAKING, f"removed {name}"))
    for name in sorted(new.keys() - old.keys()):
        changes.append(Change("settings", COMPATIBLE, f"added {name} ({new[name].type.value})"))
    for name in sorted(old.keys() & new.keys()):
        a, b = old[name], new[name]
        if a.type is not b.type:
            changes.append(Change("settings", BREAKING, f"changed {name}: a {a.type.value}, now a {b.type.value}"))
            continue
        gone = [v for v in a.values if v.lower() not in {w.lower() for w in b.values}]
        added = [v for v in b.values if v.lower() not in {w.lower() for w in a.values}]
        if gone:
            changes.append(Change("settings", BREAKING, f"changed {name}: no longer accepts {', '.join(gone)}"))
        if added:
            changes.append(Change("settings", COMPATIBLE, f"changed {name}: also accepts {', '.join(added)}"))
        if (a.min, a.max, a.below) != (b.min, b.max, b.below):
            narrower = ((b.min or 0) > (a.min or 0) or (a.max is not None and b.max is not None and b.max < a.max)
                        or (b.below is not None and (a.below is None or float(b.below) < float(a.below))))
            changes.append(Change("settings", BREAKING if narrower else COMPATIBLE,
                                  f"changed {name}: accepts {b.expected} (was {a.expected})"))
        # Beside a `default`, `default_doc` says where it applies: part of
        # the default, not only its text.
        if ((a.default, a.defaults) != (b.default, b.defaults)
                or (a.default is not None and a.plain_default != b.plain_default)):
            changes.append(Change("settings", BREAKING, f"changed {name}: default {a.plain_default or 'none'} -> "
                                                        f"{b.plain_default or 'none'}"))
        elif (a.doc, a.default_doc, a.what, a.group) != (b.doc, b.default_doc, b.what, b.group):
            changes.append(Change("docs", DOC_ONLY, f"the text of setting {name} changed"))
    return changes


def _read_at_revision(root: Path, revision: str, into: Path) -> Optional[str]:
    """Writes spec/ (and examples/, which the spec names) of `revision`
    under `into`; an error message when it cannot."""
    archive = subprocess.run(["git", "-C", str(root), "archive", "--format=tar", revision, "spec", "examples"],
                             capture_output=True)
    if archive.returncode != 0:
        return (f"'{revision}' is neither a spec directory nor a git revision with spec/ and examples/ "
                f"({archive.stderr.decode(errors='replace').strip()})")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return None


def _load(spec_dir: Path, display: str) -> Optional[Spec]:
    try:
        return load_spec(spec_dir, display)
    except SpecError as error:
        for diagnostic in error.diagnostics:
            print(diagnostic, file=sys.stderr)
        print(f"codegen diff: the spec in {display} has errors", file=sys.stderr)
        return None


def report(changes: list[Change], old_major: Optional[str], new_major: Optional[str], old_name: str) -> tuple[str, int]:
    """The text printed and the exit status."""
    lines = [f"codegen diff: {old_name} -> working tree"]
    sections = list(targets.NAMES) + ["constants", "types", "settings", "docs"]
    for section in sections:
        found = [c for c in changes if c.section == section]
        if not found:
            continue
        title = f"target {section}" if section in targets.NAMES else section
        lines.append(f"{title}:")
        lines += [f"  {c.kind:<10}  {c.what}" for c in found]
    counts = {kind: sum(c.kind == kind for c in changes) for kind in (BREAKING, COMPATIBLE, DOC_ONLY)}
    lines.append(f"{counts[BREAKING]} breaking, {counts[COMPATIBLE]} compatible, {counts[DOC_ONLY]} doc-only")
    status = 0
    if counts[BREAKING]:
        bumped = old_major is not None and new_major is not None and int(new_major) > int(old_major)
        if bumped:
            lines.append(f"the major version went from {old_major} to {new_major}: breaking changes are intended")
        else:
            lines.append(f"breaking changes, but the major version ({MAJOR_VERSION}) is still {new_major}: "
                         f"raise it if they are intended")
            status = 1
    return "\n".join(lines) + "\n", status


def main(argv: list[str], root: Path) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m codegen diff", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old", metavar="REV", help="a git revision of this checkout, or a spec directory")
    parser.add_argument("--spec", type=Path, help="the new spec directory (default: ROOT/spec)")
    args = parser.parse_args(argv)
    new_dir = args.spec or root / "spec"
    with tempfile.TemporaryDirectory(prefix="codegen-diff-") as scratch:
        old_dir = Path(args.old)
        old_name = args.old
        if not old_dir.is_dir():
            old_dir = Path(scratch) / "spec"
            problem = _read_at_revision(root, args.old, Path(scratch))
            if problem:
                print(f"codegen diff: {problem}", file=sys.stderr)
                return 2
            old_name = f"spec/ at {args.old}"
        old_spec = _load(old_dir, old_name)
        new_spec = _load(new_dir, "spec")
        if old_spec is None or new_spec is None:
            return 2
    old, new = surface(old_spec), surface(new_spec)
    text, status = report(compare(old, new), old.major, new.major, old_name)
    sys.stdout.write(text)
    return status
