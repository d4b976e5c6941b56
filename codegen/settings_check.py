"""Reads and checks spec/settings.yaml into the model of codegen/
settings_model.py: every key of every setting, the values the spec writes
(in the grammar the runtime reads), and what spans settings (names,
fields, handles, defaults that depend on a choice).
"""

from __future__ import annotations

import re
from typing import Optional

from .diagnostics import Diagnostics
from .load import Node, describe
from .reader import _check_pattern, _check_unique, _Fields, _list_of, _name_of
from .settings_model import Setting, SettingGroup, SettingType, flag, seconds, size_bytes, size_suffix_list
from .settings_render import enumerator

_SETTING_NAME = re.compile(r"^(NVSHMEM|SYMSYNC)_[A-Z0-9]+(_[A-Z0-9]+)*$")
_FIELD_NAME = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
_ENUM_NAME = re.compile(r"^[A-Z][A-Za-z0-9]*$")
_CHOICE_VALUE = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")

# The keys each type takes besides the common ones.
_TYPE_KEYS = {
    SettingType.CHOICE: ("values", "enum"),
    SettingType.FLAG: (),
    SettingType.SECONDS: ("below", "example"),
    SettingType.SIZE: ("example",),
    SettingType.MICROSECONDS: ("min", "max"),
    SettingType.COUNT: ("min", "max", "what", "example"),
    SettingType.TEXT: (),
    SettingType.CUSTOM: ("reader", "handle"),
}

_WHOLE = re.compile(r"^(0|[1-9][0-9]*)$")
# The largest bounds the runtime's types hold: count fields are int,
# microseconds uint64_t.
_BOUND_LIMITS = {"count": 2**31 - 1, "microseconds": 2**64 - 1}
# Names the handwritten part of Settings (CustomSettings) already uses.
_RESERVED_FIELDS = ("launcher_job",)
_IDENTIFIER = re.compile(r"^[a-z_][a-z0-9_]*$")


def _scalar_text(fields: _Fields, key: str) -> Optional[str]:
    node = fields.node(key, required=False)
    if node is None:
        return None
    if isinstance(node.value, bool) or not isinstance(node.value, (str, int, float)):
        fields.error(node.location, f"'{key}' must be a number or a word, got {node.described}")
        return None
    return str(node.value)


def _value_problem(setting: Setting, text: str) -> Optional[str]:
    """Why `text` is not a valid value of `setting`, or None."""
    t = setting.type
    if t is SettingType.CHOICE:
        return None if text in setting.values else f"is not one of its values ({', '.join(setting.values)})"
    if t is SettingType.FLAG:
        return None if flag(text) is not None else f"is not a flag ({setting.expected})"
    if t is SettingType.SECONDS:
        value = seconds(text)
        below = seconds(setting.below) if setting.below else None
        if value is None or (below is not None and value >= below):
            return f"is not {setting.expected.split(', e.g.')[0]}"
        return None
    if t is SettingType.SIZE:
        return None if size_bytes(text) is not None else f"is not a positive size in bytes (with {size_suffix_list()})"
    if t in (SettingType.MICROSECONDS, SettingType.COUNT):
        if not _WHOLE.match(text) or (setting.min is not None and setting.max is not None
                                      and not setting.min <= int(text) <= setting.max):
            return f"is not a whole number from {setting.min} to {setting.max} (digits, no leading zero)"
        return None
    return None


def _build_setting(item: Node, index: int, diagnostics: Diagnostics) -> Optional[Setting]:
    name = _name_of(item, "name")
    fields = _Fields(item, f"setting '{name}'" if name else f"settings[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _SETTING_NAME, "must be NVSHMEM_ or SYMSYNC_ and capitals, digits and underscores")
    group_word = fields.get("group", "string", "user")
    type_word = fields.get("type", "string", "text")
    doc = fields.text("doc")
    group = next((g for g in SettingGroup if g.value == group_word), None)
    if group is None:
        fields.error(fields.values["group"].location, f"'group' must be one of {', '.join(g.value for g in SettingGroup)}, got {group_word!r}")
        group = SettingGroup.USER
    type_ = next((t for t in SettingType if t.value == type_word), None)
    if type_ is None:
        fields.error(fields.values["type"].location, f"'type' must be one of {', '.join(t.value for t in SettingType)}, got {type_word!r}")
        return None  # (which other keys belong depends on the type)
    custom = type_ is SettingType.CUSTOM
    field = fields.get("field", "string", "", required=not custom) or None
    if field is not None:
        if custom:
            fields.error(fields.values["field"].location, "a custom setting has no 'field': its reader fills the fields")
        _check_pattern(fields, "field", field, _FIELD_NAME, "must be lowercase words joined by underscores")
        if field in _RESERVED_FIELDS:
            fields.error(fields.values["field"].location, f"'field' {field!r} is a field of the runtime's handwritten "
                         f"CustomSettings")
    # The keys of other types are mistakes, named as such.
    own = _TYPE_KEYS[type_]
    for key in sorted({k for keys in _TYPE_KEYS.values() for k in keys} - set(own)):
        if key in fields.values:
            fields.known.append(key)
            fields.error(fields.values[key].location, f"'{key}' is not for a {type_.value} setting (it takes: {', '.join(own) or 'none of these'})")
    values: tuple[str, ...] = ()
    enum = None
    if type_ is SettingType.CHOICE:
        items = _list_of(fields.node("values"), "'values'", diagnostics)
        for value in items:
            if not isinstance(value.value, str) or not _CHOICE_VALUE.match(value.value):
                fields.error(value.location, f"value {describe(value.value)} must be a word (letters, digits, underscores)")
            elif value.value.lower() in (v.lower() for v in values):
                fields.error(value.location, f"value '{value.value}' is listed twice (values are read in any letter case)")
            elif enumerator(value.value) in (enumerator(v) for v in values):
                fields.error(value.location, f"value '{value.value}' makes the enumerator {enumerator(value.value)}, "
                             f"as an earlier value does")
            else:
                values += (value.value,)
        if "values" in fields.values and not items:
            fields.error(fields.values["values"].location, "'values' must list at least one value")
        enum = fields.get("enum", "string", "") or None
        if enum:
            _check_pattern(fields, "enum", enum, _ENUM_NAME, "must be a C++ type name in CamelCase")
    bounds: dict[str, Optional[int]] = {}
    for key in ("min", "max"):
        if key in own:
            node = fields.values.get(key)
            bounds[key] = fields.get(key, "integer", None)
            limit = _BOUND_LIMITS[type_.value]
            if bounds[key] is not None and not 0 <= bounds[key] <= limit:
                fields.error(node.location, f"'{key}' {bounds[key]} is outside 0 to {limit} (what the runtime's "
                             f"{'int' if type_ is SettingType.COUNT else 'uint64_t'} field holds)")
                bounds[key] = None
    if bounds.get("min") is not None and bounds.get("max") is not None and bounds["min"] > bounds["max"]:
        fields.error(fields.values["max"].location, f"'max' {bounds['max']} is below 'min' {bounds['min']}")
    what = fields.get("what", "string", "") or None if "what" in own else None
    reader = fields.get("reader", "string", "") or None if custom else None
    handle = fields.get("handle", "string", "") or None if custom else None
    if handle:
        _check_pattern(fields, "handle", handle, _FIELD_NAME, "must be lowercase words joined by underscores")
    if reader:
        _check_pattern(fields, "reader", reader, _IDENTIFIER, "must be a C++ function name (lowercase, underscores)")
    below = _scalar_text(fields, "below") if "below" in own else None
    if below is not None and seconds(below) is None:
        fields.error(fields.values["below"].location, f"'below' {below!r} is not a positive number of seconds")
        below = None
    example = _scalar_text(fields, "example") if "example" in own else None
    if type_ in (SettingType.SECONDS, SettingType.SIZE, SettingType.COUNT) and example is None:
        fields.error(item.location, f"missing required key 'example' (a valid value messages suggest, for a {type_.value} setting)")
    default = _scalar_text(fields, "default")
    default_doc = fields.text("default_doc", required=False) or None
    default_by = fields.get("default_by", "string", "", required=False) or None
    defaults_node = fields.node("defaults", required=False)
    defaults: tuple[tuple[str, str], ...] = ()
    if defaults_node is not None:
        if not isinstance(defaults_node.value, dict):
            fields.error(defaults_node.location, f"'defaults' must be a mapping, got {defaults_node.described}")
        else:
            defaults = tuple((k, str(v.value)) for k, v in defaults_node.value.items())
    if (default_by is None) != (defaults_node is None):
        fields.error(item.location, "'default_by' and 'defaults' go together")
    fixed = default is not None or default_by is not None
    if custom and (fixed or default_doc):
        fields.error(item.location, "a custom setting has no default: its reader decides")
    elif default is not None and default_by is not None:
        fields.error(fields.values["default"].location, "give 'default' or 'default_by', not both")
    elif not custom and not fixed and default_doc is None:
        fields.error(item.location, "missing 'default' or 'default_doc' (what happens when the variable is unset)")
    elif default_by is not None and default_doc is not None:
        fields.error(fields.values["default_doc"].location, "'default_doc' is for a setting without 'default_by' (the defaults say themselves)")
    elif default is None and default_doc is not None and "{default}" in default_doc:
        fields.error(fields.values["default_doc"].location,
                     "'default_doc' names {default}, but the setting has no 'default'")
    elif default is not None and default_doc is not None and "{default}" not in default_doc:
        fields.error(fields.values["default_doc"].location,
                     "'default_doc' beside 'default' says when the runtime applies the default, "
                     "and names it as {default}")
    if default_by is not None and type_ in (SettingType.TEXT, SettingType.CHOICE, SettingType.FLAG):
        fields.error(fields.values["default_by"].location, f"'default_by' is not for a {type_.value} setting")
        default_by = None
    if default is not None and type_ is SettingType.TEXT:
        fields.error(fields.values["default"].location, "a text setting has no 'default': it is empty when unset (say what that means in 'default_doc')")
        default = None
    fields.finish()
    if not name:
        return None
    setting = Setting(name, group, type_, field, doc, item.location, values, enum, default, default_doc, default_by,
                      defaults, bounds.get("min"), bounds.get("max"), below, example, what, reader, handle)
    for key, text in (("default", default), ("example", example)):
        problem = _value_problem(setting, text) if text is not None else None
        if problem:
            diagnostics.error(fields.values[key].location, f"setting '{name}': '{key}' {text!r} {problem}")
    return setting


def build_settings(node: Optional[Node], diagnostics: Diagnostics) -> tuple[Setting, ...]:
    """spec/settings.yaml's `settings` (none without the file)."""
    if node is None:
        return ()
    fields = _Fields(node, "settings.yaml", diagnostics)
    items = _list_of(fields.node("settings"), "'settings'", diagnostics)
    fields.finish()
    settings = tuple(s for s in (_build_setting(item, i, diagnostics) for i, item in enumerate(items)) if s)
    _check_unique(settings, lambda s: s.name, "setting", diagnostics)
    _check_unique([s for s in settings if s.field], lambda s: s.field, "setting field", diagnostics)
    _check_unique([s for s in settings if s.handle], lambda s: s.handle, "setting handle", diagnostics)
    _check_unique([s for s in settings if s.enum], lambda s: s.enum, "setting enum", diagnostics)
    by_name: dict[str, Setting] = {}
    for setting in settings:
        by_name.setdefault(setting.name, setting)
    for setting in settings:
        if setting.default_by is None:
            continue
        chooser = by_name.get(setting.default_by)
        if chooser is None or chooser.type is not SettingType.CHOICE:
            diagnostics.error(setting.location, f"setting '{setting.name}': 'default_by' {setting.default_by!r} is not a choice setting")
            continue
        given = [choice for choice, _ in setting.defaults]
        if sorted(given) != sorted(chooser.values):
            diagnostics.error(setting.location, f"setting '{setting.name}': 'defaults' must give a value for each of "
                              f"{chooser.name}'s values ({', '.join(chooser.values)}), got {', '.join(given) or 'none'}")
        for choice, text in setting.defaults:
            problem = _value_problem(setting, text)
            if problem:
                diagnostics.error(setting.location, f"setting '{setting.name}': default {text!r} for {choice} {problem}")
    return settings


