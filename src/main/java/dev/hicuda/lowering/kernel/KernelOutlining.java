package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.DeviceUnit;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.FunctionDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.data.ReadOnlyKernelData;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Outlines a lowered kernel body into a {@code __global__} function: its parameters are the
 * device copies of the arrays and the host scalars it reads, its private scalars are declared
 * at its top (and dropped from the host when the host no longer uses them); the functions it
 * calls are compiled for the device by {@link DeviceFunctions}.
 */
final class KernelOutlining {
    /** The kernel's parameters and, in the same order, the host's arguments to them. */
    record Signature(FunctionDef kernel, List<ParamDecl> params, List<Expr> args) {
    }

    private KernelOutlining() {
    }

    /** Places the kernel {@code name} with body {@code kbody} before {@code host}; returns its parameters. */
    static Signature outline(String name, Compound kbody, SourcePos where, int regionEpoch, FunctionDef host, TranslationUnit tu,
                             KernelDataAccesses data, ReadOnlyKernelData readOnly, List<LoopPartitioner.HostValue> hostValues,
                             String launchBounds, Set<String> writtenThroughCalls) {
        addScalarParameters(kbody, data);
        declarePrivates(kbody, data.privates);
        dropUnusedHostDeclarations(host, data.privates);

        List<ParamDecl> params = new ArrayList<>();
        List<Expr> args = new ArrayList<>();
        Set<String> written = writtenArrays(kbody);
        written.addAll(writtenThroughCalls);
        for (DeviceArray a : data.arrays.values()) {
            params.add(readOnly.param(a, written.contains(a.host.name())));
            args.add(a.argument());
        }
        for (Symbol s : data.scalars) {
            DeclSpecs sp = s.specs().withoutStorage();
            params.add(new ParamDecl(sp, new NameDeclarator(s.name())));
            args.add(Exprs.id(s.name()));
        }
        for (LoopPartitioner.HostValue h : hostValues) { // computed by the host before the launch (KernelLaunchBuilder)
            params.add(new ParamDecl(DeclSpecs.keywords("int"), new NameDeclarator(h.name())));
            args.add(Exprs.id(KernelLaunchBuilder.hostValueName(name, h)));
        }
        FunctionDeclarator fd = new FunctionDeclarator(new NameDeclarator(name), params, false);
        DeclSpecs specs = launchBounds == null ? DeclSpecs.keywords("__global__", "void") : DeclSpecs.keywords("__global__", "void", launchBounds);
        FunctionDef kernel = new FunctionDef(specs, fd, kbody).at(where);
        kernel.setLeadingTrivia(List.of(Trivia.blank(),
                new Trivia(Trivia.Kind.COMMENT, "/* kernel " + name + ": outlined from " + where.file() + ":" + where.line() + " */")));
        kernel.setEpoch(regionEpoch); // the macros its text uses are those in force at the region
        tu.device().add(DeviceUnit.Section.KERNELS, kernel);
        return new Signature(kernel, params, args);
    }

    /** Sizes of the virtual spaces used inside the kernel (e.g. tblock(nblocks)) are parameters too. */
    private static void addScalarParameters(Compound kbody, KernelDataAccesses data) {
        for (Ident i : NodeWalker.collect(kbody, Ident.class)) {
            Symbol sym = i.symbol();
            if (sym != null && sym.isObject() && !data.locals.contains(sym) && !data.privates.contains(sym)
                    && !data.arrays.containsKey(sym) && sym.type() != null && sym.type().isArithmetic()) {
                data.scalars.add(sym);
            }
        }
    }

    /** Private copies of host scalars that the kernel assigns before reading. */
    private static void declarePrivates(Compound kbody, Set<Symbol> privates) {
        int at = 0;
        for (Symbol p : privates) {
            if (!NodeWalker.any(kbody, n -> n instanceof Ident i && i.name().equals(p.name()))) {
                continue; // a loop variable that the partitioned loop no longer needs
            }
            Declaration d = new Declaration(p.specs().withoutStorage(), List.of(new InitDeclarator(new NameDeclarator(p.name()), null, null)));
            kbody.insert(at++, new DeclStmt(d));
        }
    }

    /**
     * A host scalar that became private to the kernel (a loop index, say) and that the host no longer
     * uses is removed from the host's declaration, so that no unused variable is left behind.
     */
    private static void dropUnusedHostDeclarations(FunctionDef host, Set<Symbol> privates) {
        for (Symbol p : privates) {
            if (p.declaration() instanceof InitDeclarator id && id.init() == null && id.isInside(host.body())
                    && !NodeWalker.any(host.body(), n -> n instanceof Ident i && i.symbol() == p)) {
                DeclStmt.removeDeclarator(id);
            }
        }
    }

    /** The names of the arrays the kernel body stores to (assignments, ++/--, or taking an element's address). */
    static Set<String> writtenArrays(Compound kbody) {
        Set<String> out = new HashSet<>();
        NodeWalker.preOrder(kbody, n -> {
            Expr target = null;
            if (n instanceof Assign a) {
                target = a.target();
            } else if (n instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
                target = u.operand();
            }
            Expr e = target == null ? null : Paren.strip(target);
            while (e instanceof Index || e instanceof Member || e instanceof Paren || e instanceof Unary u0 && u0.op().equals("*")) {
                e = e instanceof Index ix ? ix.base() : e instanceof Member m ? m.base() : e instanceof Paren p ? p.inner()
                        : ((Unary) e).operand();
                if (e instanceof Binary b && (b.op().equals("+") || b.op().equals("-"))) {
                    e = b.left();
                }
            }
            if (e instanceof Ident i) {
                out.add(i.name());
            }
        });
        return out;
    }
}
