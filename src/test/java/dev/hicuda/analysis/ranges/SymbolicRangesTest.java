package dev.hicuda.analysis.ranges;

import dev.hicuda.analysis.Fixture;
import dev.hicuda.analysis.affine.Poly;

import dev.hicuda.ir.expr.Expr;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Symbolic ranges from enclosing loops, comparisons, attained bounds (lowering/SymbolicRanges). */
class SymbolicRangesTest {
    private static String range(Fixture f, String expr) {
        return range(f, expr, 0);
    }

    private static String range(Fixture f, String expr, int n) {
        Expr e = f.expr(expr, n);
        return SymbolicRanges.at(e, f.constants()).range(e).toString();
    }

    @Test
    void loopBoundsOfEveryComparisonAndDirection() {
        Fixture f = Fixture.of("""
                int a[1000];
                void g(int n, int m)
                {
                    int i, j, k, l;
                    for (i = 0; i < n; i++) a[i + 1] = 0;
                    for (j = 1; j <= m; j++) a[j + 2] = 0;
                    for (k = n; k > 2; k--) a[k + 3] = 0;
                    for (l = m - 1; l >= 0; l -= 2) a[l + 4] = 0;
                    for (int q = 5; n > q; q += 3) a[q + 5] = 0;
                }
                """);
        assertThat(range(f, "i + 1")).isEqualTo("[1, n]");
        assertThat(range(f, "j + 2")).isEqualTo("[3, m + 2]");
        assertThat(range(f, "k + 3")).isEqualTo("[6, n + 3]");
        assertThat(range(f, "l + 4")).isEqualTo("[4, m + 3]");
        assertThat(range(f, "q + 5")).isEqualTo("[10, n + 4]");
    }

    @Test
    void constantBoundsWithAStepGiveTheExactLastValue() {
        Fixture f = Fixture.of("""
                #define N 256
                int a[1000];
                void g(void)
                {
                    int kk, d, e;
                    for (kk = 0; kk < N; kk += 32) a[kk + 31] = 0;
                    for (d = 100; d >= 0; d -= 7) a[d + 1] = 0;
                    for (e = 3; e <= 20; e += 4) a[e + 2] = 0;
                }
                """);
        // 224 + 31 = 255 is the last element a tile of 32 reaches (the Fig. 4 strip), not 255 + 31
        assertThat(range(f, "kk + 31")).isEqualTo("[31, 255]");
        assertThat(range(f, "d + 1")).isEqualTo("[3, 101]");
        assertThat(range(f, "e + 2")).isEqualTo("[5, 21]");
    }

    @Test
    void constantsMacrosEnumsAndConstVariables() {
        Fixture f = Fixture.of("""
                #define N 64
                #define W (N / 2)
                enum { ROWS = 8 };
                const int COLS = 3;
                int a[1000];
                void g(void)
                {
                    int i;
                    for (i = ROWS; i < N + COLS; i++) a[i * W] = 0;
                }
                """);
        assertThat(range(f, "i * W")).isEqualTo("[256, 2112]");
    }

    @Test
    void nestedLoopsAndSymbolicCoefficients() {
        Fixture f = Fixture.of("""
                int a[1000];
                void g(int n, int m, int kk)
                {
                    int i, j, k;
                    for (i = 0; i < n; i++)
                        for (j = 0; j < m; j++) {
                            a[i * m + j] = 0;
                            a[i * m + (m - 1 - j)] = 0;
                            for (k = kk; k < kk + 16; k++)
                                a[k - kk] = a[i - j];
                        }
                }
                """);
        // m >= 1 inside the j loop, so i*m is increasing in i
        assertThat(range(f, "i * m + j")).isEqualTo("[0, m * n - 1]");
        assertThat(range(f, "i * m + (m - 1 - j)")).isEqualTo("[0, m * n - 1]");
        assertThat(range(f, "k - kk")).isEqualTo("[0, 15]");
        assertThat(range(f, "i - j")).isEqualTo("[1 - m, n - 1]");
    }

    @Test
    void localsWithInitializersAndRemaindersOfNonNegativeValues() {
        Fixture f = Fixture.of("""
                int a[100000];
                void g(int n, int w, int t)
                {
                    int p, q, r;
                    int before = t;
                    for (p = 0; p < 1089; p++) {
                        int dy = p / 33, dx = p % 33, later = t;
                        for (q = 0; q < 4; q++)
                            a[4 * w + q + dx] = a[dy * 4 + before] + a[p % n] + a[later];
                    }
                    for (r = 0; r < n; r++) {
                        int s = r - 5;
                        s = s + 1;
                        a[s] = a[(r - 5) % 7];
                    }
                }
                """);
        // dx stands for p % 33, in [0, 32] since p >= 0; dy for p / 33, in [0, 1088 / 33]
        assertThat(range(f, "4 * w + q + dx")).isEqualTo("[4 * w, 4 * w + 35]");
        assertThat(range(f, "dy * 4 + before")).isEqualTo("[t, t + 128]");
        // a run-time divisor, a value that may be negative, and a variable assigned again: no range
        assertThat(range(f, "p % n")).isEqualTo("[?, ?]");
        assertThat(range(f, "(r - 5) % 7")).isEqualTo("[?, ?]");
        assertThat(range(f, "s")).isEqualTo("[?, ?]");
    }

    @Test
    void aGuardBoundsALocalOnOneSideAndItsInitializerOnTheOther() {
        Fixture f = Fixture.of("""
                int a[100000];
                void g(int mm)
                {
                    int jb, c;
                    for (jb = 0; jb < mm; jb += 64)
                        for (c = 0; c < 64; c++) {
                            int j = jb + c;
                            if (j < mm)
                                a[j] = 0;
                        }
                }
                """);
        // j < mm from the guard; j >= 0 from j = jb + c: j lies in a row of mm elements
        Expr j = f.expr("j", 1);
        SymbolicRanges r = SymbolicRanges.at(j, f.constants());
        assertThat(r.provablyWithin(r.read(j), Poly.ZERO, r.read(f.expr("mm", 1)).plus(-1))).isTrue();
        assertThat(range(f, "j", 1)).startsWith("[0, ");
    }

    @Test
    void conditionalsWithConstantArms() {
        Fixture f = Fixture.of("""
                int a[100000];
                float t[32];
                void g(float d)
                {
                    int b16 = t[15] > d ? 16 : 0;
                    int b8 = t[b16 + 7] > d ? 8 : 0;
                    a[b16 + b8] = 0;
                }
                """);
        assertThat(range(f, "b16 + b8", 0)).isEqualTo("[0, 24]");
    }

    @Test
    void comparisons() {
        Fixture f = Fixture.of("""
                int a[1000];
                void g(int n, int m)
                {
                    int i, j;
                    for (i = 0; i < n; i++)
                        for (j = 0; j < m; j++)
                            a[j] = a[i];
                }
                """);
        Expr j = f.expr("j", 3);
        SymbolicRanges r = SymbolicRanges.at(j, f.constants());
        Poly pj = r.read(j);
        Poly m = r.read(f.expr("m"));
        Poly pi = r.read(f.expr("i", 3));
        Poly n = r.read(f.expr("n"));
        assertThat(r.compare(pj, m.plus(-1))).isEqualTo(SymbolicRanges.Comparison.LE);
        assertThat(r.compare(pj, m.plus(-2))).isEqualTo(SymbolicRanges.Comparison.UNKNOWN);
        assertThat(r.compare(pj, Poly.constant(-1))).isEqualTo(SymbolicRanges.Comparison.GT);
        assertThat(r.compare(m, Poly.constant(0))).isEqualTo(SymbolicRanges.Comparison.GT); // m >= 1 in the body
        assertThat(r.compare(pi, n)).isEqualTo(SymbolicRanges.Comparison.LE);
        assertThat(r.compare(pi, pj)).isEqualTo(SymbolicRanges.Comparison.UNKNOWN);
        assertThat(r.compare(pi.times(m).plus(pj), n.times(m))).isEqualTo(SymbolicRanges.Comparison.LE);
        assertThat(r.compare(n.times(m), pi.times(m).plus(pj))).isEqualTo(SymbolicRanges.Comparison.GT);
    }

    @Test
    void loopsWhoseVariableOrBoundChangesGiveNothing() {
        Fixture f = Fixture.of("""
                int a[1000];
                void g(int n)
                {
                    int i, j, t;
                    for (i = 0; i < n; i++) { a[i + 7] = 0; i += a[0]; }
                    for (j = 0; j < n; j++) { a[j + 8] = 0; n--; }
                    for (t = 0; t * 2 < n; t++) a[t + 9] = 0;
                }
                """);
        assertThat(range(f, "i + 7")).isEqualTo("[?, ?]");
        assertThat(range(f, "j + 8")).isEqualTo("[?, ?]");
        assertThat(range(f, "t + 9")).isEqualTo("[?, ?]");
    }

    @Test
    void attainedBounds() {
        Fixture f = Fixture.of("""
                int a[1000];
                void g(int n)
                {
                    int i, j, k;
                    for (i = 0; i < n; i++)
                        for (j = i; j < n; j++)
                            a[i + 1] = a[j - 1];
                    for (k = 0; k < n; k += 2) a[k + 2] = 0;
                }
                """);
        Expr e = f.expr("i + 1");
        SymbolicRanges.Interval r = SymbolicRanges.at(e, f.constants()).range(e);
        assertThat(r.loAttained()).isTrue();
        assertThat(r.hiAttained()).isTrue();
        Expr jm = f.expr("j - 1");
        r = SymbolicRanges.at(jm, f.constants()).range(jm);
        assertThat(r.toString()).isEqualTo("[-1, n - 2]");
        assertThat(r.loAttained()).as("j's lower bound depends on i: not a box").isFalse();
        Expr k = f.expr("k + 2");
        r = SymbolicRanges.at(k, f.constants()).range(k);
        assertThat(r.loAttained()).isTrue();
        assertThat(r.hiAttained()).as("step 2: n - 1 may be skipped").isFalse();
    }

    @Test
    void assumptionsReplaceWhatTheLoopsSay() {
        Fixture f = Fixture.of("""
                int a[1000];
                void g(int n, int kk)
                {
                    int k;
                    for (k = 0; k < n; k++) a[k] = kk;
                }
                """);
        Expr k = f.expr("k", 3);
        SymbolicRanges r = SymbolicRanges.at(k, f.constants());
        Poly.Atom ka = r.read(k).atoms().iterator().next();
        Poly kk = r.read(f.expr("kk"));
        SymbolicRanges s = r.assume(ka, kk, kk.plus(15));
        assertThat(s.range(k).toString()).isEqualTo("[kk, kk + 15]");
        assertThat(s.range(k).hiAttained()).isFalse();
        Poly.Atom n = r.read(f.expr("n")).atoms().iterator().next();
        assertThat(r.provablyNonNegative(Poly.of(n).plus(-3))).isFalse();
        assertThat(r.assumeAtLeast(n, 3).provablyNonNegative(Poly.of(n).plus(-3))).isTrue();
    }

    @Test
    void conditionsThatGuardThePointNarrowTheRanges() {
        Fixture f = Fixture.of("""
                int a[1000];
                void g(int n, int m, int t)
                {
                    int i, j;
                    for (i = 0; i < n; i++)
                        for (j = 0; j < m; j++) {
                            if (j > 0 && i < n - 1)
                                a[j - 1] = a[i + 1];
                            a[j + 2] = j < m - 1 ? a[j + 3] : 0;
                            if (t >= 4 && 10 > t)
                                a[t + 4] = 0;
                            if (i < 0)
                                a[i + 6] = 0;
                        }
                    if (t > 0) {
                        t = 0;
                        a[t + 5] = 0;
                    }
                }
                """);
        assertThat(range(f, "j - 1")).isEqualTo("[0, m - 2]");
        assertThat(range(f, "i + 1")).isEqualTo("[1, n - 1]");
        assertThat(range(f, "j + 2")).isEqualTo("[2, m + 1]");
        assertThat(range(f, "j + 3")).isEqualTo("[3, m + 1]");
        assertThat(range(f, "t + 4")).isEqualTo("[8, 13]");
        assertThat(range(f, "t + 5")).as("t is assigned under the guard").isEqualTo("[?, ?]");
        Expr e = f.expr("i + 6");
        SymbolicRanges r = SymbolicRanges.at(e, f.constants());
        assertThat(r.range(e).toString()).as("the guard contradicts the loop: empty").isEqualTo("[6, 5]");
        assertThat(r.range(e).loAttained()).isFalse();
    }

    @Test
    void expressionsWithoutPolynomial() {
        Fixture f = Fixture.of("""
                int a[1000];
                float x;
                int g(int n)
                {
                    int i = 0;
                    a[i++] = 0;
                    return a[n / 2] + (int) x;
                }
                """);
        SymbolicRanges r = SymbolicRanges.empty(f.constants());
        assertThat(r.read(f.expr("i++"))).isNull();
        assertThat(r.read(f.expr("x"))).isNull();
        assertThat(r.read(f.expr("n / 2")).atoms()).hasSize(1); // opaque, but usable
        assertThat(r.read(f.expr("n / 2")).minus(r.read(f.expr("n / 2"))).isZero()).isTrue();
    }
}
