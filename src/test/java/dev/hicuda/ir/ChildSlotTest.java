package dev.hicuda.ir;

import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.KernelLaunch;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.While;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The slots that hold a node's children ({@link Child}, {@link ChildList}): parent links,
 * {@link Node#children()} in slot order without nulls, and {@link Node#replaceChild} on each kind
 * of slot, refusing a child of the wrong type.
 */
class ChildSlotTest {
    /** A node with a single slot, a list slot and another single slot, in that order. */
    static final class Probe extends Node {
        final Child<Expr> first;
        final ChildList<Stmt> items;
        final Child<Stmt> last;

        Probe(Expr first, List<Stmt> items, Stmt last) {
            this.first = child(Expr.class, first);
            this.items = childList(Stmt.class, items);
            this.last = child(Stmt.class, last);
        }
    }

    private static Ident id(String n) {
        return new Ident(n);
    }

    private static ExprStmt stmt(String n) {
        return new ExprStmt(id(n));
    }

    @Test
    void childrenFollowSlotOrderAndOmitNulls() {
        ExprStmt a = stmt("a");
        ExprStmt b = stmt("b");
        Ident x = id("x");
        Probe p = new Probe(x, List.of(a, b), null);
        assertThat(p.children()).containsExactly(x, a, b);

        ExprStmt c = stmt("c");
        p.last.set(c);
        assertThat(p.children()).containsExactly(x, a, b, c);
        p.first.set(null);
        assertThat(p.children()).containsExactly(a, b, c);
    }

    @Test
    void slotsSetParentLinks() {
        ExprStmt a = stmt("a");
        Ident x = id("x");
        Probe p = new Probe(x, List.of(a), null);
        assertThat(x.parent()).isSameAs(p);
        assertThat(a.parent()).isSameAs(p);

        ExprStmt b = stmt("b");
        ExprStmt c = stmt("c");
        ExprStmt d = stmt("d");
        p.items.add(b);
        p.items.add(0, c);
        p.last.set(d);
        assertThat(List.of(b, c, d)).allSatisfy(n -> assertThat(n.parent()).isSameAs(p));
        assertThat(p.items.get()).containsExactly(c, a, b);

        ExprStmt e = stmt("e");
        List<Stmt> fresh = new ArrayList<>(List.of(e));
        p.items.set(fresh);
        assertThat(e.parent()).isSameAs(p);
        assertThat(p.items.get()).containsExactly(e).isNotSameAs(fresh);
    }

    @Test
    void replaceChildInSingleSlot() {
        Ident x = id("x");
        Probe p = new Probe(x, List.of(), null);
        Ident y = id("y");
        assertThat(p.replaceChild(x, y)).isTrue();
        assertThat(p.first.get()).isSameAs(y);
        assertThat(y.parent()).isSameAs(p);
        assertThat(p.replaceChild(y, null)).isTrue();
        assertThat(p.first.get()).isNull();
        assertThat(p.children()).isEmpty();
    }

    @Test
    void replaceChildInListSlot() {
        ExprStmt a = stmt("a");
        ExprStmt b = stmt("b");
        Probe p = new Probe(null, List.of(a, b), null);
        ExprStmt c = stmt("c");
        assertThat(p.replaceChild(b, c)).isTrue();
        assertThat(p.items.get()).containsExactly(a, c);
        assertThat(c.parent()).isSameAs(p);
    }

    @Test
    void replaceChildOfANonChildIsFalse() {
        Probe p = new Probe(id("x"), List.of(stmt("a")), null);
        assertThat(p.replaceChild(id("x"), id("y"))).isFalse();
        assertThat(p.replaceChild(stmt("a"), stmt("b"))).isFalse();
        assertThat(new Ident("leaf").replaceChild(id("x"), id("y"))).isFalse();
        assertThat(new Ident("leaf").children()).isEmpty();
    }

    @Test
    void replacementOfTheWrongTypeFailsAndLeavesTheTreeAlone() {
        Ident x = id("x");
        ExprStmt a = stmt("a");
        Probe p = new Probe(x, List.of(a), null);
        ExprStmt wrongForExpr = stmt("s");
        assertThatThrownBy(() -> p.replaceChild(x, wrongForExpr))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ExprStmt").hasMessageContaining("Probe").hasMessageContaining("Expr");
        Ident wrongForStmt = id("y");
        assertThatThrownBy(() -> p.replaceChild(a, wrongForStmt)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> p.replaceChild(a, null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(p.children()).containsExactly(x, a);
        assertThat(wrongForExpr.parent()).isNull();
        assertThat(wrongForStmt.parent()).isNull();

        // a slot of a subtype: a function body must stay a block
        FunctionDef f = new FunctionDef(null, new NameDeclarator("f"), new Compound(List.of()));
        assertThatThrownBy(() -> f.replaceChild(f.body(), stmt("s"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void nodeClassesKeepTheirChildOrder() {
        ExprStmt init = stmt("i");
        Expr step = id("s");
        Stmt body = stmt("b");
        assertThat(new For(init, null, step, body).children()).containsExactly(init, step, body);

        Expr cond = id("c");
        Stmt loop = stmt("l");
        assertThat(new While(cond, loop, false).children()).containsExactly(cond, loop);
        assertThat(new While(cond, loop, true).children()).containsExactly(loop, cond);

        Expr grid = id("g");
        Expr block = id("b");
        Expr arg = id("a");
        assertThat(new KernelLaunch("k", grid, block, null, List.of(arg), false).children())
                .containsExactly(grid, block, arg);

        Expr callee = id("f");
        Expr one = Literal.integer(1);
        Call call = new Call(callee, List.of(one));
        assertThat(call.children()).containsExactly(callee, one);
        Expr two = Literal.integer(2);
        assertThat(call.replaceChild(one, two)).isTrue();
        assertThat(call.args()).containsExactly(two);
        assertThat(two.parent()).isSameAs(call);
    }

    @Test
    void typedSettersAndReplaceAgree() {
        Expr c1 = id("c1");
        Stmt t = stmt("t");
        If s = new If(c1, t, null);
        Expr c2 = id("c2");
        NodeWalker.replace(c1, c2);
        assertThat(s.cond()).isSameAs(c2);
        assertThat(s.children()).containsExactly(c2, t);
        Stmt e = stmt("e");
        assertThat(s.replaceChild(t, e)).isTrue();
        assertThat(s.then()).isSameAs(e);
        assertThat(e.parent()).isSameAs(s);
    }
}
