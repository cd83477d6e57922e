#!/usr/bin/env bash
# bench/opt-device.sh -- runs ON the GPU machine (after bench/opt-prepare.sh here; no Java needed).
# Builds, for every benchmark with bench/.build/NAME/naive-O0.cu: cuda.cu (hand-written), naive.c at -O0
# and -O2, and hicuda.c at -O0 and -O2 (translated by opt-prepare.sh), with nvcc -O3 -arch=sm_90; runs
# each at full size (or --quick) with --reps N; checks every output against the hand CUDA version's
# (bench/common/compare.c, the bench.conf tolerance; cuda.cu itself is checked against seq.c by
# run-device.sh) and writes $OUT/opt-results.csv, $OUT/opt-env.txt, $OUT/opt-log.txt,
# $OUT/opt-resources.txt (ptxas registers/shared/spills) and a short table.
# Usage: bash bench/opt-device.sh [--quick] [--only NAME] [--reps N]
set -u
cd "$(dirname "$0")"
BENCH=${BENCH_DIR:-$PWD}   # the bench/ folder (BENCH_DIR when this script is run from a copy)
B=${B:-$BENCH/.build}   # where opt-prepare.sh put the translations (a copy of them may be carried elsewhere)
OUT=${OUT:-$B/out}
mkdir -p "$OUT"
QUICK=""; ONLY=""; REPS=5
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) QUICK=--quick ;;
    --only) ONLY=$2; shift ;;
    --reps) REPS=$2; shift ;;
    *) echo "usage: $0 [--quick] [--only NAME] [--reps N]"; exit 2 ;;
  esac; shift
done
source "$BENCH/list.sh"
START=$(date +%s)
BUDGET=${BUDGET:-230}          # seconds: stop starting new runs after this
TRUN=${TRUN:-40}
W=/tmp/optbench; rm -rf "$W"; mkdir -p "$W/bin"
LOG=$OUT/opt-log.txt; : > "$LOG"
{
  echo "date_utc: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "command: bash bench/opt-device.sh $QUICK ${ONLY:+--only $ONLY} --reps $REPS"
  echo "gpu: $(nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm --format=csv,noheader 2>&1)"
  echo "nvcc: $(nvcc --version | tail -2 | tr '\n' ' ')"
  cat "$B/opt-prepare.env" 2>/dev/null
} > "$OUT/opt-env.txt"
cat "$OUT/opt-env.txt"
NV="nvcc -O3 -arch=sm_90 -w -I$BENCH/common"
gcc -O2 -std=c99 -I"$BENCH/common" "$BENCH/common/compare.c" -o "$W/bin/compare" -lm || exit 1
names=$(bench_list)
[ -n "$ONLY" ] && names=$(echo "$names" | tr ' ' '\n' | grep -x "$ONLY")
VERSIONS="cuda naive-O0 naive-O2 hicuda-O0 hicuda-O2"
for n in $names; do
  d=$BENCH/$n; mkdir -p "$W/$n"
  ( $NV -Xptxas -v "$d/cuda.cu" -o "$W/$n/cuda" > "$W/$n/cuda.build" 2>&1 ) &
  for v in naive-O0 naive-O2 hicuda-O0 hicuda-O2; do
    [ -f "$B/$n/$v.cu" ] && ( $NV -I"$d" -I"$B/$n" -Xptxas -v "$B/$n/$v.cu" "$B/$n/$v.host.c" -o "$W/$n/$v" -lm > "$W/$n/$v.build" 2>&1 ) &
  done
  while [ "$(jobs -r | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
done
wait
: > "$OUT/opt-resources.txt"
for n in $names; do
  for v in $VERSIONS; do
    [ -f "$W/$n/$v.build" ] && { echo "== $n/$v"; grep -E 'Compiling|registers|spill|error' "$W/$n/$v.build"; } >> "$OUT/opt-resources.txt"
  done
done
echo "build done after $(( $(date +%s) - START )) s"
CSV=$OUT/opt-results.csv
echo "bench,version,status,kernel_ms,total_ms,rel_l2,max_abs,max_rel,note" > "$CSV"
getv() { awk -v k="$1" '$1==k{print $2}' "$2" | tail -1; }
for n in $names; do
  DTYPE=f32; RTOL=1e-4; ATOL=1e-6
  source "$BENCH/$n/bench.conf"
  for v in $VERSIONS; do
    if [ $(( $(date +%s) - START )) -gt $BUDGET ]; then echo "$n,$v,SKIPPED,,,,,,time budget" >> "$CSV"; continue; fi
    if [ ! -x "$W/$n/$v" ]; then
      st=$(cat "$B/$n/$v.status" 2>/dev/null | tr ',\n' ';  ' | cut -c1-200)
      echo "$n,$v,NOT_BUILT,,,,,,${st:-$(grep -m1 -i error "$W/$n/$v.build" 2>/dev/null | tr ',' ';' | cut -c1-200)}" >> "$CSV"; continue
    fi
    echo "---- $n/$v" >> "$LOG"
    rm -f "$W/$n/$v.profile.csv"   # the translations are built with --profile: kernel time from their CUDA events
    HICUDA_PROFILE_CSV="$W/$n/$v.profile.csv" timeout $TRUN "$W/$n/$v" $QUICK --reps $REPS --out "$W/$n/$v.out" > "$W/$n/$v.log" 2>&1
    rc=$?
    [ -s "$W/$n/$v.profile.csv" ] && bash "$BENCH/common/profile_kernel_ms.sh" "$W/$n/$v.profile.csv" "$REPS" >> "$W/$n/$v.log" 2>&1
    cat "$W/$n/$v.log" >> "$LOG"
    k=$(getv KERNEL_MS "$W/$n/$v.log"); t=$(getv TOTAL_MS "$W/$n/$v.log")
    if [ $rc != 0 ]; then echo "$n,$v,ERROR,$k,$t,,,,rc=$rc" >> "$CSV"; continue; fi
    if [ "$v" = cuda ]; then echo "$n,$v,REF,$k,$t,,,," >> "$CSV"; continue; fi
    if [ ! -f "$W/$n/cuda.out" ]; then echo "$n,$v,NOREF,$k,$t,,,," >> "$CSV"; continue; fi
    "$W/bin/compare" "$W/$n/cuda.out" "$W/$n/$v.out" "$DTYPE" "$RTOL" "$ATOL" > "$W/$n/$v.cmp" 2>&1
    crc=$?
    cat "$W/$n/$v.cmp" >> "$LOG"
    rl=$(awk '/^MAX_ABS/{print $6}' "$W/$n/$v.cmp"); ma=$(awk '/^MAX_ABS/{print $2}' "$W/$n/$v.cmp"); mr=$(awk '/^MAX_ABS/{print $4}' "$W/$n/$v.cmp")
    [ $crc = 0 ] && s=PASS || s=FAIL
    echo "$n,$v,$s,$k,$t,$rl,$ma,$mr," >> "$CSV"
    rm -f "$W/$n/$v.out"
  done
  rm -f "$W/$n/cuda.out"
done
echo "suite done after $(( $(date +%s) - START )) s" | tee -a "$LOG"
awk -F, 'NR>1{printf "%-10s %-10s %-9s %10s %10s %9s\n",$1,$2,substr($3,1,9),$4,$5,$6}' "$CSV"
