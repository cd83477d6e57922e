#!/usr/bin/env bash
# compute-sanitizer over every translated example and benchmark (issue 14). Two steps:
#
#   scripts/sanitize-device.sh --prepare     here (needs Java): translates examples/*.c and
#                                            bench/*/hicuda.c for CUDA into .sanitize-build/
#   scripts/sanitize-device.sh               on the GPU machine (needs nvcc and compute-sanitizer
#                                            only): builds each with -lineinfo, runs it under
#                                            memcheck, racecheck, synccheck and initcheck, and
#                                            prints a table (logs in .sanitize-build/logs/)
#
# Benchmarks run with --quick --reps 1 (the sanitizers slow a program 10-100 times). A cell is
# "clean", "N errors" (the tool's ERROR SUMMARY; racecheck: hazards), "timeout" or "run failed"
# (the program's own exit status without any sanitizer error). TIMEOUT (seconds per run, default 900),
# TOOLS (default "memcheck racecheck synccheck initcheck") and ONLY (a name) adjust the run.
set -u
cd "$(dirname "$0")/.."
B=.sanitize-build
if [ "${1:-}" = "--prepare" ]; then
  rm -rf "$B" && mkdir -p "$B/include"
  cp bench/common/*.h "$B/include/"
  for src in examples/*.c bench/*/hicuda.c; do
    case "$src" in
      bench/*) name="bench_$(basename "$(dirname "$src")")"; inc=(-I bench/common);;
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
TOOLS=${TOOLS:-"memcheck racecheck synccheck initcheck"}
TIMEOUT=${TIMEOUT:-900}
mkdir -p "$B/logs"
{
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  nvcc --version | tail -1
  compute-sanitizer --version | head -2 | tail -1
} | tee "$B/env.txt"
printf '%-28s' program > "$B/results.txt"
for t in $TOOLS; do printf ' %-12s' "$t" >> "$B/results.txt"; done
echo >> "$B/results.txt"
for cu in "$B"/*.cu; do
  name=$(basename "$cu" .cu)
  [ -n "${ONLY:-}" ] && [ "$name" != "$ONLY" ] && continue
  args=()
  case "$name" in bench_*) args=(--quick --reps 1);; esac
  line=$(printf '%-28s' "$name")
  if ! nvcc -O2 -lineinfo -arch=sm_90 -I "$B/include" -o "$B/$name.bin" "$cu" -lm > "$B/logs/$name.nvcc.log" 2>&1; then
    for t in $TOOLS; do line="$line $(printf ' %-12s' 'build failed')"; done
    echo "$line" | tee -a "$B/results.txt"
    continue
  fi
  for t in $TOOLS; do
    extra=()
    case "$t" in
      memcheck) extra=(--leak-check full);;
      racecheck) extra=(--racecheck-report hazard);;
    esac
    log="$B/logs/$name.$t.log"
    ( cd "$B" && timeout "$TIMEOUT" compute-sanitizer --tool "$t" "${extra[@]}" --print-limit 20 "./$name.bin" "${args[@]}" ) > "$log" 2>&1
    rc=$?
    n=$(grep -o 'ERROR SUMMARY: [0-9]* error' "$log" | grep -o '[0-9]*' | tail -1)
    if [ "$t" = racecheck ]; then
      h=$(grep -o 'RACECHECK SUMMARY: [0-9]* hazard' "$log" | grep -o '[0-9]*' | tail -1)
      [ -n "$h" ] && n=$h
    fi
    if [ $rc -eq 124 ]; then cell=timeout
    elif [ -n "$n" ] && [ "$n" != 0 ]; then cell="$n errors"
    elif [ $rc -ne 0 ]; then cell="run failed"
    else cell=clean; fi
    line="$line $(printf '%-12s' "$cell")"
  done
  echo "$line" | tee -a "$B/results.txt"
done
echo
cat "$B/results.txt"
