#!/usr/bin/env bash
# Run on the GPU machine (device tool, carry .device-build): builds and times generated vs hand-written.
set -euo pipefail
cd "$(dirname "$0")/../.."
d=.device-build/fig4
nvcc -O3 -arch=sm_90 -DN=4096 -DGENERATED='"matmul_shared_fig4.cu"' -I "$d" -o "$d/harness" "$d/harness.cu" -Xptxas -v 2>&1 | grep -E "registers|smem" || true
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nvcc --version | tail -2 | head -1
"$d/harness"
