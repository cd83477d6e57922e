package dev.hicuda.lowering.kernel;

import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.DeviceUnit;
import dev.hicuda.ir.decl.FunctionDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.KernelLaunch;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.Return;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.lowering.shared.SharedMemoryLowering;

import java.util.ArrayList;
import java.util.List;

/**
 * How the host program, which stays C, starts a kernel that lives in the device file: through a
 * launch function with C linkage, {@code hicuda_launch_K(grid, block, shared bytes, stream,
 * arguments…)}, defined in the device file next to the kernel (where the launch syntax of the
 * target is legal) and declared in the host program before the function the kernel came from.
 * The launch function also opts the kernel in to more than 48 KB of shared memory when it needs
 * it, and returns the launch's error, which the host checks with the directive's file:line.
 */
final class KernelHostInterface {
    static final String GRID = "hicuda_grid";
    static final String BLOCK = "hicuda_block";
    static final String SHARED = "hicuda_shared_bytes";
    static final String STREAM = "hicuda_stream";

    private final CPrinter printer = CPrinter.readable();

    /** The name of the launch function of kernel {@code kernel}. */
    static String launcher(String kernel) {
        return "hicuda_launch_" + kernel;
    }

    /** The parameters of the launch function: the kernel's, without the qualifiers only a kernel needs. */
    private static List<ParamDecl> hostParams(List<ParamDecl> kernelParams) {
        List<ParamDecl> out = new ArrayList<>();
        for (ParamDecl p : kernelParams) {
            out.add(new ParamDecl(p.specs().copy(), withoutRestrict(p.declarator())));
        }
        return out;
    }

    private static Declarator withoutRestrict(Declarator d) {
        if (d instanceof PointerDeclarator pd) {
            List<String> q = new ArrayList<>(pd.qualifiers());
            q.remove("__restrict__");
            return new PointerDeclarator(q, withoutRestrict(pd.inner()));
        }
        return d.copy();
    }

    /** The launch function's declarator, parameters included. */
    private static FunctionDeclarator declarator(String kernel, List<ParamDecl> params) {
        List<ParamDecl> all = new ArrayList<>();
        all.add(new ParamDecl(new DeclSpecs(List.of(new DeclSpecs.Part(DeclSpecs.Kind.TYPEDEF_NAME, "dim3", null))),
                new NameDeclarator(GRID)));
        all.add(new ParamDecl(new DeclSpecs(List.of(new DeclSpecs.Part(DeclSpecs.Kind.TYPEDEF_NAME, "dim3", null))),
                new NameDeclarator(BLOCK)));
        all.add(new ParamDecl(new DeclSpecs(List.of(new DeclSpecs.Part(DeclSpecs.Kind.TYPEDEF_NAME, "size_t", null))),
                new NameDeclarator(SHARED)));
        all.add(new ParamDecl(new DeclSpecs(List.of(new DeclSpecs.Part(DeclSpecs.Kind.TYPEDEF_NAME, "cudaStream_t", null))),
                new NameDeclarator(STREAM)));
        all.addAll(params);
        return new FunctionDeclarator(new NameDeclarator(launcher(kernel)), all, false);
    }

    /** Adds the launch function of a kernel to the device file. */
    void define(DeviceUnit device, String kernel, List<ParamDecl> kernelParams, long sharedBytes, boolean usesBarriers) {
        List<ParamDecl> params = hostParams(kernelParams);
        List<Expr> args = new ArrayList<>();
        for (ParamDecl p : params) {
            args.add(new Ident(p.name()));
        }
        List<Stmt> body = new ArrayList<>();
        if (sharedBytes > SharedMemoryLowering.DEFAULT_LIMIT) {
            body.add(VerbatimStmt.of("cudaError_t hicuda_err = cudaFuncSetAttribute(" + kernel
                            + ", cudaFuncAttributeMaxDynamicSharedMemorySize, (int) " + SHARED + ");",
                    "if (hicuda_err != cudaSuccess) {", "    return hicuda_err;", "}"));
        }
        body.add(new ExprStmt(new KernelLaunch(kernel, new Ident(GRID), new Ident(BLOCK), new Ident(SHARED), new Ident(STREAM),
                args, usesBarriers)));
        body.add(new Return(new dev.hicuda.ir.expr.Call(new Ident("cudaGetLastError"), new ArrayList<>())));
        DeclSpecs specs = DeclSpecs.keywords("extern \"C\"");
        specs.parts().add(new DeclSpecs.Part(DeclSpecs.Kind.TYPEDEF_NAME, "cudaError_t", null));
        FunctionDef f = new FunctionDef(specs, declarator(kernel, params), new Compound(body));
        f.setLeadingTrivia(List.of(Trivia.blank(), new Trivia(Trivia.Kind.COMMENT,
                "/* Launches kernel " + kernel + " for the host program (which is C): returns the launch's error. */")));
        device.add(DeviceUnit.Section.HOST_INTERFACE, f);
    }

    /** The declaration of a kernel's launch function for the host program. */
    Stmt prototype(String kernel, List<ParamDecl> kernelParams) {
        String decl = "cudaError_t " + printer.declarator(declarator(kernel, hostParams(kernelParams))) + ";";
        VerbatimStmt v = VerbatimStmt.of(decl);
        v.setLeadingTrivia(List.of(Trivia.blank(), new Trivia(Trivia.Kind.COMMENT,
                "/* kernel " + kernel + ": it runs on the GPU, and is defined with this launch function in the device file */")));
        return v;
    }
}
