package dev.hicuda.optimize.registers;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.PointerType;
import dev.hicuda.optimize.nest.ArrayRef;

import java.util.ArrayList;

/** The register that holds an array element: its declaration's type and where it goes. */
final class Scalar {
    private Scalar() {
    }

    /**
     * The specifiers of a scalar of the element type of {@code r}'s array ({@code float} for
     * {@code float *A} or {@code float A[N][M]}), without const; null when the element is not of an
     * arithmetic type or the array's declaration does not spell it.
     */
    static DeclSpecs specs(ArrayRef r) {
        CType t = r.array().type();
        while (t != null && (t.resolved() instanceof ArrayType || t.resolved() instanceof PointerType)) {
            t = t.resolved() instanceof ArrayType a ? a.element() : ((PointerType) t.resolved()).pointee();
        }
        CType e = r.node().type();
        if (t == null || e == null || !e.isArithmetic() || !t.describe().equals(e.describe()) || r.array().specs() == null) {
            return null;
        }
        DeclSpecs s = r.array().specs().withoutStorage();
        s.remove("const");
        s.remove("volatile");
        return s;
    }

    static DeclStmt declare(DeclSpecs specs, String name, Expr init, Stmt at) {
        DeclStmt d = new DeclStmt(new Declaration(specs, new ArrayList<>(java.util.List.of(
                new InitDeclarator(new NameDeclarator(name), init, null)))));
        NodeWalker.preOrder(d, n -> n.at(at.pos()));
        d.setEpoch(at.epoch());
        return d;
    }

    static Ident use(String name) {
        return new Ident(name);
    }

    /** The block that holds {@code s}, made one if {@code s} is the body of another statement. */
    static Compound block(Stmt s) {
        if (s.parent() instanceof Compound b) {
            return b;
        }
        Compound b = new Compound(new ArrayList<>());
        b.at(s.pos());
        NodeWalker.replace(s, b);
        b.add(s);
        return b;
    }
}
