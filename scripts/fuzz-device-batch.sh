#!/usr/bin/env bash
# Differential fuzzing on a GPU (issue 14): writes N random hiCUDA programs (default 500, 8 cases each)
# translated for CUDA, with the output of their sequential build (gcc here), and OUTDIR/run.sh, which
# builds and runs them all with nvcc on a GPU machine (no Java needed there) and prints a table.
#   scripts/fuzz-device-batch.sh [N] [SEED] [OUTDIR]        (defaults: 500, 1000, target/fuzz-device-batch)
#   then, on the GPU machine:  OUTDIR/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-500}"
seed="${2:-1000}"
out="${3:-target/fuzz-device-batch}"
source scripts/test-classpath.sh
test_classpath
rm -rf "$out"
java -XX:+UseSerialGC -cp "$CP" dev.hicuda.e2e.DeviceBatch \
  --programs "$n" --seed "$seed" --out "$out"
echo "now run $out/run.sh on a machine with nvcc and a GPU"
