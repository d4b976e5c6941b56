"""The targets: the forms a routine can be generated in, one table.

A routine in the spec lists the targets it has; everything that differs
between targets (the public name, how the definition is declared, who may
call it, how it returns its result, which checks it makes, how the reference
describes it) is one field of its row here, and names, templates and docs
read it from here. Adding a target is adding a row (and, if it runs in a new
way, a group or entry point in runtime/include/symsync/).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Optional


class Caller(str, Enum):
    """Who calls a target's entry points."""

    DEVICE = "device"
    HOST = "host"


class Result(str, Enum):
    """How a target's entry point gives its result."""

    RETURN = "return"  # returns it
    ENQUEUE = "enqueue"  # enqueues the work on a stream (names.entry says how a result comes back)


DEVICE_DECORATION = "template <typename = void> static __device__ inline "


@dataclass(frozen=True)
class Target:
    name: str  # as routines list it in the spec
    suffix: str  # appended to the public name: nvshmemx_int_wait_until_warp
    prefix: Optional[str]  # forced name prefix (nvshmemx), or None: the routine's own
    callable_from: Caller
    # The C declaration specifiers of the definition. Device forms are defined
    # inline and static in <nvshmem.h> (each translation unit reads its own
    # device state), as templates whose one parameter has a default: a call
    # looks and converts its arguments exactly as a plain function's, but the
    # compiler instantiates the core's algorithm only for the forms a unit
    # calls, so <nvshmem.h> costs a unit little for its thousands of forms.
    # Host forms are defined in a library source.
    decoration: str
    # The core's group for the point-to-point routines (symsync/p2p_core.h):
    # who runs the algorithm. None for the stream forms, which enqueue it.
    group: Optional[str]
    # "return": the C function returns the routine's result; "enqueue": it
    # returns void at once, and the result (where the spec's `returns` says
    # `on_stream: ret`) goes to a trailing `ret` pointer.
    result: Result
    # Argument checks, by the check function each symmetric pointer goes
    # through: on the host, the library initialized and the pointer in the
    # heap; on the device, under NVSHMEM_DEBUG, the range in one live
    # allocation (symsync/device_api.h).
    symmetric_check: Optional[str]
    # The check of a routine whose host form works on a heap of either kind
    # (`any_heap: true`, the data-movement routines): in the heap, wherever
    # the heap is.
    synopsis: str  # who calls it, for the reference's synopsis comments
    doc: str  # a sentence for the reference's function lists
    any_heap_check: Optional[str] = None
    # The threads of the one block the device tests launch for a device
    # form (a warp's, and a block of three warps); 0 for host forms.
    test_threads: int = 0

    @property
    def on_device(self) -> bool:
        return self.callable_from is Caller.DEVICE

    @property
    def host_pass_decoration(self) -> str:
        """How nvcc's host pass declares a device-only form, which it needs
        by name only (kernels that call it are parsed, not compiled for the
        host): without static and inline, with which the compiler would warn
        that the function is used but never defined."""
        return self.decoration.replace("static ", "").replace("inline ", "")

    @property
    def cooperative(self) -> bool:
        """Whether several threads call each of the target's forms together
        (a warp, a warpgroup, a block)."""
        return self.group is not None and self.group != "symsync::impl::ThreadGroup()"

    @property
    def checked(self) -> bool:
        return self.symmetric_check is not None


TARGETS = (
    Target(
        name="device",
        suffix="",
        prefix=None,
        callable_from=Caller.DEVICE,
        decoration=DEVICE_DECORATION,
        group="symsync::impl::ThreadGroup()",
        result=Result.RETURN,
        symmetric_check="symsync::impl::check_device_symmetric",
        synopsis="device code: one thread",
        doc="Device code: called by one thread.",
        test_threads=1,
    ),
    Target(
        name="host",
        suffix="",
        prefix=None,
        callable_from=Caller.HOST,
        decoration="",
        group="symsync::impl::ThreadGroup()",
        result=Result.RETURN,
        symmetric_check="symsync::impl::require_host_symmetric",
        synopsis="host code",
        doc="Host code.",
        any_heap_check="symsync::impl::require_symmetric",
    ),
    Target(
        name="warp",
        suffix="_warp",
        prefix="nvshmemx",
        callable_from=Caller.DEVICE,
        decoration=DEVICE_DECORATION,
        group="symsync::impl::WarpGroup()",
        result=Result.RETURN,
        symmetric_check="symsync::impl::check_device_symmetric",
        synopsis="device code: every thread of a warp, together",
        doc="Device code: every thread of a warp (all 32 of them) calls it together with the same "
        "arguments.",
        test_threads=32,
    ),
    Target(
        name="warpgroup",
        suffix="_warpgroup",
        prefix="nvshmemx",
        callable_from=Caller.DEVICE,
        decoration=DEVICE_DECORATION,
        group="symsync::impl::WarpgroupGroup()",
        result=Result.RETURN,
        symmetric_check="symsync::impl::check_device_symmetric",
        synopsis="device code: every thread of a warpgroup, together",
        doc="Device code: every thread of a warpgroup (four consecutive warps, 128 threads, of a "
        "block whose size is a multiple of 128) calls it together with the same arguments.",
        test_threads=128,
    ),
    Target(
        name="block",
        suffix="_block",
        prefix="nvshmemx",
        callable_from=Caller.DEVICE,
        decoration=DEVICE_DECORATION,
        group="symsync::impl::BlockGroup()",
        result=Result.RETURN,
        symmetric_check="symsync::impl::check_device_symmetric",
        synopsis="device code: every thread of a block, together",
        doc="Device code: every thread of a thread block calls it together with the same "
        "arguments.",
        test_threads=96,
    ),
    Target(
        name="on_stream",
        suffix="_on_stream",
        prefix="nvshmemx",
        callable_from=Caller.HOST,
        decoration="",
        group=None,
        result=Result.ENQUEUE,
        symmetric_check="symsync::impl::require_stream_symmetric",
        synopsis="host code; enqueued on a CUDA stream",
        doc="Host code: enqueues the operation on ``stream`` and returns at once; it runs once "
        "the work before it on the stream is done, and later work on the stream runs after it.",
    ),
)

BY_NAME = {t.name: t for t in TARGETS}
NAMES = tuple(t.name for t in TARGETS)
# The forms device code calls, in table order: symsync/spec_facts.h's
# DeviceForm, and the columns of the device tests' `has` tables.
DEVICE_FORMS = tuple(t for t in TARGETS if t.on_device)


def target(name: str) -> Target:
    return BY_NAME[name]


def form_doc(t: Target, routine) -> str:
    """What the reference says of `routine`'s forms for target `t`: the
    target's sentence, with what its callers share said for the routine's
    kind (a set scanned together, one result, work divided; a stream form
    of a wait runs on once the wait is satisfied)."""
    if t.name == "host" and routine.has("device"):
        return "Host and device code: called by one thread."
    text = t.doc
    if t.cooperative:
        returns = routine.returns.ctype.spelled() != "void"
        if routine.set_mode is not None:
            share = "they scan the set cooperatively and all return the same result"
        elif routine.kind is not None:
            share = "one of them polls the variable, and " + (
                "they all return the same result" if returns else "they return together")
        elif returns:
            share = "they all return the same result"
        else:
            share = "they divide the work between them and return when all of it is done"
        text = text[: -len(".")] + "; " + share + "."
    if t.name == "on_stream" and routine.kind is not None and routine.kind.blocks:
        text = text[: -len(".")] + ", once the wait is satisfied."
    return text


def enqueues(name: str) -> bool:
    """Whether the target `name` (a known one) enqueues its work on a stream
    instead of running it: the stream forms."""
    return name in BY_NAME and BY_NAME[name].result is Result.ENQUEUE
