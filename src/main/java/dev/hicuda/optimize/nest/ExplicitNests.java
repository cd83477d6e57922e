package dev.hicuda.optimize.nest;

import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.pass.PassContext;

import java.util.IdentityHashMap;
import java.util.Map;

/** The kernels that an optimization pass rewrote in explicit form, by their kernel directive, for the passes after it. */
public final class ExplicitNests {
    public static final PassContext.Key<ExplicitNests> KEY = PassContext.Key.withDefault("explicit nests", ExplicitNests.class,
            ExplicitNests::new);

    private final Map<DirectiveStmt, ExplicitNest> nests = new IdentityHashMap<>();

    public void put(ExplicitNest n) {
        nests.put(n.region().begin(), n);
    }

    /** The explicit nest of the kernel whose directive is {@code begin}, or null. */
    public ExplicitNest get(DirectiveStmt begin) {
        return nests.get(begin);
    }
}
