"""The runtime's layers: each folder of runtime/src includes only the
folders below it in LAYERS (and itself), so a lower layer never depends on
a higher one; what a lower layer needs from above is passed in (the route
table, the transport's setup). Every folder must have a place here: a new
one fails the test until it is given one.

Public headers (runtime/include/symsync/) are the API every layer may use
and are not checked here."""

import pathlib
import re
import sys

# Highest first: a folder may include its own and those after it.
LAYERS = [
    # init/finalize, the collective memory routines, the queries; starts
    # and ends the network transport and publishes the route table
    "lifecycle",
    # the nvshmemx_*_on_stream forms (waits, signals, copies, the barrier)
    "stream",
    # cooperative launches, modules loaded from cubins
    "cuda",
    # the host proxy: carries the requests of a channel (symsync/
    # proxy_channel.h) from producers that cannot reach a PE (device code,
    # for another host's PEs) along the route's network way
    "proxy",
    # the one choice of the way to a PE (symsync/route.h): the node's
    # mapping, the GPU heap's copies, the network
    "route",
    # the network engine's interface (transport.h), loading an engine
    # (engine.cc), the one engine, UCX (ucx_plugin.cc, a plugin like MPI's)
    "transport",
    # the symmetric heaps (host shared memory, CUDA) and the allocator
    "heap",
    # what the generated entry points include besides the public headers:
    # their checks (host_api.h) and the stream forms' implementations
    # (on_stream.h); not on the public include path
    "entry",
    # the host's side of device code: the device error record
    "device",
    # how PEs find each other (single, MPI plugin, unique ID)
    "bootstrap",
    # errors, settings, plugin loading, the device-state registry
    "common",
]

INCLUDE = re.compile(r'^\s*#\s*include\s+"runtime/src/([^/"]+)/', re.M)


def violations(src: pathlib.Path) -> list[str]:
    found = []
    folders = sorted(p.name for p in src.iterdir() if p.is_dir())
    for folder in folders:
        if folder not in LAYERS:
            found.append(f"runtime/src/{folder}/ has no place in LAYERS of "
                         f"tests/lint/layers_test.py")
    for path in sorted(src.rglob("*")):
        if not path.is_file() or path.suffix not in {".h", ".cc", ".cu"}:
            continue
        layer = path.relative_to(src).parts[0]
        if layer not in LAYERS:
            continue
        for line_number, line in enumerate(path.read_text().splitlines(), 1):
            match = INCLUDE.match(line)
            if not match or match.group(1) not in LAYERS:
                continue
            target = match.group(1)
            if LAYERS.index(target) < LAYERS.index(layer):
                found.append(
                    f"runtime/src/{path.relative_to(src)}:{line_number}: "
                    f"{layer}/ includes {target}/, a layer above it")
    return found


def main() -> int:
    # Under Bazel the working directory is the runfiles tree, which holds
    # runtime/src (//runtime:sources); run by hand, the checkout.
    root = pathlib.Path.cwd()
    if not (root / "runtime" / "src").is_dir():
        root = pathlib.Path(__file__).resolve().parents[2]
    src = root / "runtime" / "src"
    if not src.is_dir():
        print(f"no runtime/src under {root}")
        return 1
    problems = violations(src)
    for problem in problems:
        print(problem)
    checked = sum(1 for p in src.rglob("*") if p.suffix in {".h", ".cc", ".cu"})
    print(f"{checked} files of runtime/src checked against {len(LAYERS)} "
          f"layers: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
