#!/usr/bin/env bash
# Everything CI checks: types, the linter, the client build, Vitest (unit, API, workerd) and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# The whole run's time, printed last even when a step fails (CI must stay under 15 minutes on a 2-core machine).
test_started=$SECONDS
trap 'echo "npm test wall time: $((SECONDS - test_started)) s"' EXIT

# Debian's Chromium for the browser tests, and a colour-emoji font so suggestion emojis show in screenshots.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || missing+=(fonts-noto-color-emoji)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    # Only the browser is required; without the font, emojis just draw as boxes.
    [ -x /usr/bin/chromium ] || { echo "Could not install chromium" >&2; exit 1; }
  fi
fi

mkdir -p test-results
# A stale browser report must not be read as this run's.
rm -f test-results/playwright.json
echo "== typecheck"
typecheck_started=$SECONDS
bash scripts/typecheck.sh
echo "typecheck wall time: $((SECONDS - typecheck_started)) s"
echo "== lint"
lint_started=$SECONDS
npx eslint .
npx prettier --check . --log-level warn
echo "lint wall time: $((SECONDS - lint_started)) s"
echo "== build"
npx vite build --logLevel warn
echo "== vitest"
vitest_status=0
vitest_started=$SECONDS
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || vitest_status=$?
echo "vitest wall time: $((SECONDS - vitest_started)) s"
echo "== end-to-end (Playwright, Chromium)"
e2e_status=0
e2e_started=$SECONDS
npx playwright test || e2e_status=$?
echo "end-to-end wall time: $((SECONDS - e2e_started)) s"

node -e '
const fs = require("fs");
const v = JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8"));
// The Playwright JSON report (playwright.config.ts); without one (it could not start) the browser tests count as one failure.
let s = { expected: 0, unexpected: 1, flaky: 0, skipped: 0 };
try { s = JSON.parse(fs.readFileSync("test-results/playwright.json", "utf8")).stats; } catch {}
const e2e = [s.expected + s.flaky, s.unexpected];
const passed = v.numPassedTests + e2e[0];
const failed = v.numFailedTests + e2e[1];
const skipped = v.numPendingTests + v.numTodoTests + s.skipped;
console.log(`vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed; e2e: ${e2e[0]} passed` + (s.flaky ? ` (${s.flaky} on a retry)` : "") + `, ${e2e[1]} failed`);
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
'
echo "npm test wall time: $((SECONDS / 60)) min $((SECONDS % 60)) s (the budget: 15 min on a 2-core machine)"
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
