"""python3 -m codegen [--check]: regenerate generated/ from spec/ and templates/.
python3 -m codegen diff REV: what the spec changes since REV do to users
(codegen/diff.py)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from .diagnostics import SpecError
from .render import render_all
from .spec_loader import load_spec, spec_files
from .write import apply, plan, report

DEFAULT_ROOT = Path(__file__).resolve().parent.parent


def _display(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.name


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "diff" in argv[:3]:  # [--root ROOT] diff ...
        from . import diff

        at = argv.index("diff")
        before = argparse.ArgumentParser(prog="python3 -m codegen")
        before.add_argument("--root", type=Path)
        root = before.parse_args(argv[:at]).root or Path(os.environ.get("BUILD_WORKSPACE_DIRECTORY", DEFAULT_ROOT))
        return diff.main(argv[at + 1 :], root)
    parser = argparse.ArgumentParser(prog="python3 -m codegen", description=__doc__)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if generated/ is stale, missing files or has orphans")
    parser.add_argument("--root", type=Path, help="project root (default: this checkout, or the workspace under 'bazel run')")
    parser.add_argument("--spec", type=Path, help="spec directory (default: ROOT/spec)")
    parser.add_argument("--templates", type=Path, help="templates directory (default: ROOT/templates)")
    parser.add_argument("--out", type=Path, help="output directory (default: ROOT/generated)")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    root = args.root or Path(os.environ.get("BUILD_WORKSPACE_DIRECTORY", DEFAULT_ROOT))
    spec_dir = args.spec or root / "spec"
    templates_dir = args.templates or root / "templates"
    out_dir = args.out or root / "generated"
    out_name = _display(out_dir, root)

    try:
        spec = load_spec(spec_dir, _display(spec_dir, root), hop_root=root)
        sources = [f"{_display(spec_dir, root)}/{f.name}" for f in spec_files(spec_dir)]
        rendered = render_all(spec, templates_dir, sources)
    except SpecError as error:
        for diagnostic in error.diagnostics:
            print(diagnostic, file=sys.stderr)
        count = len(error.diagnostics)
        print(f"codegen: {count} error{'s' if count != 1 else ''}; nothing written", file=sys.stderr)
        return 2

    result = plan(out_dir, rendered)
    elapsed = time.perf_counter() - start
    if args.check:
        if result.up_to_date:
            if not args.quiet:
                print(f"codegen: {out_name}/ is up to date ({len(rendered)} files, {elapsed:.2f} s)")
            return 0
        sys.stdout.write(report(result, out_name))
        print(
            f"codegen: {out_name}/ is stale: {len(result.changed)} changed, {len(result.missing)} missing, "
            f"{len(result.orphans)} orphaned. Regenerate with: python3 -m codegen",
            file=sys.stderr,
        )
        return 1
    apply(result)
    elapsed = time.perf_counter() - start
    if not args.quiet:
        written = len(result.changed) + len(result.missing)
        print(
            f"codegen: {len(rendered)} files in {out_name}/: {written} written, {len(result.orphans)} removed, "
            f"{len(result.unchanged)} unchanged ({elapsed:.2f} s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
