package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** -Werror: every warning becomes an error, nothing is written, exit 1 (translate, check, run). */
class WerrorTest {
    static final String DEP = """
            float a[256];
            int main(void)
            {
                int i;
            #pragma hicuda global alloc a[*] copyin
            #pragma hicuda kernel k tblock(2) thread(128)
            #pragma hicuda loop_partition over_tblock over_thread
                for (i = 1; i < 256; i++)
                    a[i] = a[i - 1] + 1.0f;
            #pragma hicuda kernel_end
            #pragma hicuda global copyout a[*]
            #pragma hicuda global free a
                return 0;
            }
            """;

    @TempDir
    Path tmp;

    @Test
    void warningsBecomeErrors() throws IOException {
        Path src = tmp.resolve("dep.c");
        Files.writeString(src, DEP);
        Path out = tmp.resolve("dep.cu");
        Cli.Result plain = Cli.run("translate", src.toString(), "-o", out.toString());
        assertThat(plain.exit()).isZero();
        assertThat(plain.err()).startsWith(src + ":9:9: warning: loop-carried dependence on 'a' between this write and the read at "
                + src + ":9:16; iterations of the partitioned loop run in parallel\n");
        Files.delete(out);
        for (String cmd : new String[] {"translate", "check", "run"}) {
            Cli.Result r = cmd.equals("translate") ? Cli.run(cmd, "-Werror", src.toString(), "-o", out.toString())
                    : Cli.run(cmd, "-Werror", src.toString());
            assertThat(r.exit()).as(cmd).isEqualTo(ExitCode.INPUT_ERRORS);
            assertThat(r.err()).as(cmd).startsWith(src + ":9:9: error: loop-carried dependence on 'a' between this write and the read at "
                    + src + ":9:16; iterations of the partitioned loop run in parallel [-Werror]\n");
            assertThat(r.err()).as(cmd).contains("\n" + src + ":9:16: note: the read of 'a'").endsWith("1 error generated.\n")
                    .doesNotContain("building");
            assertThat(out).doesNotExist();
        }
    }
}
