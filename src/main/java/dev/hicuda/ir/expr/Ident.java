package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.symbol.Symbol;

import java.util.List;

/** A use of a name. */
public final class Ident extends Expr {
    private String name;
    private Symbol symbol;

    public Ident(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public void setName(String n) {
        this.name = n;
    }

    public Symbol symbol() {
        return symbol;
    }

    public void setSymbol(Symbol s) {
        this.symbol = s;
    }

    @Override
    public List<Node> children() {
        return List.of();
    }

    @Override
    public boolean replaceChild(Node old, Node replacement) {
        return false;
    }

    @Override
    public Expr copy() {
        Ident i = copied(new Ident(name));
        i.symbol = symbol;
        return i;
    }
}
