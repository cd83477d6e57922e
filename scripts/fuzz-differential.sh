#!/usr/bin/env bash
# Differential fuzzing on the CPU target (issue 14): N random hiCUDA programs' cases (default 10,000,
# 24 cases a program) translated with the race checker, run with shuffled threads and compared with
# their sequential build (gcc, pragmas ignored). Writes OUTDIR/summary.txt (counts and time) and keeps
# every failing program with its report in OUTDIR/failures/.
#   scripts/fuzz-differential.sh [N] [SEED] [JOBS] [OUTDIR]   (defaults: 10000, 1, 1, target/fuzz-differential)
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-10000}"
seed="${2:-1}"
jobs="${3:-1}"
out="${4:-target/fuzz-differential}"
source scripts/test-classpath.sh
test_classpath snapshot
java -XX:+UseSerialGC -cp "$CP" dev.hicuda.e2e.DifferentialFuzzer \
  --cases "$n" --seed "$seed" --jobs "$jobs" --out "$out"
