package dev.hicuda.lowering;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The key lines of the code generated for the constant and texture directives, exactly: the
 * constant pool and its views, the copies, the redirected kernel reads, the textured parameters
 * and loads, and what --report says.  (EndToEndTest checks that the same programs compute the
 * right results and compile with nvcc.)
 */
class ConstantAndTextureTranslationTest {
    @TempDir
    Path tmp;

    record Translation(List<String> code, String report) {
    }

    Translation translate(String src, String target) throws IOException {
        Path out = tmp.resolve(Path.of(src).getFileName() + "." + target);
        Cli.Result r = Cli.run("translate", "-O0", "--target", target, "--report", src, "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        // the device file, then the host program (C) written beside it
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(out));
        lines.addAll(Files.readAllLines(dev.hicuda.support.Builds.host(out)));
        return new Translation(lines.stream().map(String::strip).toList(), r.out());
    }

    @Test
    void polynomialCoefficientsInConstantMemory() throws IOException {
        Translation t = translate("examples/poly_constant.c", "cuda");
        assertThat(t.code()).containsSubsequence(
                "*   offset  bytes  view    type         section       scope (copyin..remove)",
                "*        0     48  c_COEF  float[12]    COEF[0:11]    examples/poly_constant.c:30..54",
                "*       48     48  c_PT    float[3][4]  PT[1:3][0:3]  examples/poly_constant.c:31..54",
                "*/",
                "static __constant__ __align__(4) unsigned char hicuda_constant_pool[96];",
                "#define c_COEF ((const float *) (hicuda_constant_pool + 0))",
                "#define c_PT ((const float (*)[4]) (hicuda_constant_pool + 48))",
                "__global__ void polyEval(const float *__restrict__ X, float *__restrict__ Y, float *__restrict__ Z) {",
                "float y = c_COEF[NC - 1];",
                "y = y * x + c_COEF[c];",
                "z += ((c_PT[p - 1][3] * x + c_PT[p - 1][2]) * x + c_PT[p - 1][1]) * x + c_PT[p - 1][0];",
                "/* #pragma hicuda constant copyin COEF[*] */",
                "hicuda_check(cudaMemcpy((unsigned char *) hicuda_constant_pool_address_poly_constant() + 0, &COEF[0], 12 * sizeof(float), "
                        + "cudaMemcpyHostToDevice), \"examples/poly_constant.c:30: constant copyin COEF\");",
                "/* #pragma hicuda constant copyin PT[1:3][*] */",
                "hicuda_check(cudaMemcpy((unsigned char *) hicuda_constant_pool_address_poly_constant() + 48, &PT[1][0], 12 * sizeof(float), "
                        + "cudaMemcpyHostToDevice), \"examples/poly_constant.c:31: constant copyin PT\");",
                "/* #pragma hicuda constant remove COEF PT */");
        assertThat(t.report()).contains(
                "constant memory pool hicuda_constant_pool: 96 bytes, aligned to 4 (at most 96 bytes are live at once;",
                "  constant memory: 96 bytes read (c_COEF 48 bytes at offset 0, c_PT 48 bytes at offset 48) of the 96-byte "
                        + "hicuda_constant_pool\n");
        // the kernel never reads the host arrays: only the pool
        String all = String.join("\n", t.code());
        String kernel = all.substring(all.indexOf("__global__ void polyEval"), all.indexOf("/* Launches kernel polyEval"));
        assertThat(kernel).contains("c_COEF[", "c_PT[").doesNotContainPattern("[^_]COEF\\[|[^_]PT\\[");
    }

    @Test
    void copiesWhoseScopesDoNotOverlapShareBytes() throws IOException {
        Translation t = translate("src/test/resources/e2e/54_constant_two_kernels.c", "cuda");
        assertThat(t.code()).containsSubsequence(
                "static __constant__ __align__(8) unsigned char hicuda_constant_pool[72];",
                "#define c_W ((const float *) (hicuda_constant_pool + 0))",
                "#define c_OFF ((const int *) (hicuda_constant_pool + 36))",
                "#define c_K2 ((const double *) (hicuda_constant_pool + 40))");
        assertThat(t.report()).contains("72 bytes, aligned to 8 (at most 72 bytes are live at once",
                "  constant memory: 68 bytes read (c_K2 32 bytes at offset 40, c_W 36 bytes at offset 0)");
    }

    @Test
    void copiesLiveAcrossACallDoNotShareBytesWithTheCallee() throws IOException {
        Translation t = translate("src/test/resources/e2e/58_constant_sections_calls.c", "cuda");
        assertThat(t.code()).contains(
                "#define c_H ((const float *) (hicuda_constant_pool + 0))", // smooth(), called while M is live
                "#define c_G ((const float *) (hicuda_constant_pool + 0))", // scale(), called when nothing is live
                "#define c_M ((const float (*)[4]) (hicuda_constant_pool + 24))",
                "#define c_T ((const float (*)[3][5]) (hicuda_constant_pool + 88))",
                "#define c_KV ((const float (*)[4]) (hicuda_constant_pool + 0))",
                // strided sections: one 2-D / 3-D copy to the pool's device address
                "hicuda_copy_box((unsigned char *) hicuda_constant_pool_address_58_constant_sections_calls() + 24, 4 * sizeof(float), 1, &M[2][3], 10 * sizeof(float), 1, 4 * sizeof(float), 4, 1, "
                        + "cudaMemcpyHostToDevice, \"src/test/resources/e2e/58_constant_sections_calls.c:85: constant copyin M\");",
                "hicuda_copy_box((unsigned char *) hicuda_constant_pool_address_58_constant_sections_calls() + 88, 5 * sizeof(float), 3, &T[1][1][0], 8 * sizeof(float), 5, 5 * sizeof(float), 3, 2, "
                        + "cudaMemcpyHostToDevice, \"src/test/resources/e2e/58_constant_sections_calls.c:87: constant copyin T\");",
                // a run-time section start shifts the subscripts; the start is a kernel parameter
                "hicuda_check(cudaMemcpy((unsigned char *) hicuda_constant_pool_address_58_constant_sections_calls() + 0, &KV[c][0], 64 * sizeof(float), "
                        + "cudaMemcpyHostToDevice), "
                        + "\"src/test/resources/e2e/58_constant_sections_calls.c:112: constant copyin KV\");",
                "s += c_KV[k - c][0] * X[i] + c_KV[k - c][1] - c_KV[k - c][2] * c_KV[k - c][3];",
                "__global__ void chunk(const float *__restrict__ X, float *__restrict__ Y, int c) {");
    }

    @Test
    void texturedArraysAreReadOnlyParametersReadWithLdg() throws IOException {
        Translation t = translate("src/test/resources/e2e/56_texture_2d.c", "cuda");
        assertThat(t.code()).containsSubsequence(
                "__global__ void resample(float (*__restrict__ OUT)[128], const float (*__restrict__ IMG)[64]) {",
                "OUT[i][j] = (1.0f - fy) * ((1.0f - fx) * __ldg(&IMG[y0][x0]) + fx * __ldg(&IMG[y0][x1])) + fy * ((1.0f - fx) "
                        + "* __ldg(&IMG[y1][x0]) + fx * __ldg(&IMG[y1][x1]));",
                "/* #pragma hicuda texture copyin IMG[*][*] */",
                "float (*t_IMG)[64];",
                "hicuda_check(cudaMalloc((void **) &t_IMG, 3072 * sizeof(float)), \"src/test/resources/e2e/56_texture_2d.c:23: "
                        + "texture copyin IMG\");",
                "hicuda_check(hicuda_launch_resample(resample_grid, resample_block, 0, 0, g_OUT, t_IMG), "
                        + "\"src/test/resources/e2e/56_texture_2d.c:26: launch of kernel resample\");",
                "hicuda_check(cudaFree(t_IMG), \"src/test/resources/e2e/56_texture_2d.c:45: texture remove IMG\");");
        assertThat(t.report()).contains("  textured, read through the read-only data path: IMG (t_IMG, const __restrict__, __ldg)\n");
        assertThat(String.join("\n", t.code())).doesNotContain("cudaTextureObject", "tex1Dfetch");
    }

    @Test
    void texturedSectionWithRunTimeBoundsIsFlat() throws IOException {
        Translation t = translate("src/test/resources/e2e/58_constant_sections_calls.c", "cuda");
        assertThat(t.code()).contains(
                "Y[i] = s * X[i] + __ldg(&S[((r0 + i % (r1 - r0 + 1)) - r0) * w + (i % w)]);");
        assertThat(t.report()).contains("parameters: float *__restrict__ Y, const float *__restrict__ X, const float *__restrict__ S, int r0, int r1, int w");
    }

    @Test
    void structuresAndTypedefsInConstantAndTextureMemory() throws IOException {
        Translation t = translate("src/test/resources/e2e/59_constant_struct_typedef.c", "cuda");
        assertThat(t.code()).containsSubsequence(
                "static_assert(sizeof(struct atom) == 16, \"hicuda: the constant pool layout assumes sizeof(struct atom) == 16\");",
                "static __constant__ __align__(8) unsigned char hicuda_constant_pool[536];",
                "#define c_wt ((const real *) (hicuda_constant_pool + 0))",
                "#define c_atoms ((const struct atom *) (hicuda_constant_pool + 24))");
        assertThat(t.code()).contains(
                "__global__ void nearest(const struct atom *__restrict__ atoms, float *__restrict__ F, const float *__restrict__ P) {",
                "struct atom a = atoms[(i % NA)];",
                "F[i] = a.x * P[i] + a.q - __ldg(&atoms[((i + 1) % NA)].z);",
                "e += c_atoms[k - c].q / sqrtf(dx * dx + dy * dy + dz * dz + 1.0f);");
    }

    @Test
    void sharedMemoryLoadsFromAConstantArrayReadTheConstantCopy() throws IOException {
        Translation t = translate("src/test/resources/e2e/60_shared_constant_texture.c", "cuda");
        assertThat(t.code()).contains(
                "s += c_W[k] * s_IN[k + (int)threadIdx.x];",
                "OUT[i] = s + __ldg(&LUT[(i % 64)]);",
                "s_W[hicuda_e] = c_W[hicuda_e];",
                "OUT2[i] = s_W[(i % (2 * R + 1))] * IN[(i + R)] + __ldg(&LUT[((i * 7) % 64)]);");
    }

    @Test
    void theCpuTargetUsesTheSamePoolAndCopies() throws IOException {
        Translation t = translate("examples/poly_constant.c", "cpu");
        assertThat(t.code()).contains("#include \"hicuda_cpu.h\"",
                "static __constant__ __align__(4) unsigned char hicuda_constant_pool[96];",
                "#define c_PT ((const float (*)[4]) (hicuda_constant_pool + 48))",
                "hicuda_check(cudaMemcpy((unsigned char *) hicuda_constant_pool_address_poly_constant() + 48, &PT[1][0], 12 * sizeof(float), "
                        + "cudaMemcpyHostToDevice), \"examples/poly_constant.c:31: constant copyin PT\");");
    }
}
