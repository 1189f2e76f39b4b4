#!/usr/bin/env bash
# `npm test`: every test of the project, from a fresh clone on a fresh machine (after `npm ci`).
# Order: system packages, lint (with the check that code cites docs/), build, typecheck, unit
# tests, server tests on SQLite and on a throwaway PostgreSQL, then end-to-end tests in Chromium in
# one-port mode and in stack mode.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { printf '\n== %s (%ds)\n' "$*" $((SECONDS - started)); }

step "system packages"
bash scripts/ensure-system-deps.sh

step "lint"
npm run --silent lint
npm run --silent test:scripts
npm run --silent check:docs

step "format"
npm run --silent format:check

step "build"
npm run --silent build

step "typecheck"
npm run --silent typecheck

step "unit and server tests (SQLite and PostgreSQL)"
# The remotes come from their one list (docs/architecture.md#the-list-of-remotes).
remotes=$(node -p "require('./shared-contracts/src/remote/remotes.json').map((r) => r.package).join(' ')")
for pkg in shared-contracts server shell $remotes; do
  echo "-- $pkg"
  npm run --silent test -w "$pkg"
done

step "end-to-end tests, one-port mode (SQLite)"
E2E_MODE=one-port npm run --silent test -w e2e

step "end-to-end tests, stack mode (PostgreSQL)"
E2E_MODE=stack E2E_POSTGRES=true npm run --silent test -w e2e

step "all tests passed"
