#!/usr/bin/env bash
# For several engineers sharing one checkout: builds (at the main suite's chosen date, e2e/phases/scenarios.ts)
# and runs Playwright under one lock, so a build never replaces .next under another person's running server.
# Usage: scripts/test/e2e-locked.sh [playwright args]
set -euo pipefail
cd "$(dirname "$0")/../.."
exec flock /tmp/pbc-build.lock bash -c 'NEXT_TELEMETRY_DISABLED=1 node --import tsx scripts/test/build-at.ts registration >/tmp/pbc-last-build.log 2>&1 || { tail -40 /tmp/pbc-last-build.log; exit 1; }; npx playwright test "$@"' _ "$@"
