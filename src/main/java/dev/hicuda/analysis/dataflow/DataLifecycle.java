package dev.hicuda.analysis.dataflow;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.DataDirective.Action;
import dev.hicuda.ir.directive.DataDirective.Memory;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The life cycle of each device copy made by a data directive (issue 14): a copy lives from its
 * {@code alloc} ({@code copyin} for constant and texture memory) to the {@code free}
 * ({@code remove}) that names it in the same block, or to the end of the block; an alloc in an
 * inner block makes a second copy for that block, which hides the outer one. Walking each block in
 * program order, it is an error, with a note at the directive it conflicts with:
 * <ul>
 * <li>to allocate (copy in) a global, constant or texture copy again in the block where it is live;</li>
 * <li>to free (remove) a copy twice, to free it before its alloc, or to free one that no alloc of
 * the same block made (of every memory, shared included);</li>
 * <li>to copy out a global copy after its free, before its alloc, or with no alloc in force.</li>
 * </ul>
 * A second {@code shared alloc} while one is live and a {@code shared copyout} outside the scope of
 * its alloc are found by the shared-memory lowering, which knows the kernel's scopes.
 */
public final class DataLifecycle implements Pass {
    @Override
    public String name() {
        return "data-lifecycle";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        new Walk(ctx.reporter()).visit(tu);
        return tu;
    }

    /** The state of one variable's copy in one block: the directive that made it live, or the one that freed it. */
    private record State(DirectiveStmt alloc, DirectiveStmt freed) {
    }

    private record Key(Memory memory, String name) {
    }

    private static final class Walk {
        private final Reporter reporter;
        private final Deque<Map<Key, State>> scopes = new ArrayDeque<>();

        Walk(Reporter reporter) {
            this.reporter = reporter;
        }

        void visit(Node n) {
            if (n instanceof Compound c) {
                scopes.push(new HashMap<>());
                for (Stmt s : c.items()) {
                    if (s instanceof DirectiveStmt ds && ds.directive() instanceof DataDirective dd) {
                        directive(c, ds, dd);
                    } else {
                        visit(s);
                    }
                }
                scopes.pop();
                return;
            }
            for (Node child : n.children()) {
                visit(child);
            }
        }

        private void directive(Compound block, DirectiveStmt ds, DataDirective dd) {
            Map<Key, State> here = scopes.peek();
            switch (dd.action()) {
                case ALLOC, COPYIN -> {
                    if (dd.variable() == null) {
                        return;
                    }
                    Key k = new Key(dd.memory(), dd.variable().name());
                    State s = here.get(k);
                    if (s != null && s.alloc() != null && dd.memory() != Memory.SHARED) {
                        alreadyLive(dd, s.alloc());
                        return;
                    }
                    here.put(k, new State(ds, null));
                }
                case FREE, REMOVE -> {
                    for (DataDirective.Name n : dd.names()) {
                        Key k = new Key(dd.memory(), n.name());
                        State s = here.get(k);
                        if (s != null && s.alloc() != null) {
                            here.put(k, new State(null, ds));
                        } else if (s != null) {
                            reporter.error(n.pos(), "'" + verb(dd) + " " + n.name() + "' " + (dd.action() == Action.FREE ? "frees" : "removes")
                                    + " '" + n.name() + "' a second time (it was " + past(dd) + " at line " + s.freed().pos().line() + ")");
                            reporter.note(s.freed().pos(), "'" + n.name() + "' was " + past(dd) + " here");
                        } else {
                            DirectiveStmt later = later(block, ds, k);
                            if (later != null) {
                                reporter.error(n.pos(), "'" + verb(dd) + " " + n.name() + "' comes before '" + making(dd.memory()) + " "
                                        + n.name() + "' (line " + later.pos().line() + "); a " + dd.action().name().toLowerCase()
                                        + " must come after its " + making(dd.memory()).substring(dd.memory().keyword().length() + 1));
                                reporter.note(later.pos(), "'" + n.name() + "' is " + made(dd.memory()) + " here");
                            } else {
                                reporter.error(n.pos(), "'" + verb(dd) + " " + n.name() + "' has no matching '" + making(dd.memory()) + " "
                                        + n.name() + "' in the same scope");
                            }
                        }
                    }
                }
                case COPYOUT -> {
                    if (dd.memory() != Memory.GLOBAL || dd.variable() == null) {
                        return;
                    }
                    copyout(block, ds, dd);
                }
                default -> {
                }
            }
        }

        private void copyout(Compound block, DirectiveStmt ds, DataDirective dd) {
            String name = dd.variable().name();
            Key k = new Key(Memory.GLOBAL, name);
            for (Iterator<Map<Key, State>> it = scopes.iterator(); it.hasNext(); ) {
                State s = it.next().get(k);
                if (s == null) {
                    continue;
                }
                if (s.alloc() == null) {
                    reporter.error(dd.variable().pos(), "'global copyout " + name + "' after 'global free " + name + "' (line "
                            + s.freed().pos().line() + "): the device copy of '" + name + "' no longer exists");
                    reporter.note(s.freed().pos(), "'" + name + "' was freed here");
                }
                return;
            }
            DirectiveStmt later = later(block, ds, k);
            if (later != null) {
                reporter.error(dd.variable().pos(), "'global copyout " + name + "' comes before 'global alloc " + name + "' (line "
                        + later.pos().line() + "); copy out after the alloc and the kernels that write it");
                reporter.note(later.pos(), "'" + name + "' is allocated here");
            } else {
                reporter.error(dd.variable().pos(), "'global copyout " + name + "' has no matching 'global alloc " + name
                        + "' before it in the same scope");
            }
        }

        private void alreadyLive(DataDirective dd, DirectiveStmt earlier) {
            String name = dd.variable().name();
            SourcePos at = dd.variable().pos();
            int line = earlier.pos().line();
            if (dd.memory() == Memory.GLOBAL) {
                reporter.error(at, "'" + name + "' is already allocated in global memory (at line " + line + "); add 'global free "
                        + name + "' before allocating it again");
                reporter.note(earlier.pos(), "'" + name + "' was allocated here");
            } else {
                reporter.error(at, "'" + name + "' is already in " + dd.memory().keyword() + " memory (copied at line " + line
                        + "); add '" + dd.memory().keyword() + " remove " + name + "' before copying it again");
                reporter.note(earlier.pos(), "'" + name + "' was copied into " + dd.memory().keyword() + " memory here");
            }
        }

        /** The next directive of {@code block} after {@code ds} that makes a copy of {@code k}, or null. */
        private static DirectiveStmt later(Compound block, DirectiveStmt ds, Key k) {
            List<Stmt> items = block.items();
            for (int i = block.indexOf(ds) + 1; i < items.size(); i++) {
                if (items.get(i) instanceof DirectiveStmt o && o.directive() instanceof DataDirective od && od.memory() == k.memory()
                        && (od.action() == Action.ALLOC || od.action() == Action.COPYIN) && od.variable() != null
                        && od.variable().name().equals(k.name())) {
                    return o;
                }
            }
            return null;
        }

        private static String verb(DataDirective dd) {
            return dd.memory().keyword() + " " + dd.action().name().toLowerCase();
        }

        private static String past(DataDirective dd) {
            return dd.action() == Action.FREE ? "freed" : "removed";
        }

        private static String making(Memory m) {
            return m.keyword() + (m == Memory.GLOBAL || m == Memory.SHARED ? " alloc" : " copyin");
        }

        private static String made(Memory m) {
            return m == Memory.GLOBAL || m == Memory.SHARED ? "allocated" : "copied in";
        }
    }
}
