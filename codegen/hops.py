"""The three hops from a generated entry point: the spec entry that defines
it (its `spec/FILE:LINE`), the handwritten implementation it calls (a file
of runtime/ its spec entry, or its section, names under `implementation`),
and the tests that exercise it (the handwritten test targets its entry
names under `tests`, and the generated test targets that cover it, from the
table below). The generator checks every hop when it loads the spec (check)
and writes all three above each family of generated code and on each
reference page (hops_of, for templates/macros.j2's family_comment and
templates/docs/routine.rst.j2).

Like torchgen's `dispatch:`, the spec names the implementation and the
generator verifies it: the file must exist and define the function the
entry points call (symsync::impl::<routine>, or the core's entry for a
point-to-point kind).
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from . import targets
from .diagnostics import Diagnostics
from .model import ImplementationFile, Routine
from .entry_calls import core_function
from .names import impl_function
from .signatures import IMPLEMENTERS, calls_from


@dataclass(frozen=True)
class GeneratedTest:
    """A test target the generator writes into generated/BUILD.bazel, and
    which routines it exercises. `label` has {subject} where there is one
    target per size of type, `<N>byte` (codegen/test_subjects.py's groups;
    and one for the signal type)."""

    label: str
    covers: Callable[[Routine], bool]
    per_subject: bool = True


def _is_p2p(routine: Routine) -> bool:
    return routine.kind is not None


def _moves_data(routine: Routine) -> bool:
    return routine.type_set == "rma"


def _is_amo(routine: Routine) -> bool:
    return routine.section == "atomics"


def _amo_host_test_covers(routine: Routine) -> bool:
    # templates/tests/host_amo_test.cc.j2 also calls atomic_set on the
    # atomics' types (SetThenFetch).
    return _is_amo(routine) or routine.name == "atomic_set"


# The generated test targets, as templates/BUILD.bazel.j2 names them (the
# hop test checks that each exists).
GENERATED_TESTS = (
    GeneratedTest("//generated:p2p_{subject}_host_test", _is_p2p),
    GeneratedTest("//generated:p2p_{subject}_device_test", _is_p2p),
    GeneratedTest("//generated:rma_{subject}_host_test", _moves_data),
    GeneratedTest("//generated:rma_device_test", _moves_data, per_subject=False),
    GeneratedTest("//generated:amo_host_test", _amo_host_test_covers, per_subject=False),
    GeneratedTest("//generated:amo_device_test", _is_amo, per_subject=False),
)

# How a size shows in a label written for a whole family: N is the size of
# the type in bytes (test_subjects.group_name).
SUBJECT_PLACEHOLDER = "<N>byte"


def implementation_function(routine: Routine, target: str) -> str:
    """The function, in symsync::impl, the entry points of `target` call."""
    return core_function(routine, target) if routine.kind else impl_function(routine, target)


def implementation_entry(routine: Routine, target: str) -> Optional[ImplementationFile]:
    """The spec's word on the file that defines it."""
    caller = calls_from(target).value
    return next((f for f in routine.implementation if f.caller == caller), None)


def implementation_file(routine: Routine, target: str) -> Optional[str]:
    """The file of the project that defines it, as the spec names it."""
    entry = implementation_entry(routine, target)
    return entry.path if entry else None


def _subject_of(routine: Routine) -> str:
    return SUBJECT_PLACEHOLDER if routine.typed else "signal"


def generated_tests(routine: Routine) -> list[str]:
    """The generated test targets that exercise `routine`, <N>byte standing
    for each size of its types."""
    return [t.label.format(subject=_subject_of(routine)) if t.per_subject else t.label
            for t in GENERATED_TESTS if t.covers(routine)]


def tests_of(routine: Routine) -> list[str]:
    """Every test target of `routine`: the handwritten ones its spec entry
    names, then the generated ones."""
    return list(routine.tests) + generated_tests(routine)


@dataclass(frozen=True)
class Hops:
    """Where one form of a routine comes from, is implemented and tested."""

    spec: str  # spec/FILE:LINE
    function: str  # symsync::impl::...
    file: str  # the file of runtime/ that defines it
    tests: tuple[str, ...]


def implementations_of(routine: Routine) -> list[tuple[str, str, str]]:
    """(who calls it, symsync::impl::function, file) for each
    implementation of `routine`, in target order."""
    found: dict[tuple[str, str], str] = {}
    for row in targets.TARGETS:
        if routine.has(row.name):
            hops = hops_of(routine, row.name)
            found.setdefault((calls_from(row.name).value, hops.function), hops.file)
    return [(caller, function, file) for (caller, function), file in found.items()]


def hops_of(routine: Routine, target: str) -> Hops:
    return Hops(str(routine.location), f"symsync::impl::{implementation_function(routine, target)}",
                implementation_file(routine, target) or "", tuple(tests_of(routine)))


# ---------------------------------------------------------------------------
# Checks, when the spec is loaded.

def copy_hop_inputs(root: Path, into: Path) -> None:
    """Copies what check reads besides the spec (runtime/ and the test
    packages' BUILD files) from project `root` into a copy at `into`, for
    tests that regenerate in a copy of the project."""
    shutil.copytree(root / "runtime", into / "runtime", symlinks=False, dirs_exist_ok=True)
    for build in (root / "tests").glob("*/BUILD.bazel"):
        target = into / build.relative_to(root)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(build, target)


def defines(text: str, function: str) -> bool:
    """Whether C++ `text` defines `function` (a name followed by its
    parameter list and a body), not only declares or calls it."""
    for match in re.finditer(r"(?<![\w.>])" + re.escape(function) + r"\s*\(", text):
        depth, i = 0, match.end() - 1
        while i < len(text):
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            if depth == 0:
                break
            i += 1
        after = text[i + 1:i + 64].lstrip()
        if after.startswith("{") or re.match(r"(const|noexcept)\s*\{", after):
            return True
    return False


_LABEL = re.compile(r"^//([a-z0-9_/]+):([A-Za-z0-9_]+)$")


def label_problem(label: str, root: Path) -> Optional[str]:
    """Why `label` names no target of the project, or None: its package's
    BUILD.bazel must declare the name (directly, or as the stem a list of
    variants adds a suffix to, as `name = "x" + suffix`)."""
    match = _LABEL.match(label)
    if match is None:
        return f"test {label!r} is not a label //PACKAGE:NAME"
    package, name = match.groups()
    build = root / package / "BUILD.bazel"
    try:
        text = build.read_text(encoding="utf-8")
    except OSError:
        return f"test {label}: {package}/BUILD.bazel does not exist"
    if not re.search(r'\bname\s*=\s*"' + re.escape(name) + r'"', text):
        return f"test {label}: {package}/BUILD.bazel declares no target '{name}'"
    return None


def check(routines: list[Routine], root: Path, diagnostics: Diagnostics) -> None:
    """Every hop of every routine leads somewhere: an implementation file for
    each kind of code that calls one, which exists and defines the function;
    handwritten test targets that exist; at least one test in all."""
    texts: dict[str, Optional[str]] = {}

    def text_of(path: str) -> Optional[str]:
        if path not in texts:
            try:
                texts[path] = (root / path).read_text(encoding="utf-8")
            except OSError:
                texts[path] = None
        return texts[path]

    reported: set[tuple[object, str]] = set()  # a missing file, once per spec line
    for routine in routines:
        what = f"routine '{routine.name}'"
        checked: set[tuple[str, str]] = set()
        for row in targets.TARGETS:
            if not routine.has(row.name):
                continue
            entry = implementation_entry(routine, row.name)
            caller = calls_from(row.name).value
            if entry is None:
                diagnostics.error(routine.location, f"{what}: 'implementation' names no file for its {caller} forms "
                                  f"(here or in its section; keys: {', '.join(IMPLEMENTERS)})")
                continue
            function = implementation_function(routine, row.name)
            if (entry.path, function) in checked:
                continue
            checked.add((entry.path, function))
            text = text_of(entry.path)
            if text is None:
                if (entry.location, entry.path) not in reported:
                    reported.add((entry.location, entry.path))
                    diagnostics.error(entry.location, f"implementation file {entry.path!r} does not exist")
            elif not defines(text, function):
                diagnostics.error(entry.location, f"{what}: {entry.path} does not define symsync::impl::{function}, "
                                  f"which its {caller} forms call")
        for label in routine.tests:
            problem = label_problem(label, root)
            if problem is not None:
                diagnostics.error(routine.tests_at or routine.location, f"{what}: {problem}")
        if not tests_of(routine):
            diagnostics.error(routine.location, f"{what}: no test exercises it: name its tests in 'tests' "
                              f"(labels //PACKAGE:NAME)")
