#!/usr/bin/env bash
# bench/opt-prepare.sh -- the optimizer's benchmark builds (issue 11), on the development machine.
#  1. translates bench/NAME/naive.c at -O0 and -O2 and bench/NAME/hicuda.c at -O0 and -O2 into
#     .build/NAME/{naive,hicuda}-O{0,2}.cu (+ .host.c), with the -O2 --opt-report beside them
#     (naive-O2.report.txt, hicuda-O2.report.txt);
#  2. compile-checks every translation with nvcc for sm_90 (when nvcc is installed);
#  3. CPU checks at --quick size against seq.c (bench/common/compare.c, the bench.conf tolerance):
#     naive.c built as plain C, and naive.c at -O0 and -O2 and hicuda.c at -O2 translated for the CPU
#     target (g++ with the CPU emulation runtime).
# Every translation takes the benchmark's HICUDA_FLAGS from bench.conf (--fast-math where the hand version uses
# rsqrtf / sincosf), as prepare.sh does: a command-line option the user accepts, not a directive.
# bench/opt-device.sh then builds and times them on the GPU machine (carry ["bench/.build"]).
# Usage: bench/opt-prepare.sh [--only NAME] [--no-cpu-check]
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
source "$BENCH/list.sh"
mkdir -p "$B/host"
CFLAGS="-O2 -std=c99 -Wall -Wno-unknown-pragmas -D_POSIX_C_SOURCE=200809L -I$BENCH/common"
"$ROOT/hicuda" --version > "$B/opt-translator.version" 2>&1 || { echo "the translator does not build"; exit 1; }
cp "$ROOT/target/hicuda.jar" "$B/hicuda-opt.jar"
TRANSLATE="java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar $B/hicuda-opt.jar"
gcc $CFLAGS "$BENCH/common/compare.c" -o "$B/host/compare" -lm || exit 1
( cd "$ROOT" && echo "repo commit: $(git rev-parse --short HEAD 2>/dev/null) ($(git log -1 --format=%cd --date=iso-strict 2>/dev/null))"
  echo "translator: $(tail -1 "$B/opt-translator.version")" ) > "$B/opt-prepare.env"

summary=()
for name in $(bench_list); do
  [ -n "$ONLY" ] && [ "$name" != "$ONLY" ] && continue
  d=$BENCH/$name; o=$B/$name
  [ -f "$d/naive.c" ] || continue
  mkdir -p "$o"
  line="$name:"
  HICUDA_FLAGS=""; source "$d/bench.conf"   # HICUDA_FLAGS: translator options the benchmark asks for (--fast-math)
  for src in naive hicuda; do
    for lvl in 0 2; do
      v=$src-O$lvl
      rm -f "$o/$v.cu" "$o/$v.host.c" "$o/$v.status"
      if $TRANSLATE translate --profile $HICUDA_FLAGS -O$lvl --opt-report -I "$BENCH/common" "$d/$src.c" -o "$o/$v.cu" > "$o/$v.translate.log" 2>&1; then
        grep -E '^[^ ]+:[0-9]+: kernel ' "$o/$v.translate.log" > "$o/$v.report.txt"
        if command -v nvcc > /dev/null && ! nvcc -O3 -arch=sm_90 -I"$BENCH/common" -I"$d" -c "$o/$v.cu" -o "$o/$v.o" > "$o/$v.nvcc.log" 2>&1; then
          echo "nvcc rejects it: $(grep -m1 -i error "$o/$v.nvcc.log")" > "$o/$v.status"
        else
          echo "translated" > "$o/$v.status"
        fi
      else
        echo "not translatable: $(sed 's/\x1b\[[0-9;]*m//g' "$o/$v.translate.log" | grep -m1 -i error)" > "$o/$v.status"
      fi
      rm -f "$o/$v.o"
      line="$line $v=$(cut -c1-60 "$o/$v.status")"
    done
  done
  if [ $CPUCHECK = 1 ]; then
    gcc $CFLAGS "$d/seq.c" -o "$o/seq.host" -lm 2> "$o/opt-cpu.log" && timeout 600 "$o/seq.host" --quick --out "$o/ref.quick" > /dev/null 2>&1
    check() { # label binary
      if timeout 900 "$2" --quick --reps 1 --out "$o/chk.quick" > /dev/null 2>> "$o/opt-cpu.log" &&
         "$B/host/compare" "$o/ref.quick" "$o/chk.quick" "$DTYPE" "$RTOL" "$ATOL" >> "$o/opt-cpu.log" 2>&1; then
        line="$line $1=PASS"
      else
        line="$line $1=FAIL($(tail -1 "$o/opt-cpu.log"))"
      fi
      rm -f "$o/chk.quick"
    }
    gcc $CFLAGS "$d/naive.c" -o "$o/naive.host" -lm 2>> "$o/opt-cpu.log" && check naive-as-C "$o/naive.host"
    for v in naive-O0 naive-O2 hicuda-O2; do
      src=${v%-O*}
      if $TRANSLATE translate --target cpu $HICUDA_FLAGS -O${v#*-O} -I "$BENCH/common" "$d/$src.c" -o "$o/$v.cpu.cpp" >> "$o/opt-cpu.log" 2>&1 &&
         g++ -std=c++17 -O2 -w -pthread -I"$o" -I"$BENCH/common" -I"$d" -x c++ -c "$o/$v.cpu.cpp" -o "$o/$v.cpu.o" 2>> "$o/opt-cpu.log" &&
         gcc -O2 -w -I"$o" -I"$BENCH/common" -I"$d" -c "$o/$v.cpu.host.c" -o "$o/$v.host.o" 2>> "$o/opt-cpu.log" &&
         g++ -pthread -o "$o/$v.cpu" "$o/$v.cpu.o" "$o/$v.host.o" -lm 2>> "$o/opt-cpu.log"; then
        check "$v-cpu" "$o/$v.cpu"
      else
        line="$line $v-cpu=BUILD_FAILED"
      fi
      rm -f "$o/$v.cpu.o" "$o/$v.host.o"
    done
    rm -f "$o/ref.quick"
  fi
  echo "$line"
  summary+=("$line")
done
printf '%s\n' "${summary[@]}" > "$B/opt-prepare.txt"
echo "prepared: $B; carry it with the run: carry [\"bench/.build\"]"
