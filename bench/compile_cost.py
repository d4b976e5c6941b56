"""Compile cost of the header, and of regenerating the API.

Times nvcc (median of --runs) on bench/compile/empty.cu and on
bench/compile/wait_unit.cu (includes <nvshmem.h>, calls
nvshmem_int_wait_until from a kernel) against symsync's headers and against
NVSHMEM's, with the flags cuda_library uses, with and without -rdc; then
times a full `python3 -m codegen` into a temporary directory.

    python3 bench/compile_cost.py --nvshmem-include DIR [--runs 5]

Prints "compile <unit> <mode> seconds=<median>" and
"codegen regenerate seconds=<median>" lines for bench/report.py.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FLAGS = [
    "-std=c++17", "-O3", "--expt-relaxed-constexpr", "-Xcompiler=-fPIC",
    "-gencode=arch=compute_80,code=sm_80", "-gencode=arch=compute_90,code=sm_90",
    "-gencode=arch=compute_90,code=compute_90",
]


def timed(command: list[str], runs: int) -> float | str:
    """The median wall time, or the compiler's first complaint if it fails."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if result.returncode != 0:
            lines = [line for line in result.stderr.splitlines() if line.strip()]
            return lines[0] if lines else f"exit status {result.returncode}"
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nvshmem-include", type=Path, required=True, help="NVSHMEM's include directory")
    parser.add_argument("--nvcc", default=os.path.join(os.environ.get("CUDA_PATH", "/usr/local/cuda"), "bin", "nvcc"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    symsync = ["-I", str(ROOT / "generated" / "include"), "-I", str(ROOT / "runtime" / "include")]
    nvshmem = ["-I", str(args.nvshmem_include)]
    with tempfile.TemporaryDirectory() as scratch:
        out = str(Path(scratch) / "unit.o")
        units = [("empty", [], ROOT / "bench/compile/empty.cu"),
                 ("symsync", symsync, ROOT / "bench/compile/wait_unit.cu"),
                 ("nvshmem", nvshmem, ROOT / "bench/compile/wait_unit.cu")]
        for mode, extra in (("whole", []), ("rdc", ["-rdc=true"])):
            for name, includes, source in units:
                seconds = timed([args.nvcc, *FLAGS, *extra, *includes, "-c", str(source), "-o", out], args.runs)
                if isinstance(seconds, str):
                    print(f"compile {name} {mode} failed: {seconds}", flush=True)
                else:
                    print(f"compile {name} {mode} seconds={seconds:.3f}", flush=True)
        generated = Path(scratch) / "generated"
        seconds = timed([sys.executable, "-m", "codegen", "-q", "--out", str(generated)], args.runs)
        if isinstance(seconds, str):
            sys.exit(f"compile_cost: python3 -m codegen failed: {seconds}")
        print(f"codegen regenerate seconds={seconds:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
