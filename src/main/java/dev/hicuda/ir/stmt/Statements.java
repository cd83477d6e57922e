package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Deep copies of statements and function definitions, with everything the printer needs to print
 * an unchanged copy as the user wrote it (original text, fingerprint, comments, layout).  Used
 * where one piece of user code must stand in two places: a function called from a kernel is
 * compiled for the device too, and stays in the host program.
 *
 * <p>A directive inside a copied statement is copied as its text only (it is not translated there).
 */
public final class Statements {
    private Statements() {
    }

    public static FunctionDef copy(FunctionDef f) {
        List<Declaration> kr = new ArrayList<>();
        for (Declaration d : f.krDeclarations()) {
            kr.add(layout(d, d.copy()));
        }
        FunctionDef c = new FunctionDef(f.specs().copy(), f.declarator().copy(), kr, (Compound) copy(f.body()));
        return layout(f, c);
    }

    public static Stmt copy(Stmt s) {
        if (s == null) {
            return null;
        }
        Stmt c;
        if (s instanceof Compound b) {
            List<Stmt> items = new ArrayList<>();
            for (Stmt i : b.items()) {
                items.add(copy(i));
            }
            Compound cb = new Compound(items);
            cb.setClosingTrivia(b.closingTrivia());
            cb.setBraceOnOwnLine(b.braceOnOwnLine());
            cb.setImplicitBraces(b.implicitBraces());
            c = cb;
        } else if (s instanceof DeclStmt d) {
            c = new DeclStmt(layout(d.decl(), d.decl().copy()));
        } else if (s instanceof ExprStmt e) {
            c = new ExprStmt(expr(e.expr()));
        } else if (s instanceof Return r) {
            c = new Return(expr(r.value()));
        } else if (s instanceof If i) {
            c = new If(expr(i.cond()), copy(i.then()), copy(i.otherwise()));
        } else if (s instanceof While w) {
            c = new While(expr(w.cond()), copy(w.body()), w.isDoWhile());
        } else if (s instanceof For f) {
            c = new For(copy(f.init()), expr(f.cond()), expr(f.step()), copy(f.body()));
        } else if (s instanceof Switch sw) {
            c = new Switch(expr(sw.cond()), copy(sw.body()));
        } else if (s instanceof Labeled l) {
            c = new Labeled(l.kind(), l.label(), expr(l.caseValue()), expr(l.caseHigh()), copy(l.body())).setAttributes(l.attributes());
        } else if (s instanceof Jump j) {
            c = new Jump(j.kind(), j.label(), expr(j.target()));
        } else if (s instanceof VerbatimStmt v) {
            c = new VerbatimStmt(v.lines());
        } else if (s instanceof SharedBufferDecl b) {
            c = new SharedBufferDecl(b.name());
        } else if (s instanceof DirectiveStmt d) {
            c = new DirectiveStmt(d.text(), null);
        } else {
            throw new IllegalArgumentException("cannot copy " + s.getClass().getSimpleName());
        }
        return layout(s, c);
    }

    private static Expr expr(Expr e) {
        return e == null ? null : e.copy();
    }

    /** Gives {@code to} the position, layout, comments and original text of {@code from}. */
    public static <T extends Node> T layout(Node from, T to) {
        to.at(from.pos());
        to.setLeadingTrivia(from.leadingTrivia());
        to.setTrailingComment(from.trailingComment());
        to.setEndComment(from.endComment());
        to.setEpoch(from.epoch());
        to.setIncluded(from.isIncluded());
        if (from.originalText() != null && from.fingerprint() != null) {
            to.setOriginal(from.originalText(), from.originalColumn());
            to.setFingerprint(from.fingerprint());
        }
        return to;
    }
}
