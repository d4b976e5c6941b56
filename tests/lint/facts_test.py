"""Facts of the spec stay in the spec: the handwritten C and C++ of
runtime/ and tools/ names no setting of spec/settings.yaml inside a string
(messages and code name a setting by SYMSYNC_SETTING_<HANDLE>, so a rename
in the spec reaches them), and no signal operation constant in code (the
runtime asks is_signal_op and signal_effect, symsync/spec_facts.h). Each
finding is reported as FILE:LINE with the name and what to use instead."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = (Path(os.environ["TEST_SRCDIR"]) / os.environ.get("TEST_WORKSPACE", "symsync")
        if "TEST_SRCDIR" in os.environ else Path(__file__).resolve().parents[2])
sys.path.insert(0, str(ROOT))

from codegen.spec_loader import load_spec  # noqa: E402

LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def code_lines(path: Path):
    """(line number, code) of a C or C++ file, comments blanked."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), path.read_text(encoding="utf-8"), flags=re.S)
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.lstrip()
        if stripped.startswith("//") or stripped.startswith("#include"):
            continue
        # A // comment after code, outside a string.
        yield number, re.sub(r'^((?:[^"/]|"(?:[^"\\]|\\.)*"|/(?!/))*)//.*$', r"\1", line)


def problems(root: Path) -> list[str]:
    spec = load_spec(root / "spec")
    settings = {s.name: f"SYMSYNC_SETTING_{s.handle.upper()}" for s in spec.settings}
    setting = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(sorted(settings, key=len, reverse=True)) + r")(?![A-Za-z0-9_])")
    signal_ops = [c.name for c in spec.constants if c.signal_effect]
    signal_op = re.compile(r"\b(" + "|".join(signal_ops) + r")\b")
    found = []
    files = sorted(p for d in ("runtime", "tools") for p in (root / d).rglob("*") if p.suffix in (".h", ".cc", ".cu"))
    for path in files:
        where = path.relative_to(root)
        for number, code in code_lines(path):
            for literal in LITERAL.finditer(code):
                for name in setting.findall(literal.group(1)):
                    found.append(f"{where}:{number}: the setting {name} is written out in a string: use {settings[name]}")
            for name in signal_op.findall(LITERAL.sub('""', code)):
                found.append(f"{where}:{number}: {name} is named in code: ask is_signal_op / signal_effect "
                             f"(symsync/spec_facts.h)")
    return found


def main() -> int:
    found = problems(ROOT)
    for line in found:
        print(line)
    print(f"facts of the spec written out in runtime/ and tools/: {len(found)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
