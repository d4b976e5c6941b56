"""Prints the benchmark table from the lines the benchmark programs print.

    python3 bench/report.py RESULTS_FILE

Ratios compare measurements of the same run; each target of the benchmark
issue is shown with its verdict. Several launches of one ping-pong are
summarized by the median of their medians.
"""

from __future__ import annotations

import collections
import re
import statistics
import sys


def parse(lines: list[str]):
    pingpong = collections.defaultdict(list)
    scans: dict[tuple, float] = {}
    compiles: dict[tuple, float] = {}
    failures: dict[tuple, str] = {}
    codegen = None
    for line in lines:
        fields = dict(re.findall(r"(\w+)=([\d.e+]+)", line))
        words = line.split()
        if line.startswith("pingpong "):
            pingpong[words[1]].append(float(fields["median_ns"]))
        elif line.startswith("scan "):
            scans[(words[1], words[2], int(fields["n"]))] = float(fields["bytes_per_s"])
        elif line.startswith("compile ") and " failed: " in line:
            failures[(words[1], words[2])] = line.split(" failed: ", 1)[1]
        elif line.startswith("compile "):
            compiles[(words[1], words[2])] = float(fields["seconds"])
        elif line.startswith("codegen regenerate"):
            codegen = float(fields["seconds"])
    return {k: statistics.median(v) for k, v in pingpong.items()}, scans, compiles, failures, codegen


def verdict(value: float, limit: float, at_most: bool = True) -> str:
    ok = value <= limit if at_most else value >= limit
    return f"{'meets' if ok else 'MISSES'} target {'<=' if at_most else '>='} {limit:g}"


def main() -> int:
    lines = open(sys.argv[1]).read().splitlines()
    pingpong, scans, compiles, failures, codegen = parse(lines)
    out = []
    if pingpong:
        out.append("Host ping-pong, 2 PEs pinned to 2 cores: half round trip, median of the launches' medians")
        names = {
            "int": "symsync  nvshmem_int_wait_until",
            "signal": "symsync  nvshmem_signal_wait_until",
            "oshmem": "Open MPI OpenSHMEM  shmem_int_wait_until",
            "raw_line": "raw atomics, flags on one cache line",
            "raw_pages": "raw atomics, flags in two pages",
        }
        for kind, label in names.items():
            if kind in pingpong:
                out.append(f"  {label:<44} {pingpong[kind]:8.1f} ns")
        for kind in ("int", "signal"):
            if kind not in pingpong:
                continue
            value = pingpong[kind]
            if "oshmem" in pingpong:
                ratio = value / pingpong["oshmem"]
                out.append(f"  {kind}: {ratio:.2f} x OpenSHMEM ({verdict(ratio, 0.5)})")
            if "raw_line" in pingpong:
                ratio = value / pingpong["raw_line"]
                out.append(f"  {kind}: {ratio:.2f} x raw, one line ({verdict(ratio, 2.0)})")
            if "raw_pages" in pingpong:
                out.append(f"  {kind}: {value / pingpong['raw_pages']:.2f} x raw, two pages (the layout every PE-local wait has)")
    if scans:
        out.append("")
        out.append("Host scan of int arrays whose condition holds: bytes/s as a fraction of the plain read loop's")
        routines = ["wait_until_all", "test_all", "test_some", "wait_until_any"]
        sizes = sorted({n for (_, _, n) in scans})
        header = f"  {'elements':>9} {'read GB/s':>10} " + " ".join(f"{r + m:>20}" for r in routines for m in ("", "+mask"))
        out.append(header)
        for n in sizes:
            read = scans.get(("read_loop", "nomask", n))
            if not read:
                continue
            cells = []
            for r in routines:
                for m in ("nomask", "mask"):
                    value = scans.get((r, m, n))
                    cells.append(f"{value / read:20.2f}" if value else f"{'-':>20}")
            out.append(f"  {n:>9} {read / 1e9:>10.2f} " + " ".join(cells))
        largest = sizes[-1]
        for r in ("wait_until_all", "test_all"):
            if (r, "nomask", largest) in scans:
                ratio = scans[(r, "nomask", largest)] / scans[("read_loop", "nomask", largest)]
                out.append(f"  {r} at {largest} elements: {ratio:.2f} of the read loop ({verdict(ratio, 0.5, at_most=False)})")
    if compiles:
        out.append("")
        out.append("Compile cost of <nvshmem.h>: nvcc seconds (median) for a unit calling one routine, sm_80+sm_90")
        for mode in ("whole", "rdc"):
            if ("empty", mode) not in compiles:
                continue
            label = "-rdc" if mode == "rdc" else "whole program"
            empty = compiles[("empty", mode)]
            own = compiles[("symsync", mode)] - empty
            if ("nvshmem", mode) in failures:
                out.append(f"  {label:<14} empty {empty:5.2f} s, symsync +{own:5.2f} s, "
                           f"NVSHMEM 3.8.0 does not compile: {failures[('nvshmem', mode)]}")
                continue
            theirs = compiles[("nvshmem", mode)] - empty
            out.append(f"  {label:<14} empty {empty:5.2f} s, symsync +{own:5.2f} s, "
                       f"NVSHMEM 3.8.0 +{theirs:5.2f} s: {own / theirs:.2f} x ({verdict(own / theirs, 0.5)})")
    if codegen is not None:
        out.append("")
        out.append(f"Regenerating the whole API (python3 -m codegen): {codegen:.2f} s")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
