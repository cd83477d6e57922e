#!/usr/bin/env bash
# bench/experiments.sh -- one-off measurements on the GPU machine that explain
# results in BENCHMARKS.md (run after run-device.sh in the same call).
# mrifhd: the hand kernel with k-samples as 20-byte records in constant memory
# (experiments/mrifhd_cuda_aos.cu, the layout of the first runs) against the
# current float4 + float layout (mrifhd/cuda.cu): time, SASS instruction mix,
# and Nsight Compute warp-stall breakdown of one launch.
set -u
cd "$(dirname "$0")"
OUT=${OUT:-.build/out}; mkdir -p "$OUT"
W=/tmp/benchexp; mkdir -p "$W"
NV="nvcc -O3 -arch=sm_90 -Icommon -Imrifhd"
{
$NV experiments/mrifhd_cuda_aos.cu -o $W/aos && $NV mrifhd/cuda.cu -o $W/soa || echo "build failed"
for v in aos soa; do
  echo "== mrifhd $v: $($W/$v --reps 10 | grep -v '^#' | tr '\n' ' ')"
  cuobjdump -sass -fun computefh $W/$v > $W/$v.sass 2>&1
  echo "   SASS computefh: $(grep -cE '^\s+/\*[0-9a-f]{4}\*/' $W/$v.sass) instructions; LDC $(grep -c 'LDC' $W/$v.sass), ULDC $(grep -c 'ULDC' $W/$v.sass), MUFU $(grep -c MUFU $W/$v.sass), LDL/STL $(grep -cE 'LDL|STL' $W/$v.sass), BRA $(grep -c 'BRA' $W/$v.sass), CALL $(grep -c CALL $W/$v.sass)"
done
for v in aos soa; do
  echo "== ncu $v (one computefh launch, --quick size)"
  timeout 150 ncu --kernel-name regex:computefh --launch-skip 2 --launch-count 1 \
     --section WarpStateStats --section SchedulerStats --section LaunchStats --section Occupancy \
     $W/$v --quick --reps 1 2>&1 | grep -vE '^==PROF==|^\s*$|^KERNEL_MS|^TOTAL_MS|^#' | grep -E 'Stall|Warp Cycles|Issued|Eligible|Active|Registers|Occupancy|Duration|No Eligible|One or More' | head -40
done
} 2>&1 | tee "$OUT/experiments.txt"
cp $W/aos.sass $W/soa.sass "$OUT/" 2>/dev/null || true
