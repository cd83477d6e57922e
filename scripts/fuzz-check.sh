#!/usr/bin/env bash
# Parser and directive fuzzer (issue 14): random and mutated inputs (from examples/, bench/ and
# src/test/resources/) through 'hicuda check', in-process, with a time limit per input.
#   scripts/fuzz-check.sh [MINUTES] [SEED] [OUTDIR]      (defaults: 60, 1, target/fuzz-check)
# Compiles the tests, snapshots the classes (so that later builds in the worktree do not disturb a
# long run), runs dev.hicuda.fuzz.CheckFuzzer and prints OUTDIR/summary.txt. Each finding (exit 3,
# a Java stack trace, an exception, a run over 10 s) is kept as OUTDIR/finding-K.c with its output
# in finding-K.txt. Exit status 0 when there is no finding, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes="${1:-60}"
seed="${2:-1}"
out="${3:-target/fuzz-check}"
source scripts/test-classpath.sh
test_classpath snapshot
java -XX:+UseSerialGC -XX:-OmitStackTraceInFastThrow -cp "$CP" dev.hicuda.fuzz.CheckFuzzer --minutes "$minutes" --seed "$seed" --out "$out" --root .
