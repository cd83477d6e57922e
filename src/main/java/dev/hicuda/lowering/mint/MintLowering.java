package dev.hicuda.lowering.mint;

import dev.hicuda.analysis.HostArrayType;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.mint.MintLoopNest;
import dev.hicuda.analysis.mint.MintRegion;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.LoopNestDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import dev.hicuda.lowering.target.HostApi;
import java.util.Set;

/**
 * Translates the Mint directives into the common directive IR that the hiCUDA lowering
 * translates (docs/mint.md): each {@code mint for} nest becomes a kernel region with partitioned
 * loops ({@link MintNestLowering}); a copy stays a global data directive (a pitched alloc with
 * copyin, or a copyout), preceded by an implicit {@code shape} for a pointer, whose dimensions it
 * gives; the device copies of a region are freed after its last fromDevice copy; pointer swaps in
 * the region's host code are mirrored on the device copies ({@link PointerSwapMirroring}).  The
 * kernels of a region are launched without waiting; the host waits for them at a {@code barrier}
 * and at the end of the region.  Symbols are resolved again for the statements made here.
 */
public final class MintLowering implements Pass {
    private HostApi api;

    @Override
    public String name() {
        return "mint";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!NodeWalker.any(tu, n -> n instanceof DirectiveStmt d && d.directive() != null && d.directive().isMint())) {
            return tu;
        }
        SymbolTable symbols = SymbolTable.of(ctx);
        Exprs ex = new Exprs(symbols.constEval());
        api = HostApi.of(ctx.target());
        for (FunctionDef f : tu.functions()) {
            Set<String> names = new HashSet<>();
            for (MintRegion r : MintRegion.all(f.body())) {
                new PointerSwapMirroring(symbols, ctx.reporter(), api).run(r);
                for (DirectiveStmt ds : r.copiesIn()) {
                    shapes(ds, symbols);
                    DataDirective dd = (DataDirective) ds.directive();
                    if (dd.copyinVariable() != null) {
                        // the host variable that names the device copy may have no other use left
                        r.block().insertAfter(ds, VerbatimStmt.of("(void) &" + dd.variable().name() + "; /* stands for the device copy of "
                                + dd.copyinVariable().name() + " in the mint parallel region of line " + r.directive().pos().line() + " */"));
                    }
                }
                for (DirectiveStmt ds : r.copiesOut()) {
                    shapes(ds, symbols);
                }
                free(r);
                for (DirectiveStmt ds : NodeWalker.collect(r.body(), DirectiveStmt.class)) {
                    if (ds.directive() instanceof LoopNestDirective) {
                        String name = "mint_" + f.name() + "_" + ds.pos().line();
                        if (!names.add(name)) {
                            name += "_" + ds.pos().column();
                        }
                        new MintNestLowering(ex).lower(MintLoopNest.of(ds, symbols.constEval()), name);
                    } else if (ds.directive() instanceof SimpleDirective s) {
                        replace(ds, s.kind() == SimpleDirective.Kind.BARRIER
                                ? sync(ds.pos(), "mint barrier") : "/* " + oneLine(ds.text()) + " */");
                    }
                }
                r.body().add(VerbatimStmt.of(sync(r.directive().pos(), "end of the mint parallel region")));
                replace(r.directive(), "/* " + oneLine(r.directive().text()) + ": the loop nests below run on the GPU, the rest"
                        + " on the host, where each array copied in stands for its device copy */");
            }
        }
        new SymbolResolver().run(tu, ctx);
        return tu;
    }

    /**
     * An implicit {@code shape} before a copy for each pointer it names: the copy's sizes are the
     * dimensions of the data the pointer points to (as {@code shape} gives them in hiCUDA).
     */
    private static void shapes(DirectiveStmt ds, SymbolTable symbols) {
        DataDirective dd = (DataDirective) ds.directive();
        for (Section s : new Section[] {dd.variable(), dd.copyinVariable(), dd.to()}) {
            if (s == null) {
                continue;
            }
            Symbol sym = symbols.lookup(s.name(), ds);
            HostArrayType t = sym == null ? null : HostArrayType.of(sym.type());
            if (t == null || t.kind() == HostArrayType.Kind.ARRAY) {
                continue;
            }
            int rank = t.kind() == HostArrayType.Kind.FLAT ? dd.dims().size() : t.rank();
            List<Expr> dims = new ArrayList<>();
            for (Expr e : dd.dims().subList(dd.dims().size() - rank, dd.dims().size())) {
                dims.add(Exprs.wrap(e));
            }
            ShapeDirective sh = new ShapeDirective(s.name(), dims, true);
            sh.at(s.pos());
            ((Compound) ds.parent()).insertBefore(ds, new DirectiveStmt("", sh).at(ds.pos()));
        }
    }

    /** {@code global free} of the region's device copies after its last fromDevice copy (or after it). */
    private static void free(MintRegion r) {
        List<DataDirective.Name> names = new ArrayList<>();
        for (String n : r.deviceCopies().keySet()) {
            names.add(new DataDirective.Name(n, r.directive().pos()));
        }
        if (names.isEmpty()) {
            return;
        }
        DataDirective free = new DataDirective(DataDirective.Memory.GLOBAL, DataDirective.Action.FREE, null, false, null,
                false, null, false, names);
        free.at(r.directive().pos());
        free.setDialect("mint");
        DirectiveStmt ds = new DirectiveStmt("end of the device copies of the mint parallel region of line "
                + r.directive().pos().line(), free).at(r.directive().pos());
        r.block().insertAfter(r.end(), ds);
    }

    /** The host waits for the kernels launched before. */
    private String sync(SourcePos at, String what) {
        return String.join(" ", api.waitForKernels(at.file() + ":" + at.line() + ": " + what));
    }

    private static void replace(Stmt s, String line) {
        VerbatimStmt v = VerbatimStmt.of(line);
        v.setLeadingTrivia(s.leadingTrivia());
        v.at(s.pos());
        ((Compound) s.parent()).set(((Compound) s.parent()).indexOf(s), v);
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s*\\\\\\r?\\n\\s*", " ").replace("*/", "* /");
    }
}
