#!/usr/bin/env bash
# Every handwritten C, C++ and CUDA file of the repository is formatted as
# clang-format (Google style, .clang-format) would format it. The files are
# found by one glob, here, over the source tree (`git ls-files`, or `find`
# outside a git checkout), so a new directory cannot escape the check.
# Generated files (generated/) are exempt: codegen lays them out by a simple
# rule of its own (codegen/cformat.py), and `codegen --check` keeps them
# equal to what the spec and templates produce.
#   clang_format_test.sh STYLE_FILE
# The test runs outside the sandbox and uncached (tags local, external in
# BUILD.bazel): it reads the source tree through STYLE_FILE's runfile link.
set -uo pipefail
style=$(readlink -f "$1")
root=$(dirname "$style")
if ! command -v clang-format >/dev/null; then
  echo "clang-format is not installed (run ./setup.sh)"
  exit 1
fi
patterns=('*.c' '*.h' '*.cc' '*.cu' '*.cuh' '*.cpp')
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
  mapfile -t files < <(git -C "$root" ls-files --cached --others \
    --exclude-standard -- "${patterns[@]}" ':!:generated/**')
else
  mapfile -t files < <(cd "$root" && find . -path ./generated -prune -o \
    -path './bazel-*' -prune -o -path '*/.cache' -prune -o -type f \
    \( -name '*.c' -o -name '*.h' -o -name '*.cc' -o -name '*.cu' \
    -o -name '*.cuh' -o -name '*.cpp' \) -print | sed 's|^\./||' | sort)
fi
checked=0
failed=0
for file in "${files[@]}"; do
  [[ -f "$root/$file" ]] || continue  # deleted but not yet committed
  checked=$((checked + 1))
  if ! clang-format --style="file:$style" --dry-run --Werror "$root/$file" \
    2>/dev/null; then
    echo "not clang-formatted: $file (run: clang-format -i $file)"
    clang-format --style="file:$style" "$root/$file" |
      diff -u "$root/$file" - | head -20
    failed=$((failed + 1))
  fi
done
echo "clang_format_test: $checked files checked, $failed not formatted"
[[ $checked -gt 0 && $failed -eq 0 ]]
