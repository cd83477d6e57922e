package dev.hicuda.analysis.dataflow;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;

/**
 * Reaching-directive analysis (paper §5.2): the {@code global alloc} of a variable that is in
 * force at a statement.  A directive's scope runs from it to the matching {@code free} in the
 * same block, so it is enough to walk backwards through the enclosing blocks of the function.
 */
public final class ReachingDirectives {
    private ReachingDirectives() {
    }

    /** What the walk back from a point finds: the directive, or a free/remove, or the function's entry. */
    public enum Outcome { FOUND, FREED, ENTRY }

    /** The outcome of a search, and the directive when one was found. */
    public record Result(Outcome outcome, DirectiveStmt directive) {
    }

    /**
     * The alloc of {@code name} in {@code memory} that reaches {@code at}, or null.  A directive a
     * caller's data directive propagated to this function stands at the top of its body, so it is
     * found here like a local one (journal §5.7.2).
     */
    public static DirectiveStmt reaching(String name, DataDirective.Memory memory, Node at) {
        return search(name, memory, at).directive();
    }

    /** The search behind {@link #reaching}: it also says whether it stopped at a free/remove or at the function's entry. */
    public static Result search(String name, DataDirective.Memory memory, Node at) {
        for (Node child = at, p = at.parent(); p != null && !(child instanceof FunctionDef); child = p, p = p.parent()) {
            if (!(p instanceof Compound c) || !(child instanceof Stmt s)) {
                continue;
            }
            for (int i = c.indexOf(s) - 1; i >= 0; i--) {
                if (c.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd
                        && dd.memory() == memory) {
                    if ((dd.action() == DataDirective.Action.FREE || dd.action() == DataDirective.Action.REMOVE)
                            && dd.names().stream().anyMatch(n -> n.name().equals(name))) {
                        return new Result(Outcome.FREED, null);
                    }
                    if ((dd.action() == DataDirective.Action.ALLOC || dd.action() == DataDirective.Action.COPYIN)
                            && dd.variable().name().equals(name)) {
                        return new Result(Outcome.FOUND, d);
                    }
                }
            }
        }
        return new Result(Outcome.ENTRY, null);
    }
}
