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

    /**
     * Gives a copy of code (a function cloned for another context) the scopes of the original, node
     * for node, so that names are looked up in the copy as in the original.
     */
    public void mirror(Node original, Node copy) {
        Scope s = scopes.get(original);
        if (s != null) {
            scopes.put(copy, s);
        }
        java.util.List<Node> a = original.children();
        java.util.List<Node> b = copy.children();
        if (a.size() != b.size()) {
            return;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).getClass() == b.get(i).getClass()) {
                mirror(a.get(i), b.get(i));
            }
        }
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
