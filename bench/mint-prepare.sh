#!/usr/bin/env bash
# bench/mint-prepare.sh -- runs here (Java, no GPU needed); prepares the Mint checks of issue 12
# for a GPU machine that has nvcc but no Java (bench/mint-device.sh):
#  1. translates every bench/*/mint.c twice: the unoptimized translation (-O0) into
#     .build/NAME/mint.cu and the one with Mint's optimizer alone (-O0 --opt=+stencil-tiling) into .build/NAME/mint-opt.cu,
#     with their --report in mint*.report; nvcc compile-checks them when nvcc is here; mint-opt.costmodel says whether
#     the stencil tiling's cost model would tile the nest (tile) or leave it (untiled), for mint-device.sh's summary;
#  2. checks mint.c built as plain C (pragmas ignored) against seq.c (--quick size), and the
#     CPU-target translations (both) against seq.c (--quick size);
#  3. translates the Mint end-to-end programs (src/test/resources/e2e/*mint*.c, examples/mint_*.c)
#     into .build/mint-e2e/NAME.cu (Mint's optimizer: -O0 --opt=+stencil-tiling) and NAME.noopt.cu (-O0), next to a copy of NAME.c.
# Everything lands in the git-ignored bench/.build/; carry it: carry ["bench/.build"].
# Usage: bench/mint-prepare.sh [--only NAME] [--no-cpu-check]
set -u
cd "$(dirname "$0")"
BENCH=$PWD
ROOT=$(cd .. && pwd)
B=$BENCH/.build
ONLY=""; CPUCHECK=1
while [ $# -gt 0 ]; do
  case "$1" in
    --only) ONLY=$2; shift ;;
    --no-cpu-check) CPUCHECK=0 ;;
    *) echo "usage: $0 [--only NAME] [--no-cpu-check]"; exit 2 ;;
  esac; shift
done
MINT_BENCHES="heat7 poisson7 varcoef7 poisson19 jacobi2d"
CFLAGS="-O2 -std=c99 -Wall -Wno-unknown-pragmas -D_POSIX_C_SOURCE=200809L -I$BENCH/common"
mkdir -p "$B/host" "$B/mint-e2e"

# the translator, built once and its jar snapshotted (concurrent edits of the sources do not rebuild it)
"$ROOT/hicuda" --version > "$B/translator.version" 2>&1 || { cat "$B/translator.version"; exit 1; }
cp "$ROOT/target/hicuda.jar" "$B/hicuda-mint.jar"
T="java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar $B/hicuda-mint.jar"
( cd "$ROOT" && echo "repo commit: $(git rev-parse --short HEAD 2>/dev/null) ($(git log -1 --format=%cd --date=iso-strict 2>/dev/null))"
  echo "translator: $(tail -1 "$B/translator.version")" ) > "$B/mint-prepare.env"
HAVE_NVCC=0; command -v nvcc > /dev/null 2>&1 && HAVE_NVCC=1
gcc $CFLAGS "$BENCH/common/compare.c" -o "$B/host/compare" -lm || exit 1

status=0
for name in $MINT_BENCHES; do
  [ -n "$ONLY" ] && [ "$name" != "$ONLY" ] && continue
  d=$BENCH/$name; o=$B/$name
  mkdir -p "$o"
  line="$name:"
  for v in mint mint-opt; do
    opt="-O0 --opt=+stencil-tiling"; [ $v = mint ] && opt="-O0"
    rm -f "$o/$v.cu"
    if $T translate --profile $opt --report -I "$BENCH/common" "$d/mint.c" -o "$o/$v.cu" > "$o/$v.report" 2>&1; then
      if [ $HAVE_NVCC = 1 ] && ! { nvcc -O3 -arch=sm_90 -I"$BENCH/common" -c "$o/$v.cu" -o "$o/$v.o" &&
           nvcc -O3 -arch=sm_90 -I"$BENCH/common" -c "$o/$v.host.c" -o "$o/$v.host.o"; } > "$o/$v.nvcc.log" 2>&1; then
        line="$line $v=nvcc-FAILED($(grep -m1 -i error "$o/$v.nvcc.log"))"; status=1
      else
        line="$line $v=translated"
      fi
      rm -f "$o/$v.o"
    else
      line="$line $v=NOT-TRANSLATED($(grep -m1 -i error "$o/$v.report"))"; status=1
    fi
  done
  grep -h "^stencil tiling" "$o/mint-opt.report" > "$o/mint-opt.stencil" 2>/dev/null
  # what the stencil tiling's cost model would do with the nest (the -O1 report: 'off by default' where it would tile it)
  if $T translate -O1 --opt-report -I "$BENCH/common" "$d/mint.c" -o "$o/advice.cu" 2>&1 | grep "stencil-tiling:" |
       grep -q "off by default"; then echo tile > "$o/mint-opt.costmodel"; else echo untiled > "$o/mint-opt.costmodel"; fi
  rm -f "$o/advice.cu" "$o/advice.host.c"
  line="$line cost-model=$(cat "$o/mint-opt.costmodel")"
  if [ $CPUCHECK = 1 ]; then
    source "$d/bench.conf"
    gcc $CFLAGS "$d/seq.c" -o "$o/seq.host" -lm && "$o/seq.host" --quick --out "$o/ref.quick" > /dev/null 2>&1
    if gcc $CFLAGS "$d/mint.c" -o "$o/mint.host" -lm && "$o/mint.host" --quick --reps 1 --out "$o/mintc.quick" > /dev/null 2>&1 &&
       "$B/host/compare" "$o/ref.quick" "$o/mintc.quick" "$DTYPE" "$RTOL" "$ATOL" > /dev/null 2>&1; then
      line="$line mint.c-as-C=PASS"
    else
      line="$line mint.c-as-C=FAIL"; status=1
    fi
    for v in mint mint-opt; do
      opt="-O0 --opt=+stencil-tiling"; [ $v = mint ] && opt="-O0"
      if $T translate --target cpu $opt -I "$BENCH/common" "$d/mint.c" -o "$o/$v.cpu.cpp" > /dev/null 2>&1 &&
         g++ -std=gnu++17 -O2 -w -pthread -I"$BENCH/common" -I"$o" -x c++ -c "$o/$v.cpu.cpp" -o "$o/$v.cpu.o" > /dev/null 2>&1 &&
         gcc -O2 -w -I"$BENCH/common" -I"$o" -c "$o/$v.cpu.host.c" -o "$o/$v.cpu.host.o" > /dev/null 2>&1 &&
         g++ -pthread "$o/$v.cpu.o" "$o/$v.cpu.host.o" -o "$o/$v.cpu" -lm > /dev/null 2>&1 &&
         timeout 600 "$o/$v.cpu" --quick --reps 1 --out "$o/$v.quick" > /dev/null 2>&1 &&
         "$B/host/compare" "$o/ref.quick" "$o/$v.quick" "$DTYPE" "$RTOL" "$ATOL" > /dev/null 2>&1; then
        line="$line $v-cpu-target=PASS"
      else
        line="$line $v-cpu-target=FAIL"; status=1
      fi
      rm -f "$o/$v.quick" "$o/$v.cpu" "$o/$v.cpu.o" "$o/$v.cpu.host.o"
    done
    rm -f "$o/ref.quick" "$o/mintc.quick"
  fi
  echo "$line"
done

# the end-to-end programs: translated here, built and compared with their sequential versions there
if [ -z "$ONLY" ]; then
  rm -f "$B/mint-e2e"/*
  for src in "$ROOT"/src/test/resources/e2e/*mint*.c "$ROOT"/examples/mint_*.c; do
    [ -f "$src" ] || continue
    n=$(basename "$src" .c)
    cp "$src" "$B/mint-e2e/$n.c"
    $T translate -O0 --opt=+stencil-tiling "$src" -o "$B/mint-e2e/$n.cu" > /dev/null 2>"$B/mint-e2e/$n.log" &&
      $T translate -O0 "$src" -o "$B/mint-e2e/$n.noopt.cu" >> "$B/mint-e2e/$n.log" 2>&1 ||
      { echo "e2e $n: NOT-TRANSLATED ($(head -1 "$B/mint-e2e/$n.log"))"; status=1; }
  done
  echo "e2e: $(ls "$B"/mint-e2e/*.c | grep -vc '\.host\.c$') programs in $B/mint-e2e"
fi
echo "prepared: $B; on the GPU machine: bash bench/mint-device.sh [--quick] [--reps N] (carry [\"bench/.build\"])"
exit $status
