"""Compile cost of the header, and of regenerating the API.

Times nvcc -c (median of --runs) on these units, with the flags
cuda_library uses:

    empty        bench/compile/empty.cu: a kernel, no header
    symsync      bench/compile/wait_unit.cu against symsync's headers:
                 includes <nvshmem.h>, calls nvshmem_int_wait_until
    nvshmem      the same unit against NVSHMEM's headers
    cooperative  bench/compile/cooperative_unit.cu against symsync's headers:
                 calls nvshmemx_int_wait_until_all_block and the type-generic
                 nvshmem_wait_until on an int* (NVSHMEM has neither form)

in three modes: "whole" and "rdc" (sm_80 + sm_90, as the library's default
architectures; without and with -rdc=true) and "sm90" (whole program for
sm_90 alone, the setting of the header's compile-cost target: at most 0.3 x
the empty unit's time extra); then times a full `python3 -m codegen` into a
temporary directory.

    python3 bench/compile_cost.py --nvshmem-include DIR [--runs 5] [--modes whole,rdc,sm90]

The units of a mode take turns, run by run, so a shared machine's load falls
on all of them alike. Prints "compile <unit> <mode> seconds=<median wall>
cpu_seconds=<median CPU>" (or "compile <unit> <mode> failed: <first
error>"), "compile_extra <unit> <mode> of_empty=<(unit - empty) / empty,
wall> cpu_of_empty=<the same, CPU>" and "codegen regenerate
seconds=<median>" lines for bench/report.py.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ["-std=c++17", "-O3", "--expt-relaxed-constexpr", "-Xcompiler=-fPIC"]
# What cuda_library passes for archs = ["sm_80", "sm_90"] and ["sm_90"].
BOTH_ARCHS = [
    "-gencode=arch=compute_80,code=sm_80", "-gencode=arch=compute_90,code=sm_90",
    "-gencode=arch=compute_90,code=compute_90",
]
SM90 = ["-gencode=arch=compute_90,code=sm_90", "-gencode=arch=compute_90,code=compute_90"]
# mode: (nvcc flags, units timed in it)
MODES = {
    "whole": (BOTH_ARCHS, ("empty", "symsync", "cooperative", "nvshmem")),
    "rdc": (BOTH_ARCHS + ["-rdc=true"], ("empty", "symsync", "cooperative", "nvshmem")),
    "sm90": (SM90, ("empty", "symsync", "cooperative")),
}


def run_once(command: list[str]) -> tuple[float, float] | str:
    """(wall seconds, CPU seconds of the compiler and its children), or the
    compiler's first complaint if it fails."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        return lines[0] if lines else f"exit status {result.returncode}"
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def timed(commands: dict[str, list[str]], runs: int) -> dict[str, tuple[float, float] | str]:
    """Median wall and CPU seconds of each command, or its first complaint.
    The commands take turns (one run of each, then the next round), so the
    load of a shared machine falls on all of them alike."""
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    failed: dict[str, str] = {}
    for _ in range(runs):
        for name, command in commands.items():
            if name in failed:
                continue
            outcome = run_once(command)
            if isinstance(outcome, str):
                failed[name] = outcome
            else:
                samples[name].append(outcome)
    return {name: failed.get(name) or (statistics.median(w for w, _ in samples[name]),
                                       statistics.median(c for _, c in samples[name]))
            for name in commands}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nvshmem-include", type=Path, required=True, help="NVSHMEM's include directory")
    parser.add_argument("--nvcc", default=os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "bin", "nvcc"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--modes", default=",".join(MODES), help="comma-separated, of " + ", ".join(MODES))
    args = parser.parse_args()
    modes = args.modes.split(",")
    if unknown := [m for m in modes if m not in MODES]:
        parser.error(f"unknown mode(s) {', '.join(unknown)}: expected some of {', '.join(MODES)}")
    symsync = ["-I", str(ROOT / "generated" / "include"), "-I", str(ROOT / "runtime" / "include")]
    nvshmem = ["-I", str(args.nvshmem_include)]
    units = {"empty": ([], ROOT / "bench/compile/empty.cu"),
             "symsync": (symsync, ROOT / "bench/compile/wait_unit.cu"),
             "nvshmem": (nvshmem, ROOT / "bench/compile/wait_unit.cu"),
             "cooperative": (symsync, ROOT / "bench/compile/cooperative_unit.cu")}
    with tempfile.TemporaryDirectory() as scratch:
        out = str(Path(scratch) / "unit.o")
        for mode in modes:
            flags, names = MODES[mode]
            commands = {name: [args.nvcc, *FLAGS, *flags, *units[name][0], "-c", str(units[name][1]), "-o", out]
                        for name in names}
            results = timed(commands, args.runs)
            for name, outcome in results.items():
                if isinstance(outcome, str):
                    print(f"compile {name} {mode} failed: {outcome}", flush=True)
                else:
                    print(f"compile {name} {mode} seconds={outcome[0]:.3f} cpu_seconds={outcome[1]:.3f}", flush=True)
            empty = results.get("empty")
            for name, outcome in results.items():
                if name != "empty" and not isinstance(outcome, str) and not isinstance(empty, (str, type(None))):
                    print(f"compile_extra {name} {mode} of_empty={(outcome[0] - empty[0]) / empty[0]:.3f} "
                          f"cpu_of_empty={(outcome[1] - empty[1]) / empty[1]:.3f}", flush=True)
        generated = Path(scratch) / "generated"
        outcome = timed({"codegen": [sys.executable, "-m", "codegen", "-q", "--out", str(generated)]},
                        args.runs)["codegen"]
        if isinstance(outcome, str):
            sys.exit(f"compile_cost: python3 -m codegen failed: {outcome}")
        print(f"codegen regenerate seconds={outcome[0]:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
