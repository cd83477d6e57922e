package dev.hicuda.analysis.mint;

import dev.hicuda.analysis.HostArrayType;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.diag.Diagnostic;
import dev.hicuda.diag.Severity;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.directive.ParallelRegionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the Mint directives (docs/mint.md): where each may stand ({@code for}, {@code single}
 * and {@code barrier} inside a {@code parallel} region, not inside a {@code for} nest; copies
 * outside regions, toDevice before one and fromDevice after one in the same block); that a
 * fromDevice copy reads a device copy the region has; that no hiCUDA directive stands in a Mint
 * region nor a Mint directive in a hiCUDA kernel; that every array a {@code for} nest uses was
 * copied to the device; the copies' arrays and sizes ({@link MintCopyCheck}) and the loop nests
 * and their thread geometry ({@link MintNestCheck}).  Errors are reported in source order.
 */
public final class MintChecker implements Pass {
    @Override
    public String name() {
        return "check-mint";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        List<DirectiveStmt> all = NodeWalker.collect(tu, DirectiveStmt.class);
        if (all.stream().noneMatch(d -> d.directive() != null && d.directive().isMint())) {
            return tu;
        }
        List<Diagnostic> errors = new ArrayList<>();
        SymbolTable symbols = SymbolTable.of(ctx);
        new Run(symbols, errors).check(tu, all);
        Map<String, Integer> files = new HashMap<>();
        for (Diagnostic d : errors) {
            files.putIfAbsent(d.pos().file(), files.size());
        }
        errors.sort(Comparator.comparingInt((Diagnostic d) -> files.get(d.pos().file()))
                .thenComparingInt(d -> d.pos().line()).thenComparingInt(d -> d.pos().column()));
        errors.forEach(ctx.reporter()::report);
        return tu;
    }

    private static final class Run {
        private final SymbolTable symbols;
        private final List<Diagnostic> errors;

        Run(SymbolTable symbols, List<Diagnostic> errors) {
            this.symbols = symbols;
            this.errors = errors;
        }

        void error(SourcePos at, String message) {
            errors.add(new Diagnostic(Severity.ERROR, at, message));
        }

        void check(TranslationUnit tu, List<DirectiveStmt> all) {
            MintRegion.Orphans orphans = new MintRegion.Orphans(new ArrayList<>(), new ArrayList<>());
            List<MintRegion> regions = new ArrayList<>();
            for (Compound c : NodeWalker.collect(tu, Compound.class)) {
                regions.addAll(MintRegion.in(c, orphans));
            }
            for (DirectiveStmt ds : orphans.toDevice()) {
                if (MintRegion.enclosing(ds) != null) {
                    continue; // a copy inside a region: reported as such
                }
                error(ds.pos(), "'mint copy(..., toDevice, ...)' must come before a 'mint parallel' region in the same"
                        + " block: the device copy lives from the copy to the end of the region");
            }
            for (DirectiveStmt ds : orphans.fromDevice()) {
                if (MintRegion.enclosing(ds) != null) {
                    continue;
                }
                error(ds.pos(), "'mint copy(..., fromDevice, ...)' must come after a 'mint parallel' region in the same"
                        + " block, whose device copy it reads");
            }
            MintCopyCheck copies = new MintCopyCheck(symbols, this::error);
            for (DirectiveStmt ds : all) {
                Directive d = ds.directive();
                if (d == null || ds.ancestor(FunctionDef.class) == null) {
                    continue; // reported by the hiCUDA checker: a directive outside of a function
                }
                MintRegion region = MintRegion.enclosing(ds);
                if (!d.isMint()) {
                    if (region != null) {
                        error(ds.pos(), "'#pragma hicuda " + d.keyword() + "' inside the 'mint parallel' region of line "
                                + region.directive().pos().line() + ": hiCUDA and Mint directives cannot be mixed in one region");
                    }
                    continue;
                }
                KernelRegion kernel = KernelRegion.enclosing(ds);
                if (kernel != null) {
                    error(ds.pos(), "'#pragma mint " + d.keyword() + "' inside hiCUDA kernel '" + kernel.directive().name()
                            + "': hiCUDA and Mint directives cannot be mixed in one region");
                    continue;
                }
                directive(ds, d, region, copies);
            }
            for (MintRegion r : regions) {
                if (r.body() != null) {
                    region(r);
                }
            }
        }

        private void directive(DirectiveStmt ds, Directive d, MintRegion region, MintCopyCheck copies) {
            DirectiveStmt nest = enclosingNest(ds);
            if (d instanceof ParallelRegionDirective) {
                if (!(ds.attachedStatement() instanceof Compound)) {
                    error(ds.pos(), "'mint parallel' must be followed by a block { ... }: the accelerated region");
                } else if (region != null) {
                    error(ds.pos(), "'mint parallel' regions cannot be nested (this one is inside the region of line "
                            + region.directive().pos().line() + ")");
                }
            } else if (d instanceof DataDirective dd) {
                if (region != null) {
                    error(ds.pos(), "'mint copy' inside the 'mint parallel' region of line " + region.directive().pos().line()
                            + ": copy the data before the region (toDevice) or after it (fromDevice)");
                } else {
                    copies.check(ds, dd);
                }
            } else if (region == null) {
                error(ds.pos(), "'mint " + d.keyword() + "' outside of a 'mint parallel' region");
            } else if (nest != null) {
                error(ds.pos(), "'mint " + d.keyword() + "' inside the loop nest of the 'mint for' of line "
                        + nest.pos().line() + ", which runs on the device");
            } else if (d instanceof LoopNestDirective) {
                new MintNestCheck(symbols.constEval(), this::error).check(ds);
            } else if (d instanceof SimpleDirective s && s.kind() == SimpleDirective.Kind.SINGLE
                    && ds.attachedStatement() == null) {
                error(ds.pos(), "'mint single' must be followed by the statement (or block) it applies to");
            }
        }

        /** The {@code mint for} directive whose loop nest contains {@code n}, or null. */
        private static DirectiveStmt enclosingNest(Node n) {
            for (Node child = n, p = n.parent(); p != null; child = p, p = p.parent()) {
                if (p instanceof Compound c && child instanceof Stmt s) {
                    int i = c.indexOf(s);
                    for (int j = i - 1; j >= 0 && c.items().get(j) instanceof DirectiveStmt d; j--) {
                        if (d.directive() instanceof LoopNestDirective && d.directive().isMint() && child != n) {
                            return d;
                        }
                    }
                }
            }
            return null;
        }

        /** fromDevice copies of what the region has; arrays its loop nests use have device copies. */
        private void region(MintRegion r) {
            Map<String, DataDirective> devices = r.deviceCopies();
            Set<String> seen = new HashSet<>();
            for (DirectiveStmt ds : r.copiesIn()) {
                DataDirective dd = (DataDirective) ds.directive();
                if (!seen.add(dd.variable().name())) {
                    error(dd.variable().pos(), "'" + dd.variable().name() + "' is copied to the device twice before the"
                            + " 'mint parallel' region of line " + r.directive().pos().line());
                }
            }
            for (DirectiveStmt ds : r.copiesOut()) {
                DataDirective dd = (DataDirective) ds.directive();
                if (!devices.containsKey(dd.variable().name())) {
                    error(dd.variable().pos(), "'mint copy(..., fromDevice, ...)' of '" + dd.variable().name()
                            + "', which was never copied to the device: no 'copy(" + dd.variable().name()
                            + ", toDevice, ...)' comes before the 'mint parallel' region of line " + r.directive().pos().line());
                }
            }
            for (DirectiveStmt ds : NodeWalker.collect(r.body(), DirectiveStmt.class)) {
                if (ds.directive() instanceof LoopNestDirective && ds.directive().isMint() && ds.attachedStatement() != null) {
                    nestData(r, ds, devices);
                }
            }
        }

        /** Every array or pointer the nest after {@code ds} uses from outside it has a device copy. */
        private void nestData(MintRegion r, DirectiveStmt ds, Map<String, DataDirective> devices) {
            Stmt nest = ds.attachedStatement();
            Set<Symbol> locals = new HashSet<>();
            NodeWalker.preOrder(nest, n -> {
                if (n instanceof InitDeclarator id && id.name() != null) {
                    Symbol s = symbols.lookup(id.name(), id);
                    if (s != null && s.declaration() == id) {
                        locals.add(s);
                    }
                }
            });
            Set<Symbol> reported = new HashSet<>();
            for (Ident i : NodeWalker.collect(nest, Ident.class)) {
                Symbol s = i.symbol();
                if (s == null || !s.isObject() || locals.contains(s) || HostArrayType.of(s.type()) == null
                        || devices.containsKey(s.name()) || !reported.add(s)) {
                    continue;
                }
                error(i.pos(), "'" + s.name() + "' is used in the 'mint for' loop nest of line " + ds.pos().line()
                        + " but has no device copy: add '#pragma mint copy(" + s.name() + ", toDevice, ...)' before the"
                        + " 'mint parallel' region of line " + r.directive().pos().line());
            }
        }
    }
}
