package dev.hicuda.lowering.kernel;

import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;
import dev.hicuda.support.Translation;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** __launch_bounds__ on register-tiled kernels (docs/translation.md, "Launch bounds"). */
class LaunchBoundsTest {
    @Test
    void aRegisterTiledKernelMustLeaveRoomForTwoBlocksOfItsThreads() {
        // mm: float acc[8][8] under 16 x 16 threads: 2 blocks of 256 threads per SM, at most 128 registers each
        assertThat(Translation.of(Path.of("bench/mm/hicuda.c"), Target.cuda, CodeGenOptions.DEFAULT))
                .contains("__global__ void __launch_bounds__(256, 2) matmul(");
    }

    @Test
    void aSmallerTileLeavesRoomForMoreBlocks() {
        // sqdist: float yr[2][16] (32 words) and float s[2]: 34 + 48 registers a thread, 3 blocks of 256 (at most 85 each)
        assertThat(Translation.of(Path.of("bench/sqdist/hicuda.c"), Target.cuda, CodeGenOptions.DEFAULT))
                .contains("__global__ void __launch_bounds__(256, 3) sqdist(");
    }

    @Test
    void otherKernelsAndTheCpuTargetGetNone() {
        // heat7 has no local array; the CPU target never gets bounds
        assertThat(Translation.of(Path.of("bench/heat7/hicuda.c"), Target.cuda, CodeGenOptions.DEFAULT)).doesNotContain("__launch_bounds__");
        assertThat(Translation.of(Path.of("bench/mm/hicuda.c"), Target.cpu, CodeGenOptions.DEFAULT)).doesNotContain("__launch_bounds__");
    }
}
