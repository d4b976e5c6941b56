"""Lays out C declarations and calls the way clang-format's Google style does.

Generated C and C++ must pass `clang-format --dry-run --Werror` (a test checks
every generated file), but code generation must not depend on having
clang-format installed, so the few shapes the templates emit are laid out
here: a call or declaration `head(item, ...)tail` that does not fit in 80
columns is packed with its items aligned after the open parenthesis when that
fits, otherwise broken after the parenthesis and packed 4 columns deeper.
"""

from __future__ import annotations

from typing import Optional

COLUMN_LIMIT = 80
CONTINUATION_INDENT = 4


def _pack(first: str, items: list[str], indent: int, tail: str) -> Optional[list[str]]:
    """Greedily fills lines; None if some line cannot fit."""
    lines: list[str] = []
    current = first
    fresh = True  # nothing but the prefix on the current line yet
    for index, item in enumerate(items):
        piece = item + ("," if index < len(items) - 1 else tail)
        candidate = current + piece if fresh else current + " " + piece
        if len(candidate) <= COLUMN_LIMIT or fresh:
            current, fresh = candidate, False
        else:
            lines.append(current)
            current = " " * indent + piece
        if len(current) > COLUMN_LIMIT:
            return None
    lines.append(current)
    return lines


def wrap(indent: int, head: str, items: list[str], tail: str) -> str:
    """`head(items...)tail` at `indent` columns, wrapped as clang-format would."""
    pad = " " * indent
    one_line = f"{pad}{head}({', '.join(items)}){tail}"
    if len(one_line) <= COLUMN_LIMIT or not items:
        return one_line
    aligned = _pack(f"{pad}{head}(", items, indent + len(head) + 1, ")" + tail)
    if aligned is not None:
        return "\n".join(aligned)
    deeper = indent + CONTINUATION_INDENT
    broken = _pack(" " * deeper, items, deeper, ")" + tail)
    if broken is None:
        raise ValueError(f"cannot fit {head}(...) in {COLUMN_LIMIT} columns")
    return "\n".join([f"{pad}{head}("] + broken)
