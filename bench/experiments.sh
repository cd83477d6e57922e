#!/usr/bin/env bash
# bench/experiments.sh -- one-off measurements on the GPU machine that explain
# results in BENCHMARKS.md (run after run-device.sh in the same call).
#  1. constant-memory chunk size of mriq / mrifhd (working set of the constant
#     cache): the hand CUDA kernels rebuilt with other CH values.
set -u
cd "$(dirname "$0")"
OUT=${OUT:-.build/out}; mkdir -p "$OUT"
W=/tmp/benchexp; mkdir -p "$W"
NV="nvcc -O3 -arch=sm_90 -Icommon"
{
echo "# constant-memory chunk size (hand CUDA, kernel ms, median of 10; bytes per chunk)"
for cfg in "mriq 512 16" "mriq 1024 16" "mriq 2048 16" "mriq 4096 16" "mrifhd 256 20" "mrifhd 512 20" "mrifhd 1024 20"; do
  set -- $cfg
  $NV -I$1 -DCH=$2 $1/cuda.cu -o $W/$1_$2 2>/dev/null || { echo "$1 CH=$2 build failed"; continue; }
  k=$($W/$1_$2 --reps 10 | awk '$1=="KERNEL_MS"{print $2}')
  echo "$1 CH=$2 chunk_bytes=$(( $2 * $3 )) kernel_ms=$k"
done
} 2>&1 | tee "$OUT/experiments.txt"
