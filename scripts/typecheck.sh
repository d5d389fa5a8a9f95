#!/usr/bin/env bash
# Type-checks each part of the tree against its own environment, two at a time: the client with the DOM, the Worker
# with the Workers runtime and no DOM, the Node host with Node, the scripts and the tests (tsconfig.<part>.json).
# Each keeps what it learnt in node_modules/.cache/tsc, so a second run only re-checks what changed.
# With --lint (npm test), ESLint and Prettier's check run in the same two lanes: ESLint alone is one core for over a
# minute, and the checks one after another left the second core idle (about 190 s of CPU in all on a 2-core machine).
set -euo pipefail
cd "$(dirname "$0")/.."
{
  # The longest first (CPU seconds on a 2-core machine: ESLint 75, tests 27, scripts 21, client 17, node 16, worker 14,
  # Prettier 18), so no long one starts last.
  if [ "${1:-}" = --lint ]; then echo "eslint: node_modules/.bin/eslint ."; fi
  for part in tests scripts client node worker; do
    echo "tsc -p tsconfig.$part.json: node_modules/.bin/tsc -p tsconfig.$part.json --noEmit"
  done
  if [ "${1:-}" = --lint ]; then echo "prettier --check: node_modules/.bin/prettier --check . --log-level warn"; fi
} | bash scripts/side-by-side.sh
