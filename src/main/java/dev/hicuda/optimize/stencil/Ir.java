package dev.hicuda.optimize.stencil;

import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.List;

/** Small builders for the statements and expressions of generated kernel code. */
final class Ir {
    private Ir() {
    }

    static Expr id(String name) {
        return new Ident(name);
    }

    static Expr num(long v) {
        return v < 0 ? new Unary("-", Literal.integer(-v), false) : Literal.integer(v);
    }

    static Expr bin(String op, Expr a, Expr b) {
        return new Binary(op, a, b);
    }

    /** {@code a + c}, or {@code a} for c = 0. */
    static Expr plus(Expr a, long c) {
        return c == 0 ? a : c > 0 ? bin("+", a, num(c)) : bin("-", a, num(-c));
    }

    /** {@code (int)threadIdx.f} or {@code (int)blockIdx.f}. */
    static Expr builtin(String var, String field) {
        return new Cast(new TypeName(DeclSpecs.keywords("int"), new NameDeclarator(null)), new Member(new Ident(var), field, false));
    }

    static Expr index(Expr base, List<Expr> subscripts) {
        Expr e = base;
        for (Expr s : subscripts) {
            e = new Index(e, s);
        }
        return e;
    }

    static Expr and(List<Expr> terms) {
        Expr e = null;
        for (Expr t : terms) {
            e = e == null ? t : bin("&&", e, t);
        }
        return e == null ? num(1) : e;
    }

    static Stmt assign(Expr target, Expr value) {
        return new ExprStmt(new Assign("=", target, value));
    }

    static Stmt decl(DeclSpecs specs, String name, Expr init) {
        return new DeclStmt(new Declaration(specs, List.of(new InitDeclarator(new NameDeclarator(name), init, null))));
    }

    /** {@code specs name[d0][d1]...;} */
    static Stmt array(DeclSpecs specs, String name, List<Long> dims) {
        Declarator d = new NameDeclarator(name);
        for (long n : dims) {
            d = new ArrayDeclarator(d, num(n), List.of());
        }
        return new DeclStmt(new Declaration(specs, List.of(new InitDeclarator(d, null, null))));
    }

    static Stmt when(Expr cond, List<Stmt> then) {
        return new If(cond, block(then), null);
    }

    static Compound block(List<Stmt> stmts) {
        return new Compound(new ArrayList<>(stmts));
    }
}
