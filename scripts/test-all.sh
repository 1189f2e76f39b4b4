#!/usr/bin/env bash
# `npm test`: every test of the project, from a fresh clone on a fresh machine (after `npm ci`).
# Steps: system packages, lint (with the check that code cites docs/), format, build, typecheck,
# unit tests, server tests on SQLite and on a throwaway PostgreSQL, end-to-end tests in Chromium
# in one-port mode and in stack mode. Steps that do not depend on each other overlap (two cores:
# a step that mostly waits runs beside one that computes); the output of a step run beside
# another is printed when it ends. A table of each step's seconds ends the output, also when a
# step fails. CI_TIMINGS names a file of earlier rows ("name<TAB>seconds<TAB>status", .ci/run
# writes npm ci's) to include in the table.
set -euo pipefail
cd "$(dirname "$0")/.."
LOGS=$(mktemp -d "${TMPDIR:-/tmp}/lumen-ci.XXXXXX")
TIMES=${CI_TIMINGS:-$LOGS/times.tsv}
touch "$TIMES"
started=$(date +%s)
declare -A PIDS=() STARTS=()

# The table of steps (also on failure), then stops whatever still runs in the background.
finish() {
  local status=$?
  for name in "${!PIDS[@]}"; do
    kill -- "-${PIDS[$name]}" 2>/dev/null || true
    printf '%s\t%s\tstopped\n' "$name" $(($(date +%s) - STARTS[$name])) >>"$TIMES"
  done
  if [ -s "$LOGS/failures" ]; then
    printf '\n== what failed (the full output is above)\n'
    cat "$LOGS/failures"
  fi
  printf '\n== step durations\n'
  awk -F'\t' -v total=$(($(date +%s) - started)) '
    { printf "%-52s %6ss  %s\n", $1, $2, ($3 == "0" ? "ok" : $3 == "stopped" ? "stopped" : "FAILED (" $3 ")") }
    END { printf "%-52s %6ss  (wall clock of npm test; overlapping steps add up to more)\n", "total", total }' "$TIMES"
  rm -rf "$LOGS"
  exit "$status"
}
trap finish EXIT

# step NAME COMMAND: runs COMMAND (a bash command line) now and records its duration.
step() {
  local t0 status=0
  t0=$(date +%s)
  printf '\n== %s (at %ds)\n' "$1" $((t0 - started))
  bash -c "$2" || status=$?
  printf '%s\t%s\t%s\n' "$1" $(($(date +%s) - t0)) "$status" >>"$TIMES"
  return "$status"
}

# start NAME COMMAND: runs COMMAND in the background (its own process group, output to a log);
# `await NAME` waits for it, prints its output and records it.
start() {
  printf '\n== %s (started in the background at %ds)\n' "$1" $(($(date +%s) - started))
  local log="$LOGS/${1//[^A-Za-z0-9]/_}"
  setsid bash -c "t0=\$(date +%s); status=0; ( $2 ) >'$log.out' 2>&1 || status=\$?
    printf '%s\t%s\t%s\n' \"\$((\$(date +%s) - t0))\" \"\$status\" >'$log.time'; exit \$status" &
  PIDS[$1]=$!
  STARTS[$1]=$(date +%s)
}
await() {
  local log="$LOGS/${1//[^A-Za-z0-9]/_}" status=0
  wait "${PIDS[$1]}" || status=$?
  unset 'PIDS[$1]'
  printf '\n== %s (output)\n' "$1"
  cat "$log.out"
  printf '%s\t%s\n' "$1" "$(cat "$log.time")" >>"$TIMES"
  # CI shows only the end of the output, where the other lane's output may stand: the failed
  # tests' lines (Playwright's ✘, its errors and its summary, vitest's FAIL, tsc's errors) are
  # repeated by finish().
  if [ "$status" -ne 0 ]; then
    {
      printf -- '-- %s\n' "$1"
      grep -E '✘|^ *[0-9]+ (failed|flaky|interrupted|did not run)|^ {4}(\[[^]]+\] › )?tests/[^ ]+:[0-9]+:[0-9]+ ›|^ *(FAIL|×) |^ {4}Error: |error TS[0-9]+: ' "$log.out" | head -n 80 || true
    } >>"$LOGS/failures"
  fi
  return "$status"
}

step "system packages" "bash scripts/ensure-system-deps.sh"

# Lint, format and the build: the first two use one core each, the build two.
start "lint, script tests, doc checks" \
  "npm run --silent lint && npm run --silent test:scripts && npm run --silent check:docs"
step "format" "npm run --silent format:check"
step "build" "npm run --silent build"
await "lint, script tests, doc checks"

# Two lanes from here: the end-to-end tests (a browser and a server, which wait on each other
# much of the time) beside the type and unit checks (CPU bound). Stack mode starts when the
# server tests end, so at most two heavy steps share the two cores.
start "end-to-end tests, one-port mode (SQLite)" "E2E_MODE=one-port npm run --silent test -w e2e"

start "typecheck" "npm run --silent typecheck"
# The unit tests of the shared packages, the shell and every remote (vitest.config.mjs finds the
# remotes by their folders, which remote-list.test.ts checks against the one list,
# docs/architecture.md#adding-a-remote).
step "unit tests (shared packages, shell, remotes)" "npx vitest run"
await "typecheck"
step "server tests (SQLite and PostgreSQL, folder and bucket)" "npm run --silent test -w server"

# Stack mode runs compose's topology: PostgreSQL and the bucket (a local S3 protocol server), which
# also runs two-instances.spec.ts (docs/operating.md#running-on-several-machines).
start "end-to-end tests, stack mode (PostgreSQL, bucket)" "E2E_MODE=stack E2E_POSTGRES=true E2E_S3=true npm run --silent test -w e2e"
failed=0
await "end-to-end tests, one-port mode (SQLite)" || failed=1
await "end-to-end tests, stack mode (PostgreSQL, bucket)" || failed=1
[ "$failed" -eq 0 ]

printf '\nall tests passed\n'
