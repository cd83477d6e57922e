package dev.hicuda.backend.cpu;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The race checker of the CPU emulation (issue 14), through {@code hicuda run --target cpu}: the issue's
 * partitioned prefix sum is reported with both source places and exit status 71, as is a shared-memory
 * race for want of a barrier; the same programs run without the checker give the sequential answer in
 * thread order and another one in a shuffled order; race-free programs run clean (every example and
 * end-to-end program runs checked and shuffled in {@code EndToEndTest}).
 */
class RaceCheckTest {
    static final String SCAN = """
            #include <stdio.h>
            #define N 256
            float a[N];
            int main(void)
            {
                int i;
                for (i = 0; i < N; i++) a[i] = 1.0f;
            #pragma hicuda global alloc a[*] copyin
            #pragma hicuda kernel scan tblock(2) thread(128)
            #pragma hicuda loop_partition over_tblock over_thread
                for (i = 1; i < N; i++)
                    a[i] = a[i - 1] + a[i];
            #pragma hicuda kernel_end
            #pragma hicuda global copyout a[*]
            #pragma hicuda global free a
                printf("%g\\n", a[N - 1]);
                return 0;
            }
            """;

    static final String MISSING_BARRIER = """
            #include <stdio.h>
            float a[64], b[64];
            int main(void)
            {
                int i;
                for (i = 0; i < 64; i++) a[i] = (float) i;
            #pragma hicuda global alloc a[*] copyin
            #pragma hicuda global alloc b[*]
            #pragma hicuda kernel reverse tblock(1) thread(64)
                {
                    float tmp[64];
            #pragma hicuda shared alloc tmp[*]
            #pragma hicuda loop_partition over_thread
                    for (i = 0; i < 64; i++)
                        tmp[i] = a[i];
            #pragma hicuda loop_partition over_thread
                    for (i = 0; i < 64; i++)
                        b[i] = tmp[63 - i];
            #pragma hicuda shared remove tmp
                }
            #pragma hicuda kernel_end
            #pragma hicuda global copyout b[*]
            #pragma hicuda global free a b
                printf("%g %g\\n", b[0], b[63]);
                return 0;
            }
            """;

    static final String WITH_BARRIER = MISSING_BARRIER.replace("""
                        tmp[i] = a[i];
            """, """
                        tmp[i] = a[i];
            #pragma hicuda barrier
            """);

    @TempDir
    static Path tmp;

    @BeforeAll
    static void needsGxx() {
        Assumptions.assumeTrue(Proc.available("g++"), "g++ is needed");
    }

    static Path write(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void thePartitionedPrefixSumIsAReportedRace() throws IOException {
        Path src = write("scan.c", SCAN);
        Cli.Result r = Cli.run("run", "--target", "cpu", src.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(71);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("hicuda-cpu: error: data race in kernel 'scan' on global memory (byte 4 of a device allocation of"
                + " 1024 bytes): thread (1,0,0) of block (0,0,0) reads at " + src + ":12:16 (a[(i - 1)]), and thread (0,0,0) of block"
                + " (0,0,0) writes at " + src + ":12:9 (a[i]) in the same barrier interval (no __syncthreads() between them)\n");
        assertThat(r.err()).endsWith("data races in kernel 'scan' (repeated pairs of places not listed); exiting with status 71\n");
        // the translator warned too
        assertThat(r.err()).contains(src + ":12:9: warning: loop-carried dependence on 'a'");
    }

    @Test
    void inThreadOrderTheRaceIsHiddenAndAShuffledOrderShowsIt() throws IOException {
        Path src = write("scan2.c", SCAN);
        Cli.Result plain = Cli.run("run", "--target", "cpu", "--no-race-check", src.toString());
        assertThat(plain.exit()).isZero();
        assertThat(plain.out()).isEqualTo("256\n"); // the sequential answer
        Cli.Result shuffled = Cli.run("run", "--target", "cpu", "--no-race-check", "--shuffle", "3", src.toString());
        assertThat(shuffled.exit()).isZero();
        assertThat(shuffled.out()).isNotEqualTo("256\n");
    }

    @Test
    void aSharedMemoryRaceForWantOfABarrier() throws IOException {
        Path src = write("nobarrier.c", MISSING_BARRIER);
        Cli.Result r = Cli.run("run", "--target", "cpu", src.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(71);
        assertThat(r.err()).contains("hicuda-cpu: error: data race in kernel 'reverse' on shared memory (byte 128 of the block's 256"
                + " bytes): thread (32,0,0) of block (0,0,0) writes at " + src + ":15:13 (s_tmp[i]), and thread (31,0,0) of block (0,0,0)"
                + " reads at " + src + ":18:20 (s_tmp[-i + 63]) in the same barrier interval (no __syncthreads() between them)\n");
        Cli.Result fixed = Cli.run("run", "--target", "cpu", "--shuffle", "11", write("barrier.c", WITH_BARRIER).toString());
        assertThat(fixed.exit()).as(fixed.err()).isZero();
        assertThat(fixed.out()).isEqualTo("63 0\n");
        assertThat(fixed.err()).doesNotContain("race");
    }

    /** Threads writing neighbouring bytes of one 4-byte granule do not conflict; a neighbour's byte read while it is written does. */
    @Test
    void neighbouringCharsAreNotARaceButAReadOfTheNeighboursCharIs() throws IOException {
        String own = """
                #include <stdio.h>
                #define N 256
                char flag[N];
                int main(void)
                {
                    int i, n = 0;
                #pragma hicuda global alloc flag[*]
                #pragma hicuda kernel mark tblock(2) thread(128)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++)
                        flag[i] = (char) (i % 3 == 0);
                #pragma hicuda kernel_end
                #pragma hicuda global copyout flag[*]
                #pragma hicuda global free flag
                    for (i = 0; i < N; i++) n += flag[i];
                    printf("%d\\n", n);
                    return 0;
                }
                """;
        Cli.Result clean = Cli.run("run", "--target", "cpu", "--shuffle", "5", write("chars.c", own).toString());
        assertThat(clean.exit()).as(clean.err()).isZero();
        assertThat(clean.out()).isEqualTo("86\n");
        Path racy = write("chars2.c", own.replace("flag[i] = (char) (i % 3 == 0);", "flag[i] = (char) (i % 3 == 0) + flag[i ^ 1];"));
        Cli.Result r = Cli.run("run", "--target", "cpu", racy.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(71);
        assertThat(r.err()).contains("data race in kernel 'mark' on global memory");
    }

    @Test
    void translateWritesTheCheckedProgramOnlyForTheCpuTarget() throws IOException {
        Path src = write("scan3.c", SCAN);
        Path out = tmp.resolve("scan3.cpu.cpp");
        Cli.Result r = Cli.run("translate", "--target", "cpu", "--race-check", src.toString(), "-o", out.toString());
        assertThat(r.exit()).isZero();
        assertThat(Files.readString(out)).startsWith("#define HICUDA_CPU_RACECHECK 1")
                .contains("hicuda_cpu_st(&a[i], (*hicuda_cpu_rd(&a[(i - 1)], \"" + src + ":12:16 (a[(i - 1)])\")) + (*hicuda_cpu_rd(&a[i], \""
                        + src + ":12:27 (a[i])\")), \"" + src + ":12:9 (a[i])\");");
        Cli.Result cuda = Cli.run("translate", "--race-check", src.toString(), "-o", tmp.resolve("x.cu").toString());
        assertThat(cuda.exit()).isEqualTo(2);
        assertThat(cuda.err()).contains("--race-check needs --target cpu");
        Cli.Result cudaRun = Cli.run("run", "--target", "cuda", "--shuffle", "1", src.toString());
        assertThat(cudaRun.exit()).isEqualTo(2);
    }
}
