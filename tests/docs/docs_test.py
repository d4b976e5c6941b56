"""The built HTML documentation covers the spec, and the guides name only
routines that exist.

Run by `bazel test //tests/docs:docs_test` on the output of //docs:html."""

from __future__ import annotations

import os
import re
import sys
import unittest
from pathlib import Path

ROOT = Path(os.environ["TEST_SRCDIR"]) / os.environ.get("TEST_WORKSPACE", "symsync")
sys.path.insert(0, str(ROOT))

from codegen import names  # noqa: E402
from codegen.model import load_spec  # noqa: E402

HTML = ROOT / "docs" / "html"
SPEC = load_spec(ROOT / "spec")
FUNCTIONS = sorted({e.name for target in ("device", "host", "on_stream") for e in names.entries(SPEC, target)})
GENERIC = sorted({names.generic_name(r, t) for r in SPEC.routines for t in r.targets})


def page_ids(page: Path) -> set[str]:
    return set(re.findall(r'id="([^"]+)"', page.read_text(encoding="utf-8")))


class BuiltHtml(unittest.TestCase):
    def test_every_function_is_a_target_on_its_routines_page(self) -> None:
        for routine in SPEC.routines:
            page = HTML / "reference" / f"{routine.name}.html"
            self.assertTrue(page.is_file(), f"no page for {routine.name}")
            ids = page_ids(page)
            text = page.read_text(encoding="utf-8")
            self.assertIn(routine.summary.split()[0], text)
            for target in routine.targets:
                for entry in names.entries(SPEC, target, (routine,)):
                    self.assertIn(f"c.{entry.name}", ids, f"{entry.name} has no anchor on {page.name}")

    def test_every_function_and_constant_is_in_the_search_index(self) -> None:
        index = (HTML / "searchindex.js").read_text(encoding="utf-8")
        for name in FUNCTIONS + [c.name for c in SPEC.constants]:
            self.assertIn(f'"{name}"', index, f"{name} is not in the search index")

    def test_every_constant_has_an_anchor(self) -> None:
        ids = page_ids(HTML / "reference" / "constants.html")
        for constant in SPEC.constants:
            self.assertIn(f"c.{constant.name}", ids)

    def test_reference_index_lists_every_routine(self) -> None:
        text = (HTML / "reference" / "index.html").read_text(encoding="utf-8")
        for routine in SPEC.routines:
            self.assertIn(f'href="{routine.name}.html"', text, routine.name)


ABSENT = re.compile(r":absent:`([^`]*)`")


class Guides(unittest.TestCase):
    def test_guides_name_only_routines_that_exist(self) -> None:
        known = set(FUNCTIONS) | set(GENERIC)
        guides = sorted((ROOT / "docs").glob("*.rst"))
        self.assertTrue(guides)
        for guide in guides:
            for number, line in enumerate(guide.read_text(encoding="utf-8").splitlines(), start=1):
                # A name marked :absent: must not be a routine: the guide
                # would then say we lack something we have.
                for absent in ABSENT.findall(line):
                    for name in re.findall(r"\bnvshmemx?_[A-Za-z0-9_]+\b", absent):
                        self.assertFalse(name in known, f"{guide.name}:{number} marks '{name}' absent, but it is a routine")
                for name in re.findall(r"\bnvshmemx?_[A-Za-z0-9_]+\b", ABSENT.sub("", line)):
                    if name.isupper():
                        continue  # constants and environment variables
                    self.assertTrue(name in known, f"{guide.name}:{number} names '{name}', which is not a routine")


if __name__ == "__main__":
    unittest.main()
