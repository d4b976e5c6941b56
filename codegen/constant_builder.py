"""Builds the model of constants.yaml: the constant groups and their constants."""

from __future__ import annotations

import re
from dataclasses import replace

from .c_expression import EXPRESSION_RULE, evaluate_c_expression
from .diagnostics import Diagnostics
from .load import Node, describe
from .model import OPERATORS, SIGNAL_EFFECTS, Constant, ConstantGroup
from .versions import read_history
from .reader import _check_pattern, _check_unique, _Fields, _is_yaml, _list_of, _name_of

_CONSTANT_NAME = re.compile(r"^NVSHMEMX?_[A-Z0-9_]+$")


def _build_constant(node: Node, index: int, group: str, diagnostics: Diagnostics) -> Constant:
    name = _name_of(node, "name")
    fields = _Fields(node, f"constant {name}" if name else f"group '{group}' constants[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    _check_pattern(fields, "name", name, _CONSTANT_NAME, "must be NVSHMEM_ or NVSHMEMX_ followed by capitals, digits and underscores")
    same_as = fields.get("same_as", "string", None, required=False)
    value = fields.get("value", "integer or string", 0, required=same_as is None)
    spelled = fields.get("spelled", "string", None, required=False)
    if same_as is not None:
        for key in ("value", "spelled"):
            if key in fields.values:
                fields.error(fields.values[key].location, f"'{key}' is given, but 'same_as' already says the value")
        spelled = None
    if spelled is not None:
        spelled = " ".join(spelled.split())
        result = evaluate_c_expression(spelled)
        if result is None:
            fields.error(fields.values["spelled"].location, f"'spelled' {spelled!r} {EXPRESSION_RULE}")
        elif result != value:
            fields.error(fields.values["spelled"].location, f"'spelled' {spelled!r} is {result}, but 'value' is {value!r}")
    operator = fields.get("operator", "string", None, required=False)
    if operator is not None and operator not in OPERATORS:
        fields.error(fields.values["operator"].location, f"'operator' must be one of {', '.join(OPERATORS)}, got {operator!r}")
    signal_effect = fields.get("signal_effect", "string", None, required=False)
    if signal_effect is not None and signal_effect not in SIGNAL_EFFECTS:
        fields.error(fields.values["signal_effect"].location, f"'signal_effect' must be one of {', '.join(SIGNAL_EFFECTS)}, got {signal_effect!r}")
    doc = fields.text("doc")
    own_value = fields.get("own_value", "string", None, required=False)
    history = read_history(fields, diagnostics)
    fields.finish()
    return Constant(name, value, spelled, same_as, operator, doc, node.location, own_value, history, signal_effect)


def _resolve_same_as(constants: tuple[Constant, ...], group: str, diagnostics: Diagnostics) -> tuple[Constant, ...]:
    """Gives each constant with `same_as` the value of the constant it names,
    which must come before it in the group."""
    resolved: list[Constant] = []
    for constant in constants:
        if constant.same_as is not None:
            target = next((c for c in resolved if c.name == constant.same_as), None)
            if target is None:
                diagnostics.error(constant.location, f"constant {constant.name}: 'same_as' {constant.same_as!r} names no earlier constant of group '{group}'")
            else:
                constant = replace(constant, value=target.value)
        resolved.append(constant)
    return tuple(resolved)


def _build_group(node: Node, index: int, diagnostics: Diagnostics) -> ConstantGroup:
    name = _name_of(node, "name")
    fields = _Fields(node, f"constant group '{name}'" if name else f"groups[{index}]", diagnostics)
    name = fields.get("name", "string", "")
    title = fields.text("title")
    enum = fields.get("enum", "boolean", False, required=False)
    c_enum = fields.get("c_enum", "string", None, required=False)
    name_function = fields.get("name_function", "string", None, required=False)
    for key, value in (("c_enum", c_enum), ("name_function", name_function)):
        if value is not None and not re.fullmatch(r"[A-Za-z_]\w*", value):
            fields.error(fields.values[key].location, f"'{key}' {value!r} is not a C identifier")
    if c_enum is not None and not enum:
        fields.error(fields.values["c_enum"].location, "'c_enum' needs 'enum: true'")
    if name_function is not None and c_enum is None:
        fields.error(fields.values["name_function"].location, "'name_function' needs 'c_enum'")
    doc = fields.text("doc")
    constant_nodes = _list_of(fields.node("constants"), f"{fields.what}: 'constants'", diagnostics)
    constants = tuple(_build_constant(n, i, name, diagnostics) for i, n in enumerate(constant_nodes))
    constants = _resolve_same_as(constants, name, diagnostics)
    fields.finish()
    if enum:
        seen: dict = {}
        for constant in constants:
            if constant.same_as is not None:
                continue  # another name for a value, not another value
            if not _is_yaml(constant.value, "integer"):
                diagnostics.error(constant.location, f"constant {constant.name}: enum group '{name}' needs integer values, got {describe(constant.value)}")
            elif constant.value in seen:
                diagnostics.error(
                    constant.location,
                    f"constant {constant.name}: value {constant.value} is already used by {seen[constant.value]} in enum group '{name}'",
                )
            else:
                seen[constant.value] = constant.name
    if c_enum is not None:
        for constant in constants:
            if isinstance(constant.value, int) and not -(2**31) <= constant.value < 2**31:
                diagnostics.error(constant.location, f"constant {constant.name}: {constant.value} does not fit the int of C enumeration '{c_enum}'")
    return ConstantGroup(name, title, enum, doc, constants, node.location, c_enum, name_function)


def _build_groups(root: Node, diagnostics: Diagnostics) -> tuple[ConstantGroup, ...]:
    fields = _Fields(root, "the top level", diagnostics)
    group_nodes = _list_of(fields.node("groups"), "'groups'", diagnostics)
    fields.finish()
    groups = tuple(_build_group(n, i, diagnostics) for i, n in enumerate(group_nodes))
    _check_unique(groups, lambda g: g.name, "constant group", diagnostics)
    _check_unique([c for g in groups for c in g.constants], lambda c: c.name, "constant", diagnostics)
    _check_signal_effects([c for g in groups for c in g.constants], root, diagnostics)
    return groups


def _check_signal_effects(constants: list[Constant], root: Node, diagnostics: Diagnostics) -> None:
    """Each effect the runtime applies (SIGNAL_EFFECTS) is the
    `signal_effect` of exactly one constant: symsync/spec_facts.h maps a
    signal operation's value to its effect."""
    for effect in SIGNAL_EFFECTS:
        having = [c for c in constants if c.signal_effect == effect]
        if not having:
            diagnostics.error(root.location, f"no constant has 'signal_effect: {effect}' (each of {', '.join(SIGNAL_EFFECTS)} "
                              f"must be the effect of one signal operation)")
        for extra in having[1:]:
            diagnostics.error(extra.location, f"constant {extra.name}: 'signal_effect: {effect}' is already the effect of "
                              f"{having[0].name}")
