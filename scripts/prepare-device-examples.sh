#!/usr/bin/env bash
# Run here (needs Java): translates every example and e2e test program that hicuda accepts into
# .device-build/NAME.cu and NAME.host.c, with the sequential source beside it as NAME.seq.c, for
# scripts/device-examples.sh on the GPU machine (device tool, carry .device-build).
set -u
cd "$(dirname "$0")/.."
rm -rf .device-build && mkdir -p .device-build
for src in examples/*.c src/test/resources/e2e/*.c; do
  b=$(basename "$src" .c)
  if ./hicuda translate "$src" -o ".device-build/$b.cu" 2> ".device-build/$b.translate.log"; then
    cp "$src" ".device-build/$b.seq.c"
  else
    echo "not translated: $b ($(grep -m1 'error:' ".device-build/$b.translate.log"))"
  fi
done
ls .device-build/*.cu | wc -l
