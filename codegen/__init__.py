"""symsync's code generator: spec/*.yaml + templates/ -> generated/.

Pipeline: load (YAML with line numbers) -> spec_loader (validated frozen
dataclasses of model, built by type_builder, constant_builder and
routine_builder with reader's helpers) -> names (pure name derivation) ->
render (Jinja) -> write (deterministic, atomic, --check). Run it with
`python3 -m codegen`.
"""
