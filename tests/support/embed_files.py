#!/usr/bin/env python3
"""Writes a C++ header that holds files as byte arrays, for test programs
that must carry them (the GPU pack carries programs, not data files):

  embed_files.py OUT NAME=PATH [NAME=PATH ...]

gives `inline constexpr unsigned char NAME[] = {...};` for each file."""
import sys
from pathlib import Path


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit("usage: embed_files.py OUT NAME=PATH [NAME=PATH ...]")
    lines = ["// Made by tests/support/embed_files.py; do not edit.", "#pragma once", ""]
    for item in sys.argv[2:]:
        name, _, path = item.partition("=")
        if not name.isidentifier() or not path:
            sys.exit(f"embed_files.py: {item!r} is not NAME=PATH")
        data = Path(path).read_bytes()
        lines.append(f"// {Path(path).name}, {len(data)} bytes")
        lines.append(f"alignas(16) inline constexpr unsigned char {name}[] = {{")
        for start in range(0, len(data), 16):
            lines.append("    " + ", ".join(str(b) for b in data[start:start + 16]) + ",")
        lines.append("};")
        lines.append("")
    Path(sys.argv[1]).write_text("\n".join(lines))


if __name__ == "__main__":
    main()
