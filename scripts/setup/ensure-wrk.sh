#!/usr/bin/env bash
# `npm run bench:traces` drives the trace store's intake with Debian's wrk (a C load generator, as pgbench is
# on PostgreSQL's side of the comparison). Installs the `wrk` package when missing; never a download.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian.sh" "npm run bench:traces" "wrk=/usr/bin/wrk"
