"""Compares rendered files with generated/ and writes the difference.

Writes are atomic (a temporary file in the same directory, then rename) and
touch only files whose content changed; files in generated/ that nothing
renders any more (orphans) are removed. `--check` reports instead of writing.
"""

from __future__ import annotations

import difflib
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Plan:
    out_dir: Path
    rendered: dict[str, str]
    changed: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    orphans: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)

    @property
    def up_to_date(self) -> bool:
        return not (self.changed or self.missing or self.orphans)


def existing_files(out_dir: Path) -> list[str]:
    if not out_dir.is_dir():
        return []
    return sorted(p.relative_to(out_dir).as_posix() for p in out_dir.rglob("*") if p.is_file() or p.is_symlink())


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def plan(out_dir: Path, rendered: dict[str, str]) -> Plan:
    result = Plan(out_dir, rendered)
    for relative in sorted(rendered):
        current = _read(out_dir / relative)
        if current is None:
            result.missing.append(relative)
        elif current != rendered[relative]:
            result.changed.append(relative)
        else:
            result.unchanged.append(relative)
    result.orphans = [f for f in existing_files(out_dir) if f not in rendered]
    return result


def _write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def apply(p: Plan) -> None:
    for relative in p.changed + p.missing:
        _write_atomically(p.out_dir / relative, p.rendered[relative])
    for relative in p.orphans:
        (p.out_dir / relative).unlink()
    # Remove directories the orphans left empty, deepest first.
    for directory in sorted({(p.out_dir / o).parent for o in p.orphans}, key=lambda d: len(d.parts), reverse=True):
        while directory != p.out_dir and directory.is_dir() and not any(directory.iterdir()):
            directory.rmdir()
            directory = directory.parent


def report(p: Plan, out_name: str, max_diff_lines: int = 200) -> str:
    """What --check prints: a unified diff of each stale file, then a summary."""
    lines: list[str] = []
    for relative in p.changed:
        old = (_read(p.out_dir / relative) or "").splitlines(keepends=True)
        new = p.rendered[relative].splitlines(keepends=True)
        lines += difflib.unified_diff(old, new, f"{out_name}/{relative} (on disk)", f"{out_name}/{relative} (from spec)")
    if len(lines) > max_diff_lines:
        lines = lines[:max_diff_lines] + [f"... diff cut at {max_diff_lines} lines\n"]
    text = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    for relative in p.missing:
        text += f"missing: {out_name}/{relative}\n"
    for relative in p.orphans:
        text += f"orphan (no longer generated): {out_name}/{relative}\n"
    return text
