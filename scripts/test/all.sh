#!/usr/bin/env bash
# Every test the project has. The type check first (it fails fastest), then three lanes at once (the third, the
# deadline scenario's, mostly waits for its clock, with PostgreSQL 15 beside it and the hosted-style build after it;
# see below). The two busy ones:
# the node layers (backend contract, reliability), whose backends listen on free
# ports, beside the builds and browser suites, which own ports 3000, 54321 and 54324. The browser lane alone
# keeps about one of two cores busy (Chromium, the Next server and the backend take turns), so the node lane
# runs in the other (docs/quality-bars.md §9). The phase scenarios go to whichever lane is free first: the node
# lane runs its share in a copy of the repository on ports 3100, 31321 and 31324. Each step prints its own duration.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node.sh
export NEXT_TELEMETRY_DISABLED=1
# No Playwright traces of passing tests: recording them cost a third more CPU (playwright.config.ts).
export E2E_TRACE=off

started=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$1" "$((SECONDS - started))"; }

step "typecheck (and beside it, in a copy with the next edition's fixture, its types)"
# tsc keeps one core busy: the next edition's copy is made and checked on the other, so its build need not.
next_edition_out=$(mktemp)
node --import tsx scripts/test/repository-copy.ts next-edition >"$next_edition_out" &
next_edition_check=$!
node node_modules/next/dist/bin/next typegen >/dev/null
npx tsc --noEmit -p .
wait "$next_edition_check"
PBC_NEXT_EDITION_COPY=$(cat "$next_edition_out")
export PBC_NEXT_EDITION_COPY
rm -f "$next_edition_out"
# The main build's Turbopack cache, saved once that build is done: every build in a copy of the repository starts
# from it (scripts/test/build-cache.ts), and compiles only what its date, ports or edition change.
PBC_BUILD_CACHE_SEED="$PWD/.local/build-cache-seed"
export PBC_BUILD_CACHE_SEED
rm -rf "$PBC_BUILD_CACHE_SEED" "$PBC_BUILD_CACHE_SEED".*
trap 'rm -rf "$PBC_NEXT_EDITION_COPY" "$PBC_BUILD_CACHE_SEED" "$PBC_BUILD_CACHE_SEED".*' EXIT
# The builds below need not check the types again (next.config.ts reads this; a deploy's build still does).
export PBC_TYPES_CHECKED=1

# The node lane: crash, token, fuzz, bad-input and load tests against backend processes of their own (the load
# parts at smaller counts here; npm run test:reliability runs them at full size and records the figures). The
# migrations on a throwaway PostgreSQL 15 cluster with hosted roles run in the deadline lane.
mkdir -p .local/test-logs
node_log=.local/test-logs/node-lane.log
browser_log=.local/test-logs/browser-lane.log
# The phase scenarios, longest first: each lane takes the next one as it becomes free (scripts/test/phases.ts).
phase_queue=.local/test-logs/phase-queue
rm -rf "$phase_queue" && mkdir -p "$phase_queue"
touch "$phase_queue/1-live" "$phase_queue/2-over" "$phase_queue/3-next-edition"

# The deadline scenario in a lane of its own, from the start: its server waits about five minutes for the site's
# clock to cross the end of entries (e2e/phases/scenarios.ts), and that wait, in either lane, was three minutes of
# the suite's wall time. Beside the others it costs only its build (from the main build's cache, so after it) and
# ten short tests. The lane fills its waits with the migrations on PostgreSQL 15, then checks the hosted-style
# build in a copy of the repository (both were on the other lanes' longer paths).
deadline_log=.local/test-logs/deadline-lane.log
(
  set -uo pipefail
  status=0
  postgres_log=.local/test-logs/postgres.log
  npm run --silent test:postgres >"$postgres_log" 2>&1 &
  postgres=$!
  E2E_PORT=3150 E2E_BACKEND_PORT=31371 E2E_INBOX_PORT=31374 node --import tsx scripts/test/phases.ts deadline --beside || status=1
  postgres_status=0
  wait "$postgres" || postgres_status=$?
  step "migrations on PostgreSQL 15 with hosted roles (supabase db push), beside the deadline scenario: their output"
  cat "$postgres_log"
  [ "$postgres_status" -eq 0 ] || status=1
  step "hosted-style production build, in a copy of the repository: no localhost, HSTS, site URL everywhere"
  node --import tsx scripts/test/hosted-build.ts --copy || status=1
  exit "$status"
) >"$deadline_log" 2>&1 &
deadline_lane=$!
step "deadline lane started (a build at 300 s before entries close and its server crossing them, PostgreSQL 15 beside it, then the hosted-style build): its log follows the node lane"
(
  set -euo pipefail
  lane_started=$SECONDS
  lane_step() { printf '\n=== %s (node lane, at %d s) ===\n' "$1" "$((SECONDS - lane_started))"; }
  # Two test files at a time, each against its own backend: a file spends more than half its time waiting (a
  # token's expiry, a rate limit's window, a backend's restart), and another file's work fills it.
  lane_step "backend contract tests"
  npm run --silent test:backend
  lane_step "reliability tests (small counts, two files at a time)"
  # bcrypt's quick cost here as in every test backend: at this size the load tests prove correctness, and the
  # figures of docs/reliability.md come from npm run test:reliability, at GoTrue's cost, one file at a time.
  RELIABILITY_SIZE=small LOCAL_SUPABASE_PASSWORD_COST=4 node --import tsx --test --test-concurrency=2 --test-timeout=240000 tests/reliability/*.test.ts
  lane_step "the phases the browser lane has not taken yet, in a copy of the repository on ports of their own"
  # Below Linux's ephemeral range (32768-60999): a fresh clone's run found 55324 taken by one of the thousands of
  # client connections the browser suite makes.
  E2E_PORT=3100 E2E_BACKEND_PORT=31321 E2E_INBOX_PORT=31324 node --import tsx scripts/test/phases.ts --queue="$phase_queue" --beside
  lane_step "done"
) >"$node_log" 2>&1 &
node_lane=$!
step "node lane started (backend contract, reliability, then phases): its log follows the browser lane"

# Not `( … ) || status=$?`: bash ignores `set -e` inside a subshell tested by `||`, and a failed step would not stop it.
set +e
(
  set -euo pipefail
  # The other static checks and the unit tests run beside the build and the e2e suite (none reads what the others
  # write), and are awaited after the e2e suite: on a busy machine the suite's share of the CPU grows with what it
  # runs at once, and awaited before it, these checks (46 s alone) held its start back by two minutes under two
  # busy loops (docs/quality-bars.md §9).
  static_log=.local/test-logs/static-checks.log
  (
    set -euo pipefail
    step "lint"
    npx eslint --max-warnings=0 .
    step "format (Prettier: npm run format writes it)"
    npx prettier --check --log-level warn .
    step "edge functions under Deno (check, lint, tests)"
    NO_COLOR=1 npm run --silent test:functions
    step "unit tests"
    node --import tsx --test --test-concurrency=2 tests/unit/*.test.ts
  ) >"$static_log" 2>&1 &
  static_checks=$!
  step "production build at the main suite's chosen date (SITE_CLOCK, e2e/phases/scenarios.ts), beside lint, format and unit tests"
  if ! node --import tsx scripts/test/build-at.ts registration; then
    node --import tsx scripts/test/build-cache.ts none
    exit 1
  fi
  node --import tsx scripts/test/build-cache.ts save

  step "end-to-end tests (Chromium), beside the static checks"
  e2e_status=0
  npx playwright test || e2e_status=$?
  static_status=0
  wait "$static_checks" || static_status=$?
  step "lint, format, edge functions and unit tests: their output"
  cat "$static_log"
  if [ "$static_status" -ne 0 ]; then
    echo "Lint, format, the edge functions or the unit tests failed (exit $static_status): see above." >&2
    exit 1
  fi
  [ "$e2e_status" -eq 0 ] || exit "$e2e_status"

  step "the cup's phases and fight days: one production build and server per chosen date (e2e/phases/), those the node lane has not taken"
  node --import tsx scripts/test/phases.ts --queue="$phase_queue"
) 2>&1 | tee "$browser_log"
browser_status=${PIPESTATUS[0]}
# A lane's output once it has ended, and its exit status: lane_output <name> <pid> <log>.
lane_output() {
  local status=0
  wait "$2" || status=$?
  step "$1 lane's output"
  cat "$3"
  if [ "$status" -ne 0 ]; then echo "The $1 lane failed (exit $status): see its output above." >&2; fi
  return "$status"
}
node_status=0
lane_output node "$node_lane" "$node_log" || node_status=$?
deadline_status=0
lane_output deadline "$deadline_lane" "$deadline_log" || deadline_status=$?
set -e
if [ "$browser_status" -ne 0 ]; then
  # A CI log is often read from its end: repeat what failed there, after the node lane's long output.
  step "what failed in the browser lane (its whole output is above, and in $browser_log)"
  grep -E '^✖|^Lint, format|^\s+✘|^\s+[0-9]+ (failed|flaky|did not run)|^\s+\[chromium\] ›|phase scenarios failed|^Error' "$browser_log" | tail -60 || true
  echo "The browser lane failed (exit $browser_status): see its output above." >&2
fi
step "end"
[ "$node_status" -eq 0 ] && [ "$browser_status" -eq 0 ] && [ "$deadline_status" -eq 0 ]
