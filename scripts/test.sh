#!/usr/bin/env bash
# Everything CI checks: types, the linter, the client build, Vitest (unit, API, workerd) and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's wall time and the whole run's, printed last even when a step fails (CI must stay under 15 minutes on a
# 2-core machine).
step_names=()
step_times=()
step_started=$SECONDS
step() {
  local now=$SECONDS
  # Ends the step under way, if any; with a name, starts the next.
  if [ ${#step_times[@]} -lt ${#step_names[@]} ]; then step_times+=($((now - step_started))); fi
  step_started=$now
  if [ $# -gt 0 ]; then
    step_names+=("$1")
    echo "== $1"
  fi
}
times_table() {
  step
  echo "== wall time"
  for i in "${!step_times[@]}"; do printf '%-40s %4d s\n' "${step_names[$i]}" "${step_times[$i]}"; done
  printf '%-40s %4d s (%d min %d s; the budget: 15 min on a 2-core machine)\n' "npm test" "$SECONDS" $((SECONDS / 60)) $((SECONDS % 60))
}
trap times_table EXIT

step "setup"
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
# The five type checks, ESLint and Prettier's check, two at a time (each one's time is printed as it ends).
step "typecheck and lint"
bash scripts/typecheck.sh --lint
step "build (vite: client and page renderer)"
npx vite build --logLevel warn
step "vitest"
vitest_status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || vitest_status=$?
step "end-to-end (Playwright, Chromium)"
e2e_status=0
npx playwright test || e2e_status=$?
step

node -e '
const fs = require("fs");
const v = JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8"));
// The Playwright JSON report (playwright.config.ts); without one (it could not start) the browser tests count as one failure.
let s = { expected: 0, unexpected: 1, flaky: 0, skipped: 0 };
try { s = JSON.parse(fs.readFileSync("test-results/playwright.json", "utf8")).stats; } catch {}
const e2e = [s.expected + s.flaky, s.unexpected];
// The failed Vitest tests by name, and those that passed only on the retry in CI, last, where a log cut to its tail shows them.
let vitestFlaky = 0;
for (const file of v.testResults)
  for (const t of file.assertionResults) {
    if (t.status !== "failed" && !(t.status === "passed" && t.failureMessages.length)) continue;
    if (t.status === "passed") vitestFlaky += 1;
    const label = t.status === "failed" ? "FAILED" : "PASSED ON A RETRY";
    console.log(`${label} ${file.name.replace(process.cwd() + "/", "")} > ${t.fullName}\n  ${String(t.failureMessages[0]).split("\n")[0].slice(0, 300)}`);
  }
const passed = v.numPassedTests + e2e[0];
const failed = v.numFailedTests + e2e[1];
const skipped = v.numPendingTests + v.numTodoTests + s.skipped;
console.log(`vitest: ${v.numPassedTests} passed` + (vitestFlaky ? ` (${vitestFlaky} on a retry)` : "") + `, ${v.numFailedTests} failed; e2e: ${e2e[0]} passed` + (s.flaky ? ` (${s.flaky} on a retry)` : "") + `, ${e2e[1]} failed`);
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
'
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
