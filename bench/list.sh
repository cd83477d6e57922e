# bench/list.sh -- sourced by the harness scripts.
# Benchmarks in table order; a folder is included only once it has all four
# versions (seq.c hicuda.c cuda.cu openacc.c) and bench.conf.
BENCH_ORDER="bsop mm nbody cp sad tpacf rpes mriq mrifhd heat7 poisson7 varcoef7 poisson19 jacobi2d sqdist laplace gaussderiv"
bench_list() {
  local here; here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  local n seen=" "
  for n in $BENCH_ORDER $(cd "$here" && ls -d */ 2>/dev/null | tr -d /); do
    case "$seen" in *" $n "*) continue ;; esac
    seen="$seen$n "
    [ -f "$here/$n/seq.c" ] && [ -f "$here/$n/hicuda.c" ] && [ -f "$here/$n/cuda.cu" ] &&
      [ -f "$here/$n/openacc.c" ] && [ -f "$here/$n/bench.conf" ] && echo "$n"
  done
}
