#!/usr/bin/env bash
# Deploy readiness without deploying: types, the client build, and `wrangler deploy --dry-run` with the Worker bundle size.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json --noEmit
npx vite build --logLevel warn
out=$(mktemp -d)
CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false npx wrangler deploy --dry-run --outdir "$out" 2>&1 | grep -v "nodedir"
bytes=$(cat "$out"/*.js | wc -c)
gzipped=$(cat "$out"/*.js | gzip -9 | wc -c)
echo "Worker bundle: $((bytes / 1024)) KiB ($((gzipped / 1024)) KiB gzipped)"
rm -rf "$out"
