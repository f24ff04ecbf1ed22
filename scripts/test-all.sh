#!/usr/bin/env bash
# `npm test`: everything CI runs, in order, stopping at the first red step:
# lint, typecheck, unit tests, server tests on PGlite (and on PostgreSQL when DATABASE_URL is
# set), production build + byte budgets, then Playwright e2e against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
REPORTS="$(mktemp -d)"
export REPORTS
t0=$(date +%s)
step() { printf '\n\033[1m== %s\033[0m (%ss)\n' "$1" "$(( $(date +%s) - t0 ))"; }

step "lint";       npx eslint . --max-warnings=0
step "typecheck";  npx tsc -p tsconfig.json --noEmit
step "unit tests"; npx vitest run --project unit --reporter=default --reporter=json --outputFile="$REPORTS/unit.json"
step "server tests on PGlite"
env -u DATABASE_URL npx vitest run --project server --reporter=default --reporter=json --outputFile="$REPORTS/server-pglite.json"
if [ -n "${DATABASE_URL:-}" ]; then
  step "server tests on PostgreSQL ($DATABASE_URL)"
  npx vitest run --project server --reporter=default --reporter=json --outputFile="$REPORTS/server-postgres.json"
else
  echo "(DATABASE_URL is not set: the PostgreSQL pass is skipped)"
fi
step "build";      npx vite build --logLevel warn
if [ -f scripts/check-budgets.mjs ]; then step "byte budgets"; node scripts/check-budgets.mjs; fi
step "e2e (Playwright, Debian Chromium, real server on a fresh database)"
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test --reporter=list,json
step "summary"
node scripts/summarize-tests.mjs "$REPORTS"
