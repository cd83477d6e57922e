#!/bin/sh
# Builds and times the MCML example on a GPU machine (nvcc, gcc; no Java needed there).
# First, where Java is (the repository root):
#   ./hicuda translate -D NBLOCKS=512 -D THREADS=128 -D PHOTONS_PER_SLOT=16 -D REPEATS=5 \
#       examples/mcml/mcml_main.c examples/mcml/mcml_photon.c -o .device-build/mcml
# then, on the GPU machine, from the repository root:  sh examples/mcml/measure-gpu.sh .device-build/mcml OUTDIR [SRC]
# (SRC: the folder of the example's sources, examples/mcml by default).
# It builds the CUDA program (nvcc -O2 -arch=sm_90) and the sequential program (gcc -O2, the same sizes),
# runs both (the sequential one pinned to one core), and writes their outputs, timings and a comparison to OUTDIR.
set -e
DIR=$1
OUT=$2
SRC=${3:-examples/mcml}
SIZES="-DNBLOCKS=512 -DTHREADS=128 -DPHOTONS_PER_SLOT=16"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv,noheader > "$OUT/machine.txt"
lscpu | grep -m1 'Model name' >> "$OUT/machine.txt"
nvcc --version | tail -2 >> "$OUT/machine.txt"
nvcc -O2 -arch=sm_90 -I"$SRC" $SIZES -DREPEATS=5 -o "$DIR/mcml_gpu" "$DIR/mcml_main.cu" "$DIR/mcml_photon.cu" \
    "$DIR/mcml_main.host.c" "$DIR/mcml_photon.host.c" -lm
gcc -std=c99 -O2 $SIZES -DREPEATS=3 -o "$DIR/mcml_seq" "$SRC/mcml_main.c" "$SRC/mcml_photon.c" -lm
"$DIR/mcml_gpu" > "$OUT/gpu.txt" 2> "$OUT/gpu.err"
taskset -c 1 "$DIR/mcml_seq" > "$OUT/seq.txt" 2> "$OUT/seq.err"
# the two outputs side by side, with the largest difference relative to the sequential value
paste "$OUT/seq.txt" "$OUT/gpu.txt" | awk -F'\t' '
    { n = split($1, a, " "); split($2, b, " "); x = a[n] + 0; y = b[n] + 0;
      d = (x == 0) ? (y == 0 ? 0 : 1) : (y - x) / x; if (d < 0) d = -d; if (d > m) m = d;
      printf "%-40s | %s\n", $1, $2 }
    END { printf "largest relative difference: %.3g\n", m }' > "$OUT/compare.txt"
cat "$OUT/machine.txt" "$OUT/compare.txt" "$OUT/gpu.err" "$OUT/seq.err"
