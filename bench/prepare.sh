#!/usr/bin/env bash
# bench/prepare.sh -- runs on the development machine (no GPU needed).
#  1. translates every bench/*/hicuda.c with the project's translator
#     (./hicuda translate X/hicuda.c -o .build/X/hicuda.cu); a failure is recorded
#     in .build/X/hicuda.status as "not yet translatable: <first error line>";
#  2. builds the OpenACC binaries (gcc-12 nvptx offloading) and copies libgomp and
#     its nvptx plugin into .build/lib;
#  3. compile-checks cuda.cu (and cublas.cu) for sm_90 with nvcc;
#  4. CPU check: hicuda.c built as plain C (pragmas ignored) must compute what
#     seq.c computes (--quick size).
# Everything the GPU machine needs lands in the git-ignored bench/.build/.
# Usage: bench/prepare.sh [--only NAME] [--no-cpu-check]
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
mkdir -p "$B/lib" "$B/host"
source "$BENCH/list.sh"

CC12=${CC12:-gcc-12}
ACCFLAGS="-O3 -std=gnu99 -fopenacc -foffload=nvptx-none -foffload-options=-misa=sm_80 -foffload-options=-lm -foffload-options=-O3"
CFLAGS="-O2 -std=c99 -Wall -Wno-unknown-pragmas -D_POSIX_C_SOURCE=200809L -I$BENCH/common"

# translator: ./hicuda at the repository root (or $HICUDA).  It is built once
# here and its jar snapshotted into .build, so that concurrent edits of the
# compiler's sources do not trigger a Maven rebuild per benchmark.
HICUDA=${HICUDA:-$ROOT/hicuda}
TRANSLATE=""; TBROKEN=""
if [ -x "$HICUDA" ]; then
  if "$HICUDA" --version > "$B/translator.version" 2>&1 && [ -f "$ROOT/target/hicuda.jar" ]; then
    cp "$ROOT/target/hicuda.jar" "$B/hicuda.jar"
    TRANSLATE="java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar $B/hicuda.jar"
  else
    TBROKEN=$(sed 's/\x1b\[[0-9;]*m//g' "$B/translator.version" | grep -m1 -i error)
  fi
fi
( cd "$ROOT" && echo "repo commit: $(git rev-parse --short HEAD 2>/dev/null) ($(git log -1 --format=%cd --date=iso-strict 2>/dev/null))"
  echo "translator: $(tail -1 "$B/translator.version" 2>/dev/null)" ) > "$B/prepare.env"

# stale(SRC, PRODUCT): true when PRODUCT is missing or older than SRC or bench.h
stale() {
  [ ! -e "$2" ] || [ "$1" -nt "$2" ] || [ "$BENCH/common/bench.h" -nt "$2" ] && return 0
  local h; for h in "$(dirname "$1")"/*.h; do [ -e "$h" ] && [ "$h" -nt "$2" ] && return 0; done
  return 1
}

gcc $CFLAGS "$BENCH/common/compare.c" -o "$B/host/compare" -lm || exit 1

# libgomp + plugin for the GPU machine
for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
  p=$($CC12 -print-file-name=$l)
  [ -e "$p" ] || p=/usr/lib/x86_64-linux-gnu/$l
  cp -L "$p" "$B/lib/$l" 2>/dev/null || echo "WARN: $l not found (apt-get install -y gcc-12-offload-nvptx libgomp-plugin-nvptx1)"
done

summary=()
for name in $(bench_list); do
  [ -n "$ONLY" ] && [ "$name" != "$ONLY" ] && continue
  d=$BENCH/$name; o=$B/$name
  mkdir -p "$o"
  line="$name:"
  # 1. translate
  rm -f "$o/hicuda.cu" "$o/hicuda.host.c" "$o/hicuda.rejected.cu" "$o/hicuda.status" "$o"/hicuda-no*.cu "$o"/hicuda-no*.host.c
  HICUDA_FLAGS=""; source "$d/bench.conf"   # HICUDA_FLAGS: translator options the benchmark asks for (--fast-math)
  if [ ! -x "$HICUDA" ]; then
    echo "not yet translatable: translator $HICUDA does not exist yet" > "$o/hicuda.status"
  elif [ -z "$TRANSLATE" ]; then
    echo "not yet translatable: the translator does not build: ${TBROKEN:-unknown error}" > "$o/hicuda.status"
  else
    if $TRANSLATE translate --profile $HICUDA_FLAGS -I "$BENCH/common" --report --opt-report "$d/hicuda.c" -o "$o/hicuda.cu" > "$o/translate.log" 2>&1 && [ -s "$o/hicuda.cu" ]; then
      echo "translated" > "$o/hicuda.status"
      # the A/B variant of a code-generation pass that applied: the same translation without it (run-device.sh
      # times it as version hicuda-noPASS)
      for pass in prefetch; do
        if grep -q ": $pass: applied" "$o/translate.log"; then
          $TRANSLATE translate --profile $HICUDA_FLAGS --opt=-$pass -I "$BENCH/common" "$d/hicuda.c" -o "$o/hicuda-no$pass.cu" \
              > "$o/translate-no$pass.log" 2>&1 || rm -f "$o/hicuda-no$pass.cu" "$o/hicuda-no$pass.host.c"
        fi
      done
      # a translation that leaves directives in place or emits no kernel would run on the CPU: refuse it
      if grep -q '^[[:space:]]*#[[:space:]]*pragma[[:space:]]\+hicuda' "$o/hicuda.cu" || ! grep -q '__global__' "$o/hicuda.cu"; then
        echo "not yet translatable: translator output has no __global__ kernel or keeps #pragma hicuda lines (directives not lowered yet)" > "$o/hicuda.status"
        mv -f "$o/hicuda.cu" "$o/hicuda.rejected.cu"
      elif ! { nvcc -O3 -arch=sm_90 -I"$BENCH/common" -I"$d" -c "$o/hicuda.cu" -o "$o/hicuda.o" &&
               nvcc -O3 -arch=sm_90 -I"$BENCH/common" -I"$d" -c "$o/hicuda.host.c" -o "$o/hicuda.host.o"; } > "$o/hicuda.nvcc.log" 2>&1; then
        echo "translated, but nvcc rejects it: $(grep -m1 -i error "$o/hicuda.nvcc.log")" > "$o/hicuda.status"
        mv -f "$o/hicuda.cu" "$o/hicuda.rejected.cu"
      fi
    else
      err=$(sed 's/\x1b\[[0-9;]*m//g' "$o/translate.log" | grep -m1 -i -E 'error|exception' || head -1 "$o/translate.log")
      echo "not yet translatable: ${err:-translator failed without a message}" > "$o/hicuda.status"
      rm -f "$o/hicuda.cu"
    fi
  fi
  line="$line hicuda=[$(cat "$o/hicuda.status")]"
  # 2. OpenACC
  if ! stale "$d/openacc.c" "$o/openacc"; then
    line="$line openacc=built(cached)"
  elif $CC12 $ACCFLAGS -I"$BENCH/common" "$d/openacc.c" -o "$o/openacc" -lm > "$o/openacc.build.log" 2>&1; then
    line="$line openacc=built"
  else
    line="$line openacc=FAILED($(grep -m1 -i error "$o/openacc.build.log"))"
    rm -f "$o/openacc"
  fi
  # 3. nvcc compile check
  for cu in cuda cublas; do
    [ -f "$d/$cu.cu" ] || continue
    if [ $cu = cublas ] && ! echo '#include <cublas_v2.h>' | nvcc -x cu -E - -o /dev/null > /dev/null 2>&1; then
      line="$line cublas=not-checked-here(no cublas_v2.h; built on the GPU machine)"; continue
    fi
    if ! stale "$d/$cu.cu" "$o/$cu.ok"; then
      line="$line $cu=compiles(cached)"
    elif nvcc -O3 -arch=sm_90 -I"$BENCH/common" -c "$d/$cu.cu" -o "$o/$cu.o" -Xptxas -v > "$o/$cu.nvcc.log" 2>&1; then
      line="$line $cu=compiles"; touch "$o/$cu.ok"
    else
      line="$line $cu=FAILED($(grep -m1 -i error "$o/$cu.nvcc.log"))"
    fi
  done
  # 4. CPU check of hicuda.c as plain C
  if [ $CPUCHECK = 1 ] && ! stale "$d/hicuda.c" "$o/cpucheck.ok" && ! stale "$d/seq.c" "$o/cpucheck.ok"; then
    line="$line hicuda.c-as-C=PASS(cached)"
  elif [ $CPUCHECK = 1 ]; then
    if gcc $CFLAGS "$d/seq.c" -o "$o/seq.host" -lm > "$o/seq.host.log" 2>&1 &&
       gcc $CFLAGS "$d/hicuda.c" -o "$o/hicuda.host" -lm >> "$o/seq.host.log" 2>&1; then
      source "$d/bench.conf"
      timeout 300 "$o/seq.host" --quick --out "$o/ref.quick" > /dev/null 2>&1 &&
      timeout 300 "$o/hicuda.host" --quick --reps 1 --out "$o/hic.quick" > /dev/null 2>&1 &&
      "$B/host/compare" "$o/ref.quick" "$o/hic.quick" "$DTYPE" "$RTOL" "$ATOL" > "$o/cpucheck.log" 2>&1
      if [ $? = 0 ]; then line="$line hicuda.c-as-C=PASS"; touch "$o/cpucheck.ok"; else line="$line hicuda.c-as-C=FAIL($(tail -1 "$o/cpucheck.log"))"; fi
      rm -f "$o/ref.quick" "$o/hic.quick"
    else
      line="$line host-build=FAILED($(grep -m1 -i error "$o/seq.host.log"))"
    fi
  fi
  rm -f "$o"/*.o
  echo "$line"
  summary+=("$line")
done
printf '%s\n' "${summary[@]}" > "$B/prepare.txt"
echo "prepared: $B ($(du -sh "$B" | cut -f1)); carry it with the run: carry [\"bench/.build\"]"
