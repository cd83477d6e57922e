package dev.hicuda.driver;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the OpenCL target cannot express (src/test/resources/opencl-errors/, docs/opencl.md):
 * {@code translate --target opencl} reports exactly the {@code // expect:} diagnostics of each file,
 * located in the user's source, and writes nothing; the CUDA target translates the same files.
 */
class OpenClErrorCorpusTest {
    static final Path OPENCL_DIR = Path.of("src/test/resources/opencl-errors");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> everyOpenClFileGivesItsDiagnosticsAndNoOutput() throws IOException {
        List<Path> files = ErrorCorpusTest.list(OPENCL_DIR);
        assertThat(files).hasSizeGreaterThanOrEqualTo(6);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            LoweringErrorCorpusTest corpus = new LoweringErrorCorpusTest();
            corpus.tmp = tmp;
            corpus.check(f, List.of("opencl"));
            assertThat(dev.hicuda.support.Cli.run("translate", f.toString(), "-o", tmp.resolve(f.getFileName() + ".cu").toString())
                    .exit()).as("the CUDA target translates %s", f).isZero();
        }));
    }
}
