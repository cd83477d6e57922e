#!/usr/bin/env bash
# compute-sanitizer over every translated example and benchmark (issue 14). Two steps:
#
#   scripts/sanitize-device.sh --prepare     here (needs Java): translates examples/*.c and
#                                            bench/*/hicuda.c for CUDA into .sanitize-build/
#   scripts/sanitize-device.sh               on the GPU machine (needs nvcc and compute-sanitizer
#                                            only): builds each (the device file NAME.cu and its
#                                            host program NAME.host.c) with -lineinfo, runs it under
#                                            memcheck, racecheck, synccheck and initcheck, and
#                                            prints a table (logs in .sanitize-build/logs/)
#
# Benchmarks run with --quick --reps 1 (the sanitizers slow a program 10-100 times). A cell is
# "clean", "N errors" (the tool's ERROR SUMMARY; racecheck: hazards), "timeout", "run failed"
# (the program's own exit status without any sanitizer error) or "not run" (BUDGET spent).
# The programs are built in parallel, then JOBS sanitizer runs share the GPU (all memcheck runs
# first, then the other tools in order). Settings: TIMEOUT (seconds per run, default 900), TOOLS
# (default "memcheck racecheck synccheck initcheck"), ONLY (names, separated by spaces), JOBS (runs at a time, default 4),
# BUDGET (seconds after which no run starts, default none).
set -u
cd "$(dirname "$0")/.."
B=.sanitize-build
if [ "${1:-}" = "--prepare" ]; then
  rm -rf "$B" && mkdir -p "$B/include"
  cp bench/common/*.h "$B/include/"
  for src in examples/*.c bench/*/hicuda.c; do
    case "$src" in
      bench/*) name="bench_$(basename "$(dirname "$src")")"; inc=(-I bench/common)
               # the benchmark's own headers (several are named common.h), found beside its source
               mkdir -p "$B/$name.include"; cp "$(dirname "$src")"/*.h "$B/$name.include/" 2>/dev/null;;
      *) name="$(basename "$src" .c)"; inc=();;
    esac
    if ./hicuda translate "${inc[@]}" "$src" -o "$B/$name.cu" > "$B/$name.translate.log" 2>&1; then
      echo "$src" > "$B/$name.source"
    else
      echo "not translated: $src ($(grep -m1 'error:' "$B/$name.translate.log"))"
      rm -f "$B/$name.cu"
    fi
  done
  echo "$(ls "$B"/*.cu | wc -l) programs in $B; now run scripts/sanitize-device.sh on the GPU machine"
  exit 0
fi
[ -d "$B" ] || { echo "no $B: run 'scripts/sanitize-device.sh --prepare' first (where Java is)"; exit 2; }
command -v compute-sanitizer >/dev/null || { echo "compute-sanitizer not found (it comes with the CUDA toolkit)"; exit 2; }
export B TIMEOUT=${TIMEOUT:-900} BUDGET=${BUDGET:-0} START=$(date +%s)
TOOLS=${TOOLS:-"memcheck racecheck synccheck initcheck"}
JOBS=${JOBS:-4}
mkdir -p "$B/logs"
rm -f "$B"/logs/*.cell
{
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  nvcc --version | tail -1
  compute-sanitizer --version | grep -m1 -i version
} | tee "$B/env.txt"
names=()
for cu in "$B"/*.cu; do
  name=$(basename "$cu" .cu)
  [ -n "${ONLY:-}" ] && [[ " $ONLY " != *" $name "* ]] && continue
  names+=("$name")
done
# builds, in parallel: the device file and its host program, with line numbers for the reports
printf '%s\n' "${names[@]}" | xargs -P "$(nproc)" -I{} sh -c \
  'nvcc -O2 -lineinfo -arch=sm_90 -I "$B/include" -I "$B/{}.include" -o "$B/{}.bin" "$B/{}.cu" "$B/{}.host.c" -lm > "$B/logs/{}.nvcc.log" 2>&1 || rm -f "$B/{}.bin"'
# one sanitizer run: writes logs/NAME.TOOL.log and the table's cell logs/NAME.TOOL.cell
one() {
  name=$1 t=$2 cell="$B/logs/$1.$2.cell" log="$B/logs/$1.$2.log"
  if [ ! -x "$B/$name.bin" ]; then echo "build failed" > "$cell"; return; fi
  if [ "$BUDGET" -gt 0 ] && [ $(( $(date +%s) - START )) -ge "$BUDGET" ]; then echo "not run" > "$cell"; return; fi
  args=()
  case "$name" in bench_*) args=(--quick --reps 1);; esac
  extra=()
  case "$t" in
    memcheck) extra=(--leak-check full);;
    racecheck) extra=(--racecheck-report hazard);;
  esac
  ( cd "$B" && timeout "$TIMEOUT" compute-sanitizer --tool "$t" "${extra[@]}" --print-limit 20 "./$name.bin" "${args[@]}" ) > "$log" 2>&1
  rc=$?
  n=$(grep -o 'ERROR SUMMARY: [0-9]* error' "$log" | grep -o '[0-9]*' | tail -1)
  if [ "$t" = racecheck ]; then
    h=$(grep -o 'RACECHECK SUMMARY: [0-9]* hazard' "$log" | grep -o '[0-9]*' | tail -1)
    [ -n "$h" ] && n=$h
  fi
  if [ $rc -eq 124 ]; then c=timeout
  elif [ -n "$n" ] && [ "$n" != 0 ]; then c="$n errors"
  elif [ $rc -ne 0 ]; then c="run failed"
  else c=clean; fi
  echo "$c" > "$cell"
}
export -f one
for t in $TOOLS; do for name in "${names[@]}"; do echo "$name $t"; done; done | xargs -P "$JOBS" -L1 bash -c 'one "$0" "$1"'
printf '%-28s' program > "$B/results.txt"
for t in $TOOLS; do printf ' %-12s' "$t" >> "$B/results.txt"; done
echo >> "$B/results.txt"
for name in "${names[@]}"; do
  line=$(printf '%-28s' "$name")
  for t in $TOOLS; do line="$line$(printf ' %-12s' "$(cat "$B/logs/$name.$t.cell" 2>/dev/null || echo 'not run')")"; done
  echo "$line" >> "$B/results.txt"
done
echo "sanitizer runs took $(( $(date +%s) - START )) s ($JOBS at a time, TIMEOUT $TIMEOUT s, BUDGET ${BUDGET} s)" >> "$B/results.txt"
echo
cat "$B/results.txt"
