package dev.hicuda.optimize.specialize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Scalar kernel arguments that are compile-time constants (the thesis' DefineArg): a local variable
 * of the function that a kernel reads, initialized with a constant (an integer constant
 * expression, or a floating literal) and never assigned, incremented or addressed anywhere in the
 * function, is replaced in the kernel by its initializer, so the kernel no longer takes it as an
 * argument and nvcc folds it (unrolls loops bounded by it).  The result is the same by definition.
 */
public final class ConstantArguments {
    private ConstantArguments() {
    }

    /** Substitutes in {@code r}; returns one line per variable substituted. */
    public static List<String> apply(KernelRegion r, ConstEval constants) {
        FunctionDef f = r.block().ancestor(FunctionDef.class);
        if (f == null) {
            return List.of();
        }
        Set<Symbol> written = CountedLoop.writtenIn(f.body());
        // a variable that sizes a shape or a section stays: the translation matches subscripts against the shape's sizes
        java.util.Set<String> inDirectives = new java.util.HashSet<>();
        for (dev.hicuda.ir.stmt.DirectiveStmt d : NodeWalker.collect(f.body(), dev.hicuda.ir.stmt.DirectiveStmt.class)) {
            if (!(d.directive() instanceof dev.hicuda.ir.directive.KernelDirective)) {
                NodeWalker.preOrder(d.directive(), n -> {
                    if (n instanceof Ident i) {
                        inDirectives.add(i.name());
                    }
                });
            }
        }
        Map<Symbol, List<Ident>> uses = new LinkedHashMap<>();
        for (Stmt s : r.body()) {
            NodeWalker.preOrder(s, n -> {
                if (n instanceof Ident i && i.symbol() != null) {
                    uses.computeIfAbsent(i.symbol(), k -> new ArrayList<>()).add(i);
                }
            });
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<Symbol, List<Ident>> e : uses.entrySet()) {
            Symbol s = e.getKey();
            if (s.kind() != Symbol.Kind.VARIABLE || s.isFileScope() || s.type() == null || !s.type().isArithmetic()
                    || written.contains(s) || inDirectives.contains(s.name()) || s.specs() == null || s.specs().has("volatile") || s.specs().isStatic()
                    || !(s.declaration() instanceof InitDeclarator d) || d.init() == null || s.declaration().isInside(r.block())
                    && r.contains(d)) {
                continue;
            }
            Expr value = constant(d.init(), s, constants);
            if (value == null) {
                continue;
            }
            for (Ident i : e.getValue()) {
                Expr v = value.copy();
                NodeWalker.preOrder(v, n -> n.at(i.pos()));
                NodeWalker.replace(i, v instanceof Literal || v instanceof Ident ? v : new Paren(v));
            }
            out.add("'" + s.name() + "' is the constant " + dev.hicuda.ir.print.CPrinter.canonical().expr(value)
                    + " (its only assignment is its initializer): substituted, no longer a kernel argument");
        }
        return out;
    }

    /**
     * The constant the initializer stands for, as an expression of the variable's own type to
     * substitute, or null: for an {@code int}, the initializer when it is a constant expression of
     * macros and literals, else its value; for a {@code float} or a {@code double}, a literal with the
     * suffix of that type ({@code 0.5f}, {@code 0.5}), possibly negated.  Other types are left alone
     * (substituting would change the type the expressions are computed in).
     */
    private static Expr constant(Expr init, Symbol s, ConstEval constants) {
        Expr e = Paren.strip(init);
        String type = s.type().resolved().describe();
        if (type.equals("int")) {
            Long v = constants.eval(e);
            if (v == null || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                return null;
            }
            boolean variables = NodeWalker.any(e, n -> n instanceof Ident i && i.symbol() != null
                    && i.symbol().kind() == Symbol.Kind.VARIABLE);
            return variables ? dev.hicuda.analysis.affine.Exprs.num(v) : e;
        }
        Expr lit = e instanceof Unary u && u.op().equals("-") ? Paren.strip(u.operand()) : e;
        if (!(lit instanceof Literal l) || l.kind() != Literal.Kind.FLOAT) {
            return null;
        }
        String text = l.text().toLowerCase();
        boolean single = text.endsWith("f");
        boolean longDouble = text.endsWith("l");
        return type.equals("float") && single || type.equals("double") && !single && !longDouble ? e : null;
    }
}
