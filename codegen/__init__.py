"""symsync's code generator: spec/*.yaml + templates/ -> generated/.

Pipeline: load (YAML with line numbers) -> model (validated frozen
dataclasses) -> names (pure name derivation) -> render (Jinja) -> write
(deterministic, atomic, --check). Run it with `python3 -m codegen`.
"""
