#!/usr/bin/env bash
# Type-checks each part of the tree against its own environment, two at a time: the client with the DOM, the Worker
# with the Workers runtime and no DOM, the Node host with Node, the scripts and the tests (tsconfig.<part>.json).
# Each keeps what it learnt in node_modules/.cache/tsc, so a second run only re-checks what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
printf '%s\n' tests client worker node scripts | xargs -P 2 -I{} sh -c 'node_modules/.bin/tsc -p tsconfig.{}.json --noEmit || { echo "type errors under tsconfig.{}.json" >&2; exit 1; }'
