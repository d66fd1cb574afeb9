#!/usr/bin/env bash
# The benchmark builds into .next and serves on ports 3000/54321, exactly what the e2e suites use, so it runs
# under the same lock as scripts/test/e2e-locked.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node.sh
exec flock /tmp/pbc-build.lock node --import tsx scripts/bench/main.ts
