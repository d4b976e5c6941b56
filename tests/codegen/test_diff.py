"""python3 -m codegen diff: what a spec change does to users, checked against
exact expected reports (golden text) and exit codes. Each case edits a copy
of the spec and compares it with the project's own spec/ (the directory
form of REV); one case uses a git revision."""

from __future__ import annotations

import subprocess

from conftest import ROOT, Project

SUMMARY_OK = "0 breaking, {compatible} compatible, {doc} doc-only"
NOT_INTENDED = ("breaking changes, but the major version (NVSHMEM_VENDOR_MAJOR_VERSION) is still 0: raise it if "
                "they are intended")


def breaking(count: int, *lines: str) -> tuple[int, list[str]]:
    """What a report of `count` breaking changes (and nothing else) under the
    same major version gives: exit 1, `lines`, the counts, the warning."""
    return 1, [*lines, f"{count} breaking, 0 compatible, 0 doc-only", NOT_INTENDED]


def report(p: Project) -> tuple[int, list[str]]:
    """The exit code, and the report's lines after its header."""
    result = p.run("diff", str(ROOT / "spec"))
    assert result.err == ""
    lines = result.out.splitlines()
    assert lines[0] == f"codegen diff: {ROOT / 'spec'} -> working tree"
    return result.code, lines[1:]


def test_no_change_reports_nothing(project: Project) -> None:
    assert report(project) == (0, ["0 breaking, 0 compatible, 0 doc-only"])


def test_a_removed_form_is_breaking(project: Project) -> None:
    project.edit("spec/p2p_sync.yaml", "    typed: false\n    targets: [device, host, warp, block, on_stream]",
                 "    typed: false\n    targets: [device, host, block, on_stream]")
    assert report(project) == breaking(
        1,
        "target warp:",
        "  breaking    removed uint64_t nvshmemx_signal_wait_until_warp(uint64_t *sig_addr, int cmp, uint64_t cmp_value)")


def test_a_changed_parameter_type_is_breaking_in_every_form(project: Project) -> None:
    project.edit("spec/setup.yaml", "      - name: pe\n        type: int\n", "      - name: pe\n        type: size_t\n")
    assert report(project) == breaking(
        2,
        "target device:",
        "  breaking    changed void *nvshmem_ptr(const void *dest, int pe)",
        "      now void *nvshmem_ptr(const void *dest, size_t pe)",
        "target host:",
        "  breaking    changed void *nvshmem_ptr(const void *dest, int pe)",
        "      now void *nvshmem_ptr(const void *dest, size_t pe)")


def test_a_changed_nvshmem_constant_value_is_breaking(project: Project) -> None:
    project.edit("spec/constants.yaml", "      - name: NVSHMEM_CMP_LE\n        value: 3\n",
                 "      - name: NVSHMEM_CMP_LE\n        value: 9\n")
    assert report(project) == breaking(
        1,
        "constants:",
        "  breaking    changed NVSHMEM_CMP_LE: 3 -> 9 (NVSHMEM's value: programs built against either library differ)")


def test_an_added_routine_is_compatible(project: Project) -> None:
    text = project.text("spec/collectives.yaml")
    start = text.index("  - name: barrier_all\n")
    entry = text[start:text.index("\n  - name: ", start) + 1]  # barrier_all's alone
    project.write("spec/collectives.yaml", text + "\n" + entry.replace("name: barrier_all", "name: barrier_all_again", 1))
    assert report(project) == (0, [
        "target device:",
        "  compatible  added void nvshmem_barrier_all_again(void)",
        "target host:",
        "  compatible  added void nvshmem_barrier_all_again(void)",
        "target warp:",
        "  compatible  added void nvshmemx_barrier_all_again_warp(void)",
        "target block:",
        "  compatible  added void nvshmemx_barrier_all_again_block(void)",
        "target on_stream:",
        "  compatible  added void nvshmemx_barrier_all_again_on_stream(cudaStream_t stream)",
        SUMMARY_OK.format(compatible=5, doc=0),
    ])


def test_a_changed_text_is_doc_only(project: Project) -> None:
    project.edit("spec/collectives.yaml", "Collective. Returns on a PE only after every PE has called it.",
                 "Collective: it returns on a PE once every PE has called it.")
    assert report(project) == (0, ["docs:", "  doc-only    the text of barrier_all changed",
                                   SUMMARY_OK.format(compatible=0, doc=1)])


def test_a_major_version_bump_makes_breaking_changes_intended(project: Project) -> None:
    project.edit("spec/constants.yaml", "      - name: NVSHMEM_CMP_LE\n        value: 3\n",
                 "      - name: NVSHMEM_CMP_LE\n        value: 9\n")
    project.edit("spec/constants.yaml", "      - name: NVSHMEM_VENDOR_MAJOR_VERSION\n        value: 0\n",
                 "      - name: NVSHMEM_VENDOR_MAJOR_VERSION\n        value: 1\n")
    assert report(project) == (0, [
        "constants:",
        "  breaking    changed NVSHMEM_CMP_LE: 3 -> 9 (NVSHMEM's value: programs built against either library differ)",
        "  compatible  changed NVSHMEM_VENDOR_MAJOR_VERSION: 0 -> 1 (symsync's own value)",
        "1 breaking, 1 compatible, 0 doc-only",
        "the major version went from 0 to 1: breaking changes are intended",
    ])


def test_a_git_revision_and_a_bad_one(project: Project) -> None:
    git = ["git", "-C", str(project.root), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "spec", "examples"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "spec"], check=True)
    project.edit("spec/settings.yaml", "    default: 60\n", "    default: 30\n")
    result = project.run("diff", "HEAD")
    assert (result.code, result.out.splitlines()) == breaking(
        1,
        "codegen diff: spec/ at HEAD -> working tree",
        "settings:",
        "  breaking    changed NVSHMEM_BOOTSTRAP_TIMEOUT: default 60 -> 30"), result.err
    result = project.run("diff", "no-such-revision")
    assert result.code == 2
    assert result.err.startswith("codegen diff: 'no-such-revision' is neither a spec directory nor a git revision")


def test_wider_settings_reworded_text_and_a_deprecation_are_not_breaking(project: Project) -> None:
    project.edit("spec/settings.yaml", "    min: 1\n    max: 1000000\n", "    min: 1\n    max: 2000000\n")
    project.edit("spec/settings.yaml", "    values: [single, mpi, uid]\n", "    values: [single, mpi, uid, pmix]\n")
    project.edit("spec/settings.yaml", "default_doc: the real hosts", "default_doc: the hosts the PEs run on")
    project.edit("spec/setup.yaml", "  - name: info_get_name\n    targets: [device, host]\n",
                 "  - name: info_get_name\n    targets: [device, host]\n    deprecated:\n      since: \"0.1\"\n"
                 "      use: info_get_version\n")
    code, lines = report(project)
    assert (code, lines) == (0, [
        "settings:",
        "  compatible  changed NVSHMEM_BOOTSTRAP: also accepts pmix",
        "  compatible  changed NVSHMEM_WAIT_MAX_SLEEP_US: accepts a whole number of microseconds from 1 to 2000000 "
        "(was a whole number of microseconds from 1 to 1000000)",
        "docs:",
        "  doc-only    the text of setting SYMSYNC_PES_PER_HOST changed",
        "  compatible  info_get_name is deprecated since 0.1, use info_get_version (calls now warn)",
        SUMMARY_OK.format(compatible=3, doc=1),
    ]), "\n".join(lines)


def test_where_a_default_applies_is_part_of_the_default(project: Project) -> None:
    project.edit("spec/settings.yaml", "else {default} where they have",
                 "else {default} nowhere; before, where they have")
    code, lines = report(project)
    changed = [line for line in lines if "changed SYMSYNC_PROGRESS_LINGER_US: default never sleeping where" in line]
    assert code != 0 and len(changed) == 1 and changed[0].startswith("  breaking ") \
        and "else 20 nowhere; before, where" in changed[0], "\n".join(lines)
