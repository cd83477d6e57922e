package dev.hicuda.frontend;

import dev.hicuda.ir.source.ParsedProgram;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Dialect;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The printer keeps every comment on its line: after a brace-less loop or if body, after a
 * closing brace, between a then-branch and its else, after a case label, after a do-while.
 */
class CommentPlacementTest {
    static String roundTrip(String text) {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        ParsedProgram p = dev.hicuda.support.Parsing.frontEnd(reporter).parseText("c.c", text, null);
        assertThat(reporter.diagnostics()).isEmpty();
        return new CPrinter(Dialect.C, true).print(p.unit());
    }

    @Test
    void commentsStayOnTheirLines() {
        String src = """
                int f(int *a, int n)
                {
                    int s = 0;   /* sum */
                    for (int i = 0; i < n; i++)
                        s += a[i];   // accumulate
                    for (int i = 0; i < n; i++) {
                        s += a[i];
                    }   // end for
                    while (s > 100) /* big */
                        s -= 100;    /* reduce */
                    if (s)
                        s = 1;       // then
                    else
                        s = 2;       // else
                    do {
                        s++;
                    } while (s < 3);  // do-while
                    if (s) {
                        s--;
                    } // end if
                    switch (s) {
                    case 1:
                        s = 0;   // one
                        break;
                    case 2: // two
                        s = 1;
                        break;
                    }  // end switch
                    {
                        s += 2;
                    } /* bare block */
                    return s;   // done
                }  /* end f */
                """;
        assertThat(roundTrip(src)).isEqualTo(src);
    }

    @Test
    void commentAfterADirectiveLoopBodyStaysOnItsStatement() {
        String src = """
                float a[64];
                void f(void)
                {
                    int i;
                    for (int r = 0; r < 2; r++)
                #pragma hicuda loop_partition over_thread
                        for (i = 0; i < 64; i++)
                            a[i] += 1.0f;   // inc
                }
                """;
        assertThat(roundTrip(src)).contains("            a[i] += 1.0f;   // inc\n");
    }

    @Test
    void commentsBetweenThenAndElseAreKept() {
        String src = """
                int g(int x)
                {
                    if (x > 0) {
                        x = 1;
                    } /* positive */
                    else {
                        x = -1;
                    }
                    if (x)
                        x++;
                    // the other case
                    else
                        x--;
                    return x;
                }
                """;
        String out = roundTrip(src);
        assertThat(out).contains("} /* positive */\n", "    // the other case\n", "x = -1;", "x--;");
        assertThat(out.lines().filter(l -> l.contains("/*") || l.contains("//")).count()).isEqualTo(2);
    }
}
