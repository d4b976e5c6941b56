"""Writes the files of docs/getting-started.rst's "From another Bazel
workspace" section into a directory and prints the section's commands, one
per line, so that consumer_test builds and runs what a reader is told to.

    cookbook.py GUIDE SOURCE_ROOT OUT_DIR

A code block of the section whose first line is `# file: NAME` is the file
NAME (the rest of the block, with /path/to/symsync replaced by SOURCE_ROOT);
one whose first line is `# commands` holds the commands."""

import sys
from pathlib import Path

SECTION = "From another Bazel workspace"
PLACEHOLDER = "/path/to/symsync"


def section_lines(text: str, guide: str) -> list[str]:
    lines = text.splitlines()
    try:
        start = lines.index(SECTION)
    except ValueError:
        raise SystemExit(f"{guide}: no section '{SECTION}'")
    end = len(lines)
    for i in range(start + 2, len(lines) - 1):
        if lines[i + 1] and set(lines[i + 1]) <= set("-=~") and len(lines[i + 1]) >= len(lines[i]) > 0:
            end = i
            break
    return lines[start:end]


def code_blocks(lines: list[str]) -> list[list[str]]:
    blocks, i = [], 0
    while i < len(lines):
        if lines[i].startswith(".. code-block::"):
            i += 1
            body = []
            while i < len(lines) and (not lines[i] or lines[i].startswith("   ")):
                body.append(lines[i][3:])
                i += 1
            while body and not body[0]:
                body.pop(0)
            while body and not body[-1]:
                body.pop()
            blocks.append(body)
        else:
            i += 1
    return blocks


def main() -> None:
    guide, source_root, out = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    blocks = code_blocks(section_lines(Path(guide).read_text(encoding="utf-8"), guide))
    files = [b for b in blocks if b and b[0].startswith("# file: ")]
    commands = [b for b in blocks if b and b[0] == "# commands"]
    if not files or len(commands) != 1:
        raise SystemExit(f"{guide}: '{SECTION}' needs '# file: NAME' blocks and one '# commands' block")
    for block in files:
        name = block[0][len("# file: "):].strip()
        text = "\n".join(block[1:]).replace(PLACEHOLDER, source_root) + "\n"
        (out / name).write_text(text, encoding="utf-8")
    for line in commands[0][1:]:
        if line.strip():
            print(line)


if __name__ == "__main__":
    main()
