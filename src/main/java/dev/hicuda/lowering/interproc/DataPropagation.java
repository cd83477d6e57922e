package dev.hicuda.lowering.interproc;

import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.interproc.CallGraph;
import dev.hicuda.analysis.interproc.FunctionClasses;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Statements;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.ProgramPass;
import dev.hicuda.pass.WholeProgram;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Data directives reaching kernels across calls (journal §5.7.2, reaching directives among K and
 * MK functions).  Each K or MK function gets one annotation per distinct context it is called in:
 * for each name it needs from its callers ({@link EntryNeeds}), the callers' directives in force for
 * the variable passed there ({@link CallBindings}), starting from {@code main} (and every other
 * function no K or MK function calls) with an empty annotation, until no function gets a new one.
 * Then:
 * <ul>
 * <li>a function with one annotation keeps its body; with several, it is cloned per annotation;</li>
 * <li>a function reached with propagated directives is named {@code f__SUFFIX}, the suffix listing
 * what it receives ({@code g_x}: the global copy of {@code x}, {@code t_x} textured, {@code c_x} in
 * constant memory, {@code shape_x} a shape alone), with {@code _2}, {@code _3}, ... when two
 * contexts would get the same name; the context with nothing propagated keeps the name;</li>
 * <li>the directives are written at the top of its body, in its terms, as propagated directives that
 * the reaching-directive analysis finds like its own and that translate to nothing; it gains the
 * parameters they need (the device copy's address {@code g_x}, layout values), and every call
 * passes them;</li>
 * <li>the kernels of a function cloned more than once are named after the clone's suffix too
 * ({@code K__SUFFIX}), so that every kernel of the program has its own name;</li>
 * <li>a prototype of each renamed function is placed before its first use in every file that calls it.</li>
 * </ul>
 * The files it changes are resolved again, and the call graph is rebuilt for the passes after it.
 */
public final class DataPropagation implements ProgramPass {
    /** One context of a function: its annotation, and the function standing for it once materialized. */
    private static final class Instance {
        final FunctionDef original;
        final Map<EntryKey, Binding> annotation;
        final String text;
        FunctionDef def;
        List<Call> calls;

        Instance(FunctionDef original, Map<EntryKey, Binding> annotation, String text) {
            this.original = original;
            this.annotation = annotation;
            this.text = text;
        }
    }

    private final CPrinter printer = CPrinter.readable();

    @Override
    public String name() {
        return "data-propagation";
    }

    @Override
    public void run(WholeProgram program) {
        CallGraph graph = CallGraph.of(program);
        FunctionClasses classes = FunctionClasses.of(graph);
        EntryNeeds needs = new EntryNeeds(classes);
        boolean any = false;
        for (FunctionDef f : graph.functions()) {
            any |= !needs.of(f).isEmpty();
        }
        if (!any) {
            program.put(FunctionClasses.KEY, classes);
            return;
        }
        CallBindings bindings = new CallBindings(needs);
        Map<FunctionDef, Map<String, Instance>> instances = annotate(graph, classes, bindings);
        Set<TranslationUnit> changed = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        Map<FunctionDef, List<Call>> originalCalls = new IdentityHashMap<>();
        for (FunctionDef f : instances.keySet()) {
            originalCalls.put(f, NodeWalker.collect(f.body(), Call.class));
        }
        Set<String> taken = new HashSet<>();
        for (FunctionDef f : graph.functions()) {
            taken.add(f.name());
        }
        for (Map.Entry<FunctionDef, Map<String, Instance>> e : instances.entrySet()) {
            materialize(e.getKey(), e.getValue(), graph, taken, changed);
        }
        Map<FunctionDef, Set<FunctionDef>> callers = new IdentityHashMap<>();
        for (Map.Entry<FunctionDef, Map<String, Instance>> e : instances.entrySet()) {
            FunctionDef f = e.getKey();
            List<Call> orig = originalCalls.get(f);
            for (Instance in : e.getValue().values()) {
                List<Call> mine = in.calls;
                for (int i = 0; i < orig.size() && i < mine.size(); i++) {
                    FunctionDef g = calleeOf(graph, f, orig.get(i), classes);
                    Map<String, Instance> gi = g == null ? null : instances.get(g);
                    if (gi == null) {
                        continue;
                    }
                    CallBindings.AtCall at = bindings.at(mine.get(i), f, in.annotation, g);
                    Instance target = gi.get(at.text());
                    if (target == null || target.def == g && at.annotation().isEmpty()) {
                        continue;
                    }
                    Call c = mine.get(i);
                    ((Ident) dev.hicuda.ir.expr.Paren.strip(c.callee())).setName(target.def.name());
                    List<Expr> args = new ArrayList<>(c.args());
                    args.addAll(at.args());
                    c.setArgs(args);
                    callers.computeIfAbsent(target.def, k -> new LinkedHashSet<>()).add(in.def);
                    changed.add(unitOf(program, in.def));
                }
            }
        }
        prototypes(program, instances, callers, changed);
        for (PassContext u : program.units()) {
            if (changed.contains(u.program().unit())) {
                new SymbolResolver().run(u.program().unit(), u);
            }
        }
        program.put(FunctionClasses.KEY, FunctionClasses.of(CallGraph.of(program)));
    }

    /** The annotations of every K and MK function, from the roots to the fixpoint, in the order found. */
    private Map<FunctionDef, Map<String, Instance>> annotate(CallGraph graph, FunctionClasses classes, CallBindings bindings) {
        Map<FunctionDef, Map<String, Instance>> out = new LinkedHashMap<>();
        Deque<Instance> work = new ArrayDeque<>();
        for (FunctionDef f : graph.functions()) {
            if (classes.leadsToKernel(f) && (f.name().equals("main")
                    || graph.callsTo(f).stream().noneMatch(s -> !s.inKernel() && classes.leadsToKernel(s.caller())))) {
                add(out, work, f, new TreeMap<>(), "");
            }
        }
        while (true) {
            while (!work.isEmpty()) {
                Instance in = work.poll();
                for (CallGraph.CallSite s : graph.callsFrom(in.original)) {
                    if (s.inKernel() || !classes.leadsToKernel(s.callee())) {
                        continue;
                    }
                    CallBindings.AtCall at = bindings.at(s.call(), in.original, in.annotation, s.callee());
                    add(out, work, s.callee(), at.annotation(), at.text());
                }
            }
            FunctionDef missing = null;
            for (FunctionDef f : graph.functions()) {
                if (classes.leadsToKernel(f) && !out.containsKey(f)) {
                    missing = f; // only called from a cycle of calls nothing else reaches
                    break;
                }
            }
            if (missing == null) {
                return out;
            }
            add(out, work, missing, new TreeMap<>(), "");
        }
    }

    private static void add(Map<FunctionDef, Map<String, Instance>> out, Deque<Instance> work, FunctionDef f,
                            Map<EntryKey, Binding> annotation, String text) {
        Map<String, Instance> m = out.computeIfAbsent(f, k -> new LinkedHashMap<>());
        if (!m.containsKey(text)) {
            Instance in = new Instance(f, annotation, text);
            m.put(text, in);
            work.add(in);
        }
    }

    // ------------------------------------------------------------------ clones

    private void materialize(FunctionDef f, Map<String, Instance> contexts, CallGraph graph, Set<String> taken,
                             Set<TranslationUnit> changed) {
        List<Instance> list = new ArrayList<>(contexts.values());
        boolean hasEmpty = contexts.containsKey("");
        TranslationUnit tu = graph.unitOf(f).program().unit();
        SymbolTable table = SymbolTable.of(graph.unitOf(f));
        // the copies are made of the function as the user wrote it, before any is changed
        String base = f.name();
        boolean originalUsed = false;
        for (Instance in : list) {
            if (in.text.isEmpty() || !hasEmpty && !originalUsed) {
                in.def = f;
                originalUsed = true;
            } else {
                in.def = Statements.copy(f, true);
                table.mirror(f, in.def);
            }
        }
        Node after = f;
        for (Instance in : list) {
            if (in.def != f) {
                tu.insert(tu.items().indexOf(after) + 1, in.def);
                after = in.def;
            }
        }
        for (Instance in : list) {
            FunctionDef d = in.def;
            if (in.text.isEmpty()) {
                in.calls = NodeWalker.collect(f.body(), Call.class);
                continue;
            }
            String suffix = suffix(in.annotation);
            String name = base + "__" + suffix;
            for (int k = 2; taken.contains(name); k++) {
                name = base + "__" + suffix + "_" + k;
            }
            taken.add(name);
            d.declarator().nameDeclarator().setName(name);
            d.forgetOriginal();
            List<ParamDecl> params = new ArrayList<>(d.functionDeclarator().params());
            if (params.size() == 1 && params.get(0).name() == null && params.get(0).specs() != null && params.get(0).specs().has("void")
                    && !(params.get(0).declarator() instanceof dev.hicuda.ir.decl.PointerDeclarator)) {
                params.clear(); // (void)
            }
            int at = 0;
            for (Binding b : in.annotation.values()) {
                params.addAll(b.params());
                if (b.shape() != null) {
                    d.body().insert(at++, b.shape());
                }
                for (DirectiveStmt ds : b.data().values()) {
                    d.body().insert(at++, ds);
                }
            }
            d.functionDeclarator().setParams(params);
            if (list.size() > 1) {
                for (DirectiveStmt ds : NodeWalker.collect(d.body(), DirectiveStmt.class)) {
                    if (ds.directive() instanceof KernelDirective kd && !ds.isPropagated()) {
                        ds.setDirective(kd.renamed(kd.name() + name.substring(base.length())));
                    }
                }
            }
            List<Trivia> lead = new ArrayList<>(d == f ? f.leadingTrivia() : List.of(Trivia.blank()));
            lead.add(new Trivia(Trivia.Kind.COMMENT, "/* " + base + " for callers whose data directives reach it ("
                    + describeAnnotation(in.annotation) + ") */"));
            d.setLeadingTrivia(lead);
            in.calls = NodeWalker.collect(d.body(), Call.class);
            changed.add(tu);
        }
    }

    private static String suffix(Map<EntryKey, Binding> annotation) {
        List<String> parts = new ArrayList<>();
        annotation.values().forEach(b -> parts.add(b.suffix()));
        return String.join("__", parts);
    }

    private String describeAnnotation(Map<EntryKey, Binding> annotation) {
        List<String> l = new ArrayList<>();
        for (Binding b : annotation.values()) {
            for (DirectiveStmt ds : b.data().values()) {
                l.add(ds.directive().keyword() + " " + b.var() + " (" + ds.pos().file() + ":" + ds.pos().line() + ")");
            }
            if (b.data().isEmpty() && b.shape() != null) {
                l.add("shape " + b.var() + " (" + b.shape().pos().file() + ":" + b.shape().pos().line() + ")");
            }
        }
        return String.join(", ", l);
    }

    private static FunctionDef calleeOf(CallGraph graph, FunctionDef f, Call c, FunctionClasses classes) {
        for (CallGraph.CallSite s : graph.callsFrom(f)) {
            if (s.call() == c) {
                return s.inKernel() || !classes.leadsToKernel(s.callee()) ? null : s.callee();
            }
        }
        return null;
    }

    private static TranslationUnit unitOf(WholeProgram program, Node n) {
        PassContext u = program.unitOf(n);
        return u == null ? null : u.program().unit();
    }

    // ------------------------------------------------------------------ prototypes

    /**
     * A prototype of every function renamed or cloned here, in each file that defines or calls it,
     * before the first function there that calls it (or before the function itself).
     */
    private void prototypes(WholeProgram program, Map<FunctionDef, Map<String, Instance>> instances,
                            Map<FunctionDef, Set<FunctionDef>> callers, Set<TranslationUnit> changed) {
        for (Map<String, Instance> m : instances.values()) {
            for (Instance in : m.values()) {
                if (in.text.isEmpty()) {
                    continue;
                }
                Set<Node> anchors = new LinkedHashSet<>();
                anchors.add(in.def);
                anchors.addAll(callers.getOrDefault(in.def, Set.of()));
                Map<TranslationUnit, Node> first = new LinkedHashMap<>();
                for (Node a : anchors) {
                    TranslationUnit tu = unitOf(program, a);
                    if (tu == null) {
                        continue;
                    }
                    Node cur = first.get(tu);
                    if (cur == null || tu.items().indexOf(a) < tu.items().indexOf(cur)) {
                        first.put(tu, a);
                    }
                }
                for (Map.Entry<TranslationUnit, Node> e : first.entrySet()) {
                    VerbatimStmt proto = VerbatimStmt.of(printer.functionHeader(in.def).replace('\n', ' ') + ";");
                    proto.setLeadingTrivia(List.of(Trivia.blank()));
                    e.getKey().insertBeforeItsPreamble(e.getValue(), proto);
                    changed.add(e.getKey());
                }
            }
        }
    }
}
