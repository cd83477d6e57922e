#!/usr/bin/env bash
# bench/run-device.sh -- runs ON the GPU machine (after bench/prepare.sh here).
# Builds cuda.cu / cublas.cu / the translated hicuda.cu with its host program hicuda.host.c
# (nvcc -O3 -arch=sm_90; nvcc compiles the .c file as C with gcc) and
# seq.c (gcc -O2 -fopenmp: the reference, on all cores), runs every version,
# compares its output with seq's, times it, measures the copy bandwidth, writes
# $OUT/results.csv, $OUT/env.txt, $OUT/log.txt, $OUT/resources.txt and prints a
# short table last.
# Usage: bash bench/run-device.sh [--quick] [--only NAME] [--reps N]
set -u
cd "$(dirname "$0")"
BENCH=$PWD
B=$BENCH/.build
OUT=${OUT:-$B/out}
mkdir -p "$OUT"
QUICK=""; ONLY=""; REPS=10
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
BUDGET=${BUDGET:-530}          # seconds: stop starting new runs after this
if [ -n "$QUICK" ]; then TSEQ=60; TRUN=30; else TSEQ=120; TRUN=90; fi
W=/tmp/benchrun; rm -rf "$W"; mkdir -p "$W/bin"
LOG=$OUT/log.txt; : > "$LOG"
log() { echo "$*" >> "$LOG"; }

# ---------------------------------------------------------------- environment
{
  echo "date_utc: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "command: bash bench/run-device.sh $QUICK ${ONLY:+--only $ONLY} --reps $REPS"
  echo "gpu: $(nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader 2>&1)"
  echo "nvcc: $(nvcc --version | tail -2 | tr '\n' ' ')"
  echo "gcc: $(gcc --version | head -1)"
  echo "cpu: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
  cat "$B/prepare.env" 2>/dev/null || echo "repo commit: unknown (bench/prepare.sh not run)"
} > "$OUT/env.txt"
cat "$OUT/env.txt"

NV="nvcc -O3 -arch=sm_90 -I$BENCH/common"
GC="gcc -O2 -std=c99 -Wall -Wno-unknown-pragmas -D_POSIX_C_SOURCE=200809L -fopenmp -I$BENCH/common"
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)}

# cuBLAS: with the toolkit, or from the nvidia-cublas Python wheel
CUBLAS_FLAGS=""; CUBLAS_LIBS="-lcublas"
NVCC_DIR=$(dirname "$(readlink -f "$(command -v nvcc)")")
if [ ! -f "$NVCC_DIR/../include/cublas_v2.h" ] && [ ! -f /usr/local/cuda/include/cublas_v2.h ]; then
  CB=$(python3 -c 'import nvidia.cublas as m; print(list(m.__path__)[0])' 2>/dev/null)
  if [ -n "$CB" ] && [ -f "$CB/include/cublas_v2.h" ]; then
    LIBF=$(ls "$CB"/lib/libcublas.so* 2>/dev/null | head -1)
    LIBLT=$(ls "$CB"/lib/libcublasLt.so* 2>/dev/null | head -1)
    CUBLAS_FLAGS="-I$CB/include"
    CUBLAS_LIBS="$LIBF $LIBLT -Xlinker -rpath=$CB/lib"
  fi
fi
echo "cublas: flags=[$CUBLAS_FLAGS] libs=[$CUBLAS_LIBS]" >> "$OUT/env.txt"

# ---------------------------------------------------------------- build (parallel)
$GC "$BENCH/common/compare.c" -o "$W/bin/compare" -lm || { echo "cannot build compare"; exit 1; }
$NV "$BENCH/common/bw.cu" -o "$W/bin/bw" &
names=$(bench_list)
[ -n "$ONLY" ] && names=$(echo "$names" | tr ' ' '\n' | grep -x "$ONLY")
for n in $names; do
  d=$BENCH/$n; mkdir -p "$W/$n"
  ( $GC "$d/seq.c" -o "$W/$n/seq" -lm > "$W/$n/seq.build" 2>&1 ) &
  ( $NV -Xptxas -v "$d/cuda.cu" -o "$W/$n/cuda" > "$W/$n/cuda.build" 2>&1 ) &
  [ -f "$d/cublas.cu" ] && ( $NV -Xptxas -v $CUBLAS_FLAGS "$d/cublas.cu" -o "$W/$n/cublas" $CUBLAS_LIBS > "$W/$n/cublas.build" 2>&1 ) &
  [ -f "$B/$n/hicuda.cu" ] && ( $NV -I"$BENCH/$n" -Xptxas -v "$B/$n/hicuda.cu" "$B/$n/hicuda.host.c" -o "$W/$n/hicuda" > "$W/$n/hicuda.build" 2>&1 ) &
  # A/B variants prepare.sh made (hicuda-noPASS: the translation without a code-generation pass)
  for cu in "$B/$n"/hicuda-no*.cu; do
    [ -f "$cu" ] || continue
    v=$(basename "$cu" .cu)
    ( $NV -I"$BENCH/$n" -Xptxas -v "$cu" "${cu%.cu}.host.c" -o "$W/$n/$v" > "$W/$n/$v.build" 2>&1 ) &
  done
  while [ "$(jobs -r | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
done
wait
: > "$OUT/resources.txt"
for n in $names; do
  for v in cuda cublas hicuda $(cd "$W/$n" && ls hicuda-no*.build 2>/dev/null | sed 's/\.build$//'); do
    [ -f "$W/$n/$v.build" ] && { echo "== $n/$v"; grep -E 'Compiling|registers|spill|error|warning' "$W/$n/$v.build"; } >> "$OUT/resources.txt"
  done
done
echo "build done after $(( $(date +%s) - START )) s"

# ---------------------------------------------------------------- copy bandwidth
COPY_GBS=""
if [ -x "$W/bin/bw" ]; then
  timeout 60 "$W/bin/bw" $QUICK > "$W/bw.txt" 2>&1
  cat "$W/bw.txt" >> "$LOG"; cat "$W/bw.txt"
  COPY_GBS=$(awk '/^COPY_GBS/{print $2}' "$W/bw.txt")
fi

# ---------------------------------------------------------------- run
CSV=$OUT/results.csv
echo "bench,version,status,kernel_ms,total_ms,rel_l2,max_abs,max_rel,flops,bytes,copy_gbs,note" > "$CSV"
clean() { tr ',\n"' ';  ' | cut -c1-400; }
getv() { awk -v k="$1" '$1==k{print $2}' "$2" | tail -1; }

row() { # bench version status kernel total rel maxabs maxrel note
  echo "$1,$2,$3,$4,$5,$6,$7,$8,${FLOPS:-},${BYTES:-},${COPY_GBS:-},$(echo "${9:-}" | clean)" >> "$CSV"
}

runver() { # name version exe [env...]
  local n=$1 v=$2 exe=$3; shift 3
  local o=$W/$n/$v.out t=$TRUN
  local el=$(( $(date +%s) - START ))
  if [ $el -gt $BUDGET ]; then row "$n" "$v" "SKIPPED" "" "" "" "" "" "suite time budget exhausted"; return; fi
  log "---- $n/$v"
  # translated programs are built with --profile: their kernel time is the sum of their launches' CUDA events
  local prof=$W/$n/$v.profile.csv; rm -f "$prof"
  env HICUDA_PROFILE_CSV="$prof" "$@" timeout $t "$exe" $QUICK --reps $REPS --out "$o" > "$W/$n/$v.log" 2>&1
  local rc=$?
  [ -s "$prof" ] && bash "$BENCH/common/profile_kernel_ms.sh" "$prof" "$REPS" >> "$W/$n/$v.log" 2>&1
  cat "$W/$n/$v.log" >> "$LOG"
  local k=$(getv KERNEL_MS "$W/$n/$v.log") tt=$(getv TOTAL_MS "$W/$n/$v.log")
  if [ "${v%%-*}" = hicuda ] && [ ! -s "$prof" ] && [ $rc = 0 ]; then
    rc=1; echo "no profile: hicuda.cu was not translated with --profile (bench/prepare.sh)" >> "$W/$n/$v.log"
  fi
  if [ $rc = 124 ]; then row "$n" "$v" "TIMEOUT" "" "" "" "" "" "over ${t}s"; rm -f "$o"; return; fi
  if [ $rc != 0 ]; then row "$n" "$v" "ERROR" "$k" "$tt" "" "" "" "rc=$rc: $(grep -v '^#' "$W/$n/$v.log" | tail -2)"; rm -f "$o"; return; fi
  if [ ! -f "$W/$n/ref.out" ]; then row "$n" "$v" "NOREF" "$k" "$tt" "" "" "" "seq reference missing"; rm -f "$o"; return; fi
  "$W/bin/compare" "$W/$n/ref.out" "$o" "$DTYPE" "$RTOL" "$ATOL" > "$W/$n/$v.cmp" 2>&1
  local crc=$?
  cat "$W/$n/$v.cmp" >> "$LOG"
  local rl=$(awk '/^MAX_ABS/{print $6}' "$W/$n/$v.cmp") ma=$(awk '/^MAX_ABS/{print $2}' "$W/$n/$v.cmp") mr=$(awk '/^MAX_ABS/{print $4}' "$W/$n/$v.cmp")
  if [ $crc = 0 ]; then row "$n" "$v" "PASS" "$k" "$tt" "$rl" "$ma" "$mr" ""
  else row "$n" "$v" "FAIL" "$k" "$tt" "$rl" "$ma" "$mr" "$(tail -1 "$W/$n/$v.cmp")"; fi
  rm -f "$o"
}

for n in $names; do
  d=$BENCH/$n
  DTYPE=f32; RTOL=1e-4; ATOL=1e-6
  source "$d/bench.conf"
  FLOPS=""; BYTES=""
  echo "== $n ($(( $(date +%s) - START )) s)"
  log "==== $n"
  # reference
  if [ ! -x "$W/$n/seq" ]; then
    row "$n" seq BUILD_FAILED "" "" "" "" "" "$(grep -m1 error "$W/$n/seq.build")"
  else
    log "---- $n/seq (OMP_NUM_THREADS=$OMP_NUM_THREADS)"
    timeout $TSEQ "$W/$n/seq" $QUICK --reps 1 --out "$W/$n/ref.out" > "$W/$n/seq.log" 2>&1
    rc=$?
    cat "$W/$n/seq.log" >> "$LOG"
    FLOPS=$(getv FLOPS "$W/$n/seq.log"); BYTES=$(getv BYTES "$W/$n/seq.log")
    if [ $rc = 0 ]; then row "$n" seq REF "$(getv KERNEL_MS "$W/$n/seq.log")" "$(getv TOTAL_MS "$W/$n/seq.log")" "" "" "" "gcc -O2 -fopenmp; $OMP_NUM_THREADS threads"
    else row "$n" seq "ERROR" "" "" "" "" "" "rc=$rc $(tail -1 "$W/$n/seq.log")"; rm -f "$W/$n/ref.out"; fi
  fi
  for v in cuda cublas hicuda $(cd "$B/$n" 2>/dev/null && ls hicuda-no*.cu 2>/dev/null | sed 's/\.cu$//') openacc; do
    case $v in
      cublas) [ -f "$d/cublas.cu" ] || continue ;;
      hicuda)
        if [ ! -f "$B/$n/hicuda.cu" ]; then
          st=$(cat "$B/$n/hicuda.status" 2>/dev/null || echo "not prepared: run bench/prepare.sh")
          row "$n" hicuda "NOT_TRANSLATED" "" "" "" "" "" "$st"; continue
        fi ;;
      openacc)
        if [ ! -x "$B/$n/openacc" ]; then row "$n" openacc BUILD_FAILED "" "" "" "" "" "not built by prepare.sh"; continue; fi
        runver "$n" openacc "$B/$n/openacc" LD_LIBRARY_PATH="$B/lib:${LD_LIBRARY_PATH:-}"
        continue ;;
    esac
    if [ ! -x "$W/$n/$v" ]; then row "$n" "$v" BUILD_FAILED "" "" "" "" "" "$(grep -m1 error "$W/$n/$v.build")"; continue; fi
    runver "$n" "$v" "$W/$n/$v"
  done
  rm -f "$W/$n/ref.out"
done
echo "suite done after $(( $(date +%s) - START )) s" | tee -a "$LOG"

# ---------------------------------------------------------------- short table
echo
awk -F, 'NR>1{printf "%-10s %-8s %-14s %10s %10s %9s\n",$1,$2,substr($3,1,14),$4,$5,$6}' "$CSV" | \
  (echo "bench      version  status          kernel_ms   total_ms    rel_l2"; cat)
