#!/usr/bin/env bash
# A new operator's first hour, as the README gives it, on a fresh clone of this repository:
# install, start, stop, start again (no rebuild, health in a few seconds), add a staff account
# from the root with the server stopped and sign in with it, the same command refused while the
# server runs, then backup and restore from the root. Prints each step's time; exits non-zero at
# the first step that does not do what the README says.
#
#   bash scripts/first-hour.sh [REPO]      (default: this repository; PORT, default 3990)
#
# Not part of CI (an install and a first build take minutes); scripts/root-scripts.test.ts
# runs the scripts' half of it in CI.
set -euo pipefail
repo="$(cd "${1:-$(dirname "$0")/..}" && pwd)"
port="${PORT:-3990}"
work="$(mktemp -d /tmp/first-hour-XXXXXX)"
log="$work/log"
server_pid=""

step() { printf '\n== %s\n' "$*"; }
fail() { echo "FAIL: $*" >&2; [ -f "$log" ] && tail -20 "$log" >&2; exit 1; }
now() { date +%s.%N; }
since() { echo "$(now) - $1" | bc | xargs printf '%.1f'; }
cleanup() { stop_server; rm -rf "$work"; }
trap cleanup EXIT

start_server() {
  # setsid: npm and the server in a process group of their own (its id is npm's), stopped
  # together as Ctrl-C would stop them.
  PORT="$port" setsid npm start >"$log" 2>&1 &
  server_pid=$!
  local t0; t0=$(now)
  for _ in $(seq 1 2400); do
    if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; then
      echo "health answered $(since "$t0") s after npm start"
      return 0
    fi
    kill -0 "$server_pid" 2>/dev/null || fail "npm start exited"
    sleep 0.25
  done
  fail "no health answer within 10 minutes"
}
stop_server() {
  [ -n "$server_pid" ] || return 0
  kill -TERM -- "-$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
}
sign_in() {
  curl -s -X POST "http://127.0.0.1:$port/api/admin/login" -H 'content-type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"$2\"}"
}

step "fresh clone of $repo"
git clone -q "$repo" "$work/clone"
cd "$work/clone"

step "npm install"
t0=$(now)
npm install --no-audit --no-fund >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "npm install"; }
echo "installed in $(since "$t0") s"
if grep -q EBADENGINE "$work/install.log"; then grep -A3 EBADENGINE "$work/install.log"; fail "npm install printed engine warnings"; fi
echo "no engine warning (node $(node --version))"

step "npm start (first: builds, creates ./data, loads the demo content)"
start_server
[ -d data/pglite ] || fail "the database is not under ./data of the repository"
[ ! -e apps/server/data ] || fail "a second data folder appeared under apps/server"
grep -q "demo owner owner@demo.example.org, one-time password" "$log" || fail "no demo owner printed"
demo_password=$(sed -n 's/.*demo owner owner@demo.example.org, one-time password \([^ ]*\) .*/\1/p' "$log")
sign_in owner@demo.example.org "$demo_password" | grep -q '"step":"password_change"' || fail "the demo owner cannot sign in"
echo "demo owner printed, signs in (asked for a new password)"
stop_server

step "npm start again (nothing changed: no build)"
start_server
grep -q "web app: up to date" "$log" || fail "the web app was built again"
grep -q "server: up to date" "$log" || fail "the server was bundled again"
grep -q "Back office:" "$log" && fail "the demo owner was printed again"

step "npm run staff while the server runs: refused"
if npm run --silent staff -- create --email second@foundation.test --name "Second" --role owner >"$work/staff.log" 2>&1; then
  cat "$work/staff.log"; fail "npm run staff ran beside the server"
fi
grep "has the PGlite data folder" "$work/staff.log"
stop_server

step "npm run staff with the server stopped, then sign in"
npm run --silent staff -- create --email you@example.org --name "Your Name" --role owner --password first-hour-password | tee "$work/staff.log"
grep -q "Created owner you@example.org" "$work/staff.log" || fail "npm run staff"
start_server
answer=$(sign_in you@example.org first-hour-password)
echo "$answer" | cut -c1-100
echo "$answer" | grep -q '"success":1' || fail "the new owner cannot sign in"
stop_server

step "npm run backup and npm run restore from the root"
npm run --silent backup -- "$work/backup" || fail "npm run backup"
npm run --silent restore -- "$work/backup" || fail "npm run restore"
start_server
sign_in you@example.org first-hour-password | grep -q '"success":1' || fail "the restored database lost the owner"
echo "restored; the owner still signs in"
stop_server

echo
echo "first hour: PASS"
