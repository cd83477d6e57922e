package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.List;

/**
 * Phase 1 of the shared-memory lowering, before the kernel is outlined: finds each
 * {@code shared alloc} of a kernel region, the statements it covers (up to its {@code remove})
 * and the {@code copyout}s inside that scope; reports allocs and copyouts that stand where they
 * cannot be lowered.
 */
final class SharedScopeFinder {
    private final Reporter reporter;
    private final SymbolTable symbols;
    private final List<SharedVar> vars = new ArrayList<>();

    private SharedScopeFinder(Reporter reporter, SymbolTable symbols) {
        this.reporter = reporter;
        this.symbols = symbols;
    }

    /** The shared variables of the region's statements, in the order of their allocs. */
    static List<SharedVar> find(List<Stmt> body, Reporter reporter, SymbolTable symbols) {
        SharedScopeFinder f = new SharedScopeFinder(reporter, symbols);
        List<DirectiveStmt> copyouts = new ArrayList<>();
        for (Stmt st : body) {
            for (DirectiveStmt ds : NodeWalker.collect(st, DirectiveStmt.class)) {
                if (!(ds.directive() instanceof DataDirective dd) || dd.memory() != DataDirective.Memory.SHARED) {
                    continue;
                }
                if (dd.action() == DataDirective.Action.ALLOC) {
                    f.addAlloc(ds, dd);
                } else if (dd.action() == DataDirective.Action.COPYOUT) {
                    copyouts.add(ds);
                }
            }
        }
        for (DirectiveStmt ds : copyouts) {
            f.addCopyout(ds);
        }
        return f.vars;
    }

    private void addAlloc(DirectiveStmt ds, DataDirective dd) {
        if (!(ds.parent() instanceof Compound block)) {
            reporter.error(ds.pos(), "'shared alloc' must stand in a block of statements");
            return;
        }
        String name = dd.variable().name();
        Symbol sym = symbols.lookup(name, ds);
        if (sym == null || !sym.isObject()) {
            reporter.error(dd.variable().pos(), "'" + name + "' is not a variable in scope here");
            return;
        }
        if (dd.to() != null) {
            reporter.error(dd.to().pos(), "'to' is not allowed in 'shared alloc'");
            return;
        }
        SharedVar v = new SharedVar(ds, dd, sym, block);
        for (int i = block.indexOf(ds) + 1; i < block.items().size(); i++) {
            if (block.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof DataDirective o
                    && o.memory() == DataDirective.Memory.SHARED) {
                if (o.action() == DataDirective.Action.REMOVE && o.names().stream().anyMatch(n -> n.name().equals(name))) {
                    v.remove = d;
                    break;
                }
                if (o.action() == DataDirective.Action.ALLOC && o.variable().name().equals(name)) {
                    reporter.error(d.pos(), "second 'shared alloc " + name + "' while the one at line " + ds.pos().line()
                            + " is still live; add 'shared remove " + name + "' before it");
                    break;
                }
            }
        }
        for (SharedVar o : vars) {
            if (o.array == sym && ds.parent() != o.block() && o.scope().stream().anyMatch(ds::isInside)) {
                reporter.error(ds.pos(), "'shared alloc " + name + "' inside the scope of the 'shared alloc " + name
                        + "' at line " + o.alloc.pos().line() + "; one array can have one shared copy at a time");
                return;
            }
        }
        vars.add(v);
    }

    /** A copyout belongs to the last alloc of its array whose scope holds it. */
    private void addCopyout(DirectiveStmt ds) {
        DataDirective dd = (DataDirective) ds.directive();
        SharedVar owner = null;
        for (SharedVar v : vars) {
            if (v.array.name().equals(dd.variable().name()) && v.scope().stream().anyMatch(x -> ds == x || ds.isInside(x))) {
                owner = v;
            }
        }
        if (owner == null) {
            reporter.error(ds.pos(), "'shared copyout " + dd.variable().name() + "' is not inside the scope of a 'shared alloc "
                    + dd.variable().name() + "' (between the alloc and its remove)");
        } else {
            owner.copyouts.add(ds);
        }
    }
}
