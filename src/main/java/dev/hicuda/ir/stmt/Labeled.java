package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.List;

/**
 * A labelled statement: {@code name: stmt}, {@code case value: stmt} or {@code default: stmt}
 * (see {@link Kind}).
 */
public final class Labeled extends Stmt {
    public enum Kind { LABEL, CASE, DEFAULT }

    private final Kind kind;
    private final String label;
    private Expr caseValue;
    private Stmt body;

    public Labeled(Kind kind, String label, Expr caseValue, Stmt body) {
        this.kind = kind;
        this.label = label;
        this.caseValue = adopt(caseValue);
        this.body = adopt(body);
    }

    public Kind kind() {
        return kind;
    }

    public String label() {
        return label;
    }

    public Expr caseValue() {
        return caseValue;
    }

    public Stmt body() {
        return body;
    }

    @Override
    public List<Node> children() {
        return list(caseValue, body);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        if (old == caseValue) {
            caseValue = adopt((Expr) r);
        } else if (old == body) {
            body = adopt((Stmt) r);
        } else {
            return false;
        }
        return true;
    }
}
