#!/usr/bin/env bash
# bench/experiments.sh -- one-off measurements on the GPU machine that explain
# results in BENCHMARKS.md (run after run-device.sh in the same call, after
# bench/prepare.sh here).
#  1. mrifhd: the hand kernel of the earlier runs (k-samples in constant memory,
#     experiments/mrifhd_cuda_constant.cu), the same with a constant index that is
#     not provably uniform (experiments/mrifhd_cuda_ldc.cu: LDC instead of ULDC),
#     and the current cuda.cu (samples staged in shared-memory tiles).
#  2. mm: the translated kernel as generated (__launch_bounds__(256, 2), the
#     16-step k loop rolled), with the k loop unrolled, and without the bound.
#  3. the SASS of every hicuda and cuda kernel: instructions, local-memory
#     accesses (LDL/STL), shared and global loads, for the analysis.
set -u
cd "$(dirname "$0")"
OUT=${OUT:-.build/out}; mkdir -p "$OUT"
W=/tmp/benchexp; mkdir -p "$W"
NV="nvcc -O3 -arch=sm_90 -Icommon"
time_of() { timeout 60 "$@" --reps 10 | grep -v '^#' | tr '\n' ' '; }
{
$NV -Imrifhd experiments/mrifhd_cuda_constant.cu -o $W/constant & $NV -Imrifhd experiments/mrifhd_cuda_ldc.cu -o $W/ldc &
$NV -Imrifhd mrifhd/cuda.cu -o $W/shared &
sed 's/for (k = kk; k < kk + 16; k++)/_Pragma("unroll") for (k = kk; k < kk + 16; k++)/' .build/mm/hicuda.cu > $W/mm_kunroll.cu
sed 's/__launch_bounds__(256, 2) //' .build/mm/hicuda.cu > $W/mm_nobound.cu
for v in kunroll nobound; do $NV -Imm -Xptxas -v $W/mm_$v.cu .build/mm/hicuda.host.c -o $W/mm_$v > $W/mm_$v.build 2>&1 & done
wait
for v in constant ldc shared; do echo "== mrifhd $v: $(time_of $W/$v)"; done
for v in kunroll nobound; do
  echo "== mm hicuda $v: $(grep -E 'registers|spill' $W/mm_$v.build | tr -s ' ' | tr '\n' ' ') $(time_of $W/mm_$v)"
done
echo "== SASS per kernel (static instructions; LDL/STL: local memory)"
for n in $(ls -d */ | tr -d /); do
  for v in cuda hicuda; do
    exe=/tmp/benchrun/$n/$v; [ -x $exe ] || continue
    cuobjdump -sass $exe 2>/dev/null | awk -v tag="$n/$v" '
      /Function :/ {if (f) printf "%s %s: %d instr, LDL/STL %d, LDS %d, STS %d, LDG %d, STG %d, BAR %d\n", tag, f, c, l, lds, sts, ldg, stg, bar; f=$3; c=l=lds=sts=ldg=stg=bar=0; next}
      /^\s+\/\*[0-9a-f]{4}\*\// {if ($0 ~ /NOP/) next; c++; if ($0 ~ /LDL|STL/) l++; if ($0 ~ / LDS/) lds++; if ($0 ~ / STS/) sts++; if ($0 ~ / LDG/) ldg++; if ($0 ~ / STG/) stg++; if ($0 ~ / BAR/) bar++}
      END {if (f) printf "%s %s: %d instr, LDL/STL %d, LDS %d, STS %d, LDG %d, STG %d, BAR %d\n", tag, f, c, l, lds, sts, ldg, stg, bar}'
  done
done
} 2>&1 | tee "$OUT/experiments.txt"
