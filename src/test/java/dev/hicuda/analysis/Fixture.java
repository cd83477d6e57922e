package dev.hicuda.analysis;

import dev.hicuda.analysis.SymbolTable;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.pass.Target;
import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.pass.PassContext;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A C program parsed and resolved, with helpers to find its nodes, for the analysis tests. */
public final class Fixture {
    public final ParsedProgram program;
    public final PassContext ctx;
    private final CPrinter printer = CPrinter.readable();

    private Fixture(ParsedProgram program, PassContext ctx) {
        this.program = program;
        this.ctx = ctx;
    }

    public static Fixture of(String code) {
        Reporter reporter = new Reporter(new SourceFiles(), null);
        ParsedProgram p = dev.hicuda.support.Parsing.program("t.c", code, reporter);
        PassContext ctx = new PassContext(reporter, p, Target.cuda, false);
        new SymbolResolver().run(p.unit(), ctx);
        assertThat(reporter.diagnostics()).isEmpty();
        return new Fixture(p, ctx);
    }

    public ConstEval constants() {
        return SymbolTable.of(ctx).constEval();
    }

    public SymbolTable symbols() {
        return SymbolTable.of(ctx);
    }

    /** The n-th (0-based) expression of the program printed as {@code text}. */
    public Expr expr(String text, int n) {
        List<Expr> l = NodeWalker.collect(program.unit(), Expr.class).stream()
                .filter(e -> printer.expr(e).equals(text)).toList();
        assertThat(l).as("expressions printed as '%s'", text).hasSizeGreaterThan(n);
        return l.get(n);
    }

    public Expr expr(String text) {
        return expr(text, 0);
    }

    public <T extends Node> List<T> all(Class<T> cls) {
        return NodeWalker.collect(program.unit(), cls);
    }

    public String print(Expr e) {
        return printer.expr(e);
    }
}
