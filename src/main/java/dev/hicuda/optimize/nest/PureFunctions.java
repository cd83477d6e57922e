package dev.hicuda.optimize.nest;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.StmtExpr;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.HashMap;
import java.util.Map;

/**
 * Which calls have no side effects: those of {@link Code#onlyPureCalls} (math functions, the translator's vector
 * reads) and calls of the file's own functions that write nothing but their locals and by-value parameters and call
 * only such functions (bsop's {@code cndf}): no write through a pointer, an array parameter or a member, no
 * file-scope variable written, no inline assembly or statement expression; four levels of calls at most.
 */
public final class PureFunctions {
    private static final int DEPTH = 4;
    private final Map<String, FunctionDef> functions = new HashMap<>();

    public PureFunctions(TranslationUnit tu) {
        for (FunctionDef f : tu.functions()) {
            functions.putIfAbsent(f.name(), f);
        }
    }

    /** Whether every call in {@code root} is free of side effects. */
    public boolean onlyPureCalls(Node root) {
        return onlyPureCalls(root, 0);
    }

    private boolean onlyPureCalls(Node root, int depth) {
        return !NodeWalker.any(root, n -> n instanceof Call c && !Code.pure(c.calleeName()) && !pure(c.calleeName(), depth));
    }

    private boolean pure(String name, int depth) {
        FunctionDef f = name == null ? null : functions.get(name);
        if (f == null || f.body() == null || depth >= DEPTH
                || NodeWalker.any(f.body(), n -> n instanceof VerbatimStmt || n instanceof StmtExpr)) {
            return false;
        }
        boolean[] writes = {false};
        NodeWalker.preOrder(f.body(), n -> {
            Expr target = n instanceof Assign a ? a.target() : n instanceof Unary u && (u.isIncDec() || u.op().equals("&")) ? u.operand() : null;
            if (target != null && !local(target, f)) {
                writes[0] = true;
            }
        });
        if (writes[0]) {
            return false;
        }
        return onlyPureCalls(f.body(), depth + 1);
    }

    /**
     * Whether writing {@code target} changes only the function's own storage: a variable declared in its body, an
     * element of an array declared there, or a parameter of arithmetic type (a copy).
     */
    private static boolean local(Expr target, FunctionDef f) {
        Expr t = Paren.strip(target);
        boolean element = false;
        while (t instanceof Index ix) {
            t = Paren.strip(ix.base());
            element = true;
        }
        if (t instanceof Member || !(t instanceof Ident id) || id.symbol() == null || id.symbol().declaration() == null) {
            return false;
        }
        Symbol s = id.symbol();
        if (s.declaration().isInside(f.body())) {
            return !element || s.type() != null && s.type().isArray();
        }
        return !element && s.declaration().isInside(f.declarator()) && s.type() != null && s.type().isArithmetic();
    }
}
