#!/usr/bin/env bash
# The benchmark builds into .next and serves on ports 3000/54321, exactly what the e2e suites use, so it runs
# under the same lock as scripts/test/e2e-locked.sh. --experimental-websocket: supabase-js needs a global
# WebSocket, which Node 20 only has behind that flag.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec flock /tmp/pbc-build.lock node --experimental-websocket --no-warnings=ExperimentalWarning --import tsx scripts/bench/main.ts
