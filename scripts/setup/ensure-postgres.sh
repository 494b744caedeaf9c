#!/usr/bin/env bash
# The trace store's server tests (tests/unit/traceStore/postgres.server.test.ts) and its bench run Debian's
# PostgreSQL server: its initdb and pg_ctl under /usr/lib/postgresql/<version>/bin. Installs the
# `postgresql` package when no version has them, as ensure-chromium.sh does the browser; never a download.
# Sourced with BROWSER_PACKAGES_ONLY=1 (ensure-browsers.sh: npm test's one apt run), it only sets `packages`.
initdb=""
for bin in /usr/lib/postgresql/*/bin; do
  [ -x "$bin/initdb" ] && [ -x "$bin/pg_ctl" ] && initdb="$bin/initdb"
done
# Any path that does not exist makes ensure-debian.sh install the package.
packages=("postgresql=${initdb:-/usr/lib/postgresql/none/bin/initdb}")
[ -n "${BROWSER_PACKAGES_ONLY:-}" ] && return 0
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian.sh" "the trace store's server tests" "${packages[@]}"
