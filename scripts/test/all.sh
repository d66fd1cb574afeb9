#!/usr/bin/env bash
# Every test the project has, in the order that fails fastest: static checks, unit, backend contract and
# reliability tests, then the production build and the browser suite against it (with the embedded backend).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node.sh
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n=== %s ===\n' "$1"; }

step "typecheck"
node node_modules/next/dist/bin/next typegen >/dev/null
npx tsc --noEmit -p .

step "lint"
npx eslint --max-warnings=0 .

step "format (Prettier: npm run format writes it)"
npx prettier --check --log-level warn .

step "edge functions under Deno (check, lint, tests)"
NO_COLOR=1 npm run --silent test:functions

step "unit tests"
node --import tsx --test tests/unit/*.test.ts

step "backend contract tests"
npm run --silent test:backend

# Crash, token, fuzz, bad-input and load tests against backend processes of their own (free ports). The load
# parts run at smaller counts here; npm run test:reliability runs them at full size and records the figures.
step "reliability tests (small counts)"
RELIABILITY_SIZE=small node --import tsx --test --test-concurrency=1 --test-timeout=240000 tests/reliability/*.test.ts

step "migrations on PostgreSQL 15 with hosted roles (supabase db push)"
npm run --silent test:postgres

step "production build at the main suite's chosen date (SITE_CLOCK, e2e/phases/scenarios.ts)"
node --import tsx scripts/test/build-at.ts registration

step "end-to-end tests (Chromium)"
npx playwright test

step "the cup's phases: one production build and server per chosen date (e2e/phases/)"
node --import tsx scripts/test/phases.ts

step "hosted-style production build: no localhost, HSTS, site URL everywhere"
node --import tsx scripts/test/hosted-build.ts
