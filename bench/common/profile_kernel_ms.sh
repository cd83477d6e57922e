#!/usr/bin/env bash
# bench/common/profile_kernel_ms.sh CSV REPS -- the kernel time of a translated benchmark, taken as the hand
# CUDA versions take theirs: CUDA events around the kernels.  CSV is the file a program built with
# `hicuda translate --profile` appends to when HICUDA_PROFILE_CSV names it (one line a launch:
# number,kernel,file:line,ms; docs/translation.md, "Profiling"); the program ran one warm-up and REPS timed
# repetitions, each launching the same kernels.  Prints "KERNEL_MS <median>" over the timed repetitions of the
# sum of their launches' times, and "# KERNEL_MS min .. max .. n .." (bench.h's format); exits 1 when the
# launches do not split evenly into REPS + 1 repetitions.
set -u
csv=$1; reps=$2
sort -t, -k1,1n "$csv" | awk -F, -v reps="$reps" '
  { ms[NR - 1] = $NF; n = NR }
  END {
    runs = reps + 1
    if (n == 0 || n % runs != 0) { printf "profile: %d launches do not split into %d repetitions\n", n, runs > "/dev/stderr"; exit 1 }
    per = n / runs
    for (r = 1; r < runs; r++) {
      s = 0
      for (i = r * per; i < (r + 1) * per; i++) s += ms[i]
      t[r] = s
    }
    # insertion sort of t[1..reps]
    for (i = 2; i <= reps; i++) { v = t[i]; j = i - 1; while (j >= 1 && t[j] > v) { t[j + 1] = t[j]; j-- } t[j + 1] = v }
    med = (reps % 2) ? t[(reps + 1) / 2] : 0.5 * (t[reps / 2] + t[reps / 2 + 1])
    printf "KERNEL_MS %.6f\n# KERNEL_MS min %.6f max %.6f n %d (CUDA events, %d launches a repetition)\n", med, t[1], t[reps], reps, per
  }'
