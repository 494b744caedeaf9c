#!/usr/bin/env bash
# Every browser npm test drives (Chromium, and WebKit and Firefox for the engine lanes), and the
# PostgreSQL server of the trace store's server tests, in one apt run: one package-list update instead
# of one per script. Each list stays in its own script.
set -euo pipefail
here="$(dirname "$0")"
BROWSER_PACKAGES_ONLY=1 source "$here/ensure-chromium.sh"
chromium=("${packages[@]}")
BROWSER_PACKAGES_ONLY=1 source "$here/ensure-engines.sh"
engines=("${packages[@]}")
BROWSER_PACKAGES_ONLY=1 source "$here/ensure-postgres.sh"
exec bash "$here/ensure-debian.sh" 'the browser, engine and trace store tests' "${chromium[@]}" "${engines[@]}" "${packages[@]}"
