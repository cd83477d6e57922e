package dev.hicuda.lowering.interproc;

import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.VisibleShapes;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.ParamDecl;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.lowering.data.DataShape;
import dev.hicuda.lowering.data.DeviceArray;
import dev.hicuda.lowering.data.ExtraParameters;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.Target;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The annotation a call gives its callee (journal §5.7.2): for each name the callee needs from its
 * callers ({@link EntryNeeds}), the data directives in force for the caller's variable at the call
 * (the caller's own, or those its own callers gave it), written again in the callee's terms, and
 * the arguments the call adds for them.
 *
 * <p>An expression of a directive (a section bound, a shape's dimension) is written for the callee
 * as it is when it is a compile-time constant or names only file-scope variables the callee's file
 * declares too; as the callee's parameter when the caller passes the same variable as that argument
 * (and the callee does not assign the parameter); otherwise the callee gains a parameter
 * ({@code x_1}, {@code x_2}, ... after its variable {@code x}) and the call passes the caller's
 * expression.
 */
final class CallBindings {
    private static final DataDirective.Memory[] MEMORIES = {DataDirective.Memory.GLOBAL, DataDirective.Memory.CONSTANT,
            DataDirective.Memory.TEXTURE};

    /** The callee's annotation at a call, and the arguments the call adds (in the order of the bindings' parameters). */
    record AtCall(Map<EntryKey, Binding> annotation, List<Expr> args) {
        String text() {
            StringBuilder sb = new StringBuilder();
            annotation.values().forEach(b -> sb.append('{').append(b.text()).append('}'));
            return sb.toString();
        }
    }

    private final EntryNeeds needs;
    private final CPrinter printer = CPrinter.readable();
    private final Map<DirectiveStmt, Integer> ids = new IdentityHashMap<>();

    CallBindings(EntryNeeds needs) {
        this.needs = needs;
    }

    /**
     * The annotation {@code g} gets at {@code call}, a call in {@code f} (the function as it is, or a
     * clone of it) whose own annotation is {@code entry}.
     */
    AtCall at(Call call, FunctionDef f, Map<EntryKey, Binding> entry, FunctionDef g) {
        Map<EntryKey, Binding> out = new TreeMap<>();
        List<Expr> args = new ArrayList<>();
        PassContext fUnit = needs.graph().unitOf(f) != null ? needs.graph().unitOf(f) : unitOf(call);
        PassContext gUnit = needs.graph().unitOf(g);
        Exprs ex = new Exprs(SymbolTable.of(fUnit).constEval());
        Set<Symbol> writtenInG = CountedLoop.writtenIn(g.body());
        for (EntryKey k : needs.of(g)) {
            Symbol v = needs.actual(k, call, f, g);
            if (v == null) {
                continue;
            }
            EntryKey fk = EntryNeeds.keyOf(v, f);
            Binding fromEntry = fk == null ? null : entry.get(fk);
            Map<DataDirective.Memory, DirectiveStmt> reach = new LinkedHashMap<>();
            for (DataDirective.Memory m : MEMORIES) {
                ReachingDirectives.Result r = ReachingDirectives.search(v.name(), m, call);
                if (r.outcome() == ReachingDirectives.Outcome.FOUND && !r.directive().isPropagated()) {
                    reach.put(m, r.directive());
                } else if (r.outcome() != ReachingDirectives.Outcome.FREED && fromEntry != null && fromEntry.data().containsKey(m)) {
                    reach.put(m, fromEntry.data().get(m));
                }
            }
            List<Expr> dims = dimensions(v, call, fUnit, fromEntry);
            if (dims == null || reach.isEmpty() && !v.type().isPointer()) {
                continue;
            }
            String var = k.isParam() ? paramName(g, k.param()) : k.global();
            if (var == null) {
                continue;
            }
            Symbol gSym = k.isParam() ? paramSymbol(g, k.param(), gUnit) : SymbolTable.of(gUnit).fileScope().lookup(var);
            Transport t = new Transport(call, f, g, gUnit, writtenInG, ex, var, fUnit != gUnit);
            StringBuilder text = new StringBuilder(var);
            DirectiveStmt shape = null;
            if (gSym != null && gSym.type() != null && gSym.type().isPointer()) {
                List<Expr> gDims = new ArrayList<>();
                for (Expr d : dims) {
                    gDims.add(t.apply(d));
                }
                DirectiveStmt origin = shapeOrigin(v, call, fUnit, fromEntry, reach);
                if (origin == null) {
                    continue;
                }
                shape = DirectiveStmt.derived(origin, new ShapeDirective(var, gDims), true);
                text.append(" shape").append(dimsText(gDims));
            }
            Map<DataDirective.Memory, DirectiveStmt> data = new LinkedHashMap<>();
            List<ParamDecl> params = new ArrayList<>();
            DataShape.Element element = DataShape.elementOf(v);
            for (Map.Entry<DataDirective.Memory, DirectiveStmt> e : reach.entrySet()) {
                DataDirective dd = (DataDirective) e.getValue().directive();
                DataDirective.Memory m = e.getKey();
                Section gSec = section(var, dd.variable(), t);
                DataDirective virtual = new DataDirective(m, m == DataDirective.Memory.GLOBAL ? DataDirective.Action.ALLOC
                        : DataDirective.Action.COPYIN, gSec, false, null, false, null, dd.nobndcheck(), List.of(), List.of(), dd.pitched());
                virtual.at(dd.pos());
                data.put(m, DirectiveStmt.derived(e.getValue(), virtual, true));
                text.append(' ').append(m.keyword()).append(sectionText(gSec));
                if (m == DataDirective.Memory.CONSTANT) {
                    text.append('#').append(ids.computeIfAbsent(e.getValue().origin(), x -> ids.size() + 1));
                } else if (element != null) {
                    String prefix = m == DataDirective.Memory.TEXTURE ? "t_" : "g_";
                    // the device copy as the host holds it: a typed device pointer, or an OpenCL buffer
                    params.add(gUnit.target() == Target.opencl
                            ? new ParamDecl(DeclSpecs.keywords("cl_mem"), new NameDeclarator(prefix + var))
                            : DeviceArray.pointerParam(prefix + var, element, dims, dd, ex));
                    args.add(Exprs.id(prefix + v.name()));
                }
            }
            params.addAll(t.hidden.declarations());
            args.addAll(t.hidden.values().values());
            for (ParamDecl p : params) {
                text.append(" param ").append(printer.param(p));
            }
            out.put(k, new Binding(k, var, shape, data, params, text.toString()));
        }
        return new AtCall(out, args);
    }

    private PassContext unitOf(Node n) {
        return needs.graph().program().unitOf(n);
    }

    /** The dimensions of the caller's variable at the call: its array type's, or its visible shape's; null when unknown. */
    private static List<Expr> dimensions(Symbol v, Call call, PassContext fUnit, Binding fromEntry) {
        if (v.type().resolved() instanceof ArrayType at) {
            List<Expr> l = new ArrayList<>();
            for (ArrayType d : at.dimensions()) {
                if (d.lengthExpr() == null) {
                    return null;
                }
                l.add(d.lengthExpr());
            }
            return l;
        }
        DirectiveStmt sh = VisibleShapes.at(v, call, SymbolTable.of(fUnit));
        if (sh == null || sh.isPropagated()) {
            sh = fromEntry == null ? null : fromEntry.shape();
        }
        return sh == null ? null : ((ShapeDirective) sh.directive()).dims();
    }

    /** The directive a propagated shape stands for: the caller's shape, or (for an array) its data directive. */
    private static DirectiveStmt shapeOrigin(Symbol v, Call call, PassContext fUnit, Binding fromEntry,
                                             Map<DataDirective.Memory, DirectiveStmt> reach) {
        if (!(v.type().resolved() instanceof ArrayType)) {
            DirectiveStmt sh = VisibleShapes.at(v, call, SymbolTable.of(fUnit));
            if (sh != null && !sh.isPropagated()) {
                return sh;
            }
            if (fromEntry != null && fromEntry.shape() != null) {
                return fromEntry.shape();
            }
        }
        return reach.isEmpty() ? null : reach.values().iterator().next();
    }

    private Section section(String var, Section s, Transport t) {
        List<Section.Range> ranges = new ArrayList<>();
        for (Section.Range r : s.dims()) {
            if (r.isAll()) {
                ranges.add(Section.Range.all());
            } else {
                Expr start = t.apply(r.start());
                ranges.add(new Section.Range(start, r.end() == r.start() ? start : t.apply(r.end()), r.isSingle()));
            }
        }
        Section out = new Section(var, ranges);
        out.at(s.pos());
        return out;
    }

    private String sectionText(Section s) {
        StringBuilder sb = new StringBuilder();
        for (Section.Range r : s.dims()) {
            sb.append('[').append(r.isAll() ? "*" : printer.expr(r.start()) + ":" + printer.expr(r.end())).append(']');
        }
        return sb.toString();
    }

    private String dimsText(List<Expr> dims) {
        StringBuilder sb = new StringBuilder();
        dims.forEach(d -> sb.append('[').append(printer.expr(d)).append(']'));
        return sb.toString();
    }

    static String paramName(FunctionDef g, int j) {
        return g.functionDeclarator() == null || j >= g.functionDeclarator().params().size() ? null
                : g.functionDeclarator().params().get(j).name();
    }

    private static Symbol paramSymbol(FunctionDef g, int j, PassContext gUnit) {
        String n = paramName(g, j);
        return n == null ? null : SymbolTable.of(gUnit).lookup(n, g.body());
    }

    /** One call's translation of the caller's expressions into the callee's terms. */
    private final class Transport {
        private final Call call;
        private final FunctionDef g;
        private final PassContext gUnit;
        private final Set<Symbol> writtenInG;
        private final Exprs ex;
        private final String var;
        private final boolean otherFile;
        private final FunctionDef f;
        private final PassContext fUnit;
        final ExtraParameters hidden = new ExtraParameters();

        Transport(Call call, FunctionDef f, FunctionDef g, PassContext gUnit, Set<Symbol> writtenInG, Exprs ex, String var,
                  boolean otherFile) {
            this.call = call;
            this.g = g;
            this.gUnit = gUnit;
            this.writtenInG = writtenInG;
            this.ex = ex;
            this.var = var;
            this.otherFile = otherFile;
            this.f = f;
            this.fUnit = needs.graph().unitOf(f);
        }

        Expr apply(Expr e) {
            if (ex.value(e) != null) {
                return copy(e);
            }
            Expr c = copy(e);
            boolean portable = !NodeWalker.any(c, n -> n instanceof Call);
            for (Ident id : NodeWalker.collect(c, Ident.class)) {
                // a name in a propagated directive is not resolved yet: it means what it means at the top of the caller
                Symbol sym = id.symbol() != null ? id.symbol() : SymbolTable.of(fUnit).lookup(id.name(), f.body());
                if (id.symbol() == null && sym != null) {
                    id.setSymbol(sym);
                }
                Symbol formal = sym == null ? null : formalFor(sym);
                if (formal != null) {
                    id.setName(formal.name());
                    id.setSymbol(null);
                } else if (!visibleInCallee(id)) {
                    portable = false;
                }
            }
            if (portable) {
                return c;
            }
            return hidden.parameter(var, e);
        }

        /** The callee's parameter that receives variable {@code s} as its argument (and that the callee does not assign), or null. */
        private Symbol formalFor(Symbol s) {
            for (int j = 0; j < call.args().size(); j++) {
                if (Paren.strip(call.args().get(j)) instanceof Ident a && a.symbol() == s) {
                    Symbol ps = paramSymbol(g, j, gUnit);
                    if (ps != null && !writtenInG.contains(ps) && ps.type() != null && ps.type().isArithmetic()) {
                        return ps;
                    }
                }
            }
            return null;
        }

        /** Whether a name is a file-scope variable or an enumeration constant that the callee's file sees alike. */
        private boolean visibleInCallee(Ident i) {
            Symbol s = i.symbol();
            if (s == null || !s.isFileScope() || s.kind() == Symbol.Kind.FUNCTION) {
                return false;
            }
            Symbol there = SymbolTable.of(gUnit).fileScope().lookup(i.name());
            return there != null && there.kind() == s.kind() && !(otherFile && s.specs() != null && s.specs().isStatic());
        }

        private Expr copy(Expr e) {
            Expr c = e.copy();
            if (otherFile) {
                NodeWalker.preOrder(c, Node::forgetOriginal); // the callee's file may not have the caller's macros
            }
            return c;
        }
    }
}
