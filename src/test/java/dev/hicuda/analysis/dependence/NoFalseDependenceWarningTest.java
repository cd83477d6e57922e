package dev.hicuda.analysis.dependence;

import dev.hicuda.support.Cli;
import dev.hicuda.support.ProgramSources;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No example, benchmark or end-to-end program (a folder of .c files is one program, checked together)
 * gets a dependence warning, except the four documented in docs/translation.md ("Dependence check"): flat offsets whose column part is not provably below
 * the row length, where the check can only say "possible"; and e2e 84, the optimizer's test of
 * what it must leave alone, whose write through a run-time permutation ({@code C[i][perm[j]]}) is a
 * dependence the check rightly cannot rule out.
 */
class NoFalseDependenceWarningTest {
    static final Map<String, String> DOCUMENTED = Map.of(
            "bench/cp/hicuda.c", "bench/cp/hicuda.c:58:49: warning: possible loop-carried dependence on 'energy'",
            "bench/mm/hicuda.c", "bench/mm/hicuda.c:52:53: warning: possible loop-carried dependence on 'C'",
            "bench/sqdist/hicuda.c", "bench/sqdist/hicuda.c:85:37: warning: possible loop-carried dependence on 'dist'",
            "bench/tpacf/hicuda.c", "bench/tpacf/hicuda.c:46:43: warning: possible loop-carried dependence on 'part'",
            "src/test/resources/e2e/84_opt_left_alone.c",
            "src/test/resources/e2e/84_opt_left_alone.c:41:17: warning: possible loop-carried dependence on 'C'");

    @TestFactory
    Stream<DynamicTest> noDependenceWarnings() throws IOException {
        List<Path> files;
        try (Stream<Path> ex = Files.list(Path.of("examples")); Stream<Path> e2e = Files.list(Path.of("src/test/resources/e2e"));
             Stream<Path> bench = Files.list(Path.of("bench"))) {
            files = Stream.of(ex.filter(p -> p.toString().endsWith(".c")), e2e.filter(p -> p.toString().endsWith(".c")),
                    bench.map(d -> d.resolve("hicuda.c")).filter(Files::isRegularFile)).flatMap(s -> s).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(50);
        List<Path> programs = new ArrayList<>(files);
        for (String dir : List.of("examples", "src/test/resources/e2e")) {
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                s.filter(d -> !ProgramSources.of(d).isEmpty()).sorted().forEach(programs::add); // programs of several files (examples/mcml)
            }
        }
        return programs.stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
            List<String> args = new ArrayList<>(List.of("check", "-I", "bench/common"));
            ProgramSources.of(f).forEach(src -> args.add(src.toString()));
            Cli.Result r = Cli.run(args.toArray(new String[0]));
            List<String> warnings = r.err().lines().filter(l -> l.contains("dependence")).filter(l -> l.contains(": warning: ")).toList();
            String documented = DOCUMENTED.get(f.toString());
            if (documented == null) {
                assertThat(warnings).as(r.err()).isEmpty();
            } else {
                assertThat(warnings).singleElement().asString().startsWith(documented);
            }
        }));
    }
}
