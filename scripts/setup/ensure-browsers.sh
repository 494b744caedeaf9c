#!/usr/bin/env bash
# Every browser npm test drives (Chromium, and WebKit and Firefox for the engine lanes) in one apt run:
# one package-list update instead of one per script. Each list stays in its own script.
set -euo pipefail
here="$(dirname "$0")"
BROWSER_PACKAGES_ONLY=1 source "$here/ensure-chromium.sh"
chromium=("${packages[@]}")
BROWSER_PACKAGES_ONLY=1 source "$here/ensure-engines.sh"
exec bash "$here/ensure-debian.sh" 'the browser and engine tests' "${chromium[@]}" "${packages[@]}"
