package dev.hicuda.backend.opencl;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.DeviceUnit;
import dev.hicuda.ir.decl.FunctionDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.decl.TypeName;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.expr.VerbatimExpr;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.print.Identifiers;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.pass.OpenClNames;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Respells the device unit, which the lowering leaves in CUDA's terms, as OpenCL C 1.2:
 * <ul>
 * <li>{@code __global__} kernels are {@code __kernel} functions, {@code __device__} functions plain
 * ones; {@code __restrict__} is {@code restrict}; {@code long long} is {@code long};</li>
 * <li>the thread-block and thread spaces are the NDRange's work-groups and work-items:
 * {@code threadIdx.x} is {@code get_local_id(0)}, {@code blockIdx} {@code get_group_id},
 * {@code blockDim} {@code get_local_size}, {@code gridDim} {@code get_num_groups};</li>
 * <li>{@code __syncthreads()} is {@code barrier(CLK_LOCAL_MEM_FENCE)}, with
 * {@code CLK_GLOBAL_MEM_FENCE} too in a kernel that reads a global array it writes (CUDA's barrier
 * orders both memories);</li>
 * <li>shared arrays declared in a block ({@code __shared__}) move to the kernel's outermost block
 * as {@code __local} arrays, where OpenCL C requires them;</li>
 * <li>reads through the read-only path ({@code __ldg(&a[i])}, for texture arrays) are plain reads
 * of the {@code const restrict} parameter;</li>
 * <li>every pointer gets its address space ({@link AddressSpaces});</li>
 * <li>user names that OpenCL C reserves get a trailing underscore, and the C library functions the
 * code calls become macros over OpenCL's built-ins ({@link OpenClLibrary}).</li>
 * </ul>
 * What OpenCL C cannot express gets a located error (see docs/opencl.md).
 */
final class OpenClDeviceCode {
    private static final Map<String, String> WORK_ITEM_FUNCTIONS = Map.of("threadIdx", "get_local_id", "blockIdx", "get_group_id",
            "blockDim", "get_local_size", "gridDim", "get_num_groups");
    /** Kernel parameter types that OpenCL C forbids, and the type of the same size each becomes. */
    private static final Map<String, String> KERNEL_PARAM_TYPES = Map.of("size_t", "ulong", "ptrdiff_t", "long", "intptr_t", "long",
            "uintptr_t", "ulong", "_Bool", "uchar", "bool", "uchar");

    private final Reporter reporter;
    private final CPrinter printer = CPrinter.readable();

    OpenClDeviceCode(Reporter reporter) {
        this.reporter = reporter;
    }

    void rewrite(DeviceUnit device) {
        List<FunctionDef> kernels = functions(device, DeviceUnit.Section.KERNELS);
        List<FunctionDef> functions = functions(device, DeviceUnit.Section.FUNCTIONS);
        dropIncludes(device.unit());
        renameReserved(device, kernels, functions);
        for (FunctionDef k : kernels) {
            k.specs().remove("__global__");
            k.specs().addFirst("__kernel");
            hoistSharedArrays(k);
            kernelParameterTypes(k);
        }
        for (FunctionDef f : functions) {
            f.specs().remove("__device__");
            for (DeclStmt d : NodeWalker.collect(f.body(), DeclStmt.class)) {
                if (d.decl().specs().has("__shared__")) {
                    reporter.error(d.pos(), "a __shared__ array in a device function: OpenCL C allows local memory only in kernels");
                }
            }
        }
        TypeSpelling.respell(device.unit(), reporter);
        for (FunctionDef f : concat(kernels, functions)) {
            splitPointerDeclarations(f);
        }
        restrictQualifiers(device.unit());
        new AddressSpaces(reporter, constantViews(device), functions).run(kernels);
        for (FunctionDef k : kernels) {
            workItems(k);
            barriers(k, needsGlobalFence(k));
            readOnlyLoads(k);
        }
        for (FunctionDef f : functions) {
            workItems(f);
            barriers(f, true);
            readOnlyLoads(f);
        }
        prototypes(device, functions);
        checkCalls(concat(kernels, functions), functions);
        prelude(device);
    }

    private static List<FunctionDef> functions(DeviceUnit device, DeviceUnit.Section section) {
        List<FunctionDef> l = new ArrayList<>();
        for (Node n : device.items(section)) {
            if (n instanceof FunctionDef f) {
                l.add(f);
            }
        }
        return l;
    }

    private static List<FunctionDef> concat(List<FunctionDef> a, List<FunctionDef> b) {
        List<FunctionDef> l = new ArrayList<>(a);
        l.addAll(b);
        return l;
    }

    /**
     * {@code #include} lines that came along with copied code (a device function's leading lines):
     * OpenCL C has no headers, and the build would fail on a host header.
     */
    private static void dropIncludes(Node root) {
        NodeWalker.preOrder(root, n -> {
            if (n.leadingTrivia().stream().anyMatch(OpenClDeviceCode::isInclude)) {
                n.setLeadingTrivia(n.leadingTrivia().stream().filter(t -> !isInclude(t)).toList());
            }
        });
    }

    private static boolean isInclude(Trivia t) {
        return t.kind() == Trivia.Kind.PREPROCESSOR && t.text().stripLeading().matches("#\\s*include\\b.*");
    }

    // ------------------------------------------------------------------ names

    /**
     * User names that OpenCL C reserves get a trailing underscore (as the C++ back ends do for C++
     * keywords); a device function named like an OpenCL built-in too.  (Kernels are named so by the
     * lowering already: the host looks them up by their names.)
     */
    private void renameReserved(DeviceUnit device, List<FunctionDef> kernels, List<FunctionDef> functions) {
        Set<String> clashing = new LinkedHashSet<>();
        for (FunctionDef f : functions) {
            if (OpenClNames.BUILTINS.contains(f.name()) || OpenClLibrary.C_FUNCTIONS.containsKey(f.name())) {
                clashing.add(f.name());
            }
        }
        NodeWalker.preOrder(device.unit(), n -> {
            if (n instanceof Ident i && (reserved(i.name()) || clashing.contains(i.name()))) {
                i.setName(i.name() + "_");
            } else if (n instanceof Member m && reserved(m.name())) {
                reporter.error(m.pos(), "member '" + m.name() + "': OpenCL C reserves this name; rename the structure's member");
            } else if (n instanceof NameDeclarator d && d.name() != null && (reserved(d.name()) || clashing.contains(d.name()))
                    && d.ancestor(dev.hicuda.ir.decl.StructSpec.class) == null) {
                d.setName(d.name() + "_");
            } else if (n instanceof DeclSpecs s) {
                for (int j = 0; j < s.parts().size(); j++) {
                    DeclSpecs.Part p = s.parts().get(j);
                    if (p.kind() == DeclSpecs.Kind.TYPEDEF_NAME && reserved(p.text())) {
                        s.parts().set(j, new DeclSpecs.Part(p.kind(), p.text() + "_", null));
                    }
                }
            }
        });
    }

    private static boolean reserved(String name) {
        return OpenClNames.isReserved(name);
    }

    // ------------------------------------------------------------------ declarations

    /**
     * Shared arrays declared inside a kernel's blocks move to its outermost block, where OpenCL C
     * allows {@code __local} variables (one per work-group, as CUDA's {@code __shared__}).
     */
    private void hoistSharedArrays(FunctionDef k) {
        int at = 0;
        for (DeclStmt d : NodeWalker.collect(k.body(), DeclStmt.class)) {
            if (!d.decl().specs().has("__shared__")) {
                continue;
            }
            for (InitDeclarator id : d.decl().declarators()) {
                if (id.init() != null) {
                    reporter.error(id.pos(), "a __shared__ variable cannot have an initializer");
                }
            }
            d.decl().specs().remove("__shared__");
            d.decl().specs().remove("extern");
            d.decl().specs().addFirst("__local");
            Compound c = (Compound) d.parent();
            c.remove(d);
            d.setLeadingTrivia(List.of());
            k.body().insert(at++, d);
        }
    }

    /** Kernel parameters of the types OpenCL C forbids there (size_t, bool) take the type of their size. */
    private void kernelParameterTypes(FunctionDef k) {
        for (ParamDecl p : k.functionDeclarator().params()) {
            if (p.specs() == null || p.declarator() == null || p.declarator().declaresPointer()) {
                continue;
            }
            List<DeclSpecs.Part> parts = p.specs().parts();
            for (int j = 0; j < parts.size(); j++) {
                DeclSpecs.Part part = parts.get(j);
                String t = part.text();
                if (t != null && KERNEL_PARAM_TYPES.containsKey(t)) {
                    parts.set(j, new DeclSpecs.Part(DeclSpecs.Kind.KEYWORD, KERNEL_PARAM_TYPES.get(t), null));
                }
                if (part.node() instanceof dev.hicuda.ir.decl.StructSpec s && NodeWalker.any(s, n -> n instanceof PointerDeclarator)) {
                    reporter.error(p.pos(), "parameter '" + p.name() + "' of kernel '" + k.name() + "' is a structure with pointers,"
                            + " which OpenCL kernels cannot take");
                }
            }
        }
    }

    /** {@code float *p = A, x;} becomes one declaration per declarator, so that each gets its own address space. */
    private static void splitPointerDeclarations(FunctionDef f) {
        for (DeclStmt d : NodeWalker.collect(f.body(), DeclStmt.class)) {
            List<InitDeclarator> ids = d.decl().declarators();
            if (ids.size() < 2 || ids.stream().noneMatch(i -> i.declarator() != null && i.declarator().declaresPointer())
                    || !(d.parent() instanceof Compound c)) {
                continue;
            }
            int at = c.indexOf(d);
            c.remove(d);
            boolean first = true;
            for (InitDeclarator id : new ArrayList<>(ids)) {
                DeclStmt one = new DeclStmt(new Declaration(d.decl().specs().copy(), new ArrayList<>(List.of(id.copy()))));
                one.at(d.pos());
                if (first) {
                    one.setLeadingTrivia(d.leadingTrivia());
                    first = false;
                }
                c.insert(at++, one);
            }
        }
    }

    /** CUDA's {@code __restrict__} is C99's {@code restrict}. */
    private static void restrictQualifiers(Node root) {
        for (PointerDeclarator pd : NodeWalker.collect(root, PointerDeclarator.class)) {
            if (pd.qualifiers().contains("__restrict__")) {
                List<String> q = new ArrayList<>();
                for (String s : pd.qualifiers()) {
                    q.add(s.equals("__restrict__") ? "restrict" : s);
                }
                NodeWalker.replace(pd, new PointerDeclarator(q, pd.inner()).at(pd.pos()));
            }
        }
    }

    /** The view macros of the constant pool ({@code #define c_A ((__constant ...) ...)}). */
    private static Set<String> constantViews(DeviceUnit device) {
        Set<String> views = new TreeSet<>();
        for (Node n : device.items(DeviceUnit.Section.DECLARATIONS)) {
            if (n instanceof VerbatimStmt v) {
                for (String l : v.lines()) {
                    if (l.startsWith("#define ") && l.contains("((__constant ")) {
                        views.add(l.substring(8, l.indexOf(' ', 8)));
                    }
                }
            }
        }
        return views;
    }

    /** Each device function's prototype, again from its definition (whose parameters now have address spaces). */
    private static void prototypes(DeviceUnit device, List<FunctionDef> functions) {
        for (Node n : device.items(DeviceUnit.Section.DECLARATIONS)) {
            if (!(n instanceof Declaration d) || d.declarators().size() != 1
                    || !(d.declarators().get(0).declarator() instanceof FunctionDeclarator)) {
                continue;
            }
            for (FunctionDef f : functions) {
                if (f.name().equals(d.declarators().get(0).name())) {
                    Declaration p = new Declaration(f.specs().copy(), new ArrayList<>(List.of(
                            new InitDeclarator(f.declarator().copy(), null, null))));
                    p.at(d.pos());
                    p.setLeadingTrivia(d.leadingTrivia());
                    NodeWalker.replace(d, p);
                }
            }
        }
    }

    // ------------------------------------------------------------------ expressions

    /** {@code threadIdx.x} → {@code get_local_id(0)} (converted to unsigned int, CUDA's type, unless cast already). */
    private static void workItems(FunctionDef f) {
        for (Member m : NodeWalker.collect(f.body(), Member.class)) {
            if (!(m.base() instanceof Ident b) || !WORK_ITEM_FUNCTIONS.containsKey(b.name()) || m.isArrow()) {
                continue;
            }
            int dim = switch (m.name()) {
                case "x" -> 0;
                case "y" -> 1;
                case "z" -> 2;
                default -> -1;
            };
            if (dim < 0) {
                continue;
            }
            Expr call = new Call(new Ident(WORK_ITEM_FUNCTIONS.get(b.name())), new ArrayList<>(List.of(Literal.integer(dim))));
            Expr replacement = m.parent() instanceof Cast ? call
                    : new Cast(new TypeName(DeclSpecs.keywords("uint"), new NameDeclarator(null)), call);
            NodeWalker.replace(m, replacement);
        }
    }

    /** {@code __syncthreads()} → {@code barrier(...)}. */
    private static void barriers(FunctionDef f, boolean global) {
        for (Call c : NodeWalker.collect(f.body(), Call.class)) {
            if ("__syncthreads".equals(c.calleeName())) {
                ((Ident) c.callee()).setName("barrier");
                c.setArgs(new ArrayList<>(List.of(new VerbatimExpr(global ? "CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE"
                        : "CLK_LOCAL_MEM_FENCE"))));
            }
        }
    }

    /**
     * Whether the kernel's barriers must order global memory too: when it reads a global array
     * that it may also write (a parameter that is not const), work-items of a group may
     * communicate through it across a barrier, as CUDA's {@code __syncthreads} allows.
     */
    private static boolean needsGlobalFence(FunctionDef k) {
        Set<String> writable = new LinkedHashSet<>();
        for (ParamDecl p : k.functionDeclarator().params()) {
            if (p.specs() != null && p.specs().has("__global") && !p.specs().has("const") && p.name() != null) {
                writable.add(p.name());
            }
        }
        for (Ident i : NodeWalker.collect(k.body(), Ident.class)) {
            if (writable.contains(i.name()) && !storedOnly(i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether this use of an array only names the element an assignment stores to. */
    private static boolean storedOnly(Ident i) {
        Node n = i;
        while (n.parent() instanceof Index ix && ix.base() == n || n.parent() instanceof Paren) {
            n = n.parent();
        }
        return n != i && n.parent() instanceof Assign a && a.op().equals("=") && a.target() == n;
    }

    /** {@code __ldg(&a[i])} → {@code a[i]}: the read-only path is the const restrict parameter itself. */
    private static void readOnlyLoads(FunctionDef f) {
        for (Call c : NodeWalker.collect(f.body(), Call.class)) {
            if ("__ldg".equals(c.calleeName()) && c.args().size() == 1) {
                Expr a = c.args().get(0);
                Expr load = a instanceof Unary u && u.op().equals("&") ? u.operand() : new Unary("*", a, false);
                NodeWalker.replace(c, load instanceof Unary ? new Paren(load) : load);
            }
        }
    }

    /**
     * Calls of functions that OpenCL C does not have (the C library beyond its math, printf and
     * what the device code defines) are errors.
     */
    private void checkCalls(List<FunctionDef> code, List<FunctionDef> functions) {
        Set<String> defined = new LinkedHashSet<>();
        for (FunctionDef f : functions) {
            defined.add(f.name());
        }
        for (FunctionDef f : code) {
            for (Call c : NodeWalker.collect(f.body(), Call.class)) {
                String name = c.calleeName();
                if (name == null) {
                    if (!(Paren.strip(c.callee()) instanceof Ident)) {
                        reporter.error(c.pos(), "a call through a function pointer: OpenCL C has no function pointers");
                    }
                    continue;
                }
                if (defined.contains(name) || OpenClNames.BUILTINS.contains(name) || OpenClLibrary.C_FUNCTIONS.containsKey(name)
                        || name.startsWith("__builtin_") && c.originalText() != null) {
                    continue;
                }
                reporter.error(c.pos(), "'" + name + "' is not available in OpenCL C: kernels on the OpenCL target may call the"
                        + " C math functions, printf and the program's own functions");
            }
        }
    }

    // ------------------------------------------------------------------ prelude

    /**
     * What the device text needs from OpenCL C that a C file gets from its headers: double
     * precision, the C math functions it names (as macros over the built-ins), and the
     * {@code <stdint.h>} types it uses.  After the heading comment.
     */
    private void prelude(DeviceUnit device) {
        String text = printer.print(device.unit());
        Set<String> names = Identifiers.in(text);
        List<String> lines = new ArrayList<>();
        lines.add("#ifdef cl_khr_fp64 /* double, as C has it (OpenCL 1.2 makes it an extension) */");
        lines.add("#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
        lines.add("#endif");
        List<String> used = new ArrayList<>();
        for (String n : names) {
            if (OpenClLibrary.C_FUNCTIONS.containsKey(n) && definedAsFunction(device, n)) {
                used.add(n);
            }
        }
        if (!used.isEmpty()) {
            used.sort(null);
            lines.add("");
            lines.add("/* the C library functions the kernels call, on OpenCL's built-ins with C's types (arguments convert as in C) */");
            for (String n : used) {
                lines.add(OpenClLibrary.helper(n));
            }
            for (String n : used) {
                lines.add("#define " + n + " " + OpenClLibrary.helperName(n));
            }
        }
        List<String> types = new ArrayList<>();
        for (String n : names) {
            if (OpenClLibrary.STDINT.containsKey(n)) {
                types.add("typedef " + OpenClLibrary.STDINT.get(n) + " " + n + ";");
            }
        }
        if (!types.isEmpty()) {
            lines.add("");
            lines.add("/* the <stdint.h> types the kernels use */");
            types.sort(null);
            lines.addAll(types);
        }
        VerbatimStmt v = new VerbatimStmt(lines);
        v.setLeadingTrivia(List.of(Trivia.blank()));
        List<Node> prelude = device.items(DeviceUnit.Section.PRELUDE);
        if (prelude.size() > 1) {
            device.insertBefore(prelude.get(1), v); // after the heading, before the user's macros and types
        } else {
            device.add(DeviceUnit.Section.PRELUDE, v);
        }
    }

    /** Whether {@code name} is used as a C library function here (not a user's function or macro of that name). */
    private static boolean definedAsFunction(DeviceUnit device, String name) {
        for (Node n : device.items(DeviceUnit.Section.FUNCTIONS)) {
            if (n instanceof FunctionDef f && f.name().equals(name)) {
                return false;
            }
        }
        return true;
    }
}
