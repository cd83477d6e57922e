package dev.hicuda.lowering.target;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.InitList;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.List;

/**
 * C's designated initializers in device code, which C++ (nvcc, g++) takes only in declaration order
 * and without array designators: a local variable initialized by a list whose every element is
 * designated ({@code struct coeffs k = {.c = 3.0f, .a = 1.0f};}, {@code int w[4] = {[3] = 2, [1] = 1};})
 * becomes a zero-initialized variable and one assignment per element, in the written order
 * ({@code struct coeffs k = {}; k.c = 3.0f; k.a = 1.0f;}) — what C means: members not named are zero,
 * and C leaves the order of evaluation of the elements unspecified. Lists with positional elements,
 * ranges ({@code [0 ... 3]}) or nested braces, and static or const variables are left as written.
 */
final class DesignatedInitializers {
    private DesignatedInitializers() {
    }

    static void rewrite(TranslationUnit device) {
        for (DeclStmt ds : NodeWalker.collect(device, DeclStmt.class)) {
            Declaration d = ds.decl();
            if (!(ds.parent() instanceof Compound block) || d.specs().isStatic() || d.specs().isTypedef() || d.specs().has("const")
                    || d.declarators().size() != 1) {
                continue;
            }
            InitDeclarator id = d.declarators().get(0);
            String name = id.declarator() == null || id.declarator().nameDeclarator() == null ? null : id.declarator().nameDeclarator().name();
            if (name == null || !(id.init() instanceof InitList list) || !rewritable(list)) {
                continue;
            }
            List<Stmt> stores = new ArrayList<>();
            for (InitList.Element e : list.elements()) {
                Expr target = new Ident(name);
                for (InitList.Designator des : e.designators()) {
                    target = des.field() != null ? new Member(target, des.field(), false) : new Index(target, des.index().copy());
                }
                stores.add(new ExprStmt(new Assign("=", target, e.value().copy())).at(e.value().pos()));
            }
            id.setInit(new InitList(List.of(), false));
            Stmt after = ds;
            for (Stmt s : stores) {
                block.insertAfter(after, s);
                after = s;
            }
        }
    }

    private static boolean rewritable(InitList list) {
        boolean anyDesignator = false;
        for (InitList.Element e : list.elements()) {
            if (e.designators().isEmpty() || e.value() instanceof InitList) {
                return false;
            }
            for (InitList.Designator des : e.designators()) {
                if (des.rangeEnd() != null) {
                    return false;
                }
            }
            anyDesignator = true;
        }
        return anyDesignator;
    }
}
