"""Lays out the C declarations, calls and short functions the templates emit.

One simple rule, so the output is deterministic and needs no formatter: a
construct that fits in 80 columns is one line; otherwise its head ends with
the open parenthesis and every item goes on a line of its own, 4 columns
deeper. Generated files are exempt from the clang-format check of
tests/lint (this module once re-implemented clang-format's line breaking so
that they passed it; the exemption is simpler, and `codegen --check` already
keeps them exactly as generated).
"""

from __future__ import annotations

COLUMN_LIMIT = 80
CONTINUATION_INDENT = 4


def one_line(indent: int, head: str, items: list[str], tail: str) -> str:
    return f"{' ' * indent}{head}({', '.join(items)}){tail}"


def wrap(indent: int, head: str, items: list[str], tail: str) -> str:
    """`head(items...)tail` at `indent` columns."""
    line = one_line(indent, head, items, tail)
    if len(line) <= COLUMN_LIMIT or not items:
        return line
    deeper = " " * (indent + CONTINUATION_INDENT)
    lines = [f"{' ' * indent}{head}("]
    lines += [f"{deeper}{item}," for item in items[:-1]]
    lines.append(f"{deeper}{items[-1]}){tail}")
    return "\n".join(lines)


def wrap_call(indent: int, callee: str, args: list[str], lhs: str = "", tail: str = ";") -> str:
    """A call statement `[lhs = ]callee(args...);` at `indent` columns; `lhs`
    may also be `return`."""
    prefix = f"{lhs} = " if lhs and lhs != "return" else ("return " if lhs else "")
    return wrap(indent, prefix + callee, args, tail)


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
    """`#define NAME {item, ...}`, on one line when it fits, else one item
    per continuation line."""
    line = f"#define {name} {{{', '.join(items)}}}"
    if len(line) <= COLUMN_LIMIT:
        return line
    pieces = [f"#define {name}", "  {"] + [f"    {item}," for item in items[:-1]] + [f"    {items[-1]}", "  }"]
    return " \\\n".join(pieces)
