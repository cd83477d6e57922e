#!/usr/bin/env bash
# Runs on the GPU machine (device tool): builds every translated example in .device-build/
# (made here by scripts/prepare-device-examples.sh), runs it on the GPU, and compares its
# output with the sequential program built by gcc (numbers with a relative tolerance of 1e-4).
# Prints a table: name, result, wall time of the GPU run (ms), and the summed GPU time of the
# program's kernels (ms) measured by Nsight Compute (ncu --clock-control none, gpu__time_duration;
# NO_NCU=1 skips it).
set -u
cd "$(dirname "$0")/../.device-build"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -1
printf '%-28s %-6s %10s %12s\n' program result wall_ms kernel_ms > results.txt
# build everything first, in parallel (nvcc for the device file, the host program compiled as C)
ls *.cu | sed 's/\.cu$//' | xargs -P "$(nproc)" -I{} sh -c 'nvcc -O2 -arch=sm_90 -o "{}.gpu" "{}.cu" "{}.host.c" -lm 2> "{}.nvcc.log"'
for cu in *.cu; do
  b=${cu%.cu}
  [ -x "$b.gpu" ] || { printf '%-28s %-6s %10s %12s\n' "$b" BUILD - - >> results.txt; continue; }
  gcc -std=c99 -O1 -w -o "$b.seq" "$b.seq.c" -lm
  ./"$b.seq" > "$b.seq.out" 2>&1
  t0=$(date +%s%N); ./"$b.gpu" > "$b.gpu.out" 2>&1; rc=$?; t1=$(date +%s%N)
  ms=$(( (t1 - t0) / 1000000 ))
  if [ $rc -ne 0 ]; then res=FAIL; else
    res=$(python3 - "$b.gpu.out" "$b.seq.out" <<'PY'
import re, sys
num = re.compile(r'[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?|-?nan|-?inf')
a, e = open(sys.argv[1]).read(), open(sys.argv[2]).read()
if num.sub('#', a) != num.sub('#', e): print('DIFF'); sys.exit()
for x, y in zip([m.group() for m in num.finditer(a)], [m.group() for m in num.finditer(e)]):
    if 'nan' in x or abs(float(x) - float(y)) > 1e-4 * max(1.0, abs(float(y))): print('DIFF'); sys.exit()
print('PASS')
PY
)
  fi
  kms=-
  if [ "$res" = PASS ] && [ -z "${NO_NCU:-}" ] && command -v ncu > /dev/null; then
    kms=$(ncu --clock-control none --metrics gpu__time_duration.sum --csv --launch-count 200 ./"$b.gpu" 2> /dev/null | python3 -c '
import csv, sys
rows = [r for r in csv.reader(l for l in sys.stdin if l.startswith("\""))]
if not rows: print("-"); sys.exit()
h = rows[0]; v = h.index("Metric Value"); u = h.index("Metric Unit")
scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3, "nsecond": 1e-6, "usecond": 1e-3, "msecond": 1.0, "second": 1e3}
print("%.3f" % sum(float(r[v].replace(",", "")) * scale.get(r[u], float("nan")) for r in rows[1:]))')
  fi
  printf '%-28s %-6s %10s %12s\n' "$b" "$res" "$ms" "$kms" >> results.txt
done
cp results.txt "${OUT:-.}/results.txt" 2>/dev/null
cat results.txt
