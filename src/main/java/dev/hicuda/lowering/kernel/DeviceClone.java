package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.interproc.CallGraph;
import dev.hicuda.analysis.interproc.DeviceFacts;
import dev.hicuda.analysis.loops.PartitionLevels;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.FunctionDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.PointerDeclarator;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.Statements;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.data.ConstantMemoryPlan;
import dev.hicuda.lowering.data.DataBinding;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.data.ExtraParameters;
import dev.hicuda.lowering.data.ReadOnlyKernelData;
import dev.hicuda.lowering.data.ShapedAccessPromotion;
import dev.hicuda.lowering.grid.GridMapping;
import dev.hicuda.lowering.shared.SharedMemoryLowering;
import dev.hicuda.lowering.shared.VectorMoves;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One clone of a function called from a kernel, for one context ({@link DeviceFunctions}): a
 * {@code static __device__} copy in the kernel's device file whose body reads and writes the
 * copies its parameters and file-scope arrays are bound to (promotion of flat offsets, redirection,
 * constant views, the read-only path), whose own calls are lowered in turn, whose loop_partition,
 * barrier, singular and shared directives are translated with the kernel's context, and whose
 * signature receives the device copies (const when only read), the file-scope scalars and the
 * layout values.
 */
final class DeviceClone {
    private final DeviceFunctions owner;
    private final PassContext ctx;
    private final Reporter reporter;
    private final KernelDirective kd;
    private final dev.hicuda.diag.SourcePos kernelPos;
    private final GridMapping blocks;
    private final GridMapping threads;

    DeviceClone(DeviceFunctions owner) {
        this.owner = owner;
        this.ctx = owner.ctx;
        this.reporter = owner.reporter;
        this.kd = owner.kd;
        this.kernelPos = owner.kernelPos;
        this.blocks = owner.blocks;
        this.threads = owner.threads;
    }

    DeviceFunctions.Clone build(FunctionDef f, String name, Map<Integer, DataBinding> formal, Map<String, DataBinding> globals,
                            Map<String, DeviceFacts.Use> scalars, ExtraParameters hidden, boolean context, int lb, int lt,
                            List<CallGraph.CallSite> chain, PassContext fUnit, long base, Call call) {
        SymbolTable fTable = SymbolTable.of(fUnit);
        FunctionDef d = Statements.copy(f, true);
        fTable.mirror(f, d);
        d.toPrototypeForm(); // device code is C++ (CUDA, the CPU target) or OpenCL C: no old-style definitions
        d.declarator().nameDeclarator().setName(name);
        for (String storage : List.of("static", "extern", "inline", "__inline", "__inline__")) {
            d.specs().remove(storage);
        }
        d.specs().addFirst("__device__");
        d.specs().addFirst("static");
        d.forgetOriginal();
        d.setLeadingTrivia(List.of(Trivia.blank(), new Trivia(Trivia.Kind.COMMENT, "/* " + f.name() + " (" + f.pos().file() + ":"
                + f.pos().line() + ") compiled for the device" + (name.equals(f.name()) ? "" : ", for " + contextWords(formal, globals, context, lb, lt))
                + " */")));
        ctx.program().unit().device().addFunction(d, fUnit.program().unit());

        // the body's bindings, by the symbols its names carry
        Map<Symbol, DataBinding> bindings = new LinkedHashMap<>();
        FunctionDeclarator fd = f.functionDeclarator();
        List<ParamDecl> params = fd == null ? List.of() : fd.params();
        for (Map.Entry<Integer, DataBinding> e : formal.entrySet()) {
            bindings.put(e.getValue().layout().host, e.getValue());
        }
        Map<String, Symbol> fileScope = new HashMap<>();
        for (Map.Entry<String, DataBinding> e : globals.entrySet()) {
            bindings.put(e.getValue().layout().host, e.getValue());
            fileScope.put(e.getKey(), e.getValue().layout().host);
        }
        for (Map.Entry<String, DeviceFacts.Use> e : scalars.entrySet()) {
            Symbol s = fTable.fileScope().lookup(e.getKey());
            fileScope.put(e.getKey(), s != null ? s : e.getValue().symbol());
        }
        Compound body = d.body();
        Set<Compound> userBlocks = NestedBlocks.writtenByTheUser(List.of(body));
        for (Ident i : NodeWalker.collect(body, Ident.class)) {
            if (i.symbol() != null && i.symbol().isFileScope() && globals.containsKey(i.name())) {
                bindings.putIfAbsent(i.symbol(), globals.get(i.name()));
            }
        }
        Exprs fex = new Exprs(fTable.constEval());

        // read-only copies may not be written
        ReadOnlyKernelData readOnly = ReadOnlyKernelData.forDeviceFunction(ctx, fex, kd, bindings);
        for (Ident i : NodeWalker.collect(body, Ident.class)) {
            DataBinding b = i.symbol() == null ? null : bindings.get(i.symbol());
            String what = b == null || b.kind() == DataBinding.Kind.GLOBAL ? null : DeviceFacts.writeKind(i);
            if (what != null) {
                reporter.error(i.pos(), "'" + f.name() + "' " + what + " '" + i.name() + "', which is " + (b.kind() == DataBinding.Kind.CONSTANT
                        ? "in constant memory" : "bound to the read-only texture path") + " (" + owner.describe(chain) + "); such copies are"
                        + " read-only in device code; use 'global alloc' for an array that device code writes");
            }
        }
        if (reporter.hasErrors()) {
            return new DeviceFunctions.Clone(d, Set.of(), Set.of(), false, base, false);
        }
        // its shared directives: found before its accesses move, placed above the bytes its own callees use
        SharedMemoryLowering shared = SharedMemoryLowering.plan(body.items(), fUnit, fex);
        if (!shared.isEmpty() && lt > 0) {
            reporter.error(call.pos(), "'" + f.name() + "' holds shared directives (" + owner.describe(chain) + ") but is called inside a loop"
                    + " partitioned over threads: its shared sections would have to be merged over the threads of the block through the"
                    + " call; call it outside the loops partitioned over threads, or partition the loop inside it");
            return new DeviceFunctions.Clone(d, Set.of(), Set.of(), false, base, false);
        }
        if (!shared.isEmpty() && ctx.target() == Target.opencl) {
            reporter.error(call.pos(), "'" + f.name() + "' holds shared directives (" + owner.describe(chain) + "), which the OpenCL"
                    + " target does not translate in a function called from a kernel (its local memory is an array of the kernel);"
                    + " move the shared directives into the kernel, or translate for CUDA or the CPU");
            return new DeviceFunctions.Clone(d, Set.of(), Set.of(), false, base, false);
        }

        // shaped accesses, the calls it makes, its directives, its redirection
        Map<Symbol, DeviceArray> arrays = new LinkedHashMap<>();
        bindings.forEach((s, b) -> {
            if (b.kind() != DataBinding.Kind.CONSTANT) {
                arrays.put(s, b.layout());
            }
        });
        Map<Symbol, DeviceArray> beforePromotion = new LinkedHashMap<>(arrays);
        new ShapedAccessPromotion(fex, fTable.constEval(), reporter).run(body, arrays, kd.name(), true, shared::statedSection);
        Map<Symbol, DataBinding> promoted = new LinkedHashMap<>(bindings);
        arrays.forEach((s, a) -> {
            if (a != beforePromotion.get(s)) {
                promoted.put(s, DataBinding.of(a));
            }
        });
        if (!shared.isEmpty()) {
            Set<Symbol> locals = new HashSet<>();
            for (dev.hicuda.ir.decl.InitDeclarator id : NodeWalker.collect(body, dev.hicuda.ir.decl.InitDeclarator.class)) {
                Symbol ls = id.name() == null ? null : fTable.lookup(id.name(), id);
                if (ls != null) {
                    locals.add(ls);
                }
            }
            shared.merge(body, PartitionLevels.of(body), threads, arrays, locals);
            shared.useGlobalArrays(arrays);
            shared.useGlobalArrays(readOnly.constantLayouts());
            if (reporter.hasErrors()) {
                return new DeviceFunctions.Clone(d, Set.of(), Set.of(), false, base, false);
            }
        }
        DeviceFunctions inner = new DeviceFunctions(ctx, kd, kernelPos, blocks, threads, owner.clones, owner.names);
        inner.lowerCalls(body, new DeviceFunctions.Env(promoted, fileScope, fUnit, lb, lt, chain, base));
        owner.report.addAll(inner.report);
        boolean barriers = inner.usesBarriers;
        long end = Math.max(base, inner.sharedEnd);
        if (context) {
            barriers |= new KernelDirectiveTranslation(fex, reporter, kd, blocks, threads)
                    .translate(body, e -> false, new ArrayList<>(), new ArrayList<>(), lb, lt, inner::barrierFunction);
        }
        if (!shared.isEmpty() && !reporter.hasErrors()) {
            end = shared.rewrite(body, threads, kd.name(), call, end);
            barriers = true;
            shared.reportLines().forEach(l -> owner.report.add("  in " + name + ": " + l.strip()));
        }
        readOnly.loadTexturesThroughReadOnlyCache(body);
        new DeviceArrayRedirection(fex, reporter).redirect(body, arrays);
        readOnly.redirectConstants(body);

        // which bound arrays it writes, directly or through its callees
        Set<String> written = new HashSet<>(KernelOutlining.writtenArrays(body));
        written.addAll(inner.writtenThroughCalls);
        Set<Integer> writtenParams = new LinkedHashSet<>();
        Set<String> writtenGlobals = new LinkedHashSet<>();

        // the signature
        List<ParamDecl> out = new ArrayList<>();
        for (int j = 0; j < params.size(); j++) {
            ParamDecl p = d.functionDeclarator().params().get(j);
            DataBinding b = formal.get(j);
            if (b == null) {
                out.add(p.copy());
                continue;
            }
            if (b.kind() == DataBinding.Kind.CONSTANT) {
                continue;
            }
            boolean w = written.contains(p.name());
            if (w) {
                writtenParams.add(j);
            }
            out.add(param(arrays.getOrDefault(b.layout().host, b.layout()), p.name(), w && b.kind() == DataBinding.Kind.GLOBAL));
        }
        for (Map.Entry<String, DataBinding> g : globals.entrySet()) {
            DataBinding b = g.getValue();
            if (b.kind() == DataBinding.Kind.CONSTANT) {
                continue;
            }
            boolean w = written.contains(g.getKey());
            if (w) {
                writtenGlobals.add(g.getKey());
            }
            out.add(param(arrays.getOrDefault(b.layout().host, b.layout()), g.getKey(), w && b.kind() == DataBinding.Kind.GLOBAL));
        }
        for (Map.Entry<String, DeviceFacts.Use> s : scalars.entrySet()) {
            Symbol sym = s.getValue().symbol();
            DeclSpecs specs = sym.specs() == null ? DeclSpecs.keywords("int") : sym.specs().withoutStorage();
            out.add(new ParamDecl(specs, new NameDeclarator(s.getKey())));
        }
        out.addAll(hidden.declarations());
        // OpenCL: the constant copies are views of the kernel's __constant pool parameter, which it passes on
        boolean pool = ctx.target() == Target.opencl && (inner.usesPool
                || formal.values().stream().anyMatch(b -> b.kind() == DataBinding.Kind.CONSTANT)
                || globals.values().stream().anyMatch(b -> b.kind() == DataBinding.Kind.CONSTANT));
        if (pool) {
            out.add(new ParamDecl(DeclSpecs.keywords("__constant", "unsigned", "char"),
                    new PointerDeclarator(List.of(), new NameDeclarator(ConstantMemoryPlan.POOL))));
        }
        d.functionDeclarator().setParams(out);
        if (ctx.options().fastMath()) {
            new FastMath().apply(body); // --fast-math: the same rewrites as the kernels that call it
        }
        // the vector moves of its cooperative copies, once its written arrays are known (as for a kernel)
        VectorMoves.lower(body);
        NestedBlocks.flatten(body, userBlocks);
        return new DeviceFunctions.Clone(d, writtenParams, writtenGlobals, barriers, end, pool);
    }

    /** A parameter receiving a device copy: the copy's pointer type, const when the function only reads it. */
    private static ParamDecl param(DeviceArray a, String name, boolean written) {
        DeclSpecs specs = a.elementSpecs();
        if (!written) {
            specs.addFirst("const");
        }
        return new ParamDecl(specs, a.declarator(name, List.of()));
    }

    private static String contextWords(Map<Integer, DataBinding> formal, Map<String, DataBinding> globals, boolean context, int lb, int lt) {
        List<String> l = new ArrayList<>();
        formal.values().forEach(b -> l.add(b.describe()));
        globals.values().forEach(b -> l.add(b.describe()));
        if (context) {
            l.add("the kernel's context" + (lb == 0 && lt == 0 ? "" : " (inside " + lb + " loop(s) partitioned over thread blocks and "
                    + lt + " over threads)"));
        }
        return String.join(", ", l);
    }

}
