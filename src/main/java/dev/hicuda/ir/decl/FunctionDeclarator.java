package dev.hicuda.ir.decl;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.ChildList;

import java.util.ArrayList;
import java.util.List;

/** {@code inner(params)}; K&amp;R identifier lists are kept as parameters without types. */
public final class FunctionDeclarator extends Declarator {
    private final Child<Declarator> inner;
    private final ChildList<ParamDecl> params;
    private final boolean variadic;

    public FunctionDeclarator(Declarator inner, List<ParamDecl> params, boolean variadic) {
        this.inner = child(Declarator.class, inner);
        this.params = childList(ParamDecl.class, params);
        this.variadic = variadic;
    }

    public Declarator inner() {
        return inner.get();
    }

    public List<ParamDecl> params() {
        return params.get();
    }

    public void setParams(List<ParamDecl> ps) {
        params.set(ps);
    }

    /** Appends a parameter. */
    public void addParam(ParamDecl p) {
        params.add(p);
    }

    public boolean isVariadic() {
        return variadic;
    }

    @Override
    public String name() {
        return inner().name();
    }

    @Override
    public NameDeclarator nameDeclarator() {
        return inner().nameDeclarator();
    }

    @Override
    public Declarator copy() {
        List<ParamDecl> ps = new ArrayList<>();
        for (ParamDecl p : params()) {
            ps.add(p.copy());
        }
        return new FunctionDeclarator(inner().copy(), ps, variadic).at(pos());
    }
}
