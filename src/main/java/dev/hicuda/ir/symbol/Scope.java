package dev.hicuda.ir.symbol;

import dev.hicuda.ir.Node;

import java.util.LinkedHashMap;
import java.util.Map;

/** A lexical scope: file, function body, block, or the parameters of a function. */
public final class Scope {
    private final Scope parent;
    private final Node owner;
    private final Map<String, Symbol> symbols = new LinkedHashMap<>();

    public Scope(Scope parent, Node owner) {
        this.parent = parent;
        this.owner = owner;
    }

    public Scope parent() {
        return parent;
    }

    /** The node that opens this scope (TranslationUnit, FunctionDef, Compound, For). */
    public Node owner() {
        return owner;
    }

    public boolean isFileScope() {
        return parent == null;
    }

    public void define(Symbol s) {
        symbols.put(s.name(), s);
    }

    public Symbol lookupLocal(String name) {
        return symbols.get(name);
    }

    public Symbol lookup(String name) {
        for (Scope s = this; s != null; s = s.parent) {
            Symbol sym = s.symbols.get(name);
            if (sym != null) {
                return sym;
            }
        }
        return null;
    }

    public Map<String, Symbol> symbols() {
        return symbols;
    }
}
