package dev.hicuda.lowering.kernel;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.SharedBufferDecl;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.lowering.data.ConstantMemoryPlan;
import dev.hicuda.pass.OpenClNames;

import java.util.ArrayList;
import java.util.List;

/**
 * How the host program starts a kernel on the OpenCL target.  The kernel lives in the OpenCL C
 * program that the host builds at run time, so its launch function is host code: a C function
 * {@code hicuda_launch_K(groups, items, arguments..., where)}, defined in the host
 * program before the function the kernel came from, which sets each argument with
 * {@code clSetKernelArg} (a device copy is a {@code cl_mem}) and enqueues the kernel over
 * {@code groups × items} work-items in work-groups of {@code items}, every call checked and
 * reported with the launch directive's file:line.
 *
 * <p>A kernel whose name OpenCL C reserves ({@code local}, {@code dot}) is named with a trailing
 * underscore.  Its shared memory (CUDA's dynamic {@code extern __shared__} buffer) is a
 * {@code __local} array of the kernel, 16-byte aligned, of the size the lowering computed: OpenCL
 * has dynamic local memory too (a {@code __local uchar *} parameter sized by {@code clSetKernelArg}),
 * but on an H100 every kernel given its shared memory that way failed with
 * {@code CL_INVALID_COMMAND_QUEUE}, while {@code __local} arrays ran (probably the driver aligns a
 * {@code uchar} buffer less than the wider types the shared views read need).  The constant pool is a {@code __constant} buffer parameter (the runtime's pool).  A
 * thread space of constant size is the kernel's {@code reqd_work_group_size}, so that the OpenCL
 * compiler builds it for work-groups that large (NVIDIA's otherwise allowed some kernels only 256
 * work-items).
 */
final class OpenClKernelInterface {
    private final CPrinter printer = CPrinter.readable();

    /**
     * Gives the kernel its local-memory array ({@code sharedBytes} of them), its constant-pool
     * parameter and its work-group size ({@code items}, each null where not constant), and adds its
     * launch function to the host program before {@code host}.
     */
    void define(TranslationUnit tu, FunctionDef host, FunctionDef kernel, long sharedBytes, List<Long> items, long poolBytes) {
        List<ParamDecl> userParams = new ArrayList<>(kernel.functionDeclarator().params());
        for (SharedBufferDecl b : NodeWalker.collect(kernel.body(), SharedBufferDecl.class)) {
            Compound c = (Compound) b.parent();
            DeclSpecs specs = DeclSpecs.keywords("__local");
            specs.parts().add(new DeclSpecs.Part(DeclSpecs.Kind.ATTRIBUTE, "__attribute__((aligned(16)))", null));
            specs.parts().add(new DeclSpecs.Part(DeclSpecs.Kind.KEYWORD, "unsigned", null));
            specs.parts().add(new DeclSpecs.Part(DeclSpecs.Kind.KEYWORD, "char", null));
            DeclStmt buffer = new DeclStmt(new Declaration(specs, new ArrayList<>(List.of(new InitDeclarator(
                    new ArrayDeclarator(new NameDeclarator(b.name()), Literal.integer(sharedBytes), List.of()), null, null)))));
            buffer.setTrailingComment("/* the work-group's shared (local) memory */");
            c.set(c.indexOf(b), buffer);
        }
        if (items.stream().allMatch(java.util.Objects::nonNull)) {
            kernel.specs().parts().add(0, new DeclSpecs.Part(DeclSpecs.Kind.ATTRIBUTE, "__attribute__((reqd_work_group_size("
                    + items.get(0) + ", " + items.get(1) + ", " + items.get(2) + ")))", null));
        }
        if (poolBytes > 0) {
            kernel.functionDeclarator().addParam(new ParamDecl(DeclSpecs.keywords("__constant", "unsigned", "char"),
                    new PointerDeclarator(List.of(), new NameDeclarator(ConstantMemoryPlan.POOL))));
        }
        String name = kernel.name();
        String clName = OpenClNames.kernelName(name);
        kernel.declarator().nameDeclarator().setName(clName); // OpenCL C reserves some names C leaves free
        tu.insertBefore(host, launcher(name, clName, userParams, poolBytes));
    }

    private VerbatimStmt launcher(String kernel, String clName, List<ParamDecl> params, long poolBytes) {
        List<String> header = new ArrayList<>(List.of("const size_t hicuda_groups[3]", "const size_t hicuda_items[3]"));
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
        if (poolBytes > 0) {
            body.add(arg(index++, "sizeof(cl_mem)", "&hicuda_pool", ConstantMemoryPlan.POOL + ": the constant pool"));
        }
        body.add("hicuda_cl_run(&hicuda_kernel, hicuda_groups, hicuda_items, hicuda_where);");
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
