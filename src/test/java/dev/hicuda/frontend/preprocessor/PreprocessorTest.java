package dev.hicuda.frontend.preprocessor;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.ir.source.SourceFile;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** Diagnostics, origins and macro history of the preprocessor, on small texts. */
class PreprocessorTest {
    private final ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    private PreprocessedUnit unit;

    private PreprocessedUnit run(String text, String... defines) {
        Reporter r = new Reporter(new SourceFiles(), new PrintStream(diagnostics, true, StandardCharsets.UTF_8));
        SourceFile f = new SourceFile("t.c", null, text, SourceFile.Kind.MAIN);
        HostCompiler cc = HostCompiler.of(List.of(), "#define __GNUC__ 12\n");
        unit = new Preprocessor(r, new Preprocessor.Options(List.of(defines), List.of(), List.of(), List.of(), cc)).run(f);
        return unit;
    }

    private String tokens(String text, String... defines) {
        return run(text, defines).tokens().stream().map(PpToken::text).collect(Collectors.joining(" "));
    }

    private String diags() {
        return diagnostics.toString(StandardCharsets.UTF_8);
    }

    @Test
    void commandLineDefinesComeFirst() {
        assertThat(tokens("int a = N;\n", "N=64")).isEqualTo("int a = 64 ;");
        assertThat(tokens("int a = FLAG;\n", "FLAG")).isEqualTo("int a = 1 ;");
    }

    @Test
    void errorsAreLocated() {
        run("#if 1/0\n#endif\n#error stop here\n#if 1\nint x;\n");
        assertThat(diags()).contains("t.c:1:6: error: division by zero in #if")
                .contains("t.c:3:2: error: #error stop here")
                .contains("t.c:4:2: error: unterminated #if");
    }

    @Test
    void macroErrors() {
        run("#define F(a, b) a\nF(1)\nF(1, 2, 3)\n#define G(x) #y\n#define H ## x\n#define I(a, a) a\nF(1,\n");
        assertThat(diags()).contains("t.c:2:1: error: macro 'F' requires 2 arguments, but only 1 given")
                .contains("t.c:3:1: error: macro 'F' passed 3 arguments, but takes just 2")
                .contains("t.c:4:14: error: '#' is not followed by a macro parameter")
                .contains("t.c:5:11: error: '##' cannot appear at either end of a macro expansion")
                .contains("t.c:6:14: error: duplicate macro parameter \"a\"")
                .contains("t.c:7:1: error: unterminated argument list invoking macro 'F'");
    }

    @Test
    void redefinitionWarnsWithTheEarlierPlace() {
        run("#define A 1\n#define A 1\n#define A 2\n");
        assertThat(diags()).contains("t.c:3:9: warning: 'A' redefined").contains("t.c:2:9: note: this is the location")
                .doesNotContain("t.c:2:9: warning");
    }

    @Test
    void lineDirectiveMovesPositions() {
        PreprocessedUnit u = run("#line 100 \"other.c\"\nint x;\n@\n");
        assertThat(diags()).contains("other.c:101:1: error: stray '@' in program");
        assertThat(u.locator().pos(u.tokens().get(0)).toString()).isEqualTo("other.c:100:1");
    }

    @Test
    void tokensKnowTheInvocationTheyCameFrom() {
        String src = "#define N 8\n#define SQ(x) ((x) * (x))\nint a = SQ(N + n);\n";
        PreprocessedUnit u = run(src);
        List<PpToken> t = u.tokens();
        // int a = ( ( 8 + 1 ) * ( 8 + 1 ) ) ;
        PpToken open = t.get(3);
        assertThat(open.origin()).isNotNull();
        assertThat(open.origin().text()).isEqualTo("SQ(N + n)");
        assertThat(t.get(t.size() - 2).origin().text()).isEqualTo("SQ(N + n)");
        assertThat(t.get(t.size() - 1).origin()).isNull();
        assertThat(u.locator().pos(t.get(5)).toString()).isEqualTo("t.c:3:9"); // 8: from N's body, at the invocation
        assertThat(u.locator().pos(t.get(7)).toString()).isEqualTo("t.c:3:16"); // n: written in the argument
    }

    @Test
    void anInvocationFinishedOutsideAnExpansionCoversBoth() {
        String src = "#define F f\n#define f(x) [x]\nF(1) F\n(2)\n";
        PreprocessedUnit u = run(src);
        assertThat(u.tokens().stream().map(PpToken::text).collect(Collectors.joining(""))).isEqualTo("[1][2]");
        assertThat(u.tokens().get(0).origin().text()).isEqualTo("F(1)");
        assertThat(u.tokens().get(3).origin().text()).isEqualTo("F\n(2)");
    }

    @Test
    void historyAnswersWhichDefinitionWasInForce() {
        PreprocessedUnit u = run("#define N 1\nint a = N;\n#undef N\n#define N 2\nint b = N;\n");
        int atA = u.epochs()[3];
        int atB = u.epochs()[u.tokens().size() - 1];
        assertThat(u.macros().definitionAt("N", atA).body()).isEqualTo("1");
        assertThat(u.macros().definitionAt("N", atB).body()).isEqualTo("2");
        assertThat(u.macros().definitionAt("N", atA).directiveText()).isEqualTo("#define N 1");
    }

    @Test
    void hicudaPragmasReachTheParserOthersDoNot() {
        PreprocessedUnit u = run("#pragma once\n#pragma omp parallel\n#pragma hicuda kernel k \\\n  tblock(2)\n"
                + "_Pragma(\"hicuda kernel_end\") int x;\n");
        List<PpToken> t = u.tokens();
        assertThat(t.get(0).kind()).isEqualTo(PpToken.Kind.PRAGMA);
        assertThat(t.get(0).text()).isEqualTo("#pragma hicuda kernel k \\\n  tblock(2)");
        assertThat(t.get(1).text()).isEqualTo("#pragma hicuda kernel_end");
        assertThat(t.get(2).text()).isEqualTo("int");
    }

    @Test
    void wideAndUtf8Literals() {
        assertThat(tokens("const wchar_t *w = L\"é€\"; const char *u = u8\"ü\"; int c = U'x';\n"))
                .isEqualTo("const wchar_t * w = L\"é€\" ; const char * u = u8\"ü\" ; int c = U'x' ;");
    }
}
