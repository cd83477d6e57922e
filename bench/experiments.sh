#!/usr/bin/env bash
# bench/experiments.sh -- one-off measurements on the GPU machine that explain
# results in BENCHMARKS.md (run after run-device.sh in the same call).
# mrifhd: the hand kernel of the earlier runs (k-samples in constant memory,
# experiments/mrifhd_cuda_constant.cu), the same with a constant index that is
# not provably uniform (experiments/mrifhd_cuda_ldc.cu: LDC instead of ULDC),
# and the current cuda.cu (samples staged in shared-memory tiles): time and the
# SASS instruction mix of computefh. The AoS layout of the first runs
# (experiments/mrifhd_cuda_aos.cu) is kept for reference.
set -u
cd "$(dirname "$0")"
OUT=${OUT:-.build/out}; mkdir -p "$OUT"
W=/tmp/benchexp; mkdir -p "$W"
NV="nvcc -O3 -arch=sm_90 -Icommon -Imrifhd"
{
$NV experiments/mrifhd_cuda_constant.cu -o $W/constant & $NV experiments/mrifhd_cuda_ldc.cu -o $W/ldc & $NV mrifhd/cuda.cu -o $W/shared & wait
for v in constant ldc shared; do
  [ -x $W/$v ] || { echo "== mrifhd $v: build failed"; continue; }
  echo "== mrifhd $v: $(timeout 60 $W/$v --reps 10 | grep -v '^#' | tr '\n' ' ')"
  cuobjdump -sass -fun computefh $W/$v > $W/$v.sass 2>&1
  echo "   SASS computefh: $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' $W/$v.sass) instructions; LDC $(grep -c ' LDC' $W/$v.sass), ULDC $(grep -c 'ULDC' $W/$v.sass), LDS $(grep -c ' LDS' $W/$v.sass), MUFU $(grep -c MUFU $W/$v.sass), LDL/STL $(grep -cE 'LDL|STL' $W/$v.sass), BRA $(grep -c 'BRA' $W/$v.sass)"
done
} 2>&1 | tee "$OUT/experiments.txt"
