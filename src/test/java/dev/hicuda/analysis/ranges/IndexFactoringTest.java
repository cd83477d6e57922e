package dev.hicuda.analysis.ranges;

import dev.hicuda.analysis.Fixture;
import dev.hicuda.analysis.affine.Poly;

import dev.hicuda.ir.expr.Expr;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Factoring a flat offset into subscripts on a shape (lowering/IndexFactoring). */
class IndexFactoringTest {
    private static final String LOOPS = """
            #define NC 4
            float *p;
            int d[3];
            void g(int n, int m, int nx, int ny, int nz, int kk)
            {
                int i, j, k, a;
            %s    for (i = 0; i < n; i++)
                    for (j = 0; j < m; j++)
                        for (k = 0; k < nz; k++) {
                            p[%s] = 0;
                        }
            }
            """;

    /** The subscripts of the offset written at p[...] over the given dimensions, or the failure. */
    private static String factor(String offset, String... dims) {
        StringBuilder uses = new StringBuilder();
        for (int d = 0; d < dims.length; d++) {
            uses.append("    d[").append(d).append("] = ").append(dims[d]).append(";\n");
        }
        Fixture f = Fixture.of(LOOPS.formatted(uses, offset));
        Expr e = f.expr(offset);
        IndexFactoring.Factored r = new IndexFactoring().factor(e, dimExprs(f, dims), SymbolicRanges.at(e, f.constants()));
        if (!r.ok()) {
            return "flat: dimension " + r.failedDimension() + ": " + r.why();
        }
        StringBuilder sb = new StringBuilder("p");
        for (Expr x : r.indices()) {
            sb.append('[').append(f.print(x)).append(']');
        }
        return sb.toString();
    }

    private static List<Expr> dimExprs(Fixture f, String... dims) {
        List<Expr> out = new java.util.ArrayList<>();
        for (int d = 0; d < dims.length; d++) {
            int k = d;
            Expr assign = f.all(dev.hicuda.ir.expr.Assign.class).stream()
                    .filter(a -> f.print(a.target()).equals("d[" + k + "]")).findFirst().orElseThrow().value();
            out.add(assign);
        }
        return out;
    }

    @Test
    void twoDimensions() {
        assertThat(factor("i * m + j", "n", "m")).isEqualTo("p[i][j]");
        assertThat(factor("j + m * i", "n", "m")).isEqualTo("p[i][j]");
        assertThat(factor("(i + 1) * m + j", "n", "m")).isEqualTo("p[i + 1][j]");
    }

    @Test
    void remainderShiftedByWholeRows() {
        // i*m + m - 1 - j: the terms divisible by m give i + 1, the rest -1 - j is in [-m, -1]: shift by one row
        assertThat(factor("i * m + (m - 1 - j)", "n", "m")).isEqualTo("p[i][m - 1 - j]");
        assertThat(factor("i * m + m - 1 - j", "n", "m")).isEqualTo("p[i][m - j - 1]");
    }

    @Test
    void threeDimensionsInBothWritings() {
        assertThat(factor("(i * ny + j) * nz + k", "nx", "ny", "nz")).isEqualTo("flat: dimension 2: the remainder 'j' (range [0, m - 1])"
                + " of 'i * ny + j' divided by 'ny' is not provably within [0, ny - 1]");
        assertThat(factor("(i * m + j) * nz + k", "n", "m", "nz")).isEqualTo("p[i][j][k]");
        assertThat(factor("i * m * nz + j * nz + k", "n", "m", "nz")).isEqualTo("p[i][j][k]");
        assertThat(factor("((i - 1) * m + j) * nz + k", "n", "m", "nz")).isEqualTo("p[i - 1][j][k]");
    }

    @Test
    void extentThatIsAProduct() {
        assertThat(factor("i * m * nz + j * nz + k", "n", "m * nz")).isEqualTo("p[i][j * nz + k]");
    }

    @Test
    void constantExtents() {
        assertThat(factor("i * NC + 2", "n", "NC")).isEqualTo("p[i][2]");
        assertThat(factor("4 * i + 3", "n", "NC")).isEqualTo("p[i][3]");
        assertThat(factor("i * NC + 5", "n", "NC")).isEqualTo("p[i + 1][1]");
        assertThat(factor("i * NC + j", "n", "NC")).startsWith("flat: dimension 2: the remainder 'j' (range [0, m - 1])");
    }

    @Test
    void extentOfSeveralTermsIsMatchedAsWritten() {
        assertThat(factor("i * (m + 1) + j", "n", "m + 1")).isEqualTo("p[i][j]");
        assertThat(factor("i * m + i + j", "n", "m + 1")).startsWith("flat: dimension 2:");
    }

    @Test
    void guardsCount() {
        Fixture f = Fixture.of("""
                float *p;
                void g(int n, int m)
                {
                    int i, j;
                    for (i = 0; i < n; i++)
                        for (j = 0; j < m; j++)
                            if (j > 0)
                                p[i * m + j - 1] = p[i * m + j];
                }
                """);
        Expr off = f.expr("i * m + j - 1");
        IndexFactoring.Factored r = new IndexFactoring().factor(off, List.of(f.expr("n"), f.expr("m", 1)),
                SymbolicRanges.at(off, f.constants()));
        assertThat(r.ok()).as(String.valueOf(r.why())).isTrue();
        assertThat(r.indices().stream().map(f::print).toList()).containsExactly("i", "j - 1");
    }

    @Test
    void notFactorable() {
        assertThat(factor("i * m + j + 1", "n", "m")).isEqualTo("flat: dimension 2: the remainder 'j + 1' (range [1, m]) of"
                + " 'i * m + j + 1' divided by 'm' is not provably within [0, m - 1]");
        assertThat(factor("i * m + k", "n", "m")).startsWith("flat: dimension 2: the remainder 'k' (range [0, nz - 1])");
        assertThat(factor("i * (m / 2) + j", "n", "m")).startsWith("flat: dimension 2:");
    }

    @Test
    void remainderInACallersInterval() {
        // the shared-memory case: A[(ib + ti + 16*a)*n + k] with k in [kk, kk+15], the section's columns
        Fixture f = Fixture.of("""
                float *A;
                float g(int n)
                {
                    int ib, ti, a, kk, k;
                    float s = 0;
                    for (ib = 0; ib < n; ib += 128)
                        for (ti = 0; ti < 16; ti++)
                            for (a = 0; a < 8; a++)
                                for (kk = 0; kk < n; kk += 16)
                                    for (k = kk; k < kk + 16; k++)
                                        s += A[(ib + ti + 16 * a) * n + k];
                    return s;
                }
                """);
        Expr off = f.expr("(ib + ti + 16 * a) * n + k");
        SymbolicRanges r = SymbolicRanges.at(off, f.constants());
        IndexFactoring fac = new IndexFactoring();
        Expr n = f.expr("n");
        assertThat(fac.factor(off, List.of(n, n), r).ok()).as("k <= n - 1 is not provable").isFalse();
        Poly kk = r.read(f.expr("kk", 3));
        IndexFactoring.Split s = fac.split(off, n, kk, kk.plus(15), r);
        assertThat(s).isNotNull();
        assertThat(f.print(s.quotient())).isEqualTo("ib + ti + 16 * a");
        assertThat(f.print(s.remainder())).isEqualTo("k");
        assertThat(fac.split(off, n, kk, kk.plus(14), r)).isNull();
        assertThat(fac.lastFailure()).contains("not provably within [kk, kk + 14]");
    }
}
