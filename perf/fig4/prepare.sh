#!/usr/bin/env bash
# Run here (needs Java): translates the Fig. 4 example at N=4096 into .device-build/fig4/.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .device-build/fig4
./hicuda translate -DN=4096 examples/matmul_shared_fig4.c -o .device-build/fig4/matmul_shared_fig4.cu --report
cp perf/fig4/hand.cuh perf/fig4/harness.cu .device-build/fig4/
