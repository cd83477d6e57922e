package dev.hicuda.frontend;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Concurrently;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The printer changes nothing a C compiler sees: for every C input the project has (conformance
 * corpus, round-trip and preprocessor inputs, end-to-end programs, examples, benchmarks), the
 * program printed back by {@code hicuda translate --target c} preprocesses ({@code gcc -E -P}) to
 * exactly the tokens the original preprocesses to. Layout, comments and the spelling of macro
 * invocations may differ between the two files; the token streams after preprocessing may not.
 */
class RoundTripTokenStreamTest {
    private static final Pattern FLAGS = Pattern.compile("^// flags:(.*)$", Pattern.MULTILINE);
    /** C tokens, longest punctuators first; whitespace between them is skipped. */
    private static final Pattern TOKEN = Pattern.compile(
            "(?:u8|[uUL])?\"(?:\\\\.|[^\"\\\\\\n])*\"|(?:u8|[uUL])?'(?:\\\\.|[^'\\\\\\n])*'"
                    + "|\\.?[0-9](?:[eEpP][+-]|[A-Za-z0-9_.])*"
                    + "|[A-Za-z_$][A-Za-z0-9_$]*"
                    + "|\\.\\.\\.|<<=|>>=|->|\\+\\+|--|<<|>>|<=|>=|==|!=|&&|\\|\\||[*/%+\\-&^|]=|##|<:|:>|<%|%>|%:%:|%:"
                    + "|\\S");

    /**
     * Inputs whose printed layout moves lines, so that {@code __LINE__} (in {@code assert}) expands to
     * other numbers: their token streams must be equal except for integer constants. Each with the reason.
     */
    private static final java.util.Map<String, String> LINES_MOVE = java.util.Map.of(
            "src/test/resources/conformance/sysh/assert_ndebug.c",
            "function definitions written on one line are printed over several lines (docs/front-end.md, Printing)");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> printedProgramPreprocessesToTheSameTokens() throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc"), "gcc is needed");
        List<Path> inputs = new ArrayList<>();
        for (String dir : List.of("src/test/resources/conformance", "src/test/resources/roundtrip", "src/test/resources/preprocessor",
                "src/test/resources/e2e", "examples", "bench")) {
            try (Stream<Path> s = Files.walk(Path.of(dir))) {
                s.filter(p -> p.toString().endsWith(".c") && !p.toString().contains("/.build/")).sorted().forEach(inputs::add);
            }
        }
        return Concurrently.tests(inputs, Path::toString, this::check);
    }

    private void check(Path input) throws IOException {
        String text = Files.readString(input);
        List<String> flags = new ArrayList<>();
        Matcher m = FLAGS.matcher(text);
        if (m.find()) {
            for (String f : m.group(1).trim().split("\\s+")) {
                if (f.startsWith("-D") || f.startsWith("-U") || f.startsWith("-std")) {
                    flags.add(f);
                }
            }
        }
        Path dir = input.toAbsolutePath().getParent();
        List<String> search = new ArrayList<>(List.of("-I", dir.toString()));
        if (input.startsWith("bench")) {
            search.addAll(List.of("-I", Path.of("bench/common").toAbsolutePath().toString()));
        }
        Path outDir = Files.createTempDirectory(tmp, "rt");
        Path printed = outDir.resolve(input.getFileName());
        List<String> args = new ArrayList<>(List.of("translate", "--target", "c"));
        args.addAll(search);
        flags.stream().filter(f -> f.startsWith("-D")).forEach(args::add);
        args.addAll(List.of(input.toString(), "-o", printed.toString()));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        if (r.exit() != 0) {
            // a program hicuda rejects has nothing printed to compare (the error corpora are elsewhere)
            assertThat(r.err()).as("translate --target c of " + input).contains("error:");
            Assumptions.abort("not translated: " + r.err().lines().findFirst().orElse(""));
        }
        List<String> expected = tokens(preprocess(dir, input.getFileName().toString(), flags, search));
        List<String> actual = tokens(preprocess(outDir, printed.getFileName().toString(), flags, search));
        boolean linesMove = LINES_MOVE.containsKey(input.toString());
        int i = 0;
        while (i < expected.size() && i < actual.size() && (expected.get(i).equals(actual.get(i))
                || linesMove && expected.get(i).matches("[0-9]+") && actual.get(i).matches("[0-9]+"))) {
            i++;
        }
        if (i < expected.size() || i < actual.size()) {
            throw new AssertionError(input + ": the printed program's tokens differ at token " + i + ":\n  original: "
                    + window(expected, i) + "\n  printed:  " + window(actual, i));
        }
    }

    private static String preprocess(Path cwd, String file, List<String> flags, List<String> search) {
        List<String> cmd = new ArrayList<>(List.of("gcc", "-E", "-P"));
        cmd.addAll(flags);
        cmd.addAll(search);
        cmd.add(file);
        Proc.Streams s = Proc.run(cwd, java.util.Map.of(), 60, cmd);
        assertThat(s.exit()).as("gcc -E " + cwd.resolve(file) + ": " + s.err()).isZero();
        return s.out();
    }

    static List<String> tokens(String preprocessed) {
        List<String> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(preprocessed);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static String window(List<String> toks, int at) {
        int from = Math.max(0, at - 8);
        int to = Math.min(toks.size(), at + 8);
        return String.join(" ", toks.subList(from, to)) + (at >= toks.size() ? " <end>" : "");
    }
}
