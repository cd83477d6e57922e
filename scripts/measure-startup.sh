#!/usr/bin/env bash
# Start-up time of an installed hicuda (issue 16; README, "Performance notes"): --version and the
# translation of examples/vecadd.c, with the JVM's defaults, without any class-data sharing, with
# the launcher's flags alone (HICUDA_CDS=off) and with the launcher's AppCDS archive.
#
#   scripts/measure-startup.sh PREFIX [RUNS] [OUT.md]
#
# PREFIX is where install.sh put hicuda (a path without spaces, so that the archive is written).
# Needs hyperfine.  Writes hyperfine's Markdown table to OUT.md (default /tmp/startup.md).
set -euo pipefail
prefix="${1:?usage: scripts/measure-startup.sh PREFIX [RUNS] [OUT.md]}"
runs="${2:-40}"
out="${3:-/tmp/startup.md}"
jar="$prefix/lib/hicuda.jar"
src="$prefix/share/hicuda/examples/vecadd.c"
[ -f "$prefix/lib/hicuda.jsa" ] || { echo "no $prefix/lib/hicuda.jsa: install without --no-cds" >&2; exit 2; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

flags="-XX:+UseSerialGC -XX:TieredStopAtLevel=1"
cmds=()
for args in "--version" "translate $src -o $tmp/vecadd.cu"; do
    cmds+=("java -jar $jar $args"
           "java -Xshare:off $flags -jar $jar $args"
           "env HICUDA_CDS=off $prefix/bin/hicuda $args"
           "env HICUDA_CDS=on $prefix/bin/hicuda $args")
done
hyperfine -N --warmup 5 --runs "$runs" --export-markdown "$out" "${cmds[@]}"
