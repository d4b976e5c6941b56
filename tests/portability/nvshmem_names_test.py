#!/usr/bin/env python3
"""Name-for-name check of symsync's headers against NVSHMEM 3.8's.

Every data-movement and signal routine that NVSHMEM 3.8's nvshmem.h and
nvshmemx.h declare must be declared by symsync's generated headers too, with
the same return type and parameter types. The routines checked are the
families symsync implements, after the nvshmem_/nvshmemx_ prefix:
  <TYPENAME>_(put|put_nbi|get|get_nbi|g|p|put_signal|put_signal_nbi)
  (put|get)(8|16|32|64|128|mem), optionally _nbi/_signal/_signal_nbi,
    (both optionally followed by _warp, _block or _on_stream)
  signal_op, signal_op_on_stream, signal_fetch, signal_wait_until,
  signal_wait_until_on_stream, fence, quiet, quiet_on_stream,
  <TYPENAME>_atomic_<op> for every atomic memory operation,
and the host scaffolding NVSHMEM's programs use: collective_launch and its
grid-size query, cumodule_init/finalize, barrier_all (also from device
code, _warp, _block) and barrier_all_on_stream, sync_all (the same forms),
buffer_register_symmetric and buffer_unregister_symmetric, the PE and
team queries, team_split_strided, team_split_2d, team_destroy,
team_get_uniqueid and team_init, and the
barrier, team_sync, broadcastmem, fcollectmem and alltoallmem of a team
(host, device, _warp, _block, _on_stream, and the barrier's _warpgroup),
and <TYPENAME>_broadcast, fcollect, alltoall and <TYPENAME>_<op>_reduce
and _reducescatter in the same forms, and double2_maxloc_reduce_block.
TYPENAME is taken from NVSHMEM's names themselves.

Then values: every integer constant of spec/constants.yaml that NVSHMEM's
headers also define (as a macro or an enumerator) must have the same value
there (unless the spec says why it has its `own_value`), checked by
static_asserts compiled against NVSHMEM's headers. Both sets of headers are
run through nvcc's preprocessor and declarations are read from its output;
a name passes when one of symsync's signatures for it equals one of
NVSHMEM's. NVSHMEM comes from bench/fetch_nvshmem.sh (the PyPI wheel), nvcc
from ${CUDA_PATH:-/usr/local/cuda}. Run by test.sh, outside Bazel:

  tests/portability/nvshmem_names_test.py
"""
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NVCC = Path(os.environ.get("CUDA_PATH", "/usr/local/cuda")) / "bin" / "nvcc"
# NVSHMEM 3.8 declares 2456 names in these families (25 types x 28 + 144 +
# 8 + 153 + 14 + 6 + 5 + 21 + 351 x 4 + 1); fewer passing than this means the
# extraction, not the library, broke.
MIN_PASSED = 950
OPS = "put|put_nbi|get|get_nbi|g|p|put_signal|put_signal_nbi"
SCOPE = r"(?:_warp|_block|_on_stream)?"
FAMILIES = [
    ("typed RMA <TYPENAME>_op", re.compile(rf"([a-z0-9]+)_(?:{OPS}){SCOPE}")),
    ("sized RMA (put|get)(8..128|mem)",
     re.compile(rf"(?:put|get)(?:8|16|32|64|128|mem)(?:_nbi|_signal|_signal_nbi)?{SCOPE}")),
    ("signal and ordering", re.compile(
        r"signal_op|signal_op_on_stream|signal_fetch|signal_wait_until"
        r"|signal_wait_until_on_stream|fence|quiet|quiet_on_stream")),
    ("atomic memory operations <TYPENAME>_atomic_op", re.compile(
        r"([a-z0-9]+)_atomic_(?:fetch|set|swap|compare_swap|fetch_inc|inc|fetch_add|add"
        r"|fetch_and|and|fetch_or|or|fetch_xor|xor)")),
    ("program scaffolding", re.compile(
        r"collective_launch|collective_launch_query_gridsize|cumodule_init"
        r"|cumodule_finalize|barrier_all_on_stream|barrier_all(?:_warp|_block)?"
        r"|sync_all(?:_warp|_block|_on_stream)?|buffer_register_symmetric"
        r"|buffer_unregister_symmetric")),
    ("PE and team queries", re.compile(r"my_pe|n_pes|team_my_pe|team_n_pes|team_translate_pe|team_get_config")),
    ("team management", re.compile(
        r"team_split_strided|team_split_2d|team_destroy|team_get_uniqueid|team_init")),
    ("team barriers and byte collectives (every form)",
     re.compile(rf"(?:barrier|team_sync|broadcastmem|fcollectmem|alltoallmem){SCOPE}|barrier_warpgroup")),
    ("typed collectives and reductions (every form) <TYPENAME>_op", re.compile(
        r"([a-z0-9]+)_(?:broadcast|fcollect|alltoall|(?:and|or|xor|max|min|sum|prod)_reduce(?:scatter)?)"
        rf"{SCOPE}")),
    ("the reduction of value-location pairs", re.compile(r"double2_maxloc_reduce_block")),
]
CXX = os.environ.get("CXX", "g++")
ATTRIBUTE = re.compile(r"__attribute__\s*\(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\)")
DECL = re.compile(r"\b(nvshmemx?_\w+)\s*\(([^()]*)\)\s*(?=[;{])")
DROP = re.compile(r"\btemplate\s*<[^<>]*>|\bextern\s*\"C\"|\b(?:static|inline|__inline__|"
                  r"__forceinline__|__noinline__|extern|constexpr)\b")
TYPE_WORDS = {"void", "bool", "char", "short", "int", "long", "float", "double",
              "signed", "unsigned", "const", "volatile"}


def fail(message):
    sys.exit(f"nvshmem_names_test: {message}")


# Typedefs of CUDA's headers that name one type twice: cuda_fp16.h's
# `typedef __half half;` (NVSHMEM spells its RMA forms with half and its
# atomics with __half).
ALIASES = {"half": "__half"}


def normalize_type(text):
    text = re.sub(r"\b\w+\b", lambda m: ALIASES.get(m.group(0), m.group(0)), text)
    text = re.sub(r"\s*([*&])\s*", r" \1", " ".join(text.split())).strip()
    return re.sub(r"\*\s+\*", "**", text)  # both headers spell half and __nv_bfloat16 alike


def drop_top_level_cv(param):
    """const/volatile on the parameter itself is no part of a C++ function's type."""
    if not re.search(r"[*&]", param):
        return " ".join(w for w in param.split() if w not in ("const", "volatile"))
    return re.sub(r"(\s*\b(?:const|volatile)\b)+$", "", param)


def normalize_param(param):
    param = param.split("=")[0].strip()
    words = re.findall(r"[A-Za-z_]\w*", param)
    last = re.search(r"([A-Za-z_]\w*)\s*(\[[^\]]*\])?\s*$", param)
    if last and len(words) > 1 and last.group(1) not in TYPE_WORDS:
        param = param[:last.start()] + (" *" if last.group(2) is not None else "")
    return drop_top_level_cv(normalize_type(param))


def declarations(text):
    """Maps each nvshmem(x)_ name to the set of its (return, params) signatures."""
    text = "\n".join(l for l in text.splitlines() if not l.lstrip().startswith("#"))
    found = defaultdict(set)
    for match in DECL.finditer(text):
        start = max(text.rfind(c, 0, match.start()) for c in ";{}") + 1
        prefix = DROP.sub(" ", ATTRIBUTE.sub(" ", text[start:match.start()]))
        if not re.fullmatch(r"[\w\s*&:]*[\w*&]\s*", prefix) or "return" in prefix.split():
            continue  # a call or an expression, not a declaration
        params = [p for p in match.group(2).split(",") if p.strip()]
        if [p.strip() for p in params] == ["void"]:
            params = []
        found[match.group(1)].add((normalize_type(prefix),
                                   tuple(normalize_param(p) for p in params)))
    return found


def preprocess(includes, work, tag):
    unit, out = work / "unit.cu", work / f"{tag}.i"
    unit.write_text("#include <nvshmem.h>\n#include <nvshmemx.h>\n")
    args = [str(NVCC), "-x", "cu", "-E", "-arch=sm_90", "-std=c++17"]
    args += [f"-I{i}" for i in includes] + [str(unit), "-o", str(out)]
    run = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"preprocessing {tag}'s headers failed:\n{run.stdout}{run.stderr}")
    return declarations(out.read_text())


def constant_value_failures(nvshmem, preprocessed):
    """The spec's integer constants that NVSHMEM defines with another value:
    one static_assert per constant NVSHMEM names, compiled by the host C++
    compiler against NVSHMEM's headers (with CUDA's)."""
    sys.path.insert(0, str(ROOT))
    from codegen.spec_loader import load_spec
    spec = load_spec(ROOT / "spec")
    cuda = NVCC.parent.parent / "include"
    macros = subprocess.run([CXX, "-std=c++17", "-x", "c++", "-E", "-dM", f"-I{nvshmem / 'include'}",
                             f"-I{cuda}", f"-I{cuda / 'cccl'}", "-"],
                            input="#include <nvshmem.h>\n#include <nvshmemx.h>\n",
                            capture_output=True, text=True, cwd=ROOT)
    if macros.returncode != 0:
        fail(f"listing NVSHMEM's macros failed:\n{macros.stderr}")
    named = set(re.findall(r"^#define (\w+)", macros.stdout, re.M))
    named |= set(re.findall(r"\b(NVSHMEMX?_[A-Z0-9_]+)\b", preprocessed))
    checked = [c for c in spec.constants
               if isinstance(c.value, int) and c.name in named and c.own_value is None]
    if len(checked) < 20:
        fail(f"only {len(checked)} of the spec's constants found in NVSHMEM's headers")
    # Values past long long's (NVSHMEM_TEAM_UNIQUID_INITIALIZER, all 64 bits
    # set) compare as unsigned long long.
    unit = "#include <nvshmem.h>\n#include <nvshmemx.h>\n" + "".join(
        f"static_assert((unsigned long long)({c.name}) == {c.value}ULL, \"{c.name}\");\n"
        if c.value > 2**63 - 1 else
        f"static_assert((long long)({c.name}) == {c.value}LL, \"{c.name}\");\n" for c in checked)
    run = subprocess.run([CXX, "-std=c++17", "-fsyntax-only", "-x", "c++", f"-I{nvshmem / 'include'}",
                          f"-I{cuda}", f"-I{cuda / 'cccl'}", "-"], input=unit,
                         capture_output=True, text=True, cwd=ROOT)
    failures = sorted(set(re.findall(r'static assertion failed: "?(\w+)', run.stderr)))
    if run.returncode != 0 and not failures:
        fail(f"compiling the constants' checks failed:\n{run.stderr}")
    by_name = {c.name: c for c in checked}
    print(f"constants: {len(checked)} of the spec's also in NVSHMEM, {len(failures)} with another value")
    return [f"value: {name} is {by_name[name].value} in spec/constants.yaml, not NVSHMEM's value"
            for name in failures]


def signature(name, sig):
    return f"{sig[0]} {name}({', '.join(sig[1])})"


def main():
    if not NVCC.is_file():
        fail(f"nvcc not found at {NVCC} (set CUDA_PATH)")
    fetch = subprocess.run([str(ROOT / "bench" / "fetch_nvshmem.sh")],
                           capture_output=True, text=True)
    nvshmem = Path(fetch.stdout.strip().splitlines()[-1]) if fetch.stdout.strip() else None
    if fetch.returncode != 0 or not nvshmem or not (nvshmem / "include" / "nvshmem.h").is_file():
        fail(f"bench/fetch_nvshmem.sh (exit {fetch.returncode}) gave no NVSHMEM 3.8 "
             f"headers (looked for {nvshmem}/include/nvshmem.h)\n{fetch.stderr}")
    with tempfile.TemporaryDirectory(prefix="symsync-names.") as tmp:
        theirs = preprocess([nvshmem / "include"], Path(tmp), "nvshmem")
        ours = preprocess(["generated/include", "runtime/include"], Path(tmp), "symsync")
        value_failures = constant_value_failures(nvshmem, (Path(tmp) / "nvshmem.i").read_text())
    families, typenames = defaultdict(list), set()
    for name in sorted(theirs):
        rest = re.sub(r"^nvshmemx?_", "", name)
        for family, pattern in FAMILIES:
            if match := pattern.fullmatch(rest):
                families[family].append(name)
                if match.groups():
                    typenames.add(match.group(1))
                break
    passed, failures = 0, []
    for family, _ in FAMILIES:
        bad = 0
        for name in families[family]:
            if name not in ours:
                failures.append(f"missing: {name}  (NVSHMEM: "
                                + " | ".join(signature(name, s) for s in sorted(theirs[name])) + ")")
            elif not ours[name] & theirs[name]:
                failures.append(f"mismatch: {name}\n    NVSHMEM: " + "\n    NVSHMEM: ".join(
                    signature(name, s) for s in sorted(theirs[name])) + "\n    symsync: "
                    + "\n    symsync: ".join(signature(name, s) for s in sorted(ours[name])))
            else:
                passed += 1
                continue
            bad += 1
        print(f"{family}: {len(families[family])} names, {bad} failed")
    print(f"typenames found ({len(typenames)}): {' '.join(sorted(typenames))}")
    failures += value_failures
    for line in failures:
        print(line)
    if passed < MIN_PASSED:
        print(f"only {passed} names passed; expected at least {MIN_PASSED}, so the "
              "declaration extraction is probably broken")
    print(f"{passed} passed, {len(failures)} failed")
    return 0 if not failures and passed >= MIN_PASSED else 1


if __name__ == "__main__":
    sys.exit(main())
