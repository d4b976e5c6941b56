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
    over_spin = collections.defaultdict(list)
    over_store = collections.defaultdict(list)
    scans: dict[tuple, float] = {}
    compiles: dict[tuple, float] = {}
    failures: dict[tuple, str] = {}
    waits: dict[str, dict[str, float]] = collections.defaultdict(dict)
    block_scan: dict[tuple, dict[str, float]] = {}
    block_put: dict[tuple, dict[str, float]] = {}
    rma: dict[int, dict[str, list[float]]] = collections.defaultdict(lambda: collections.defaultdict(list))
    net_putmem: dict[int, dict[str, list[float]]] = collections.defaultdict(lambda: collections.defaultdict(list))
    proxy: dict[str, list[float]] = collections.defaultdict(list)
    codegen = None
    for line in lines:
        if line.startswith("coll "):
            words = line.split()
            for key, value in re.findall(r"(\w+)=([\d.e+]+)", line):
                COLLECTIVES[(words[2], key, words[1])].append(float(value))
            continue
        fields = dict(re.findall(r"(\w+)=([\d.e+]+)", line))
        words = line.split()
        if line.startswith("gpu symsync ") and "bytes" in fields and words[2] in BLOCK_PUT_ROWS:
            block_put[(words[2], int(fields["bytes"]))] = {k: float(v) for k, v in fields.items()}
        elif line.startswith("gpu symsync ") and "n" in fields and words[2] in BLOCK_SCAN_ROWS:
            # bench/gpu/block_scan.cu: (measurement, threads, blocks, n)
            key = (words[2], int(fields.get("threads", 0)), int(fields.get("blocks", 1)), int(fields["n"]))
            block_scan[key] = {k: float(v) for k, v in fields.items()}
        elif line.startswith(("rma putmem_net ", "rma oshmem_putmem ")):
            net_putmem[int(fields["bytes"])][words[1]].append(float(fields["putmem_gbs"]))
        elif line.startswith("rma putmem "):
            for key in ("putmem_gbs", "memcpy_gbs", "ratio"):
                rma[int(fields["bytes"])][key].append(float(fields[key]))
        elif line.startswith("pingpong put_signal "):
            rma[0]["put_signal_ns"].append(float(fields["median_ns"]))
            rma[0]["signal_op_ns"].append(float(fields["signal_op_median_ns"]))
            rma[0]["over_signal_op"].append(float(fields["over_signal_op"]))
        elif line.startswith("pingpong "):
            pingpong[words[1]].append(float(fields["median_ns"]))
            if "over_spin" in fields:
                over_spin[words[1]].append(float(fields["over_spin"]))
            if "over_store" in fields:
                over_store[words[1]].append(float(fields["over_store"]))
        elif line.startswith("scan "):
            scans[(words[1], words[2], int(fields["n"]))] = float(fields["bytes_per_s"])
        elif line.startswith("compile ") and " failed: " in line:
            failures[(words[1], words[2])] = line.split(" failed: ", 1)[1]
        elif line.startswith("compile "):
            compiles[(words[1], words[2])] = float(fields["seconds"])
        elif line.startswith("wait_rest "):
            waits[words[1]].update({k: float(v) for k, v in fields.items()})
        elif line.startswith(("proxy stream ", "proxy round_trip ")):
            for key, value in fields.items():
                proxy[key].append(float(value))
        elif line.startswith("codegen regenerate"):
            codegen = float(fields["seconds"])
    pingpong_medians = {k: statistics.median(v) for k, v in pingpong.items()}
    over_spin_medians = {k: statistics.median(v) for k, v in over_spin.items()}
    over_store_medians = {k: statistics.median(v) for k, v in over_store.items()}
    return (pingpong_medians, over_spin_medians, over_store_medians, scans, compiles, failures, waits, block_scan,
            block_put, rma, net_putmem, proxy, codegen)


# bench/coll.cc's and bench/oshmem_coll.c's lines: (place, measure, library)
# -> the launches' values.
COLLECTIVES: dict[tuple[str, str, str], list[float]] = collections.defaultdict(list)
# Their measures: (key, what, unit, larger is better).
COLLECTIVE_MEASURES = (("barrier_all_ns", "barrier_all latency", "us", False),
                       ("barrier_ns", "barrier (world team; all PEs) latency", "us", False),
                       ("sum_reduce8_ns", "8-byte long sum_reduce latency", "us", False),
                       ("fcollect_1m_gbs", "1 MiB fcollect bandwidth", "GB/s", True),
                       ("broadcast_1m_gbs", "1 MiB broadcast bandwidth", "GB/s", True))


def collectives_table() -> list[str]:
    """The host collectives against Open MPI's OpenSHMEM, same run."""
    out = []
    places = [p for p in ("node", "hosts_of_2", "hosts_of_1", "two_hosts") if (p, "pes", "symsync") in COLLECTIVES]
    for place in places:
        pes = COLLECTIVES[(place, "pes", "symsync")][0]
        where = {"node": "one host",
                 "hosts_of_2": "2 hosts of 2 (OpenSHMEM: every byte over TCP, its figures of 4 hosts of 1)",
                 "hosts_of_1": "4 hosts of 1 (OpenSHMEM: every byte over TCP)",
                 "two_hosts": "2 hosts of 1, a core each (OpenSHMEM: every byte over TCP)"}[place]
        out.append("")
        out.append(f"Host collectives, {pes:.0f} PEs on {where};")
        out.append("bench/coll.cc against bench/oshmem_coll.c (Open MPI's OpenSHMEM), median of the launches")
        out.append(f"  {'measure':<42} {'symsync':>10} {'OpenSHMEM':>10} {'ratio':>7}  goal")
        for key, what, unit, larger in COLLECTIVE_MEASURES:
            ours = COLLECTIVES.get((place, key, "symsync"))
            theirs = COLLECTIVES.get(("hosts_of_1" if place == "hosts_of_2" else place, key, "oshmem"))
            if not ours:
                continue
            scale = 1e-3 if unit == "us" else 1.0
            mine = statistics.median(ours) * scale
            if not theirs:
                out.append(f"  {what + ' (' + unit + ')':<42} {mine:>10.2f} {'-':>10}")
                continue
            other = statistics.median(theirs) * scale
            ratio = mine / other
            goal = verdict(ratio, 1.0, at_most=not larger)
            out.append(f"  {what + ' (' + unit + ')':<42} {mine:>10.2f} {other:>10.2f} {ratio:>7.2f}  "
                       f"{'>=' if larger else '<='} 1.0 ({goal})")
    return out


# The measurements of bench/gpu/block_put.cu, in the order of the table.
BLOCK_PUT_ROWS = ("device_copy", "copy_1block", "putmem_block", "putmem_block_grid", "putmem_thread")

# The measurements of bench/gpu/block_scan.cu, in the order of the table.
BLOCK_SCAN_ROWS = (
    "device_copy", "read_1block", "uint64_wait_until_all_block", "uint64_test_all_block",
    "uint64_wait_until_all_thread", "uint64_wait_until_all_block_sliced",
)


def verdict(value: float, limit: float, at_most: bool = True) -> str:
    ok = value <= limit if at_most else value >= limit
    return f"{'meets' if ok else 'MISSES'} target {'<=' if at_most else '>='} {limit:g}"


def main() -> int:
    lines = open(sys.argv[1]).read().splitlines()
    (pingpong, over_spin, over_store, scans, compiles, failures, waits, block_scan, block_put, rma, net_putmem,
     proxy, codegen) = parse(lines)
    out = []
    names = {
        "int": "symsync  nvshmem_int_wait_until",
        "signal": "symsync  nvshmem_signal_wait_until",
        "oshmem": "Open MPI OpenSHMEM  shmem_int_wait_until",
        "raw_line": "raw atomics, flags on one cache line",
        "raw_pages": "raw atomics, flags in two pages",
    }
    if any(kind in pingpong for kind in names):
        out.append("Host ping-pong, 2 PEs pinned to 2 cores: half round trip, median of the launches' medians")
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
            if kind in over_store:
                ratio = over_store[kind]
                out.append(f"  {kind}: released by the update routine: {ratio:.2f} x released by a bare release store, "
                           f"same processes ({verdict(ratio, 1.1)})")
            if kind in over_spin:
                out.append(f"  {kind}: {over_spin[kind]:.2f} x a bare spin loop on the same flags, same processes")
    if waits or "int_rest" in pingpong:
        if out:
            out.append("")
        out.append("Host waits that rest (NVSHMEM_WAIT_*), each policy in this run: idle CPU share of the waiting thread,")
        out.append("wake-up after a long wait (release to return) by the update routine (median and max) and by a store")
        out.append("made by hand (median), ping-pong half round trip (median of the launches) and its ratio to a bare")
        out.append("spin loop run in the same processes (median of the launches)")
        policies = {
            "rest": "rest: the defaults",
            "spin": "spin only (NVSHMEM_WAIT_SPIN_US=1e12)",
            "yield": "spin, then yield (the loop before)",
        }
        out.append(f"  {'policy':<38} {'idle CPU':>9} {'wake median':>12} {'wake max':>10} {'by hand':>10} "
                   f"{'ping-pong':>10} {'x spin':>7}")
        for policy, label in policies.items():
            w = waits.get(policy, {})
            idle = f"{100 * w['idle_cpu_share']:8.1f}%" if "idle_cpu_share" in w else f"{'-':>9}"
            median = f"{w['wake_median_us']:9.1f} us" if "wake_median_us" in w else f"{'-':>12}"
            most = f"{w['wake_max_us']:7.1f} us" if "wake_max_us" in w else f"{'-':>10}"
            hand = f"{w['hand_median_us']:7.1f} us" if "hand_median_us" in w else f"{'-':>10}"
            pp = pingpong.get(f"int_{policy}")
            pp_text = f"{pp:7.1f} ns" if pp is not None else f"{'-':>10}"
            ratio = over_spin.get(f"int_{policy}")
            ratio_text = f"{ratio:7.2f}" if ratio is not None else f"{'-':>7}"
            out.append(f"  {label:<38} {idle} {median} {most} {hand} {pp_text} {ratio_text}")
        rest = waits.get("rest", {})
        if "int_rest" in over_spin:
            for base in ("spin", "yield"):
                if f"int_{base}" in over_spin:
                    ratio = over_spin["int_rest"] / over_spin[f"int_{base}"]
                    out.append(f"  ping-pong, rest: {ratio:.2f} x {base}, each against its bare spin loop "
                               f"(unchanged within noise: ~1)")
        if "idle_cpu_share" in rest:
            share = rest["idle_cpu_share"]
            for base in ("spin", "yield"):
                if "idle_cpu_share" in waits.get(base, {}):
                    out.append(f"  idle CPU share, rest: {share / waits[base]['idle_cpu_share']:.3f} x {base}")
            out.append(f"  idle CPU share, rest: {100 * share:.1f} % of a core over {rest.get('idle_s', 0):g} s "
                       f"({verdict(100 * share, 2)} %)")
        if "wake_median_us" in rest:
            out.append(f"  wake-up after {rest.get('asleep_s', 0):g} s asleep, rest, by the update routine: median "
                       f"{rest['wake_median_us']:.0f} us ({verdict(rest['wake_median_us'], 100)} us), max "
                       f"{rest['wake_max_us']:.0f} us of {rest.get('wakes', 0):g}")
        if "hand_median_us" in rest:
            out.append(f"  ... by a store made by hand: median {rest['hand_median_us']:.0f} us, max "
                       f"{rest['hand_max_us']:.0f} us (seen when a pause ends: at most NVSHMEM_WAIT_MAX_SLEEP_US)")
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
    if compiles or failures:
        out.append("")
        out.append("Compile cost of <nvshmem.h>: nvcc -c seconds (median); extra over the empty unit, as a share of it")
        out.append("  symsync: calls nvshmem_int_wait_until; cooperative: calls nvshmemx_int_wait_until_all_block and")
        out.append("  the generic nvshmem_wait_until; NVSHMEM 3.8.0: the symsync unit against NVSHMEM's headers")
        labels = {"whole": "sm_80+sm_90", "rdc": "sm_80+sm_90 -rdc", "sm90": "sm_90"}
        for mode, label in labels.items():
            if ("empty", mode) not in compiles:
                continue
            empty = compiles[("empty", mode)]
            cells = [f"  {label:<17} empty {empty:5.2f} s"]
            for unit in ("symsync", "cooperative"):
                if (unit, mode) in failures:
                    cells.append(f"{unit} does not compile: {failures[(unit, mode)]}")
                elif (unit, mode) in compiles:
                    extra = compiles[(unit, mode)] - empty
                    text = f"{unit} +{extra:5.2f} s ({extra / empty:.2f} x empty"
                    if mode == "sm90":
                        text += f", {verdict(extra / empty, 0.3)}"
                    cells.append(text + ")")
            if ("nvshmem", mode) in failures:
                cells.append(f"NVSHMEM 3.8.0 does not compile: {failures[('nvshmem', mode)]}")
            elif ("nvshmem", mode) in compiles and ("symsync", mode) in compiles:
                theirs = compiles[("nvshmem", mode)] - empty
                own = compiles[("symsync", mode)] - empty
                cells.append(f"NVSHMEM 3.8.0 +{theirs:5.2f} s: symsync {own / theirs:.2f} x it ({verdict(own / theirs, 0.5)})")
            out.append(", ".join(cells))
    if block_scan:
        out.append("")
        out.append("GPU scan of satisfied uint64 sets (bench/gpu/block_scan.cu): bytes/s as a fraction of a device-to-device")
        out.append("cudaMemcpy of the same bytes (counted read + write), same run; copy GB/s; * = NOT one call's semantics")
        columns = [("read_1block", 1024, 1), ("uint64_wait_until_all_block", 1024, 1), ("uint64_test_all_block", 1024, 1),
                   ("uint64_wait_until_all_thread", 1, 1)]
        sliced = sorted({(t, b) for (m, t, b, _) in block_scan if m == "uint64_wait_until_all_block_sliced"})
        columns += [("uint64_wait_until_all_block_sliced", t, b) for t, b in sliced]
        names = {"read_1block": "read, 1 block", "uint64_wait_until_all_block": "wait_all_block",
                 "uint64_test_all_block": "test_all_block", "uint64_wait_until_all_thread": "wait_all thread"}
        heads = [names.get(m, f"*{b} blocks sliced") for m, _, b in columns]
        out.append(f"  {'elements':>9} {'copy GB/s':>10} " + " ".join(f"{h:>18}" for h in heads))
        for n in sorted({n for (m, _, _, n) in block_scan if m == "device_copy"}):
            copy = block_scan[("device_copy", 0, 1, n)]
            cells = []
            for m, t, b in columns:
                row = block_scan.get((m, t, b, n))
                cells.append(f"{row['of_copy']:18.3f}" if row else f"{'-':>18}")
            out.append(f"  {n:>9} {copy['bytes_per_s'] / 1e9:>10.1f} " + " ".join(cells))
        smaller = sorted((t, n) for (m, t, b, n) in block_scan if m == "uint64_wait_until_all_block" and t != 1024)
        for t, n in smaller:
            wait = block_scan[("uint64_wait_until_all_block", t, 1, n)]
            read = block_scan.get(("read_1block", t, 1, n))
            out.append(f"  {t} threads, {n} elements: wait_all_block {wait['of_copy']:.3f} of the copy"
                       + (f", read, 1 block {read['of_copy']:.3f}" if read else ""))
    if rma:
        out.append("")
        out.append("Host data movement between 2 PEs (bench/rma.cc), medians of the launches' medians, each beside its")
        out.append("baseline in the same processes")
        for size in sorted(k for k in rma if k):
            row = {k: statistics.median(v) for k, v in rma[size].items()}
            goal = f" ({verdict(row['ratio'], 0.9, at_most=False)})" if size >= 64 * 1024 else ""
            out.append(f"  nvshmem_putmem {size:>9} B: {row['putmem_gbs']:6.2f} GB/s, memcpy between the same mappings "
                       f"{row['memcpy_gbs']:6.2f} GB/s: {row['ratio']:.3f} x{goal}")
        if 0 in rma:
            row = {k: statistics.median(v) for k, v in rma[0].items()}
            out.append(f"  ping-pong with nvshmem_putmem_signal of 8 bytes: {row['put_signal_ns']:.1f} ns, with "
                       f"nvshmemx_signal_op alone {row['signal_op_ns']:.1f} ns: {row['over_signal_op']:.3f} x "
                       f"({verdict(row['over_signal_op'], 1.1)})")
    net_kinds = {"net_signal": "nvshmemx_signal_op + signal_wait_until", "net_int": "int atomic_set + int_wait_until"}
    if any(k in pingpong for k in net_kinds) or net_putmem:
        out.append("")
        out.append("Across hosts: 2 PEs on 2 \"hosts\" (SYMSYNC_PES_PER_HOST=1), UCX_TLS=tcp on loopback; half round trip,")
        out.append("median of the launches' medians")
        for kind, label in list(net_kinds.items()) + [("oshmem_tcp", "OpenSHMEM shmem_int_atomic_set + wait_until"),
                                                      ("raw_tcp", "raw TCP socket, 8-byte messages")]:
            if kind in pingpong:
                out.append(f"  {label:<48} {pingpong[kind] / 1000:8.2f} us")
        for kind in net_kinds:
            if kind not in pingpong:
                continue
            if "oshmem_tcp" in pingpong:
                ratio = pingpong[kind] / pingpong["oshmem_tcp"]
                out.append(f"  {kind}: {ratio:.2f} x OpenSHMEM over the same UCX_TLS ({verdict(ratio, 1.0)})")
            if "raw_tcp" in pingpong:
                ratio = pingpong[kind] / pingpong["raw_tcp"]
                out.append(f"  {kind}: {ratio:.2f} x the raw TCP socket ({verdict(ratio, 1.5)})")
        if "net_put_signal" in pingpong and "net_int" in pingpong:
            ratio = pingpong["net_put_signal"] / pingpong["net_int"]
            out.append(f"  putmem_signal of 8 bytes + signal_wait_until {pingpong['net_put_signal'] / 1000:8.2f} us: "
                       f"{ratio:.2f} x the atomic_set ping-pong ({verdict(ratio, 1.15)})")
        for size in sorted(net_putmem):
            row = {k: statistics.median(v) for k, v in net_putmem[size].items()}
            ours, theirs = row.get("putmem_net"), row.get("oshmem_putmem")
            text = f"  putmem + quiet {size:>9} B: symsync {ours:6.3f} GB/s" if ours is not None else f"  putmem {size:>9} B:"
            if theirs is not None:
                text += f", OpenSHMEM {theirs:6.3f} GB/s"
            if ours is not None and theirs:
                text += f": {ours / theirs:.2f} x"
            out.append(text)
    if proxy:
        row = {k: statistics.median(v) for k, v in proxy.items()}
        out.append("")
        out.append("The host proxy across hosts (bench/proxy.cc): 8-byte remote p's from a host thread through the")
        out.append("proxy's channel against the host form, same process, median of the launches' medians")
        if "ratio" in row:
            out.append(f"  stream of {row['n']:.0f} p's + quiet: host form {row['host_ops_per_s'] / 1e3:.1f} k/s, "
                       f"channel {row['channel_ops_per_s'] / 1e3:.1f} k/s: {row['ratio']:.3f} x "
                       f"({verdict(row['ratio'], 0.8, at_most=False)})")
        if "added_us" in row:
            out.append(f"  one p then quiet: host form {row['host_us']:.2f} us, channel {row['channel_us']:.2f} us: "
                       f"+{row['added_us']:.2f} us ({verdict(row['added_us'], 2.0)})")
    if block_put:
        out.append("")
        out.append("GPU nvshmemx_putmem_block (bench/gpu/block_put.cu): bytes/s (read + write) as a fraction of a")
        out.append("device-to-device cudaMemcpy of the same bytes, same run; copy GB/s")
        heads = BLOCK_PUT_ROWS[1:]
        out.append(f"  {'bytes':>9} {'copy GB/s':>10} " + " ".join(f"{h:>18}" for h in heads))
        for size in sorted({n for (m, n) in block_put if m == "device_copy"}):
            copy = block_put[("device_copy", size)]
            cells = [f"{block_put[(m, size)]['of_copy']:18.3f}" if (m, size) in block_put else f"{'-':>18}" for m in heads]
            out.append(f"  {size:>9} {copy['bytes_per_s'] / 1e9:>10.1f} " + " ".join(cells))
    out.extend(collectives_table())
    if codegen is not None:
        out.append("")
        out.append(f"Regenerating the whole API (python3 -m codegen): {codegen:.2f} s")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
