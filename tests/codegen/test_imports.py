"""The generator's modules import each other without a cycle: each can be
read, and changed, knowing only the modules below it."""

from __future__ import annotations

import re

from conftest import ROOT


def imports() -> dict[str, set[str]]:
    graph = {}
    for path in (ROOT / "codegen").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found = set()
        for module, names in re.findall(r"^\s*from \.(\w*) import ([\w, ()]+)", text, re.M):
            found.update([module] if module else [n.strip(" ()") for n in names.split(",")])
        graph[path.stem] = found
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found = []

    def visit(start: str, node: str, path: list[str]) -> None:
        for child in sorted(graph.get(node, ())):
            if child == start:
                found.append(path + [child])
            elif child not in path and child > start:  # each cycle once, from its least module
                visit(start, child, path + [child])

    for module in sorted(graph):
        visit(module, module, [module])
    return found


def test_no_import_cycle() -> None:
    assert cycles(imports()) == []


def test_a_cycle_is_found() -> None:
    assert cycles({"model": {"settings"}, "settings": {"reader"}, "reader": {"model"}}) == [
        ["model", "settings", "reader", "model"]]
