package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.type.CType;

import java.util.ArrayList;
import java.util.List;

/** An expression.  {@link #type()} is filled in by type analysis (null until then, or if unknown). */
public abstract class Expr extends Node {
    private CType type;

    public CType type() {
        return type;
    }

    public void setType(CType t) {
        this.type = t;
    }

    /**
     * A deep copy.  Positions are kept, and so is the original text: a copy no pass changes prints
     * as the user wrote it (macros included), one that is changed is printed from the IR.
     */
    public abstract Expr copy();

    /** Deep copies of {@code es}, in order. */
    protected static List<Expr> copyAll(List<Expr> es) {
        List<Expr> out = new ArrayList<>(es.size());
        for (Expr e : es) {
            out.add(e.copy());
        }
        return out;
    }

    protected <T extends Expr> T copied(T e) {
        e.at(pos());
        e.setType(type);
        if (originalText() != null && fingerprint() != null) {
            e.setOriginal(originalText(), originalColumn());
            e.setFingerprint(fingerprint());
        }
        e.setEpoch(epoch());
        return e;
    }
}
