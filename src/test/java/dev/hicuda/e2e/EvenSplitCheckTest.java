package dev.hicuda.e2e;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A shared directive (whose transfers need block-wide barriers) in a loop partitioned over threads
 * whose trip count is known only at run time: the generated host code checks before the launch that
 * the iterations divide evenly, refuses to launch (exit 1, the directive's file:line) when they do
 * not, and runs when they do. (An explicit barrier in such a loop is predicated instead:
 * e2e/30_barrier_predication.c.)
 */
class EvenSplitCheckTest {
    @TempDir
    Path tmp;

    @Test
    void theHostRefusesAnUnevenLaunchAndRunsAnEvenOne() {
        Assumptions.assumeTrue(Proc.available("g++"), "g++ is needed");
        Path src = Path.of("src/test/resources/runtime-checks/even_split.c");
        Path out = tmp.resolve("even_split.cpp");
        Cli.Result t = Cli.run("translate", "--target", "cpu", src.toString(), "-o", out.toString());
        assertThat(t.exit()).as(t.err()).isZero();
        Path exe = tmp.resolve("even_split");
        Proc.Result b = dev.hicuda.support.Builds.cpu(out, exe, "-O1");
        assertThat(b.exit()).as(b.output()).isZero();

        Proc.Result uneven = Proc.run(null, 60, List.of(exe.toString()));
        assertThat(uneven.exit()).isEqualTo(1);
        assertThat(uneven.output()).contains(src + ":14: the iterations of loop 'i' in kernel k do not divide evenly among its threads")
                .doesNotContain("B[1023]");

        Proc.Result even = Proc.run(null, 60, List.of(exe.toString(), "even"));
        assertThat(even.exit()).as(even.output()).isZero();
        assertThat(even.output()).contains("B[1023] = 2046.0");
    }
}
