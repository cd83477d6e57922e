package dev.hicuda.frontend.directive.hicuda;

import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.ir.source.ParsedProgram;

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
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective.Distribution;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * The hiCUDA directive grammar (journal paper §4, plus {@code copyout ... to} of the GPGPU'09
 * paper): every directive and clause parses into its IR node, and every malformed directive gives
 * exactly one error at the exact line and column.  Directives are parsed through
 * {@link FrontEnd#parseText}, as the compiler does.
 */
class DirectiveParserTest {
    static final String FILE = "t.c";

    /** The program every directive is put in: the directive text is line 5. */
    static final String PROLOGUE = """
            #define NB 64
            #define CEIL(a, b) (((a) + (b) - 1) / (b))
            int A[64][64], B[64][64], C[64], M[16], T[16], idx[2], n, i, j; float *p, *q;
            """;
    static final String EPILOGUE = """
            for (i = 0; i < n; i++)
                C[i] = 0;
            """;

    /** Canonical: the structure the parser built, macros expanded as the C compiler sees them. */
    static final CPrinter PRINTER = CPrinter.canonical();

    /** Result of parsing a program: the diagnostics, and the directives if it parsed. */
    record Parsed(List<Diagnostic> diagnostics, List<DirectiveStmt> stmts) {
        List<Diagnostic> errors() {
            return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).toList();
        }

        Directive only() {
            assertThat(errors()).isEmpty();
            assertThat(stmts).hasSize(1);
            return stmts.get(0).directive();
        }
    }

    static Parsed parseProgram(String text) {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        FrontEnd fe = dev.hicuda.support.Parsing.frontEnd(reporter);
        try {
            ParsedProgram prog = fe.parseText(FILE, text, null);
            return new Parsed(reporter.diagnostics(), NodeWalker.collect(prog.unit(), DirectiveStmt.class));
        } catch (CompilationError e) {
            return new Parsed(reporter.diagnostics(), List.of());
        }
    }

    /** Parses {@code directive} (one or more lines) placed at line 5, in a function body. */
    static Parsed parse(String directive) {
        return parseProgram(PROLOGUE + "void f(void) {\n" + directive + "\n" + EPILOGUE + "}\n");
    }

    @SuppressWarnings("unchecked")
    static <T extends Directive> T one(String directive, Class<T> cls) {
        Parsed r = parse(directive);
        Directive d = r.only();
        assertThat(d).isInstanceOf(cls);
        return (T) d;
    }

    static String c(Expr e) {
        return PRINTER.expr(e);
    }

    static List<String> c(List<Expr> es) {
        return es.stream().map(DirectiveParserTest::c).toList();
    }

    /** A section as text: name, then each dimension as [start:end], [i] or [*]. */
    static String sec(Section s) {
        StringBuilder sb = new StringBuilder(s.name());
        for (Section.Range r : s.dims()) {
            if (r.isAll()) {
                assertThat(r.end()).isNull();
                sb.append("[*]");
            } else if (r.isSingle()) {
                assertThat(r.end()).isSameAs(r.start());
                sb.append('[').append(c(r.start())).append(']');
            } else {
                sb.append('[').append(c(r.start())).append(':').append(c(r.end())).append(']');
            }
        }
        return sb.toString();
    }

    static SourcePos at(int line, int col) {
        return new SourcePos(FILE, line, col);
    }

    // =========================================================== computation model (§4.1)

    @Nested
    class Kernel {
        @Test
        void nameAndTwoDimensionalSpaces() {
            KernelDirective k = one("#pragma hicuda kernel matrixMul tblock(n/16, n/16) thread(16, 16)", KernelDirective.class);
            assertThat(k.keyword()).isEqualTo("kernel");
            assertThat(k.name()).isEqualTo("matrixMul");
            assertThat(c(k.tblock())).containsExactly("n / 16", "n / 16");
            assertThat(c(k.thread())).containsExactly("16", "16");
            assertThat(k.tblock().get(0)).isInstanceOf(Binary.class);
            assertThat(k.thread().get(1)).isInstanceOfSatisfying(Literal.class, l -> assertThat(l.intValue()).isEqualTo(16L));
            assertThat(k.nowait()).isFalse();
            assertThat(k.pos()).isEqualTo(at(5, 16));
        }

        @Test
        void spacesOfAnyDimensionality() {
            KernelDirective k = one("#pragma hicuda kernel k5 tblock(2, 3, 4) thread(1, 2, 3, 4, 5)", KernelDirective.class);
            assertThat(c(k.tblock())).containsExactly("2", "3", "4");
            assertThat(c(k.thread())).containsExactly("1", "2", "3", "4", "5");
        }

        @Test
        void nowait() {
            KernelDirective k = one("#pragma hicuda kernel vadd tblock(4) thread(32) nowait", KernelDirective.class);
            assertThat(k.nowait()).isTrue();
            assertThat(c(k.tblock())).containsExactly("4");
            assertThat(c(k.thread())).containsExactly("32");
        }

        @Test
        void clauseOrderIsFree() {
            KernelDirective k = one("#pragma hicuda kernel vadd nowait thread(32) tblock(4)", KernelDirective.class);
            assertThat(k.nowait()).isTrue();
            assertThat(c(k.tblock())).containsExactly("4");
            assertThat(c(k.thread())).containsExactly("32");
        }

        @Test
        void macrosAreExpandedAndPrintAsWritten() {
            KernelDirective k = one("#pragma hicuda kernel k tblock(NB) thread(CEIL(n, NB), NB * 2)", KernelDirective.class);
            // the parser sees what the C compiler sees: NB is 64, CEIL(n, NB) its expansion ...
            assertThat(k.tblock().get(0)).isInstanceOfSatisfying(Literal.class, l -> assertThat(l.intValue()).isEqualTo(64L));
            assertThat(k.tblock().get(0).pos()).isEqualTo(at(5, 32));
            assertThat(CPrinter.canonical().expr(k.thread().get(0))).isEqualTo("(((n) + (64) - 1) / (64))");
            // ... and the user's spelling is kept for printing
            CPrinter readable = CPrinter.readable();
            assertThat(k.thread().stream().map(readable::expr)).containsExactly("CEIL(n, NB)", "NB * 2");
        }

        @Test
        void complexSizeExpressions() {
            KernelDirective k = one("#pragma hicuda kernel k tblock((n + 15) / 16, n > 64 ? 4 : 1) thread(sizeof(float) * 8)",
                    KernelDirective.class);
            assertThat(c(k.tblock())).containsExactly("(n + 15) / 16", "n > 64 ? 4 : 1");
            assertThat(k.tblock().get(1)).isInstanceOf(Conditional.class);
            assertThat(c(k.thread())).containsExactly("sizeof(float) * 8");
        }

        @Test
        void lineContinuationsAndComments() {
            Parsed r = parse("""
                    #pragma hicuda kernel /* name: */ k \\
                        tblock(4, 4) /* the grid */ \\
                        thread(8) // and a line comment""");
            KernelDirective k = (KernelDirective) r.only();
            assertThat(k.name()).isEqualTo("k");
            assertThat(c(k.tblock())).containsExactly("4", "4");
            assertThat(c(k.thread())).containsExactly("8");
            // positions are those of the physical lines
            assertThat(k.pos()).isEqualTo(at(5, 16));
            assertThat(k.tblock().get(1).pos()).isEqualTo(at(6, 15));
            assertThat(k.thread().get(0).pos()).isEqualTo(at(7, 12));
            assertThat(r.stmts().get(0).pos()).isEqualTo(at(5, 1));
        }

        @Test
        void continuationRightAfterHicuda() {
            KernelDirective k = one("#pragma hicuda \\\n  kernel k tblock(1) thread(1)", KernelDirective.class);
            assertThat(k.pos()).isEqualTo(at(6, 3));
        }

        @Test
        void spacingInsideThePragmaPrefix() {
            KernelDirective k = one("  #  pragma   hicuda\tkernel k tblock(1) thread(1)", KernelDirective.class);
            assertThat(k.pos()).isEqualTo(at(5, 22));
        }

        @Test
        void kernelEnd() {
            SimpleDirective d = one("#pragma hicuda kernel_end", SimpleDirective.class);
            assertThat(d.kind()).isEqualTo(SimpleDirective.Kind.KERNEL_END);
            assertThat(d.keyword()).isEqualTo("kernel_end");
        }
    }

    @Nested
    class LoopPartition {
        @Test
        void overTblockDefaultsToBlock() {
            LoopPartitionDirective d = one("#pragma hicuda loop_partition over_tblock", LoopPartitionDirective.class);
            assertThat(d.overTblock()).isTrue();
            assertThat(d.distribution()).isEqualTo(Distribution.BLOCK);
            assertThat(d.overThread()).isFalse();
        }

        @Test
        void overTblockBlockExplicit() {
            LoopPartitionDirective d = one("#pragma hicuda loop_partition over_tblock(BLOCK)", LoopPartitionDirective.class);
            assertThat(d.overTblock()).isTrue();
            assertThat(d.distribution()).isEqualTo(Distribution.BLOCK);
        }

        @Test
        void overTblockCyclicAndOverThread() {
            LoopPartitionDirective d = one("#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread", LoopPartitionDirective.class);
            assertThat(d.overTblock()).isTrue();
            assertThat(d.distribution()).isEqualTo(Distribution.CYCLIC);
            assertThat(d.overThread()).isTrue();
        }

        @Test
        void overThreadOnly() {
            LoopPartitionDirective d = one("#pragma hicuda loop_partition over_thread", LoopPartitionDirective.class);
            assertThat(d.overTblock()).isFalse();
            assertThat(d.overThread()).isTrue();
        }

        @Test
        void clausesInEitherOrderAndContinued() {
            LoopPartitionDirective d = one("#pragma hicuda loop_partition \\\n    over_thread over_tblock( CYCLIC )", LoopPartitionDirective.class);
            assertThat(d.overTblock()).isTrue();
            assertThat(d.distribution()).isEqualTo(Distribution.CYCLIC);
            assertThat(d.overThread()).isTrue();
        }

        @Test
        void isAttachedToTheForLoopThatFollows() {
            Parsed r = parse("#pragma hicuda loop_partition over_tblock over_thread");
            assertThat(r.errors()).isEmpty();
            assertThat(r.stmts().get(0).attachedStatement()).isInstanceOf(For.class);
        }
    }

    @Test
    void singularBarrier() {
        Parsed r = parseProgram(PROLOGUE + """
                void f(void) {
                #pragma hicuda singular
                    C[0] = 1;
                #pragma hicuda singular_end
                    #pragma hicuda barrier
                }
                """);
        assertThat(r.errors()).isEmpty();
        assertThat(r.stmts()).extracting(s -> ((SimpleDirective) s.directive()).kind())
                .containsExactly(SimpleDirective.Kind.SINGULAR, SimpleDirective.Kind.SINGULAR_END, SimpleDirective.Kind.BARRIER);
        assertThat(r.stmts()).extracting(s -> s.directive().pos())
                .containsExactly(at(5, 16), at(7, 16), at(8, 20));
        assertThat(r.stmts()).extracting(DirectiveStmt::pos).containsExactly(at(5, 1), at(7, 1), at(8, 5));
    }

    // =========================================================== data model (§4.2)

    @Nested
    class Global {
        @Test
        void allocWholeArrayWithCopyin() {
            DataDirective d = one("#pragma hicuda global alloc A[*][*] copyin", DataDirective.class);
            assertThat(d.keyword()).isEqualTo("global");
            assertThat(d.memory()).isEqualTo(Memory.GLOBAL);
            assertThat(d.action()).isEqualTo(Action.ALLOC);
            assertThat(sec(d.variable())).isEqualTo("A[*][*]");
            assertThat(d.variable().dims()).allMatch(Section.Range::isAll);
            assertThat(d.hasCopyin()).isTrue();
            assertThat(d.copyinVariable()).isNull();
            assertThat(d.clear()).isFalse();
            assertThat(d.nobndcheck()).isFalse();
            assertThat(d.variable().pos()).isEqualTo(at(5, 29));
        }

        @Test
        void allocSectionWithoutCopyin() {
            DataDirective d = one("#pragma hicuda global alloc B[1:62][1:62]", DataDirective.class);
            assertThat(sec(d.variable())).isEqualTo("B[1:62][1:62]");
            Section.Range r = d.variable().dims().get(0);
            assertThat(r.isAll()).isFalse();
            assertThat(r.isSingle()).isFalse();
            assertThat(r.start()).isInstanceOfSatisfying(Literal.class, l -> assertThat(l.intValue()).isEqualTo(1L));
            assertThat(r.end()).isInstanceOfSatisfying(Literal.class, l -> assertThat(l.intValue()).isEqualTo(62L));
            assertThat(d.hasCopyin()).isFalse();
            assertThat(d.clear()).isFalse();
        }

        @Test
        void allocWithCopyinOfASubSection() {
            // Fig. 9 of the journal paper
            DataDirective d = one("#pragma hicuda global alloc A[*][1:6] copyin A[0:3][1:3]", DataDirective.class);
            assertThat(sec(d.variable())).isEqualTo("A[*][1:6]");
            assertThat(d.hasCopyin()).isTrue();
            assertThat(sec(d.copyinVariable())).isEqualTo("A[0:3][1:3]");
            assertThat(d.copyinVariable().pos()).isEqualTo(at(5, 46));
        }

        @Test
        void allocClear() {
            DataDirective d = one("#pragma hicuda global alloc C[0:n-1] clear", DataDirective.class);
            assertThat(sec(d.variable())).isEqualTo("C[0:n - 1]");
            assertThat(d.clear()).isTrue();
            assertThat(d.hasCopyin()).isFalse();
        }

        @Test
        void allocScalarAndPointer() {
            assertThat(sec(one("#pragma hicuda global alloc n copyin", DataDirective.class).variable())).isEqualTo("n");
            DataDirective d = one("#pragma hicuda global alloc p[0:NB*NB-1] copyin", DataDirective.class);
            assertThat(sec(d.variable())).isEqualTo("p[0:64 * 64 - 1]");
        }

        @Test
        void singleIndexShortForm() {
            DataDirective d = one("#pragma hicuda global alloc A[i][*] copyin A[i][j]", DataDirective.class);
            assertThat(sec(d.variable())).isEqualTo("A[i][*]");
            Section.Range r = d.variable().dims().get(0);
            assertThat(r.isSingle()).isTrue();
            assertThat(r.start()).isSameAs(r.end());
            assertThat(sec(d.copyinVariable())).isEqualTo("A[i][j]");
        }

        @Test
        void copyout() {
            DataDirective d = one("#pragma hicuda global copyout A[4:8][4:6]", DataDirective.class);
            assertThat(d.action()).isEqualTo(Action.COPYOUT);
            assertThat(sec(d.variable())).isEqualTo("A[4:8][4:6]");
            assertThat(d.to()).isNull();
        }

        @Test
        void copyoutTo() {
            // GPGPU'09 paper: copyout variable [to variable]
            DataDirective d = one("#pragma hicuda global copyout A[1:62][*] to B[1:62][*]", DataDirective.class);
            assertThat(sec(d.variable())).isEqualTo("A[1:62][*]");
            assertThat(sec(d.to())).isEqualTo("B[1:62][*]");
            assertThat(d.to().pos()).isEqualTo(at(5, 45));
        }

        @Test
        void freeNamesSpaceOrCommaSeparated() {
            DataDirective d = one("#pragma hicuda global free A B, C", DataDirective.class);
            assertThat(d.action()).isEqualTo(Action.FREE);
            assertThat(d.variable()).isNull();
            assertThat(d.names()).containsExactly(new DataDirective.Name("A", at(5, 28)),
                    new DataDirective.Name("B", at(5, 30)), new DataDirective.Name("C", at(5, 33)));
        }

        @Test
        void sectionsWithMacrosNestedIndexingAndConditionals() {
            DataDirective d = one("#pragma hicuda global alloc A[idx[0]:idx[1]][i > 0 ? i - 1 : 0:NB-1] copyin", DataDirective.class);
            assertThat(sec(d.variable())).isEqualTo("A[idx[0]:idx[1]][i > 0 ? i - 1 : 0:64 - 1]");
            assertThat(d.variable().dims().get(1).start()).isInstanceOf(Conditional.class);
        }

        @Test
        void sectionBoundsAreChildrenOfTheSection() {
            DataDirective d = one("#pragma hicuda global alloc A[1:2][j] copyin", DataDirective.class);
            assertThat(d.children()).containsExactly(d.variable());
            // [1:2] gives two children, [j] one
            assertThat(d.variable().children()).hasSize(3).allMatch(e -> e.parent() == d.variable());
        }
    }

    @Nested
    class ConstantAndTexture {
        @Test
        void constantCopyinAndRemove() {
            DataDirective in = one("#pragma hicuda constant copyin M[*]", DataDirective.class);
            assertThat(in.memory()).isEqualTo(Memory.CONSTANT);
            assertThat(in.keyword()).isEqualTo("constant");
            assertThat(in.action()).isEqualTo(Action.COPYIN);
            assertThat(sec(in.variable())).isEqualTo("M[*]");
            DataDirective rm = one("#pragma hicuda constant remove M", DataDirective.class);
            assertThat(rm.action()).isEqualTo(Action.REMOVE);
            assertThat(rm.names()).extracting(DataDirective.Name::name).containsExactly("M");
        }

        @Test
        void textureCopyinAndRemove() {
            DataDirective in = one("#pragma hicuda texture copyin T[0:15]", DataDirective.class);
            assertThat(in.memory()).isEqualTo(Memory.TEXTURE);
            assertThat(in.action()).isEqualTo(Action.COPYIN);
            assertThat(sec(in.variable())).isEqualTo("T[0:15]");
            DataDirective rm = one("#pragma hicuda texture remove T M", DataDirective.class);
            assertThat(rm.memory()).isEqualTo(Memory.TEXTURE);
            assertThat(rm.names()).extracting(DataDirective.Name::name).containsExactly("T", "M");
        }
    }

    @Nested
    class Shared {
        @Test
        void allocCopyin() {
            // Fig. 8a of the journal paper
            DataDirective d = one("#pragma hicuda shared alloc C[i-1:i+1] copyin", DataDirective.class);
            assertThat(d.memory()).isEqualTo(Memory.SHARED);
            assertThat(d.action()).isEqualTo(Action.ALLOC);
            assertThat(sec(d.variable())).isEqualTo("C[i - 1:i + 1]");
            assertThat(d.hasCopyin()).isTrue();
            assertThat(d.nobndcheck()).isFalse();
        }

        @Test
        void allocCopyinNobndcheckWithVariable() {
            DataDirective d = one("#pragma hicuda shared alloc A[i][0:31] copyin(nobndcheck) A[i][0:15]", DataDirective.class);
            assertThat(d.hasCopyin()).isTrue();
            assertThat(d.nobndcheck()).isTrue();
            assertThat(sec(d.copyinVariable())).isEqualTo("A[i][0:15]");
        }

        @Test
        void allocWithoutCopyin() {
            DataDirective d = one("#pragma hicuda shared alloc A[i][*]", DataDirective.class);
            assertThat(d.hasCopyin()).isFalse();
            assertThat(d.nobndcheck()).isFalse();
        }

        @Test
        void copyoutNobndcheck() {
            DataDirective d = one("#pragma hicuda shared copyout(nobndcheck) C[i-1:i+1]", DataDirective.class);
            assertThat(d.action()).isEqualTo(Action.COPYOUT);
            assertThat(d.nobndcheck()).isTrue();
            assertThat(sec(d.variable())).isEqualTo("C[i - 1:i + 1]");
        }

        @Test
        void copyoutTo() {
            DataDirective d = one("#pragma hicuda shared copyout C[i] to B[0][i]", DataDirective.class);
            assertThat(d.nobndcheck()).isFalse();
            assertThat(sec(d.to())).isEqualTo("B[0][i]");
        }

        @Test
        void remove() {
            DataDirective d = one("#pragma hicuda shared remove A, C", DataDirective.class);
            assertThat(d.action()).isEqualTo(Action.REMOVE);
            assertThat(d.names()).extracting(DataDirective.Name::name).containsExactly("A", "C");
        }
    }

    @Test
    void shape() {
        ShapeDirective d = one("#pragma hicuda shape p[n][NB * 2]", ShapeDirective.class);
        assertThat(d.keyword()).isEqualTo("shape");
        assertThat(d.name()).isEqualTo("p");
        assertThat(c(d.dims())).containsExactly("n", "64 * 2");
        assertThat(d.children()).hasSize(2).allMatch(e -> e.parent() == d);
        ShapeDirective one = one("#pragma hicuda shape q[CEIL(n, 4) * 4]", ShapeDirective.class);
        assertThat(c(one.dims())).containsExactly("(((n) + (4) - 1) / (4)) * 4");
    }

    @Test
    void directivesAtFileScope() {
        Parsed r = parseProgram(PROLOGUE + "#pragma hicuda shape p[n]\nvoid f(void) { }\n");
        assertThat(r.errors()).isEmpty();
        assertThat(r.stmts()).hasSize(1);
        assertThat(r.stmts().get(0).directive()).isInstanceOf(ShapeDirective.class);
    }

    @Test
    void everyDirectiveOfAProgramIsParsedInOrder() {
        Parsed r = parseProgram(PROLOGUE + """
                void f(void) {
                #pragma hicuda global alloc A[*][*] copyin
                #pragma hicuda global alloc C[*] clear
                #pragma hicuda kernel k tblock(4) thread(16)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 64; i++) {
                #pragma hicuda shared alloc A[i][*] copyin
                #pragma hicuda barrier
                        C[i] = A[i][0];
                #pragma hicuda shared remove A
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout C[*]
                #pragma hicuda global free A C
                }
                """);
        assertThat(r.errors()).isEmpty();
        assertThat(r.stmts()).extracting(s -> s.directive().keyword()).containsExactly(
                "global", "global", "kernel", "loop_partition", "shared", "barrier", "shared", "kernel_end", "global", "global");
        assertThat(r.stmts()).extracting(s -> s.pos().line()).containsExactly(5, 6, 7, 8, 10, 11, 13, 15, 16, 17);
    }

    @Test
    void mintPragmasGoToTheMintParser() {
        Parsed r = parse("#pragma mint barrier");
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.only()).isInstanceOfSatisfying(SimpleDirective.class, b -> {
            assertThat(b.kind()).isEqualTo(SimpleDirective.Kind.BARRIER);
            assertThat(b.dialect()).isEqualTo("mint");
        });
        assertThat(parse("#pragma hicuda barrier").only().dialect()).isEqualTo("hicuda");
    }

    @Test
    void otherPragmasAreNotDirectives() {
        Parsed r = parse("#pragma omp parallel for\n#pragma once_upon_a_time\n#pragma hicudax kernel");
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.stmts()).isEmpty();
    }

    @Test
    void directivesInInactiveBranchesAreNotParsed() {
        Parsed r = parse("#if 0\n#pragma hicuda this is not checked\n#else\n#pragma hicuda barrier\n#endif");
        assertThat(r.diagnostics()).isEmpty();
        assertThat(r.stmts()).singleElement().satisfies(s -> assertThat(s.directive().keyword()).isEqualTo("barrier"));
    }

    @Test
    void typedefNamesAreFineAsKernelAndVariableNames() {
        Parsed r = parseProgram("typedef float real;\nint A[8];\nvoid f(void) {\n#pragma hicuda kernel real tblock(sizeof(real)) thread(1)\n  A[0] = 1;\n}\n");
        KernelDirective k = (KernelDirective) r.only();
        assertThat(k.name()).isEqualTo("real");
        assertThat(c(k.tblock())).containsExactly("sizeof(real)");
    }

    // =========================================================== the papers' figures

    static final java.nio.file.Path FIGURES = java.nio.file.Path.of("src/test/resources/directives/paper_figures.c");

    @Test
    void paperFiguresParseIntoTheirDirectives() throws Exception {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        ParsedProgram prog = dev.hicuda.support.Parsing.frontEnd(reporter).parseFile(FIGURES);
        assertThat(reporter.diagnostics()).isEmpty();
        List<DirectiveStmt> stmts = NodeWalker.collect(prog.unit(), DirectiveStmt.class);
        assertThat(stmts).allSatisfy(s -> assertThat(s.directive()).as(s.text()).isNotNull());
        java.util.Map<String, Long> byKeyword = new java.util.TreeMap<>();
        for (DirectiveStmt s : stmts) {
            byKeyword.merge(s.directive().keyword(), 1L, Long::sum);
        }
        assertThat(byKeyword).containsExactlyEntriesOf(new java.util.TreeMap<>(java.util.Map.of(
                "barrier", 2L, "constant", 2L, "global", 22L, "kernel", 6L, "kernel_end", 6L,
                "loop_partition", 11L, "shape", 1L, "shared", 6L, "singular", 1L, "singular_end", 1L)));
        List<DataDirective> data = NodeWalker.collect(prog.unit(), DataDirective.class);
        assertThat(data).filteredOn(d -> d.to() != null).singleElement()
                .satisfies(d -> assertThat(sec(d.to())).isEqualTo("H9[0][*]"));
        assertThat(data).filteredOn(DataDirective::nobndcheck).hasSize(2);
        assertThat(data).filteredOn(DataDirective::clear).singleElement()
                .satisfies(d -> assertThat(sec(d.variable())).isEqualTo("F6[*][*]"));
        KernelDirective fig6 = NodeWalker.collect(prog.unit(), KernelDirective.class).stream()
                .filter(k -> k.name().equals("fig6")).findFirst().orElseThrow();
        assertThat(c(fig6.tblock())).containsExactly("2", "3");
        assertThat(fig6.thread().get(0).pos().line()).isEqualTo(fig6.pos().line() + 2);
        assertThat(NodeWalker.collect(prog.unit(), LoopPartitionDirective.class))
                .filteredOn(l -> l.distribution() == Distribution.CYCLIC).hasSize(1);
    }

    @Test
    void paperFiguresPassTheDirectiveChecksAndPrintBackUnchanged() throws Exception {
        // --target c runs the front end and the directive checks only (the figures use constant and shape,
        // which the lowering does not translate yet, so 'check' reports those)
        dev.hicuda.support.Cli.Result printed = dev.hicuda.support.Cli.run("translate", "--target", "c", FIGURES.toString(), "-o", "-");
        assertThat(printed.exit()).as(printed.err()).isZero();
        assertThat(printed.err()).isEmpty();
        assertThat(printed.out()).isEqualTo(java.nio.file.Files.readString(FIGURES));
    }

    // =========================================================== malformed directives

    /** Directive text (placed at line 4), expected line, column and message. */
    static Stream<Arguments> malformed() {
        return Stream.of(
                // ---- the directive word
                arguments("#pragma hicuda kernal k tblock(4) thread(8)", 5, 16,
                        "unknown hicuda directive 'kernal'; did you mean 'kernel'?"),
                arguments("#pragma hicuda Kernel k tblock(4) thread(8)", 5, 16,
                        "unknown hicuda directive 'Kernel'; did you mean 'kernel'?"),
                arguments("#pragma hicuda loop_partiton over_thread", 5, 16,
                        "unknown hicuda directive 'loop_partiton'; did you mean 'loop_partition'?"),
                arguments("#pragma hicuda parallel", 5, 16,
                        "unknown hicuda directive 'parallel'"),
                arguments("#pragma hicuda", 5, 1,
                        "empty '#pragma hicuda' directive: expected one of kernel, kernel_end, loop_partition, singular, "
                                + "singular_end, barrier, global, constant, texture, shared, shape"),
                arguments("#pragma hicuda /* nothing */", 5, 1,
                        "empty '#pragma hicuda' directive: expected one of kernel, kernel_end, loop_partition, singular, "
                                + "singular_end, barrier, global, constant, texture, shared, shape"),
                // ---- kernel
                arguments("#pragma hicuda kernel tblock(4) thread(8)", 5, 23,
                        "expected a kernel name after 'kernel'"),
                arguments("#pragma hicuda kernel 3 tblock(4) thread(8)", 5, 23,
                        "expected a kernel name after 'kernel'"),
                arguments("#pragma hicuda kernel", 5, 22,
                        "expected a kernel name after 'kernel'"),
                arguments("#pragma hicuda kernel k tblok(4) thread(8)", 5, 25,
                        "unknown clause 'tblok' in 'kernel' directive; did you mean 'tblock'?"),
                arguments("#pragma hicuda kernel k tblock(4) thread(8) async", 5, 45,
                        "unknown clause 'async' in 'kernel' directive"),
                arguments("#pragma hicuda kernel k tblock 4) thread(8)", 5, 32,
                        "expected '(' after 'tblock', found '4'"),
                arguments("#pragma hicuda kernel k tblock(4 thread(8)", 5, 34,
                        "expected ',' or ')' in 'tblock(...)', found 'thread'"),
                arguments("#pragma hicuda kernel k tblock(4) thread(8", 5, 43,
                        "expected ',' or ')' in 'thread(...)' at the end of the directive"),
                arguments("#pragma hicuda kernel k tblock(4)) thread(8)", 5, 34,
                        "unexpected ')' in 'kernel' directive; expected a clause: tblock(...), thread(...) or nowait"),
                arguments("#pragma hicuda kernel k tblock() thread(8)", 5, 32,
                        "'tblock' clause needs at least one dimension size"),
                arguments("#pragma hicuda kernel k tblock(4,) thread(8)", 5, 34,
                        "expected dimension size in 'tblock', found ')'"),
                arguments("#pragma hicuda kernel k tblock(4+) thread(8)", 5, 34,
                        "malformed dimension size in 'tblock': unexpected ')'"),
                arguments("#pragma hicuda kernel k tblock(4) tblock(2) thread(8)", 5, 35,
                        "duplicate 'tblock' clause"),
                arguments("#pragma hicuda kernel k tblock(4) thread(8) nowait nowait", 5, 52,
                        "duplicate 'nowait' clause"),
                arguments("#pragma hicuda kernel k tblock(4) thread(8) nowait(1)", 5, 51,
                        "'nowait' takes no argument"),
                arguments("#pragma hicuda kernel k thread(8)", 5, 34,
                        "'kernel' directive needs a 'tblock(...)' clause giving the thread-block space"),
                arguments("#pragma hicuda kernel k tblock(4)", 5, 34,
                        "'kernel' directive needs a 'thread(...)' clause giving the thread space"),
                // ---- simple directives: trailing junk
                arguments("#pragma hicuda kernel_end foo", 5, 27,
                        "unexpected 'foo' after the end of the 'kernel_end' directive"),
                arguments("#pragma hicuda barrier;", 5, 23,
                        "unexpected ';' after the end of the 'barrier' directive"),
                arguments("#pragma hicuda singular_end()", 5, 28,
                        "unexpected '(' after the end of the 'singular_end' directive"),
                // ---- loop_partition
                arguments("#pragma hicuda loop_partition", 5, 30,
                        "'loop_partition' needs 'over_tblock', 'over_thread' or both"),
                arguments("#pragma hicuda loop_partition over_thread(CYCLIC)", 5, 42,
                        "'over_thread' takes no distribution: iterations are always distributed cyclically over threads"),
                arguments("#pragma hicuda loop_partition over_tblock(BLOCKED)", 5, 43,
                        "expected BLOCK or CYCLIC as the distribution of 'over_tblock', found 'BLOCKED'"),
                arguments("#pragma hicuda loop_partition over_tblock(cyclic)", 5, 43,
                        "expected BLOCK or CYCLIC as the distribution of 'over_tblock', found 'cyclic'; did you mean 'CYCLIC'? "
                                + "(directives are case-sensitive)"),
                arguments("#pragma hicuda loop_partition over_tblock(BLOCK", 5, 48,
                        "expected ')' to close 'over_tblock(' at the end of the directive"),
                arguments("#pragma hicuda loop_partition over_tblok", 5, 31,
                        "unknown clause 'over_tblok' in 'loop_partition' directive; did you mean 'over_tblock'?"),
                arguments("#pragma hicuda loop_partition over_thread over_thread", 5, 43,
                        "duplicate 'over_thread' clause"),
                arguments("#pragma hicuda loop_partition over_thread, over_tblock", 5, 42,
                        "unexpected ',' in 'loop_partition' directive; expected over_tblock or over_thread"),
                // ---- sections
                arguments("#pragma hicuda global alloc A[1:][*]", 5, 33,
                        "missing end index after ':' in the section of 'A'"),
                arguments("#pragma hicuda global alloc A[:3][*]", 5, 31,
                        "empty index in the section of 'A'; write [start:end], [index] or [*]"),
                arguments("#pragma hicuda global alloc A[]", 5, 31,
                        "empty index in the section of 'A'; write [start:end], [index] or [*]"),
                arguments("#pragma hicuda global alloc A[1:2 copyin", 5, 35,
                        "expected ']' to close the section of 'A' opened at column 30, found 'copyin'"),
                arguments("#pragma hicuda global alloc A[1:2", 5, 34,
                        "expected ']' to close the section of 'A' opened at column 30 at the end of the directive"),
                arguments("#pragma hicuda global alloc A[1 2][*]", 5, 33,
                        "expected ':' or ']' in the section of 'A' opened at column 30, found '2'"),
                arguments("#pragma hicuda global alloc A[0:1][*", 5, 37,
                        "expected ']' after '*' in the section of 'A' at the end of the directive"),
                arguments("#pragma hicuda global alloc A[0:1][1:2:3]", 5, 39,
                        "expected ']' to close the section of 'A' opened at column 35, found ':'"),
                arguments("#pragma hicuda global alloc A[0:n-][*]", 5, 35,
                        "malformed end index in the section of 'A': unexpected ']'"),
                // ---- data directives
                arguments("#pragma hicuda global", 5, 22,
                        "expected alloc, copyout or free after 'global'"),
                arguments("#pragma hicuda global aloc A", 5, 23,
                        "expected alloc, copyout or free after 'global', found 'aloc'; did you mean 'alloc'?"),
                arguments("#pragma hicuda global copyin A", 5, 23,
                        "expected alloc, copyout or free after 'global', found 'copyin'"),
                arguments("#pragma hicuda constant alloc M", 5, 25,
                        "expected copyin or remove after 'constant', found 'alloc'"),
                arguments("#pragma hicuda texture free T", 5, 24,
                        "expected copyin or remove after 'texture', found 'free'"),
                arguments("#pragma hicuda shared free A", 5, 23,
                        "expected alloc, copyout or remove after 'shared', found 'free'"),
                arguments("#pragma hicuda global alloc", 5, 28,
                        "expected a variable name after 'alloc' at the end of the directive"),
                arguments("#pragma hicuda global alloc A[*][*] copyn", 5, 37,
                        "unknown clause 'copyn' in 'global alloc'; did you mean 'copyin'?"),
                arguments("#pragma hicuda global alloc A[*][*] copyin B[*][*]", 5, 44,
                        "the copyin variable 'B' must be the allocated variable 'A'"),
                arguments("#pragma hicuda global alloc A[*][*] copyin clear", 5, 44,
                        "'copyin' and 'clear' cannot both be given: the allocated memory is either copied in or cleared"),
                arguments("#pragma hicuda global alloc A[*][*] copyin(nobndcheck)", 5, 43,
                        "'nobndcheck' is only allowed in 'shared' directives"),
                arguments("#pragma hicuda shared alloc A[i][*] clear", 5, 37,
                        "'clear' is only allowed in 'global alloc'"),
                arguments("#pragma hicuda shared alloc A[i][*] copyin(nobndchk)", 5, 44,
                        "expected 'nobndcheck' in 'copyin(...)', found 'nobndchk'"),
                arguments("#pragma hicuda global copyout(nobndcheck) A[*][*]", 5, 30,
                        "'nobndcheck' is only allowed in 'shared' directives"),
                arguments("#pragma hicuda global copyout A[*][*] to", 5, 41,
                        "expected a variable name after 'to' at the end of the directive"),
                arguments("#pragma hicuda global copyout A[*][*] too B", 5, 39,
                        "unknown clause 'too' in 'global copyout'; did you mean 'to'?"),
                arguments("#pragma hicuda global free A[0:3]", 5, 29,
                        "'global free' takes variable names without sections"),
                arguments("#pragma hicuda global free", 5, 27,
                        "'global free' needs at least one variable name"),
                arguments("#pragma hicuda global free A,,B", 5, 30,
                        "expected a variable name in 'global free', found ','"),
                arguments("#pragma hicuda global free A B,", 5, 32,
                        "expected a variable name after ',' in 'global free'"),
                arguments("#pragma hicuda constant remove M[*]", 5, 33,
                        "'constant remove' takes variable names without sections"),
                arguments("#pragma hicuda global copyout A[*][*] B", 5, 39,
                        "unknown clause 'B' in 'global copyout'"),
                // ---- shape
                arguments("#pragma hicuda shape p", 5, 23,
                        "'shape' needs at least one dimension size, such as 'shape p[n]'"),
                arguments("#pragma hicuda shape p[]", 5, 24,
                        "empty dimension size in 'shape'"),
                arguments("#pragma hicuda shape p[4 5]", 5, 26,
                        "expected ']' to close the dimension size of 'p', found '5'"),
                arguments("#pragma hicuda shape [4]", 5, 22,
                        "expected a pointer variable after 'shape', found '['"),
                // ---- positions on continuation lines
                arguments("#pragma hicuda kernel k \\\n    tblock(4) \\\n    thread(8) wait", 7, 15,
                        "unknown clause 'wait' in 'kernel' directive; did you mean 'nowait'?"),
                arguments("#pragma hicuda global alloc A[0:1] \\\n        [2:] copyin", 6, 12,
                        "missing end index after ':' in the section of 'A'"),
                arguments("#pragma hicuda shared alloc /* tile */ A[i][0:31] \\\n /* then */ clear", 6, 13,
                        "'clear' is only allowed in 'global alloc'"),
                arguments("\t#pragma hicuda\tbarrier x", 5, 25,
                        "unexpected 'x' after the end of the 'barrier' directive"));
    }

    @ParameterizedTest(name = "[{index}] {0}")
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
    void atLeastTwentyFourMalformedDirectives() {
        assertThat(malformed().count()).isGreaterThanOrEqualTo(24);
    }

    @Test
    void parseTextStopsWithCompilationErrorOnBadDirective() {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        Throwable t = catchThrowable(() -> dev.hicuda.support.Parsing.frontEnd(reporter)
                .parseText(FILE, PROLOGUE + "void f(void) {\n#pragma hicuda kernel\n}\n", null));
        assertThat(t).isInstanceOf(CompilationError.class);
        assertThat(reporter.errorCount()).isEqualTo(1);
    }

    @Test
    void eachBadDirectiveOfAFileIsReported() {
        Parsed r = parseProgram(PROLOGUE + """
                void f(void) {
                #pragma hicuda kernel k tblock(4)
                #pragma hicuda barrier
                #pragma hicuda global free
                }
                """);
        assertThat(r.diagnostics()).extracting(Diagnostic::pos).containsExactly(at(5, 34), at(7, 27));
    }

    @Test
    void errorsAreFormattedWithTheSourceLineAndACaret() {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        catchThrowable(() -> dev.hicuda.support.Parsing.frontEnd(reporter)
                .parseText(FILE, PROLOGUE + "void f(void) {\n    #pragma hicuda kernel k tblok(4) thread(8)\n}\n", null));
        assertThat(reporter.format(reporter.diagnostics().get(0))).isEqualTo("""
                t.c:5:29: error: unknown clause 'tblok' in 'kernel' directive; did you mean 'tblock'?
                    #pragma hicuda kernel k tblok(4) thread(8)
                                            ^
                """);
    }

    @Test
    void didYouMeanOnlyForCloseWords() {
        assertThat(DirectiveParser.closest("kernal", List.of("kernel", "kernel_end"))).isEqualTo("kernel");
        assertThat(DirectiveParser.closest("to", List.of("to"))).isNull();
        assertThat(DirectiveParser.closest("x", List.of("to"))).isNull();
        assertThat(DirectiveParser.closest("tx", List.of("to"))).isEqualTo("to");
        assertThat(DirectiveParser.closest("parallel", List.of("kernel", "barrier", "shared"))).isNull();
        assertThat(DirectiveParser.closest("BLOCK", List.of("BLOCK", "CYCLIC"))).isNull();
        assertThat(DirectiveParser.closest("block", List.of("BLOCK", "CYCLIC"))).isEqualTo("BLOCK");
    }
}
