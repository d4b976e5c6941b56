"""The settings' model: the environment variables nvshmem_init reads, as
spec/settings.yaml describes them (its header comment says what each key
means), and the grammar of their values, which the runtime's readers share
(codegen/settings_render.py writes its tables into generated/src/
settings.inc). Read and checked by codegen/settings_check.py; turned into
C++ by codegen/settings_render.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Optional

from .diagnostics import Location

SETTINGS_FILE = "settings.yaml"


class SettingType(str, Enum):
    """How a setting's value is read (its `type`); the values are the spec's
    words."""

    CHOICE = "choice"
    FLAG = "flag"
    SECONDS = "seconds"
    SIZE = "size"
    MICROSECONDS = "microseconds"
    COUNT = "count"
    TEXT = "text"
    CUSTOM = "custom"


class SettingGroup(str, Enum):
    """Who a setting is for (its `group`), in the order the reference lists
    them."""

    USER = "user"
    LAUNCHER = "launcher"
    TESTING = "testing"


GROUP_TITLES = {
    SettingGroup.USER: "Settings",
    SettingGroup.LAUNCHER: "Set by symsync-run",
    SettingGroup.TESTING: "Testing aids",
}

# The value grammar. A flag is one of these words, in any letter case.
FLAG_WORDS = (("1", True), ("true", True), ("yes", True), ("on", True),
              ("0", False), ("false", False), ("no", False), ("off", False))
# A size is a number of bytes, whole or with a fraction (as NVSHMEM's: `1.5g`,
# `.5m`), with an optional suffix (any case) that multiplies it by 2 to the
# power given; a fraction is rounded up to a whole byte.
SIZE_SUFFIXES = (("k", 10), ("m", 20), ("g", 30), ("t", 40))
# The most fraction digits a size may have (the runtime's exact arithmetic).
SIZE_FRACTION_DIGITS = 9
_SIZE = re.compile(r"^([0-9]*)(?:\.([0-9]{1,%d}))?([a-zA-Z]?)$" % SIZE_FRACTION_DIGITS)
_SIZE_MAX = 2**64 - 1


def size_suffix_list() -> str:
    """The suffixes, for messages and docs: "k, m, g or t"."""
    names = [suffix for suffix, _ in SIZE_SUFFIXES]
    return ", ".join(names[:-1]) + " or " + names[-1]


def flag(text: str) -> Optional[bool]:
    """The flag `text` says, None if it is none of FLAG_WORDS."""
    return dict(FLAG_WORDS).get(text.lower())


def size_bytes(text: str) -> Optional[int]:
    """The bytes of a size as users write it (`128m`), None if it is not one
    the runtime accepts (positive, fits 64 bits)."""
    match = _SIZE.match(text)
    shifts = dict(SIZE_SUFFIXES, **{"": 0})
    if not match or not (match.group(1) or match.group(2)) or match.group(3).lower() not in shifts:
        return None
    fraction = match.group(2) or ""
    scale = 10**len(fraction)
    numerator = int(match.group(1) or "0") * scale + int(fraction or "0")
    value = -(-(numerator << shifts[match.group(3).lower()]) // scale)  # rounded up
    return value if 0 < value <= _SIZE_MAX else None


# A number of seconds as the spec writes one (the runtime's strtod takes
# more spellings; the spec's defaults are written plainly).
_SECONDS = re.compile(r"^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$")


def seconds(text: str) -> Optional[float]:
    """The seconds `text` says, None if it is not a positive number of
    seconds written plainly."""
    if not _SECONDS.match(text):
        return None
    value = float(text)
    return value if 0 < value < float("inf") else None


@dataclass(frozen=True)
class Setting:
    name: str
    group: SettingGroup
    type: SettingType
    field: Optional[str]  # None for a custom setting
    doc: str
    location: Location
    values: tuple[str, ...] = ()
    enum: Optional[str] = None
    default: Optional[str] = None  # as a user writes it
    default_doc: Optional[str] = None
    default_by: Optional[str] = None
    defaults: tuple[tuple[str, str], ...] = ()
    min: Optional[int] = None
    max: Optional[int] = None
    below: Optional[str] = None
    example: Optional[str] = None
    what: Optional[str] = None
    reader: Optional[str] = None
    custom_handle: Optional[str] = None  # a custom setting's `handle`

    @property
    def handle(self) -> Optional[str]:
        """What handwritten code knows the setting by, whatever its name:
        SYMSYNC_SETTING_<HANDLE> (symsync/spec_facts.h) is the name. The
        field, or a custom setting's `handle`."""
        return self.field or self.custom_handle

    @property
    def expected(self) -> str:
        """What an invalid value's message says was expected."""
        t = self.type
        if t is SettingType.CHOICE:
            return ", ".join(self.values[:-1]) + " or " + self.values[-1] if len(self.values) > 1 else self.values[0]
        if t is SettingType.FLAG:
            true = [word for word, value in FLAG_WORDS if value]
            false = [word for word, value in FLAG_WORDS if not value]
            others = ", ".join(f"{t}/{f}" for t, f in zip(true[1:], false[1:]))
            return f"{true[0]} or {false[0]} (or {others})"
        if t is SettingType.SECONDS:
            below = f" below {self.below}" if self.below else ""
            return f"a positive number of seconds{below}, e.g. {self.example}"
        if t is SettingType.SIZE:
            return (f"a positive number of bytes, whole or with a fraction, with an optional "
                    f"{size_suffix_list()} suffix, e.g. {self.example}")
        if t is SettingType.MICROSECONDS:
            return f"a whole number of microseconds from {self.min} to {self.max}"
        if t is SettingType.COUNT:
            return f"{self.what} from {self.min} to {self.max}, e.g. {self.example}"
        return ""

    @property
    def optional(self) -> bool:
        """Whether the field is empty when the variable is unset (no fixed
        default, or a default the runtime applies only where `default_doc`
        says): std::optional, except for text, which is empty then."""
        return ((self.default is None or self.default_doc is not None)
                and self.type not in (SettingType.TEXT, SettingType.CUSTOM))

    @property
    def default_text(self) -> str:
        """The default, for the reference and symsync-info."""
        if self.default is not None:
            shown = f"``{self.default}``"
            return self.default_doc.replace("{default}", shown) if self.default_doc else shown
        if self.defaults:
            by = self.default_by.replace("NVSHMEM_", "").lower().replace("_", " ")
            return ", ".join(f"``{value}`` ({by} ``{choice}``)" for choice, value in self.defaults)
        return self.default_doc or ""

    @property
    def plain_default(self) -> str:
        """default_text without reStructuredText markup, for symsync-info."""
        return re.sub(r":[a-z:]+:`([^`]*)`", r"\1", self.default_text).replace("``", "")


