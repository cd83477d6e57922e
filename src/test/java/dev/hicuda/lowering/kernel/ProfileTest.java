package dev.hicuda.lowering.kernel;

import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;
import dev.hicuda.support.Builds;
import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import dev.hicuda.support.Translation;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** --profile: each kernel region's launches timed with events, a table at exit (docs/translation.md, "Profiling"). */
class ProfileTest {
    private static final Path PROGRAM = Path.of("src/test/resources/e2e/66_async_launches.c");
    private static final String AT = "src/test/resources/e2e/66_async_launches.c:";
    private static final CodeGenOptions PROFILE = CodeGenOptions.DEFAULT.withProfile(true);

    @Test
    void eachLaunchIsBracketedWithItsRegionsEvents() {
        String host = Translation.host(PROGRAM, Target.cuda, PROFILE);
        assertThat(host).contains("static struct hicuda_profile hicuda_profile_smooth = {.kernel = \"smooth\", .where = \"" + AT + "26\"};\n"
                + "            hicuda_profile_begin(&hicuda_profile_smooth, \"" + AT + "26: kernel smooth\");\n"
                + "            hicuda_check(hicuda_launch_smooth(");
        assertThat(host).contains("26: launch of kernel smooth\");\n"
                + "            hicuda_profile_end(&hicuda_profile_smooth, \"" + AT + "26: kernel smooth\");\n"
                + "            hicuda_launched(");
        assertThat(host).contains("static void hicuda_profile_at_exit(void)", "kernel time per kernel region (CUDA events)");
    }

    @Test
    void withoutTheOptionNothingIsTimed() {
        assertThat(Translation.host(PROGRAM, Target.cuda, CodeGenOptions.DEFAULT)).doesNotContain("hicuda_profile");
    }

    @Test
    void theTableAndTheCsvCountEveryLaunchOfEveryRegion(@TempDir Path tmp) throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        Path out = tmp.resolve("prof.cpu.cpp");
        Translation.write(PROGRAM, Target.cpu, PROFILE, out);
        Proc.Result b = Builds.cpu(out, tmp.resolve("prof"), "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        assertTableAndCsv(tmp, List.of(tmp.resolve("prof").toString()), "the CPU emulation's clock");
    }

    @Test
    void theOpenClTargetTimesItsLaunchesWithEvents(@TempDir Path tmp) throws IOException {
        Assumptions.assumeTrue(dev.hicuda.support.OpenCl.available(), dev.hicuda.support.OpenCl.WHY_NOT);
        Cli.Result r = Cli.run("compile", "--target", "opencl", "--profile", PROGRAM.toString(), "-o", tmp.resolve("prof").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertTableAndCsv(tmp, List.of(tmp.resolve("prof").toString()), "OpenCL events, ");
    }

    private static void assertTableAndCsv(Path tmp, List<String> program, String clock) throws IOException {
        Path csv = tmp.resolve("launches.csv");
        Proc.Streams r = Proc.run(null, Map.of("HICUDA_PROFILE_CSV", csv.toString()), 120, program);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("hicuda profile: kernel time per kernel region (" + clock)
                .containsPattern("smooth +" + AT + "26 +3 +[0-9.]+ +[0-9.]+\n")
                .containsPattern("combine +" + AT + "33 +1 ")
                .containsPattern("scale +" + AT + "39 +1 ");
        // regions in the order of their first launch
        assertThat(r.err().indexOf("smooth ")).isLessThan(r.err().indexOf("combine ")).isLessThan(r.err().indexOf("scale "));
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(5);
        assertThat(lines.stream().map(l -> l.substring(0, l.lastIndexOf(',')))).containsExactlyInAnyOrder(
                "0,smooth," + AT + "26", "1,smooth," + AT + "26", "2,smooth," + AT + "26", "3,combine," + AT + "33", "4,scale," + AT + "39");
        for (String l : lines) {
            assertThat(Double.parseDouble(l.substring(l.lastIndexOf(',') + 1))).isGreaterThanOrEqualTo(0.0);
        }
    }
}
