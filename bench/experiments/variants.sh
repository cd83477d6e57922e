#!/usr/bin/env bash
# bench/experiments/variants.sh -- runs ON the GPU machine, after bench/prepare.sh and
# bench/experiments/make_variants.py here (carry bench/.build).  For each benchmark NAME with variants in
# bench/.build/variants/NAME/VARIANT.cu (VARIANT.host.c beside it, or the translation's host file), builds every
# variant and the hand CUDA version, then times them in turn, ROUNDS rounds of REPS repetitions: the
# variants' kernel time from their CUDA events (HICUDA_PROFILE_CSV, as run-device.sh takes it), the hand
# version's from its own events.  Each variant's output is compared byte for byte with the 'gen' variant's
# (the translation as generated).  With NCU="NAME:VARIANT ...", those are also profiled with Nsight Compute
# (the metrics of ncu-compare.sh; NAME:cuda is the hand version).  A variant named VARIANT.hand.cu is a whole
# program (a variant of cuda.cu): built alone, timed by its own events, its output compared byte for byte with
# cuda.cu's.
# Usage: ROUNDS=2 REPS=20 bash bench/experiments/variants.sh NAME...
set -u
cd "$(dirname "$0")/.."
BENCH=$PWD; B=$BENCH/.build; W=/tmp/variants; mkdir -p "$W"
ROUNDS=${ROUNDS:-2}; REPS=${REPS:-20}
NV="nvcc -O3 -arch=sm_90 -I$BENCH/common"
for n in "$@"; do
  mkdir -p "$W/$n"
  $NV -I"$BENCH/$n" "$BENCH/$n/cuda.cu" -o "$W/$n/cuda" > "$W/$n/cuda.build" 2>&1 &
  for f in "$B/variants/$n"/*.hand.cu; do
    [ -f "$f" ] || continue
    v=$(basename "$f" .cu)
    $NV -I"$BENCH/$n" -Xptxas -v "$f" -o "$W/$n/$v" > "$W/$n/$v.build" 2>&1 &
  done
  for f in "$B/variants/$n"/*.cu; do
    case "$f" in *.hand.cu) continue ;; esac
    v=$(basename "$f" .cu); host="$B/variants/$n/$v.host.c"; [ -f "$host" ] || host="$B/$n/hicuda.host.c"
    $NV -I"$BENCH/$n" -Xptxas -v "$f" "$host" -o "$W/$n/$v" > "$W/$n/$v.build" 2>&1 &
  done
done
wait
for round in $(seq 1 "$ROUNDS"); do
  for n in "$@"; do
    if [ -x "$W/$n/cuda" ]; then
      echo "== $n round $round cuda: $(timeout 60 "$W/$n/cuda" --reps "$REPS" --out "$W/$n/cuda.out" | grep '^KERNEL_MS')"
    fi
    for f in "$B/variants/$n"/*.hand.cu; do
      [ -f "$f" ] || continue
      v=$(basename "$f" .cu); exe=$W/$n/$v
      [ -x "$exe" ] || { [ "$round" = 1 ] && echo "== $n $v: not built: $(grep -m1 error "$exe.build")"; continue; }
      k=$(timeout 60 "$exe" --reps "$REPS" --out "$exe.out" | grep '^KERNEL_MS')
      cmp -s "$exe.out" "$W/$n/cuda.out" && same="(output identical to cuda's)" || same="(OUTPUT DIFFERS from cuda's)"
      echo "== $n round $round $v: $same $(grep -oE 'Used [0-9]+ registers|[0-9]+ bytes spill stores' "$exe.build" | sort -u | tr '\n' ' ')$k"
    done
    for f in "$B/variants/$n"/*.cu; do
      case "$f" in *.hand.cu) continue ;; esac
      v=$(basename "$f" .cu); exe=$W/$n/$v
      [ -x "$exe" ] || { [ "$round" = 1 ] && echo "== $n $v: not built: $(grep -m1 error "$exe.build")"; continue; }
      rm -f "$exe.csv"
      HICUDA_PROFILE_CSV=$exe.csv timeout 60 "$exe" --reps "$REPS" --out "$exe.out" > /dev/null 2>&1
      same=""; [ "$v" != gen ] && { cmp -s "$exe.out" "$W/$n/gen.out" && same="(output identical) " || same="(OUTPUT DIFFERS) "; }
      echo "== $n round $round $v: $same$(grep -oE 'Used [0-9]+ registers|[0-9]+ bytes spill stores' "$exe.build" | sort -u | tr '\n' ' ')$(bash common/profile_kernel_ms.sh "$exe.csv" "$REPS" | head -1)"
    done
  done
done
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
M=$M,sm__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active
M=$M,launch__registers_per_thread,launch__occupancy_limit_registers
M=$M,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio
M=$M,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio
M=$M,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio
M=$M,smsp__average_warps_issue_stalled_not_selected_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio
M=$M,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,lts__t_sector_hit_rate.pct
M=$M,l1tex__t_sector_hit_rate.pct,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum
for nv in ${NCU:-}; do
  n=${nv%%:*}; v=${nv#*:}; exe=$W/$n/$v
  [ -x "$exe" ] || { echo "== ncu $nv: not built"; continue; }
  timeout 120 ncu --clock-control none --print-units base --launch-skip 1 --launch-count 2 --csv --page raw --metrics "$M" \
    "$exe" --reps 1 --out /dev/null 2> "$exe.ncu.err" | grep '^"' > "$exe.ncu.csv"
  python3 - "$exe.ncu.csv" "$nv" <<'PY'
import csv, sys
rows = list(csv.reader(open(sys.argv[1])))
if len(rows) < 2: print("== ncu", sys.argv[2], ": no rows"); sys.exit()
hdr = rows[0]
for r in rows[1:]:
    d = dict(zip(hdr, r))
    if not d.get("gpu__time_duration.sum", "").replace(".", "").replace(",", "").isdigit(): continue
    keep = [(k.split("__", 1)[1].replace("average_warps_issue_stalled_", "st_").replace("_per_issue_active.ratio", ""), d[k])
            for k in hdr if "__" in k and k in d]
    print("== ncu", sys.argv[2], d.get("Kernel Name", "")[:20], " ".join("%s=%s" % kv for kv in keep))
PY
done
