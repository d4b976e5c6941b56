"""Versions in the spec (codegen/versions.py): a fixture spec deprecates a
routine and dates a routine and a constant; the headers then make a call of
the deprecated routine warn in C, C++ and CUDA device code (compiled here),
and the reference shows the notes and the "What changed" page lists them.
Nothing of NVSHMEM's surface is deprecated in the real spec."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, Project

WARNING = "nvshmem_info_get_name is deprecated since symsync 0.1: use nvshmem_info_get_version instead"
NVCC = Path("/usr/local/cuda/bin/nvcc")


def versioned(p: Project) -> None:
    p.edit("spec/setup.yaml", "  - name: info_get_name\n    targets: [device, host]\n",
           "  - name: info_get_name\n    targets: [device, host]\n    deprecated:\n      since: \"0.1\"\n"
           "      use: info_get_version\n")
    p.edit("spec/collectives.yaml", "  - name: barrier_all\n", "  - name: barrier_all\n    since: \"0.1\"\n")
    p.edit("spec/constants.yaml", "      - name: NVSHMEM_MAX_NAME_LEN\n        value: 256\n",
           "      - name: NVSHMEM_MAX_NAME_LEN\n        value: 256\n        since: \"0.1\"\n")
    result = p.run()
    assert result.code == 0, result.err


def compile_call(p: Project, tmp_path: Path, command: list[str], suffix: str, source: str,
                 allow: bool = False) -> str:
    """Compiles `source` against the copy's headers; returns the compiler's
    messages (the compile must succeed)."""
    unit = tmp_path / f"call{suffix}"
    unit.write_text(source)
    includes = ["-I", str(p.path("generated/include")), "-I", str(ROOT / "runtime/include")]
    defines = ["-DSYMSYNC_ALLOW_DEPRECATED"] if allow else []
    run = subprocess.run(command + defines + includes + [str(unit)], capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    return run.stderr


HOST_CALL = "#include <nvshmem.h>\nvoid f(char *name) { nvshmem_info_get_name(name); }\n"
DEVICE_CALL = ("#include <nvshmem.h>\n__global__ void k(char *name) { nvshmem_info_get_name(name); }\n")


def test_a_deprecated_routine_warns_in_c_and_cpp(project: Project, tmp_path: Path) -> None:
    versioned(project)
    header = project.text("generated/include/nvshmem.h")
    assert f'SYMSYNC_DEPRECATED("{WARNING}") void nvshmem_info_get_name(\n    char *name);' in header
    assert f'template <typename = void> SYMSYNC_DEPRECATED("{WARNING}") static __device__ inline' in header
    for compiler, suffix in (("gcc", ".c"), ("g++", ".cc")):
        command = [shutil.which(compiler) or compiler, "-fsyntax-only"] + (["-std=c++17"] if suffix == ".cc" else [])
        assert WARNING in compile_call(project, tmp_path, command, suffix, HOST_CALL), compiler
        assert "deprecated" not in compile_call(project, tmp_path, command, suffix, HOST_CALL, allow=True), compiler


@pytest.mark.skipif(not NVCC.exists(), reason="no CUDA toolkit at /usr/local/cuda")
def test_a_deprecated_routine_warns_in_cuda_device_code(project: Project, tmp_path: Path) -> None:
    versioned(project)
    command = [str(NVCC), "-std=c++17", "-arch=sm_80", "-c", "-o", "call.o"]
    # (SYMSYNC_ALLOW_DEPRECATED is the same macro in every language; the C
    # and C++ cases check it, which spares a second nvcc run.)
    assert WARNING in compile_call(project, tmp_path, command, ".cu", DEVICE_CALL)


def test_the_reference_shows_the_notes_and_what_changed(project: Project) -> None:
    versioned(project)
    assert ".. deprecated:: 0.1\n   Use :c:func:`nvshmem_info_get_version` instead" in project.text(
        "generated/docs/reference/info_get_name.rst")
    assert ".. versionadded:: 0.1" in project.text("generated/docs/reference/barrier_all.rst")
    assert "New in 0.1." in project.text("generated/docs/reference/constants.rst")
    changes = project.text("generated/docs/reference/changes.rst")
    assert "0.1\n---\n\nAdded: :doc:`barrier_all`, :c:macro:`NVSHMEM_MAX_NAME_LEN`." in changes
    assert "Deprecated: :doc:`info_get_name` (use :doc:`info_get_version`)." in changes


def test_bad_versions_are_reported(project: Project) -> None:
    project.edit("spec/collectives.yaml", "  - name: barrier_all\n",
                 "  - name: barrier_all\n    since: 0.2\n    deprecated:\n      since: \"9.0\"\n      use: barrier_none\n")
    result = project.run()
    at = project.line_of("spec/collectives.yaml", "- name: barrier_all")
    assert result.code == 2
    assert result.error_lines[:-1] == [
        f"spec/collectives.yaml:{at}: routine 'barrier_all': version 9.0 is newer than the spec's own (0.1.0, "
        "NVSHMEM_VENDOR_MAJOR_VERSION, NVSHMEM_VENDOR_MINOR_VERSION, NVSHMEM_VENDOR_PATCH_VERSION)",
        f"spec/collectives.yaml:{at + 1}: routine 'barrier_all': 'since' must be a quoted version such as \"0.2\" "
        "(YAML reads 0.10 as the number 0.1), got the number 0.2",
        f"spec/collectives.yaml:{at + 2}: routine 'barrier_all': 'use' names 'barrier_none', which is neither a "
        "routine nor a constant of the spec",
    ]
