#!/usr/bin/env bash
# Fetches NVSHMEM (PyPI package nvidia-nvshmem-cu13) into bench/.cache,
# which git ignores, and unpacks its headers and libraries there. Prints the
# directory holding include/ and lib/. Nothing of it is ever committed.
#
#   bench/fetch_nvshmem.sh [VERSION]
#
# VERSION is 3.8.0, the release symsync is compared with, unless named (the
# GPU pack also builds against the releases that GPU machines have
# installed: tests/gpu/pack.sh).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
version=${1:-3.8.0}
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] ||
  { echo "bench/fetch_nvshmem.sh: '$version' is no release number such as 3.8.0" >&2; exit 2; }
cache="$here/.cache"
target="$cache/nvshmem-$version"
if [[ ! -f $target/include/nvshmem.h ]]; then
  mkdir -p "$cache/wheels"
  echo "bench: downloading nvidia-nvshmem-cu13==$version (once)" >&2
  python3 -m pip download --quiet --no-deps --only-binary=:all: \
    --dest "$cache/wheels" "nvidia-nvshmem-cu13==$version" >&2
  rm -rf "$target.partial"
  mkdir -p "$target.partial"
  (cd "$target.partial" && python3 -m zipfile -e "$cache"/wheels/nvidia_nvshmem_cu13-"$version"-*.whl . >&2)
  mv "$target.partial/nvidia/nvshmem" "$target.unpacked"
  rm -rf "$target.partial" "$target"
  mv "$target.unpacked" "$target"
fi
echo "$target"
