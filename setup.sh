#!/usr/bin/env bash
# Installs what symsync needs on a fresh Debian machine. Safe to re-run: it
# checks first and only installs what is missing, so a second run is quick and
# changes nothing.
#
#   ./setup.sh            install missing Debian and Python packages
#   ./setup.sh --check    report what is missing, install nothing (exit 1 if any)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
check_only=0
case "${1:-}" in
  "") ;;
  --check) check_only=1 ;;
  -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
  *) echo "setup.sh: unknown argument '$1' (expected --check or nothing)" >&2; exit 2 ;;
esac

log() { printf 'setup: %s\n' "$*"; }

# Debian packages: the build (Bazel 4.2.3 and its Java rules, run offline), the
# MPI launcher and headers, UCX (the network transport between hosts, found
# with pkg-config), GoogleTest, clang-format for the style check, and a
# headless browser for the documentation screenshot check.
debian_packages=(
  bazel-bootstrap
  bazel-rules-java
  openmpi-bin
  libopenmpi-dev
  libucx-dev
  pkg-config
  libgtest-dev
  googletest
  clang-format
  chromium
)

missing_debian=()
for pkg in "${debian_packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing_debian+=("$pkg")
  fi
done

python="${PYTHON:-python3}"
missing_python="$("$python" - "$here/requirements.txt" <<'EOF'
import re, sys
from importlib import metadata
missing = []
for line in open(sys.argv[1]):
    line = line.split("#", 1)[0].strip()
    if not line:
        continue
    name, _, version = line.partition("==")
    try:
        if metadata.version(name) != version:
            missing.append(line)
    except metadata.PackageNotFoundError:
        missing.append(line)
print(" ".join(missing))
EOF
)"

cuda_path="${CUDA_PATH:-/usr/local/cuda}"
if [[ ! -x "$cuda_path/bin/nvcc" ]]; then
  log "warning: no CUDA toolkit at $cuda_path (set CUDA_PATH); CUDA targets will not build"
fi

if [[ $check_only -eq 1 ]]; then
  status=0
  if [[ ${#missing_debian[@]} -gt 0 ]]; then log "missing Debian packages: ${missing_debian[*]}"; status=1; fi
  if [[ -n "$missing_python" ]]; then log "missing Python packages: $missing_python"; status=1; fi
  [[ $status -eq 0 ]] && log "everything is installed"
  exit $status
fi

as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else log "need root to run: $*"; exit 1
  fi
}

if [[ ${#missing_debian[@]} -gt 0 ]]; then
  log "installing Debian packages: ${missing_debian[*]}"
  apt_log="$(mktemp -t symsync-setup-apt.XXXXXX)"
  if ! { as_root apt-get update -q &&
         as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing_debian[@]}"; } >"$apt_log" 2>&1; then
    tail -n 30 "$apt_log" >&2
    log "apt-get failed; full log in $apt_log"
    exit 1
  fi
  rm -f "$apt_log"
else
  log "Debian packages: all present"
fi

if [[ -n "$missing_python" ]]; then
  log "installing Python packages: $missing_python"
  # shellcheck disable=SC2086
  "$python" -m pip install --disable-pip-version-check --root-user-action=ignore -q $missing_python
else
  log "Python packages: all present"
fi

log "done"
