package dev.hicuda.frontend.directive.mint;

import dev.hicuda.diag.CompilationError;
import dev.hicuda.diag.Diagnostic;
import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.Severity;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.DataDirective.Action;
import dev.hicuda.ir.directive.DataDirective.Memory;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.directive.ParallelRegionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.ir.stmt.DirectiveStmt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * The Mint directive grammar (docs/mint.md): every directive and clause parses into the common
 * directive IR, and every malformed directive gives exactly one error at the exact line and
 * column.  Directives are parsed through the real front end, as the compiler does.
 */
class MintDirectiveParserTest {
    static final String FILE = "t.c";

    /** The program every directive is put in: the directive text is line 5. */
    static final String PROLOGUE = """
            #define NX 64
            #define TZ(c) (4 * (c))
            double U[8][8][NX], V[8][8][NX], ***G; float (*R)[8][NX]; int n, m, k, i;
            """;
    static final String EPILOGUE = """
            for (i = 0; i < n; i++)
                n++;
            """;
    static final CPrinter PRINTER = CPrinter.canonical();

    record Parsed(List<Diagnostic> diagnostics, List<DirectiveStmt> stmts) {
        Directive only() {
            assertThat(diagnostics).isEmpty();
            assertThat(stmts).hasSize(1);
            return stmts.get(0).directive();
        }
    }

    static Parsed parse(String directive) {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        String text = PROLOGUE + "void f(void) {\n" + directive + "\n" + EPILOGUE + "}\n";
        try {
            ParsedProgram prog = dev.hicuda.support.Parsing.frontEnd(reporter).parseText(FILE, text, null);
            return new Parsed(reporter.diagnostics(), NodeWalker.collect(prog.unit(), DirectiveStmt.class));
        } catch (CompilationError e) {
            return new Parsed(reporter.diagnostics(), List.of());
        }
    }

    @SuppressWarnings("unchecked")
    static <T extends Directive> T one(String directive, Class<T> cls) {
        Directive d = parse(directive).only();
        assertThat(d).isInstanceOf(cls);
        assertThat(d.dialect()).isEqualTo("mint");
        assertThat(d.isMint()).isTrue();
        return (T) d;
    }

    static List<String> c(List<Expr> es) {
        return es.stream().map(PRINTER::expr).toList();
    }

    static SourcePos at(int line, int col) {
        return new SourcePos(FILE, line, col);
    }

    // =========================================================== valid directives

    @Test
    void parallelSingleBarrier() {
        assertThat(one("#pragma mint parallel", ParallelRegionDirective.class).keyword()).isEqualTo("parallel");
        assertThat(one("#pragma mint single", SimpleDirective.class).kind()).isEqualTo(SimpleDirective.Kind.SINGLE);
        SimpleDirective b = one("#pragma  mint   barrier  /* wait */", SimpleDirective.class);
        assertThat(b.kind()).isEqualTo(SimpleDirective.Kind.BARRIER);
        assertThat(b.pos()).isEqualTo(at(5, 17));
    }

    @Test
    void forWithoutClausesTakesTheDefaults() {
        LoopNestDirective d = one("#pragma mint for", LoopNestDirective.class);
        assertThat(d.nest()).isEqualTo(-1);
        assertThat(d.tile()).isEmpty();
        assertThat(d.chunksize()).isEmpty();
        assertThat(d.nestPos()).isNull();
        assertThat(d.pos()).isEqualTo(at(5, 14));
    }

    @Test
    void forWithEveryClauseInAnyOrder() {
        LoopNestDirective d = one("#pragma mint for chunksize(1, 1, TZ(4)) nest(all) tile(NX / 2, 8, TZ(4))", LoopNestDirective.class);
        assertThat(d.nest()).isEqualTo(LoopNestDirective.ALL);
        assertThat(c(d.tile())).containsExactly("64 / 2", "8", "(4 * (4))");
        assertThat(c(d.chunksize())).containsExactly("1", "1", "(4 * (4))");
        assertThat(d.chunksizePos()).isEqualTo(at(5, 18));
        assertThat(d.nestPos()).isEqualTo(at(5, 41));
        assertThat(d.tilePos()).isEqualTo(at(5, 51));
        assertThat(d.tile().get(0).pos()).as("a binary expression stands at its operator").isEqualTo(at(5, 59));
        assertThat(d.tile().get(1).pos()).isEqualTo(at(5, 64));
    }

    @Test
    void nestTakesOneToThreeLoopsOrAll() {
        assertThat(one("#pragma mint for nest(1)", LoopNestDirective.class).nest()).isEqualTo(1);
        assertThat(one("#pragma mint for nest(3) tile(32)", LoopNestDirective.class).nest()).isEqualTo(3);
        assertThat(one("#pragma mint for nest((2))", LoopNestDirective.class).nest()).isEqualTo(2);
        assertThat(parse("#define DEPTH 2\n#pragma mint for nest(DEPTH)").stmts().get(0).directive())
                .isInstanceOfSatisfying(LoopNestDirective.class, d -> assertThat(d.nest()).isEqualTo(2));
    }

    @Test
    void oneArrayCopyToDeviceIsAPitchedGlobalAllocWithCopyin() {
        DataDirective d = one("#pragma mint copy(U, toDevice, NX, 8, 8)", DataDirective.class);
        assertThat(d.memory()).isEqualTo(Memory.GLOBAL);
        assertThat(d.action()).isEqualTo(Action.ALLOC);
        assertThat(d.hasCopyin()).isTrue();
        assertThat(d.copyinVariable()).isNull();
        assertThat(d.variable().name()).isEqualTo("U");
        assertThat(d.variable().hasSection()).isFalse();
        assertThat(d.variable().pos()).isEqualTo(at(5, 19));
        assertThat(d.pitched()).isTrue();
        assertThat(c(d.dims())).as("outermost first").containsExactly("8", "8", "64");
        assertThat(d.keyword()).isEqualTo("copy");
        assertThat(d.pos()).isEqualTo(at(5, 14));
    }

    @Test
    void oneArrayCopyFromDeviceIsAGlobalCopyout() {
        DataDirective d = one("#pragma mint copy(G, fromDevice, n + 2, m + 2, k + 2)", DataDirective.class);
        assertThat(d.action()).isEqualTo(Action.COPYOUT);
        assertThat(d.variable().name()).isEqualTo("G");
        assertThat(d.to()).isNull();
        assertThat(c(d.dims())).containsExactly("k + 2", "m + 2", "n + 2");
    }

    @Test
    void twoArrayFormsNameTheDeviceCopyAndTheHostArray() {
        DataDirective in = one("#pragma mint copy(V, U, toDevice, NX, 8, 8)", DataDirective.class);
        assertThat(in.action()).isEqualTo(Action.ALLOC);
        assertThat(in.variable().name()).as("the device copy").isEqualTo("V");
        assertThat(in.copyinVariable().name()).as("filled from").isEqualTo("U");
        assertThat(in.copyinVariable().pos()).isEqualTo(at(5, 22));
        DataDirective out = one("#pragma mint copy(U, V, fromDevice, NX, 8, 8)", DataDirective.class);
        assertThat(out.action()).isEqualTo(Action.COPYOUT);
        assertThat(out.variable().name()).as("the device copy").isEqualTo("V");
        assertThat(out.to().name()).as("copied to").isEqualTo("U");
        DataDirective same = one("#pragma mint copy(U, U, toDevice)", DataDirective.class);
        assertThat(same.copyinVariable()).as("copy(U, U, ...) is the one-array form").isNull();
        assertThat(same.dims()).isEmpty();
    }

    @Test
    void directivesMayContinueOnTheNextLine() {
        LoopNestDirective d = one("#pragma mint for nest(2) \\\n        tile(32, 4)", LoopNestDirective.class);
        assertThat(d.tilePos()).isEqualTo(at(6, 9));
        assertThat(c(d.tile())).containsExactly("32", "4");
    }

    // =========================================================== malformed directives

    static Stream<Arguments> malformed() {
        return Stream.of(
                arguments("#pragma mint", 5, 1,
                        "empty '#pragma mint' directive: expected one of parallel, for, copy, single, barrier"),
                arguments("#pragma mint paralel", 5, 14, "unknown mint directive 'paralel'; did you mean 'parallel'?"),
                arguments("#pragma mint Barrier", 5, 14, "unknown mint directive 'Barrier'; did you mean 'barrier'?"),
                arguments("#pragma mint kernel", 5, 14, "unknown mint directive 'kernel'"),
                arguments("#pragma mint parallel for", 5, 23, "unexpected 'for' after the end of the 'mint parallel' directive"),
                arguments("#pragma mint barrier;", 5, 21, "unexpected ';' after the end of the 'mint barrier' directive"),
                arguments("#pragma mint single nowait", 5, 21, "unexpected 'nowait' after the end of the 'mint single' directive"),
                // ---- for
                arguments("#pragma mint for nst(2)", 5, 18, "unknown clause 'nst' in 'mint for' directive; did you mean 'nest'?"),
                arguments("#pragma mint for chunk(1,1,4)", 5, 18, "unknown clause 'chunk' in 'mint for' directive"),
                arguments("#pragma mint for tile(8) (4)", 5, 26,
                        "unexpected '(' in 'mint for' directive; expected a clause: nest(...), tile(...) or chunksize(...)"),
                arguments("#pragma mint for nest 2", 5, 23, "expected '(' after 'nest', found '2'"),
                arguments("#pragma mint for nest()", 5, 23, "expected a number of loops (1, 2 or 3) or 'all' in 'nest(...)', found ')'"),
                arguments("#pragma mint for nest(", 5, 23, "expected a number of loops (1, 2 or 3) or 'all' in 'nest(...)' at the end of the directive"),
                arguments("#pragma mint for nest(4)", 5, 23, "'nest(4)': Mint parallelizes 1, 2 or 3 loops of a nest (or 'all' of them, up to 3)"),
                arguments("#pragma mint for nest(0)", 5, 23, "'nest(0)': Mint parallelizes 1, 2 or 3 loops of a nest (or 'all' of them, up to 3)"),
                arguments("#pragma mint for nest(n)", 5, 23, "'nest' needs an integer constant (1, 2 or 3) or 'all', found 'n'"),
                arguments("#pragma mint for nest(ALL)", 5, 23, "'nest' needs an integer constant (1, 2 or 3) or 'all', found 'ALL'"),
                arguments("#pragma mint for nest(all", 5, 26, "expected ')' to close 'nest(' at the end of the directive"),
                arguments("#pragma mint for nest(2 tile(8)", 5, 25, "expected ')' to close 'nest(', found 'tile'"),
                arguments("#pragma mint for nest(2) nest(3)", 5, 26, "duplicate 'nest' clause"),
                arguments("#pragma mint for tile(8) tile(8)", 5, 26, "duplicate 'tile' clause"),
                arguments("#pragma mint for tile()", 5, 23, "'tile' needs one to three sizes (tx, ty, tz)"),
                arguments("#pragma mint for chunksize()", 5, 28, "'chunksize' needs one to three sizes (cx, cy, cz)"),
                arguments("#pragma mint for tile(8, 8, 8, 8)", 5, 32, "'tile' takes at most three sizes (tx, ty, tz)"),
                arguments("#pragma mint for tile(8 8)", 5, 25, "expected ',' or ')' in 'tile(...)', found '8'"),
                arguments("#pragma mint for tile(8, )", 5, 26, "expected size in 'tile(...)', found ')'"),
                arguments("#pragma mint for chunksize(1, 1, 4", 5, 35, "expected ',' or ')' in 'chunksize(...)' at the end of the directive"),
                arguments("#pragma mint for tile(8 +)", 5, 26, "malformed size in 'tile(...)': unexpected ')'"),
                // ---- copy
                arguments("#pragma mint copy U, toDevice", 5, 19, "expected '(' after 'copy', found 'U'"),
                arguments("#pragma mint copy(toDevice, 4)", 5, 19, "expected an array name in 'copy(...)', found 'toDevice'"),
                arguments("#pragma mint copy(3, toDevice)", 5, 19, "expected an array name in 'copy(...)', found '3'"),
                arguments("#pragma mint copy(U toDevice)", 5, 21, "expected ',' after 'U' in 'copy(...)', found 'toDevice'"),
                arguments("#pragma mint copy(U[0:3], toDevice)", 5, 20,
                        "'copy' moves whole arrays: write the array name and give its sizes after the direction, not a section"),
                arguments("#pragma mint copy(U, todevice, 4)", 5, 22,
                        "expected toDevice or fromDevice in 'copy(...)', found 'todevice'; did you mean 'toDevice'? (directives are case-sensitive)"),
                arguments("#pragma mint copy(U, V, FromDevice, 4)", 5, 25,
                        "expected toDevice or fromDevice in 'copy(...)', found 'FromDevice'; did you mean 'fromDevice'? (directives are case-sensitive)"),
                arguments("#pragma mint copy(U, V, 4)", 5, 25, "expected toDevice or fromDevice in 'copy(...)', found '4'"),
                arguments("#pragma mint copy(U, V W, toDevice)", 5, 24, "expected ',' after 'V' in 'copy(...)', found 'W'"),
                arguments("#pragma mint copy(U, toDevice, NX, 8, 8, 1)", 5, 42, "'copy' takes at most three sizes (Nx, Ny, Nz)"),
                arguments("#pragma mint copy(U, toDevice, NX 8)", 5, 35, "expected ',' or ')' in 'copy(...)', found '8'"),
                arguments("#pragma mint copy(U, toDevice, NX,)", 5, 35, "expected size in 'copy(...)', found ')'"),
                arguments("#pragma mint copy(U, toDevice", 5, 30, "expected ',' or ')' in 'copy(...)' at the end of the directive"),
                arguments("#pragma mint copy(U, toDevice) U", 5, 32, "unexpected 'U' after the end of the 'mint copy' directive"),
                arguments("#pragma mint for nest(2) \\\n    tile(8,, 8)", 6, 12, "expected size in 'tile(...)', found ','"));
    }

    @ParameterizedTest
    @MethodSource("malformed")
    void malformedDirectiveGivesOneLocatedError(String directive, int line, int col, String message) {
        Parsed r = parse(directive);
        assertThat(r.diagnostics()).as("diagnostics of %s", directive).hasSize(1);
        Diagnostic d = r.diagnostics().get(0);
        assertThat(d.severity()).isEqualTo(Severity.ERROR);
        assertThat(d.message()).isEqualTo(message);
        assertThat(d.pos()).isEqualTo(at(line, col));
    }

    @Test
    void thirtyMalformedDirectives() {
        assertThat(malformed().count()).isGreaterThanOrEqualTo(30);
    }
}
