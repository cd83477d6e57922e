package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Child;
import dev.hicuda.ir.directive.Directive;

/**
 * A {@code #pragma hicuda} line standing where a statement or an external declaration may stand.
 * It applies to the statement that follows it ({@link #attachedStatement()}), or stands alone.
 */
public final class DirectiveStmt extends Stmt {
    private final String text;
    private final Child<Directive> directive;
    private DirectiveStmt origin;
    private boolean propagated;

    public DirectiveStmt(String text, Directive directive) {
        this.text = text;
        this.directive = child(Directive.class, directive);
    }

    /** The pragma line as written. */
    public String text() {
        return text;
    }

    public Directive directive() {
        return directive.get();
    }

    public void setDirective(Directive d) {
        directive.set(d);
    }

    /**
     * The directive as the user wrote it: for a copy in a function cloned for another context of
     * calls, or a directive propagated to a callee, the original; else this one.
     */
    public DirectiveStmt origin() {
        return origin == null ? this : origin;
    }

    /**
     * Whether this directive stands for a data directive of a caller that reaches this function
     * through calls (journal §5.7.2): it is placed at the top of the callee's body so that the
     * reaching-directive analysis finds it there, and it translates to nothing (the device copy it
     * names is a parameter of the callee).
     */
    public boolean isPropagated() {
        return propagated;
    }

    /** A directive made of {@code d} standing for {@code origin}: a copy ({@code propagated} false) or a propagated one. */
    public static DirectiveStmt derived(DirectiveStmt origin, Directive d, boolean propagated) {
        DirectiveStmt s = new DirectiveStmt(origin.text, d);
        s.origin = origin.origin();
        s.propagated = propagated;
        s.at(origin.pos());
        s.setEpoch(origin.epoch());
        return s;
    }

    /** The next statement in the enclosing block (skipping other directives), or null. */
    public Stmt attachedStatement() {
        if (parent() instanceof Compound c) {
            int i = c.indexOf(this);
            for (int j = i + 1; j < c.items().size(); j++) {
                if (!(c.items().get(j) instanceof DirectiveStmt)) {
                    return c.items().get(j);
                }
            }
        }
        return null;
    }
}
