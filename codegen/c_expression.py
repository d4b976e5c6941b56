"""Evaluates the small integer C constant expressions of constants.yaml
(a constant's `spelled` value), to check them against the constant's value."""

from __future__ import annotations

import ast
from typing import Optional

from .model import C_NAMES
from .reader import _is_yaml

EXPRESSION_RULE = "is not an expression the generator can check: integers, INT_MAX, ( ), unary -, ~ and binary << >> | & + -"
_OPERATORS = {ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b, ast.BitOr: lambda a, b: a | b,
              ast.BitAnd: lambda a, b: a & b, ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b}


def evaluate_c_expression(text: str) -> Optional[int]:
    """The value of a small integer C constant expression, or None if it uses
    anything else (the same operators mean the same in Python and C here)."""

    def value(node: ast.AST) -> int:
        if isinstance(node, ast.Constant) and _is_yaml(node.value, "integer"):
            return node.value
        if isinstance(node, ast.Name) and node.id in C_NAMES:
            return C_NAMES[node.id][0]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Invert)):
            operand = value(node.operand)
            return -operand if isinstance(node.op, ast.USub) else ~operand
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            return _OPERATORS[type(node.op)](value(node.left), value(node.right))
        raise ValueError(node)

    try:
        return value(ast.parse(text, mode="eval").body)
    except (SyntaxError, ValueError):
        return None
