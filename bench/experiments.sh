#!/usr/bin/env bash
# bench/experiments.sh -- one-off measurements on the GPU machine that explain
# results in BENCHMARKS.md (run after run-device.sh in the same call, after
# bench/prepare.sh here).
#  1. mrifhd: the hand kernel of the earlier runs (k-samples in constant memory,
#     experiments/mrifhd_cuda_constant.cu), the same with a constant index that is
#     not provably uniform (made here from it: k + (x >> 30), always k; LDC instead of ULDC),
#     and the current cuda.cu (samples staged in shared-memory tiles).
#  2. mm: the translated kernel as generated (__launch_bounds__(256, 2), the
#     16-step k loop rolled), with the k loop unrolled, and without the bound.
#  3. the SASS of every hicuda and cuda kernel built by run-device.sh:
#     instructions, local-memory accesses (LDL/STL), shared and global
#     accesses, barriers, for the analysis.
#  4. bounds: the translated stencils (heat7, poisson7, varcoef7, poisson19: 256 threads a block; jacobi2d: 128)
#     with __launch_bounds__(T, 65536 / (64 T)) added to every kernel, so that ptxas keeps to 64 registers
#     (varcoef7: 80 -> 64, heat7: 56 -> 48 without spills, ptxas 13.0 here): kernel time from the kernels'
#     CUDA events (HICUDA_PROFILE_CSV), as run-device.sh takes it, against the translation as generated.
#  5. prefetch-loads: which of the prefetch pass's loads pay (poisson7 lost 2 % with both of its loads
#     prefetched, varcoef7 and jacobi2d gained 26 % and 21 %, 2026-12-02): each stencil as translated, without
#     the pass (hicuda-noprefetch.cu from prepare.sh), with only the loads the program issued after the
#     iteration's barrier prefetched ('late', experiments/unprefetch.py early) and with only those issued before it
#     ('early'); two rounds in turn, 20 repetitions each, outputs compared with the translation's.
# Usage: bash bench/experiments.sh [mrifhd] [mm] [sass] [bounds] [prefetch-loads]   (default: all five)
set -u
WHAT=" ${*:-mrifhd mm sass bounds prefetch-loads} "
cd "$(dirname "$0")"
OUT=${OUT:-.build/out}; mkdir -p "$OUT"
W=/tmp/benchexp; mkdir -p "$W"
NV="nvcc -O3 -arch=sm_90 -Icommon"
time_of() { timeout 60 "$@" --reps 10 | grep -v '^#' | tr '\n' ' '; }
{
if [[ $WHAT == *" mrifhd "* ]]; then
  sed 's/const float4 v = ck\[k\];/const int kk = k + (x >> 30); const float4 v = ck[kk];/; s/const float ri = cki\[k\];/const float ri = cki[kk];/' \
      experiments/mrifhd_cuda_constant.cu > $W/mrifhd_ldc.cu
  grep -q 'cki\[kk\]' $W/mrifhd_ldc.cu || echo "mrifhd ldc variant not made"
  $NV -Imrifhd experiments/mrifhd_cuda_constant.cu -o $W/constant & $NV -Imrifhd -Iexperiments $W/mrifhd_ldc.cu -o $W/ldc &
  $NV -Imrifhd mrifhd/cuda.cu -o $W/shared & wait
  for v in constant ldc shared; do echo "== mrifhd $v: $(time_of $W/$v)"; done
fi
if [[ $WHAT == *" mm "* ]]; then
  sed 's/for (k = kk; k < kk + 16; k++)/_Pragma("unroll") for (k = kk; k < kk + 16; k++)/' .build/mm/hicuda.cu > $W/mm_kunroll.cu
  sed 's/__launch_bounds__(256, 2) //' .build/mm/hicuda.cu > $W/mm_nobound.cu
  for v in kunroll nobound; do $NV -Imm -Xptxas -v $W/mm_$v.cu .build/mm/hicuda.host.c -o $W/mm_$v > $W/mm_$v.build 2>&1 & done
  wait
  for v in kunroll nobound; do
    echo "== mm hicuda $v: $(grep -E 'registers|spill' $W/mm_$v.build | tr -s ' ' | tr '\n' ' ') $(time_of $W/mm_$v)"
  done
fi
if [[ $WHAT == *" bounds "* ]]; then
  for n in heat7 poisson7 varcoef7 poisson19 jacobi2d; do
    [ -f .build/$n/hicuda.cu ] || continue
    t=256; [ $n = jacobi2d ] && t=128
    sed -E "s/^__global__ void ([A-Za-z0-9_]+)\(/__global__ void __launch_bounds__($t, $((65536 / (64 * t)))) \1(/" .build/$n/hicuda.cu > $W/${n}_lb.cu
    grep -q "__launch_bounds__($t" $W/${n}_lb.cu || echo "$n: no kernel got the bound"
    for v in as_generated lb; do
      src=.build/$n/hicuda.cu; [ $v = lb ] && src=$W/${n}_lb.cu
      $NV -I$n -Xptxas -v $src .build/$n/hicuda.host.c -o $W/${n}_$v > $W/${n}_$v.build 2>&1 &
    done
  done
  wait
  for n in heat7 poisson7 varcoef7 poisson19 jacobi2d; do
    for v in as_generated lb; do
      [ -x $W/${n}_$v ] || { echo "== bounds $n $v: not built"; continue; }
      rm -f $W/${n}_$v.csv
      HICUDA_PROFILE_CSV=$W/${n}_$v.csv timeout 60 $W/${n}_$v --reps 10 --out $W/${n}_$v.out > /dev/null 2>&1
      same=""; [ $v = lb ] && { cmp -s $W/${n}_lb.out $W/${n}_as_generated.out && same="(output identical) " || same="(OUTPUT DIFFERS) "; }
      echo "== bounds $n $v: $same$(grep -oE 'Used [0-9]+ registers|[0-9]+ bytes spill stores' $W/${n}_$v.build | sort -u | tr '\n' ' ')$(bash common/profile_kernel_ms.sh $W/${n}_$v.csv 10 | head -1)"
    done
  done
fi
if [[ $WHAT == *" prefetch-loads "* ]]; then
  PL="poisson7 varcoef7 jacobi2d"
  for n in $PL; do
    [ -f .build/$n/hicuda.cu ] || continue
    cp .build/$n/hicuda.cu $W/${n}_pf_all.cu
    [ -f .build/$n/hicuda-noprefetch.cu ] && cp .build/$n/hicuda-noprefetch.cu $W/${n}_pf_none.cu
    python3 experiments/unprefetch.py .build/$n/hicuda.cu $W/${n}_pf_late.cu early
    python3 experiments/unprefetch.py .build/$n/hicuda.cu $W/${n}_pf_early.cu late
    for v in all none late early; do
      [ -f $W/${n}_pf_$v.cu ] || continue
      host=.build/$n/hicuda.host.c; [ $v = none ] && host=.build/$n/hicuda-noprefetch.host.c
      $NV -I$n -Xptxas -v $W/${n}_pf_$v.cu $host -o $W/${n}_pf_$v > $W/${n}_pf_$v.build 2>&1 &
    done
  done
  wait
  for round in 1 2; do
    for n in $PL; do
      for v in all none late early; do
        [ -x $W/${n}_pf_$v ] || { [ $round = 1 ] && echo "== prefetch-loads $n $v: not built"; continue; }
        rm -f $W/${n}_pf_$v.csv
        HICUDA_PROFILE_CSV=$W/${n}_pf_$v.csv timeout 60 $W/${n}_pf_$v --reps 20 --out $W/${n}_pf_$v.out > /dev/null 2>&1
        same=""; [ $v != all ] && { cmp -s $W/${n}_pf_$v.out $W/${n}_pf_all.out && same="(output identical) " || same="(OUTPUT DIFFERS) "; }
        echo "== prefetch-loads round $round $n $v: $same$(grep -oE 'Used [0-9]+ registers' $W/${n}_pf_$v.build | sort -u | tr '\n' ' ')$(bash common/profile_kernel_ms.sh $W/${n}_pf_$v.csv 20 | head -1)"
      done
    done
  done
fi
if [[ $WHAT == *" sass "* ]]; then
  echo "== SASS per kernel (static instructions without NOPs; LDL/STL: local memory)"
  for n in $(ls -d */ | tr -d /); do
    for v in cuda hicuda; do
      exe=/tmp/benchrun/$n/$v; [ -x $exe ] || continue
      cuobjdump -sass $exe 2>/dev/null | grep -E 'Function :|/\*[0-9a-f]+\*/ ' | grep -v ' NOP' | python3 -c '
import sys, re
tag = sys.argv[1]; f = None; c = {}
def out():
    if f: print(tag, f + ":", " ".join(k + " " + str(c.get(k, 0)) for k in ("instr", "LDL/STL", "LDS", "STS", "LDG", "STG", "BAR")))
for line in sys.stdin:
    m = re.search(r"Function : (\S+)", line)
    if m:
        out(); f = m.group(1); c = {}; continue
    c["instr"] = c.get("instr", 0) + 1
    for k, pat in (("LDL/STL", r"\b(LDL|STL)\b"), ("LDS", r"\bLDS"), ("STS", r"\bSTS"), ("LDG", r"\bLDG"), ("STG", r"\bSTG"), ("BAR", r"\bBAR\b")):
        if re.search(pat, line): c[k] = c.get(k, 0) + 1
out()' "$n/$v"
    done
  done
fi
} 2>&1 | tee "$OUT/experiments.txt"
