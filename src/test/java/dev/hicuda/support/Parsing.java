package dev.hicuda.support;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.frontend.FrontEnd;
import dev.hicuda.frontend.preprocessor.HostCompiler;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.source.ParsedProgram;
import dev.hicuda.ir.stmt.ExprStmt;

import java.util.List;

/** Test support: C text parsed by the real front end, with the host compiler asked once per test run. */
public final class Parsing {
    private static final HostCompiler HOST = HostCompiler.query(null);
    private static final HostCompiler BARE = HostCompiler.of(List.of(), "");

    private Parsing() {
    }

    /** The host C compiler's description, queried once for the whole test run. */
    public static HostCompiler host() {
        return HOST;
    }

    /** A front end with the host compiler's headers and predefined macros. */
    public static FrontEnd frontEnd(Reporter reporter) {
        return new FrontEnd(reporter, List.of(), List.of(), HOST);
    }

    public static ParsedProgram program(String fileName, String code, Reporter reporter) {
        return frontEnd(reporter).parseText(fileName, code, null);
    }

    /** One C expression, parsed as the body of an expression statement (no headers, no macros). */
    public static Expr expression(String text) {
        Reporter r = new Reporter(new SourceFiles(), null);
        ParsedProgram p = new FrontEnd(r, List.of(), List.of(), BARE).parseText("e.c",
                "void e_(void) {\n(" + text + ");\n}\n", null);
        var f = (dev.hicuda.ir.decl.FunctionDef) p.unit().items().get(0);
        Expr e = ((ExprStmt) f.body().items().get(0)).expr();
        return ((Paren) e).inner();
    }
}
