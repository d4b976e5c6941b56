"""Reads YAML files into Node trees that remember the line of every value.

Duplicate keys, syntax errors, empty files and YAML features the spec does not
use (merge keys, non-string keys) are reported with their file and line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Union

import yaml

from .diagnostics import Diagnostics, Location

Scalar = Union[str, int, float, bool, None]


@dataclass(frozen=True)
class Node:
    """A YAML value with its location. `value` is a dict of str -> Node, a
    list of Node, or a scalar."""

    value: object
    location: Location

    @property
    def described(self) -> str:
        """What the value is, for messages: "a list", "the string 'two'"."""
        return describe(self.value)


def describe(value: object) -> str:
    """A short human description of a loaded value's type, for messages."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the integer {value}"
    if isinstance(value, float):
        return f"the number {value}"
    return f"the string {value!r}"


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """A safe loader used up to the node graph (libyaml's, when installed,
    for speed); we build Nodes ourselves."""


class _PythonLoader(yaml.SafeLoader):
    """The pure-Python parser: its syntax error messages are what we report,
    whether or not libyaml is installed."""


def _convert(node: yaml.Node, loader: _Loader, path: str, diagnostics: Diagnostics) -> Node:
    location = Location(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Node] = {}
        for key_node, value_node in node.value:
            key_location = Location(path, key_node.start_mark.line + 1)
            if key_node.tag == "tag:yaml.org,2002:merge":
                diagnostics.error(key_location, "merge keys ('<<') are not supported in the spec")
                continue
            key = loader.construct_object(key_node) if isinstance(key_node, yaml.ScalarNode) else None
            if not isinstance(key, str):
                diagnostics.error(key_location, f"mapping keys must be strings, got {describe(key)}")
                continue
            if key in result:
                first = result[key].location.line
                diagnostics.error(key_location, f"duplicate key '{key}' (first given on line {first})")
                continue
            value = _convert(value_node, loader, path, diagnostics)
            # A value is located at its key's line: that is where a reader looks.
            result[key] = Node(value.value, key_location)
        return Node(result, location)
    if isinstance(node, yaml.SequenceNode):
        return Node([_convert(item, loader, path, diagnostics) for item in node.value], location)
    return Node(loader.construct_object(node), location)


def load_file(file: Path, display_path: str, diagnostics: Diagnostics) -> Node | None:
    """Loads one YAML file; returns None (and records why) if it is unusable."""
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        diagnostics.error(Location(display_path, 1), f"cannot read file: {error}")
        return None

    def compose(loader_class) -> yaml.Node | None:
        loader = loader_class(text)
        try:
            return loader.get_single_node()
        finally:
            loader.dispose()

    try:
        try:
            root = compose(_Loader)
        except yaml.YAMLError:
            root = compose(_PythonLoader)  # raises again, with the stable message
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        problem = error.problem or error.context or "invalid YAML"
        diagnostics.error(Location(display_path, line), f"YAML syntax error: {problem}")
        return None
    except yaml.YAMLError as error:
        diagnostics.error(Location(display_path, 1), f"YAML error: {error}")
        return None
    if root is None:
        diagnostics.error(Location(display_path, 1), "file is empty")
        return None
    return _convert(root, _Loader(""), display_path, diagnostics)
