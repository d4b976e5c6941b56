"""The built HTML documentation covers the spec, the guides name only
routines that exist, and no example or code sample in the docs reaches for
compiler built-ins, inline assembly or libcu++ atomics where the API has a
routine.

Run by `bazel test //tests/docs:docs_test` on the output of //docs:html."""

from __future__ import annotations

import os
import re
import sys
import unittest
from pathlib import Path

ROOT = Path(os.environ["TEST_SRCDIR"]) / os.environ.get("TEST_WORKSPACE", "symsync")
sys.path.insert(0, str(ROOT))

from codegen import names, signatures, targets  # noqa: E402
from codegen.spec_loader import load_spec  # noqa: E402

HTML = ROOT / "docs" / "html"
SPEC = load_spec(ROOT / "spec")
FUNCTIONS = sorted({e.name for target in targets.NAMES for e in signatures.entries(SPEC, target)})
GENERIC = sorted({names.generic_name(r, t) for r in SPEC.routines for t in r.targets}
                 | {names.sized_generic_name(r, t, True) for r in SPEC.routines if r.sized for t in r.targets})


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
                for entry in signatures.entries(SPEC, target, (routine,)):
                    self.assertIn(f"c.{entry.name}", ids, f"{entry.name} has no anchor on {page.name}")

    def test_every_function_and_constant_is_in_the_search_index(self) -> None:
        index = (HTML / "searchindex.js").read_text(encoding="utf-8")
        for name in FUNCTIONS + [c.name for c in SPEC.constants]:
            self.assertIn(f'"{name}"', index, f"{name} is not in the search index")

    def test_each_site_searches_with_a_stemmer_it_defines(self) -> None:
        """language_data.js binds window.Stemmer to a stemmer it defines
        (Sphinx 9.0.4's Chinese search bound an undefined ChineseStemmer,
        and its search never returned: docs/conf.py's setup), and the
        Chinese index holds Chinese words (jieba cut the text)."""
        for site in (HTML, HTML / "zh_CN"):
            code = (site / "_static" / "language_data.js").read_text(encoding="utf-8")
            bound = re.findall(r"window\.Stemmer\s*=\s*(\w+)", code)
            self.assertTrue(bound, f"{site}: language_data.js binds no stemmer")
            for name in bound:
                self.assertRegex(code, rf"(var|function|class)\s+{name}\b|{name}\s*=\s*function",
                                 f"{site}: language_data.js binds {name}, which it never defines")
        index = (HTML / "zh_CN" / "searchindex.js").read_text(encoding="utf-8")
        self.assertIn("\\u4fe1\\u53f7", index, "the Chinese index has no term 信号 (is jieba installed?)")

    def test_every_constant_has_an_anchor(self) -> None:
        ids = page_ids(HTML / "reference" / "constants.html")
        for constant in SPEC.constants:
            self.assertIn(f"c.{constant.name}", ids)

    def test_every_page_links_to_its_twin_in_the_other_language(self) -> None:
        english = sorted(p.relative_to(HTML) for p in HTML.rglob("*.html")
                         if "zh_CN" not in p.relative_to(HTML).parts and p.name not in ("genindex.html", "search.html"))
        self.assertGreater(len(english), len(SPEC.routines))
        for page in english:
            twin = HTML / "zh_CN" / page
            self.assertTrue(twin.is_file(), f"{page} has no Chinese twin")
            depth = "../" * (len(page.parts) - 1)
            self.assertIn(f'href="{depth}zh_CN/{page.as_posix()}">中文</a>', (HTML / page).read_text(encoding="utf-8"),
                          f"{page} does not link to its Chinese twin")
            self.assertIn(f'href="../{depth}{page.as_posix()}">English</a>', twin.read_text(encoding="utf-8"),
                          f"zh_CN/{page} does not link to its English twin")

    def test_reference_index_lists_every_routine(self) -> None:
        text = (HTML / "reference" / "index.html").read_text(encoding="utf-8")
        for routine in SPEC.routines:
            self.assertIn(f'href="{routine.name}.html"', text, routine.name)


ABSENT = re.compile(r":absent:`([^`]*)`")


class Guides(unittest.TestCase):
    def test_guides_name_only_routines_that_exist(self) -> None:
        known = set(FUNCTIONS) | set(GENERIC)
        # The C enumerations of constant groups and their name functions.
        known |= {name for g in SPEC.groups for name in (g.c_enum, g.name_function) if name}
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


# What a program must not need to release a wait: the update routines do it.
NOT_THE_API = re.compile(r"__atomic|\basm\b|cuda::atomic")


def code_samples(text: str, source: str) -> list[tuple[str, str]]:
    """(where, code) of every code block of an rst or Markdown text."""
    samples = []
    lines = text.splitlines()
    for number, line in enumerate(lines):
        if line.strip().startswith((".. code-block::", ".. code::")) or line.strip().endswith("::") and not line.strip().startswith(".."):
            body = []
            for following in lines[number + 1:]:
                if following.strip() and not following.startswith((" ", "\t")):
                    break
                body.append(following)
            samples.append((f"{source}:{number + 1}", "\n".join(body)))
        if line.startswith("```") and line.strip() != "```":
            end = next((k for k in range(number + 1, len(lines)) if lines[k].strip() == "```"), len(lines))
            samples.append((f"{source}:{number + 1}", "\n".join(lines[number + 1:end])))
    return samples


class OnlyTheApi(unittest.TestCase):
    def test_examples_use_only_the_api(self) -> None:
        sources = sorted((ROOT / "examples").glob("*.c*")) + sorted((ROOT / "examples").glob("*.h"))
        self.assertTrue(sources)
        for source in sources:
            for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), start=1):
                self.assertIsNone(NOT_THE_API.search(line), f"examples/{source.name}:{number}: {line.strip()}")

    def test_doc_samples_use_only_the_api(self) -> None:
        documents = sorted((ROOT / "docs").glob("*.rst")) + [ROOT / "README.md"]
        samples = [s for d in documents for s in code_samples(d.read_text(encoding="utf-8"), d.name)]
        self.assertGreater(len(samples), 5)
        for where, code in samples:
            self.assertIsNone(NOT_THE_API.search(code), f"{where}: a code sample uses {NOT_THE_API.pattern}")

    def test_the_check_sees_a_built_in(self) -> None:
        # The checks above would catch the pattern they look for.
        sample = code_samples(".. code-block:: c\n\n   __atomic_store_n(p, 1, __ATOMIC_RELEASE);\n", "probe")
        self.assertTrue(any(NOT_THE_API.search(code) for _, code in sample))


if __name__ == "__main__":
    unittest.main()
