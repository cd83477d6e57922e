#!/usr/bin/env bash
# bench/mint-compare-ptxas.sh -- runs here (Java and nvcc, no GPU): the static evidence for Mint's optimizer.
# For each of the five Mint benchmarks, the hand CUDA kernel (cuda.cu), the unoptimized translation of mint.c
# (-O0: "mint") and the optimized one (-O0 --opt=+stencil-tiling: "mint-opt", what bench/mint-prepare.sh
# measures) are compiled as bench/mint-device.sh builds them (nvcc -O3 -arch=sm_90) and, per kernel:
#   regs spill smem       ptxas -v: registers a thread, spill stores + loads (bytes), static shared memory (bytes)
#   insns/pt ldg/pt ...   the kernel's main loop (bench/common/kernel_loops.py): instructions, global loads,
#                         shared loads and stores and barriers per point computed (a point = a global store)
# The loop counts come from SASS when a disassembler is found: cuobjdump -sass (CUDA >= 12.8 reads nvcc 13's
# cubins), or nvdisasm; NVDISASM=PATH names one, e.g. CUDA 11.8's from Debian bookworm's non-free package
# nvidia-cuda-toolkit (apt-get download, dpkg -x), which reads nvcc 13's cubins once kernel_loops.py has rewritten
# their ELF header in the old layout, and leaves out the instructions it does not know (they are counted by
# address).  Without one, from PTX (before ptxas: its predication and scheduling not seen; marked "ptx").
# Also: "cm" says whether the stencil tiling's cost model would tile the nest (the -O1 report line: "yes" when it
# only says the tiling is off by default, else "no").  Everything lands in bench/.build/ptxas/.
# Usage: bench/mint-compare-ptxas.sh [--only NAME] [--opt "TRANSLATOR OPTIONS"] (default --opt "-O0 --opt=+stencil-tiling")
set -u
cd "$(dirname "$0")"
BENCH=$PWD
ROOT=$(cd .. && pwd)
B=$BENCH/.build/ptxas
ONLY=""; OPT="-O0 --opt=+stencil-tiling"
while [ $# -gt 0 ]; do
  case "$1" in
    --only) ONLY=$2; shift ;;
    --opt) OPT=$2; shift ;;
    *) echo "usage: $0 [--only NAME] [--opt \"OPTIONS\"]"; exit 2 ;;
  esac; shift
done
command -v nvcc > /dev/null 2>&1 || { echo "$0: nvcc is needed"; exit 2; }
mkdir -p "$B"
"$ROOT/hicuda" --version > /dev/null 2>&1 || { "$ROOT/hicuda" --version; exit 1; }
T="java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar $ROOT/target/hicuda.jar"
LOOPS="python3 $BENCH/common/kernel_loops.py"

# the disassembler: SASS of a cubin into a file, or nothing
DIS=""
if [ -n "${NVDISASM:-}" ]; then DIS=nvdisasm-old
elif command -v cuobjdump > /dev/null 2>&1; then DIS=cuobjdump
elif command -v nvdisasm > /dev/null 2>&1; then DIS=nvdisasm; NVDISASM=nvdisasm
fi
sass() {  # sass CUBIN OUT: 0 when OUT holds the SASS
  case $DIS in
    cuobjdump) cuobjdump -sass "$1" > "$2" 2> /dev/null && grep -q "Function :" "$2" && return 0 ;;
  esac
  if [ -n "${NVDISASM:-}" ]; then
    "$NVDISASM" -hex "$1" > "$2" 2> /dev/null && grep -q "\.text\." "$2" && return 0
    $LOOPS --old-elf "$1" "$1.old" && "$NVDISASM" -hex "$1.old" > "$2" 2> /dev/null && grep -q "\.text\." "$2" && return 0
  fi
  return 1
}

printf "%-10s %-9s %-14s %5s %6s %6s %4s | %8s %7s %7s %7s %7s %s\n" bench version kernel regs spill smem cm \
  insns/pt ldg/pt lds/pt sts/pt bar/pt from
for name in heat7 poisson7 varcoef7 poisson19 jacobi2d; do
  [ -n "$ONLY" ] && [ "$name" != "$ONLY" ] && continue
  d=$BENCH/$name; o=$B/$name
  mkdir -p "$o"
  cp "$d/cuda.cu" "$o/cuda.cu"
  $T translate -O0 -I "$BENCH/common" "$d/mint.c" -o "$o/mint.cu" > "$o/mint.log" 2>&1 || { echo "$name: mint not translated"; continue; }
  # shellcheck disable=SC2086
  $T translate $OPT --report -I "$BENCH/common" "$d/mint.c" -o "$o/mint-opt.cu" > "$o/mint-opt.log" 2>&1 || { echo "$name: mint-opt not translated"; continue; }
  $T translate -O1 --opt-report -I "$BENCH/common" "$d/mint.c" -o "$o/advice.cu" > "$o/advice.log" 2>&1
  cm=no; grep "stencil-tiling:" "$o/advice.log" | grep -q "off by default" && cm=yes
  for v in cuda mint mint-opt; do
    nvcc -O3 -arch=sm_90 -I"$BENCH/common" -I"$d" -Xptxas -v -cubin "$o/$v.cu" -o "$o/$v.cubin" > "$o/$v.ptxas" 2>&1 ||
      { echo "$name/$v: nvcc failed: $(grep -m1 -i error "$o/$v.ptxas")"; continue; }
    from=sass
    if ! sass "$o/$v.cubin" "$o/$v.sass"; then
      from=ptx; nvcc -O3 -arch=sm_90 -I"$BENCH/common" -I"$d" -ptx "$o/$v.cu" -o "$o/$v.ptx" > /dev/null 2>&1
    fi
    $LOOPS "$o/$v.$from" > "$o/$v.loops" 2>&1
    # ptxas -v: one block of lines per entry function
    awk -v b="$name" -v v="$v" -v cm="$cm" -v from="$from" -v loops="$o/$v.loops" '
      BEGIN { while ((getline l < loops) > 0) { split(l, f, " "); L[f[1]] = l } }
      /Compiling entry function/ { k = $0; sub(/.*function .\x27?/, "", k); sub(/\x27.*/, "", k); sub(/^_Z[0-9]+/, "", k)
                                   full = $0; sub(/.*function ./, "", full); sub(/. for .*/, "", full); spill = 0; next }
      /spill stores/ { spill = $5 + $9 }
      /Used [0-9]+ registers/ { r = $0; sub(/.*Used /, "", r); sub(/ registers.*/, "", r)
          s = 0; if ($0 ~ /bytes smem/) { s = $0; sub(/ bytes smem.*/, "", s); sub(/.* /, "", s) }
          name = k; sub(/P.*$/, "", name); if (name ~ /^[0-9]/) name = k
          l = L[full]; ins = "-"; ldg = "-"; lds = "-"; sts = "-"; bar = "-"
          if (l ~ /insns\/pt=/) { n = split(l, f, " "); for (i = 2; i <= n; i++) { split(f[i], kv, "="); V[kv[1]] = kv[2] }
                                  ins = V["insns/pt"]; ldg = V["ldg/pt"]; lds = V["lds/pt"]; sts = V["sts/pt"]; bar = V["bar/pt"] }
          printf "%-10s %-9s %-14s %5s %6s %6s %4s | %8s %7s %7s %7s %7s %s\n", b, v, name, r, spill, s, (v == "mint-opt" ? cm : ""),
                 ins, ldg, lds, sts, bar, from }' "$o/$v.ptxas"
  done
done
echo "(files in $B; the optimized translation with: $OPT)"
