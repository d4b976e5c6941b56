"""The translations of the documentation: Sphinx's gettext catalogs under
docs/locale/LANGUAGE/LC_MESSAGES/ (one per guide, and reference.po for the
whole generated reference), kept in step with the English sources.

    python3 docs/translations.py update   extract every message of the
                                          guides and the reference (Sphinx's
                                          gettext builder) and merge them
                                          into the catalogs (sphinx-intl);
                                          new and changed sentences come out
                                          untranslated or fuzzy
    python3 docs/translations.py check    exit 1, naming the catalog file,
                                          the English sentence and where it
                                          comes from (the page, and for a
                                          routine's page its spec entry),
                                          for every message
                                          untranslated, fuzzy or missing,
                                          and for every translation that
                                          goes against the glossary
                                          (docs/glossary.yaml)

After a change to a guide or to the spec's text: `update`, translate what
`check` lists (msgstr, and remove the `fuzzy` flag), `check` again. The test
//tests/docs:translation_test runs `check`.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(DOCS))
sys.path.insert(0, str(ROOT))

import build_html  # noqa: E402


def translated_languages(source: Path) -> list[str]:
    """The languages of conf.py's LANGUAGES other than English."""
    return [code for code in build_html.languages(source) if code != "en"]


def extract(files: list[tuple[Path, str]], pot_dir: Path, scratch: Path) -> Path:
    """Stages the sources in `scratch` and writes their message templates
    (.pot) to `pot_dir`; returns the staged source folder."""
    from sphinx.cmd.build import build_main

    source = scratch / "source"
    build_html.stage(files, source)
    (source / "version.txt").write_text("0")
    status = build_main(["-q", "-b", "gettext", "-d", str(scratch / "doctrees"), str(source), str(pot_dir)])
    if status != 0:
        raise SystemExit(f"translations: extracting the messages failed ({status})")
    return source


def _spec_entries(root: Path) -> dict[str, str]:
    """Reference page name -> "spec entry NAME (spec/FILE:LINE)" for the
    routine pages."""
    from codegen.spec_loader import load_spec

    spec = load_spec(root / "spec")
    return {r.name: f"spec entry {r.name} ({r.location})" for r in spec.routines}


def problems(files: list[tuple[Path, str]], locale_dir: Path, root: Path) -> list[str]:
    """Every message of the sources that a catalog lacks, leaves
    untranslated or marks fuzzy, as "CATALOG: STATE: 'SENTENCE' (WHERE)"."""
    from babel.messages.pofile import read_po

    found: list[str] = []
    entries = None
    with tempfile.TemporaryDirectory(prefix="symsync-translations-") as scratch:
        pots = Path(scratch) / "pot"
        source = extract(files, pots, Path(scratch))
        for language in translated_languages(source):
            for pot_path in sorted(pots.glob("*.pot")):
                with pot_path.open("rb") as handle:
                    template = read_po(handle)
                po_path = locale_dir / language / "LC_MESSAGES" / f"{pot_path.stem}.po"
                shown = po_path.relative_to(root).as_posix() if po_path.is_relative_to(root) else str(po_path)
                catalog = None
                if po_path.exists():
                    with po_path.open("rb") as handle:
                        catalog = read_po(handle)
                for message in template:
                    if not message.id:
                        continue
                    places = sorted({path.split("source/", 1)[-1] for path, _ in message.locations})
                    where = ", ".join(places[:3]) + (f" and {len(places) - 3} more" if len(places) > 3 else "")
                    pages = {Path(p).stem for p in places if p.startswith("reference/")}
                    if pages and entries is None:
                        entries = _spec_entries(root)
                    named = [entries[p] for p in sorted(pages) if entries and p in entries]
                    if named:
                        where += "; " + ", ".join(named)
                    translation = catalog.get(message.id) if catalog is not None else None
                    if translation is None:
                        state = "missing from the catalog"
                    elif not translation.string:
                        state = "untranslated"
                    elif translation.fuzzy:
                        state = "fuzzy (the English changed: check the translation, then remove the flag)"
                    else:
                        continue
                    found.append(f"{shown}: {state}: {message.id!r} ({where})")
    return found


def glossary_problems(locale_dir: Path, root: Path, glossary: Path | None = None) -> list[str]:
    """Every translated message that goes against the glossary
    (docs/glossary.yaml): its English has a term, and its Chinese uses a
    rendering the term avoids or lacks the one it requires, as
    "CATALOG: glossary: ..."."""
    import re

    import yaml
    from babel.messages.pofile import read_po

    glossary = glossary or locale_dir.parent / "glossary.yaml"
    terms = yaml.safe_load(glossary.read_text(encoding="utf-8"))["terms"]
    rules = [(t, re.compile(t.get("match") or rf"\b{re.escape(t['en'])}\b", re.IGNORECASE)) for t in terms]
    found: list[str] = []
    for po_path in sorted(locale_dir.glob("*/LC_MESSAGES/*.po")):
        shown = po_path.relative_to(root).as_posix() if po_path.is_relative_to(root) else str(po_path)
        with po_path.open("rb") as handle:
            catalog = read_po(handle)
        for old in catalog.obsolete:
            found.append(f"{shown}: obsolete: {old[:70]!r} is no message of the sources any more: delete its "
                         f"#~ lines")
        for message in catalog:
            if not message.id or not message.string:
                continue
            for term, match in rules:
                if not match.search(message.id):
                    continue
                wrong = [w for w in term.get("avoid", []) if w in message.string]
                missing = term.get("require") and not any(r in message.string for r in term["require"])
                if wrong or missing:
                    said = f"renders it {wrong[0]!r}" if wrong else f"lacks {' or '.join(term['require'])}"
                    found.append(f"{shown}: glossary: {term['en']!r} is {term['zh']} (docs/glossary.yaml), but "
                                 f"the translation of {message.id[:70]!r} {said}")
    return found


def update(files: list[tuple[Path, str]], locale_dir: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="symsync-translations-") as scratch:
        pots = Path(scratch) / "pot"
        source = extract(files, pots, Path(scratch))
        for language in translated_languages(source):
            subprocess.run([sys.executable, "-m", "sphinx_intl", "update", "-w", "0", "-p", str(pots), "-l", language,
                            "-d", str(locale_dir)], check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["update", "check"])
    parser.add_argument("--root", type=Path, default=ROOT, help="project root (docs/, generated/, spec/)")
    args = parser.parse_args()
    files = build_html.default_files(args.root)
    locale_dir = args.root / "docs" / "locale"
    if args.command == "update":
        update(files, locale_dir)
        return 0
    found = problems(files, locale_dir, args.root) + glossary_problems(locale_dir, args.root)
    for line in found:
        print(line)
    if found:
        print(f"translations: {len(found)} message(s) to translate or fix; see docs/translations.py", file=sys.stderr)
        return 1
    print("translations: every message is translated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
