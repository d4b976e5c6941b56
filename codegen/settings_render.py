"""The settings in C++: what generated/src/settings.inc, symsync-info and
the reference page need of each setting of codegen/settings_model.py (its
field's C++ type and default, its reader's call, how its value is shown),
and the tables of the value grammar the runtime's readers use.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from .settings_model import Setting, SettingType, flag, size_bytes


def c_literal(text: str) -> str:
    """`text` as a C string literal (spec prose may hold quotes)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def enumerator(value: str) -> str:
    """The C++ enumerator of a choice's value: `uid` -> `kUid`, `AF_INET6` ->
    `kAfInet6`."""
    return "k" + "".join(part[:1].upper() + part[1:] for part in value.lower().split("_"))


@dataclass(frozen=True)
class _TypeRules:
    """How the generated C++ holds and shows a value of one type: the field's
    type (None: the choice's enumeration), a value as users write it as a
    C++ literal, and a C++ expression of a value as a string."""

    cpp_type: Optional[str]
    literal: Callable[["Setting", str], str]
    shown: Callable[["Setting", str], str]


_RULES = {
    SettingType.CHOICE: _TypeRules(None, lambda s, text: f"{s.enum}::{enumerator(text)}", lambda s, e: f"name_of({e})"),
    SettingType.FLAG: _TypeRules("bool", lambda s, text: "true" if flag(text) else "false",
                                 lambda s, e: f'{e} ? "1" : "0"'),
    SettingType.SECONDS: _TypeRules("double", lambda s, text: repr(float(text)), lambda s, e: f"seconds_text({e})"),
    SettingType.SIZE: _TypeRules("size_t", lambda s, text: f"size_t{{{size_bytes(text)}}}", lambda s, e: f"std::to_string({e})"),
    SettingType.MICROSECONDS: _TypeRules("uint64_t", lambda s, text: f"uint64_t{{{text}}}", lambda s, e: f"std::to_string({e})"),
    SettingType.COUNT: _TypeRules("int", lambda s, text: text, lambda s, e: f"std::to_string({e})"),
    SettingType.TEXT: _TypeRules("std::string", lambda s, text: c_literal(text), lambda s, e: e),
}




def cpp_value_type(s: Setting) -> str:
    return _RULES[s.type].cpp_type or s.enum


def cpp_type(s: Setting) -> str:
    return f"std::optional<{cpp_value_type(s)}>" if s.optional else cpp_value_type(s)


def cpp_value(s: Setting, text: str) -> str:
    """A value as users write it, as a C++ expression of the field's type."""
    return _RULES[s.type].literal(s, text)


def read_call(s: Setting) -> tuple[str, list[str]]:
    """The runtime's reader of this setting's type and its arguments
    (runtime/src/common/settings.h): it returns the value, if the variable
    is set and valid, and records a problem if it is invalid."""
    name, expected = f'"{s.name}"', c_literal(s.expected)
    t = s.type
    if t is SettingType.CHOICE:
        return "read_choice", ["problems", name, "{" + ", ".join(c_literal(v) for v in s.values) + "}", expected]
    if t is SettingType.SECONDS:
        return "read_seconds", ["problems", name, repr(float(s.below)) if s.below else "0.0", expected]
    if t in (SettingType.MICROSECONDS, SettingType.COUNT):
        return f"read_{t.value}", ["problems", name, str(s.min), str(s.max), expected]
    if t is SettingType.TEXT:
        return "read_text", [name]
    return f"read_{t.value}", ["problems", name, expected]


def stored_value(s: Setting) -> str:
    """The read value (`*value`) as the field's value type."""
    return f"static_cast<{s.enum}>(*value)" if s.type is SettingType.CHOICE else "*value"


def shown_value(s: Setting) -> str:
    """A C++ std::string expression of the field's value in `settings` as
    users write it; empty for an unset field without a default. A custom
    setting shows the variable's text."""
    if s.type is SettingType.CUSTOM:
        return f'raw_text("{s.name}")'
    field = f"settings.{s.field}"
    shown = _RULES[s.type].shown
    if s.optional:
        return f"{field} ? std::string({shown(s, '*' + field)}) : std::string()"
    return f"std::string({shown(s, field)})"


def plain_default_literal(s: Setting) -> str:
    return c_literal(s.plain_default)


def readers(settings: tuple[Setting, ...]) -> list[str]:
    """The custom settings' readers, each once, in spec order."""
    return list(dict.fromkeys(s.reader for s in settings if s.reader))
