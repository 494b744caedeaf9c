#!/usr/bin/env bash
# The engine lanes (tests/engines) use Debian's Firefox ESR and WebKitGTK (WebKitWebDriver and its
# MiniBrowser, under Xvfb); never a downloaded browser or driver.
set -euo pipefail
MINIBROWSER=/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
{ command -v WebKitWebDriver >/dev/null && [ -x "$MINIBROWSER" ]; } || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "The engine tests need Debian's ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the engine tests..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >&2
