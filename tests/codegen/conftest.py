"""Fixtures for the code generator's tests: a scratch copy of the project's
spec/, templates/ and generated/ that a test may break at will."""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest


def source_root() -> Path:
    """The checkout (or its Bazel runfiles tree) holding spec/ and codegen/."""
    if "TEST_SRCDIR" in os.environ:
        return Path(os.environ["TEST_SRCDIR"]) / os.environ.get("TEST_WORKSPACE", "symsync")
    return Path(__file__).resolve().parents[2]


ROOT = source_root()
sys.path.insert(0, str(ROOT))

from codegen import hops  # noqa: E402
from codegen.__main__ import main  # noqa: E402


@dataclass
class Result:
    code: int
    out: str
    err: str

    @property
    def error_lines(self) -> list[str]:
        return self.err.splitlines()


class Project:
    """A copy of spec/, templates/, generated/, examples/ (the spec's
    snippets) and runtime/ (the implementations it names) under a temporary
    root, and the BUILD files of the test packages the spec names."""

    def __init__(self, root: Path):
        self.root = root
        for part in ("spec", "templates", "generated", "examples"):
            shutil.copytree(ROOT / part, root / part, symlinks=False)
        hops.copy_hop_inputs(ROOT, root)

    def path(self, relative: str) -> Path:
        return self.root / relative

    def text(self, relative: str) -> str:
        return self.path(relative).read_text(encoding="utf-8")

    def edit(self, relative: str, old: str, new: str) -> None:
        """Replaces the first `old` with `new`; `old` must be there."""
        text = self.text(relative)
        assert old in text, f"{old!r} not in {relative}"
        self.path(relative).write_text(text.replace(old, new, 1), encoding="utf-8")

    def write(self, relative: str, text: str) -> None:
        self.path(relative).write_text(text, encoding="utf-8")

    def line_of(self, relative: str, needle: str) -> int:
        """The 1-based line of the first line containing `needle`."""
        for number, line in enumerate(self.text(relative).splitlines(), start=1):
            if needle in line:
                return number
        raise AssertionError(f"{needle!r} not in {relative}")

    def snapshot(self) -> dict[str, bytes]:
        generated = self.path("generated")
        return {p.relative_to(generated).as_posix(): p.read_bytes() for p in sorted(generated.rglob("*")) if p.is_file()}

    def run(self, *args: str) -> Result:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(["--root", str(self.root), *args])
        return Result(code, out.getvalue(), err.getvalue())


@pytest.fixture
def project(tmp_path: Path) -> Project:
    return Project(tmp_path)
