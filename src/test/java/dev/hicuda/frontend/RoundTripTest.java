package dev.hicuda.frontend;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The front end and printer keep a program's meaning: every file of the corpus is parsed and
 * printed back (--target c), both versions are compiled by gcc and run, and their outputs match.
 */
class RoundTripTest {
    static final Path CORPUS = Path.of("src/test/resources/roundtrip");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> corpusRoundTrips() throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc"), "gcc is needed");
        List<Path> files;
        try (Stream<Path> s = Files.list(CORPUS)) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(25);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> roundTrip(f)));
    }

    private void roundTrip(Path src) {
        String base = src.getFileName().toString().replace(".c", "");
        Path printed = tmp.resolve(base + ".c");
        Path inc = CORPUS.resolve("include");
        Cli.Result r = Cli.run("translate", "--target", "c", "-I", inc.toString(), src.toString(), "-o", printed.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();

        Proc.Result a = Proc.run(null, 60, List.of("gcc", "-std=c99", "-w", "-O1", "-I", inc.toString(), "-o",
                tmp.resolve(base + ".orig").toString(), src.toString(), "-lm"));
        assertThat(a.exit()).as(a.output()).isZero();
        Proc.Result b = Proc.run(null, 60, List.of("gcc", "-std=c99", "-w", "-O1", "-I", inc.toString(), "-I", CORPUS.toString(),
                "-o", tmp.resolve(base + ".new").toString(), printed.toString(), "-lm"));
        assertThat(b.exit()).as(b.output()).isZero();

        Proc.Result ra = Proc.run(null, 30, List.of(tmp.resolve(base + ".orig").toString()));
        Proc.Result rb = Proc.run(null, 30, List.of(tmp.resolve(base + ".new").toString()));
        assertThat(rb.exit()).isEqualTo(ra.exit());
        assertThat(rb.output()).isEqualTo(ra.output());
        assertThat(ra.output().lines().count()).as("the corpus program prints something").isGreaterThan(3);
    }
}
