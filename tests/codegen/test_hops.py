"""The three hops, followed as a reader follows them: every family comment
of the generated code names the spec entry (spec/FILE:LINE, where that
routine's entry starts), the implementation (a file that defines the
function named) and the test targets (each declared by its package's
BUILD.bazel, the generated ones by generated/BUILD.bazel). The generator
checks the spec's side when it loads it (test_bad_spec.py breaks each
hop); this test checks what the generated files say."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import ROOT
from codegen import hops

# The generated files whose entry points carry family comments.
FILES = ("src/host_entries.cc", "src/on_stream.cu", "src/cuda_type_entries.cu", "include/nvshmem.h",
         "include/nvshmemx.h")

COMMENT = re.compile(
    r"(?P<name>nvshmemx?_\w+): .*\((?P<spec>spec/[\w.]+):(?P<line>\d+)\) "
    r"Implementation: (?P<function>symsync::impl::\w+) in (?P<file>[\w./]+)\. "
    r"Tests: (?P<tests>.*)\.$")


def family_comments(text: str) -> list[dict[str, str]]:
    """Every family comment (a run of // lines naming a spec entry), its
    wrapped lines joined."""
    found = []
    for block in re.findall(r"(?:^// .*\n)+", text, re.M):
        joined = " ".join(line[3:] for line in block.splitlines())
        if re.search(r"\(spec/[\w.]+:\d+\)", joined) is None:
            continue
        match = COMMENT.match(joined)
        found.append(match.groupdict() if match else {"name": joined[:60], "unparsed": joined})
    return found


def generated_targets() -> set[str]:
    text = (ROOT / "generated" / "BUILD.bazel").read_text(encoding="utf-8")
    return set(re.findall(r'\bname = "(\w+)"', text))


def hop_problems(comment: dict[str, str], root: Path, generated: set[str]) -> list[str]:
    problems = []
    spec_lines = (root / comment["spec"]).read_text(encoding="utf-8").splitlines()
    line = int(comment["line"])
    if not (0 < line <= len(spec_lines) and spec_lines[line - 1].lstrip().startswith("- name: ")):
        problems.append(f"{comment['spec']}:{line} does not start a routine's entry")
    implementation = root / comment["file"]
    function = comment["function"].removeprefix("symsync::impl::")
    if not implementation.is_file():
        problems.append(f"{comment['file']} does not exist")
    elif not hops.defines(implementation.read_text(encoding="utf-8"), function):
        problems.append(f"{comment['file']} does not define {comment['function']}")
    for label in comment["tests"].split(", "):
        if label.startswith("//generated:"):
            pattern = re.escape(label.removeprefix("//generated:")).replace(re.escape(hops.SUBJECT_PLACEHOLDER), r"\w+")
            if not any(re.fullmatch(pattern, name) for name in generated):
                problems.append(f"generated/BUILD.bazel declares no target like {label}")
        else:
            problem = hops.label_problem(label, root)
            if problem:
                problems.append(problem)
    return problems


@pytest.mark.parametrize("path", FILES)
def test_every_family_comment_leads_somewhere(path: str) -> None:
    text = (ROOT / "generated" / path).read_text(encoding="utf-8")
    comments = family_comments(text)
    # Every comment that names a spec entry names the other two hops.
    assert comments and [c for c in comments if "unparsed" in c] == []
    generated = generated_targets()
    problems = [f"{c['name']}: {p}" for c in comments for p in hop_problems(c, ROOT, generated)]
    assert problems == []


def test_a_broken_hop_is_caught(tmp_path: Path) -> None:
    """The same check fails on a copy whose implementation no longer
    defines what the comment names."""
    text = (ROOT / "generated" / "src" / "host_entries.cc").read_text(encoding="utf-8")
    comment = next(c for c in family_comments(text) if c["name"] == "nvshmemx_signal_op")
    implementation = tmp_path / comment["file"]
    implementation.parent.mkdir(parents=True)
    source = (ROOT / comment["file"]).read_text(encoding="utf-8")
    implementation.write_text(source.replace("inline void signal_op(", "inline void signal_op_renamed("),
                              encoding="utf-8")
    (tmp_path / "spec").mkdir()
    (tmp_path / comment["spec"]).write_text((ROOT / comment["spec"]).read_text(encoding="utf-8"), encoding="utf-8")
    for package in ("tests/runtime", "tests/bootstrap"):
        (tmp_path / package).mkdir(parents=True)
        (tmp_path / package / "BUILD.bazel").write_text((ROOT / package / "BUILD.bazel").read_text(encoding="utf-8"))
    assert hop_problems(comment, tmp_path, generated_targets()) == [
        "runtime/include/symsync/updates.h does not define symsync::impl::signal_op"]


# The four routines issue 36 followed, each three hops from its generated
# code: the comment above it names the spec entry, the implementation and
# the tests.
@pytest.mark.parametrize("path, name", [
    ("include/nvshmem.h", "nvshmem_TYPENAME_wait_until_any"),
    ("src/on_stream.cu", "nvshmemx_TYPENAME_wait_until_all_on_stream"),
    ("src/host_entries.cc", "nvshmemx_signal_op"),
    ("src/host_entries.cc", "nvshmem_TYPENAME_put_signal"),
])
def test_the_walked_routines_have_all_three_hops(path: str, name: str) -> None:
    text = (ROOT / "generated" / path).read_text(encoding="utf-8")
    comment = next(c for c in family_comments(text) if c["name"] == name)
    assert comment["spec"] and comment["file"] and comment["tests"]
    assert hop_problems(comment, ROOT, generated_targets()) == []
