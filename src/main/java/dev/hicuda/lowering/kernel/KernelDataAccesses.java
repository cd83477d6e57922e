package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.FunctionType;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.data.KernelData;
import dev.hicuda.lowering.data.ReadOnlyKernelData;
import dev.hicuda.lowering.shared.SharedMemoryLowering;
import dev.hicuda.pass.PassContext;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.List;
import java.util.function.Predicate;

/**
 * What a kernel region uses from outside it, found before the region is moved (so that the
 * reaching data directives can be found): the arrays, each with the device copy it reads and
 * writes; the host scalars it reads (kernel parameters); the host scalars it assigns before
 * reading (private per thread); the functions it calls (compiled for the device too).  Reports
 * what a kernel cannot do: assign a host scalar after reading it, call a function it cannot reach.
 */
final class KernelDataAccesses {
    private static final Set<String> DEVICE_LIBRARY = Set.of(
            "sqrt", "sqrtf", "rsqrt", "rsqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2", "exp2f", "expm1", "expm1f",
            "log", "logf", "log2", "log2f", "log10", "log10f", "log1p", "log1pf", "pow", "powf",
            "sin", "sinf", "cos", "cosf", "tan", "tanf", "asin", "asinf", "acos", "acosf", "atan", "atanf",
            "atan2", "atan2f", "sinh", "sinhf", "cosh", "coshf", "tanh", "tanhf", "sincos", "sincosf",
            "fabs", "fabsf", "abs", "labs", "llabs", "floor", "floorf", "ceil", "ceilf", "round", "roundf",
            "trunc", "truncf", "fmod", "fmodf", "fmin", "fminf", "fmax", "fmaxf", "fma", "fmaf", "hypot", "hypotf",
            "erf", "erff", "erfc", "erfcf", "copysign", "copysignf", "ldexp", "ldexpf", "isnan", "isinf", "isfinite",
            "min", "max", "printf");

    /** The variables declared inside the region. */
    final Set<Symbol> locals = new HashSet<>();
    /** The arrays that have a device copy in global memory (or a texture), in order of first access. */
    final Map<Symbol, DeviceArray> arrays = new LinkedHashMap<>();
    /** The host scalars the kernel reads: its scalar parameters. */
    final Set<Symbol> scalars = new LinkedHashSet<>();
    /** The host scalars the kernel assigns before reading: each thread has its own. */
    final Set<Symbol> privates = new LinkedHashSet<>();
    /** The user functions the kernel calls, directly or not. */
    final Set<FunctionDef> deviceFunctions = new LinkedHashSet<>();

    private final PassContext ctx;
    private final Reporter reporter;
    private final Exprs ex;
    private final KernelDirective kd;

    /** Starts with the variables declared in the region's statements {@code body}. */
    KernelDataAccesses(PassContext ctx, Exprs ex, KernelDirective kd, List<Stmt> body) {
        this.ctx = ctx;
        this.reporter = ctx.reporter();
        this.ex = ex;
        this.kd = kd;
        for (Stmt s : body) {
            NodeWalker.preOrder(s, n -> {
                if (n instanceof InitDeclarator id && id.name() != null) {
                    Symbol sym = SymbolTable.of(ctx).lookup(id.name(), id);
                    if (sym != null && sym.declaration() == id) {
                        locals.add(sym);
                    }
                }
            });
        }
    }

    /**
     * Classifies every variable and function the region uses from outside; arrays that live only
     * in shared memory need no copy, {@code readOnly} claims those in constant or texture memory.
     */
    void analyse(KernelRegion region, TranslationUnit tu, SharedMemoryLowering shared, ReadOnlyKernelData readOnly) {
        List<Stmt> body = region.body();
        Map<Symbol, Boolean> firstIsWrite = new LinkedHashMap<>();
        // whether a scalar's first access in evaluation order assigns it ('s = s + x' reads s first)
        Map<Symbol, Boolean> assignedFirst = new HashMap<>();
        Map<Symbol, Ident> firstAccess = new HashMap<>();
        Set<Symbol> written = new HashSet<>();
        for (Stmt s : body) {
            NodeWalker.evaluationOrder(s, n -> {
                if (n instanceof Ident i && i.symbol() != null) {
                    assignedFirst.putIfAbsent(i.symbol(), isWrite(i) && isPlainAssign(i));
                    firstAccess.putIfAbsent(i.symbol(), i);
                }
            });
            NodeWalker.preOrder(s, n -> {
                if (!(n instanceof Ident i) || i.symbol() == null) {
                    return;
                }
                Symbol sym = i.symbol();
                if (locals.contains(sym) || !sym.isObject() && sym.kind() != Symbol.Kind.FUNCTION) {
                    return;
                }
                if (sym.kind() == Symbol.Kind.FUNCTION) {
                    if (!(i.parent() instanceof Call c && c.callee() == i)) {
                        reporter.error(i.pos(), "function '" + sym.name() + "' used as a value inside kernel '" + kd.name() + "'");
                        return;
                    }
                    checkCall(i, sym, tu);
                    return;
                }
                boolean write = isWrite(i);
                firstIsWrite.putIfAbsent(sym, write && isPlainAssign(i));
                if (write) {
                    written.add(sym);
                }
            });
            NodeWalker.preOrder(s, n -> {
                if (n instanceof Call c && c.calleeName() != null && (!(c.callee() instanceof Ident ci) || ci.symbol() == null)
                        && !DEVICE_LIBRARY.contains(c.calleeName())) {
                    reporter.error(c.pos(), "call to '" + c.calleeName() + "' inside kernel '" + kd.name()
                            + "' is not supported: kernels may call math functions and user functions that take scalars");
                }
            });
        }
        for (Map.Entry<Symbol, Boolean> e : firstIsWrite.entrySet()) {
            Symbol sym = e.getKey();
            Ident use = firstUse(body, sym);
            if (sym.type() != null && (sym.type().resolved() instanceof ArrayType || sym.type().isPointer())) {
                if (shared.livesOnlyInShared(sym, body)) {
                    continue; // no global copy needed
                }
                DirectiveStmt d = ReachingDirectives.reaching(sym.name(), DataDirective.Memory.GLOBAL, region.begin());
                if (readOnly.claim(sym, d, region, arrays)) {
                    continue; // constant or texture memory (or an error reported)
                }
                DeviceArray a = KernelData.deviceArray(sym, use, kd, region, SymbolTable.of(ctx), ex, reporter);
                if (a != null) {
                    arrays.put(sym, a);
                }
            } else if (written.contains(sym)) {
                if (assignedFirst.get(sym)) {
                    privates.add(sym);
                } else {
                    reporter.error(firstAccess.get(sym).pos(), "scalar '" + sym.name() + "' is written in kernel '" + kd.name()
                            + "' after being read: each GPU thread has its own copy, so the host's value would not change; "
                            + "declare it inside the kernel region, or keep the result in an array with a 'global copyout' directive");
                }
            } else {
                scalars.add(sym);
            }
        }
    }

    /**
     * Whether the host can evaluate an expression just before the launch: it names only enum
     * constants and arithmetic host variables that the kernel does not declare or privatize.
     */
    Predicate<Expr> hostEvaluable() {
        return e -> NodeWalker.collect(e, Ident.class).stream().allMatch(i -> i.symbol() != null
                && !locals.contains(i.symbol()) && !privates.contains(i.symbol())
                && (i.symbol().kind() == Symbol.Kind.ENUM_CONSTANT || i.symbol().isObject() && i.symbol().type() != null
                && i.symbol().type().isArithmetic()));
    }

    private static Ident firstUse(List<Stmt> body, Symbol sym) {
        for (Stmt s : body) {
            for (Ident i : NodeWalker.collect(s, Ident.class)) {
                if (i.symbol() == sym) {
                    return i;
                }
            }
        }
        return null;
    }

    private void checkCall(Ident callee, Symbol fn, TranslationUnit tu) {
        FunctionDef def = null;
        for (FunctionDef f : tu.functions()) {
            if (f.name().equals(fn.name())) {
                def = f;
            }
        }
        if (def == null) {
            if (!DEVICE_LIBRARY.contains(fn.name())) {
                reporter.error(callee.pos(), "call to '" + fn.name() + "' inside kernel '" + kd.name()
                        + "': its definition is not in this file, so it cannot be compiled for the GPU");
            }
            return;
        }
        if (fn.type().resolved() instanceof FunctionType ft) {
            for (var p : ft.params()) {
                if (!p.isArithmetic()) {
                    reporter.error(callee.pos(), "call to '" + fn.name() + "' inside kernel '" + kd.name()
                            + "': functions called in kernels may take only scalar parameters for now (interprocedural data support is planned)");
                    return;
                }
            }
        }
        for (Ident i : NodeWalker.collect(def.body(), Ident.class)) {
            if (i.symbol() != null && i.symbol().isFileScope() && i.symbol().isObject()) {
                reporter.error(callee.pos(), "call to '" + fn.name() + "' inside kernel '" + kd.name()
                        + "': it uses the global variable '" + i.symbol().name() + "', which kernels cannot reach");
                return;
            }
        }
        if (!deviceFunctions.add(def)) {
            return;
        }
        // functions it calls must be compiled for the device too
        for (Call c : NodeWalker.collect(def.body(), Call.class)) {
            if (c.callee() instanceof Ident ci && ci.symbol() != null && ci.symbol().kind() == Symbol.Kind.FUNCTION) {
                checkCall(ci, ci.symbol(), tu);
            }
        }
    }

    private static boolean isWrite(Ident i) {
        Node p = i.parent();
        while (p instanceof Paren) {
            p = p.parent();
        }
        if (p instanceof Assign a && Paren.strip(a.target()) == i) {
            return true;
        }
        if (p instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
            return true;
        }
        return false;
    }

    private static boolean isPlainAssign(Ident i) {
        return i.parent() instanceof Assign a && a.op().equals("=") && a.target() == i;
    }
}
