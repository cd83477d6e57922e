package dev.hicuda.optimize.registers;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.StmtExpr;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Jump;
import dev.hicuda.ir.stmt.Labeled;
import dev.hicuda.ir.stmt.Return;
import dev.hicuda.ir.stmt.Statements;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.Switch;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.stmt.While;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.PointerType;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.nest.PureFunctions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A thread's consecutive elements loaded 16 bytes at a time: in a loop of constant trip count with step 1 whose
 * iterations read {@code A[p][v + e]} (the last subscript the loop's variable plus an expression e, the other
 * subscripts and e the same in every iteration) of a read-only array in global memory, four floats (two doubles)
 * are loaded by one vector load
 * ({@code float4}, {@code int4}, {@code uint4}, {@code double2}) and the body is repeated for the elements of the
 * vector, {@code v} stepping by four; where the first element is not 16-byte aligned (checked once, before the
 * loop) the loop runs as written.  nvcc forms such loads only where it can prove the alignment, which it cannot for
 * a kernel's array parameters; a warp then makes a quarter of the load instructions, and of the L1 wavefronts when
 * its lanes read different rows (the 16 coordinates of a point a thread, as sqdist's hand version reads them).
 *
 * <p>Legality: the loop is counted, from a constant to a constant, a multiple of the vector's elements; its body has
 * no nested loop or switch, no jump, no label, no directive, no statement expression, calls only pure functions and
 * does not change the loop's variable; the array is declared outside the kernel (its global copy), not in a
 * {@code constant} or {@code texture} directive of the program, not read through a shared copy here, and
 * {@link ReadOnlyArrays#whyWritten not written by the kernel}; the other subscripts use no variable the loop changes
 * and read no memory; a read under a condition ({@code ?:}, {@code &&}, {@code ||}, {@code if}) is loaded under the
 * same condition, which must not depend on the loop (no variable it changes, no memory read, no call), so the vector
 * load reads only elements the loop reads.  The values are exactly those the loop reads.
 */
public final class VectorizedAccesses {
    /** Bytes of one vector load. */
    static final int BYTES = 16;
    private static final CPrinter SAME = CPrinter.canonical();
    private static final String[] LANES = {"x", "y", "z", "w"};

    private final For loop;
    private final KernelRegion region;
    private final TranslationUnit tu;
    private final ConstEval constants;
    private final Names names;

    public VectorizedAccesses(For loop, KernelRegion region, TranslationUnit tu, ConstEval constants, Names names) {
        this.loop = loop;
        this.region = region;
        this.tu = tu;
        this.constants = constants;
        this.names = names;
    }

    /** One vector: the reads of {@code A[p][v + e]} under one condition, or the stores to them. */
    private record Group(String key, ArrayRef first, String type, int lanes, List<Expr> guards, boolean store) {
        String what() {
            return store ? "store" : "load";
        }
    }

    /** The variables the body declares with an initializer and never changes ({@code int i = 4 * i4 + k;}): their values. */
    private Map<Symbol, Expr> definitions = Map.of();

    /**
     * Applies the transformation where legal; returns the report lines ("applied: ..." or the reason why not), none
     * when the loop reads no element of a global array at its variable plus a constant.
     */
    public List<String> apply() {
        CountedLoop counted = CountedLoop.of(loop, constants);
        if (counted == null) {
            return List.of();
        }
        Symbol var = counted.var();
        definitions = definitions();
        PolyReader reader = new PolyReader(constants);
        Set<Symbol> local = new HashSet<>();
        for (Stmt s : region.body()) {
            local.addAll(Code.declaredIn(s));
        }
        List<ArrayRef> accesses = new ArrayList<>();
        for (ArrayRef r : ArrayRef.in(loop.body())) {
            boolean load = !r.write() && r.read();
            boolean store = r.write() && !r.read() && storeStatement(r) != null;
            if ((load || store) && !local.contains(r.array()) && offset(r, var, reader) != null) {
                accesses.add(r);
            }
        }
        if (accesses.isEmpty()) {
            return List.of();
        }
        String where = "loop '" + var.name() + "' (line " + loop.pos().line() + ")";
        String bad = loopRefusal(counted);
        if (bad != null) {
            return List.of("no access vectorized in " + where + ": " + bad);
        }
        long trip = trip(counted);
        Set<Symbol> changed = new HashSet<>(CountedLoop.writtenIn(loop));
        changed.addAll(Code.declaredIn(loop));
        List<String> out = new ArrayList<>();
        Map<String, Group> groups = new LinkedHashMap<>();
        Map<String, Poly> start = new LinkedHashMap<>();
        Set<String> refused = new HashSet<>();
        for (ArrayRef r : accesses) {
            boolean store = r.write();
            String name = (store ? "store " : "load ") + LoopFacts.key(r);
            String why = refusal(r, changed, var);
            if (why == null) {
                why = store ? storeRefusal(r) : ReadOnlyArrays.whyWritten(region, r.array(), new PureFunctions(tu));
            }
            String type = why == null ? vectorType(r) : null;
            if (why == null && type == null) {
                why = "its element is not a float, int, unsigned int or double";
            }
            List<Expr> guards = why == null ? guards(r, changed) : List.of();
            if (why == null && guards == null) {
                why = "it is read under a condition that changes in the loop or reads memory";
            }
            int lanes = type == null ? 0 : lanes(type);
            if (why == null && trip % lanes != 0) {
                why = "the loop's " + trip + " iterations are not a multiple of " + lanes;
            }
            Poly c = offset(r, var, reader);
            if (why == null) {
                why = alignmentVaries(r, c, lanes);
            }
            String row = r.name() + prefix(r);
            Long apart = start.containsKey(row) ? start.get(row).minus(c).constantValue() : null;
            if (why == null && apart != null && Math.floorMod(apart, lanes) != 0) {
                why = "its first element is not aligned as the other accesses of the row are";
            }
            if (why != null) {
                if (refused.add(name)) {
                    out.add(name + " not vectorized in " + where + ": " + why);
                }
                continue;
            }
            start.putIfAbsent(row, c);
            String key = key(r, guards);
            groups.putIfAbsent(key, new Group(key, r, type, lanes, guards, store));
        }
        if (groups.isEmpty()) {
            return out;
        }
        int lanes = groups.values().iterator().next().lanes();
        for (Group g : new ArrayList<>(groups.values())) {
            if (g.lanes() != lanes) {
                groups.remove(g.key());
                out.add(g.what() + " " + LoopFacts.key(g.first()) + " not vectorized in " + where + ": the loop's other vectors hold "
                        + lanes + " elements");
            }
        }
        Map<String, String> vectors = new LinkedHashMap<>();
        for (Group g : groups.values()) {
            vectors.put(g.key(), names.fresh(g.first().name() + "_vec"));
        }
        rewrite(counted, groups, vectors, lanes);
        for (Group g : groups.values()) {
            out.add("applied: " + LoopFacts.key(g.first()) + (g.store() ? " stored " : " loaded ") + lanes + " elements at a time ("
                    + g.type() + " " + vectors.get(g.key()) + ") in " + where + ", where its first element is 16-byte aligned");
        }
        return out;
    }

    /**
     * The statement {@code A[..] = value;} of a store {@code r} that the loop's body runs in every iteration (a
     * statement of the body's block, not under a condition), or null.
     */
    private ExprStmt storeStatement(ArrayRef r) {
        Node p = r.node().parent();
        while (p instanceof Paren) {
            p = p.parent();
        }
        if (p instanceof Assign a && a.op().equals("=") && Paren.strip(a.target()) == r.node() && a.parent() instanceof ExprStmt es
                && (es == loop.body() || es.parent() == loop.body())) {
            return es;
        }
        return null;
    }

    /**
     * Why the stores to {@code r}'s element may not wait for the vector's last lane, or null: the loop's body reads
     * the array, or writes it other than at {@code r}'s subscripts.
     */
    private String storeRefusal(ArrayRef r) {
        Symbol a = r.array();
        for (ArrayRef x : ArrayRef.in(loop.body())) {
            if (x.array() == a && (x.read() || !LoopFacts.key(x).equals(LoopFacts.key(r)))) {
                return "the loop also reads " + a.name() + " or writes it elsewhere";
            }
        }
        if (!ArrayRef.onlyElementAccesses(loop.body(), a)) {
            return "the loop uses " + a.name() + " other than by element accesses";
        }
        return null;
    }

    /**
     * The variables the loop's body declares with an initializer and never changes, with their initializers (so that
     * {@code T[i]} after {@code int i = 4 * i4 + k;} is read as {@code T[4 * i4 + k]}).
     */
    private Map<Symbol, Expr> definitions() {
        Map<Symbol, Expr> out = new java.util.HashMap<>();
        if (!(loop.body() instanceof Compound body)) {
            return out;
        }
        Set<Symbol> written = CountedLoop.writtenIn(body);
        for (Stmt s : body.items()) {
            if (!(s instanceof DeclStmt d)) {
                continue;
            }
            for (InitDeclarator id : d.decl().declarators()) {
                if (!(id.declarator() instanceof NameDeclarator) || id.init() == null
                        || NodeWalker.any(id.init(), n -> n instanceof Index || n instanceof Call) || PolyReader.hasSideEffects(id.init())) {
                    continue;
                }
                for (Ident use : NodeWalker.collect(body, Ident.class)) {
                    Symbol sym = use.symbol();
                    if (sym != null && use.name().equals(id.name()) && sym.declaration() != null && sym.declaration().isInside(d)
                            && !written.contains(sym)) {
                        out.put(sym, id.init());
                        break;
                    }
                }
            }
        }
        return out;
    }

    /** A copy of {@code e} with the body's defined variables replaced by their values. */
    private Expr expanded(Expr e) {
        Expr out = e.copy();
        for (int depth = 0; depth < 4; depth++) {
            boolean again = false;
            for (Ident id : NodeWalker.collect(out, Ident.class)) {
                Expr value = id.symbol() == null ? null : definitions.get(id.symbol());
                if (value != null) {
                    Expr v = id.parent() instanceof Index ix && ix.index() == id ? value.copy() : new Paren(value.copy());
                    if (id == out) {
                        out = v;
                    } else {
                        NodeWalker.replace(id, v);
                    }
                    again = true;
                }
            }
            if (!again) {
                break;
            }
        }
        return out;
    }

    /**
     * Why the alignment of the first element may differ from one thread to another, or null: a term of {@code e} in
     * the last subscript {@code v + e} whose coefficient is no multiple of the lanes, or rows (of an array of more
     * than one dimension) whose length is not a constant multiple of them.  Where the threads of a warp disagree, the
     * warp runs both the vector loop and the loop as written (sad's search positions, a thread's reference block at
     * its own column offset: 1.16 ms against 1.44 ms on the H200, 2026-12-02).
     */
    private static String alignmentVaries(ArrayRef r, Poly e, int lanes) {
        for (Map.Entry<List<Poly.Atom>, Long> t : e.terms().entrySet()) {
            if (!t.getKey().isEmpty() && t.getValue() % lanes != 0) {
                StringBuilder term = new StringBuilder(String.valueOf(t.getValue()));
                for (Poly.Atom a : t.getKey()) {
                    term.append(" * ").append(a.name());
                }
                return "the alignment of its first element may differ from thread to thread (the term " + term
                        + " of its last subscript is no multiple of " + lanes + ")";
            }
        }
        if (r.subscripts().size() > 1) {
            CType t = r.array().type() == null ? null : r.array().type().resolved();
            Long row = null;
            for (int d = 0; t != null && d < r.subscripts().size() - 1; d++) {
                CType inner = t instanceof ArrayType a ? a.element() : t instanceof PointerType p ? p.pointee() : null;
                t = inner == null ? null : inner.resolved();
            }
            if (t instanceof ArrayType a) {
                row = a.length();
            }
            if (row == null || row % lanes != 0) {
                return "the alignment of its rows may differ from thread to thread (their length is "
                        + (row == null ? "not a constant" : row + ", no multiple of " + lanes) + ")";
            }
        }
        return null;
    }

    /** Why the loop cannot be stepped by a vector's elements, or null. */
    private String loopRefusal(CountedLoop counted) {
        if (counted.step() != 1) {
            return "its step is not 1";
        }
        if (!counted.rel().equals("<") && !counted.rel().equals("<=")) {
            return "it does not count upwards";
        }
        Long first = constants.eval(counted.first());
        Long bound = constants.eval(counted.bound());
        if (first == null || bound == null || trip(counted) <= 0) {
            return "its trip count is not a constant";
        }
        if (NodeWalker.any(loop.body(), n -> n instanceof For || n instanceof While || n instanceof Switch
                || n instanceof DirectiveStmt || n instanceof StmtExpr || n instanceof VerbatimStmt)) {
            return "its body has a nested loop, a switch or a directive";
        }
        if (NodeWalker.any(loop.body(), n -> n instanceof Jump || n instanceof Return || n instanceof Labeled)) {
            return "its body has a jump or a label";
        }
        if (!new PureFunctions(tu).onlyPureCalls(loop.body())) {
            return "its body calls a function that may write memory";
        }
        if (CountedLoop.writtenIn(loop.body()).contains(counted.var())) {
            return "its body changes its variable";
        }
        if (loop.parent() instanceof Compound c && c.indexOf(loop) > 0 && c.items().get(c.indexOf(loop) - 1) instanceof VerbatimStmt v
                && !v.lines().isEmpty() && v.lines().get(0).trim().startsWith("#pragma")) {
            return "a pragma stands before it";
        }
        return null;
    }

    private long trip(CountedLoop counted) {
        long first = constants.eval(counted.first());
        long bound = constants.eval(counted.bound());
        return counted.rel().equals("<") ? bound - first : bound - first + 1;
    }

    /** The part e of a last subscript {@code v + e} (e without v; the body's defined variables expanded), or null. */
    private Poly offset(ArrayRef r, Symbol var, PolyReader reader) {
        List<Expr> subs = r.subscripts();
        Poly last = reader.read(expanded(subs.get(subs.size() - 1)));
        if (last == null) {
            return null;
        }
        Poly[] split = last.splitLinear(Poly.Atom.of(var));
        if (split == null || split[0].constantValue() == null || split[0].constantValue() != 1) {
            return null;
        }
        return split[1];
    }

    /** Why the element may not be loaded or stored with its neighbours, or null (for a load, see also {@link ReadOnlyArrays}). */
    private String refusal(ArrayRef r, Set<Symbol> changed, Symbol var) {
        List<Expr> subs = new ArrayList<>();
        for (Expr x : r.subscripts()) {
            subs.add(expanded(x));
        }
        for (Expr s : subs.subList(0, subs.size() - 1)) {
            if (Code.mentions(s, changed) || NodeWalker.any(s, n -> n instanceof Index || n instanceof Call) || PolyReader.hasSideEffects(s)) {
                return "its other subscripts use a variable the loop changes or read memory";
            }
        }
        Expr last = subs.get(subs.size() - 1);
        Set<Symbol> others = new HashSet<>(changed);
        others.remove(var);
        if (Code.mentions(last, others) || NodeWalker.any(last, n -> n instanceof Index || n instanceof Call) || PolyReader.hasSideEffects(last)) {
            return "its last subscript uses another variable the loop changes or reads memory";
        }
        Symbol a = r.array();
        if (PrefetchedLoads.inSharedScope(r.node(), a) || PrefetchedLoads.inSharedScope(loop, a)) {
            return "it is accessed through its shared copy here";
        }
        if (NodeWalker.any(tu, n -> n instanceof DirectiveStmt d && d.directive() instanceof DataDirective dd
                && (dd.memory() == DataDirective.Memory.CONSTANT || dd.memory() == DataDirective.Memory.TEXTURE)
                && (dd.variable() != null && dd.variable().name().equals(a.name())
                        || dd.names().stream().anyMatch(x -> x.name().equals(a.name()))))) {
            return a.name() + " is in constant or texture memory";
        }
        return null;
    }

    /** The vector type of the element, or null. */
    private static String vectorType(ArrayRef r) {
        if (Scalar.specs(r) == null) {
            return null;
        }
        CType t = r.node().type().resolved();
        return switch (t.describe()) {
            case "float" -> "float4";
            case "int" -> "int4";
            case "unsigned int" -> "uint4";
            case "double" -> "double2";
            default -> null;
        };
    }

    private static int lanes(String type) {
        return type.endsWith("2") ? 2 : 4;
    }

    /**
     * The conditions under which the loop's body evaluates {@code r} (as {@link #conditions}); null when one depends
     * on the loop (a variable it changes, a memory read, a call).
     */
    private List<Expr> guards(ArrayRef r, Set<Symbol> changed) {
        List<Expr> out = conditions(r.node(), loop);
        for (Expr cond : out) {
            if (Code.mentions(cond, changed) || NodeWalker.any(cond, n -> n instanceof Index || n instanceof Call)
                    || PolyReader.hasSideEffects(cond)) {
                return null;
            }
        }
        return out;
    }

    /**
     * The conditions under which the statements up to {@code stop} (exclusive; null: the root) evaluate {@code read},
     * outermost first, each true when they do: a {@code ?:}'s or an {@code if}'s condition, negated for the else
     * branch, the left operand of {@code &&}, the negated left operand of {@code ||} for the right one.
     */
    private static List<Expr> conditions(Node read, Node stop) {
        List<Expr> out = new ArrayList<>();
        Node child = read;
        for (Node p = child.parent(); p != null && p != stop; child = p, p = p.parent()) {
            Expr cond = null;
            boolean negate = false;
            if (p instanceof Conditional c && child != c.cond()) {
                cond = c.cond();
                negate = child == c.otherwise();
            } else if (p instanceof Binary b && (b.op().equals("&&") || b.op().equals("||")) && child == b.right()) {
                cond = b.left();
                negate = b.op().equals("||");
            } else if (p instanceof If i && child != i.cond()) {
                cond = i.cond();
                negate = child == i.otherwise();
            }
            if (cond != null) {
                out.add(0, negate ? new Unary("!", new Paren(cond.copy()), false) : operand(cond));
            }
        }
        return out;
    }

    private static String prefix(ArrayRef r) {
        StringBuilder sb = new StringBuilder();
        List<Expr> subs = r.subscripts();
        for (Expr s : subs.subList(0, subs.size() - 1)) {
            sb.append('[').append(SAME.expr(s)).append(']');
        }
        return sb.toString();
    }

    private String key(ArrayRef r, List<Expr> guards) {
        StringBuilder sb = new StringBuilder(r.write() ? "store " : "load ").append(LoopFacts.key(r));
        for (Expr g : guards) {
            sb.append(" if ").append(SAME.expr(g));
        }
        return sb.toString();
    }

    /**
     * {@code if (aligned) { for (v = first; v < bound; v += L) { T A_vec; if (guard) A_vec = A[p][v + e] (as a
     * vector); {body at v} {body at v + 1} ... } } else loop}: in the body's copies the group's reads become the
     * vector's lanes.
     */
    private void rewrite(CountedLoop counted, Map<String, Group> groups, Map<String, String> vectors, int lanes) {
        Symbol var = counted.var();
        List<Stmt> items = new ArrayList<>();
        Expr aligned = null;
        List<Stmt> stores = new ArrayList<>();
        for (Group g : groups.values()) {
            String vec = vectors.get(g.key());
            Expr at = expanded(g.first().node());
            Expr test = new Call(new Ident("hicuda_aligned" + BYTES), List.of(substituted(at, var, counted.first())));
            if (g.store()) {
                items.add(declare(g.type(), vec, null));
                stores.add(new ExprStmt(new Call(new Ident("hicuda_vst" + BYTES + "_" + g.type()), List.of(at, new Ident(vec)))));
                aligned = aligned == null ? test : new Binary("&&", aligned, test);
                continue;
            }
            Expr load = new Call(new Ident("hicuda_vld" + BYTES + "_" + g.type()), List.of(at));
            Expr guard = conjunction(g.guards());
            if (guard == null) {
                items.add(declare(g.type(), vec, load));
            } else {
                items.add(declare(g.type(), vec, null));
                items.add(new If(guard, new ExprStmt(new Assign("=", new Ident(vec), load)), null));
                test = new Conditional(operand(guard), test, Literal.integer(1));
            }
            aligned = aligned == null ? test : new Binary("&&", aligned, test);
        }
        for (int lane = 0; lane < lanes; lane++) {
            Stmt copy = Statements.copy(loop.body());
            Compound block = copy instanceof Compound c ? c : new Compound(new ArrayList<>(List.of(copy)));
            for (ArrayRef r : ArrayRef.in(block)) {
                String key = key(r, r.write() ? List.of() : conditions(r.node(), null));
                if (r.write() != r.read() && vectors.containsKey(key)) {
                    NodeWalker.replace(r.node(), new Member(new Ident(vectors.get(key)), LANES[lane], false));
                }
            }
            if (lane > 0) {
                for (Ident id : NodeWalker.collect(block, Ident.class)) {
                    if (id.symbol() == var || id.symbol() == null && id.name().equals(var.name())) {
                        Expr next = new Binary("+", new Ident(var.name()), Literal.integer(lane));
                        boolean bare = id.parent() instanceof Index ix && ix.index() == id
                                || id.parent() instanceof Binary b && b.left() == id && (b.op().equals("+") || b.op().equals("-"));
                        NodeWalker.replace(id, bare ? next : new Paren(next));
                    }
                }
            }
            if (block.items().stream().anyMatch(x -> x instanceof DeclStmt)) {
                items.add(block); // (its own scope for the declarations of each copy)
            } else {
                items.addAll(block.removeRange(0, block.items().size() - 1));
            }
        }
        items.addAll(stores);
        Compound body = new Compound(items);
        For vectorLoop = new For(Statements.copy(loop.init()), loop.cond() == null ? null : loop.cond().copy(),
                new Assign("+=", new Ident(var.name()), Literal.integer(lanes)), body);
        Compound vectorBlock = new Compound(new ArrayList<>(List.of(vectorLoop)));
        for (Node n : List.<Node>of(vectorBlock, vectorLoop.step(), aligned)) {
            NodeWalker.preOrder(n, x -> {
                if (x.pos() == null) {
                    x.at(loop.pos());
                }
            });
        }
        Compound scalar = new Compound(new ArrayList<>());
        scalar.at(loop.pos());
        If choice = new If(aligned, vectorBlock, scalar);
        choice.at(loop.pos());
        NodeWalker.replace(loop, choice);
        scalar.add(loop);
        NodeWalker.preOrder(choice, x -> {
            if (x instanceof Stmt s) {
                s.setEpoch(loop.epoch());
            }
        });
    }

    /** A copy of {@code e}, parenthesized when it binds less tightly than a comparison (as an operand of && or ?:). */
    private static Expr operand(Expr e) {
        Expr s = Paren.strip(e);
        boolean loose = s instanceof Conditional || s instanceof Assign || s instanceof dev.hicuda.ir.expr.Comma
                || s instanceof Binary b && (b.op().equals("&&") || b.op().equals("||"));
        return loose ? new Paren(s.copy()) : s.copy();
    }

    private static Expr conjunction(List<Expr> guards) {
        Expr out = null;
        for (Expr g : guards) {
            out = out == null ? g.copy() : new Binary("&&", out, operand(g));
        }
        return out;
    }

    private DeclStmt declare(String type, String name, Expr init) {
        DeclSpecs specs = DeclSpecs.keywords(type); // (as the cooperative transfers declare their int4 registers)
        DeclStmt d = new DeclStmt(new Declaration(specs, new ArrayList<>(List.of(new InitDeclarator(new NameDeclarator(name), init, null)))));
        NodeWalker.preOrder(d, n -> n.at(loop.pos()));
        return d;
    }

    /** A copy of {@code access} with the loop's variable replaced by {@code value}. */
    private static Expr substituted(Expr access, Symbol var, Expr value) {
        Expr e = access.copy();
        for (Ident id : NodeWalker.collect(e, Ident.class)) {
            if (id.symbol() == var || id.symbol() == null && id.name().equals(var.name())) {
                Expr v = Paren.strip(value);
                if (v instanceof Literal l && Long.valueOf(0).equals(l.intValue()) && id.parent() instanceof Binary b
                        && b.op().equals("+") && (b.left() == id || b.right() == id)) {
                    NodeWalker.replace(b, (b.left() == id ? b.right() : b.left()).copy()); // e + 0 is e
                    continue;
                }
                boolean bare = v instanceof Literal || v instanceof Ident || id.parent() instanceof Index ix && ix.index() == id;
                NodeWalker.replace(id, bare ? v.copy() : new Paren(v.copy()));
            }
        }
        return e;
    }
}
