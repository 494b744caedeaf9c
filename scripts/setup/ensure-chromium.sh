#!/usr/bin/env bash
# Browser tests use Debian's Chromium: its headless shell (tests/e2e/support/chromium.ts) and the
# desktop browser (Lighthouse). Sourced with BROWSER_PACKAGES_ONLY=1, it only sets `packages`.
packages=(chromium=/usr/bin/chromium chromium-headless-shell=/usr/bin/chromium-headless-shell)
[ -n "${BROWSER_PACKAGES_ONLY:-}" ] && return 0
exec bash "$(dirname "$0")/ensure-debian.sh" 'the browser tests' "${packages[@]}"
