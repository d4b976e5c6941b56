#!/usr/bin/env bash
# A program linked with symsync does not need libmpi to start: only the MPI
# bootstrap plugin links it, and the plugin is loaded only under MPI.
#   no_libmpi_test.sh PROGRAM PLUGIN
set -uo pipefail
program=$1
plugin=$2
needed() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }

if needed "$program" | grep -q '^libmpi'; then
  echo "FAIL: $program needs libmpi:"; needed "$program"; exit 1
fi
if ! needed "$plugin" | grep -q '^libmpi'; then
  echo "FAIL: the plugin $plugin does not link libmpi (is it the MPI bootstrap?)"; exit 1
fi
# It starts, as one PE, with the MPI library nowhere on its search path.
if ! env -u OMPI_COMM_WORLD_SIZE LD_LIBRARY_PATH=/nonexistent "$program" >/dev/null; then
  echo "FAIL: $program did not run without a launcher"; exit 1
fi
echo "no_libmpi_test: $(basename "$program") needs: $(needed "$program" | tr '\n' ' ')"
