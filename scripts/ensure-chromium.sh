#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (`npx playwright install` cannot download here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing; installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
Chromium was not found at $CHROMIUM and could not be installed automatically.
Install it (Debian/Ubuntu: sudo apt-get install -y chromium), or point CHROMIUM_PATH at a
Chromium or Chrome binary, then run npm test again.
MSG
exit 1
