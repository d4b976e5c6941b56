"""Reading the YAML nodes of the spec: the helpers every builder uses.

Each builder reads the keys it knows from a mapping, reports anything else as
an unknown key, checks value types, and records problems instead of stopping,
so one run reports every mistake in the spec with its file and line.
"""

from __future__ import annotations

import difflib
import re
from typing import Callable, Optional

from .diagnostics import Diagnostics, Location
from .load import Node, describe
from .model import BASE_TYPES, CType

# Patterns of names that types.yaml and the routine files both check.
_ROUTINE_NAME = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_PARAM_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")
# A type as the spec writes it (see _parse_ctype).
_TYPE_EXPRESSION = re.compile(r"^(const\s+)?((?:unsigned\s+)?[A-Za-z_][A-Za-z0-9_]*)\s*(\**)$")


def _is_yaml(value: object, yaml_type: str) -> bool:
    """Whether a loaded value is of the YAML type `yaml_type` a key needs ("string",
    "integer", ...)."""
    if yaml_type == "string":
        return isinstance(value, str)
    if yaml_type == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if yaml_type == "boolean":
        return isinstance(value, bool)
    if yaml_type == "list":
        return isinstance(value, list)
    if yaml_type == "mapping":
        return isinstance(value, dict)
    if yaml_type == "integer or string":
        return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
    raise AssertionError(f"unknown yaml_type {yaml_type}")


_ARTICLE = {"integer": "an integer", "integer or string": "an integer or a string", "list": "a list", "mapping": "a mapping"}


class _Fields:
    """Reads the keys of one YAML mapping; `finish` reports unknown keys."""

    def __init__(self, node: Node, what: str, diagnostics: Diagnostics):
        self.mapping = node
        self.what = what
        self.diagnostics = diagnostics
        self.known: list[str] = []
        self.values: dict[str, Node] = node.value if isinstance(node.value, dict) else {}
        self.valid = isinstance(node.value, dict)
        if not self.valid:
            diagnostics.error(node.location, f"{what} must be a mapping, got {node.described}")

    def error(self, location: Location, message: str) -> None:
        self.diagnostics.error(location, f"{self.what}: {message}")

    def node(self, key: str, *, required: bool = True) -> Optional[Node]:
        self.known.append(key)
        node = self.values.get(key)
        if node is None and required and self.valid:
            self.error(self.mapping.location, f"missing required key '{key}'")
        return node

    def get(self, key: str, yaml_type: str, default, *, required: bool = True):
        node = self.node(key, required=required)
        if node is None:
            return default
        if not _is_yaml(node.value, yaml_type):
            self.error(node.location, f"'{key}' must be {_ARTICLE.get(yaml_type, 'a ' + yaml_type)}, got {node.described}")
            return default
        if yaml_type == "string" and not node.value.strip():
            self.error(node.location, f"'{key}' must not be empty")
            return default
        return node.value

    def text(self, key: str, *, required: bool = True) -> str:
        """A prose field: whitespace runs (YAML folding) become single spaces."""
        return " ".join(self.get(key, "string", "", required=required).split())

    def finish(self) -> None:
        for key, value in self.values.items():
            if key in self.known:
                continue
            close = difflib.get_close_matches(key, self.known, n=1)
            hint = f"did you mean '{close[0]}'?" if close else "allowed: " + ", ".join(sorted(self.known))
            self.error(value.location, f"unknown key '{key}' ({hint})")


def _list_of(node: Optional[Node], what: str, diagnostics: Diagnostics) -> list[Node]:
    if node is None:
        return []
    if not isinstance(node.value, list):
        diagnostics.error(node.location, f"{what} must be a list, got {node.described}")
        return []
    return node.value


def _distinct_choices(fields: _Fields, items: list[Node], allowed: tuple[str, ...], what: str,
                      unknown_hint: str) -> list[str]:
    """The values of `items`, each one of `allowed` and listed once; an unknown
    or repeated one is reported (as "unknown WHAT x (UNKNOWN_HINT)" or "WHAT
    'x' is listed twice") and left out."""
    chosen: list[str] = []
    for item in items:
        if item.value not in allowed:
            shown = repr(item.value) if isinstance(item.value, str) else describe(item.value)
            fields.error(item.location, f"unknown {what} {shown} ({unknown_hint})")
        elif item.value in chosen:
            fields.error(item.location, f"{what} '{item.value}' is listed twice")
        else:
            chosen.append(item.value)
    return chosen


def _name_of(node: Node, key: str) -> Optional[str]:
    """The entity's name, read ahead so messages can say which entity."""
    if isinstance(node.value, dict) and key in node.value and isinstance(node.value[key].value, str):
        return node.value[key].value
    return None


def _check_pattern(fields: _Fields, key: str, value: str, pattern: re.Pattern, rule: str) -> None:
    if value and not pattern.match(value):
        fields.error(fields.values[key].location, f"'{key}' {value!r} {rule}")


def _check_unique(items, key: Callable, what: str, diagnostics: Diagnostics) -> None:
    seen: dict = {}
    for item in items:
        k = key(item)
        if k in seen:
            diagnostics.error(item.location, f"duplicate {what} '{k}' (first defined at {seen[k]})")
        else:
            seen[k] = item.location


def _parse_ctype(fields: _Fields, key: str, known: Optional[tuple[str, ...]] = BASE_TYPES) -> CType:
    """A type of the form [const] NAME [*...], NAME one of `known` (any name
    when `known` is None: the file declaring types could not be read)."""
    text = fields.get(key, "string", "")
    match = _TYPE_EXPRESSION.match(" ".join(text.split())) if text else None
    if text and not match:
        fields.error(fields.values[key].location, f"'{key}' {text!r} is not a type of the form [const] NAME [*...]")
    if not match:
        return CType(False, "void", 0)
    const, base, stars = match.groups()
    base = " ".join(base.split())
    if known is not None and base not in known:
        close = difflib.get_close_matches(base, known, n=1)
        hint = f"did you mean '{close[0]}'?" if close else "known: " + ", ".join(known)
        fields.error(fields.values[key].location, f"unknown type name '{base}' in {key} {text!r} ({hint})")
        return CType(False, "void", 0)
    return CType(bool(const), base, len(stars))
