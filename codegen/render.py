"""Renders templates/ into the text of every generated file.

OUTPUTS is the one table of what is generated: each output names its template,
the spec files it is made from (named in its banner), and whether it is made
once, once per type, or once per routine. Templates only walk the model; names
come from codegen.names, entry points and declarations from
codegen.signatures, what an entry point does from codegen.entry_calls, what
the tests cover from codegen.test_subjects, layout of long C lines from
codegen.cformat.
"""

from __future__ import annotations

import functools
import re
import textwrap
import traceback
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Iterable, Optional

import jinja2

from . import (cformat, entry_calls, generic, hops, names, settings_model, settings_render, signatures, targets,
               test_subjects, versions)
from .diagnostics import Diagnostic, Location, SpecError
from .model import SET_SELECTIONS, SIGNAL_EFFECTS, Routine, Spec

BANNER_TEXT = "generated — do not edit. Made by `python3 -m codegen` from {sources} with {template}."

_COMMENT_STYLES = {
    ".h": ("// ", "// "),
    ".cc": ("// ", "// "),
    ".cu": ("// ", "// "),
    ".c": ("// ", "// "),
    ".bazel": ("# ", "# "),
    ".rst": (".. ", "   "),
    ".txt": ("# ", "# "),
    ".inc": ("// ", "// "),
}


class Sources(str, Enum):
    """The spec files an output is made from, as its banner names them."""

    ALL = "all"  # every spec file
    ROUTINE = "routine"  # types.yaml and the file of the output's routine
    SETTINGS = "settings"  # settings.yaml


@dataclass(frozen=True)
class Output:
    """One kind of generated file. `path` may contain {routine} (one file per
    routine) or {subject} (one file per point-to-point test subject: each
    type, and the signal type)."""

    path: str
    template: str
    sources: Sources
    # The routines the template gets as `routines`: those of every section
    # (""), of one section ("rma"), or of every section but some
    # ("-rma,collectives").
    sections: str = ""

    def routines(self, spec: Spec) -> tuple[Routine, ...]:
        if not self.sections:
            return spec.routines
        excluded = self.sections.startswith("-")
        names = self.sections.lstrip("-").split(",")
        return tuple(r for r in spec.routines if (r.section in names) != excluded)


OUTPUTS = (
    Output("BUILD.bazel", "BUILD.bazel.j2", Sources.ALL),
    Output("include/nvshmem.h", "include/nvshmem.h.j2", Sources.ALL),
    Output("include/nvshmemx.h", "include/nvshmemx.h.j2", Sources.ALL),
    Output("include/symsync/spec_facts.h", "include/spec_facts.h.j2", Sources.ALL),
    Output("include/symsync/implementations.h", "include/implementations.h.j2", Sources.ALL),
    Output("src/host_entries.cc", "src/host_entries.cc.j2", Sources.ALL),
    Output("src/on_stream.cu", "src/on_stream.cu.j2", Sources.ALL),
    Output("src/cuda_type_entries.cu", "src/cuda_type_entries.cu.j2", Sources.ALL),
    Output("src/settings.inc", "src/settings.inc.j2", Sources.SETTINGS),
    # Every device routine called from a kernel: the data-movement routines
    # and the collectives, whose many typed forms share a few
    # implementations, in files of their own that are compiled once (their
    # kernels double the file's build).
    Output("tests/api/device_api_calls.cu", "tests/device_api_calls.cu.j2", Sources.ALL, "-rma,collectives"),
    Output("tests/api/device_rma_calls.cu", "tests/device_api_calls.cu.j2", Sources.ALL, "rma"),
    Output("tests/api/device_collectives_calls.cu", "tests/device_api_calls.cu.j2", Sources.ALL, "collectives"),
    Output("tests/api/host_api_calls.cc", "tests/host_api_calls.cc.j2", Sources.ALL),
    Output("tests/api/c_api_calls.c", "tests/c_api_calls.c.j2", Sources.ALL),
    Output("tests/api/generic_c11_test.c", "tests/generic_c11_test.c.j2", Sources.ALL),
    Output("tests/api/generic_host_test.cc", "tests/generic_host_test.cc.j2", Sources.ALL),
    Output("tests/api/generic_device_calls.cu", "tests/generic_device_calls.cu.j2", Sources.ALL),
    Output("tests/p2p_{subject}_spec.h", "tests/p2p_spec.h.j2", Sources.ALL),
    Output("tests/host/p2p_{subject}_test.cc", "tests/host_p2p_test.cc.j2", Sources.ALL),
    Output("tests/device/p2p_{subject}_test.cu", "tests/device_p2p_test.cu.j2", Sources.ALL),
    Output("tests/device/p2p_{subject}_test.cc", "tests/device_p2p_test.cc.j2", Sources.ALL),
    Output("tests/host/rma_{rma_subject}_test.cc", "tests/host_rma_test.cc.j2", Sources.ALL),
    Output("tests/device/rma_device_test.cu", "tests/device_rma_test.cu.j2", Sources.ALL),
    Output("tests/host/amo_test.cc", "tests/host_amo_test.cc.j2", Sources.ALL, "atomics"),
    Output("tests/device/amo_device_test.cu", "tests/device_amo_test.cu.j2", Sources.ALL, "atomics"),
    Output("tests/device/collectives_device_test.cu", "tests/device_collectives_test.cu.j2", Sources.ALL,
           "collectives"),
    Output("tests/host/collectives_test.cc", "tests/host_collectives_test.cc.j2", Sources.ALL, "collectives"),
    Output("docs/reference/index.rst", "docs/index.rst.j2", Sources.ALL),
    Output("docs/reference/types.rst", "docs/types.rst.j2", Sources.ALL),
    Output("docs/reference/constants.rst", "docs/constants.rst.j2", Sources.ALL),
    Output("docs/reference/settings.rst", "docs/settings.rst.j2", Sources.SETTINGS),
    Output("docs/reference/changes.rst", "docs/changes.rst.j2", Sources.ALL),
    Output("docs/reference/{routine}.rst", "docs/routine.rst.j2", Sources.ROUTINE),
)


def banner(path: str, sources: Iterable[str], template: str) -> str:
    """The do-not-edit comment that opens every generated file."""
    first, rest = _COMMENT_STYLES[Path(path).suffix or Path(path).name]
    text = BANNER_TEXT.format(sources=", ".join(sources), template=f"templates/{template}")
    lines = textwrap.wrap(text, width=80 - len(first), break_on_hyphens=False)
    return "\n".join((first if i == 0 else rest) + line for i, line in enumerate(lines))


def line_comment(text: str, indent: int = 0, marker: str = "//") -> str:
    """`text` as `// ` comment lines filled to 80 columns (as clang-format
    reflows them)."""
    text = str(text)  # an undefined field raises its template error here
    prefix = " " * indent + marker + " "
    return "\n".join(prefix + line for line in textwrap.wrap(text, width=80 - len(prefix), break_on_hyphens=False))


@functools.lru_cache(maxsize=4)
def _public_names(spec: Spec) -> tuple[frozenset, frozenset, frozenset]:
    """Every public function name, macro name (constants and initializers)
    and type name of the spec."""
    functions = frozenset(e.name for target in targets.NAMES for e in signatures.entries(spec, target))
    macros = frozenset([c.name for c in spec.constants] + [i.name for _, i in spec.initializers])
    return functions, macros, frozenset(spec.type_names)


def rst_doc(text: str, spec: Spec) -> str:
    """Spec prose as reStructuredText: `name` becomes a cross-reference when
    it names a public function, macro or type, otherwise literal text."""
    text = str(text)  # an undefined field raises its template error here
    functions, macros, types = _public_names(spec)

    def replace(match: re.Match) -> str:
        word = match.group(1)
        if word in functions:
            return f":c:func:`{word}`"
        if word in macros:
            return f":c:macro:`{word}`"
        if word in types:
            return f":c:type:`{word}`"
        return f"``{word}``"

    return re.sub(r"(?<![`:])`([^`]+)`(?!`)", replace, text)


def _environment(templates_dir: Path) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.globals.update(
        entries=signatures.entries,
        p2p_subjects=test_subjects.p2p_subjects,
        subject_entries=test_subjects.subject_entries,
        sanitized_subjects=test_subjects.sanitized_subjects,
        rma_subjects=test_subjects.rma_subjects,
        rma_sanitized_subjects=test_subjects.rma_sanitized_subjects,
        p2p_groups=test_subjects.p2p_groups,
        rma_groups=test_subjects.rma_groups,
        amo_device_types=test_subjects.amo_device_types,
        amo_first_types_filter=test_subjects.amo_first_types_filter,
        first_types_filter=test_subjects.first_types_filter,
        device_collective_types=test_subjects.device_collective_types,
        generic_name=names.generic_name,
        generic_entry=signatures.generic_entry,
        sized_synopsis_entries=signatures.sized_synopsis_entries,
        sized_bits_text=signatures.sized_bits_text,
        join_type_name=signatures.join_type_name,
        param_decls=signatures.param_decls,
        prototype=signatures.prototype,
        guarded=signatures.guarded,
        needs_cuda_types=signatures.needs_cuda_types,
        wrap=cformat.wrap,
        wrap_call=cformat.wrap_call,
        braced_define=cformat.braced_define,
        declaration=cformat.declaration,
        field_declaration=signatures.field_declaration,
        function=cformat.function,
        pointer_to=signatures.pointer_to,
        TARGETS=targets.TARGETS,
        DEVICE_FORMS=targets.DEVICE_FORMS,
        SIGNAL_EFFECTS=SIGNAL_EFFECTS,
        SET_SELECTIONS=SET_SELECTIONS,
        target=targets.target,
        form_doc=targets.form_doc,
        core_arguments=entry_calls.core_arguments,
        routine_info_arguments=test_subjects.routine_info_arguments,
        device_forms=test_subjects.device_forms,
        entry_checks=entry_calls.entry_checks,
        combine_operations=entry_calls.combine_operations,
        combine_namespace=entry_calls.COMBINE_NAMESPACE,
        forwarded_call=entry_calls.forwarded_call,
        impl_prototypes=signatures.impl_prototypes,
        enqueued_work=entry_calls.enqueued_work,
        marked=signatures.marked,
        replacement_name=names.replacement_name,
        changes_by_version=versions.changes_by_version,
        setting_enumerator=settings_render.enumerator,
        setting_readers=settings_render.readers,
        setting_groups=settings_model.GROUP_TITLES,
        setting_cpp_type=settings_render.cpp_type,
        setting_cpp_value_type=settings_render.cpp_value_type,
        setting_cpp_value=settings_render.cpp_value,
        setting_read_call=settings_render.read_call,
        setting_stored_value=settings_render.stored_value,
        setting_shown_value=settings_render.shown_value,
        setting_plain_default_literal=settings_render.plain_default_literal,
        FLAG_WORDS=settings_model.FLAG_WORDS,
        SIZE_SUFFIXES=settings_model.SIZE_SUFFIXES,
        SIZE_FRACTION_DIGITS=settings_model.SIZE_FRACTION_DIGITS,
        generic_forms=generic.generic_forms,
        c11_forms=generic.c11_forms,
        generic_unsupported_message=generic.unsupported_message,
        c11_unsupported_message=generic.c11_unsupported_message,
        c_string=generic.c_string,
        generic_alias_types=generic.alias_types,
        generic_test_operand=generic.comparison_operand,
        comparison_outcomes=entry_calls.comparison_outcomes,
        hops_of=hops.hops_of,
        implementations_of=hops.implementations_of,
        tests_of=hops.tests_of,
        size_placeholder=hops.SUBJECT_PLACEHOLDER,
        zip=zip,
    )
    env.tests["needs_cuda_types"] = signatures.needs_cuda_types
    env.filters["rst_underline"] = lambda title, char="=": char * len(title)
    env.filters["comment"] = line_comment
    env.filters["camel"] = names.camel
    env.filters["c_bool"] = names.c_bool
    env.filters["rst_doc"] = rst_doc
    env.filters["prefix_each"] = lambda items, prefix: [prefix + str(item) for item in items]
    return env


def _template_error(error: Exception, template: str, templates_dir: Path) -> Diagnostic:
    """Locates a Jinja error at the template file and line that raised it."""
    line = getattr(error, "lineno", None)
    name = getattr(error, "name", None) or template
    if line is None:
        # Errors raised while rendering carry the template line in the traceback
        # (Jinja rewrites frames so they name the template file).
        for frame in reversed(traceback.extract_tb(error.__traceback__)):
            path = Path(frame.filename)
            if path.suffix == ".j2":
                line = frame.lineno
                try:
                    name = path.resolve().relative_to(templates_dir.resolve()).as_posix()
                except ValueError:
                    name = path.name
                break
    message = getattr(error, "message", None) or str(error)
    return Diagnostic(Location(f"templates/{name}", line or 1), f"template error: {message}")


def _sources(output: Output, spec: Spec, routine: Optional[Routine], spec_files: list[str]) -> list[str]:
    if output.sources is Sources.ROUTINE and routine is not None:
        section = next(s for s in spec.sections if s.name == routine.section)
        return sorted({"spec/types.yaml", section.path})
    if output.sources is Sources.SETTINGS:
        return [f"spec/{settings_model.SETTINGS_FILE}"]
    return spec_files


def render_all(spec: Spec, templates_dir: Path, spec_files: list[str]) -> dict[str, str]:
    """Renders every output; returns {path under generated/: text}. Raises
    SpecError listing every template problem."""
    env = _environment(templates_dir)
    rendered: dict[str, str] = {}
    problems: list[Diagnostic] = []
    for output in OUTPUTS:
        items: list[tuple[str, dict]]
        if "{routine}" in output.path:
            items = [(output.path.format(routine=r.name), {"routine": r}) for r in spec.routines]
        elif "{subject}" in output.path:
            items = [(output.path.format(subject=s.name), {"subject": s}) for s in test_subjects.p2p_subjects(spec)]
        elif "{rma_subject}" in output.path:
            items = [(output.path.format(rma_subject=s.name), {"subject": s}) for s in test_subjects.rma_subjects(spec)]
        else:
            items = [(output.path, {})]
        try:
            template = env.get_template(output.template)
        except jinja2.TemplateNotFound:
            problems.append(Diagnostic(Location(f"templates/{output.template}", 1), "template file is missing"))
            continue
        except jinja2.TemplateError as error:
            problems.append(_template_error(error, output.template, templates_dir))
            continue
        for path, item in items:
            context = {
                "spec": spec,
                "routine": None,
                "subject": None,
                "routines": output.routines(spec),
                "one_section": output.sections != "" and not output.sections.startswith("-"),
                **item,
                "banner": banner(path, _sources(output, spec, item.get("routine"), spec_files), output.template),
            }
            try:
                rendered[path] = template.render(context)
            except (jinja2.TemplateError, ValueError) as error:
                problems.append(_template_error(error, output.template, templates_dir))
                break
    if problems:
        raise SpecError(sorted(set(problems)))
    return rendered
