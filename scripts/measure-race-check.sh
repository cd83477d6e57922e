#!/usr/bin/env bash
# Cost of the CPU emulation's race checker (issue 14): every example translated for the CPU target
# with and without --race-check, built with g++ -O2 as 'hicuda run' builds it, each run 3 times;
# prints the g++ build time and the best run time of each, the ratio of the run times and the total
# of build and run (what 'hicuda run' spends after translating) as a markdown table, for docs/cpu-target.md.
#   scripts/measure-race-check.sh [OUTDIR]        (default /tmp/hicuda-race-cost)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/hicuda-race-cost}"
mkdir -p "$out"
./hicuda --version >/dev/null
jar=target/hicuda.jar
best() { # best wall time of 3 runs, in seconds
  local b=999999 t
  for _ in 1 2 3; do
    local s=$(date +%s.%N)
    "$1" >/dev/null 2>&1 || true
    t=$(echo "$(date +%s.%N) - $s" | bc)
    b=$(echo "if ($t < $b) $t else $b" | bc)
  done
  printf '%.3f' "$b"
}
echo "| example | build plain (s) | build checked (s) | run plain (s) | run checked (s) | run ratio | build+run ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for src in examples/*.c; do
  n=$(basename "$src" .c)
  for v in plain race; do
    flag=(); [ $v = race ] && flag=(--race-check)
    java -jar "$jar" translate --target cpu "${flag[@]}" "$src" -o "$out/$n.$v.cpp" 2>/dev/null
    s=$(date +%s.%N)
    g++ -std=gnu++17 -O2 -pthread -w -I "$out" -o "$out/$n.$v" "$out/$n.$v.cpp" -lm
    printf -v "build_$v" '%.2f' "$(echo "$(date +%s.%N) - $s" | bc)"
  done
  p=$(best "$out/$n.plain")
  r=$(best "$out/$n.race")
  echo "| $n | $build_plain | $build_race | $p | $r | $(echo "scale=1; $r / $p" | bc)x | $(echo "scale=2; ($build_race + $r) / ($build_plain + $p)" | bc)x |"
done
