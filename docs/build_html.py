"""Builds symsync's HTML documentation with Sphinx, warnings as errors.

The hand-written pages of docs/ and the reference pages codegen writes to
generated/docs/reference/ are staged into one source tree (the reference
under reference/), then built:

    python3 docs/build_html.py [--out DIR]        (default: docs/_build/html)

It builds every language of conf.py's LANGUAGES: English in DIR, Chinese in
DIR/zh_CN/ from the catalogs of locale/zh_CN/.

`bazel build //docs:html` runs the same script through docs/sphinx.bzl.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def stage(files: list[tuple[Path, str]], stage_dir: Path) -> None:
    for source, destination in files:
        target = stage_dir / destination
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)


def default_files(root: Path) -> list[tuple[Path, str]]:
    docs = root / "docs"
    files = [(p, p.relative_to(docs).as_posix()) for p in sorted(docs.rglob("*"))
             if p.is_file() and p.suffix in (".rst", ".py", ".css", ".html", ".po") and p.name != "build_html.py"
             and not {"_build", "reference"} & set(p.relative_to(docs).parts)]
    reference = root / "generated" / "docs" / "reference"
    files += [(p, f"reference/{p.name}") for p in sorted(reference.glob("*.rst"))]
    return files


def vendor_version(root: Path) -> str:
    """The library version, from NVSHMEM_VENDOR_STRING in the spec."""
    sys.path.insert(0, str(root))
    from codegen.spec_loader import load_spec  # noqa: E402

    spec = load_spec(root / "spec")
    vendor = next(c.value for c in spec.constants if c.name == "NVSHMEM_VENDOR_STRING")
    return str(vendor).split()[-1]


def languages(source: Path) -> dict[str, str]:
    """conf.py's LANGUAGES: each language's output folder under the English
    site ("" for English itself)."""
    import runpy

    return {code: prefix for code, (_, prefix) in runpy.run_path(str(source / "conf.py"))["LANGUAGES"].items()}


def build(files: list[tuple[Path, str]], out: Path, version: str, english_only: bool = False) -> int:
    """The English site in `out`, and (unless `english_only`) each
    translation in its folder of it (zh_CN/), from the catalogs in locale/."""
    from sphinx.cmd.build import build_main

    with tempfile.TemporaryDirectory(prefix="symsync-docs-") as temporary:
        source = Path(temporary) / "source"
        stage(files, source)
        (source / "version.txt").write_text(version)
        if out.exists():
            shutil.rmtree(out)
        for code, prefix in languages(source).items():
            if english_only and code != "en":
                continue
            only = ["-A", "symsync_english_only=1"] if english_only else []
            status = build_main(["-W", "--keep-going", "-q", "-b", "html", "-D", f"language={code}", *only,
                                 "-d", str(Path(temporary) / f"doctrees-{code}"), str(source), str(out / prefix)])
            if status != 0:
                print(f"docs: the {code} build failed", file=sys.stderr)
                return status
        return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "_build" / "html")
    parser.add_argument("--root", type=Path, default=ROOT, help="project root (spec/, docs/, generated/)")
    parser.add_argument("--file", action="append", default=[], metavar="SOURCE=DEST",
                        help="stage SOURCE as DEST instead of scanning the root (used by Bazel)")
    parser.add_argument("--english-only", action="store_true", help="build the English site alone")
    args = parser.parse_args()
    files = [(Path(pair.split("=", 1)[0]), pair.split("=", 1)[1]) for pair in args.file] or default_files(args.root)
    status = build(files, args.out, vendor_version(args.root), args.english_only)
    if status == 0:
        print(f"docs: HTML in {args.out}")
    return status


if __name__ == "__main__":
    sys.exit(main())
