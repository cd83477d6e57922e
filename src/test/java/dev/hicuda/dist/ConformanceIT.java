package dev.hicuda.dist;

import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The conformance corpus (issue 17: {@code src/test/resources/conformance/}, 247 programs that gcc
 * builds) through every target, as {@code scripts/conformance.sh} runs it: the gcc reference, the
 * program printed back by {@code --target c}, the CPU target built and run, and the CUDA target
 * compiled and linked by nvcc (when nvcc is installed; the GPU is not needed). Every program must
 * pass on every target. An integration test (failsafe, after {@code package}), because the script
 * runs the packaged jar, one program per job on every core.
 */
class ConformanceIT {
    @Test
    void everyProgramPassesOnEveryTarget() throws IOException {
        String targets = Proc.available("nvcc") ? "c,cpu,cuda" : "c,cpu";
        Path out = Path.of("target/conformance");
        List<String> cmd = new ArrayList<>(List.of("bash", "scripts/conformance.sh", "--targets", targets,
                "--jobs", Integer.toString(Math.max(2, Runtime.getRuntime().availableProcessors())), "--out", out.toString()));
        Proc.Streams r = Proc.run(null, Map.of(), 3600, cmd);
        Path failures = out.resolve("failures.log");
        String failed = Files.exists(failures) ? Files.readString(failures) : "(no failures.log: " + r.err() + ")";
        assertThat(failed).as("conformance failures (targets " + targets + "), details under " + out + "/work").isEmpty();
        assertThat(r.exit()).as(r.out() + r.err()).isZero();
        System.out.println(r.out());
    }
}
