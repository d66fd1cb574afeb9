#!/usr/bin/env bash
# Runs the production site on http://localhost:3000. With no NEXT_PUBLIC_SUPABASE_URL configured it also
# starts the embedded Supabase-compatible backend (local-supabase/) and the site talks to it.
# SITE_CLOCK=<ISO instant> runs it at a chosen date (embedded backend only; docs/decisions.md D44).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
export NEXT_TELEMETRY_DISABLED=1
PORT="${PORT:-3000}"

backend_pid=""
cleanup() { [ -n "$backend_pid" ] && kill "$backend_pid" 2>/dev/null || true; }
trap cleanup EXIT INT TERM

if [ -n "${SITE_CLOCK:-}" ]; then
  # Anchored once, here, so the backend, the build, the server and the browser share one clock.
  SITE_CLOCK="$(node --import tsx scripts/build/anchor-site-clock.ts)"
  export SITE_CLOCK
  echo "Site clock: SITE_CLOCK=$SITE_CLOCK (the site's clock read the first instant when this script started)."
fi

if [ -z "${NEXT_PUBLIC_SUPABASE_URL:-}" ]; then
  echo "No NEXT_PUBLIC_SUPABASE_URL set: starting the embedded local backend (127.0.0.1:54321, inbox 127.0.0.1:54324)."
  node --import tsx local-supabase/main.ts &
  backend_pid=$!
  for _ in $(seq 1 100); do
    curl -fsS http://127.0.0.1:54321/auth/v1/health >/dev/null 2>&1 && break
    kill -0 "$backend_pid" 2>/dev/null || { echo "The local backend failed to start." >&2; exit 1; }
    sleep 0.2
  done
else
  echo "Using the Supabase project at $NEXT_PUBLIC_SUPABASE_URL."
fi

node node_modules/next/dist/bin/next build
# -H localhost, not 127.0.0.1: Next 16.4 loops on next-intl rewrites with a 127.0.0.1 bind.
node node_modules/next/dist/bin/next start -H localhost -p "$PORT"
