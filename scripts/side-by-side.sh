#!/usr/bin/env bash
# Runs checks side by side, two at a time (CHECK_JOBS to change it): one a line on stdin as "name: command", started in
# the order given, so list the longest first. Each check's output is printed in one piece when it ends, under its name
# and time, so two checks' lines never mix. Fails, once all have ended, when any failed.
set -uo pipefail
slots=${CHECK_JOBS:-2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mapfile -t checks
for index in "${!checks[@]}"; do
  line=${checks[$index]}
  while [ "$(jobs -rp | wc -l)" -ge "$slots" ]; do wait -n; done
  (
    started=$SECONDS
    result=ok
    bash -c "${line#*: }" >"$out/$index.log" 2>&1 || { result=FAILED; touch "$out/$index.failed"; }
    { echo "-- ${line%%: *}: $result, $((SECONDS - started)) s"; cat "$out/$index.log"; } | flock "$out" cat
  ) &
done
wait
! compgen -G "$out/*.failed" >/dev/null
