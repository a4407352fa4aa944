#!/usr/bin/env bash
# npm test: typecheck, lint, unit + integration tests (real databases), browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's time is printed at the end (and when a phase fails, up to it).
PHASES=()
PHASE_NAME=""
PHASE_START=0
step() {
  end_phase
  PHASE_NAME="$1"
  PHASE_START=$SECONDS
  printf '\n\033[1m▶ %s\033[0m\n' "$1"
}
end_phase() {
  if [ -n "$PHASE_NAME" ]; then PHASES+=("$(printf '%5d s  %s' $((SECONDS - PHASE_START)) "$PHASE_NAME")"); fi
  PHASE_NAME=""
}
report() {
  end_phase
  printf '\n\033[1mDurée des phases\033[0m\n'
  for phase in "${PHASES[@]}"; do printf '%s\n' "$phase"; done
  printf '%5d s  total\n' "$SECONDS"
}
trap report EXIT

# Typecheck, lint and build are independent, and each mostly uses one core: they run side by
# side (about 30 s instead of 55 on two cores). Each one's output is shown once all have ended,
# with its own time.
step "Typecheck, lint and build, side by side (the server tests and the browser tests run the production build)"
CHECK_LOGS="$(mktemp -d)"
run_check() {
  local name="$1"; shift
  local start=$SECONDS
  if ( "$@" ) >"$CHECK_LOGS/$name.log" 2>&1; then echo ok >"$CHECK_LOGS/$name.status"; else echo failed >"$CHECK_LOGS/$name.status"; fi
  echo $((SECONDS - start)) >"$CHECK_LOGS/$name.seconds"
}
typecheck() { npx tsc --noEmit; }
lint() { npx eslint . --max-warnings=0 && npx tsx scripts/check-import-cycles.ts && npx tsx scripts/check-layers.ts; }
build() { npx react-router build >/dev/null; }
# typegen writes .react-router/types, which tsc and eslint read: it runs first.
npx react-router typegen >/dev/null
run_check typecheck typecheck &
run_check lint lint &
run_check build build &
wait
CHECKS_FAILED=0
for name in typecheck lint build; do
  printf '\n\033[1m%s\033[0m (%s s, %s)\n' "$name" "$(cat "$CHECK_LOGS/$name.seconds")" "$(cat "$CHECK_LOGS/$name.status")"
  cat "$CHECK_LOGS/$name.log"
  PHASES+=("$(printf '%5d s    %s' "$(cat "$CHECK_LOGS/$name.seconds")" "$name")")
  [ "$(cat "$CHECK_LOGS/$name.status")" = ok ] || CHECKS_FAILED=1
done
rm -rf "$CHECK_LOGS"
[ "$CHECKS_FAILED" = 0 ]

step "Unit and integration tests (Vitest; PGlite in memory${TEST_DATABASE_URL:+ and PostgreSQL})"
# The PDF tests read the rendered quotes and invoices back with poppler's pdftotext and pdfinfo.
if ! command -v pdftotext >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "pdftotext absent : installation avec apt-get install -y poppler-utils"
    apt-get install -y poppler-utils >/dev/null || { apt-get update >/dev/null && apt-get install -y poppler-utils >/dev/null; }
  else
    echo "pdftotext est requis pour les tests des devis et factures : installez-le (sudo apt-get install -y poppler-utils)" >&2
    exit 1
  fi
fi
npx vitest run

step "Browser tests (Playwright, Chromium)"
if [ ! -x "${CHROME_PATH:-/usr/bin/chromium-headless-shell}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Chromium absent : installation avec apt-get install -y chromium-headless-shell"
    apt-get install -y chromium-headless-shell >/dev/null || { apt-get update >/dev/null && apt-get install -y chromium-headless-shell >/dev/null; }
  else
    echo "Chromium est requis pour les tests navigateur : installez-le (sudo apt-get install -y chromium-headless-shell)" >&2
    echo "ou indiquez son chemin dans CHROME_PATH." >&2
    exit 1
  fi
fi
npx playwright test
