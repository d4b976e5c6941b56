"""Versions in the spec: a routine or a constant may say the symsync version
that added it (`since: "0.2"`) and the one that deprecated it, with what to
use instead:

    deprecated:
      since: "0.3"
      use: info_get_version    # a routine's name, or a constant's

Versions are quoted strings (YAML reads 0.10 as the number 0.1), MAJOR.MINOR
or MAJOR.MINOR.PATCH, and none is newer than the spec's own version
(NVSHMEM_VENDOR_{MAJOR,MINOR,PATCH}_VERSION). The headers mark a deprecated
routine so that a call warns (SYMSYNC_DEPRECATED), the reference shows
"new in" and "deprecated since" notes, and the "What changed" page lists
the changes of each version.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from .diagnostics import Diagnostics
from .model import History
from .reader import _Fields

_VERSION = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))?$")
VERSION_CONSTANTS = ("NVSHMEM_VENDOR_MAJOR_VERSION", "NVSHMEM_VENDOR_MINOR_VERSION", "NVSHMEM_VENDOR_PATCH_VERSION")


def version_key(text: str) -> tuple[int, int, int]:
    parts = [int(p) for p in text.split(".")]
    return (parts + [0, 0])[0], (parts + [0, 0])[1], (parts + [0, 0, 0])[2]


def _version(fields: _Fields, key: str, owner: _Fields) -> Optional[str]:
    node = fields.values.get(key)
    fields.known.append(key)
    if node is None:
        return None
    if not isinstance(node.value, str):
        owner.error(node.location, f"'{key}' must be a quoted version such as \"0.2\" (YAML reads 0.10 as the number 0.1), "
                    f"got {node.described}")
        return None
    if not _VERSION.match(node.value):
        owner.error(node.location, f"'{key}' {node.value!r} is not a version MAJOR.MINOR or MAJOR.MINOR.PATCH")
        return None
    return node.value


def read_history(fields: _Fields, diagnostics: Diagnostics) -> History:
    """An entity's `since` and `deprecated` keys."""
    since = _version(fields, "since", fields)
    deprecated = fields.node("deprecated", required=False)
    if deprecated is None:
        return History(since)
    inner = _Fields(deprecated, f"{fields.what}: 'deprecated'", diagnostics)
    deprecated_since = _version(inner, "since", inner)
    if "since" not in inner.values and inner.valid:
        inner.error(deprecated.location, "missing required key 'since' (the version that deprecated it)")
    use = inner.get("use", "string", None, required=False)
    inner.finish()
    if since and deprecated_since and version_key(deprecated_since) < version_key(since):
        fields.error(deprecated.location, f"deprecated in {deprecated_since}, before it came in {since}")
    return History(since, deprecated_since, use, deprecated.location)


def check_histories(entities, spec_version: Optional[str], names: set[str], diagnostics: Diagnostics) -> None:
    """Across the spec: no version newer than the spec's own, and every
    replacement named by `use` exists (`names`: routine and constant
    names). `entities` are (what, name, history, location)."""
    for what, name, history, location in entities:
        for version in (history.since, history.deprecated_since):
            if version and spec_version and version_key(version) > version_key(spec_version):
                diagnostics.error(location, f"{what} '{name}': version {version} is newer than the spec's own "
                                  f"({spec_version}, {', '.join(VERSION_CONSTANTS)})")
        if history.use is not None and history.use not in names:
            diagnostics.error(history.location, f"{what} '{name}': 'use' names {history.use!r}, which is neither a "
                              f"routine nor a constant of the spec")
        if history.use == name:
            diagnostics.error(history.location, f"{what} '{name}': 'use' names itself")


def spec_version(constants) -> Optional[str]:
    """MAJOR.MINOR.PATCH from the spec's NVSHMEM_VENDOR_*_VERSION constants."""
    values = {c.name: c.value for c in constants}
    if not all(isinstance(values.get(n), int) for n in VERSION_CONSTANTS):
        return None
    return ".".join(str(values[n]) for n in VERSION_CONSTANTS)


@dataclass(frozen=True)
class VersionChanges:
    """One version's entry on the "What changed" page."""

    version: str
    added: tuple[str, ...]  # reference names: routine names and constant names
    deprecated: tuple[tuple[str, Optional[str]], ...]  # (name, replacement)


def shown_version(key: tuple[int, int, int]) -> str:
    """A version as the reference shows it: MAJOR.MINOR, and .PATCH when not
    0 (so "0.1" and "0.1.0" are one version)."""
    return f"{key[0]}.{key[1]}" + (f".{key[2]}" if key[2] else "")


def changes_by_version(spec) -> list[VersionChanges]:
    """The versions the spec names, newest first, with what each added and
    deprecated ("0.1" and "0.1.0" being the same version)."""
    entries = [(r.name, r.history) for r in spec.routines] + [(c.name, c.history) for c in spec.constants]
    keys = {version_key(h.since) for _, h in entries if h.since}
    keys |= {version_key(h.deprecated_since) for _, h in entries if h.deprecated_since}
    return [
        VersionChanges(
            shown_version(key),
            tuple(name for name, h in entries if h.since and version_key(h.since) == key),
            tuple((name, h.use) for name, h in entries if h.deprecated_since and version_key(h.deprecated_since) == key),
        )
        for key in sorted(keys, reverse=True)
    ]


def deprecation_message(public_name: str, history: History, replacement: Optional[str]) -> str:
    """The text a call of a deprecated routine warns with."""
    instead = f": use {replacement} instead" if replacement else ""
    return f"{public_name} is deprecated since symsync {history.deprecated_since}{instead}"
