package dev.hicuda.analysis.dependence;

import dev.hicuda.analysis.Fixture;
import dev.hicuda.diag.Diagnostic;
import dev.hicuda.diag.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The dependence check of partitioned loops (issue 14): true positives, true negatives, the
 * conservative answer for subscripts it cannot analyse, and reductions. The examples, benchmarks and
 * end-to-end programs are checked in {@code NoFalseDependenceWarningTest}.
 */
class DependenceCheckTest {
    static final String DECLS = """
            #define N 256
            float a[N], b[N], c[N], acc[4], m[N][N], t[8][16][16];
            int idx[N];
            float *p;
            void f(int n, int parity)
            {
                int i, j, k;
            """;

    /** The warnings and notes for one kernel body, as "LINE: severity: message" (the kernel starts at line 10). */
    static List<String> check(String kernelBody) {
        String code = DECLS + "#pragma hicuda shape p[N][N]\n#pragma hicuda kernel k tblock(2) thread(128)\n" + kernelBody
                + "#pragma hicuda kernel_end\n}\n";
        Fixture fx = Fixture.of(code);
        new DependenceCheck().run(fx.program.unit(), fx.ctx);
        return fx.ctx.reporter().diagnostics().stream().map(DependenceCheckTest::line).toList();
    }

    static String line(Diagnostic d) {
        return d.pos().line() + ":" + d.pos().column() + ": " + d.severity().label() + ": " + d.message();
    }

    static List<String> warnings(String kernelBody) {
        return check(kernelBody).stream().filter(s -> s.contains(": warning: ")).toList();
    }

    // ------------------------------------------------------------------ true positives

    @Test
    void flowDependenceOnThePreviousElement() {
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 1; i < N; i++)
                        a[i] = a[i - 1] + a[i];
                """)).containsExactly(
                "12:9: warning: loop-carried dependence on 'a' between this write and the read at t.c:12:16; iterations of the"
                        + " partitioned loop run in parallel",
                "12:16: note: the read of 'a' in another iteration of the loop partitioned at line 10");
    }

    @Test
    void writeToTheNextElement() {
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N - 1; i++)
                        a[i + 1] = a[i];
                """)).singleElement().asString().startsWith("12:9: warning: loop-carried dependence on 'a' between this write and the read at t.c:12:20");
    }

    @Test
    void nonAffineWriteIsConservative() {
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++)
                        a[idx[i]] = b[i];
                """)).containsExactly("12:9: warning: possible loop-carried dependence on 'a': the subscript 'idx[i]' is not an affine"
                + " function of the loop variables, so hicuda cannot prove that different iterations write different elements here;"
                + " iterations of the partitioned loop run in parallel");
    }

    @Test
    void outputDependenceOnAnInvariantElement() {
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++)
                        c[n] = a[i];
                """)).singleElement().asString().contains("different iterations of the partitioned loop write the same element here");
    }

    @Test
    void aDependenceCarriedByTheInnerPartitionedLoopOnly() {
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock
                    for (i = 0; i < N; i++) {
                #pragma hicuda loop_partition over_thread
                        for (j = 1; j < N; j++)
                            m[i][j] = m[i][j - 1];
                    }
                """)).singleElement().asString().startsWith("14:13: warning: loop-carried dependence on 'm' between this write and the read at t.c:14:23");
    }

    @Test
    void stridedPartsThatOverlap() {
        // i*4 + j with j up to 4 reaches the next row
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 60; i++)
                        for (j = 0; j <= 4; j++)
                            a[i * 4 + j] = 1.0f;
                """)).singleElement().asString().contains("write the same element here");
    }

    @Test
    void aScalarCarriedFromOneIterationToTheNext() {
        assertThat(check("""
                    {
                        float last = 0.0f;
                #pragma hicuda loop_partition over_tblock over_thread
                        for (i = 0; i < N; i++) {
                            b[i] = last;
                            last = a[i];
                        }
                    }
                """)).containsExactly("14:20: warning: loop-carried dependence on 'last' between this read and the write at t.c:15:13: the"
                + " read may see the value of a previous iteration; iterations of the partitioned loop run in parallel and each thread"
                + " has its own 'last'", "15:13: note: the write of 'last'");
    }

    // ------------------------------------------------------------------ true negatives

    @Test
    void independentLoops() {
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 1; i < N; i++)
                        a[i] = b[i - 1];
                """)).isEmpty();
        assertThat(check("""
                #pragma hicuda loop_partition over_thread
                    for (i = 0; i < N / 2; i++)
                        a[2 * i] = a[2 * i + 1];
                """)).isEmpty();
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++)
                        for (j = 1; j < N; j++)
                            m[i][j] = m[i][j - 1] + 1.0f;
                """)).isEmpty();
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64; i++)
                        for (j = 0; j < 4; j++)
                            a[i * 4 + j] = a[i * 4 + 3 - j];
                """)).isEmpty();
    }

    @Test
    void privateScalarsAndTemporaries() {
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                        float t = a[i] * 2.0f;
                        int r = i;
                        k = r + 1;
                        b[r] = t;
                        c[k - 1] = t;
                    }
                """)).isEmpty();
        assertThat(check("""
                    {
                        float t;
                #pragma hicuda loop_partition over_tblock over_thread
                        for (i = 0; i < N; i++) {
                            t = a[i];
                            if (t > 0)
                                b[i] = t;
                        }
                    }
                """)).isEmpty();
    }

    @Test
    void flatOffsetsSplitAlongProvableStrides() {
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < n; i++)
                        for (j = 0; j < n; j++)
                            p[i * n + j] = p[i * n + j] + p[j];
                """)).first().asString().isEqualTo("13:13: warning: loop-carried dependence on 'p' between this write and the read at"
                + " t.c:13:43; iterations of the partitioned loop run in parallel");
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 1; i < n - 1; i++)
                        for (j = 1; j < n - 1; j++)
                            p[i * n + j] = 0.25f * (p[i * n + j] + p[i * n + j - 1]);
                """)).isEmpty();
    }

    @Test
    void guardsThatExcludeEachOther() {
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                        if (parity == 0)
                            a[i] = b[(i + 1) % N];
                        else
                            b[i] = a[(i + 1) % N];
                    }
                """)).isEmpty();
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                        if (i == 0)
                            c[0] += a[i];
                    }
                """)).isEmpty();
    }

    @Test
    void divisionAndRemainderByAConstant() {
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64 * 64; i++)
                        m[i / 64][i % 64] = m[i / 64][i % 64] * 2.0f;
                """)).isEmpty();
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++)
                        a[i % 8] = b[i];
                """)).singleElement().asString().contains("write the same element here");
    }

    @Test
    void aFlatIndexSplitIntoThreeSubscripts() {
        // i / 16 and i % 16 are one quotient and remainder: with i / 256 and i / 16 % 16 they fix i (MCML's clear kernel)
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 8 * 16 * 16; i++)
                        t[i / (16 * 16)][i / 16 % 16][i % 16] = 0.0f;
                """)).isEmpty();
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 8 * 16 * 16; i++)
                        t[i / (16 * 16)][i / 16 % 16][i % 8] = 0.0f;
                """)).singleElement().asString().contains("'t'");
    }

    @Test
    void arraysOfTheKernelArePerThread() {
        assertThat(check("""
                    {
                        float e[8];
                #pragma hicuda loop_partition over_tblock over_thread
                        for (i = 0; i < N; i++) {
                            for (j = 0; j < 8; j++)
                                e[j] = a[i] * j;
                            b[i] = e[3];
                        }
                    }
                """)).isEmpty();
    }

    // ------------------------------------------------------------------ reductions

    @Test
    void scalarReductionsAreNamed() {
        List<String> w = warnings("""
                    {
                        float s = 0.0f, mx = 0.0f;
                        int cnt = 0;
                #pragma hicuda loop_partition over_tblock over_thread
                        for (i = 0; i < N; i++) {
                            s += a[i];
                            if (a[i] > mx)
                                mx = a[i];
                            cnt++;
                        }
                        c[0] = s + mx + cnt;
                    }
                """);
        assertThat(w).hasSize(3).allMatch(x -> x.contains("a reduction"));
        assertThat(w.get(0)).startsWith("15:13: warning: loop-carried dependence on 's': a reduction ('s += a[i]') over the"
                + " iterations of the partitioned loop, which run in parallel");
    }

    @Test
    void arrayElementReductionsAreNamed() {
        assertThat(warnings("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++) {
                        acc[1] = acc[1] + a[i];
                        acc[2] += b[i];
                    }
                """)).hasSize(2).allMatch(x -> x.contains("a reduction ('acc[") && x.contains("or use atomicAdd"));
    }

    @Test
    void theWarningsAreErrorsWithWerror() {
        assertThat(check("""
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 1; i < N; i++)
                        a[i] = a[i - 1];
                """)).first().asString().contains(": " + Severity.WARNING.label() + ": ");
    }
}
