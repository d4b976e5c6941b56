"""Errors located in a spec or template file, collected and reported together."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, order=True)
class Location:
    """A line of a file, shown as the path relative to the project root."""

    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass(frozen=True, order=True)
class Diagnostic:
    location: Location
    message: str

    def __str__(self) -> str:
        return f"{self.location}: {self.message}"


@dataclass
class Diagnostics:
    """Collects every problem found, so one run reports all of them."""

    items: list[Diagnostic] = field(default_factory=list)

    def error(self, location: Location, message: str) -> None:
        self.items.append(Diagnostic(location, message))

    def __bool__(self) -> bool:
        return bool(self.items)

    def sorted(self) -> list[Diagnostic]:
        # Each message once, in file and line order: deterministic output.
        return sorted(set(self.items))


class SpecError(Exception):
    """Raised when the spec (or a template) is invalid; carries every problem."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("\n".join(str(d) for d in diagnostics))
