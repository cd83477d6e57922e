#!/usr/bin/env bash
# The C conformance corpus of issue 17 (src/test/resources/conformance/, see its README.md).
#
#   scripts/conformance.sh [--targets c,cpu,cuda] [--filter REGEX] [--jobs N] [--out DIR] [--bless]
#                          [--markdown FILE]
#
# For every program CAT/NAME.c of the corpus (or those whose CAT/NAME matches REGEX):
#   gcc   the reference: gcc -std=gnu11 -O0 FLAGS builds it, it runs, its stdout must equal NAME.expected
#         and it must exit 0; a program marked '// c99' is also built and run with -std=c99 -pedantic-errors.
#   c     hicuda translate --target c, then gcc (same flags) builds the output, it runs, same comparison.
#   cpu   hicuda run --target cpu -Xcompiler -std=gnu11 (translate; g++ builds the device file, gcc the host program in
#         the reference's C dialect, which g++ ignores; run), same comparison.
#   cuda  hicuda translate --target cuda; nvcc -arch=sm_90 compiles the device file, gcc (the program's flags) the host
#         program NAME.host.c, and nvcc links them (no GPU needed; the program is not run).
# FLAGS are those of the program's first line '// flags: ...' (placed after the source file, so -lm
# links); its -D and -I options are also given to hicuda and nvcc. The gcc reference always runs.
#
# Prints a table (pass/total per category and target) and a total; writes the first error line of each
# failing case to OUT/failures.log (default OUT: target/conformance) and keeps every step's log under
# OUT/work/CAT/NAME/. Exit status: 0 when every selected case passed, 1 otherwise.
# --markdown FILE also writes the table and the failures as Markdown (how BASELINE.md was made).
# --targets gcc runs only the reference step. --bless writes NAME.expected from the gcc reference run (review it before committing!).
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
corpus=src/test/resources/conformance
targets="c,cpu,cuda"
filter=""
jobs=1
out=target/conformance
bless=0
markdown=""
while [ $# -gt 0 ]; do
  case "$1" in
    --targets) targets="$2"; shift 2;;
    --targets=*) targets="${1#*=}"; shift;;
    --filter) filter="$2"; shift 2;;
    --filter=*) filter="${1#*=}"; shift;;
    --jobs|-j) jobs="$2"; shift 2;;
    --jobs=*) jobs="${1#*=}"; shift;;
    --out) out="$2"; shift 2;;
    --out=*) out="${1#*=}"; shift;;
    --bless) bless=1; shift;;
    --markdown) markdown="$2"; shift 2;;
    --markdown=*) markdown="${1#*=}"; shift;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0;;
    *) echo "conformance.sh: unknown argument '$1' (see --help)" >&2; exit 2;;
  esac
done
for t in ${targets//,/ }; do
  case "$t" in gcc|c|cpu|cuda) ;; *) echo "conformance.sh: unknown target '$t' (gcc, c, cpu, cuda)" >&2; exit 2;; esac
done
targets=$(echo "${targets//,/ }" | tr ' ' '\n' | grep -v -x -e gcc -e '' | paste -sd, -)
case ",$targets," in *,cuda,*) command -v nvcc >/dev/null || { echo "conformance.sh: nvcc not found (drop cuda from --targets)" >&2; exit 2; };; esac
# the CUDA headers for gcc, as nvcc itself finds them (nvcc may be a wrapper script outside the toolkit)
CUDA_INCLUDE=$(cd /tmp && : > "/tmp/conformance-probe-$$.cu" && nvcc --dryrun -c "/tmp/conformance-probe-$$.cu" 2>&1 \
  | sed -n 's/^#\$ INCLUDES="-I\([^"]*\)".*/\1/p' | head -1; rm -f "/tmp/conformance-probe-$$.cu")
[ -n "$CUDA_INCLUDE" ] || CUDA_INCLUDE=/usr/local/cuda/include
export CUDA_INCLUDE

mkdir -p "$out"
out=$(cd "$out" && pwd)
if [ -n "$(echo ",$targets," | grep -E ',(c|cpu|cuda),')" ]; then
  ./hicuda --version >/dev/null || { echo "conformance.sh: cannot build hicuda" >&2; exit 2; }
fi
export HICUDA_JAVA="java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto -jar $root/target/hicuda.jar"
export CONF_ROOT="$root" CONF_OUT="$out" CONF_TARGETS=",$targets," CONF_BLESS="$bless"

# one program: prints "CAT NAME TARGET pass|fail|skip" lines; writes OUT/work/CAT/NAME/TARGET.err (first error)
run_one() {
  local src="$1" rel cat name dir w flags hflags std c99 t
  rel=${src#src/test/resources/conformance/}
  cat=${rel%%/*}
  name=$(basename "$src" .c)
  dir=$CONF_ROOT/$(dirname "$src")
  w=$CONF_OUT/work/$cat/$name
  rm -rf "$w" && mkdir -p "$w"
  flags=$(head -1 "$src" | sed -n 's#^// flags: *##p')
  c99=$(head -3 "$src" | grep -c '^// c99$')
  hflags=()
  for f in $flags; do case "$f" in -D*|-I*) hflags+=("$f");; esac; done
  local expected=$CONF_ROOT/${src%.c}.expected

  # first_error LOG: the first line that looks like an error, else the first line
  first_error() {
    local l
    l=$(grep -v '^hicuda: ' "$1" 2>/dev/null | grep -m1 -E 'error|Error|ERROR|undefined reference|fatal|sorry, unimplemented')
    [ -z "$l" ] && l=$(grep -m1 -E 'error' "$1" 2>/dev/null)
    [ -z "$l" ] && l=$(head -1 "$1" 2>/dev/null)
    echo "$l" | sed "s#$CONF_ROOT/##g; s#$CONF_OUT/work/##g" | cut -c1-300
  }
  # check_run TAG BIN: runs BIN in w, compares stdout with expected; returns 0 on pass, writes TAG.err
  check_run() {
    local tag="$1"; shift
    (cd "$w" && timeout 20 "$@" >"$w/$tag.stdout" 2>"$w/$tag.stderr" </dev/null)
    local rc=$?
    if [ "$CONF_BLESS" = 1 ] && [ "$tag" = gcc ] && [ $rc = 0 ]; then cp "$w/$tag.stdout" "$expected"; fi
    if [ ! -f "$expected" ]; then echo "no $name.expected" >"$w/$tag.err"; return 1; fi
    if [ $rc != 0 ]; then
      local why="exit status $rc"; [ $rc = 124 ] && why="timed out"
      { echo -n "run: $why"; l=$(first_error "$w/$tag.stderr"); [ -n "$l" ] && echo -n ": $l"; echo; } >"$w/$tag.err"
      return 1
    fi
    if ! cmp -s "$w/$tag.stdout" "$expected"; then
      local ln=$(( $(cmp "$w/$tag.stdout" "$expected" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p') + 0 ))
      [ $ln = 0 ] && ln=$(( $(wc -l <"$expected") + 1 ))
      printf 'wrong output (line %d): expected "%s", got "%s"\n' "$ln" \
        "$(sed -n "${ln}p" "$expected" | cut -c1-80)" "$(sed -n "${ln}p" "$w/$tag.stdout" | cut -c1-80)" >"$w/$tag.err"
      return 1
    fi
    return 0
  }
  report() { echo "$cat $name $1 $2"; }

  # 1. gcc reference
  local ok=1
  if timeout 120 gcc -std=gnu11 -O0 -I "$dir" "$CONF_ROOT/$src" $flags -o "$w/gcc.bin" >"$w/gcc.build.log" 2>&1; then
    check_run gcc "$w/gcc.bin" || ok=0
  else
    echo "gcc: $(first_error "$w/gcc.build.log")" >"$w/gcc.err"; ok=0
  fi
  if [ $ok = 1 ] && [ "$c99" = 1 ]; then
    if timeout 120 gcc -std=c99 -pedantic-errors -O0 -I "$dir" "$CONF_ROOT/$src" $flags -o "$w/c99.bin" >"$w/c99.build.log" 2>&1; then
      check_run c99 "$w/c99.bin" || { ok=0; sed 's/^/-std=c99: /' "$w/c99.err" >"$w/gcc.err"; }
    else
      echo "gcc -std=c99 -pedantic-errors: $(first_error "$w/c99.build.log")" >"$w/gcc.err"; ok=0
    fi
  fi
  [ $ok = 1 ] && report gcc pass || report gcc fail

  # 2. --target c, compiled by gcc
  if [[ $CONF_TARGETS == *,c,* ]]; then
    if ! timeout 120 $HICUDA_JAVA translate "$CONF_ROOT/$src" --target c -o "$w/$name.out.c" "${hflags[@]}" >"$w/c.translate.log" 2>&1; then
      echo "translate: $(first_error "$w/c.translate.log")" >"$w/c.err"; report c fail
    elif ! timeout 120 gcc -std=gnu11 -O0 -I "$dir" "$w/$name.out.c" $flags -o "$w/c.bin" >"$w/c.build.log" 2>&1; then
      echo "gcc: $(first_error "$w/c.build.log")" >"$w/c.err"; report c fail
    elif check_run c "$w/c.bin"; then report c pass
    else report c fail
    fi
  fi

  # 3. --target cpu: hicuda run translates, builds with g++ and runs
  if [[ $CONF_TARGETS == *,cpu,* ]]; then
    mkdir -p "$w/cpu"
    (cd "$w" && timeout 300 $HICUDA_JAVA run "$CONF_ROOT/$src" --target cpu --keep "$w/cpu" "${hflags[@]}" -Xcompiler -std=gnu11 \
        >"$w/cpu.stdout" 2>"$w/cpu.stderr" </dev/null)
    local rc=$?
    if grep -q -E '^hicuda: error|error generated|errors generated' "$w/cpu.stderr"; then
      if ls "$w/cpu/"*.cpu.cpp >/dev/null 2>&1; then echo "g++: $(first_error "$w/cpu.stderr")" >"$w/cpu.err"
      else echo "translate: $(first_error "$w/cpu.stderr")" >"$w/cpu.err"; fi
      report cpu fail
    else
      # the program ran: compare what it printed (hicuda's own messages are on stderr)
      cp "$w/cpu.stdout" "$w/cpurun.stdout"
      if [ $rc != 0 ]; then
        echo "run: exit status $rc: $(grep -v '^hicuda: no GPU' "$w/cpu.stderr" | head -1 | cut -c1-200)" >"$w/cpu.err"; report cpu fail
      elif [ ! -f "$expected" ]; then echo "no $name.expected" >"$w/cpu.err"; report cpu fail
      elif cmp -s "$w/cpu.stdout" "$expected"; then report cpu pass
      else
        local ln=$(( $(cmp "$w/cpu.stdout" "$expected" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p') + 0 ))
        [ $ln = 0 ] && ln=$(( $(wc -l <"$expected") + 1 ))
        printf 'wrong output (line %d): expected "%s", got "%s"\n' "$ln" \
          "$(sed -n "${ln}p" "$expected" | cut -c1-80)" "$(sed -n "${ln}p" "$w/cpu.stdout" | cut -c1-80)" >"$w/cpu.err"
        report cpu fail
      fi
    fi
  fi

  # 4. --target cuda, compiled (not run) by nvcc
  if [[ $CONF_TARGETS == *,cuda,* ]]; then
    local nvflags=()
    for f in "${hflags[@]}"; do nvflags+=("$f"); done
    if ! timeout 120 $HICUDA_JAVA translate "$CONF_ROOT/$src" --target cuda -o "$w/$name.cu" "${hflags[@]}" >"$w/cuda.translate.log" 2>&1; then
      echo "translate: $(first_error "$w/cuda.translate.log")" >"$w/cuda.err"; report cuda fail
    elif ! timeout 300 nvcc -arch=sm_90 -c -I "$dir" "${nvflags[@]}" "$w/$name.cu" -o "$w/$name.o" >"$w/cuda.build.log" 2>&1; then
      echo "nvcc: $(first_error "$w/cuda.build.log")" >"$w/cuda.err"; report cuda fail
    elif ! timeout 120 gcc -std=gnu11 -O0 -I "$dir" -I "$CUDA_INCLUDE" -c "$w/$name.host.c" $(echo " $flags " | sed 's/ -l[^ ]*//g; s/ -pthread / /g') \
        -o "$w/$name.host.o" >"$w/cuda.host.log" 2>&1; then
      echo "gcc (host program): $(first_error "$w/cuda.host.log")" >"$w/cuda.err"; report cuda fail
    elif ! timeout 300 nvcc -arch=sm_90 "$w/$name.o" "$w/$name.host.o" -o "$w/$name.cuda.bin" $(echo " $flags " | grep -o ' -l[^ ]*\| -pthread' | sed 's/-pthread/-Xcompiler -pthread/' | tr '\n' ' ') \
        >"$w/cuda.link.log" 2>&1; then
      echo "nvcc (link): $(first_error "$w/cuda.link.log")" >"$w/cuda.err"; report cuda fail
    else report cuda pass
    fi
  fi
}
export -f run_one

mapfile -t programs < <(find "$corpus" -mindepth 2 -name '*.c' | sort | sed "s#^$root/##")
if [ -n "$filter" ]; then
  mapfile -t programs < <(printf '%s\n' "${programs[@]}" | sed 's#^src/test/resources/conformance/##' | grep -E -- "$filter" | sed 's#^#src/test/resources/conformance/#')
fi
[ ${#programs[@]} -gt 0 ] || { echo "conformance.sh: no program matches" >&2; exit 2; }
echo "conformance: ${#programs[@]} programs, targets gcc${targets:+,$targets}, $jobs job(s), logs under $out/work" >&2

results=$out/results.txt
printf '%s\n' "${programs[@]}" | xargs -P "$jobs" -I{} bash -c 'run_one "$@"' _ {} >"$results.unsorted"
sort "$results.unsorted" >"$results" && rm -f "$results.unsorted"

# failures.log: CAT/NAME TARGET: first error line
: >"$out/failures.log"
while read -r cat name tgt res; do
  if [ "$res" = fail ]; then
    echo "$cat/$name $tgt: $(head -1 "$out/work/$cat/$name/$tgt.err" 2>/dev/null)" >>"$out/failures.log"
  fi
done <"$results"

# table
cols=$(echo "gcc ${targets//,/ }")
table() { awk -v cols="$cols" -v md="$1" '
  { k = $1 SUBSEP $3; tot[k]++; if ($4 == "pass") ok[k]++; all[$3]++; if ($4 == "pass") allok[$3]++
    if (!($1 in seen)) { seen[$1] = 1; sc[++m] = $1 } }
  END {
    n = split(cols, c, " ");
    if (md) {
      printf "| category |"; for (i = 1; i <= n; i++) printf " %s |", c[i]; printf "\n|----------|";
      for (i = 1; i <= n; i++) printf "-----:|"; printf "\n";
      for (j = 1; j <= m; j++) {
        printf "| %s |", sc[j];
        for (i = 1; i <= n; i++) { k = sc[j] SUBSEP c[i]; printf " %s |", (ok[k] + 0) "/" (tot[k] + 0) }
        printf "\n";
      }
      printf "| **total** |"; for (i = 1; i <= n; i++) printf " **%s** |", (allok[c[i]] + 0) "/" (all[c[i]] + 0); printf "\n";
      exit;
    }
    printf "%-10s", "category"; for (i = 1; i <= n; i++) printf " %10s", c[i]; printf "\n";
    for (j = 1; j <= m; j++) {
      printf "%-10s", sc[j];
      for (i = 1; i <= n; i++) { k = sc[j] SUBSEP c[i]; printf " %10s", (ok[k] + 0) "/" (tot[k] + 0) }
      printf "\n";
    }
    printf "%-10s", "total"; for (i = 1; i <= n; i++) printf " %10s", (allok[c[i]] + 0) "/" (all[c[i]] + 0); printf "\n";
  }' "$results"; }
table 0
if [ -n "$markdown" ]; then
  {
    echo "Run on $(date -u +%Y-%m-%d) by \`scripts/conformance.sh --targets gcc,$targets\`; compiler sources (\`src/main\`)"
    echo "at commit \`$(git log -1 --format=%h -- src/main pom.xml)\`, corpus at \`$(git log -1 --format=%h -- src/test/resources/conformance)\`;"
    echo "$(gcc --version | head -1), $(g++ --version | head -1 | sed 's/ (.*)//')$(command -v nvcc >/dev/null && echo ", nvcc $(nvcc --version | sed -n 's/.*release \([0-9.]*\).*/\1/p')")."
    echo
    table 1
    echo
    echo "Failures ($(wc -l <"$out/failures.log")), each with its first error line:"
    echo
    echo '```'
    cat "$out/failures.log"
    echo '```'
  } >"$markdown"
fi
nfail=$(wc -l <"$out/failures.log")
echo "failures: $nfail (first error of each in $out/failures.log)"
[ "$nfail" = 0 ]
