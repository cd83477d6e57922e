package dev.hicuda.lowering.kernel;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.SharedBufferDecl;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.lowering.data.ConstantMemoryPlan;
import dev.hicuda.pass.OpenClNames;

import java.util.ArrayList;
import java.util.List;

/**
 * How the host program starts a kernel on the OpenCL target.  The kernel lives in the OpenCL C
 * program that the host builds at run time, so its launch function is host code: a C function
 * {@code hicuda_launch_K(groups, items, local bytes, arguments..., where)}, defined in the host
 * program before the function the kernel came from, which sets each argument with
 * {@code clSetKernelArg} (a device copy is a {@code cl_mem}) and enqueues the kernel over
 * {@code groups × items} work-items in work-groups of {@code items}, every call checked and
 * reported with the launch directive's file:line.
 *
 * <p>A kernel whose name OpenCL C reserves ({@code local}, {@code dot}) is named with a trailing
 * underscore.  The kernel gains the parameters through which OpenCL hands it what CUDA declares at file
 * scope: its dynamic shared memory becomes a {@code __local} buffer parameter (sized by the
 * launch), and the constant pool a {@code __constant} buffer parameter (the runtime's pool).
 */
final class OpenClKernelInterface {
    private final CPrinter printer = CPrinter.readable();

    /** Adds the kernel's OpenCL parameters, and its launch function to the host program before {@code host}. */
    void define(TranslationUnit tu, FunctionDef host, FunctionDef kernel, long poolBytes) {
        List<ParamDecl> userParams = new ArrayList<>(kernel.functionDeclarator().params());
        String local = null;
        for (SharedBufferDecl b : NodeWalker.collect(kernel.body(), SharedBufferDecl.class)) {
            ((Compound) b.parent()).remove(b);
            local = b.name();
            kernel.functionDeclarator().addParam(new ParamDecl(DeclSpecs.keywords("__local", "unsigned", "char"),
                    new PointerDeclarator(List.of(), new NameDeclarator(local))));
        }
        if (poolBytes > 0) {
            kernel.functionDeclarator().addParam(new ParamDecl(DeclSpecs.keywords("__constant", "unsigned", "char"),
                    new PointerDeclarator(List.of(), new NameDeclarator(ConstantMemoryPlan.POOL))));
        }
        String name = kernel.name();
        String clName = OpenClNames.kernelName(name);
        kernel.declarator().nameDeclarator().setName(clName); // OpenCL C reserves some names C leaves free
        tu.insertBefore(host, launcher(name, clName, userParams, local, poolBytes));
    }

    private VerbatimStmt launcher(String kernel, String clName, List<ParamDecl> params, String local, long poolBytes) {
        List<String> header = new ArrayList<>(List.of("const size_t hicuda_groups[3]", "const size_t hicuda_items[3]",
                "size_t hicuda_local_bytes"));
        List<String> body = new ArrayList<>();
        body.add("static struct hicuda_cl_kernel hicuda_kernel; /* made at the first launch */");
        if (poolBytes > 0) {
            body.add("cl_mem hicuda_pool = hicuda_cl_constant_pool(" + poolBytes + ", hicuda_where);");
        }
        body.add("if (hicuda_kernel.kernel == NULL) {");
        body.add("    hicuda_cl_kernel(&hicuda_kernel, \"" + clName + "\", hicuda_where);");
        body.add("}");
        int index = 0;
        for (ParamDecl p : params) {
            String name = p.name();
            if (p.declarator().declaresPointer()) {
                header.add("cl_mem " + name);
                body.add(arg(index++, "sizeof(cl_mem)", "&" + name, null));
            } else {
                header.add(printer.param(p));
                body.add(arg(index++, "sizeof " + name, "&" + name, null));
            }
        }
        if (local != null) {
            body.add(arg(index++, "hicuda_local_bytes", "NULL", local + ": the work-group's local memory (CUDA's shared memory)"));
        }
        if (poolBytes > 0) {
            body.add(arg(index++, "sizeof(cl_mem)", "&hicuda_pool", ConstantMemoryPlan.POOL + ": the constant pool"));
        }
        body.add("hicuda_cl_run(&hicuda_kernel, hicuda_groups, hicuda_items, hicuda_local_bytes, hicuda_where);");
        header.add("const char *hicuda_where");
        List<String> lines = new ArrayList<>();
        lines.add("static void " + KernelHostInterface.launcher(kernel) + "(" + String.join(", ", header) + ")");
        lines.add("{");
        for (String l : body) {
            lines.add("    " + l);
        }
        lines.add("}");
        VerbatimStmt v = new VerbatimStmt(lines);
        v.setLeadingTrivia(List.of(Trivia.blank(), new Trivia(Trivia.Kind.COMMENT, "/* kernel " + kernel
                + ": OpenCL C, embedded at the end of this file; this function sets its arguments and enqueues it,"
                + " one work-group per thread block, one work-item per thread */")));
        return v;
    }

    private static String arg(int index, String size, String value, String comment) {
        return "hicuda_cl_arg(&hicuda_kernel, " + index + ", " + size + ", " + value + ", hicuda_where);"
                + (comment == null ? "" : " /* " + comment + " */");
    }
}
