#!/usr/bin/env bash
# The engine lanes (tests/engines) use Debian's Firefox ESR and WebKitGTK (WebKitWebDriver and its
# MiniBrowser, under Xvfb). Sourced with BROWSER_PACKAGES_ONLY=1, it only sets `packages`.
packages=(
  firefox-esr=/usr/bin/firefox-esr
  webkit2gtk-driver=/usr/bin/WebKitWebDriver
  webkit2gtk-driver=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
  xvfb=/usr/bin/Xvfb
)
[ -n "${BROWSER_PACKAGES_ONLY:-}" ] && return 0
exec bash "$(dirname "$0")/ensure-debian.sh" 'the engine tests' "${packages[@]}"
