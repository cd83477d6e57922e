package dev.hicuda.ir.expr;

import dev.hicuda.ir.symbol.Symbol;

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
    public Expr copy() {
        Ident i = copied(new Ident(name));
        i.symbol = symbol;
        return i;
    }
}
