"""The units .bazelrc's --per_file_copt gives `-include symsync_gtest_pch.h`
(to load the precompiled gtest.h, bazel/pch.bzl) are exactly the C++ units
of the tree that include gtest.h, themselves or through the repository's
headers: a unit without GoogleTest would pay for loading it, and one left
out would read gtest.h again.

    precompiled_header_test.py ROOT_FILE   (a file at the repository's root)
"""

import re
import shlex
import subprocess
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.M)


def sources(root: Path) -> list[str]:
    """Every .cc file of the tree, generated ones included."""
    try:
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "--cached", "--others", "--exclude-standard",
                                 "--", "*.cc"], check=True, capture_output=True, text=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        listed = [p.relative_to(root).as_posix() for p in root.rglob("*.cc")
                  if not p.relative_to(root).parts[0].startswith("bazel-")]
    return sorted(f for f in listed if (root / f).is_file())


def includes_gtest(root: Path, path: str, seen: dict[str, bool]) -> bool:
    """Whether `path` includes gtest/gtest.h, itself or through the
    repository's own headers (quoted includes, from the root)."""
    if path in seen:
        return seen[path]
    seen[path] = False
    found = False
    for kind, name in INCLUDE.findall((root / path).read_text(encoding="utf-8", errors="replace")):
        if name == "gtest/gtest.h":
            found = True
        elif kind == '"' and (root / name).is_file() and includes_gtest(root, name, seen):
            found = True
    seen[path] = found
    return found


def wrapper_name(shim_build: str) -> str:
    """The file the precompiled header is compiled from, which units
    force-include: the `wrapper` of bazel/shims/system_gtest.BUILD."""
    match = re.search(r'^\s*wrapper = "([^"]+)",$', shim_build, re.M)
    if not match:
        sys.exit("FAIL: bazel/shims/system_gtest.BUILD names no precompiled header's wrapper")
    return match.group(1)


def per_file_filter(bazelrc: str, wrapper: str) -> tuple[list[re.Pattern], list[re.Pattern]]:
    """The file filter of the --per_file_copt that force-includes `wrapper`:
    Bazel's regular expressions, comma-separated, '-' before an exclusion."""
    for line in bazelrc.splitlines():
        words = shlex.split(line, comments=True)  # as Bazel reads it
        match = re.fullmatch(r"--per_file_copt=(.*)@-include," + re.escape(wrapper), words[1]) \
            if len(words) == 2 and words[0] == "build" else None
        if match:
            parts = match.group(1).split(",")
            return ([re.compile(p) for p in parts if not p.startswith("-")],
                    [re.compile(p[1:]) for p in parts if p.startswith("-")])
    sys.exit(f"FAIL: .bazelrc has no --per_file_copt=...@-include,{wrapper} (the wrapper "
             f"bazel/shims/system_gtest.BUILD precompiles)")


def label(root: Path, path: str) -> str:
    """`path`'s label: its package is the nearest folder with a BUILD file."""
    parts = path.split("/")
    for cut in range(len(parts) - 1, -1, -1):
        folder = root.joinpath(*parts[:cut])
        if (folder / "BUILD.bazel").is_file() or (folder / "BUILD").is_file():
            return "//" + "/".join(parts[:cut]) + ":" + "/".join(parts[cut:])
    return path


def main() -> int:
    root = Path(sys.argv[1]).resolve().parent
    wrapper = wrapper_name((root / "bazel" / "shims" / "system_gtest.BUILD").read_text(encoding="utf-8"))
    included, excluded = per_file_filter((root / ".bazelrc").read_text(encoding="utf-8"), wrapper)
    seen: dict[str, bool] = {}
    wrong = []
    units = sources(root)
    for unit in units:
        # As Bazel does: the unit's path or its label passes the filter.
        forced = any(any(p.search(name) for p in included) and not any(p.search(name) for p in excluded)
                     for name in (unit, label(root, unit)))
        uses = includes_gtest(root, unit, seen)
        if forced and not uses:
            wrong.append(f"{unit}: given the precompiled gtest.h, but it does not use GoogleTest "
                         f"(name it *_program.cc, or exclude it in .bazelrc's --per_file_copt)")
        elif uses and not forced:
            wrong.append(f"{unit}: includes gtest.h, but .bazelrc's --per_file_copt does not give it the "
                         f"precompiled header (name it *_test.cc)")
    for line in wrong:
        print("FAIL:", line)
    if wrong:
        return 1
    print(f"precompiled gtest.h: the {sum(seen.get(u, False) for u in units)} units of {len(units)} that use "
          f"GoogleTest, and only they, include it first")
    return 0


if __name__ == "__main__":
    sys.exit(main())
