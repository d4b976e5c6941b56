"""Sphinx configuration of symsync's documentation (built by build_html.py)."""

from pathlib import Path


def _release() -> str:
    """symsync's version: written by build_html.py when it stages the
    sources, else read from NVSHMEM_VENDOR_STRING in the spec."""
    staged = Path(__file__).parent / "version.txt"
    if staged.exists():
        return staged.read_text().strip()
    import yaml

    constants = Path(__file__).resolve().parent.parent / "spec" / "constants.yaml"
    groups = yaml.safe_load(constants.read_text())["groups"]
    vendor = next(c["value"] for g in groups for c in g["constants"] if c["name"] == "NVSHMEM_VENDOR_STRING")
    return str(vendor).split()[-1]


project = "symsync"
author = "the symsync developers"
copyright = "2026, the symsync developers"
release = version = _release()

extensions = []
primary_domain = "c"
highlight_language = "c"
exclude_patterns = ["_build"]
# :absent:`name` marks an NVSHMEM routine symsync does not provide (the docs
# test checks that each such name really is not a routine here).
rst_prolog = """
.. role:: absent(code)
"""
# Words the C signatures carry that are not types to cross-reference.
c_id_attributes = ["__device__", "__host__", "__global__"]

# Translations: Sphinx's gettext catalogs, one per guide and one for the
# whole reference (reference.po), under locale/LANGUAGE/LC_MESSAGES/;
# build_html.py builds the English site and, with -D language=zh_CN, the
# Chinese one into zh_CN/. docs/translations.py keeps the catalogs in step
# with the sources and checks that nothing is left untranslated.
locale_dirs = ["locale/"]
gettext_compact = True
gettext_uuid = False
gettext_location = True
# The other language of each page, linked from every page
# (_templates/layout.html): the Chinese site sits in zh_CN/ of the English.
LANGUAGES = {"en": ("English", ""), "zh_CN": ("中文", "zh_CN/")}
# The line under the title in the sidebar, per language (_templates/
# blurb.html): the theme's own `description` would be one text for both.
DESCRIPTIONS = {
    "en": "NVSHMEM point-to-point synchronization, generated from one spec",
    "zh_CN": "NVSHMEM 点对点同步，由一份规格生成",
}
templates_path = ["_templates"]
html_context = {"symsync_languages": LANGUAGES, "symsync_descriptions": DESCRIPTIONS}

html_theme = "alabaster"
html_title = f"symsync {release}"
html_static_path = ["_static"]
html_css_files = ["symsync.css"]
html_theme_options = {
    "fixed_sidebar": True,
    "sidebar_width": "250px",
    "page_width": "1100px",
    "show_relbars": True,
}
html_sidebars = {"**": ["about.html", "blurb.html", "searchfield.html", "navigation.html", "relations.html"]}
html_show_sourcelink = False


def setup(app):
    """Sphinx 9.0.4's Chinese search writes `window.Stemmer = ChineseStemmer`
    into language_data.js, but what it ships is the English stemmer (which
    it uses for the Latin words of Chinese pages): ChineseStemmer is never
    defined, and the search page of the Chinese site stopped at "正在搜索中"
    whatever was asked. Here the Chinese search language carries the same
    English stemmer and binds it by its own name. docs_test checks that the
    stemmer language_data.js binds is one it defines."""
    from sphinx import search
    from sphinx.search import _MINIFIED_JS_PATH
    from sphinx.search.zh import SearchChinese

    class SearchChineseWithItsStemmer(SearchChinese):
        js_stemmer_rawcode = ""  # the code below instead of a stemmer file
        js_stemmer_code = "\n".join(
            [
                (_MINIFIED_JS_PATH / "base-stemmer.js").read_text(encoding="utf-8"),
                (_MINIFIED_JS_PATH / "english-stemmer.js").read_text(encoding="utf-8"),
                "window.Stemmer = EnglishStemmer;",
            ]
        )

    search.languages["zh"] = SearchChineseWithItsStemmer
