#!/usr/bin/env bash
# Runs the production commands for real, on a fresh clone of this repository, and checks that the site,
# its forms and its chat answer (run by .ci/run; ~2 minutes):
#   1. the production sequence of docs/deploying.md: npm install && npm run build && npm prune --omit=dev &&
#      node dist/node/server.mjs
#   2. the Dockerfile's runtime stage without Docker: a folder with package.json, package-lock.json and the
#      built dist/, `npm install --omit=dev`, then its CMD `node dist/node/server.mjs`.
# Loopback only; bounded waits.
set -Eeuo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
trap 'echo "production check failed at line $LINENO"; tail -n 20 "$work"/*.log 2>/dev/null || true' ERR

# better-sqlite3 has no prebuilt binary it can download here, so each install compiles SQLite (1.5 min of
# CPU). The checkout's own install has compiled it already: both installs below take that binary through
# prebuild-install's local prebuilds folder, as they would take a downloaded one, and compile nothing.
sqlite_pkg="$repo/node_modules/better-sqlite3"
if [ -f "$sqlite_pkg/build/Release/better_sqlite3.node" ]; then
  # The name prebuild-install looks for: {name}-v{version}-{runtime}-v{abi}-{platform}-{arch}.tar.gz
  prebuild="$(node -p "['better-sqlite3-v' + require('$sqlite_pkg/package.json').version, 'node-v' + process.versions.modules, process.platform, process.arch].join('-') + '.tar.gz'")"
  mkdir -p "$work/prebuilds"
  tar -czf "$work/prebuilds/$prebuild" -C "$sqlite_pkg" build/Release/better_sqlite3.node
  export npm_config_better_sqlite3_local_prebuilds="$work/prebuilds"
fi

# Two loopback ports nothing listens on, as the system hands them out (another suite may run beside).
free_port() { node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"; }
port="$(free_port)"
port2="$(free_port)"
while [ "$port2" = "$port" ]; do port2="$(free_port)"; done
site_url="http://127.0.0.1:$port"

check() { # $1: port; the site, the health check, a form and the chat
  local base="http://127.0.0.1:$1" body
  for _ in $(seq 1 100); do curl -sf "$base/healthz" >/dev/null && break; sleep 0.1; done
  body="$(curl -sf "$base/healthz")" && [[ $body == *'"ok":true'* ]]
  body="$(curl -sf "$base/en/contact")" && [[ $body == *'<html lang="en"'* ]]
  body="$(curl -sf -X POST "$base/f/contact" -H 'Content-Type: application/json' \
    -d '{"name":"Prod Check","email":"prod@example.com","subject":"General Inquiry","message":"Production check."}')"
  [[ $body == *'"ok":true'* ]]
  body="$(curl -sf -X POST "$base/functions/v1/chat-with-ai" -H 'Content-Type: application/json' \
    -d '{"message":"Where are your offices?","language":"en"}')"
  [[ $body == *'"response"'* ]]
  echo "  $base: site, /healthz, contact form and chat answer"
}

stop() { # $1: pid; a graceful stop must end with 0
  kill -TERM "$1"
  wait "$1"
}

echo "1. fresh clone: npm install && npm run build && npm prune --omit=dev && node dist/node/server.mjs"
git clone -q "$repo" "$work/site"
cd "$work/site"
npm install --no-audit --no-fund --loglevel=error
SITE_URL="$site_url" npm run build >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
npm prune --omit=dev --no-audit --no-fund --loglevel=error
if [ -d node_modules/vite ] || [ -d node_modules/tsx ]; then echo "dev dependencies left after prune"; exit 1; fi
PORT=$port DATA_DIR="$work/data1" node dist/node/server.mjs >"$work/serve1.log" 2>&1 &
pids+=($!)
check "$port"
stop "${pids[-1]}"
grep -q '"event":"stopped"' "$work/serve1.log"

echo "2. the Dockerfile's runtime stage: npm install --omit=dev next to the built dist/, then its CMD"
mkdir -p "$work/runtime/dist"
cp package.json package-lock.json "$work/runtime/"
cp -r dist/client dist/node dist/inline-styles.json "$work/runtime/dist/"
cd "$work/runtime"
npm install --omit=dev --no-audit --no-fund --loglevel=error
HOST=127.0.0.1 PORT=$port2 DATA_DIR="$work/data2" node dist/node/server.mjs >"$work/serve2.log" 2>&1 &
pids+=($!)
check "$port2"
stop "${pids[-1]}"
echo "production check passed"
