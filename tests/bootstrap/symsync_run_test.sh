#!/usr/bin/env bash
# symsync-run: N PEs with distinct ranks joined through the unique-ID
# bootstrap, output prefixed "[PE k] ", a failing PE ends the job with its
# status, signals reach every PE, no PE outlives the launcher, usage errors.
#   symsync_run_test.sh LAUNCHER PE_PROGRAM
set -uo pipefail
launcher=$1
program=$2
failures=0
work="${TEST_TMPDIR:-$(mktemp -d)}/symsync_run_test"
rm -rf "$work"
mkdir -p "$work"

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

expect_in() {  # TEXT NEEDLE WHAT
  grep -qF -- "$2" <<<"$1" || fail "$3: output lacks '$2'"
}

# Waits until every PE of the last job wrote its pid file (at most 20 s).
wait_for_pid_files() {  # DIR COUNT
  local i
  for ((i = 0; i < 200; i++)); do
    [[ $(find "$1" -name 'pe*' | wc -l) -ge $2 ]] && sleep 0.2 && return 0
    sleep 0.1
  done
  return 1
}

# Fails if any PE whose pid is in DIR still runs (after up to 3 s).
expect_all_gone() {  # DIR WHAT
  local file pid i alive
  for ((i = 0; i < 30; i++)); do
    alive=""
    for file in "$1"/pe*; do
      pid=$(cat "$file")
      if kill -0 "$pid" 2>/dev/null && ! grep -q '^State:.*Z' "/proc/$pid/status" 2>/dev/null; then
        alive="$alive $pid"
      fi
    done
    [[ -z $alive ]] && return 0
    sleep 0.1
  done
  fail "$2: PE processes left running:$alive"
  kill -9 $alive 2>/dev/null
}

# --- 1. Four PEs join, see distinct ranks, and their output is prefixed.
"$launcher" -n 4 "$program" ranks >"$work/out" 2>"$work/err"
status=$?
out=$(cat "$work/out")
err=$(cat "$work/err")
[[ $status -eq 0 ]] || fail "case 1: status $status (stderr: $err)"
for pe in 0 1 2 3; do
  expect_in "$out" "[PE $pe] PE $pe of 4 starting" "case 1"
  expect_in "$out" "[PE $pe] PE $pe sees ranks 0 1 2 3" "case 1"
  expect_in "$out" "[PE $pe] PE $pe partial line" "case 1"
  expect_in "$err" "[PE $pe] PE $pe says hello on stderr" "case 1"
done
bad_lines=$(grep -cv '^\[PE [0-3]\] ' <<<"$out$err")
[[ $bad_lines -eq 0 ]] || fail "case 1: $bad_lines lines lack the [PE k] prefix: $out $err"
echo "case 1: 4 PEs, ranks and prefixes: status $status"

# --- 2. One PE exits 3 while the others sleep (not joined): the launcher
# exits 3 at once, naming PE 1, and ends the sleepers.
mkdir -p "$work/pids2"
start=$SECONDS
PID_DIR="$work/pids2" "$launcher" -n 3 "$program" fail 1 3 >"$work/out" 2>"$work/err"
status=$?
elapsed=$((SECONDS - start))
err=$(cat "$work/err")
[[ $status -eq 3 ]] || fail "case 2: status $status, expected 3"
[[ $elapsed -le 6 ]] || fail "case 2: took ${elapsed} s; a sleeping PE kept the launcher waiting"
expect_in "$err" "symsync-run: PE 1 exited with status 3" "case 2"
expect_in "$err" "[PE 1] PE 1 fails on purpose" "case 2"
[[ $(grep -c "symsync-run: PE" <<<"$err") -eq 1 ]] || fail "case 2: more than one failure reported: $err"
expect_all_gone "$work/pids2" "case 2"
echo "case 2: PE 1 exits 3: status $status after ${elapsed} s"

# --- 3. The same after every PE has joined: the bootstrap and the launcher
# both end the others; the launcher still blames PE 1.
mkdir -p "$work/pids3"
start=$SECONDS
PID_DIR="$work/pids3" "$launcher" -n 3 "$program" fail-joined 1 3 >"$work/out" 2>"$work/err"
status=$?
elapsed=$((SECONDS - start))
err=$(cat "$work/err")
[[ $status -eq 3 ]] || fail "case 3: status $status, expected 3 ($err)"
[[ $elapsed -le 6 ]] || fail "case 3: took ${elapsed} s"
expect_in "$err" "symsync-run: PE 1 exited with status 3" "case 3"
expect_all_gone "$work/pids3" "case 3"
echo "case 3: PE 1 exits 3 after joining: status $status after ${elapsed} s"

# --- 4. SIGINT and SIGTERM to the launcher reach every PE: exit 130 / 143,
# no PE left.
for signal in INT TERM; do
  dir="$work/pids_$signal"
  mkdir -p "$dir"
  PID_DIR="$dir" "$launcher" -n 3 "$program" sleep >"$work/out" 2>"$work/err" &
  launcher_pid=$!
  wait_for_pid_files "$dir" 3 || fail "case 4 ($signal): the PEs did not start"
  kill -s "$signal" "$launcher_pid"
  wait "$launcher_pid"
  status=$?
  expected=$([[ $signal == INT ]] && echo 130 || echo 143)
  [[ $status -eq $expected ]] || fail "case 4 ($signal): status $status, expected $expected"
  expect_in "$(cat "$work/err")" "symsync-run: got SIG$signal; passing it to the PEs" "case 4 ($signal)"
  expect_all_gone "$dir" "case 4 ($signal)"
  echo "case 4: SIG$signal to the launcher: status $status"
done

# --- 5. A launcher killed outright takes its PEs with it.
dir="$work/pids_kill"
mkdir -p "$dir"
PID_DIR="$dir" "$launcher" -n 2 "$program" sleep >"$work/out" 2>"$work/err" &
launcher_pid=$!
wait_for_pid_files "$dir" 2 || fail "case 5: the PEs did not start"
kill -9 "$launcher_pid"
wait "$launcher_pid" 2>/dev/null
expect_all_gone "$dir" "case 5"
echo "case 5: SIGKILL to the launcher: its PEs are gone"

# --- 6. A PE that never joins: the others end after --timeout, naming it.
start=$SECONDS
"$launcher" -n 3 --timeout 2 "$program" skip-join 1 >"$work/out" 2>"$work/err"
status=$?
elapsed=$((SECONDS - start))
err=$(cat "$work/err")
[[ $status -ne 0 ]] || fail "case 6: status 0"
[[ $elapsed -le 8 ]] || fail "case 6: took ${elapsed} s"
expect_in "$err" "unique-ID bootstrap: not every PE joined within 2 s (NVSHMEM_BOOTSTRAP_TIMEOUT): PE 1 of 3 never arrived; ending this PE" "case 6"
echo "case 6: PE 1 never joins, --timeout 2: status $status after ${elapsed} s"

# --- 7. The job's variables, and --timeout as NVSHMEM_BOOTSTRAP_TIMEOUT.
out=$(SYMSYNC_RANK=7 "$launcher" -n 2 --timeout 7.5 -- /bin/sh -c \
  'echo "rank=$SYMSYNC_RANK of $SYMSYNC_NRANKS timeout=$NVSHMEM_BOOTSTRAP_TIMEOUT id=${#SYMSYNC_UNIQUEID}"' 2>&1)
expect_in "$out" "[PE 0] rank=0 of 2 timeout=7.5 id=248" "case 7"
expect_in "$out" "[PE 1] rank=1 of 2 timeout=7.5 id=248" "case 7"
out=$("$launcher" -n1 /bin/sh -c 'kill -KILL $$' 2>&1)
status=$?
[[ $status -eq 137 ]] || fail "case 7: a PE killed by SIGKILL: status $status, expected 137"
expect_in "$out" "symsync-run: PE 0 was killed by signal SIGKILL" "case 7"
echo "case 7: environment and signal status"

# --- 8. Usage errors: status 2, a message, nothing started.
marker="$work/started"
touch "$work/not_executable"
usage_case() {  # EXPECTED_MESSAGE ARGS...
  local expected=$1
  shift
  rm -f "$marker"
  local output status
  output=$("$launcher" "$@" 2>&1)
  status=$?
  [[ $status -eq 2 ]] || fail "usage '$*': status $status, expected 2"
  expect_in "$output" "$expected" "usage '$*'"
  [[ ! -e $marker ]] || fail "usage '$*': a PE was started"
}
usage_case "missing -n N" /usr/bin/touch "$marker"
usage_case "-n expects a number of PEs from 1 to 1024, not '0'" -n 0 /usr/bin/touch "$marker"
usage_case "not '1025'" -n 1025 /usr/bin/touch "$marker"
usage_case "not 'x'" -n x /usr/bin/touch "$marker"
usage_case "missing the program to run" -n 2
usage_case "missing the program to run" -n 2 --
usage_case "-n needs a value" -n
usage_case "cannot run 'no-such-program-here': not found on PATH" -n 2 no-such-program-here
usage_case "cannot run '$work/not_executable': not an executable file" -n 2 "$work/not_executable"
usage_case "cannot run '$work/missing': no such file" -n 2 "$work/missing"
usage_case "unknown option '--frobnicate'" -n 2 --frobnicate /usr/bin/touch "$marker"
usage_case "--timeout expects a positive number of seconds, not 'soon'" -n 2 --timeout soon /usr/bin/touch "$marker"
output=$("$launcher" --help)
status=$?
[[ $status -eq 0 ]] || fail "--help: status $status"
expect_in "$output" "usage: symsync-run -n N [--timeout SECONDS] [--] PROGRAM [ARGS...]" "--help"
echo "case 8: usage errors"

# Under `bazel run`, which starts the launcher in its runfiles, a relative
# PROGRAM is the user's, and the PEs run where the user ran bazel, without
# BUILD_WORKING_DIRECTORY. Started elsewhere (by a script bazel run runs),
# the launcher stays where it was started.
user_dir="$work/user dir"
runfiles="$work/symsync-run.runfiles/symsync"
launcher_path=$(cd "$(dirname "$launcher")" && pwd)/$(basename "$launcher")
mkdir -p "$user_dir" "$runfiles"
printf '#!/bin/sh\necho "$(pwd) ${BUILD_WORKING_DIRECTORY:-unset}" > "where.$$"\n' >"$user_dir/where"
chmod +x "$user_dir/where"
(cd "$runfiles" && BUILD_WORKING_DIRECTORY="$user_dir" "$launcher_path" -n 2 ./where) ||
  fail "bazel run: a relative program in BUILD_WORKING_DIRECTORY did not run"
where=$(cat "$user_dir"/where.* 2>/dev/null | sort -u)
[[ $(ls "$user_dir"/where.* 2>/dev/null | wc -l) -eq 2 && $where == "$user_dir unset" ]] ||
  fail "bazel run: the PEs ran in '$where', not in '$user_dir' without BUILD_WORKING_DIRECTORY"
rm -f "$user_dir"/where.*
(cd "$user_dir" && BUILD_WORKING_DIRECTORY=/ "$launcher_path" -n 1 ./where) ||
  fail "a script's symsync-run under bazel run went to BUILD_WORKING_DIRECTORY"
[[ $(cat "$user_dir"/where.* 2>/dev/null) == "$user_dir unset" ]] ||
  fail "a script's symsync-run under bazel run: the PE ran in '$(cat "$user_dir"/where.* 2>/dev/null)'"
output=$(cd "$runfiles" && BUILD_WORKING_DIRECTORY="$work/gone" "$launcher_path" -n 2 ./where 2>&1)
status=$?
[[ $status -eq 2 ]] || fail "bazel run from a directory that is gone: status $status, expected 2"
expect_in "$output" "cannot change to BUILD_WORKING_DIRECTORY '$work/gone' (set by bazel run): No such file or directory" \
  "bazel run from a directory that is gone"
echo "case 9: under bazel run"

if [[ $failures -eq 0 ]]; then
  echo "symsync_run_test: all checks passed"
else
  echo "symsync_run_test: $failures check(s) failed"
fi
exit $((failures > 0))
