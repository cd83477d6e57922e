package dev.hicuda.backend.opencl;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Comma;
import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * OpenCL C 1.2 has no generic address space: every pointer says which memory it points into,
 * {@code __global}, {@code __local}, {@code __constant} or private (unqualified).  CUDA's
 * pointers are generic, so the device code's pointers get their address space here, inferred
 * from what they are set to:
 * <ul>
 * <li>a kernel's array parameters point to {@code __global} memory (its device copies), its
 * local-memory buffer and constant pool already say {@code __local} and {@code __constant};</li>
 * <li>a pointer variable points where its initial value (or else its first assignment) points,
 * a cast to a pointer type keeps the space of its operand, and the address of a variable of the
 * function is private;</li>
 * <li>a device function's pointer parameter points where the arguments of its calls point.</li>
 * </ul>
 * What cannot be given one space gets a located error: a pointer set to memory of two spaces
 * (or a function called so), a pointer whose target cannot be told, a pointer to pointers, and
 * a function that returns a pointer.
 */
final class AddressSpaces {
    enum Space {
        PRIVATE(null), GLOBAL("__global"), LOCAL("__local"), CONSTANT("__constant"), ANY(null);

        final String keyword;

        Space(String keyword) {
            this.keyword = keyword;
        }

        String describe() {
            return switch (this) {
                case PRIVATE -> "private memory";
                case GLOBAL -> "global memory";
                case LOCAL -> "local (shared) memory";
                case CONSTANT -> "constant memory";
                case ANY -> "null";
            };
        }

        static Space of(DeclSpecs s) {
            for (Space sp : List.of(GLOBAL, LOCAL, CONSTANT)) {
                if (s.has(sp.keyword)) {
                    return sp;
                }
            }
            return null;
        }
    }

    private final Reporter reporter;
    private final Set<String> constantViews;
    private final Map<String, FunctionDef> deviceFunctions;
    /** For each device function, the space of each pointer parameter, from its calls (null: not yet seen). */
    private final Map<String, Space[]> paramSpaces = new HashMap<>();
    private final Map<String, SourcePos> firstCall = new HashMap<>();

    /** Per function: where each pointer variable points, and where each array variable lives. */
    private Map<String, Space> pointers;
    private Map<String, Space> arrays;

    AddressSpaces(Reporter reporter, Set<String> constantViews, List<FunctionDef> functions) {
        this.reporter = reporter;
        this.constantViews = constantViews;
        this.deviceFunctions = new LinkedHashMap<>();
        for (FunctionDef f : functions) {
            deviceFunctions.put(f.name(), f);
        }
    }

    /** Gives every pointer of the kernels and device functions its address space. */
    void run(List<FunctionDef> kernels) {
        for (FunctionDef k : kernels) {
            function(k, true);
        }
        // device functions, once the spaces of their pointer parameters are known from their callers
        List<FunctionDef> todo = new ArrayList<>(deviceFunctions.values());
        boolean progress = true;
        while (!todo.isEmpty() && progress) {
            progress = false;
            for (FunctionDef f : new ArrayList<>(todo)) {
                if (callersKnown(f, todo)) {
                    function(f, false);
                    todo.remove(f);
                    progress = true;
                }
            }
        }
        for (FunctionDef f : todo) { // called only from each other (recursion): OpenCL forbids it anyway
            function(f, false);
        }
    }

    /** Whether every device function that calls {@code f} has been processed. */
    private boolean callersKnown(FunctionDef f, List<FunctionDef> todo) {
        for (FunctionDef g : todo) {
            if (g != f && NodeWalker.any(g.body(), n -> n instanceof Call c && f.name().equals(c.calleeName()))) {
                return false;
            }
        }
        return true;
    }

    private void function(FunctionDef f, boolean kernel) {
        pointers = new HashMap<>();
        arrays = new HashMap<>();
        if (!kernel && f.declarator().declaresPointer()) {
            reporter.error(f.pos(), "device function '" + f.name() + "' returns a pointer: the OpenCL target does not support that"
                    + " (OpenCL C 1.2 needs the address space of what it points to)");
        }
        List<ParamDecl> params = f.functionDeclarator().params();
        Space[] fromCalls = paramSpaces.get(f.name());
        for (int i = 0; i < params.size(); i++) {
            ParamDecl p = params.get(i);
            if (p.declarator() == null || p.name() == null || !pointerLike(p.declarator())) {
                continue;
            }
            if (multiLevel(p.declarator(), f.pos(), p.name())) {
                continue;
            }
            Space s = Space.of(p.specs());
            if (s == null) {
                s = kernel ? Space.GLOBAL : fromCalls != null && fromCalls[i] != null && fromCalls[i] != Space.ANY ? fromCalls[i] : Space.GLOBAL;
                qualify(p.specs(), s);
            }
            pointers.put(p.name(), s);
        }
        NodeWalker.preOrder(f.body(), n -> visit(n, f));
    }

    private void visit(Node n, FunctionDef f) {
        if (n instanceof Declaration d && !(d.parent() instanceof dev.hicuda.ir.decl.StructSpec)) {
            declaration(d, f);
        } else if (n instanceof Cast c && c.typeName().declarator().declaresPointer()) {
            Space s = Space.of(c.typeName().specs());
            if (s == null) {
                s = spaceOf(c.operand());
                if (s == null) {
                    reporter.error(c.pos(), "cannot tell which memory this cast's pointer points to (OpenCL C 1.2 has no generic"
                            + " address space): cast a pointer to a kernel's array, a shared array or a variable");
                    return;
                }
                qualify(c.typeName().specs(), s);
            }
        } else if (n instanceof Call c && c.calleeName() != null && deviceFunctions.containsKey(c.calleeName())) {
            call(c);
        } else if (n instanceof Call c && ("sincosf".equals(c.calleeName()) || "sincos".equals(c.calleeName()))) {
            for (int i = 1; i < c.args().size(); i++) {
                Space s = spaceOf(c.args().get(i));
                if (s != Space.PRIVATE) {
                    reporter.error(c.args().get(i).pos(), "on the OpenCL target, " + c.calleeName() + " stores its results in variables"
                            + " of the thread (private memory)" + (s == null ? "" : ", not " + s.describe())
                            + ": store them in local variables, then where they belong");
                }
            }
        } else if (n instanceof Assign a && a.op().equals("=") && Paren.strip(a.target()) instanceof Ident t && pointers.containsKey(t.name())) {
            Space s = spaceOf(a.value());
            Space declared = pointers.get(t.name());
            if (s != null && s != Space.ANY && declared != null && s != declared) {
                reporter.error(a.pos(), "pointer '" + t.name() + "' points to " + declared.describe() + " and here to " + s.describe()
                        + ": OpenCL C 1.2 has no generic address space, so a pointer may point into one memory only");
            }
        }
    }

    private void declaration(Declaration d, FunctionDef f) {
        Space decided = Space.of(d.specs());
        for (InitDeclarator id : d.declarators()) {
            Declarator decl = id.declarator();
            if (decl == null || id.name() == null) {
                continue;
            }
            Declarator near = decl.nearestToName();
            if (near instanceof ArrayDeclarator) {
                if (elementIsPointer(decl)) {
                    reporter.error(id.pos(), "'" + id.name() + "' is an array of pointers: the OpenCL target does not support pointers"
                            + " stored in arrays in device code");
                }
                arrays.put(id.name(), decided == Space.LOCAL || decided == Space.CONSTANT ? decided : Space.PRIVATE);
                continue;
            }
            if (!(near instanceof PointerDeclarator) || multiLevel(decl, id.pos(), id.name())) {
                continue;
            }
            Space s = id.init() != null ? spaceOf(id.init()) : null;
            if (s == null || s == Space.ANY) {
                Space later = firstAssignment(f, id.name());
                s = later != null ? later : s == Space.ANY ? Space.PRIVATE : null;
            }
            if (s == null) {
                reporter.error(id.pos(), "cannot tell which memory pointer '" + id.name() + "' points to (OpenCL C 1.2 has no generic"
                        + " address space): set it where it is declared to a kernel's array, a shared array or a variable's address");
                continue;
            }
            if (decided != null && decided != s) {
                reporter.error(id.pos(), "'" + id.name() + "' points to " + s.describe() + " but is declared together with "
                        + (decided == Space.PRIVATE ? "variables in private memory" : "pointers to " + decided.describe())
                        + ": declare it separately");
                continue;
            }
            if (decided == null) {
                if (s != Space.PRIVATE && d.declarators().stream().anyMatch(x -> x.declarator() == null
                        || !(x.declarator().nearestToName() instanceof PointerDeclarator))) {
                    reporter.error(id.pos(), "'" + id.name() + "' points to " + s.describe() + " but is declared together with"
                            + " variables that are not pointers: declare it separately");
                    continue;
                }
                decided = s;
                qualify(d.specs(), s);
            }
            pointers.put(id.name(), s);
        }
    }

    /** Records the spaces a call passes to a device function's pointer parameters; two different ones are an error. */
    private void call(Call c) {
        FunctionDef callee = deviceFunctions.get(c.calleeName());
        List<ParamDecl> params = callee.functionDeclarator().params();
        Space[] spaces = paramSpaces.computeIfAbsent(callee.name(), k -> new Space[params.size()]);
        for (int i = 0; i < params.size() && i < c.args().size(); i++) {
            ParamDecl p = params.get(i);
            if (p.declarator() == null || !pointerLike(p.declarator())) {
                continue;
            }
            Space s = spaceOf(c.args().get(i));
            if (s == null) {
                reporter.error(c.args().get(i).pos(), "cannot tell which memory this argument points to (OpenCL C 1.2 has no generic"
                        + " address space): pass a kernel's array, a shared array or a variable's address");
            } else if (spaces[i] == null || spaces[i] == Space.ANY) {
                spaces[i] = s;
                firstCall.putIfAbsent(callee.name() + "#" + i, c.pos());
            } else if (s != Space.ANY && s != spaces[i]) {
                reporter.error(c.args().get(i).pos(), "'" + callee.name() + "' is called with a pointer to " + s.describe()
                        + " for parameter '" + p.name() + "', and elsewhere with a pointer to " + spaces[i].describe()
                        + ": OpenCL C 1.2 has no generic address space, so each pointer parameter points into one memory only");
            }
        }
    }

    /** Where the first plain assignment to {@code name} in {@code f} points, or null. */
    private Space firstAssignment(FunctionDef f, String name) {
        for (Assign a : NodeWalker.collect(f.body(), Assign.class)) {
            if (a.op().equals("=") && Paren.strip(a.target()) instanceof Ident t && t.name().equals(name)) {
                Space s = spaceOf(a.value());
                if (s != null && s != Space.ANY) {
                    return s;
                }
            }
        }
        return null;
    }

    /** The space the pointer value {@code e} points into, ANY for a null pointer constant, null if unknown. */
    Space spaceOf(Expr e) {
        if (e instanceof Paren p) {
            return spaceOf(p.inner());
        }
        if (e instanceof Cast c) {
            Space s = Space.of(c.typeName().specs());
            return s != null ? s : spaceOf(c.operand());
        }
        if (e instanceof Ident i) {
            if (pointers.containsKey(i.name())) {
                return pointers.get(i.name());
            }
            if (arrays.containsKey(i.name())) {
                return arrays.get(i.name());
            }
            return constantViews.contains(i.name()) ? Space.CONSTANT : null;
        }
        if (e instanceof Unary u && u.op().equals("&")) {
            return objectSpace(u.operand());
        }
        if (e instanceof Index ix) {
            return spaceOf(ix.base()); // an element that is an array (of a pointer to arrays) decays to a pointer into the same memory
        }
        if (e instanceof Binary b && (b.op().equals("+") || b.op().equals("-"))) {
            Space l = spaceOf(b.left());
            return l != null ? l : spaceOf(b.right());
        }
        if (e instanceof Conditional c) {
            Space a = spaceOf(c.then());
            Space b = spaceOf(c.otherwise());
            return a == b || b == Space.ANY ? a : a == Space.ANY ? b : null;
        }
        if (e instanceof Assign a) {
            return spaceOf(a.value());
        }
        if (e instanceof Comma c) {
            return spaceOf(c.items().get(c.items().size() - 1));
        }
        if (e instanceof Member m) {
            return m.isArrow() ? spaceOf(m.base()) : objectSpace(m.base());
        }
        if (e instanceof Literal l && l.intValue() != null && l.intValue() == 0) {
            return Space.ANY;
        }
        return null;
    }

    /** The space of the object that lvalue {@code e} designates. */
    private Space objectSpace(Expr e) {
        if (e instanceof Paren p) {
            return objectSpace(p.inner());
        }
        if (e instanceof Ident i) {
            if (arrays.containsKey(i.name())) {
                return arrays.get(i.name());
            }
            return constantViews.contains(i.name()) ? Space.CONSTANT : Space.PRIVATE; // a variable of the function
        }
        if (e instanceof Index ix) {
            return spaceOf(ix.base());
        }
        if (e instanceof Unary u && u.op().equals("*")) {
            return spaceOf(u.operand());
        }
        if (e instanceof Member m) {
            return m.isArrow() ? spaceOf(m.base()) : objectSpace(m.base());
        }
        return null;
    }

    private static boolean pointerLike(Declarator d) {
        Declarator near = d.nearestToName();
        return near instanceof PointerDeclarator || near instanceof ArrayDeclarator;
    }

    /** Reports a pointer to pointers (whose pointed-to pointers would need a space of their own). */
    private boolean multiLevel(Declarator d, SourcePos pos, String name) {
        int levels = 0;
        for (Node n = d.nameDeclarator().parent(); n instanceof Declarator x && n != d.parent(); n = n.parent()) {
            if (x instanceof PointerDeclarator) {
                levels++;
            }
        }
        if (levels > 1) {
            reporter.error(pos, "'" + name + "' is a pointer to pointers: the OpenCL target does not support those in device code"
                    + " (OpenCL C 1.2 would need the address space of each level)");
            return true;
        }
        return false;
    }

    private static boolean elementIsPointer(Declarator d) {
        return NodeWalker.any(d, n -> n instanceof PointerDeclarator);
    }

    private static void qualify(DeclSpecs specs, Space s) {
        if (s.keyword != null) {
            specs.addFirst(s.keyword);
        }
    }
}
