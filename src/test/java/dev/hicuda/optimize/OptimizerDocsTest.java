package dev.hicuda.optimize;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/optimizer.md shows the --opt-report of two benchmarks: each block is what the translator prints. */
class OptimizerDocsTest {
    @TempDir
    Path tmp;

    @Test
    void reportsInTheDocsAreTheTranslatorsOutput() throws IOException {
        String doc = Files.readString(Path.of("docs/optimizer.md"));
        Matcher m = Pattern.compile("<!-- opt-report: (\\S+) -->\n```\n(.*?)\n```", Pattern.DOTALL).matcher(doc);
        int blocks = 0;
        while (m.find()) {
            blocks++;
            Cli.Result r = Cli.run("translate", "--opt-report", "-I", "bench/common", m.group(1), "-o", tmp.resolve("x.cu").toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.err().strip()).as("the report of %s in docs/optimizer.md", m.group(1)).isEqualTo(m.group(2));
        }
        assertThat(blocks).isEqualTo(2);
    }
}
