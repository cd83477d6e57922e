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
