"""Lays out C declarations, calls and short functions the way clang-format's
Google style does.

Generated C and C++ must pass `clang-format --dry-run --Werror` (a test checks
every generated file), but code generation must not depend on having
clang-format installed, so the few shapes the templates emit are laid out
here, following what clang-format 14 does with them:

* declarations `head(item, ...)tail` that do not fit in 80 columns pack their
  items aligned after the open parenthesis, unless breaking after the
  parenthesis and packing 4 columns deeper saves 3 lines or more (or the
  aligned layout does not fit);
* call statements take whichever of those two layouts needs fewer lines (the
  aligned one on a tie), and an assignment `lhs = call(...)` first tries to
  break after the `=` with the whole call on the next line;
* a function whose body is one statement goes on one line when it fits.

Macros whose body is a braced initializer are the exception: clang-format
lays those out as if the braces opened a block, so the templates fence them
with `// clang-format off` and `braced_define` lays them out itself.
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


def _layouts(indent: int, head: str, items: list[str], tail: str) -> tuple[Optional[list[str]], Optional[list[str]]]:
    """The aligned layout and the broken-after-parenthesis layout."""
    pad = " " * indent
    aligned = _pack(f"{pad}{head}(", items, indent + len(head) + 1, ")" + tail)
    deeper = indent + CONTINUATION_INDENT
    broken = _pack(" " * deeper, items, deeper, ")" + tail)
    return aligned, ([f"{pad}{head}("] + broken if broken is not None else None)


def one_line(indent: int, head: str, items: list[str], tail: str) -> str:
    return f"{' ' * indent}{head}({', '.join(items)}){tail}"


def wrap(indent: int, head: str, items: list[str], tail: str) -> str:
    """A declaration `head(items...)tail` at `indent` columns."""
    line = one_line(indent, head, items, tail)
    if len(line) <= COLUMN_LIMIT or not items:
        return line
    aligned, broken = _layouts(indent, head, items, tail)
    if aligned is None or (broken is not None and len(aligned) - len(broken) >= 3):
        chosen = broken
    else:
        chosen = aligned
    if chosen is None:
        raise ValueError(f"cannot fit {head}(...) in {COLUMN_LIMIT} columns")
    return "\n".join(chosen)


def wrap_call(indent: int, callee: str, args: list[str], lhs: str = "", tail: str = ";") -> str:
    """A call statement `[lhs = ]callee(args...);` at `indent` columns; `lhs`
    may also be `return`."""
    prefix = f"{lhs} = " if lhs and lhs != "return" else ("return " if lhs else "")
    line = one_line(indent, prefix + callee, args, tail)
    if len(line) <= COLUMN_LIMIT:
        return line
    if lhs and lhs != "return":
        whole_call = one_line(indent + CONTINUATION_INDENT, callee, args, tail)
        if len(whole_call) <= COLUMN_LIMIT:
            return f"{' ' * indent}{lhs} =\n{whole_call}"
    aligned, broken = _layouts(indent, prefix + callee, args, tail)
    candidates = [c for c in (aligned, broken) if c is not None]
    if not candidates:
        raise ValueError(f"cannot fit {callee}(...) in {COLUMN_LIMIT} columns")
    return "\n".join(min(candidates, key=len))  # min keeps the aligned one on a tie


def function(head: str, params: list[str], statements: list[str]) -> str:
    """A definition `head(params) { statements }`; `statements` are already
    laid out at indent 2. One statement on one line stays on the signature's
    line when everything fits."""
    if len(statements) == 1 and "\n" not in statements[0]:
        single = one_line(0, head, params, " { " + statements[0].strip() + " }")
        if len(single) <= COLUMN_LIMIT:
            return single
    return "\n".join([wrap(0, head, params, " {")] + statements + ["}"])


def declaration(indent: int, lhs: str, rhs: str) -> str:
    """`lhs = rhs;` at `indent` columns, broken after the `=` when too long."""
    line = f"{' ' * indent}{lhs} = {rhs};"
    if len(line) <= COLUMN_LIMIT:
        return line
    return f"{' ' * indent}{lhs} =\n{' ' * (indent + CONTINUATION_INDENT)}{rhs};"


def braced_define(name: str, items: list[str]) -> str:
    """`#define NAME {item, ...}` on one line when it fits in 80 columns,
    else the items packed onto continuation lines whose backslashes line up:

        #define NAME                  \\
          {first, second, third,      \\
           fourth}
    """
    line = f"#define {name} {{{', '.join(items)}}}"
    if len(line) <= COLUMN_LIMIT:
        return line
    width = COLUMN_LIMIT - 2  # room for the backslash that ends a line
    lines = [f"#define {name}"]
    current = "  {"
    for index, item in enumerate(items):
        piece = item + ("," if index < len(items) - 1 else "}")
        if current.strip() not in ("{", "") and len(current) + 1 + len(piece) > width:
            lines.append(current)
            current = "   " + piece
        else:
            current = current + piece if current.endswith("{") else current + " " + piece
    lines.append(current)
    pad = max(len(text) for text in lines[:-1])
    return "\n".join(text.ljust(pad) + " \\" for text in lines[:-1]) + "\n" + lines[-1]
