"""docs/extending.rst's walk ("Following a routine"), followed: every file
the walk names exists, every symsync::impl:: function it names is defined in
one of the files it names, every test target it names is declared, and every
test source it names calls the routine it follows. A file moved, a function
renamed or a test that no longer calls the routine fails here, naming what
the walk claims."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = (Path(os.environ["TEST_SRCDIR"]) / os.environ.get("TEST_WORKSPACE", "symsync")
        if "TEST_SRCDIR" in os.environ else Path(__file__).resolve().parents[2])
sys.path.insert(0, str(ROOT))

from codegen import hops  # noqa: E402

SECTION_TITLE = "Following a routine"


def walk_text(guide: Path) -> str:
    """The section's text, up to the next section title."""
    lines = guide.read_text(encoding="utf-8").splitlines()
    start = lines.index(SECTION_TITLE)
    end = next(i for i in range(start + 2, len(lines)) if set(lines[i]) == {"-"} and lines[i - 1].strip())
    return "\n".join(lines[start:end - 1])


def literals(text: str) -> list[str]:
    return [" ".join(m.split()) for m in re.findall(r"``(.+?)``", text, re.S)]


def walk_problems(root: Path) -> list[str]:
    text = walk_text(root / "docs" / "extending.rst")
    routine = re.search(r":c:func:`(\w+)`", text).group(1)
    named = literals(text)
    files = [n for n in named if re.fullmatch(r"[\w./-]+\.(h|cc|cu|py|yaml)", n) and "/" in n]
    problems = [f"{f}: the walk names it, and it does not exist" for f in files if not (root / f).is_file()]
    existing = [f for f in files if (root / f).is_file()]
    for function in sorted({m for n in named for m in re.findall(r"symsync::impl::(\w+)", n)}):
        if not any(hops.defines((root / f).read_text(encoding="utf-8"), function) for f in existing
                   if f.endswith((".h", ".cc", ".cu"))):
            problems.append(f"symsync::impl::{function}: the walk names it, and none of its files defines it")
    labels = sorted({m for n in named for m in re.findall(r"//[\w/]+:\w+", n) if not m.startswith("//generated:")})
    problems += [p for p in (hops.label_problem(label, root) for label in labels) if p]
    for test in (f for f in existing if f.startswith("tests/")):
        if not re.search(r"\b" + routine + r"\s*\(", (root / test).read_text(encoding="utf-8")):
            problems.append(f"{test}: the walk names it as a test of {routine}, which it does not call")
    if not files or not labels:
        problems.append("the walk names no file or no test target")
    return problems


def main() -> int:
    problems = walk_problems(ROOT)
    for problem in problems:
        print(problem)
    print(f"docs/extending.rst's walk: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
