#!/usr/bin/env bash
# bench/experiments/ncu-compare.sh -- runs ON the GPU machine, after bench/prepare.sh here (carry bench/.build).
# For each benchmark named, builds the hand CUDA version and the translation (bench/.build/NAME/hicuda.cu) as
# run-device.sh does, and profiles one launch of each kernel (the second launch: after the warm-up's first) with
# Nsight Compute, clocks left alone (--clock-control none): time, DRAM traffic and throughput, issue-slot use,
# occupancy, registers and the main stall reasons, so that the gap between the two is explained by counters.
# Writes $OUT/ncu-NAME.csv (ncu's raw CSV) and prints a compact table.
# Usage: bash bench/experiments/ncu-compare.sh NAME...
set -u
cd "$(dirname "$0")/.."
BENCH=$PWD; B=$BENCH/.build; OUT=${OUT:-/tmp/ncuout}; mkdir -p "$OUT"
W=/tmp/ncu; mkdir -p "$W"
NV="nvcc -O3 -arch=sm_90 -I$BENCH/common"
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
M=$M,sm__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active
M=$M,launch__registers_per_thread,launch__occupancy_limit_registers,launch__occupancy_limit_shared_mem,launch__block_size,launch__grid_size
M=$M,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio
M=$M,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio
M=$M,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum
M=$M,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum
for n in "$@"; do
  d=$BENCH/$n; mkdir -p "$W/$n"
  $NV "$d/cuda.cu" -o "$W/$n/cuda" > "$W/$n/cuda.build" 2>&1 || { echo "$n: cuda build failed"; continue; }
  $NV -I"$d" "$B/$n/hicuda.cu" "$B/$n/hicuda.host.c" -o "$W/$n/hicuda" > "$W/$n/hicuda.build" 2>&1 || { echo "$n: hicuda build failed"; continue; }
  : > "$OUT/ncu-$n.csv"
  for v in cuda hicuda; do
    echo "== $n/$v" >> "$OUT/ncu-$n.csv"
    timeout 240 ncu --clock-control none --print-units base --launch-skip 1 --launch-count 4 --csv --page raw --metrics "$M" \
      "$W/$n/$v" --reps 1 > "$W/$n/$v.ncu" 2> "$W/$n/$v.ncu.err"
    grep -v '^==PROF==' "$W/$n/$v.ncu" | grep '^"' >> "$OUT/ncu-$n.csv" || tail -3 "$W/$n/$v.ncu.err" >> "$OUT/ncu-$n.csv"
  done
done
# compact table: one line per profiled kernel launch
python3 - "$OUT" "$@" <<'PY'
import csv, sys, os
out = sys.argv[1]
short = [("gpu__time_duration.sum", "us", 1e-3), ("dram__bytes_read.sum", "rdMB", 1e-6), ("dram__bytes_write.sum", "wrMB", 1e-6),
         ("dram__throughput.avg.pct_of_peak_sustained_elapsed", "dram%", 1), ("sm__inst_executed.sum", "Minst", 1e-6),
         ("smsp__issue_active.avg.pct_of_peak_sustained_active", "issue%", 1), ("sm__warps_active.avg.pct_of_peak_sustained_active", "occ%", 1),
         ("launch__registers_per_thread", "regs", 1),
         ("smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio", "stLSB", 1),
         ("smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio", "stBar", 1),
         ("smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio", "stSSB", 1),
         ("smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio", "stMIO", 1),
         ("smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio", "stLG", 1),
         ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum", "bankC", 1)]
print("%-10s %-7s %-22s" % ("bench", "version", "kernel") + "".join("%9s" % s[1] for s in short))
for n in sys.argv[2:]:
    p = os.path.join(out, "ncu-%s.csv" % n)
    if not os.path.exists(p): continue
    v = None; rows = []; hdr = None
    for line in open(p):
        if line.startswith("== "): v = line.split("/")[1].strip(); hdr = None; continue
        r = next(csv.reader([line]))
        if hdr is None: hdr = r; continue
        if r and r[0].isdigit() is False and "ID" in r[0]: continue
        d = dict(zip(hdr, r))
        if "Kernel Name" not in d or not d.get("gpu__time_duration.sum", "").replace(".", "").replace(",", "").isdigit(): continue
        vals = []
        for key, lab, sc in short:
            try: vals.append("%9.1f" % (float(d[key].replace(",", "")) * sc))
            except Exception: vals.append("%9s" % "-")
        print("%-10s %-7s %-22s" % (n, v, d["Kernel Name"][:22]) + "".join(vals))
PY
