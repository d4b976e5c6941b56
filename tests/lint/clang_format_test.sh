#!/usr/bin/env bash
# Every handwritten and generated C, C++ and CUDA file is formatted as
# clang-format (Google style, .clang-format) would format it.
#   clang_format_test.sh STYLE_FILE FILE...
set -uo pipefail
style=$1
shift
if ! command -v clang-format >/dev/null; then
  echo "clang-format is not installed (run ./setup.sh)"
  exit 1
fi
checked=0
failed=0
for file in "$@"; do
  case "$file" in
    *.h | *.cc | *.cu | *.cuh | *.cpp) ;;
    *) continue ;;
  esac
  checked=$((checked + 1))
  if ! clang-format --style="file:$style" --dry-run --Werror "$file" 2>/dev/null; then
    echo "not clang-formatted: $file (run: clang-format -i $file)"
    clang-format --style="file:$style" "$file" | diff -u "$file" - | head -20
    failed=$((failed + 1))
  fi
done
echo "clang_format_test: $checked files checked, $failed not formatted"
[[ $checked -gt 0 && $failed -eq 0 ]]
