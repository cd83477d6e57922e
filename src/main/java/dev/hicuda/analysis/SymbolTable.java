package dev.hicuda.analysis;


import dev.hicuda.ir.Node;
import dev.hicuda.pass.PassContext;
import dev.hicuda.ir.symbol.Scope;
import dev.hicuda.ir.symbol.Symbol;

import java.util.IdentityHashMap;
import java.util.Map;

/** The result of symbol resolution: the scope each scope-opening node opens, and lookups. */
public final class SymbolTable {
    /** Where the symbol-resolution pass leaves the table for the passes after it. */
    public static final PassContext.Key<SymbolTable> KEY = PassContext.Key.required("symbol table", SymbolTable.class);

    private final Scope file;
    private final Map<Node, Scope> scopes = new IdentityHashMap<>();
    private final ConstEval constEval;

    public SymbolTable(Scope file, ConstEval constEval) {
        this.file = file;
        this.constEval = constEval;
    }

    /** The table that symbol resolution computed for this compilation. */
    public static SymbolTable of(PassContext ctx) {
        return ctx.get(KEY);
    }

    public Scope fileScope() {
        return file;
    }

    public ConstEval constEval() {
        return constEval;
    }

    public void open(Node owner, Scope s) {
        scopes.put(owner, s);
    }

    /** The innermost scope that contains {@code n}. */
    public Scope scopeAt(Node n) {
        for (Node x = n; x != null; x = x.parent()) {
            Scope s = scopes.get(x);
            if (s != null) {
                return s;
            }
        }
        return file;
    }

    /** Looks a name up as seen from node {@code at} (declarations later in the block included). */
    public Symbol lookup(String name, Node at) {
        return scopeAt(at).lookup(name);
    }
}
