"""No externally visible device function reads a translation unit's own copy
of the device state.

Every CUDA translation unit that includes <nvshmem.h> has its own
`__constant__` copy of the device state (runtime/include/symsync/
device_state.h). A function that reads it must have internal linkage, and so
must every function that calls one: a function with external linkage is
emitted as a weak symbol in every unit, and when -rdc links units together the
device linker keeps one of them, so every unit would read that one unit's copy.

    device_linkage_test.py PROBE.cubin

PROBE.cubin is tests/api/device_linkage_probe.cu compiled with
`nvcc -cubin -rdc=true -G` (-G: nothing is inlined, so each call is a
relocation). The test reads the cubin's ELF symbol table and relocations
itself (this toolkit has no cuobjdump): from every defined GLOBAL or WEAK
function that is not a kernel, it follows the functions it calls and fails if
it reaches a LOCAL data symbol other than a string literal.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
import unittest
from dataclasses import dataclass
from pathlib import Path

SHT_SYMTAB, SHT_RELA, SHT_REL = 2, 4, 9
STB_LOCAL, STB_GLOBAL, STB_WEAK = 0, 1, 2
STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION, STT_FILE = 0, 1, 2, 3, 4
STO_CUDA_ENTRY = 0x10  # st_other flag of a kernel (__global__ function)


@dataclass(frozen=True)
class Symbol:
    index: int
    name: str
    binding: int
    type: int
    other: int
    section: int

    @property
    def defined(self) -> bool:
        return self.section != 0

    @property
    def is_data(self) -> bool:
        # CUDA marks __constant__ and __device__ variables with a processor-
        # specific type; anything that is not code or bookkeeping is data.
        return self.type not in (STT_NOTYPE, STT_FUNC, STT_SECTION, STT_FILE)


@dataclass(frozen=True)
class Cubin:
    symbols: tuple[Symbol, ...]
    references: dict[int, set[int]]  # function symbol index -> symbols its code refers to


def read_cubin(data: bytes) -> Cubin:
    """The symbols of a little-endian ELF64 file, and what each function's
    relocations refer to."""
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1, "not a little-endian ELF64 file"
    (section_offset,) = struct.unpack_from("<Q", data, 0x28)
    section_size, section_count, names_index = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, section_offset + i * section_size) for i in range(section_count)]

    def string(table: int, offset: int) -> str:
        start = sections[table][4] + offset
        return data[start:data.index(b"\0", start)].decode()

    symtab_index = next(i for i, s in enumerate(sections) if s[1] == SHT_SYMTAB)
    _, _, _, _, offset, size, strtab, _, _, entry_size = sections[symtab_index]
    symbols = []
    for index in range(size // entry_size):
        name, info, other, section, _, _ = struct.unpack_from("<IBBHQQ", data, offset + index * entry_size)
        symbols.append(Symbol(index, string(strtab, name), info >> 4, info & 0xF, other, section))

    function_of_section = {s.section: s.index for s in symbols if s.type == STT_FUNC and s.defined}
    references: dict[int, set[int]] = {}
    for kind_index, section in enumerate(sections):
        kind, link, target = section[1], section[6], section[7]
        if kind not in (SHT_RELA, SHT_REL) or link != symtab_index or target not in function_of_section:
            continue
        _, _, _, _, offset, size, _, _, _, entry_size = section
        function = function_of_section[target]
        for entry in range(size // entry_size):
            (_, info) = struct.unpack_from("<QQ", data, offset + entry * entry_size)
            references.setdefault(function, set()).add(info >> 32)
    return Cubin(tuple(symbols), references)


def demangle(names: list[str]) -> list[str]:
    if not shutil.which("c++filt"):
        return names
    result = subprocess.run(["c++filt"], input="\n".join(names), capture_output=True, text=True, check=False)
    lines = result.stdout.splitlines()
    return lines if result.returncode == 0 and len(lines) == len(names) else names


def per_unit_state_reached(cubin: Cubin, start: Symbol) -> list[Symbol]:
    """A call path from `start` to a translation-unit-local variable, or []."""
    paths = {start.index: [start]}
    pending = [start.index]
    while pending:
        current = pending.pop()
        for target in sorted(cubin.references.get(current, ())):
            symbol = cubin.symbols[target]
            if target in paths:
                continue
            paths[target] = paths[current] + [symbol]
            if symbol.binding == STB_LOCAL and symbol.is_data and symbol.defined and not symbol.name.startswith("$str"):
                return paths[target]
            if symbol.type == STT_FUNC and symbol.defined:
                pending.append(target)
    return []


class DeviceLinkage(unittest.TestCase):
    cubin: Cubin

    @classmethod
    def setUpClass(cls) -> None:
        cls.cubin = read_cubin(Path(sys.argv[1]).read_bytes())

    def test_the_probe_reads_the_device_state(self) -> None:
        # Guards against a vacuous pass: the probe's kernels must reach the
        # state through separate (not inlined) functions.
        states = [s for s in self.cubin.symbols if s.is_data and "device_state" in s.name]
        self.assertTrue(states, "no device_state symbol in the probe's cubin")
        kernels = [s for s in self.cubin.symbols if s.other & STO_CUDA_ENTRY and s.type == STT_FUNC]
        self.assertTrue(kernels)
        self.assertTrue(any(len(per_unit_state_reached(self.cubin, k)) > 2 for k in kernels),
                        "the kernels do not reach the device state through a called function (built without -G?)")
        names = {s.name for s in self.cubin.symbols}
        for routine in ("nvshmem_my_pe", "nvshmem_team_my_pe", "nvshmem_ptr"):
            self.assertTrue(any(routine in name for name in names), f"{routine} was inlined or not emitted")

    def test_no_visible_function_reads_a_units_own_state(self) -> None:
        problems = []
        for symbol in self.cubin.symbols:
            visible = symbol.binding in (STB_GLOBAL, STB_WEAK)
            if not (visible and symbol.type == STT_FUNC and symbol.defined and not symbol.other & STO_CUDA_ENTRY):
                continue
            path = per_unit_state_reached(self.cubin, symbol)
            if path:
                shown = demangle([s.name for s in path])
                binding = "GLOBAL" if symbol.binding == STB_GLOBAL else "WEAK"
                problems.append(f"{shown[0]} ({binding}) reaches a translation unit's own {shown[-1]}"
                                + (f" through {' -> '.join(shown[1:-1])}" if len(shown) > 2 else ""))
        self.assertEqual(problems, [], "externally visible device functions that read per-unit state:\n  "
                         + "\n  ".join(problems))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1])
