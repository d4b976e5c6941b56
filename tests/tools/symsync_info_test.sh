#!/usr/bin/env bash
# symsync-info: every setting spec/settings.yaml names is listed, with its
# value, where the value comes from (the environment, the default, or
# unset) and its default; a default that depends on the machine or the
# launch is resolved for this one, with the rule beside it; invalid values
# are marked in the whole table and listed with nvshmem_init's message
# (exit 1); a setting this machine contradicts is warned about; --help and
# a bad argument.
#   symsync_info_test.sh SYMSYNC_INFO SETTINGS_YAML
set -euo pipefail
info=$1
spec=$2
# Every NVSHMEM_*/SYMSYNC_* variable already set would change the output.
for name in $(env | sed -n 's/^\(\(NVSHMEM\|SYMSYNC\)_[A-Z0-9_]*\)=.*/\1/p'); do unset "$name"; done
fail() { echo "FAIL: $*"; echo "--- output:"; echo "$out"; exit 1; }

out=$("$info")
grep -q "^symsync .* (OpenSHMEM [0-9]*\.[0-9]*)$" <<<"$out" || fail "no version line"
grep -q "^build: " <<<"$out" || fail "no build line"
grep -q "^network engine: " <<<"$out" || fail "no network engine line"
names=$(sed -n 's/^  - name: \([A-Z0-9_]*\)$/\1/p' "$spec")
[[ $(wc -w <<<"$names") -ge 10 ]] || fail "read too few settings from $spec"
for name in $names; do
  grep -q "^  $name " <<<"$out" || fail "$name (in $spec) is not listed"
done
line() { grep "^  $1 " <<<"$out" | tr -s ' '; }
[[ $(line NVSHMEM_BOOTSTRAP_TIMEOUT) == " NVSHMEM_BOOTSTRAP_TIMEOUT 60 default" ]] ||
  fail "default timeout: $(line NVSHMEM_BOOTSTRAP_TIMEOUT)"
# This machine (the tests run without a GPU): the heap kind resolves to
# host, its size to 128m, and a program started alone to the single PE.
[[ $(line NVSHMEM_HEAP_KIND) =~ ^\ NVSHMEM_HEAP_KIND\ host\ default\ here\ \((no\ GPU\ is\ visible|this\ build\ is\ host-only)\)\;\ rule:\ cuda\ when\ a\ GPU\ is\ visible,\ else\ host$ ]] ||
  fail "unset heap kind: $(line NVSHMEM_HEAP_KIND)"
[[ $(line NVSHMEM_SYMMETRIC_SIZE) == " NVSHMEM_SYMMETRIC_SIZE 128m default here (the heap kind is host); rule: 128m (heap kind host), 1g (heap kind cuda)" ]] ||
  fail "unset heap size: $(line NVSHMEM_SYMMETRIC_SIZE)"
[[ $(line NVSHMEM_BOOTSTRAP) == " NVSHMEM_BOOTSTRAP single default here (started by neither symsync-run nor an MPI launcher); rule: uid under symsync-run, mpi under an MPI launcher, else single" ]] ||
  fail "unset bootstrap: $(line NVSHMEM_BOOTSTRAP)"
[[ $(line NVSHMEM_WAIT_TIMEOUT) == " NVSHMEM_WAIT_TIMEOUT - unset; default: none: waits never time out, at no cost" ]] ||
  fail "unset timeout: $(line NVSHMEM_WAIT_TIMEOUT)"

out=$(NVSHMEM_HEAP_KIND=Host NVSHMEM_SYMMETRIC_SIZE=1k NVSHMEM_WAIT_TIMEOUT=2.5 "$info")
[[ $(line NVSHMEM_HEAP_KIND) == " NVSHMEM_HEAP_KIND host from the environment; default: cuda when a GPU is visible, else host" ]] ||
  fail "heap kind from the environment: $(line NVSHMEM_HEAP_KIND)"
[[ $(line NVSHMEM_SYMMETRIC_SIZE) == " NVSHMEM_SYMMETRIC_SIZE 1024 from the environment; default: 128m (heap kind host), 1g (heap kind cuda)" ]] ||
  fail "size from the environment: $(line NVSHMEM_SYMMETRIC_SIZE)"
[[ $(line NVSHMEM_WAIT_TIMEOUT) == " NVSHMEM_WAIT_TIMEOUT 2.5 from the environment; default: none: waits never time out, at no cost" ]] ||
  fail "timeout from the environment: $(line NVSHMEM_WAIT_TIMEOUT)"

set +e
out=$(NVSHMEM_WAIT_MAX_SLEEP_US=0 NVSHMEM_BOOTSTRAP=tcp NVSHMEM_DEBUG=1 "$info" 2>&1)
status=$?
set -e
[[ $status == 1 ]] || fail "invalid settings: exit $status, expected 1"
# The whole table, the invalid values marked in it, the valid ones as read.
for name in $names; do
  grep -q "^  $name " <<<"$out" || fail "with invalid values, $name is not listed"
done
[[ $(line NVSHMEM_BOOTSTRAP) == " NVSHMEM_BOOTSTRAP tcp INVALID: 'tcp' is not valid: expected single, mpi or uid" ]] ||
  fail "invalid bootstrap: $(line NVSHMEM_BOOTSTRAP)"
[[ $(line NVSHMEM_DEBUG) == " NVSHMEM_DEBUG 1 from the environment; default: 0" ]] ||
  fail "a valid value beside invalid ones: $(line NVSHMEM_DEBUG)"
grep -q "^2 invalid setting(s); nvshmem_init would stop with:" <<<"$out" || fail "no count of invalid settings"
grep -qF "NVSHMEM_BOOTSTRAP='tcp' is not valid: expected single, mpi or uid" <<<"$out" || fail "bootstrap message"
grep -qF "NVSHMEM_WAIT_MAX_SLEEP_US='0' is not valid: expected a whole number of microseconds from 1 to 1000000" <<<"$out" ||
  fail "sleep message"

# Values this machine contradicts (no GPU here; no symsync-run job).
out=$(NVSHMEM_HEAP_KIND=cuda NVSHMEM_BOOTSTRAP=uid "$info")
grep -qE "^warning: NVSHMEM_HEAP_KIND=cuda, but (no GPU is visible to this process|this symsync was built host-only): nvshmem_init would stop$" <<<"$out" ||
  fail "no warning for a GPU heap without a GPU"
grep -qF "warning: NVSHMEM_BOOTSTRAP=uid, but this process was not started by symsync-run (no unique ID is given): nvshmem_init would stop" <<<"$out" ||
  fail "no warning for uid without symsync-run"

out=$("$info" --help)
grep -q "^symsync-info: prints" <<<"$out" || fail "--help"
set +e
out=$("$info" --verbose 2>&1)
status=$?
set -e
[[ $status == 2 ]] || fail "a bad argument: exit $status, expected 2"
echo "symsync_info_test: every setting of $spec is listed with its value and source"
