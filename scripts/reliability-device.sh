#!/usr/bin/env bash
# Issue 14's two GPU checks in one device call, within LIMIT seconds (default 530): the differential
# batch (batch/run.sh, written by scripts/fuzz-device-batch.sh) and compute-sanitizer over the
# translated examples and benchmarks (scripts/sanitize-device.sh, prepared with --prepare). Runs from a
# folder holding batch/, scripts/sanitize-device.sh and .sanitize-build/, e.g. (here, then on the device):
#   d=.device-build/NAME; scripts/fuzz-device-batch.sh 250 1000 $d/batch; scripts/sanitize-device.sh --prepare
#   mkdir -p $d/scripts; cp scripts/sanitize-device.sh scripts/reliability-device.sh $d/scripts; cp -r .sanitize-build $d
#   bash $d/scripts/reliability-device.sh          (writes env.txt, batch.txt, sanitize.txt, logs.tgz to $OUT)
set -u
cd "$(dirname "$0")/.."
T0=$(date +%s)
LIMIT=${LIMIT:-530}
OUT=${OUT:-$PWD/out}
mkdir -p "$OUT"
{
  echo "date_utc: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1)"
  echo "nvcc: $(nvcc --version | tail -1)"
  echo "compute-sanitizer: $(compute-sanitizer --version | grep -m1 -i version)"
  echo "cpu: $(nproc) cores"
} > "$OUT/env.txt" 2>&1
cat "$OUT/env.txt"

# 1. the differential batch: at most 40 % of the time
JOBS=$(nproc) timeout $(( LIMIT * 2 / 5 )) bash batch/run.sh > "$OUT/batch.txt" 2>&1
echo "batch/run.sh exit $? after $(( $(date +%s) - T0 )) s" >> "$OUT/batch.txt"
total=$(ls batch/prog*.cu | wc -l)
pass=$(grep -l '^PASS' batch/prog*.result 2>/dev/null | wc -l)
done_=$(ls batch/prog*.result 2>/dev/null | wc -l)
cases=$(cat batch/prog*.expected | wc -l)
batch_line="differential batch: $total programs ($cases cases): $pass pass, $(( done_ - pass )) fail, $(( total - done_ )) not run"
grep -v '^PASS' batch/prog*.result >> "$OUT/batch.txt" 2>/dev/null

# 2. the sanitizers in what is left: no run starts after BUDGET, none runs longer than TIMEOUT
left=$(( LIMIT - ($(date +%s) - T0) ))
to=$(( left / 3 < 120 ? left / 3 : 120 ))
TOOLS="memcheck synccheck initcheck racecheck" JOBS=${SAN_JOBS:-8} TIMEOUT=$to BUDGET=$(( left - to - 15 )) \
  timeout $(( left - 5 )) bash scripts/sanitize-device.sh > "$OUT/sanitize.txt" 2>&1
echo "sanitize-device.sh exit $? after $(( $(date +%s) - T0 )) s" >> "$OUT/sanitize.txt"

tar czf "$OUT/logs.tgz" .sanitize-build/logs .sanitize-build/results.txt \
  $(ls batch/*.result batch/*.build.log batch/*.out batch/*.err 2>/dev/null | while read f; do
      r=batch/$(basename "$f" | sed 's/\..*//').result; grep -q '^PASS' "$r" 2>/dev/null || echo "$f"; done) 2>/dev/null
echo
sed -n '/^program /,$p' .sanitize-build/results.txt 2>/dev/null || tail -40 "$OUT/sanitize.txt"
echo "$batch_line"
echo "total $(( $(date +%s) - T0 )) s"
