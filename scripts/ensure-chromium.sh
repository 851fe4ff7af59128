#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests, then prints the path of its
# binary as the last line of stdout (everything else goes to stderr):
#
#   CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh | tail -1) npx playwright test
#
# Idempotent: with CHROMIUM_PATH set, checks that binary; otherwise uses /usr/bin/chromium and
# installs Debian's `chromium` (apt-get, needs root or sudo) only when it is missing. Never a
# Playwright-downloaded browser: the machines have no network besides npm and Debian's packages.
set -euo pipefail

DEFAULT_PATH=/usr/bin/chromium

log() { echo "ensure-chromium: $*" >&2; }
die() { log "$*"; exit 1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    die "need root to run: $*"
  fi
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || die "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file"
  echo "$CHROMIUM_PATH"
  exit 0
fi

if [ ! -x "$DEFAULT_PATH" ]; then
  log "installing chromium (apt-get)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >&2
fi
[ -x "$DEFAULT_PATH" ] || die "no $DEFAULT_PATH after installing Debian's chromium"

VERSION="$("$DEFAULT_PATH" --version 2>/dev/null | head -1)" || die "$DEFAULT_PATH --version failed"
log "ready: $VERSION"
echo "$DEFAULT_PATH"
