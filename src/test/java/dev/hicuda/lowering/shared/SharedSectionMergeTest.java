package dev.hicuda.lowering.shared;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shape of a shared variable is its section merged over the iterations the threads of one
 * block execute concurrently (paper §4.2, Fig. 8): checked on the --report line for many
 * partition geometries.  Whether the merged copy holds the right data is checked by the
 * end-to-end programs (e2e/57_shared_geometries.c and the shared examples).
 */
class SharedSectionMergeTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0} | {1} | {2} -> {4}")
    @CsvSource(delimiter = '|', value = {
            // kernel spaces           | partition                          | loop header                        | section          | shape
            "tblock(1) thread(3)       | over_thread                        | for (i = 0; i < 6; ++i)            | A[i-1:i+1]       | int[5]",
            "tblock(4) thread(32)      | over_tblock over_thread            | for (i = 0; i < 1024; i++)         | A[i-1:i+1]       | int[34]",
            "tblock(4) thread(32)      | over_tblock(CYCLIC) over_thread    | for (i = 0; i < 1024; i++)         | A[i-2:i+2]       | int[36]",
            "tblock(4) thread(32)      | over_tblock                        | for (i = 0; i < 1024; i++)         | A[i-1:i+1]       | int[3]",
            "tblock(1) thread(64)      | over_thread                        | for (i = 0; i < 1024; i += 2)      | A[i:i+1]         | int[128]",
            "tblock(1) thread(64)      | over_thread                        | for (i = 0; i < 960; i += 3)       | A[i-1:i+1]       | int[192]",
            "tblock(8) thread(32)      | over_tblock over_thread            | for (i = 1023; i >= 0; i--)        | A[i-1:i+1]       | int[34]",
            "tblock(8) thread(32)      | over_tblock over_thread            | for (i = 1023; i >= 0; i -= 2)     | A[i]             | int[63]",
            "tblock(2) thread(16)      | over_tblock over_thread            | for (i = 0; i < 512; i++)          | A[2*i:2*i+1]     | int[32]",
            "tblock(2) thread(16)      | over_tblock over_thread            | for (i = 0; i < 512; i++)          | A[1023-i]        | int[16]",
            "tblock(1) thread(128)     | over_thread                        | for (i = 0; i < 1024; i++)         | A[*]             | int[1024]",
            "tblock(1) thread(128)     | over_thread                        | for (i = 0; i < 1024; i++)         | A[0:31]          | int[32]",
    })
    void oneDimension(String spaces, String partition, String header, String section, String shape) throws IOException {
        String src = """
                #include <stdio.h>
                int A[1024], B[1024];
                int main(void)
                {
                    int i;
                    for (i = 0; i < 1024; i++) A[i] = i;
                #pragma hicuda global alloc A[*] copyin
                #pragma hicuda global alloc B[*]
                #pragma hicuda kernel k %s
                #pragma hicuda loop_partition %s
                    %s {
                #pragma hicuda shared alloc %s copyin
                        B[i] = 1;
                #pragma hicuda shared remove A
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout B[*]
                #pragma hicuda global free A B
                    printf("%%d\\n", B[0]);
                    return 0;
                }
                """.formatted(spaces, partition, header, section);
        assertThat(report(src)).contains("s_A: " + shape + " at offset 0");
    }

    @ParameterizedTest(name = "{0} | {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
            "thread(16, 16)   | A[i][kk:kk+31]       | float[16][32]",
            "thread(16, 16)   | A[kk:kk+31][j]       | float[32][16]",
            "thread(16, 16)   | A[i-2:i+2][j-2:j+2]  | float[20][20]",
            "thread(4, 8)     | A[i-1:i+1][j-2:j+2]  | float[6][12]",
            "thread(4, 32)    | A[i][*]              | float[4][64]",
            "thread(8, 8)     | A[j][i]              | float[8][8]",
    })
    void twoDimensions(String threads, String section, String shape) throws IOException {
        String src = """
                #include <stdio.h>
                float A[64][64], C[64][64];
                int main(void)
                {
                    int i, j, kk;
                #pragma hicuda global alloc A[*][*] copyin
                #pragma hicuda global alloc C[*][*]
                #pragma hicuda kernel k tblock(2, 2) %s
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64; i++) {
                #pragma hicuda loop_partition over_tblock over_thread
                        for (j = 0; j < 64; j++) {
                            for (kk = 0; kk < 64; kk += 32) {
                #pragma hicuda shared alloc %s copyin
                                C[i][j] = 1.0f;
                #pragma hicuda shared remove A
                            }
                        }
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout C[*][*]
                #pragma hicuda global free A C
                    printf("%%f\\n", C[0][0]);
                    return 0;
                }
                """.formatted(threads, section);
        assertThat(report(src)).contains("s_A: " + shape + " at offset 0");
    }

    @org.junit.jupiter.api.Test
    void rowsReadOnePerLaneArePaddedAgainstBankConflicts() throws IOException {
        String src = """
                #include <stdio.h>
                float Y[64][16], D[64];
                int main(void)
                {
                    int i, k;
                #pragma hicuda global alloc Y[*][*] copyin
                #pragma hicuda global alloc D[*]
                #pragma hicuda kernel k tblock(2) thread(32)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64; i++) {
                        float s = 0.0f;
                #pragma hicuda shared alloc Y[i][*] copyin
                        for (k = 0; k < 16; k++)
                            s += Y[i][k];
                        D[i] = s;
                #pragma hicuda shared remove Y
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout D[*]
                #pragma hicuda global free Y D
                    printf("%f\\n", D[0]);
                    return 0;
                }
                """;
        // lane t reads row t: with 16-float rows all 32 lanes would hit 2 banks; 17-float rows hit 32
        assertThat(report(src)).contains("s_Y: float[32][16] stored as [32][17] (padded against bank conflicts) at offset 0 (2176 bytes)");
    }

    private String report(String src) throws IOException {
        Path in = tmp.resolve("merge.c");
        Files.writeString(in, src);
        Cli.Result r = Cli.run("translate", "--report", in.toString(), "-o", tmp.resolve("merge.cu").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        return r.out() + r.err();
    }
}
