#!/usr/bin/env bash
# bench/mint-device.sh -- runs ON the GPU machine (nvcc, gcc, no Java), after bench/mint-prepare.sh here.
#  1. the Mint end-to-end programs: each pre-translated .cu (optimized, and unoptimized .noopt.cu)
#     built with nvcc -O3 -arch=sm_90 and run; its output compared with the sequential program's
#     (gcc) number by number, relative tolerance 1e-4 (as EndToEndTest does on the CPU target);
#  2. the bench Mint versions: seq.c (gcc -O2 -fopenmp, the reference), cuda.cu (hand CUDA),
#     mint.cu (unoptimized) and mint-opt.cu (stencil tiling) built and run, outputs compared with
#     seq's (bench/common/compare.c, the tolerances of bench.conf), median kernel and total times;
#     $OUT/mint-results.csv in the layout of run-device.sh's results.csv (versions cuda, mint,
#     mint-opt), $OUT/mint-log.txt, $OUT/mint-resources.txt (ptxas registers/shared/spills), and a
#     table with mint-opt / cuda speed and mint-opt / mint speed, geometric means over the five, and the same means
#     for the choice of the stencil tiling's cost model (mint-opt where it tiles the nest, mint where it does not).
# Usage: bash bench/mint-device.sh [--quick] [--reps N] [--only NAME] [--no-e2e]
set -u
cd "$(dirname "$0")"
BENCH=$PWD
B=$BENCH/.build
OUT=${OUT:-$B/out}
mkdir -p "$OUT"
QUICK=""; REPS=10; ONLY=""; E2E=1
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) QUICK=--quick ;;
    --reps) REPS=$2; shift ;;
    --only) ONLY=$2; shift ;;
    --no-e2e) E2E=0 ;;
    *) echo "usage: $0 [--quick] [--reps N] [--only NAME] [--no-e2e]"; exit 2 ;;
  esac; shift
done
W=/tmp/mintrun; rm -rf "$W"; mkdir -p "$W"
LOG=$OUT/mint-log.txt; : > "$LOG"
NV="nvcc -O3 -arch=sm_90 -I$BENCH/common"
GC="gcc -O2 -std=c99 -Wall -Wno-unknown-pragmas -D_POSIX_C_SOURCE=200809L -fopenmp -I$BENCH/common"
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)}
{
  echo "date_utc: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "gpu: $(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>&1)"
  echo "nvcc: $(nvcc --version | tail -1)"
  cat "$B/mint-prepare.env" 2>/dev/null
} | tee "$OUT/mint-env.txt"

# ------------------------------------------------------------ 1. end-to-end programs
# same_numbers A B: the two outputs have the same words, numbers equal within 1e-4 relative
same_numbers() {
  awk 'function isnum(s) { return s ~ /^[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$/ }
       NR == FNR { for (i = 1; i <= NF; i++) a[++na] = $i; next }
       { for (i = 1; i <= NF; i++) b[++nb] = $i }
       END { if (na != nb) { print "different number of words: " na " and " nb; exit 1 }
             for (i = 1; i <= na; i++) {
               if (isnum(a[i]) && isnum(b[i])) { x = a[i] + 0; y = b[i] + 0; d = x - y; if (d < 0) d = -d
                 m = (x < 0 ? -x : x); if ((y < 0 ? -y : y) > m) m = (y < 0 ? -y : y)
                 if (d > 1e-4 * m && d > 1e-12) { print "word " i ": " a[i] " vs " b[i]; exit 1 } }
               else if (a[i] != b[i]) { print "word " i ": " a[i] " vs " b[i]; exit 1 } } }' "$1" "$2"
}
fails=0
if [ $E2E = 1 ] && [ -d "$B/mint-e2e" ] && [ -z "$ONLY" ]; then
  echo "== end-to-end Mint programs"
  for c in "$B"/mint-e2e/*.c; do
    case $c in *.host.c) continue ;; esac   # the translations' host programs lie beside the sources
    n=$(basename "$c" .c)
    gcc -std=c99 -w -O1 "$c" -o "$W/$n.seq" -lm && "$W/$n.seq" > "$W/$n.ref" 2>&1
    for v in "" .noopt; do
      cu=$B/mint-e2e/$n$v.cu
      [ -f "$cu" ] || { echo "  $n$v: MISSING (translation failed in mint-prepare.sh)"; fails=$((fails+1)); continue; }
      if ! $NV "$cu" "${cu%.cu}.host.c" -o "$W/$n$v.gpu" > "$W/$n$v.build" 2>&1; then
        echo "  $n$v: BUILD FAILED ($(grep -m1 -i error "$W/$n$v.build"))"; fails=$((fails+1)); continue
      fi
      timeout 120 "$W/$n$v.gpu" > "$W/$n$v.out" 2>&1; rc=$?
      { echo "---- $n$v (rc $rc)"; cat "$W/$n$v.out"; } >> "$LOG"
      if [ $rc = 0 ] && why=$(same_numbers "$W/$n.ref" "$W/$n$v.out"); then echo "  $n$v: PASS"
      else echo "  $n$v: FAIL (rc $rc; ${why:-})"; fails=$((fails+1)); fi
    done
  done
fi

# ------------------------------------------------------------ 2. benchmarks
CSV=$OUT/mint-results.csv
echo "bench,version,status,kernel_ms,total_ms,rel_l2,max_abs,max_rel,flops,bytes,copy_gbs,note" > "$CSV"
: > "$OUT/mint-resources.txt"
$GC "$BENCH/common/compare.c" -o "$W/compare" -lm || exit 1
getv() { awk -v k="$1" '$1==k{print $2}' "$2" | tail -1; }
names="heat7 poisson7 varcoef7 poisson19 jacobi2d"
[ -n "$ONLY" ] && names=$ONLY
for n in $names; do
  d=$BENCH/$n; mkdir -p "$W/$n"
  ( $GC "$d/seq.c" -o "$W/$n/seq" -lm > "$W/$n/seq.build" 2>&1 ) &
  ( $NV -Xptxas -v "$d/cuda.cu" -o "$W/$n/cuda" > "$W/$n/cuda.build" 2>&1 ) &
  for v in mint mint-opt; do
    [ -f "$B/$n/$v.cu" ] && ( $NV -I"$d" -Xptxas -v "$B/$n/$v.cu" "$B/$n/$v.host.c" -o "$W/$n/$v" > "$W/$n/$v.build" 2>&1 ) &
  done
  wait
  for v in cuda mint mint-opt; do
    [ -f "$W/$n/$v.build" ] && { echo "== $n/$v"; grep -E 'registers|spill|error' "$W/$n/$v.build"; } >> "$OUT/mint-resources.txt"
  done
  DTYPE=f32; RTOL=1e-4; ATOL=1e-6
  source "$d/bench.conf"
  echo "== $n"
  timeout 300 "$W/$n/seq" $QUICK --reps 1 --out "$W/$n/ref.out" > "$W/$n/seq.log" 2>&1
  FLOPS=$(getv FLOPS "$W/$n/seq.log"); BYTES=$(getv BYTES "$W/$n/seq.log")
  for v in cuda mint mint-opt; do
    if [ ! -x "$W/$n/$v" ]; then
      echo "$n,$v,BUILD_FAILED,,,,,,$FLOPS,$BYTES,,$(grep -m1 -i error "$W/$n/$v.build" 2>/dev/null | tr ',' ';')" >> "$CSV"
      echo "  $v: BUILD_FAILED"; fails=$((fails+1)); continue
    fi
    rm -f "$W/$n/$v.profile.csv"   # the translations are built with --profile: kernel time from their CUDA events
    HICUDA_PROFILE_CSV="$W/$n/$v.profile.csv" timeout 120 "$W/$n/$v" $QUICK --reps "$REPS" --out "$W/$n/$v.out" > "$W/$n/$v.log" 2>&1; rc=$?
    [ -s "$W/$n/$v.profile.csv" ] && bash "$BENCH/common/profile_kernel_ms.sh" "$W/$n/$v.profile.csv" "$REPS" >> "$W/$n/$v.log" 2>&1
    { echo "---- $n/$v (rc $rc)"; cat "$W/$n/$v.log"; } >> "$LOG"
    k=$(getv KERNEL_MS "$W/$n/$v.log"); t=$(getv TOTAL_MS "$W/$n/$v.log")
    if [ $rc != 0 ]; then
      echo "$n,$v,ERROR,$k,$t,,,,$FLOPS,$BYTES,,rc=$rc" >> "$CSV"; echo "  $v: ERROR rc=$rc"; fails=$((fails+1)); continue
    fi
    "$W/compare" "$W/$n/ref.out" "$W/$n/$v.out" "$DTYPE" "$RTOL" "$ATOL" > "$W/$n/$v.cmp" 2>&1; crc=$?
    cat "$W/$n/$v.cmp" >> "$LOG"
    rl=$(awk '/^MAX_ABS/{print $6}' "$W/$n/$v.cmp"); ma=$(awk '/^MAX_ABS/{print $2}' "$W/$n/$v.cmp"); mr=$(awk '/^MAX_ABS/{print $4}' "$W/$n/$v.cmp")
    st=PASS; [ $crc = 0 ] || { st=FAIL; fails=$((fails+1)); }
    echo "$n,$v,$st,$k,$t,$rl,$ma,$mr,$FLOPS,$BYTES,," >> "$CSV"
    echo "  $v: $st kernel $k ms, total $t ms"
    rm -f "$W/$n/$v.out"
  done
  rm -f "$W/$n/ref.out"
done

# ------------------------------------------------------------ summary
echo
# the nests the stencil tiling's cost model leaves untiled (mint-prepare.sh's mint-opt.costmodel): the default, were the
# tiling on, runs their unoptimized translation
untiled=""
for n in $names; do [ "$(cat "$B/$n/mint-opt.costmodel" 2>/dev/null)" = untiled ] && untiled="$untiled $n"; done
awk -F, -v untiled="$untiled" 'NR > 1 && $3 == "PASS" { k[$1 "," $2] = $4; seen[$1] = 1 }
  END { printf "%-10s %10s %10s %10s %14s %14s\n", "bench", "cuda ms", "mint ms", "mint-opt ms", "mint-opt/cuda", "opt/unopt"
        g1 = 0; g2 = 0; g3 = 0; g4 = 0; c = 0; split(untiled, u, " "); for (i in u) left[u[i]] = 1
        for (b in seen) { cu = k[b ",cuda"]; m = k[b ",mint"]; o = k[b ",mint-opt"]
          if (cu == "" || m == "" || o == "") { printf "%-10s incomplete\n", b; continue }
          r1 = cu / o; r2 = m / o; g1 += log(r1); g2 += log(r2); c++
          d = (b in left) ? m : o; g3 += log(cu / d); g4 += log(m / d)
          printf "%-10s %10.3f %10.3f %10.3f %13.3fx %13.3fx%s\n", b, cu, m, o, r1, r2, (b in left) ? "  (cost model: left untiled)" : "" }
        if (c) printf "geometric mean over %d: mint-opt speed = %.3f x hand CUDA, %.3f x the unoptimized translation\n", c, exp(g1 / c), exp(g2 / c)
        if (c) printf "with the cost model (the tiling on by default would leave%s untiled): %.3f x hand CUDA, %.3f x the unoptimized translation\n", (untiled == "" ? " nothing" : untiled), exp(g3 / c), exp(g4 / c) }' "$CSV" | tee "$OUT/mint-summary.txt"
echo "failures: $fails"
exit $(( fails > 0 ))
