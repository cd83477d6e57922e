package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/** {@code inner(params)}; K&amp;R identifier lists are kept as parameters without types. */
public final class FunctionDeclarator extends Declarator {
    private Declarator inner;
    private final List<ParamDecl> params;
    private final boolean variadic;

    public FunctionDeclarator(Declarator inner, List<ParamDecl> params, boolean variadic) {
        this.inner = adopt(inner);
        this.params = adoptAll(params);
        this.variadic = variadic;
    }

    public Declarator inner() {
        return inner;
    }

    public List<ParamDecl> params() {
        return params;
    }

    public boolean isVariadic() {
        return variadic;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public NameDeclarator nameDeclarator() {
        return inner.nameDeclarator();
    }

    @Override
    public Declarator copy() {
        List<ParamDecl> ps = new ArrayList<>();
        for (ParamDecl p : params) {
            ps.add(p.copy());
        }
        return new FunctionDeclarator(inner.copy(), ps, variadic).at(pos());
    }

    @Override
    public List<Node> children() {
        List<Node> l = list(inner);
        l.addAll(params);
        return l;
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == inner) {
            inner = adopt((Declarator) r);
            return true;
        }
        return false;
    }
}
