#!/usr/bin/env bash
# Translates every example, every e2e input and every bench/*/hicuda.c for the cuda, cpu and c
# targets into OUTDIR (default /tmp/hicuda-snapshot), one file per input and target, plus the
# diagnostics each translation printed.  Used to show that a refactoring leaves the generated
# code byte-for-byte unchanged:
#   scripts/snapshot-generated.sh /tmp/before; ...change...; scripts/snapshot-generated.sh /tmp/after
#   diff -r /tmp/before /tmp/after
set -u
cd "$(dirname "$0")/.."
out="${1:-/tmp/hicuda-snapshot}"
rm -rf "$out" && mkdir -p "$out"
./hicuda --version >/dev/null   # builds the jar once
jar=target/hicuda.jar
inputs=(examples/*.c src/test/resources/e2e/*.c bench/*/hicuda.c)
for src in "${inputs[@]}"; do
  name=$(echo "$src" | sed 's#/#__#g; s#\.c$##')
  inc=()
  case "$src" in bench/*) inc=(-I bench/common);; esac
  for t in cuda cpu c; do
    java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar "$jar" translate "$src" --target "$t" "${inc[@]}" \
      -o "$out/$name.$t.main" >"$out/$name.$t.log" 2>&1
    echo "exit $?" >>"$out/$name.$t.log"
  done
done
echo "$(ls "$out" | wc -l) files in $out"
