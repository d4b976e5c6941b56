"""The validated spec: frozen dataclasses built from the loaded YAML.

codegen.spec_loader builds them (with the builders of codegen.type_builder,
codegen.constant_builder and codegen.routine_builder); here are only the
dataclasses, the values their fields may take, and small pure helpers on them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Optional, Union

from . import targets as target_table
from .diagnostics import Location

if TYPE_CHECKING:
    from .settings_model import Setting

TARGETS = target_table.NAMES


class StreamResult(str, Enum):
    """How a stream form reports a routine's result (`returns: on_stream:`).
    The values are the spec's words (and compare equal to them)."""

    RET = "ret"  # a trailing `ret` pointer it writes
    NONE = "none"  # dropped (as NVSHMEM's nvshmemx_signal_wait_until_on_stream does)
    RETURN = "return"  # returned once the stream has reached the operation (nvshmemx_TYPENAME_g_on_stream)
    ENQUEUED = "enqueued"  # returned at once, when the operation is enqueued (nvshmemx_barrier_on_stream's 0)


STREAM_RESULTS = tuple(r.value for r in StreamResult)


class Selects(str, Enum):
    """What must satisfy the comparison for a kind of point-to-point routine
    (a kind's `selects`): one variable, or all, any or some of a set. The
    values are the spec's words (and compare equal to them)."""

    ONE = "one"
    ALL = "all"
    ANY = "any"
    SOME = "some"


SELECTS = tuple(s.value for s in Selects)
# The selections of a kind on a set: all but ONE.
SET_SELECTIONS = tuple(s.value for s in Selects if s is not Selects.ONE)


@dataclass(frozen=True)
class KindProperties:
    """A kind of point-to-point routine, as spec/p2p_sync.yaml's `kinds`
    table gives it: block until satisfied (a wait) or look once (a test), on
    one variable (`selects` "one") or on a set, satisfied by all, any or some
    of it. The generated tests check each kind's rules; the runtime gets the
    same table (symsync/spec_facts.h)."""

    name: str
    blocks: bool
    selects: Optional[Selects]  # None only while the spec is reported in error
    location: Location
    # What a routine of the kind returns for an empty set (a C expression),
    # for a kind on a set whose routines return a value.
    empty_result: Optional[str] = None

    @property
    def on_set(self) -> bool:
        return self.selects is not Selects.ONE


DIRECTIONS = ("in", "out", "inout")
OPERATORS = ("==", "!=", ">", ">=", "<", "<=")
# What a signal operation constant (`signal_effect`) does to the signal
# object: takes the given value, or adds it.
SIGNAL_EFFECTS = ("set", "add")
# The C types any declaration may name, besides the typedefs and structures of
# types.yaml.
C_BUILTINS = ("char", "int", "long", "unsigned int", "int32_t", "uint64_t", "size_t", "void")
# Base types a parameter or return type may name. TYPE is the per-type C type
# of a typed routine, SIGNAL the signal type; the typedefs and structures of
# types.yaml come on top.
BASE_TYPES = ("TYPE", "SIGNAL") + C_BUILTINS
# The public prefix of a routine's name: nvshmem_<name> or nvshmemx_<name>.
PREFIXES = ("nvshmem", "nvshmemx")
# Names from C headers a constant's `spelled` expression may use: their value
# and the header that defines them (which nvshmem.h then includes).
C_NAMES = {"INT_MAX": (2**31 - 1, "limits.h")}


@dataclass(frozen=True)
class CType:
    """A C type as the spec writes it: [const] BASE [*...]."""

    const: bool
    base: str
    pointers: int

    def spelled(self, type_c: str = "TYPE", signal_c: str = "SIGNAL") -> str:
        """The C spelling, with TYPE and SIGNAL replaced: `const int *`."""
        base = {"TYPE": type_c, "SIGNAL": signal_c}.get(self.base, self.base)
        text = ("const " if self.const else "") + base
        return text + (" " + "*" * self.pointers if self.pointers else "")

    @property
    def is_void(self) -> bool:
        return self.base == "void" and self.pointers == 0

    @property
    def uses_type(self) -> bool:
        return self.base == "TYPE"


@dataclass(frozen=True)
class Type:
    typename: str
    c_type: str
    size: int
    signed: bool
    doc: str
    location: Location
    sets: tuple[str, ...] = ()  # the type sets (TypeSet) it belongs to
    header: Optional[str] = None  # the CUDA header declaring it (C++ with CUDA only)
    floating: bool = False  # a floating-point type


@dataclass(frozen=True)
class TypeSet:
    """A named set of the types of types.yaml: a typed routine is generated
    for the types of one set (`type_set`, else the first set)."""

    name: str
    doc: str
    location: Location


@dataclass(frozen=True)
class SizedForm:
    """An untyped form of the data-movement routines (`sized: true`): the
    routine under <verb><infix><rest> (nvshmem_put64_nbi, nvshmem_putmem),
    with `void *` for `TYPE *`, moving elements of `element_size` bytes; the
    element count parameter is called `count` (nelems, or bytes)."""

    infix: str
    element_size: int
    count: str
    doc: str
    location: Location

    @property
    def bits(self) -> int:
        return self.element_size * 8


@dataclass(frozen=True)
class SignalType:
    c_type: str
    size: int
    signed: bool
    doc: str
    location: Location


@dataclass(frozen=True)
class Typedef:
    """`typedef TYPE name;`, e.g. the team handle nvshmem_team_t."""

    name: str
    ctype: CType
    doc: str
    location: Location


@dataclass(frozen=True)
class CudaType:
    """A type of CUDA's headers that a routine may name (dim3, cudaStream_t,
    CUmodule): a routine naming one is declared only where <nvshmem.h> has
    CUDA's headers (SYMSYNC_CUDA_TYPES) and implemented in host code nvcc
    compiles."""

    name: str
    header: str
    doc: str
    location: Location


@dataclass(frozen=True)
class Field:
    name: str
    ctype: CType
    count: Optional[int]  # the length of an array field, None for one value
    doc: str
    location: Location


@dataclass(frozen=True)
class Initializer:
    """A macro expanding to a braced initializer of a structure whose first
    field is `int version`: that field gets (version << 16) + sizeof(struct),
    the next fields `values` (C text, in field order; the rest are zero)."""

    name: str
    version: int
    values: tuple[str, ...]
    doc: str
    location: Location


@dataclass(frozen=True)
class Struct:
    """`typedef struct { fields } name;` and, if given, `typedef name alias;`.
    `size` is checked against the fields here and by static_assert in C."""

    name: str
    alias: Optional[str]
    size: int
    doc: str
    fields: tuple[Field, ...]
    initializers: tuple[Initializer, ...]
    location: Location

    @property
    def type_name(self) -> str:
        """The name programs use: the alias if there is one."""
        return self.alias or self.name

    def initializer_items(self, initializer: Initializer) -> tuple[str, ...]:
        """`(1 << 16) + sizeof(nvshmemx_uniqueid_t)`, `{0}`: the values."""
        return (f"({initializer.version} << 16) + sizeof({self.type_name})",) + initializer.values

    def initializer_text(self, initializer: Initializer) -> str:
        """`{(1 << 16) + sizeof(nvshmemx_uniqueid_t), {0}}`."""
        return "{" + ", ".join(self.initializer_items(initializer)) + "}"


@dataclass(frozen=True)
class History:
    """When a routine or constant came and went (codegen/versions.py)."""

    since: Optional[str] = None
    deprecated_since: Optional[str] = None
    use: Optional[str] = None  # the replacement's spec name
    location: Optional[Location] = None  # of `deprecated`, for messages

    @property
    def deprecated(self) -> bool:
        return self.deprecated_since is not None


@dataclass(frozen=True)
class Constant:
    name: str
    value: Union[int, str]
    spelled: Optional[str]  # the value as a C expression, e.g. `1 << 3`
    same_as: Optional[str]  # another constant of the group this one repeats
    operator: Optional[str]
    doc: str
    location: Location
    # Why the value is symsync's own where NVSHMEM defines the same name
    # with another (tests/portability/nvshmem_names_test.py compares them).
    own_value: Optional[str] = None
    history: History = History()  # `since`, `deprecated`
    signal_effect: Optional[str] = None  # one of SIGNAL_EFFECTS

    @property
    def c_value(self) -> str:
        """The value as C text: a literal, the spelled expression (in
        parentheses unless it is one word), or the constant it repeats."""
        if self.same_as is not None:
            return self.same_as
        if self.spelled is not None:
            return self.spelled if re.fullmatch(r"\w+", self.spelled) else f"({self.spelled})"
        if isinstance(self.value, str):
            escaped = self.value.replace("\\", "\\\\").replace('"', '\\"')
            return f'"{escaped}"'
        return f"({self.value})" if self.value < 0 else str(self.value)

    @property
    def shown_value(self) -> str:
        """The value for a reader: the C text, and the number it stands for
        when that differs."""
        if self.same_as is None and self.spelled is None:
            return self.c_value
        return f"{self.same_as or self.spelled} ({self.value})"


@dataclass(frozen=True)
class ConstantGroup:
    name: str
    title: str
    enum: bool
    doc: str
    constants: tuple[Constant, ...]
    location: Location
    # A C enumeration tag: the group is `enum TAG { NAME = value, ... }`
    # instead of #defines (NVSHMEM declares its status codes so).
    c_enum: Optional[str] = None
    # A function the header defines that returns a constant's name for its
    # value (an unknown value gives `<TAG unknown>`); needs c_enum.
    name_function: Optional[str] = None


@dataclass(frozen=True)
class Param:
    name: str
    ctype: CType
    direction: str
    doc: str
    symmetric: bool  # must point into the symmetric heap; host forms check it
    count: Optional[str]  # the parameter holding its element count (else 1)
    location: Location


@dataclass(frozen=True)
class Returns:
    ctype: CType
    doc: str
    on_stream: Optional[StreamResult] = None  # for routines with stream forms


@dataclass(frozen=True)
class EmptySet:
    """What a set routine does when its set is empty. `returns` is a C
    expression, None for routines that return nothing."""

    returns: Optional[str]
    doc: str


@dataclass(frozen=True)
class ImplementationFile:
    """One entry of an `implementation` mapping: the file of the project that
    defines what one kind of code ("host", "device" or "stream" forms)
    calls, and where the spec says so."""

    caller: str
    path: str
    location: Location


@dataclass(frozen=True)
class Example:
    """A snippet of a program the test suite builds and runs, shown on a
    routine's reference page: the lines between `// [example: NAME]` and
    the next `// [end example]` of `path` (relative to the project root)."""

    path: str
    name: str
    text: str  # the snippet, dedented


@dataclass(frozen=True)
class Combine:
    """How a routine that combines elements (a reduction) is made: its entry
    points call the handwritten `implementation` (symsync::impl::<it>,
    shared by every routine that names it) with the element type and a
    function of two elements `a` and `b` whose result is `expression`, a
    C++ expression of them."""

    implementation: str
    expression: str
    location: Location


@dataclass(frozen=True)
class Routine:
    name: str
    prefix: str  # one of PREFIXES: the public name is <prefix>_<name>
    section: str
    typed: bool
    targets: tuple[str, ...]
    summary: str
    params: tuple[Param, ...]
    returns: Returns
    empty_set: Optional[EmptySet]
    doc: str
    requires_init: bool
    # Its kind, from the spec's `kinds` table, for point-to-point routines.
    kind: Optional[KindProperties]
    fixed_cmp: Optional[str]  # the comparison constant of a routine without `cmp`
    location: Location
    example: Optional[Example] = None
    type_set: Optional[str] = None  # the set of types a typed routine is generated for
    sized: bool = False  # also has the sized forms of types.yaml's `sized_forms`
    any_heap: bool = False  # its host form works on a heap in host or GPU memory
    cuda_types: tuple[str, ...] = ()  # the CudaType names its parameters or result use
    history: History = History()  # `since`, `deprecated`
    # Where its implementations are (codegen/hops.py): its own
    # `implementation` over its section's.
    implementation: tuple[ImplementationFile, ...] = ()
    # The handwritten test targets that exercise it, declared at `tests_at`.
    tests: tuple[str, ...] = ()
    tests_at: Optional[Location] = None
    # The name in its public names where it is not `name`: NVSHMEM's
    # nvshmemx_float_atomic_add shares its stem with nvshmem_int_atomic_add,
    # but is a routine of its own (`name` stays unique: pages, lookups and
    # the implementation's name use it).
    stem: Optional[str] = None
    combine: Optional[Combine] = None

    @property
    def public_stem(self) -> str:
        return self.stem or self.name

    def has(self, target: str) -> bool:
        return target in self.targets

    def param(self, name: str) -> Optional[Param]:
        return next((p for p in self.params if p.name == name), None)

    @property
    def set_mode(self) -> Optional[Selects]:
        """all, any or some for routines on a set; None otherwise."""
        return self.kind.selects if self.kind and self.kind.on_set else None


@dataclass(frozen=True)
class Section:
    """One routine file: a chapter of the reference."""

    name: str
    path: str
    title: str
    order: int
    doc: str
    routines: tuple[Routine, ...]
    location: Location
    examples_required: bool = False


# Compared and hashed by identity: caches keyed by the spec (codegen.signatures, codegen.test_subjects)
# must not hash its whole contents on every lookup.
@dataclass(frozen=True, eq=False)
class Spec:
    types: tuple[Type, ...]
    signal: SignalType
    typedefs: tuple[Typedef, ...]
    structs: tuple[Struct, ...]
    groups: tuple[ConstantGroup, ...]
    sections: tuple[Section, ...]
    type_sets: tuple[TypeSet, ...] = ()
    sized_forms: tuple[SizedForm, ...] = ()
    cuda_types: tuple[CudaType, ...] = ()
    kinds: tuple[KindProperties, ...] = ()  # spec/p2p_sync.yaml's `kinds`
    settings: tuple["Setting", ...] = ()  # spec/settings.yaml (codegen/settings_model.py)

    def types_of(self, routine: Routine) -> tuple[Type, ...]:
        """The types a typed routine is generated for, in spec order (none
        for an untyped routine)."""
        if not routine.typed:
            return ()
        return self.types_in(routine.type_set or self.type_sets[0].name)

    def types_in(self, type_set: str) -> tuple[Type, ...]:
        return tuple(t for t in self.types if type_set in t.sets)

    def sized_forms_of(self, routine: Routine) -> tuple[SizedForm, ...]:
        return self.sized_forms if routine.sized else ()

    @property
    def initializers(self) -> tuple[tuple[Struct, Initializer], ...]:
        return tuple((s, i) for s in self.structs for i in s.initializers)

    def initializer(self, name: str) -> tuple[Struct, Initializer]:
        return next((s, i) for s, i in self.initializers if i.name == name)

    @property
    def cuda_headers(self) -> tuple[str, ...]:
        """The CUDA headers declaring types (SYMSYNC_CUDA_TYPES), sorted."""
        return tuple(sorted({t.header for t in self.types if t.header} | {t.header for t in self.cuda_types}))

    @property
    def type_names(self) -> tuple[str, ...]:
        """Every type name types.yaml declares, in order."""
        return declared_type_names(self.typedefs, self.structs)

    @property
    def c_headers(self) -> tuple[str, ...]:
        """The C headers the constants' spelled values need, sorted."""
        return tuple(sorted({C_NAMES[word][1] for c in self.constants if c.spelled
                             for word in re.findall(r"[A-Za-z_]\w*", c.spelled) if word in C_NAMES}))

    @property
    def routines(self) -> tuple[Routine, ...]:
        return tuple(r for s in self.sections for r in s.routines)

    @property
    def constants(self) -> tuple[Constant, ...]:
        return tuple(c for g in self.groups for c in g.constants)

    def group(self, name: str) -> ConstantGroup:
        return next(g for g in self.groups if g.name == name)

    def routine(self, name: str) -> Routine:
        return next(r for r in self.routines if r.name == name)


def declared_type_names(typedefs: tuple[Typedef, ...], structs: tuple[Struct, ...]) -> tuple[str, ...]:
    names: list[str] = [t.name for t in typedefs]
    for struct in structs:
        names += [struct.name] + ([struct.alias] if struct.alias else [])
    return tuple(names)
