#!/usr/bin/env python3
"""bench/experiments/make_variants.py -- runs here, after bench/prepare.sh: writes hand-edited variants of
translated benchmarks to bench/.build/variants/NAME/VARIANT.cu (with VARIANT.host.c where the host side
differs), for bench/experiments/variants.sh to build and time on the GPU machine.  Each edit asserts that the
text it changes is in the translation, so a change of the translator's output fails here, not silently.

  sqdist: why the translation (80 registers under __launch_bounds__(256, 3)) is 1.67x the hand kernel:
    stcs   dist stored with __stcs (streaming; the hand version does)
    v4     each Y point's 16 coordinates loaded as four float4 (hand: float4)
    u4     the loop over a thread's 16 rows unrolled 4 times, not fully (hand: #pragma unroll 4)
    nolb   __launch_bounds__(256) without the minimum of 3 blocks
    one    __builtin_assume(ib_chunk == 1 && jb_chunk == 1): the block loops run once (grid = tiles)
    all    stcs + v4 + u4 + nolb + one;  all_lb4: the same with __launch_bounds__(256, 4)
  bsop:   stcs (call and put stored with __stcs); w4: hicuda.c with tblock(n / 1024), four options a thread
          (cyclic: coalesced scalar accesses); w4stcs: both
  (round 1, 2026-12-02; with ROUND=2 instead, after the vector-loads pass and bsop's four options a thread:)
  sqdist: gen (the vector-loads translation), lb4 (__launch_bounds__(256, 4))
  bsop:   gen (four options a thread)
  nbody, gaussderiv: gen, u8 / u16 (nbody) and u4 (gaussderiv): the inner loop over the shared tile unrolled
          8 or 16 times (nbody's hand version: 16) or 4 times (gaussderiv's: 4) instead of LoopUnrolling's 4 and 2
  poisson7: gen, lb5 (__launch_bounds__(256, 5): 48 registers, 5 blocks an SM instead of 4), noprefetch,
          noprefetch_lb5
  (ROUND=3:) tpacf: gen; jstart: hicuda.c's pair loop starting at j = i + 1 on the diagonal tile (as cuda.cu's jstart)
          instead of a continue for j <= i; jstart_u4: the same with #pragma unroll 4 (cuda.cu's; the loop's trip
          count is no longer a constant, so the translator puts none)
  (ROUND=4:) launch bounds that add one block an SM (the rule of --occupancy-feedback, checked here with ptxas
          before the pass existed): gen, and lb = __launch_bounds__(T, M) on every kernel, M = the blocks of T
          threads an SM holds at ptxas's register count, plus one: heat7, poisson7, poisson19 (256, 5), varcoef7
          (256, 4), gaussderiv (256, 3); and above half occupancy, to see whether the rule should stop there:
          jacobi2d (128, 13), sad (128, 11), tpacf (256, 6); mm: gen only (for Nsight Compute and the SASS)
  (ROUND=5, with OLD_JAR and NEW_JAR, two builds of the translator:) loop versioning of the pipelined copies:
          gen = OLD_JAR's translation, ver = NEW_JAR's (each with its own host file), verlb = ver with launch bounds
          that add blocks (the +1 block rule at ver's register count); mm: fastonly = gen's loop with the slow paths
          deleted by hand (correct only for sizes that fit the tiles, as the benchmark's: the ceiling of versioning)
  (ROUND=6:) the optimizer on naive programs, and one anchor: mm: gen = naive.c at -O2 as the cost models choose
          (4 x 4 a thread, strips of 32), v_CxS = naive.c with the tuning file's matmul.coarsening = C and
          matmul.strip = S (v_8x8s16v: with loop-versioning too), v_annot = hicuda.c's translation;
          jacobi2d: lbM.hand = cuda.cu with __launch_bounds__(128, M) (M blocks an SM), rcR.hand = cuda.cu with R
          rows a block instead of 64; tpacf: gen = naive.c at -O2, v_hsh = its per-thread histogram h[NB] in shared
          memory (h_sh[NB][256], a column a thread, as cuda.cu), v_bsh = binb copied to shared memory, v_hbsh = both,
          v_annot = hicuda.c's translation
  (ROUND=7, with OLD_JAR and NEW_JAR:) mm's naive program after the shared tiles' accesses took the copies' unclamped
          indices (OLD_JAR: gen = the cost models' 4 x 4, v_88 = 8 x 8 with strips of 16) and after the full strips ran
          without the guard (NEW_JAR: v_split, v_split88, v_split88v with loop-versioning, v_split44s16 = 4 x 4 with
          strips of 16), v_annot = hicuda.c; jacobi2d: rcR.hand (R rows a block: 16, 32), rc32lb16.hand (32 rows,
          __launch_bounds__(128, 16))
  (ROUND=8, after jacobi2d took 16 rows a block:) jacobi2d: gen, ver (loop-versioning), lb (min-blocks = 16), verlb (both),
          from the tuning file; mm: gen = naive.c at -O2, v_ver = with loop-versioning, v_88s16ver = 8 x 8, strips of 16,
          loop-versioning
"""
import os, re, shutil, subprocess, sys, tempfile

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
B = os.path.join(BENCH, ".build")
V = os.path.join(B, "variants")


def edit(s, old, new, count=1):
    n = s.count(old)
    if n != count:
        sys.exit("make_variants: expected %d of %r, found %d" % (count, old, n))
    return s.replace(old, new)


def write(name, var, text, host=None):
    d = os.path.join(V, name)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, var + ".cu"), "w").write(text)
    if host is not None:
        open(os.path.join(d, var + ".host.c"), "w").write(host)


def sqdist():
    g = open(os.path.join(B, "sqdist", "hicuda.cu")).read()
    write("sqdist", "gen", g)
    stcs = lambda s: edit(s, "dist[i * mm + j] = s[q];", "__stcs(&dist[i * mm + j], s[q]);")
    v4 = lambda s: edit(s, """                        for (int k = 0; k < D; k++)
                            yr[q][k] = j < mm ? y[j][k] : 0.0f;""", """                        for (int k = 0; k < D; k += 4) {
                            float4 v = j < mm ? *(const float4 *)&y[j][k] : make_float4(0.f, 0.f, 0.f, 0.f);
                            yr[q][k] = v.x; yr[q][k + 1] = v.y; yr[q][k + 2] = v.z; yr[q][k + 3] = v.w;
                        }""")
    u4 = lambda s: edit(s, "#pragma unroll\n                    for (int r = 0;", "#pragma unroll 4\n                    for (int r = 0;")
    nolb = lambda s: edit(s, "__launch_bounds__(256, 3)", "__launch_bounds__(256)")
    lb4 = lambda s: edit(s, "__launch_bounds__(256, 3)", "__launch_bounds__(256, 4)")
    one = lambda s: edit(s, "    extern __shared__ __align__(16) unsigned char hicuda_smem[];",
                         "    __builtin_assume(ib_chunk == 1); __builtin_assume(jb_chunk == 1);\n"
                         "    extern __shared__ __align__(16) unsigned char hicuda_smem[];")
    for var, fs in (("stcs", [stcs]), ("v4", [v4]), ("u4", [u4]), ("nolb", [nolb]), ("u4nolb", [u4, nolb]),
                    ("one", [one]), ("all", [stcs, v4, u4, nolb, one]), ("all_lb4", [stcs, v4, u4, lb4, one])):
        s = g
        for f in fs:
            s = f(s)
        write("sqdist", var, s)


def bsop():
    g = open(os.path.join(B, "bsop", "hicuda.cu")).read()
    write("bsop", "gen", g)
    stcs = lambda s: edit(edit(s, "call[i] = S[i] * cnd1 - X[i] * expRT * cnd2;", "__stcs(&call[i], S[i] * cnd1 - X[i] * expRT * cnd2);"),
                          "put[i] = X[i] * expRT * (1.0f - cnd2) - S[i] * (1.0f - cnd1);",
                          "__stcs(&put[i], X[i] * expRT * (1.0f - cnd2) - S[i] * (1.0f - cnd1));")
    write("bsop", "stcs", stcs(g))
    src = open(os.path.join(BENCH, "bsop", "hicuda.c")).read()
    src = edit(src, "tblock(n / 256) thread(256)", "tblock(n / 1024) thread(256)")
    w = os.path.join(B, "variants", "bsop", "w4.c")
    os.makedirs(os.path.dirname(w), exist_ok=True)
    open(w, "w").write(src)
    jar = os.path.join(B, "hicuda.jar")
    subprocess.run(["java", "-jar", jar, "translate", "--profile", "-I", os.path.join(BENCH, "common"),
                    "-I", os.path.join(BENCH, "bsop"), w, "-o", os.path.join(V, "bsop", "w4.cu")], check=True)
    w4 = open(os.path.join(V, "bsop", "w4.cu")).read()
    host = open(os.path.join(V, "bsop", "w4.host.c")).read()
    write("bsop", "w4stcs", stcs(w4), host)


def poisson7():
    write("poisson7", "gen", open(os.path.join(B, "poisson7", "hicuda.cu")).read())
    write("poisson7", "noprefetch", open(os.path.join(B, "poisson7", "hicuda-noprefetch.cu")).read(),
          open(os.path.join(B, "poisson7", "hicuda-noprefetch.host.c")).read())


def kernels_bounded(text, t, blocks):
    out = re.sub(r"^__global__ void ([A-Za-z0-9_]+)\(", r"__global__ void __launch_bounds__(%d, %d) \1(" % (t, blocks), text, flags=re.M)
    if out == text:
        sys.exit("make_variants: no kernel to bound")
    return out


def round2():
    import shutil
    if os.path.isdir(V):
        shutil.rmtree(V)
    g = open(os.path.join(B, "sqdist", "hicuda.cu")).read()
    write("sqdist", "gen", g)
    write("sqdist", "lb4", edit(g, "__launch_bounds__(256, 3)", "__launch_bounds__(256, 4)"))
    write("bsop", "gen", open(os.path.join(B, "bsop", "hicuda.cu")).read())
    g = open(os.path.join(B, "nbody", "hicuda.cu")).read()
    write("nbody", "gen", g)
    for u in (8, 16):
        write("nbody", "u%d" % u, edit(g, "#pragma unroll 4\n            for (j = jj;", "#pragma unroll %d\n            for (j = jj;" % u))
    g = open(os.path.join(B, "gaussderiv", "hicuda.cu")).read()
    write("gaussderiv", "gen", g)
    write("gaussderiv", "u4", edit(g, "#pragma unroll 2\n            for (int j = jj;", "#pragma unroll 4\n            for (int j = jj;"))
    for var, f in (("gen", "hicuda"), ("noprefetch", "hicuda-noprefetch")):
        g = open(os.path.join(B, "poisson7", f + ".cu")).read()
        host = None if var == "gen" else open(os.path.join(B, "poisson7", f + ".host.c")).read()
        write("poisson7", var, g, host)
        write("poisson7", var + "_lb5" if var != "gen" else "lb5", kernels_bounded(g, 256, 5), host)


def round3():
    import shutil
    if os.path.isdir(V):
        shutil.rmtree(V)
    write("tpacf", "gen", open(os.path.join(B, "tpacf", "hicuda.cu")).read())
    src = open(os.path.join(BENCH, "tpacf", "hicuda.c")).read()
    src = edit(src, """                    for (j = jj; j < jj + 256; j++) {
                        if (sym && j <= i) continue;
""", """                    for (j = sym && jj <= i ? i + 1 : jj; j < jj + 256; j++) {   /* j > i on the diagonal tile */
""")
    w = os.path.join(V, "tpacf", "jstart.c")
    open(w, "w").write(src)
    subprocess.run(["java", "-jar", os.path.join(B, "hicuda.jar"), "translate", "--profile", "-I", os.path.join(BENCH, "common"),
                    "-I", os.path.join(BENCH, "tpacf"), w, "-o", os.path.join(V, "tpacf", "jstart.cu")], check=True)
    t = open(os.path.join(V, "tpacf", "jstart.cu")).read()
    host = open(os.path.join(V, "tpacf", "jstart.host.c")).read()
    write("tpacf", "jstart_u4", edit(t, "            for (j = sym && jj <= i ? i + 1 : jj;", "            #pragma unroll 4\n            for (j = sym && jj <= i ? i + 1 : jj;"), host)


def round4():
    for n, t, m in [("heat7", 256, 5), ("poisson7", 256, 5), ("poisson19", 256, 5), ("varcoef7", 256, 4),
                    ("gaussderiv", 256, 3), ("jacobi2d", 128, 13), ("sad", 128, 11), ("tpacf", 256, 6)]:
        g = open(os.path.join(B, n, "hicuda.cu")).read()
        write(n, "gen", g)
        lb, k = re.subn(r"(?m)^__global__ void ([A-Za-z0-9_]+)\(", r"__global__ void __launch_bounds__(%d, %d) \1(" % (t, m), g)
        if k == 0:
            sys.exit("make_variants: no kernel of %s to bound" % n)
        write(n, "lb", lb)
    write("mm", "gen", open(os.path.join(B, "mm", "hicuda.cu")).read())


def translate(jar, n, out):
    conf = open(os.path.join(BENCH, n, "bench.conf")).read()
    m = re.search(r'HICUDA_FLAGS="([^"]*)"', conf)
    flags = m.group(1).split() if m else []
    subprocess.run(["java", "-jar", jar, "translate", "--profile"] + flags + ["-I", os.path.join(BENCH, "common"),
                    os.path.join(BENCH, n, "hicuda.c"), "-o", out], check=True, stderr=subprocess.DEVNULL)


def round5():
    bounds = {"heat7": (256, 5), "poisson7": (256, 5), "varcoef7": (256, 5), "jacobi2d": (128, 16), "gaussderiv": (256, 4)}
    for n in ["mm", "gaussderiv", "jacobi2d", "poisson7", "poisson19", "varcoef7", "heat7", "nbody", "laplace", "mrifhd", "sqdist"]:
        d = os.path.join(V, n)
        os.makedirs(d, exist_ok=True)
        translate(os.environ["OLD_JAR"], n, os.path.join(d, "gen.cu"))
        translate(os.environ["NEW_JAR"], n, os.path.join(d, "ver.cu"))
        if n in bounds:
            g = open(os.path.join(d, "ver.cu")).read()
            lb, k = re.subn(r"(?m)^__global__ void ([A-Za-z0-9_]+)\(", r"__global__ void __launch_bounds__(%d, %d) \1(" % bounds[n], g)
            write(n, "verlb", lb, open(os.path.join(d, "ver.host.c")).read())
    g = open(os.path.join(V, "mm", "gen.cu")).read()
    g = re.sub(r"(hicuda_pf[01]) = kk \+ 16 < n && \([^;]*\);", r"\1 = kk + 16 < n;", g)
    g = re.sub(r"bool (hicuda_pf[01]) = [^;]*;", r"bool \1 = 0 < n;", g)
    out, i = [], 0
    head = "} else {\n                        #pragma unroll\n                        for (int hicuda_k = 0; hicuda_k < 8;"
    while True:
        j = g.find(head, i)
        if j < 0:
            out.append(g[i:])
            break
        out.append(g[i:j] + "}")
        depth, k = 0, j + len("} else ")
        while True:
            depth += {"{": 1, "}": -1}.get(g[k], 0)
            if depth == 0 and g[k] == "}":
                break
            k += 1
        i = k + 1
    f = "".join(out)
    if f.count("hicuda_k < 8") != 0:
        sys.exit("make_variants: mm's slow paths not found")
    write("mm", "fastonly", f, open(os.path.join(V, "mm", "gen.host.c")).read())


def translate_tuned(n, src, tune, out, flags=(), jar=None):
    """bench/NAME/SRC.c translated with TUNE (the lines of a tuning file) beside it, -O2, by JAR (default: the build's)."""
    with tempfile.TemporaryDirectory() as t:
        shutil.copy(os.path.join(BENCH, n, src + ".c"), t)
        open(os.path.join(t, src + ".tune"), "w").write("".join(line + "\n" for line in tune))
        subprocess.run(["java", "-jar", jar or os.path.join(BENCH, "..", "target", "hicuda.jar"), "translate", "--profile", "-O2"]
                       + list(flags) + ["-I", os.path.join(BENCH, "common"), "-I", os.path.join(BENCH, n),
                                        os.path.join(t, src + ".c"), "-o", out], check=True, stderr=subprocess.DEVNULL)


def round6():
    d = os.path.join(V, "mm")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    translate_tuned("mm", "naive", [], os.path.join(d, "gen.cu"))
    for c, st, extra in [("8x8", 16, []), ("8x4", 16, []), ("4x8", 16, []), ("8x8", 16, ["matmul.loop-versioning = on"]),
                         ("4x4", 16, [])]:
        name = "v_%ss%d%s" % (c, st, "v" if extra else "")
        translate_tuned("mm", "naive", ["matmul.coarsening = " + c, "matmul.strip = %d" % st] + extra,
                        os.path.join(d, name + ".cu"))
    translate_tuned("mm", "hicuda", [], os.path.join(d, "v_annot.cu"))
    d = os.path.join(V, "tpacf")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    translate_tuned("tpacf", "naive", [], os.path.join(d, "gen.cu"))
    g = open(os.path.join(d, "gen.cu")).read()
    host = open(os.path.join(d, "gen.host.c")).read()
    hsh = edit(g, "        uint32_t h[NB];\n", "")
    hsh = edit(hsh, "    c = (int)blockIdx.y;\n", "    __shared__ uint32_t h_sh[NB][256];\n    c = (int)blockIdx.y;\n")
    hsh = edit(hsh, "h[k]", "h_sh[k][threadIdx.x]", 2)
    hsh = edit(hsh, "h[lo]++", "h_sh[lo][threadIdx.x]++")
    write("tpacf", "v_hsh", hsh, host)
    bsh = "    __shared__ float binb_sh[NBP];\n    if (threadIdx.x < NBP) binb_sh[threadIdx.x] = binb[threadIdx.x];\n    __syncthreads();\n"
    write("tpacf", "v_bsh", edit(edit(g, "    c = (int)blockIdx.y;\n", bsh + "    c = (int)blockIdx.y;\n"),
                               "binb[(lo + step - 1)]", "binb_sh[(lo + step - 1)]"), host)
    write("tpacf", "v_hbsh", edit(edit(hsh, "    c = (int)blockIdx.y;\n", bsh + "    c = (int)blockIdx.y;\n"),
                                "binb[(lo + step - 1)]", "binb_sh[(lo + step - 1)]"), host)
    translate_tuned("tpacf", "hicuda", [], os.path.join(d, "v_annot.cu"))
    h = open(os.path.join(BENCH, "jacobi2d", "cuda.cu")).read()
    for m in [12, 16]:
        write("jacobi2d", "lb%d.hand" % m, edit(h, "__launch_bounds__(32 * WARPS)", "__launch_bounds__(32 * WARPS, %d)" % m))
    for rc in [32, 128]:
        write("jacobi2d", "rc%d.hand" % rc, edit(h, "#define RC 64 ", "#define RC %d " % rc))


def round7():
    d = os.path.join(V, "mm")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    old, new = os.environ["OLD_JAR"], os.environ["NEW_JAR"]
    translate_tuned("mm", "naive", [], os.path.join(d, "gen.cu"), jar=old)
    t88 = ["matmul.coarsening = 8x8", "matmul.strip = 16"]
    translate_tuned("mm", "naive", t88, os.path.join(d, "v_88.cu"), jar=old)
    translate_tuned("mm", "naive", [], os.path.join(d, "v_split.cu"), jar=new)
    translate_tuned("mm", "naive", t88, os.path.join(d, "v_split88.cu"), jar=new)
    translate_tuned("mm", "naive", t88 + ["matmul.loop-versioning = on"], os.path.join(d, "v_split88v.cu"), jar=new)
    translate_tuned("mm", "naive", ["matmul.strip = 16"], os.path.join(d, "v_split44s16.cu"), jar=new)
    translate_tuned("mm", "hicuda", [], os.path.join(d, "v_annot.cu"), jar=new)
    d = os.path.join(V, "jacobi2d")
    for f in os.listdir(d):
        if f.endswith(".hand.cu"):
            os.remove(os.path.join(d, f))
    h = open(os.path.join(BENCH, "jacobi2d", "cuda.cu")).read()
    for rc in [16, 32]:
        write("jacobi2d", "rc%d.hand" % rc, edit(h, "#define RC 64 ", "#define RC %d " % rc))
    write("jacobi2d", "rc32lb16.hand", edit(edit(h, "#define RC 64 ", "#define RC 32 "), "__launch_bounds__(32 * WARPS)",
                                           "__launch_bounds__(32 * WARPS, 16)"))


def round8():
    for n in ["jacobi2d", "mm"]:
        shutil.rmtree(os.path.join(V, n), ignore_errors=True)
        os.makedirs(os.path.join(V, n))
    d = os.path.join(V, "jacobi2d")
    translate_tuned("jacobi2d", "hicuda", [], os.path.join(d, "gen.cu"))
    translate_tuned("jacobi2d", "hicuda", ["*.loop-versioning = on"], os.path.join(d, "ver.cu"))
    translate_tuned("jacobi2d", "hicuda", ["*.min-blocks = 16"], os.path.join(d, "lb.cu"))
    translate_tuned("jacobi2d", "hicuda", ["*.loop-versioning = on", "*.min-blocks = 16"], os.path.join(d, "verlb.cu"))
    d = os.path.join(V, "mm")
    translate_tuned("mm", "naive", [], os.path.join(d, "gen.cu"))
    translate_tuned("mm", "naive", ["matmul.loop-versioning = on"], os.path.join(d, "v_ver.cu"))
    translate_tuned("mm", "naive", ["matmul.coarsening = 8x8", "matmul.strip = 16", "matmul.loop-versioning = on"],
                    os.path.join(d, "v_88s16ver.cu"))


if os.environ.get("ROUND") == "8":
    round8()
elif os.environ.get("ROUND") == "7":
    round7()
elif os.environ.get("ROUND") == "6":
    round6()
elif os.environ.get("ROUND") == "5":
    round5()
elif os.environ.get("ROUND") == "4":
    round4()
elif os.environ.get("ROUND") == "3":
    round3()
elif os.environ.get("ROUND") == "2":
    round2()
else:
    sqdist(); bsop(); poisson7()
print("variants in", V)
