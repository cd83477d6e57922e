#!/usr/bin/env bash
# bench/opencl-prepare.sh -- runs here (Java; an OpenCL platform such as PoCL for the CPU checks);
# prepares the OpenCL checks of issue 15 for a GPU machine that has gcc and nvcc but no Java
# (bench/opencl-device.sh):
#  1. translates every bench/*/hicuda.c for --target opencl (NAME/opencl/: hicuda.cl, hicuda.host.c,
#     hicuda_opencl.h) and for CUDA (NAME/cuda/: hicuda.cu, hicuda.host.c), the version the OpenCL
#     one is timed against; a failure is recorded in NAME/status;
#  2. translates every example and end-to-end program for --target opencl (programs/NAME/, with a
#     copy of NAME.c; a folder of .c files is one program of several files, translated together, with
#     copies of its .c and .h files);
#  3. CPU check, when an OpenCL platform is present (clinfo lists one, e.g. PoCL): each program's
#     OpenCL build prints what gcc's sequential program prints (numbers within 1e-4 relative), and
#     each benchmark at --quick size computes what seq.c computes (bench/common/compare.c, the
#     benchmark's tolerance).
# Everything lands in the git-ignored bench/.build/opencl/ (copied with the scripts it needs, so that
# the folder alone runs on the GPU machine: bash bench/.build/opencl/opencl-device.sh).
# Usage: bench/opencl-prepare.sh [--only NAME] [--no-cpu-check]
set -u
cd "$(dirname "$0")"
BENCH=$PWD
ROOT=$(cd .. && pwd)
B=$BENCH/.build/opencl
ONLY=""; CPUCHECK=1
while [ $# -gt 0 ]; do
  case "$1" in
    --only) ONLY=$2; shift ;;
    --no-cpu-check) CPUCHECK=0 ;;
    *) echo "usage: $0 [--only NAME] [--no-cpu-check]"; exit 2 ;;
  esac; shift
done
source "$BENCH/list.sh"
H=$BENCH/.build/opencl-host   # what stays here (the translator's jar, the host's compare)
rm -rf "$B" "$H"; mkdir -p "$B/programs" "$B/common" "$H"
cp "$BENCH/common"/*.h "$BENCH/common"/*.c "$BENCH/common"/*.sh "$B/common/"
cp "$BENCH/opencl-device.sh" "$BENCH/common/compare_output.py" "$B/"
# the OpenCL headers and the ICD loader (ocl-icd, which reads OCL_ICD_VENDORS) for the GPU machine, whose
# toolkit may have neither
mkdir -p "$B/include" "$B/lib"
cp -r /usr/include/CL "$B/include/" 2>/dev/null || echo "no /usr/include/CL here (opencl-headers): the GPU machine's own are used"
for l in /usr/lib/x86_64-linux-gnu/libOpenCL.so.1 /usr/lib64/libOpenCL.so.1; do
  if [ -f "$l" ]; then cp -L "$l" "$B/lib/libOpenCL.so.1"; cp -L "$l" "$B/lib/libOpenCL.so"; break; fi
done
CFLAGS="-O2 -std=c99 -Wall -Wno-unknown-pragmas -D_POSIX_C_SOURCE=200809L -I$B/common"

# the translator, built once and its jar snapshotted (concurrent edits of the sources do not rebuild it)
"$ROOT/hicuda" --version > "$B/translator.version" 2>&1 || { cat "$B/translator.version"; exit 1; }
cp "$ROOT/target/hicuda.jar" "$H/hicuda.jar"
T="java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar $H/hicuda.jar"
( cd "$ROOT" && echo "repo commit: $(git rev-parse --short HEAD 2>/dev/null) ($(git log -1 --format=%cd --date=iso-strict 2>/dev/null))"
  echo "translator: $(tail -1 "$B/translator.version")" ) > "$B/prepare.env"
HAVE_CL=0
if command -v clinfo > /dev/null 2>&1 && [ "$(clinfo -l 2>/dev/null | grep -c Platform)" -gt 0 ]; then HAVE_CL=1; fi
[ $CPUCHECK = 1 ] && [ $HAVE_CL = 0 ] && echo "no OpenCL platform here (clinfo -l lists none): CPU checks skipped"
gcc $CFLAGS "$BENCH/common/compare.c" -o "$H/compare" -lm || exit 1
status=0

# ---------------------------------------------------------------- benchmarks
for name in $(bench_list); do
  [ -n "$ONLY" ] && [ "$name" != "$ONLY" ] && continue
  d=$BENCH/$name; o=$B/$name
  mkdir -p "$o/opencl" "$o/cuda"
  cp "$d/seq.c" "$d/hicuda.c" "$d/bench.conf" "$o/"
  cp "$d"/*.h "$o/" 2>/dev/null
  line="$name:"
  # (from bench/, so that messages and the generated comments name bench-relative files)
  if (cd "$BENCH" && $T translate --profile --target opencl -I common "$name/hicuda.c" -o "$o/opencl/hicuda.cl") > "$o/opencl/translate.log" 2>&1 &&
     (cd "$BENCH" && $T translate --profile -I common "$name/hicuda.c" -o "$o/cuda/hicuda.cu") > "$o/cuda/translate.log" 2>&1; then
    echo "translated" > "$o/status"
    line="$line translated"
  else
    echo "not yet translatable: $(cat "$o/opencl/translate.log" "$o/cuda/translate.log" 2>/dev/null | grep -m1 error)" > "$o/status"
    rm -rf "$o/opencl" "$o/cuda"
    echo "$line $(cat "$o/status")"
    continue
  fi
  if [ $CPUCHECK = 1 ] && [ $HAVE_CL = 1 ]; then
    source "$d/bench.conf"
    if gcc $CFLAGS -I"$o" "$o/seq.c" -o "$o/seq.host" -lm && "$o/seq.host" --quick --out "$o/ref.quick" > /dev/null 2>&1 &&
       gcc $CFLAGS -I"$o" -I"$o/opencl" "$o/opencl/hicuda.host.c" -o "$o/opencl.host" -lOpenCL -lm > "$o/opencl/gcc.log" 2>&1 &&
       timeout 900 "$o/opencl.host" --quick --reps 1 --out "$o/opencl.quick" > "$o/opencl/quick.log" 2>&1 &&
       "$H/compare" "$o/ref.quick" "$o/opencl.quick" "$DTYPE" "$RTOL" "$ATOL" > "$o/opencl/compare.log" 2>&1; then
      line="$line opencl-on-$(clinfo -l | sed -n 's/^Platform #0: //p' | tr ' ' '_')=PASS"
    else
      line="$line opencl-cpu-check=FAIL($(cat "$o/opencl/gcc.log" "$o/opencl/quick.log" "$o/opencl/compare.log" 2>/dev/null | grep -v '^#' | tail -1))"
      status=1
    fi
    rm -f "$o/seq.host" "$o/opencl.host" "$o/ref.quick" "$o/opencl.quick"
  fi
  echo "$line"
done

# ---------------------------------------------------------------- examples and end-to-end programs
# a program: NAME.c, or a folder NAME/ whose .c files are one program (examples/mcml)
for src in "$ROOT"/examples/*.c "$ROOT"/src/test/resources/e2e/*.c "$ROOT"/examples/*/ "$ROOT"/src/test/resources/e2e/*/; do
  src=${src%/}
  if [ -d "$src" ]; then
    ls "$src"/*.c > /dev/null 2>&1 || continue
    name=$(basename "$src"); srcs=("$src"/*.c)
  else
    name=$(basename "$src" .c); srcs=("$src")
  fi
  [ -n "$ONLY" ] && [ "$name" != "$ONLY" ] && continue
  o=$B/programs/$name; mkdir -p "$o"
  cp "${srcs[@]}" "$o/"
  [ -d "$src" ] && cp "$src"/*.h "$o/" 2>/dev/null
  rels=(); for f in "${srcs[@]}"; do rels+=("${f#"$ROOT"/}"); done
  if [ -d "$src" ]; then dest=$o; else dest=$o/$name.cl; fi
  if ! (cd "$ROOT" && $T translate --target opencl "${rels[@]}" -o "$dest") > "$o/translate.log" 2>&1; then
    echo "program $name: NOT TRANSLATED: $(grep -m1 error "$o/translate.log")"; echo "$(grep -m1 error "$o/translate.log")" > "$o/status"
    continue
  fi
  if [ $CPUCHECK = 1 ] && [ $HAVE_CL = 1 ]; then
    if gcc -O2 -w -I"$o" -o "$o/seq" "${srcs[@]}" -lm && "$o/seq" > "$o/seq.out" 2>&1 &&
       gcc -O2 -Wall -Wno-unknown-pragmas -Wno-unused -I"$o" -o "$o/opencl" "$o"/*.host.c -lOpenCL -lm > "$o/gcc.log" 2>&1 &&
       timeout 600 "$o/opencl" > "$o/opencl.out" 2> "$o/opencl.err" &&
       python3 "$B/compare_output.py" "$o/seq.out" "$o/opencl.out" 1e-4 > "$o/compare.log" 2>&1; then
      echo "program $name: opencl=PASS"
    else
      echo "program $name: opencl=FAIL($(cat "$o/gcc.log" "$o/opencl.err" "$o/compare.log" 2>/dev/null | tail -1))"; status=1
    fi
    rm -f "$o/seq" "$o/opencl" "$o/seq.out" "$o/opencl.out"
  fi
done
echo "bench/.build/opencl: $(du -sh "$B" | cut -f1); carry it to the GPU machine and run bash bench/.build/opencl/opencl-device.sh"
exit $status
