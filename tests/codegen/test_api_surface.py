"""The generated headers declare exactly the API the spec describes.

The expected names are derived here from the raw YAML, independently of
codegen.names and codegen.signatures, and compared with what the committed headers declare."""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
import time

import pytest
import yaml

from conftest import ROOT, Project

# The families the point-to-point issue requires for every type, by name.
REQUIRED_TYPED_FAMILIES = [
    "wait", "wait_until",
    "wait_until_all", "wait_until_any", "wait_until_some",
    "wait_until_all_vector", "wait_until_any_vector", "wait_until_some_vector",
    "test", "test_all", "test_any", "test_some",
    "test_all_vector", "test_any_vector", "test_some_vector",
]
REQUIRED_TYPENAMES = ["short", "int", "long", "longlong", "ushort", "uint", "ulong", "ulonglong",
                      "int32", "int64", "uint32", "uint64", "size", "ptrdiff"]


@functools.cache
def spec_file(name: str) -> dict:
    """spec/NAME, parsed once per test process (with libyaml's parser where
    PyYAML has it: the pure-Python one took 0.07 s a file, and the tests
    below ask hundreds of times). Shared: callers must not change it."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load((ROOT / "spec" / name).read_text(), Loader=loader)


def raw_spec() -> tuple[list[str], list[dict]]:
    """The typenames of the point-to-point routines (the first type set) and
    every routine."""
    types = raw_types()
    first_set = types["type_sets"][0]["name"]
    typenames = [t["typename"] for t in types["types"] if first_set in t["sets"]]
    routines = []
    for path in sorted((ROOT / "spec").glob("*.yaml")):
        routines += spec_file(path.name).get("routines", [])
    return typenames, routines


def raw_types() -> dict:
    return spec_file("types.yaml")


# How each target names a routine (the prefix it forces, or None for the
# routine's own, and its suffix): the naming rule restated as this test's
# oracle.
TARGET_NAMING = {
    "device": (None, ""),
    "host": (None, ""),
    "warp": ("nvshmemx", "_warp"),
    "warpgroup": ("nvshmemx", "_warpgroup"),
    "block": ("nvshmemx", "_block"),
    "on_stream": ("nvshmemx", "_on_stream"),
}
DEVICE_TARGETS = ("device", "warp", "warpgroup", "block")


def typenames_of(routine: dict) -> list[str]:
    """A typed routine's typenames: those of its type set (the first set
    when it names none)."""
    types = raw_types()
    type_set = routine.get("type_set", types["type_sets"][0]["name"])
    return [t["typename"] for t in types["types"] if type_set in t["sets"]]


def public_stem(routine: dict) -> str:
    """The routine's name in its public names: its `stem`, else its name."""
    return routine.get("stem", routine["name"])


def sized_stems(routine: dict) -> list[str]:
    """put64_signal, putmem: the infix of each sized form after the first word."""
    first, _, rest = public_stem(routine).partition("_")
    return [f"{first}{form['infix']}" + (f"_{rest}" if rest else "") for form in raw_types()["sized_forms"]]


def expected_names(target: str) -> set[str]:
    _, routines = raw_spec()
    forced, suffix = TARGET_NAMING[target]
    names = set()
    for routine in routines:
        if target not in routine["targets"]:
            continue
        stems = [f"{t}_{public_stem(routine)}" for t in typenames_of(routine)] if routine.get("typed") else [public_stem(routine)]
        if routine.get("sized"):
            stems += sized_stems(routine)
        prefix = forced or routine.get("prefix", "nvshmem")
        for stem in stems:
            names.add(f"{prefix}_{stem}{suffix}")
    return names


def test_every_target_of_the_spec_has_a_naming_rule_here() -> None:
    _, routines = raw_spec()
    assert {t for r in routines for t in r["targets"]} <= set(TARGET_NAMING)


HOST_DECLARATION = re.compile(r"^(?!static |__device__|#|//)[A-Za-z_][\w ]*?[ *](nvshmemx?_\w+)\(", re.MULTILINE)
# Device definitions are static (each translation unit reads its own device
# state) templates with a defaulted parameter (instantiated only when called).
DEVICE_DEFINITION = re.compile(r"^template <typename = void> static __device__ inline [\w ]*?[ *](nvshmemx?_\w+)\(",
                               re.MULTILINE)


def declared(header: str, pattern: re.Pattern) -> list[str]:
    return pattern.findall((ROOT / "generated" / "include" / header).read_text())


def test_host_and_device_names_match_the_spec_exactly() -> None:
    host = declared("nvshmem.h", HOST_DECLARATION)
    device = declared("nvshmem.h", DEVICE_DEFINITION)
    assert len(host) == len(set(host)), "a host routine is declared twice"
    assert len(device) == len(set(device)), "a device routine is defined twice"
    assert set(host) == expected_names("host")
    assert set(device) == set().union(*(expected_names(t) for t in DEVICE_TARGETS))


def test_stream_names_match_the_spec_exactly() -> None:
    stream = declared("nvshmemx.h", HOST_DECLARATION)
    assert len(stream) == len(set(stream))
    assert set(stream) == expected_names("on_stream")


def test_every_required_routine_exists_for_every_type_on_device_and_host() -> None:
    typenames, _ = raw_spec()
    assert typenames == REQUIRED_TYPENAMES
    host = set(declared("nvshmem.h", HOST_DECLARATION))
    device = set(declared("nvshmem.h", DEVICE_DEFINITION))
    stream = set(declared("nvshmemx.h", HOST_DECLARATION))
    for typename in REQUIRED_TYPENAMES:
        for family in REQUIRED_TYPED_FAMILIES:
            name = f"nvshmem_{typename}_{family}"
            assert name in host and name in device, name
            for form in ("warp", "block"):
                assert f"nvshmemx_{typename}_{family}_{form}" in device, (typename, family, form)
            if family.startswith("wait"):
                assert f"nvshmemx_{typename}_{family}_on_stream" in stream, (typename, family)
    assert "nvshmem_signal_wait_until" in host and "nvshmem_signal_wait_until" in device
    assert {"nvshmemx_signal_wait_until_warp", "nvshmemx_signal_wait_until_block"} <= device
    assert "nvshmemx_signal_wait_until_on_stream" in stream


def test_nvshmemx_routines_and_team_queries_are_declared_under_their_names() -> None:
    # The routines with `prefix: nvshmemx` exist under that name only; the
    # team queries exist on host and device, as the spec says.
    _, routines = raw_spec()
    host = set(declared("nvshmem.h", HOST_DECLARATION))
    device = set(declared("nvshmem.h", DEVICE_DEFINITION))
    extensions = [r for r in routines if r.get("prefix") == "nvshmemx"]
    assert {"get_uniqueid", "set_attr_uniqueid_args", "set_attr_mpi_comm_args", "init_attr",
            "init_status"} <= {r["name"] for r in extensions}
    for routine in extensions:
        stems = [f"{t}_{public_stem(routine)}" for t in typenames_of(routine)] if routine.get("typed") else [public_stem(routine)]
        for name in stems:
            assert f"nvshmemx_{name}" in host, name
            assert f"nvshmem_{name}" not in host | device, name
    for routine in (r for r in routines if r["name"] in ("team_my_pe", "team_n_pes")):
        assert set(routine["targets"]) == {"device", "host"}
        assert f"nvshmem_{routine['name']}" in host and f"nvshmem_{routine['name']}" in device


def test_types_constants_and_initializers_are_defined() -> None:
    header = (ROOT / "generated" / "include" / "nvshmem.h").read_text()
    types = raw_types()
    for typedef in types["typedefs"]:
        assert re.search(rf"^typedef {re.escape(typedef['type'])} {typedef['name']};$", header, re.MULTILINE), typedef["name"]
    for struct in types["structs"]:
        assert re.search(rf"^}} {struct['name']};$", header, re.MULTILINE), struct["name"]
        assert f"typedef {struct['name']} {struct['alias']};" in header
        for check in ("static_assert", "_Static_assert"):
            assert re.search(rf"^{check}\(\s*sizeof\({struct['name']}\) == {struct['size']},", header, re.MULTILINE), (check, struct["name"])
        for initializer in struct.get("initializers", []):
            assert re.search(rf"^#define {initializer['name']} ", header, re.MULTILINE), initializer["name"]
    groups = spec_file("constants.yaml")["groups"]
    for group in groups:
        for constant in group["constants"]:
            if "c_enum" in group:  # a member of `enum <c_enum> { ... }`
                body = re.search(rf"^enum {group['c_enum']} {{\n(.*?)^}};", header, re.MULTILINE | re.DOTALL)
                assert body and re.search(rf"^  {constant['name']} = ", body.group(1), re.MULTILINE), constant["name"]
            else:
                assert re.search(rf"^#define {constant['name']} ", header, re.MULTILINE), constant["name"]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
@pytest.mark.parametrize("language", ["c99", "c11", "c++17"])
def test_headers_compile_as_c_and_cpp_with_the_struct_sizes(language: str, tmp_path) -> None:
    # The generated C test unit names every routine, constant, type and
    # initializer; the header static_asserts the struct sizes (C11 and C++).
    source = ROOT / "generated" / "tests" / "api" / "c_api_calls.c"
    mode = ["-x", "c++", "-std=c++17"] if language.startswith("c++") else ["-x", "c", f"-std={language}"]
    result = subprocess.run(
        ["gcc", *mode, "-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only",
         "-I", str(ROOT / "generated" / "include"), str(source)],
        capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


# ---------------------------------------------------------------------------
# The type-generic forms: C++ function templates (<nvshmem.h>, <nvshmemx.h>)
# and C11 _Generic macros of the host forms (<nvshmem.h>).

GENERIC_TEMPLATE = re.compile(r"^template <class T>\nstatic [\w ]*?[ *](nvshmemx?_\w+)\(", re.MULTILINE)
C11_MACRO = re.compile(r"^#define (nvshmemx?_\w+)\(.*\) \\\n  _Generic\(", re.MULTILINE)


def expected_generic_names(header_targets: tuple[str, ...]) -> set[str]:
    """The generic names of the typed routines, from the raw YAML: each
    target's name without the type (the host and the device thread form
    share theirs)."""
    _, routines = raw_spec()
    names = set()
    for routine in routines:
        if not routine.get("typed"):
            continue
        for target in header_targets:
            if target in routine["targets"]:
                forced, suffix = TARGET_NAMING[target]
                names.add(f"{forced or routine.get('prefix', 'nvshmem')}_{public_stem(routine)}{suffix}")
    return names


def test_generic_names_match_the_spec_exactly() -> None:
    _, routines = raw_spec()
    typed = [r for r in routines if r.get("typed")]
    cpp = declared("nvshmem.h", GENERIC_TEMPLATE)
    stream = declared("nvshmemx.h", GENERIC_TEMPLATE)
    c11 = declared("nvshmem.h", C11_MACRO)
    assert len(cpp) == len(set(cpp)) and len(stream) == len(set(stream)) and len(c11) == len(set(c11))
    assert set(cpp) == expected_generic_names(("device", "host", "warp", "block"))
    assert set(stream) == expected_generic_names(("on_stream",))
    assert set(c11) == expected_generic_names(("host",))
    # Counted from the raw spec: one host-and-device template per typed
    # routine with either form, one per warp and block form, one per stream
    # form; one C11 macro per host form. Today 15 + 15 + 15 + 8 and 15.
    assert len(cpp) == sum(bool({"device", "host"} & set(r["targets"])) + ("warp" in r["targets"]) + ("block" in r["targets"])
                           for r in typed)
    assert len(stream) == sum("on_stream" in r["targets"] for r in typed)
    assert len(c11) == sum("host" in r["targets"] for r in typed)
    # No generic name is also a typed or untyped routine's name.
    every = set(declared("nvshmem.h", HOST_DECLARATION)) | set(declared("nvshmem.h", DEVICE_DEFINITION))
    assert not (set(cpp) | set(stream)) & (every | set(declared("nvshmemx.h", HOST_DECLARATION)))


KEYWORDS = {"short", "int", "long", "unsigned", "signed", "char", "float", "double"}


def dispatched(types: list[dict]) -> list[tuple[int, dict]]:
    """Of (position, type) pairs, those a generic form has a branch for: a
    type spelled with keywords, one declared by a CUDA header, and a typedef'd
    type of a size and signedness no branch before it has."""
    branches: list[tuple[int, dict]] = []
    for i, t in types:
        if set(t["type"].split()) <= KEYWORDS or t.get("header") or all(
                (u["size"], u["signed"]) != (t["size"], t["signed"]) for _, u in branches if not u.get("header")):
            branches.append((i, t))
    return branches


def test_every_generic_form_dispatches_to_every_type_in_spec_order() -> None:
    types = raw_types()["types"]
    header = (ROOT / "generated" / "include" / "nvshmem.h").read_text()
    # The dispatch index: the first spec type that is T.
    chain = re.findall(r"^      same<T, ([\w ]+)>::value \? (\d+) :$", header, re.MULTILINE)
    assert chain == [(t["type"], str(i)) for i, t in enumerate(types, start=1)]
    # Each type without a branch is asserted to be the same as a type before
    # it, so it never needs one.
    every = list(enumerate(types, start=1))
    for i, t in every:
        if (i, t) not in dispatched(every):
            assert f"static_assert(type_index<{t['type']}>::value < {i}," in header, t["type"]
    _, routines = raw_spec()
    by_name = {(r.get("prefix", "nvshmem"), public_stem(r)): r for r in routines}
    forms = 0
    for text in (header, (ROOT / "generated" / "include" / "nvshmemx.h").read_text()):
        for match in re.finditer(r"^template <class T>\nstatic [^\n]*?(nvshmemx?)_(\w+)\((?:.|\n)*?\n}\n", text, re.MULTILINE):
            prefix, rest = match.groups()
            base = re.sub(r"_(warp|block|on_stream)$", "", rest)
            routine = by_name.get((prefix, base)) or by_name[("nvshmem", base)]
            own = set(typenames_of(routine))
            keyword = dispatched([(i, t) for i, t in every if t["typename"] in own])
            calls = re.findall(r"constexpr \(i == (\d+)\) (?:return )?(\w+)\(", match.group(0))
            assert calls == [(str(i), f"{prefix}_{t['typename']}_{rest}") for i, t in keyword], f"{prefix}_{rest}"
            forms += 1
    # Every C++ generic form was checked: one per typed routine with a host or
    # device form, plus one per warp, block and stream form.
    assert forms == sum(bool({"device", "host"} & set(r["targets"])) + len({"warp", "block", "on_stream"} & set(r["targets"]))
                        for r in routines if r.get("typed"))


def _compile(tmp_path, source: str, language: str) -> subprocess.CompletedProcess:
    path = tmp_path / ("unit.c" if language.startswith("c1") else "unit.cc")
    path.write_text(source)
    compiler = ["gcc", "-x", "c", f"-std={language}"] if language.startswith("c1") else ["g++", "-std=c++17"]
    return subprocess.run(
        [*compiler, "-Wall", "-Wextra", "-Werror", "-c", "-o", str(tmp_path / "unit.o"),
         "-I", str(ROOT / "generated" / "include"), str(path)],
        capture_output=True, text=True, check=False)


def p2p_types() -> list[dict]:
    """The types of the point-to-point routines (the first type set)."""
    types = raw_types()
    return [t for t in types["types"] if types["type_sets"][0]["name"] in t["sets"]]


def _supported_types_text() -> str:
    return ", ".join(t["type"] for t in p2p_types())


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
def test_cpp_generic_forms_take_aliases_and_literals(tmp_path) -> None:
    result = _compile(tmp_path, """
#include <nvshmem.h>
#include <nvshmemx.h>
#include <stddef.h>
#include <stdint.h>
size_t use(long *l, int64_t *i64, int *i, int32_t *i32, size_t *s, unsigned long *ul,
           uint64_t *u64, ptrdiff_t *pd, long long *ll, size_t *indices, cudaStream_t stream) {
  nvshmem_wait_until(l, NVSHMEM_CMP_EQ, 5);
  nvshmem_wait_until(i64, NVSHMEM_CMP_EQ, 5);
  nvshmem_wait_until(i, NVSHMEM_CMP_GE, 5L);
  nvshmem_wait_until(i32, NVSHMEM_CMP_EQ, 5u);
  nvshmem_wait(ll, 0);
  size_t n = nvshmem_wait_until_any(s, 4, nullptr, NVSHMEM_CMP_EQ, 1);
  n += nvshmem_test_some(ul, 4, indices, nullptr, NVSHMEM_CMP_EQ, 1);
  n += nvshmem_test_all_vector(u64, 4, nullptr, NVSHMEM_CMP_EQ, ul);
  n += nvshmem_test(pd, NVSHMEM_CMP_NE, 0);
  nvshmemx_wait_until_some_on_stream(i64, 4, indices, nullptr, NVSHMEM_CMP_EQ, 1, &n, stream);
  return n;
}
""", "c++17")
    assert result.returncode == 0, result.stderr


@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
@pytest.mark.parametrize("pointee", ["char", "float", "bool", "enum Color", "const int", "volatile long", "void"])
def test_cpp_generic_form_of_an_unsupported_type_names_the_supported_ones(tmp_path, pointee: str) -> None:
    result = _compile(tmp_path, f"""
#include <nvshmem.h>
enum Color {{ kRed }};
size_t use({pointee} *p) {{ return nvshmem_wait_until_any(p, 1, nullptr, NVSHMEM_CMP_EQ, 1); }}
""", "c++17")
    assert result.returncode != 0
    message = (f"nvshmem_wait_until_any: unsupported type of ivars; it must point to one of "
               f"{_supported_types_text()} (not const-qualified)")
    assert message in result.stderr, result.stderr
    assert result.stderr.count("error:") == 1, result.stderr  # the static_assert alone


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_c11_generic_forms_take_every_type(tmp_path) -> None:
    calls = "\n".join(f"  r += nvshmem_test(({t['type']} *)p, NVSHMEM_CMP_EQ, 1);" for t in p2p_types())
    result = _compile(tmp_path, f"""
#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
size_t use(void *p, long *l, size_t *indices) {{
  size_t r = 0;
{calls}
  nvshmem_wait_until(l, NVSHMEM_CMP_EQ, 5);
  r += nvshmem_wait_until_some(l, 4, indices, NULL, NVSHMEM_CMP_EQ, 1);
  return r;
}}
""", "c11")
    assert result.returncode == 0, result.stderr


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_c11_generic_forms_of_data_movement_take_every_rma_type_c_has(tmp_path) -> None:
    # The rma type set (float, double, the 1-byte types, ...), not the
    # point-to-point one; the CUDA types exist in C++ only.
    types = raw_types()
    rma = [t for t in types["types"] if "rma" in t["sets"] and not t.get("header")]
    calls = "\n".join(f"  nvshmem_put(({t['type']} *)d, ({t['type']} *)s, 4, 0);\n"
                      f"  nvshmem_get_nbi(({t['type']} *)d, ({t['type']} *)s, 4, 0);\n"
                      f"  nvshmem_put_signal(({t['type']} *)d, ({t['type']} *)s, 4, sig, 1, NVSHMEM_SIGNAL_SET, 0);\n"
                      f"  (void)nvshmem_g(({t['type']} *)d, 0);" for t in rma)
    result = _compile(tmp_path, f"""
#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
void use(void *d, void *s, uint64_t *sig) {{
{calls}
}}
""", "c11")
    assert result.returncode == 0, result.stderr
    # A type of neither set is refused, naming the rma types.
    result = _compile(tmp_path, """
#include <nvshmem.h>
void use(long double *d) { nvshmem_put(d, d, 1, 0); }
""", "c11")
    assert result.returncode != 0
    assert "nvshmem_put: unsupported type of dest; it must point to one of" in result.stderr, result.stderr
    assert "float, double" in result.stderr, result.stderr


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
@pytest.mark.parametrize("pointee", ["char", "float", "const int"])
def test_c11_generic_form_of_an_unsupported_type_names_the_supported_ones(tmp_path, pointee: str) -> None:
    result = _compile(tmp_path, f"""
#include <nvshmem.h>
int use({pointee} *p) {{ return nvshmem_test(p, NVSHMEM_CMP_EQ, 1); }}
""", "c11")
    assert result.returncode != 0
    types = p2p_types()
    keyword = [t["type"] for t in types if set(t["type"].split()) <= KEYWORDS]
    aliases = [t["type"] for t in types if t["type"] not in keyword]
    message = (f"nvshmem_test: unsupported type of ivar; it must point to one of {', '.join(keyword)} "
               f"or a typedef of one ({', '.join(aliases)}), not const-qualified")
    assert message in result.stderr, result.stderr


def test_every_generated_file_has_the_banner() -> None:
    for path in sorted((ROOT / "generated").rglob("*")):
        if path.is_file():
            head = path.read_text()[:400]
            assert "generated — do not edit" in head, path
            assert "templates/" in head and "spec/" in head, path


def test_regeneration_is_deterministic_and_fast(project: Project, tmp_path_factory) -> None:
    first = tmp_path_factory.mktemp("first")
    second = tmp_path_factory.mktemp("second")
    start = time.perf_counter()
    assert project.run("--out", str(first), "-q").code == 0
    elapsed = time.perf_counter() - start
    assert project.run("--out", str(second), "-q").code == 0
    files = sorted(p.relative_to(first) for p in first.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(second) for p in second.rglob("*") if p.is_file())
    for relative in files:
        assert (first / relative).read_bytes() == (second / relative).read_bytes(), relative
    # A whole regeneration takes about 0.5 s: the bound catches a generator
    # gone an order of magnitude slower, not a machine busy with other tests.
    assert elapsed < 10.0, f"regeneration took {elapsed:.2f} s"


def test_check_reports_stale_missing_and_orphaned_files(project: Project) -> None:
    project.path("generated/include/nvshmemx.h").write_text("stale\n")
    project.path("generated/docs/reference/wait.rst").unlink()
    project.path("generated/left_over.txt").write_text("old\n")
    before = project.snapshot()
    result = project.run("--check")
    assert result.code == 1
    assert "+++ generated/include/nvshmemx.h (from spec)" in result.out
    assert "missing: generated/docs/reference/wait.rst" in result.out
    assert "orphan (no longer generated): generated/left_over.txt" in result.out
    assert result.err.strip() == ("codegen: generated/ is stale: 1 changed, 1 missing, 1 orphaned. "
                                  "Regenerate with: python3 -m codegen")
    assert project.snapshot() == before  # --check writes nothing


def test_regenerating_repairs_and_touches_only_what_changed(project: Project) -> None:
    project.path("generated/include/nvshmemx.h").write_text("stale\n")
    project.path("generated/left_over.txt").write_text("old\n")
    untouched = project.path("generated/include/nvshmem.h")
    mtime = untouched.stat().st_mtime_ns
    result = project.run()
    assert result.code == 0
    assert "1 written, 1 removed" in result.out
    assert untouched.stat().st_mtime_ns == mtime
    assert not project.path("generated/left_over.txt").exists()
    assert project.run("--check").code == 0


def test_stream_form_texts_name_what_each_routine_enqueues() -> None:
    """A stream form's reference page says it enqueues a wait only where the
    routine waits (its kind blocks, in spec/p2p_sync.yaml's `kinds`), and an
    operation everywhere else: the per-target sentences fit every kind of
    routine they are used for."""
    kinds = {}
    for path in sorted((ROOT / "spec").glob("*.yaml")):
        for kind in spec_file(path.name).get("kinds", []):
            kinds[kind["name"]] = kind["blocks"]
    _, routines = raw_spec()
    checked = 0
    for routine in routines:
        if "on_stream" not in routine["targets"]:
            continue
        page = (ROOT / "generated" / "docs" / "reference" / f"{routine['name']}.rst").read_text()
        waits = kinds.get(routine.get("kind"), False)
        said, unsaid = ("wait", "operation") if waits else ("operation", "wait")
        assert f"The CUDA stream the {said} is enqueued on." in page, routine["name"]
        assert f"the {unsaid} is enqueued" not in page and f"reaches the {unsaid}:" not in page, routine["name"]
        checked += 1
    assert checked >= 10


def test_per_target_sentences_fit_the_kind_of_routine() -> None:
    """The warp and block sentences say "scan the set" only for routines on
    a set, "polls the variable" only for those on one variable, and "divide
    the work" only for the others that return nothing ("all return the same
    result" for those that return a value); a stream form "once the wait is
    satisfied" only for a wait; the type-generic paragraph mentions "a
    literal comparison value" only where the routine has one (issue 35's
    put page said it had both)."""
    kinds = {}
    for path in sorted((ROOT / "spec").glob("*.yaml")):
        for kind in spec_file(path.name).get("kinds", []):
            kinds[kind["name"]] = kind
    _, routines = raw_spec()
    checked = set()
    for routine in routines:
        page = (ROOT / "generated" / "docs" / "reference" / f"{routine['name']}.rst").read_text()
        kind = kinds.get(routine.get("kind"))
        on_set = kind is not None and kind["selects"] != "one"
        one_variable = kind is not None and kind["selects"] == "one"
        name = routine["name"]
        if {"warp", "block"} & set(routine["targets"]):
            assert ("scan the set cooperatively" in page) == on_set, name
            assert ("one of them polls the variable" in page) == one_variable, name
            returns_void = routine.get("returns", {}).get("type", "void") == "void"
            assert ("divide the work between them" in page) == (kind is None and returns_void), name
            if kind is None:
                assert ("they all return the same result" in page) == (not returns_void), name
            checked.add("warp")
        if "on_stream" in routine["targets"]:
            assert ("once the wait is satisfied" in page) == bool(kind and kind["blocks"]), name
            checked.add("stream")
        has_comparison = any(p["name"] == "cmp_value" for p in routine.get("params", []))
        if "The type-generic forms" in page:
            assert ("a literal comparison value works" in page) == has_comparison, name
            checked.add("generic")
    assert checked == {"warp", "stream", "generic"}


def test_a_routine_page_gives_its_parameters_before_its_forms() -> None:
    """A reader of a routine's page meets its parameters and result before
    the synopsis of every form (up to a hundred lines for the sized data
    movement routines) and the functions of every type."""
    _, routines = raw_spec()
    for routine in routines:
        page = (ROOT / "generated" / "docs" / "reference" / f"{routine['name']}.rst").read_text()
        order = [page.index(f"\n{heading}\n{'-' * len(heading)}\n")
                 for heading in ("Parameters", "Returns", "Synopsis", "Description", "Functions")]
        assert order == sorted(order), routine["name"]
