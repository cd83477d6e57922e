package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.io.IOException;
import java.io.PrintStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code hicuda} command line: diagnostics, exit codes (0 ok, 1 input errors, 2 bad command
 * line, 3 internal error), no output on errors, help and version.
 */
class CliTest {
    static final String VALID = """
            #include <stdio.h>
            #define N 8

            /* a comment that must survive */
            static float sum(const float *a, int n)
            {
                float s = 0.0f;
                for (int i = 0; i < n; i++) {
                    s += a[i]; // accumulate
                }
                return s;
            }

            int main(void)
            {
                float a[N];
                for (int i = 0; i < N; i++)
                    a[i] = (float) i;
                printf("%g\\n", sum(a, N));
                return 0;
            }
            """;

    static final String SYNTAX_ERROR = """
            int main(void)
            {
                int x = 1
                return x;
            }
            """;

    @TempDir
    Path tmp;

    Path in;
    Path out;

    Path write(String name, String text) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("in"));
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    Path outDir() throws IOException {
        return Files.createDirectories(tmp.resolve("out"));
    }

    static List<String> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** What a user error must never look like. */
    static void assertNoStackTrace(Cli.Result r) {
        for (String s : new String[] {r.err(), r.out()}) {
            assertThat(s).doesNotContain("\tat ", "Exception", "dev.hicuda.", "internal compiler error");
        }
    }

    // ================================================================= errors in the input

    @Nested
    class InputErrors {
        @Test
        void syntaxErrorIsLocatedQuotedAndCaretedAndWritesNothing() throws IOException {
            Path src = write("syn.c", SYNTAX_ERROR);
            Path o = outDir().resolve("syn.out.c");
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "-o", o.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).isEqualTo(src + ":3:14: error: syntax error: expected ';' before 'return'\n"
                    + "    int x = 1\n"
                    + "             ^\n"
                    + "1 error generated.\n");
            assertThat(r.out()).isEmpty();
            // no output file and no temporary file left
            assertThat(list(outDir())).isEmpty();
            assertThat(list(src.getParent())).containsExactly("syn.c");
        }

        @Test
        void syntaxErrorInTheMiddleOfALine() throws IOException {
            Path src = write("mid.c", "int f(int a)\n{\n    return (a + ) * 2;\n}\n");
            Cli.Result r = Cli.run("check", src.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).startsWith(src + ":3:17: error: syntax error at ')'")
                    .contains("\n    return (a + ) * 2;\n                ^\n");
            assertNoStackTrace(r);
        }

        @Test
        void defaultOutputIsNotCreatedOnErrors() throws IOException {
            Path src = write("syn.c", SYNTAX_ERROR);
            for (String target : new String[] {"c", "cuda", "cpu"}) {
                Cli.Result r = Cli.run("translate", "--target", target, src.toString());
                assertThat(r.exit()).as(target).isEqualTo(1);
                assertNoStackTrace(r);
            }
            assertThat(list(src.getParent())).containsExactly("syn.c");
        }

        @Test
        void anExistingOutputIsLeftUntouchedOnErrors() throws IOException {
            Path src = write("syn.c", SYNTAX_ERROR);
            Path o = outDir().resolve("old.c");
            Files.writeString(o, "old contents\n");
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "-o", o.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(Files.readString(o)).isEqualTo("old contents\n");
            assertThat(list(outDir())).containsExactly("old.c");
        }

        @Test
        void errorsGoToStderrNotToStdoutWithDashO() throws IOException {
            Path src = write("syn.c", SYNTAX_ERROR);
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "-o", "-");
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).contains("error: syntax error");
        }

        @Test
        void malformedDirectiveThroughTheCli() throws IOException {
            Path src = write("dir.c", """
                    float A[64];
                    void f(void)
                    {
                    #pragma hicuda global alloc A[0:] copyin
                    }
                    """);
            Path o = outDir().resolve("dir.cu");
            Cli.Result r = Cli.run("translate", src.toString(), "-o", o.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).isEqualTo(src + ":4:33: error: missing end index after ':' in the section of 'A'\n"
                    + "#pragma hicuda global alloc A[0:] copyin\n"
                    + "                                ^\n"
                    + "1 error generated.\n");
            assertThat(list(outDir())).isEmpty();
        }

        @Test
        void severalBadDirectivesAreAllReportedAndCounted() throws IOException {
            Path src = write("two.c", """
                    void f(void)
                    {
                    #pragma hicuda kernel k tblock(2)
                    #pragma hicuda barier
                    }
                    """);
            Cli.Result r = Cli.run("check", src.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).contains(src + ":3:34: error: 'kernel' directive needs a 'thread(...)' clause")
                    .contains(src + ":4:16: error: unknown hicuda directive 'barier'; did you mean 'barrier'?")
                    .endsWith("2 errors generated.\n");
        }

        @Test
        void missingIncludeIsAnInputError() throws IOException {
            Path src = write("inc.c", "#include \"nowhere.h\"\nint main(void) { return 0; }\n");
            Cli.Result r = Cli.run("check", src.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).startsWith(src + ":1:10: error: 'nowhere.h' file not found");
            assertNoStackTrace(r);
        }

        @Test
        void strayCharacter() throws IOException {
            Path src = write("stray.c", "int main(void)\n{\n    return 0 @ 1;\n}\n");
            Cli.Result r = Cli.run("check", src.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).startsWith(src + ":3:14: error: stray '@' in program\n");
            assertNoStackTrace(r);
        }

        @Test
        void preprocessorErrors() throws IOException {
            Path src = write("pp.c", "#if 1\nint x;\n");
            Cli.Result r = Cli.run("check", src.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).startsWith(src + ":1:2: error: unterminated #if (no matching #endif in this file)");
            Path e = write("err.c", "#ifndef N\n#error N must be defined\n#endif\nint x;\n");
            Cli.Result r2 = Cli.run("check", e.toString());
            assertThat(r2.exit()).isEqualTo(1);
            assertThat(r2.err()).startsWith(e + ":2:2: error: #error N must be defined");
            assertThat(Cli.run("check", "-D", "N=4", e.toString()).exit()).isZero();
            assertNoStackTrace(r);
            assertNoStackTrace(r2);
        }
    }

    // ================================================================= unreadable input

    @Nested
    class UnreadableInput {
        @Test
        void missingFile() {
            Path missing = tmp.resolve("missing.c");
            Cli.Result r = Cli.run("translate", missing.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).isEqualTo("hicuda: error: " + missing + ": no such file\n");
            assertThat(r.out()).isEmpty();
        }

        @Test
        void directory() {
            Cli.Result r = Cli.run("check", tmp.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).isEqualTo("hicuda: error: " + tmp + ": is a directory, not a C source file\n");
        }

        @Test
        void fileWithoutReadPermission() throws IOException {
            Path src = write("secret.c", VALID);
            Files.setPosixFilePermissions(src, PosixFilePermissions.fromString("---------"));
            Assumptions.assumeFalse(Files.isReadable(src), "running as root: permissions are not enforced");
            Cli.Result r = Cli.run("check", src.toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).isEqualTo("hicuda: error: " + src + ": permission denied\n");
        }

        @Test
        void latin1SourceIsReadAnyway() throws IOException {
            Path dir = Files.createDirectories(tmp.resolve("in"));
            Path src = dir.resolve("latin1.c");
            String program = "/* r\u00e9sum\u00e9 of the caf\u00e9 */\nint main(void)\n{\n    return 0;\n}\n";
            byte[] text = program.getBytes(StandardCharsets.ISO_8859_1);
            Files.write(src, text);
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "-o", "-");
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).isEqualTo(program);
        }

        @Test
        void unwritableOutputIsAnErrorWithoutATrace() throws IOException {
            Path src = write("ok.c", VALID);
            Path notADir = outDir().resolve("file");
            Files.writeString(notADir, "x");
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "-o", notADir.resolve("o.c").toString());
            assertThat(r.exit()).isEqualTo(1);
            assertThat(r.err()).startsWith("hicuda: error: cannot write " + notADir.resolve("o.c"));
            assertNoStackTrace(r);
            assertThat(list(outDir())).containsExactly("file");
        }
    }

    // ================================================================= command line

    @Nested
    class CommandLineErrors {
        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {
                "translate --bogus x.c",
                "translate",
                "translate --target fortran x.c",
                "translate x.c -o",
                "check",
                "check a.c a.c",
                "translate a.c sub/a.c",
                "frobnicate x.c",
                "--no-such-option",
                "run --target c x.c",
                "translate -I"})
        void badCommandLineExitsWith2(String line) throws IOException {
            Path src = write("x.c", VALID);
            String[] args = line.replace("x.c", src.toString()).split(" ");
            Cli.Result r = Cli.run(args);
            assertThat(r.exit()).as(r.err()).isEqualTo(2);
            assertThat(r.err()).startsWith("hicuda: ");
            assertNoStackTrace(r);
            assertThat(list(src.getParent())).containsExactly("x.c");
        }

        @Test
        void badOptionMessageNamesTheOption() {
            Cli.Result r = Cli.run("translate", "--bogus", "x.c");
            assertThat(r.err()).isEqualTo("hicuda: Unknown option: '--bogus'\nTry 'hicuda --help' for more information.\n");
        }

        @Test
        void noArgumentsPrintsUsageAndExitsWith2() {
            Cli.Result r = Cli.run();
            assertThat(r.exit()).isEqualTo(2);
            assertThat(r.out()).startsWith("Usage: hicuda");
        }
    }

    // ================================================================= help and version

    @Nested
    class HelpAndVersion {
        @Test
        void topLevelHelpListsEverySubcommandAndTheExitCodes() {
            Cli.Result r = Cli.run("--help");
            assertThat(r.exit()).isZero();
            assertThat(r.err()).isEmpty();
            for (String sub : spec().subcommands().keySet()) {
                assertThat(r.out()).contains("  " + sub + " ");
            }
            assertThat(r.out()).contains("--help", "--version", "Exit codes:",
                    "0  success", "1  errors in the input", "2  bad command line", "3  internal compiler error");
        }

        @Test
        void everySubcommandsHelpListsEachOfItsOptionsWithADescription() {
            Map<String, CommandLine> subs = spec().commandLine().getSubcommands();
            assertThat(subs.keySet()).containsExactlyInAnyOrder("translate", "check", "compile", "run", "tune");
            for (Map.Entry<String, CommandLine> e : subs.entrySet()) {
                Cli.Result r = Cli.run(e.getKey(), "--help");
                assertThat(r.exit()).as(e.getKey()).isZero();
                assertThat(r.out()).startsWith("Usage: hicuda " + e.getKey());
                CommandSpec sub = e.getValue().getCommandSpec();
                for (OptionSpec o : sub.options()) {
                    for (String name : o.names()) {
                        assertThat(r.out()).as("'%s --help' mentions %s", e.getKey(), name).contains(name);
                    }
                    assertThat(String.join(" ", o.description())).as("description of %s %s", e.getKey(), o.longestName())
                            .isNotBlank();
                }
                for (CommandLine.Model.PositionalParamSpec p : sub.positionalParameters()) {
                    assertThat(r.out()).contains(p.paramLabel());
                    assertThat(String.join(" ", p.description())).isNotBlank();
                }
            }
        }

        @Test
        void theDocumentedOptionsExist() {
            List<String> translate = names("translate");
            assertThat(translate).contains("-o", "--output", "--target", "-I", "-D", "--debug", "--help", "--version");
            assertThat(names("check")).contains("-I", "-D", "--debug", "--help");
            assertThat(names("run")).contains("--target", "--keep", "-I", "-D", "--help");
            assertThat(names("compile")).contains("-o", "-c", "--target", "--keep", "-I", "-D", "-O", "-g", "-arch", "-l", "-L",
                    "-Xcompiler", "-Xlinker", "-MD", "-MMD", "-MF", "-MT", "-MP", "-v", "--help");
            assertThat(names("translate")).contains("-MD", "-MMD", "-MF", "-MT", "-MP");
        }

        @Test
        void version() {
            for (String[] args : new String[][] {{"--version"}, {"-V"}, {"translate", "--version"}}) {
                Cli.Result r = Cli.run(args);
                assertThat(r.exit()).isZero();
                assertThat(r.out()).matches("hicuda \\d+\\.\\d+\\.\\d+(-SNAPSHOT)? \\(commit ([0-9a-f]{7,40}(-dirty)?|unknown)\\)\\n");
            }
        }

        List<String> names(String sub) {
            List<String> l = new ArrayList<>();
            for (OptionSpec o : spec().subcommands().get(sub).getCommandSpec().options()) {
                l.addAll(List.of(o.names()));
            }
            return l;
        }

        CommandSpec spec() {
            PrintStream nul = new PrintStream(OutputStream.nullOutputStream());
            return new CommandLine(new Main(nul, nul, null)).getCommandSpec();
        }
    }

    // ================================================================= successful runs

    @Nested
    class Success {
        @Test
        void translateToStdoutWithDashO() throws IOException {
            Path src = write("ok.c", VALID);
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "-o", "-");
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.err()).isEmpty();
            assertThat(r.out()).isEqualTo(VALID);
            assertThat(list(src.getParent())).containsExactly("ok.c");
        }

        @Test
        void translateToAFileLeavesNoTemporaryFiles() throws IOException {
            Path src = write("ok.c", VALID);
            Path o = outDir().resolve("sub/dir/ok.c");
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "--output", o.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).isEmpty();
            assertThat(Files.readString(o)).isEqualTo(VALID);
            assertThat(list(o.getParent())).containsExactly("ok.c");
        }

        @Test
        void defaultOutputNameForTargetC() throws IOException {
            Path src = write("prog.c", VALID);
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(list(src.getParent())).containsExactly("prog.c", "prog.out.c");
        }

        @Test
        void checkWritesNothing() throws IOException {
            Path src = write("ok.c", VALID);
            Cli.Result r = Cli.run("check", src.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).isEmpty();
            assertThat(list(src.getParent())).containsExactly("ok.c");
        }

        @Test
        void includeDirectoriesAndDefines() throws IOException {
            Path inc = Files.createDirectories(tmp.resolve("include"));
            Files.writeString(inc.resolve("real.h"), "typedef double real;\n");
            Path src = write("inc.c", """
                    #include "real.h"
                    #if SCALE != 3
                    #error SCALE must be 3
                    #endif
                    real twice(real x) { return (real) SCALE * x; }
                    """);
            Cli.Result without = Cli.run("check", "-D", "SCALE=3", src.toString());
            assertThat(without.exit()).isEqualTo(1);
            assertThat(without.err()).startsWith(src + ":1:10: error: 'real.h' file not found");
            Cli.Result r = Cli.run("check", "-I", inc.toString(), "-D", "SCALE=3", src.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            Cli.Result wrong = Cli.run("check", "-I", inc.toString(), "-DSCALE=2", src.toString());
            assertThat(wrong.exit()).isEqualTo(1);
            assertThat(wrong.err()).startsWith(src + ":3:2: error: #error SCALE must be 3");
        }

        @Test
        void mintProgramIsPrintedBackAndItsMisuseIsAnError() throws IOException {
            Path src = write("mint.c", "void f(float *a)\n{\n#pragma mint copy(a, toDevice, 4)\n#pragma mint parallel\n{\n"
                    + "#pragma mint for\n    for (int i = 0; i < 4; i++)\n        a[i] = 0;\n}\n#pragma mint copy(a, fromDevice, 4)\n}\n");
            Cli.Result r = Cli.run("translate", "--target", "c", src.toString(), "-o", "-");
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.err()).isEmpty();
            assertThat(r.out()).contains("#pragma mint for\n", "#pragma mint parallel\n");
            Path bad = write("bad.c", "void f(float *a)\n{\n#pragma mint for\n    for (int i = 0; i < 4; i++)\n        a[i] = 0;\n}\n");
            Cli.Result e = Cli.run("translate", "--target", "c", bad.toString(), "-o", "-");
            assertThat(e.exit()).isEqualTo(1);
            assertThat(e.err()).startsWith(bad + ":3:1: error: 'mint for' outside of a 'mint parallel' region");
        }
    }

    // ================================================================= as a process

    /** The real entry point: exit codes reach the shell and nothing else is printed. */
    @Nested
    class AsAProcess {
        List<String> java(String... args) {
            String javaBin = ProcessHandle.current().info().command().orElse("java");
            List<String> cmd = new ArrayList<>(List.of(javaBin, "-cp", System.getProperty("java.class.path"), Main.class.getName()));
            cmd.addAll(List.of(args));
            return cmd;
        }

        @Test
        void exitCodes() throws IOException {
            Path ok = write("ok.c", VALID);
            Path bad = write("bad.c", SYNTAX_ERROR);
            Proc.Result r0 = Proc.run(null, 120, java("translate", "--target", "c", ok.toString(), "-o", "-"));
            assertThat(r0.exit()).as(r0.output()).isZero();
            assertThat(r0.output()).isEqualTo(VALID);
            Proc.Result r1 = Proc.run(null, 120, java("check", bad.toString()));
            assertThat(r1.exit()).isEqualTo(1);
            assertThat(r1.output()).startsWith(bad + ":3:14: error: ").doesNotContain("\tat ", "Exception");
            Proc.Result r2 = Proc.run(null, 120, java("translate", "--no-such-option"));
            assertThat(r2.exit()).isEqualTo(2);
            assertThat(r2.output()).doesNotContain("\tat ", "Exception");
        }
    }
}
