package dev.hicuda.optimize.emit;

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
public final class Ir {
    private Ir() {
    }

    public static Expr id(String name) {
        return new Ident(name);
    }

    public static Expr num(long v) {
        return v < 0 ? new Unary("-", Literal.integer(-v), false) : Literal.integer(v);
    }

    public static Expr bin(String op, Expr a, Expr b) {
        return new Binary(op, a, b);
    }

    /** {@code a + c}, or {@code a} for c = 0. */
    public static Expr plus(Expr a, long c) {
        return c == 0 ? a : c > 0 ? bin("+", a, num(c)) : bin("-", a, num(-c));
    }

    /** {@code (int)threadIdx.f} or {@code (int)blockIdx.f}. */
    public static Expr builtin(String var, String field) {
        return new Cast(new TypeName(DeclSpecs.keywords("int"), new NameDeclarator(null)), new Member(new Ident(var), field, false));
    }

    public static Expr index(Expr base, List<Expr> subscripts) {
        Expr e = base;
        for (Expr s : subscripts) {
            e = new Index(e, s);
        }
        return e;
    }

    public static Expr and(List<Expr> terms) {
        Expr e = null;
        for (Expr t : terms) {
            e = e == null ? t : bin("&&", e, t);
        }
        return e == null ? num(1) : e;
    }

    public static Stmt assign(Expr target, Expr value) {
        return new ExprStmt(new Assign("=", target, value));
    }

    public static Stmt decl(DeclSpecs specs, String name, Expr init) {
        return new DeclStmt(new Declaration(specs, List.of(new InitDeclarator(new NameDeclarator(name), init, null))));
    }

    /** {@code specs name[d0][d1]...;} with the dimensions as expressions (a macro's name kept). */
    public static Stmt arrayOf(DeclSpecs specs, String name, List<Expr> dims) {
        Declarator d = new NameDeclarator(name);
        for (Expr n : dims) {
            d = new ArrayDeclarator(d, n, List.of());
        }
        return new DeclStmt(new Declaration(specs, List.of(new InitDeclarator(d, null, null))));
    }

    /** {@code specs name[d0][d1]...;} */
    public static Stmt array(DeclSpecs specs, String name, List<Long> dims) {
        Declarator d = new NameDeclarator(name);
        for (long n : dims) {
            d = new ArrayDeclarator(d, num(n), List.of());
        }
        return new DeclStmt(new Declaration(specs, List.of(new InitDeclarator(d, null, null))));
    }

    public static Stmt when(Expr cond, List<Stmt> then) {
        return new If(cond, block(then), null);
    }

    public static Compound block(List<Stmt> stmts) {
        return new Compound(new ArrayList<>(stmts));
    }
}
