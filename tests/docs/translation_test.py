"""The Chinese edition keeps up with the English: every message of the
guides and of the generated reference is translated in the committed
catalogs (docs/locale/zh_CN/LC_MESSAGES), and a change to a spec entry's
text that nobody translated is caught, naming the catalog, the English
sentence and the spec entry (docs/translations.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unittest
from pathlib import Path

ROOT = Path(os.environ["TEST_SRCDIR"]) / os.environ.get("TEST_WORKSPACE", "symsync")
sys.path.insert(0, str(ROOT / "docs"))
sys.path.insert(0, str(ROOT))

import build_html  # noqa: E402
import translations  # noqa: E402
from codegen import hops  # noqa: E402

OLD = "Collective. Returns on a PE only after every PE has called it."
NEW = "Collective: it returns on a PE once every PE has called it."


def copy_project(into: Path) -> Path:
    for part in ("spec", "templates", "generated", "examples", "docs", "codegen"):
        shutil.copytree(ROOT / part, into / part, symlinks=False,
                        ignore=shutil.ignore_patterns("html", "__pycache__"))
    hops.copy_hop_inputs(ROOT, into)  # what the generator checks the spec against
    return into


class Translations(unittest.TestCase):
    def test_every_message_is_translated(self) -> None:
        found = translations.problems(build_html.default_files(ROOT), ROOT / "docs" / "locale", ROOT)
        self.assertEqual(found, [], "\n".join(found))

    def test_a_wrong_term_in_a_copy_of_a_catalog_is_caught(self) -> None:
        """docs/glossary.yaml: index is 索引; a copy of the catalogs where one
        message says 下标 fails the check, naming the catalog and the term."""
        from babel.messages.pofile import read_po, write_po

        locale = Path(os.environ["TEST_TMPDIR"]) / "locale"
        shutil.copytree(ROOT / "docs" / "locale", locale)
        glossary = ROOT / "docs" / "glossary.yaml"
        self.assertEqual(translations.glossary_problems(locale, ROOT, glossary), [])
        po = locale / "zh_CN" / "LC_MESSAGES" / "reference.po"
        with po.open("rb") as handle:
            catalog = read_po(handle)
        message = next(m for m in catalog if m.id and "index" in m.id and "索引" in m.string)
        message.string = message.string.replace("索引", "下标", 1)
        with po.open("wb") as handle:
            write_po(handle, catalog, width=0)
        found = translations.glossary_problems(locale, ROOT, glossary)
        self.assertEqual(len(found), 1, "\n".join(found))
        self.assertIn("reference.po: glossary: 'index' is 索引", found[0])
        self.assertIn("renders it '下标'", found[0])

    def test_a_changed_spec_sentence_is_caught_and_named(self) -> None:
        copy = copy_project(Path(os.environ["TEST_TMPDIR"]) / "project")
        spec = copy / "spec" / "collectives.yaml"
        text = spec.read_text()
        self.assertIn(OLD, text)
        spec.write_text(text.replace(OLD, NEW, 1))
        subprocess.run([sys.executable, "-m", "codegen", "--root", str(copy), "-q"], check=True, cwd=copy)
        line = next(n for n, l in enumerate(text.splitlines(), 1) if "- name: barrier_all" in l)
        # The changed page alone (with what Sphinx needs to read it): the
        # other pages are the committed ones, checked above.
        files = [(path, staged) for path, staged in build_html.default_files(copy)
                 if staged in ("conf.py", "index.rst", "reference/barrier_all.rst") or staged.startswith("_templates/")]
        templates = sorted((copy / "docs" / "_templates").glob("*.html"))
        self.assertEqual(len(files), 3 + len(templates))
        found = translations.problems(files, copy / "docs" / "locale", copy)
        self.assertEqual(len(found), 1, "\n".join(found))
        self.assertTrue(found[0].startswith("docs/locale/zh_CN/LC_MESSAGES/reference.po: missing from the catalog: "),
                        found[0])
        self.assertIn(NEW, found[0])
        self.assertIn(f"spec entry barrier_all (spec/collectives.yaml:{line})", found[0])


if __name__ == "__main__":
    unittest.main()
