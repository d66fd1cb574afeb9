#!/usr/bin/env bash
# `npm run bench`, `npm run bench:desk` (run.sh desk), `npm run bench:ab` (run.sh ab <name>=<checkout> …),
# `npm run bench:weigh-in` (run.sh weigh-in [runs], after a build at the live scenario's date) and `npm run bench:live`
# (run.sh live [viewers …]). They serve on ports 3000/54321 (or beside them), which the e2e suites use too: each holds
# the machine's port lock, then its CPU lock exclusively, so that no one else's build or test shares the CPU while it
# measures.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node.sh
script=main
case "${1:-}" in
  desk) shift; export BENCH_PROFILE=desk ;;
  ab) shift; script=ab ;;
  weigh-in) shift; script=weigh-in ;;
  live) shift; script=live ;;
esac
exec flock /tmp/pbc-e2e.lock flock -x /tmp/pbc-cpu.lock node --import tsx "scripts/bench/${script}.ts" "$@"
