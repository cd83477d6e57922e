#!/usr/bin/env bash
# bench/opencl-device.sh -- runs ON the GPU machine (gcc, nvcc, no Java), from the folder that
# bench/opencl-prepare.sh fills here (bench/.build/opencl/, where prepare copies this script):
#   bash bench/.build/opencl/opencl-device.sh [--reps N] [--quick-only]
#  1. makes NVIDIA's OpenCL driver visible to the ICD loader (a vendor file naming
#     libnvidia-opencl.so.1 in a folder given by OCL_ICD_VENDORS / OCL_ICD_FILENAMES);
#  2. builds every example's and benchmark's OpenCL host program (gcc, the toolkit's CL headers and
#     ICD loader), the benchmarks' CUDA translations (nvcc -O3 -arch=sm_90) and the sequential
#     programs (gcc -O2 -fopenmp);
#  3. the examples and end-to-end programs: the OpenCL program prints what the sequential one prints
#     (compare_output.py, 1e-4);
#  4. benchmarks: at --quick size the OpenCL output matches seq.c's (bench/common/compare.c, each
#     benchmark's tolerance); at full size the OpenCL output matches the CUDA translation's, and
#     both are timed (KERNEL_MS, TOTAL_MS: medians of --reps runs after a warm-up, host clock around
#     the synchronous kernel region, as in BENCHMARKS.md).
# Writes $OUT/opencl-results.csv, $OUT/opencl-env.txt, $OUT/opencl-log.txt; prints a table last.
set -u
cd "$(dirname "$0")"
B=$PWD
OUT=${OUT:-$B/out}
mkdir -p "$OUT"
REPS=5; QUICKONLY=0; CUDA_TOO=1
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) REPS=$2; shift ;;
    --quick-only) QUICKONLY=1 ;;
    --no-cuda) CUDA_TOO=0 ;;   # a dry run where there is no GPU (with OCL_ICD_VENDORS set to the local platforms)
    *) echo "usage: $0 [--reps N] [--quick-only] [--no-cuda]"; exit 2 ;;
  esac; shift
done
START=$(date +%s)
BUDGET=${BUDGET:-400}   # seconds: no new full-size run after this
W=/tmp/openclrun; rm -rf "$W"; mkdir -p "$W"
LOG=$OUT/opencl-log.txt; : > "$LOG"

# 1. NVIDIA's OpenCL driver, registered with the ICD loader for this run only
if [ -z "${OCL_ICD_VENDORS:-}" ]; then
  mkdir -p "$W/vendors"
  echo libnvidia-opencl.so.1 > "$W/vendors/nvidia.icd"
  export OCL_ICD_VENDORS=$W/vendors OCL_ICD_FILENAMES=libnvidia-opencl.so.1
fi
# the OpenCL headers and ICD loader that prepare copied, else the CUDA toolkit's
CUDA=$(dirname "$(dirname "$(readlink -f "$(command -v nvcc)")")")
if [ -f "$B/include/CL/cl.h" ]; then CLINC="-I$B/include"; else CLINC="-I$CUDA/include"; fi
if [ -f "$B/lib/libOpenCL.so" ]; then CLLIB="-L$B/lib -Wl,-rpath,$B/lib -lOpenCL"
else CLLIB="-L$CUDA/lib64 -L$CUDA/targets/x86_64-linux/lib -Wl,-rpath,$CUDA/lib64 -lOpenCL"; fi
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$(nproc)}
{
  echo "date_utc: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "command: bash bench/.build/opencl/opencl-device.sh --reps $REPS"
  echo "gpu: $(nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>&1 | head -1)"
  echo "nvcc: $(nvcc --version 2>&1 | tail -1)"
  echo "gcc: $(gcc --version | head -1)"
  echo "opencl: $CLINC $CLLIB; OCL_ICD_VENDORS=$OCL_ICD_VENDORS"
  cat "$B/prepare.env" 2>/dev/null
} > "$OUT/opencl-env.txt"

GC="gcc -O2 -std=c99 -Wall -Wno-unknown-pragmas -Wno-unused-function -D_POSIX_C_SOURCE=200809L -I$B/common"
NV="nvcc -O3 -arch=sm_90 -I$B/common"

# 2. builds, in parallel
$GC "$B/common/compare.c" -o "$W/compare" -lm || exit 1
BENCHES=""
for d in "$B"/*/; do
  n=$(basename "$d")
  [ -f "$d/bench.conf" ] || continue
  BENCHES="$BENCHES $n"
  mkdir -p "$W/$n"
  ( $GC -fopenmp -I"$d" "$d/seq.c" -o "$W/$n/seq" -lm > "$W/$n/seq.build" 2>&1 ) &
  if [ -f "$d/opencl/hicuda.host.c" ]; then
    ( $GC -I"$d" -I"$d/opencl" $CLINC "$d/opencl/hicuda.host.c" -o "$W/$n/opencl" $CLLIB -lm > "$W/$n/opencl.build" 2>&1 ) &
    [ $CUDA_TOO = 1 ] && ( $NV -I"$d" "$d/cuda/hicuda.cu" "$d/cuda/hicuda.host.c" -o "$W/$n/cuda" > "$W/$n/cuda.build" 2>&1 ) &
  fi
  while [ "$(jobs -r | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
done
# a program's sources are its .c files (one, or several: one program), its OpenCL translation their .host.c files
sources() { ls "$1"/*.c | grep -v '\.host\.c$'; }
translated() { ls "$1"/*.host.c > /dev/null 2>&1; }
for d in "$B"/programs/*/; do
  n=$(basename "$d")
  translated "$d" || continue
  mkdir -p "$W/ex/$n"
  ( gcc -O2 -w -I"$d" $(sources "$d") -o "$W/ex/$n/seq" -lm > "$W/ex/$n/seq.build" 2>&1 ) &
  ( gcc -O2 -w -I"$d" $CLINC "$d"/*.host.c -o "$W/ex/$n/opencl" $CLLIB -lm > "$W/ex/$n/opencl.build" 2>&1 ) &
  while [ "$(jobs -r | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
done
wait
echo "build done after $(( $(date +%s) - START )) s"

CSV=$OUT/opencl-results.csv
echo "name,version,status,kernel_ms,total_ms,check,note" > "$CSV"
clean() { tr ',\n"' ';  ' | cut -c1-300; }
getv() { awk -v k="$1" '$1==k{print $2}' "$2" | tail -1; }

# 3. programs against the sequential programs
for d in "$B"/programs/*/; do
  n=$(basename "$d"); e=$W/ex/$n
  if ! translated "$d"; then echo "program:$n,opencl,NOT_TRANSLATED,,,,$(clean < "$d/status")" >> "$CSV"; continue; fi
  if [ ! -x "$e/opencl" ]; then echo "program:$n,opencl,BUILD_FAILED,,,,$(grep -m1 error "$e/opencl.build" | clean)" >> "$CSV"; continue; fi
  "$e/seq" > "$e/seq.out" 2>&1
  HICUDA_OPENCL_VERBOSE=1 timeout 60 "$e/opencl" > "$e/opencl.out" 2> "$e/opencl.err"
  rc=$?
  { echo "---- program $n (rc $rc)"; cat "$e/opencl.err"; } >> "$LOG"
  if [ $rc != 0 ]; then echo "program:$n,opencl,ERROR,,,,rc=$rc $(grep -v '^hicuda: OpenCL device' "$e/opencl.err" | head -1 | clean)" >> "$CSV"
  elif python3 "$B/compare_output.py" "$e/seq.out" "$e/opencl.out" 1e-4 > "$e/cmp" 2>&1; then
    echo "program:$n,opencl,PASS,,,seq 1e-4," >> "$CSV"
  else echo "program:$n,opencl,FAIL,,,seq 1e-4,$(clean < "$e/cmp")" >> "$CSV"; fi
done
grep -m1 'OpenCL device' "$LOG" | sed 's/^hicuda: /opencl_device: /' >> "$OUT/opencl-env.txt"
cat "$OUT/opencl-env.txt"

# 4. benchmarks
run() { # name version exe size(quick|full) out
  local n=$1 v=$2 exe=$3 size=$4 o=$5 q="" reps=$REPS
  [ "$size" = quick ] && { q=--quick; reps=1; }
  # both back ends are translated with --profile: the kernel time of a repetition is the sum of its launches' events
  # (CUDA events, OpenCL profiling events), as the hicuda column of BENCHMARKS.md takes it
  local prof=$W/$n/$v.$size.profile.csv; rm -f "$prof"
  HICUDA_PROFILE_CSV="$prof" timeout 120 "$exe" $q --reps $reps --out "$o" > "$W/$n/$v.$size.log" 2>&1
  local rc=$?
  [ -s "$prof" ] && bash "$B/common/profile_kernel_ms.sh" "$prof" "$reps" >> "$W/$n/$v.$size.log" 2>&1
  { echo "---- $n/$v $size (rc $rc)"; cat "$W/$n/$v.$size.log"; } >> "$LOG"
  return $rc
}
for n in $BENCHES; do
  d=$B/$n; DTYPE=f32; RTOL=1e-4; ATOL=1e-6
  source "$d/bench.conf"
  echo "== $n ($(( $(date +%s) - START )) s)"
  if [ ! -f "$d/opencl/hicuda.host.c" ]; then echo "$n,opencl,NOT_TRANSLATED,,,,$(clean < "$d/status")" >> "$CSV"; continue; fi
  for v in opencl cuda; do
    [ $v = cuda ] && [ $CUDA_TOO = 0 ] && continue
    [ -x "$W/$n/$v" ] || echo "$n,$v,BUILD_FAILED,,,,$(grep -m1 -i error "$W/$n/$v.build" | clean)" >> "$CSV"
  done
  [ -x "$W/$n/opencl" ] || continue
  # quick size: OpenCL against seq.c
  if run "$n" seq "$W/$n/seq" quick "$W/$n/ref.quick" && run "$n" opencl "$W/$n/opencl" quick "$W/$n/opencl.quick"; then
    if "$W/compare" "$W/$n/ref.quick" "$W/$n/opencl.quick" "$DTYPE" "$RTOL" "$ATOL" > "$W/$n/quick.cmp" 2>&1; then qs=PASS; else qs=FAIL; fi
    echo "$n,opencl-quick,$qs,,,seq.c --quick,$(tail -1 "$W/$n/quick.cmp" | clean)" >> "$CSV"
  else
    echo "$n,opencl-quick,ERROR,,,seq.c --quick,$(tail -2 "$W/$n/opencl.quick.log" "$W/$n/seq.quick.log" | grep -v '^#' | tail -1 | clean)" >> "$CSV"
  fi
  [ $QUICKONLY = 1 ] && continue
  if [ $(( $(date +%s) - START )) -gt $BUDGET ]; then echo "$n,opencl,SKIPPED,,,,time budget" >> "$CSV"; continue; fi
  # full size: CUDA translation (the reference and the timing baseline), then OpenCL
  if [ -x "$W/$n/cuda" ] && run "$n" cuda "$W/$n/cuda" full "$W/$n/cuda.full"; then
    echo "$n,cuda,RAN,$(getv KERNEL_MS "$W/$n/cuda.full.log"),$(getv TOTAL_MS "$W/$n/cuda.full.log"),," >> "$CSV"
  else
    echo "$n,cuda,ERROR,,,,$(tail -1 "$W/$n/cuda.full.log" 2>/dev/null | clean)" >> "$CSV"
  fi
  if run "$n" opencl "$W/$n/opencl" full "$W/$n/opencl.full"; then
    k=$(getv KERNEL_MS "$W/$n/opencl.full.log"); t=$(getv TOTAL_MS "$W/$n/opencl.full.log")
    if [ -f "$W/$n/cuda.full" ] && "$W/compare" "$W/$n/cuda.full" "$W/$n/opencl.full" "$DTYPE" "$RTOL" "$ATOL" > "$W/$n/full.cmp" 2>&1; then
      echo "$n,opencl,PASS,$k,$t,cuda translation,$(tail -1 "$W/$n/full.cmp" | clean)" >> "$CSV"
    else
      echo "$n,opencl,FAIL,$k,$t,cuda translation,$(tail -1 "$W/$n/full.cmp" 2>/dev/null | clean)" >> "$CSV"
    fi
  else
    echo "$n,opencl,ERROR,,,,$(grep -v '^#' "$W/$n/opencl.full.log" | tail -1 | clean)" >> "$CSV"
  fi
  rm -f "$W/$n"/*.full "$W/$n"/*.quick
done
echo "done after $(( $(date +%s) - START )) s" | tee -a "$LOG"
echo
awk -F, 'NR>1{printf "%-26s %-13s %-14s %10s %10s  %s\n",$1,$2,substr($3,1,14),$4,$5,substr($7,1,60)}' "$CSV"
