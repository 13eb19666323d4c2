#!/usr/bin/env bash
# The time of each step of .ci/run, in seconds, and the whole: the steps of `npm test` as it runs
# them (typecheck, lint and build side by side; unit; the main Playwright suite; the production
# site and the console check side by side), then the server suite on PostgreSQL and Redis. For comparing the test suite's time before and after a change (docs/benchmarks.md):
# run it on a fresh clone, as .ci/run is, and quote the load average it prints, since other work
# on the machine slows every step.
#   scripts/ci-time.sh             every step
#   scripts/ci-time.sh unit pg     only the steps named (those of `all` below, or one of typecheck lint
#                                  build e2e-production e2e-dev-build alone)
set -uo pipefail
cd "$(dirname "$0")/.."
all=(npm-ci checks unit e2e e2e-after pg)
if [ $# -eq 0 ]; then steps=("${all[@]}"); else steps=("$@"); fi
export DATABASE_URL_PG="${CI_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL_PG="${CI_REDIS_URL:-redis://127.0.0.1:6379}"

run_step() {
  case "$1" in
    npm-ci) npm ci --no-audit --no-fund ;;
    checks) npx run-p --aggregate-output typecheck lint build ;;
    e2e-after) npx run-p --aggregate-output test:e2e:production test:e2e:dev-build ;;
    typecheck) npm run typecheck ;;
    lint) npm run lint ;;
    unit) npm run test:unit ;;
    build) npm run build ;;
    e2e) npx playwright test -c e2e/playwright.config.ts ;;
    e2e-production) npx playwright test -c e2e/playwright.production.config.ts ;;
    e2e-dev-build) npx playwright test -c e2e/playwright.dev-build.config.ts ;;
    pg) DATABASE_URL="$DATABASE_URL_PG" REDIS_URL="$REDIS_URL_PG" npm run test:server ;;
    *) echo "unknown step $1" >&2; return 2 ;;
  esac
}

log=".tmp/ci-time-$(date +%s)"
mkdir -p "$log"
results=()
status=0
start=$(date +%s.%N)
for step in "${steps[@]}"; do
  s=$(date +%s.%N)
  load=$(cut -d' ' -f1-3 /proc/loadavg)
  if run_step "$step" >"$log/$step.log" 2>&1; then ok=ok; else ok=FAILED; status=1; fi
  secs=$(echo "$(date +%s.%N) - $s" | bc)
  line=$(printf '%-16s %8.1f s  %-6s load before %s' "$step" "$secs" "$ok" "$load")
  echo "$line"
  results+=("$line")
done
total=$(echo "$(date +%s.%N) - $start" | bc)
echo "----"
printf '%-16s %8.1f s  load now %s  (logs in %s)\n' total "$total" "$(cut -d' ' -f1-3 /proc/loadavg)" "$log"
exit $status
