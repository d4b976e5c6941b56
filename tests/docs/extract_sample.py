"""Writes the first ```c block of a Markdown file to a file, so the README's
sample program is built and run by the tests exactly as a reader sees it.

    extract_sample.py README.md OUT.c
"""

import sys


def first_c_block(text: str, source: str) -> str:
    lines = text.splitlines()
    try:
        start = lines.index("```c") + 1
    except ValueError:
        raise SystemExit(f"{source}: no ```c block")
    try:
        end = lines.index("```", start)
    except ValueError:
        raise SystemExit(f"{source}:{start}: the ```c block is not closed")
    return "\n".join(lines[start:end]) + "\n"


def main() -> None:
    source, out = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as f:
        block = first_c_block(f.read(), source)
    with open(out, "w", encoding="utf-8") as f:
        f.write(f"/* The first C block of {source}, extracted by tests/docs/extract_sample.py. */\n")
        f.write(block)


if __name__ == "__main__":
    main()
