#!/usr/bin/env bash
# Installs the Debian packages a test lane needs when a file of theirs is missing (as root), otherwise
# stops with a one-line message saying how; never a downloaded browser or driver.
# Usage: ensure-debian.sh "<what needs them>" <package>=<file it installs> ...
set -euo pipefail
needed_by=$1
shift
missing=()
for pair in "$@"; do
  [ -e "${pair#*=}" ] || missing+=("${pair%%=*}")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "$needed_by need Debian's ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for $needed_by..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >&2
