#!/usr/bin/env bash
# Browser tests use Debian's Chromium: its headless shell (tests/e2e/support/chromium.ts) and the
# desktop browser (Lighthouse).
exec bash "$(dirname "$0")/ensure-debian.sh" 'the browser tests' \
  chromium=/usr/bin/chromium chromium-headless-shell=/usr/bin/chromium-headless-shell
