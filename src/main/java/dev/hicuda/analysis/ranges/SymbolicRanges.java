package dev.hicuda.analysis.ranges;

import dev.hicuda.analysis.loops.CountedLoop;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Symbolic ranges of integer expressions at one point of a program: what the enclosing counted
 * {@code for} loops ({@link CountedLoop}) say about their variables, plus facts a caller adds.
 *
 * <p>A range is an {@link Interval} [lo, hi] whose bounds are polynomials over the symbols that
 * no enclosing loop bounds (kernel parameters, macros, outer loop variables a caller chose to keep
 * symbolic).  It is conservative: every value the expression takes at that point lies in it.  The
 * bounds are computed by eliminating the loop variables innermost first: in {@code a*v + b}, v is
 * replaced by its lower or upper bound according to the sign of a (which must be provable), so
 * {@code i*m + j} with j in [0, m-1] and i in [0, n-1] has the upper bound {@code n*m - 1}.
 *
 * <p>Comparisons ({@link #compare}) prove {@code a <= b} or {@code a > b} or answer UNKNOWN; to
 * prove, the remaining symbols may also be bounded below by what the loops imply about them (inside
 * the body of {@code for (j = 0; j < m; j++)}, m &gt;= 1).
 *
 * <p>A bound is <em>attained</em> when the expression really takes that value at the point, in some
 * iteration, whenever the loops run at all: the expression is linear in each loop variable with a
 * coefficient of known sign that no loop variable changes ({@code i*m + j}), the loops have step 1 (or -1) on the side used, and their bounds do not
 * depend on one another (a box).  The bounds-of-access check relies on that to report an access
 * that provably leaves its section in some iteration.
 */
public final class SymbolicRanges {
    /** Provable order of two expressions. */
    public enum Comparison { LE, GT, UNKNOWN }

    /** [lo, hi]; a null bound is unknown (unbounded).  {@code loAttained}/{@code hiAttained}: see the class comment. */
    public record Interval(Poly lo, Poly hi, boolean loAttained, boolean hiAttained) {
        public static final Interval UNKNOWN = new Interval(null, null, false, false);

        @Override
        public String toString() {
            return "[" + (lo == null ? "?" : lo) + ", " + (hi == null ? "?" : hi) + "]";
        }
    }

    /** Where a fact comes from. */
    private enum Source { LOOP, GUARD, ASSUMED, FLOOR }

    /** What is known of one atom: a range, possibly open on one side. */
    private record Fact(Poly.Atom atom, Poly lo, Poly hi, boolean loAttained, boolean hiAttained, Source source) {
        boolean fromLoop() {
            return source == Source.LOOP;
        }

        boolean floorOnly() {
            return source == Source.FLOOR;
        }
    }

    private record Bound(Poly value, boolean attained) {
    }

    private static final int MAX_DEPTH = 8;

    private final ConstEval constants;
    private final PolyReader reader;
    private final List<Fact> facts; // innermost first; floors of invariant symbols last
    private final Set<Symbol> varying;

    private SymbolicRanges(ConstEval constants, PolyReader reader, List<Fact> facts, Set<Symbol> varying) {
        this.constants = constants;
        this.reader = reader;
        this.facts = facts;
        this.varying = varying;
    }

    /** No facts at all: only constants are known, and every variable is taken as invariant. */
    public static SymbolicRanges empty(ConstEval constants) {
        return new SymbolicRanges(constants, new PolyReader(constants), List.of(), Set.of());
    }

    /**
     * The facts of the counted loops whose bodies contain {@code n}.  The symbols that the tree
     * containing {@code n} assigns anywhere (a kernel body, once outlined; else the whole unit) vary:
     * a bound that still mentions one after the loop variables are eliminated is unknown.
     */
    public static SymbolicRanges at(Node n, ConstEval constants) {
        PolyReader reader = new PolyReader(constants);
        List<Fact> loops = new ArrayList<>();
        List<Node[]> guards = new ArrayList<>();
        Node root = n;
        while (root.parent() != null) {
            root = root.parent();
        }
        for (Node child = n, p = n.parent(); p != null; child = p, p = p.parent()) {
            if (p instanceof For f && child == f.body()) {
                CountedLoop cl = CountedLoop.of(f, constants);
                if (cl == null) {
                    continue;
                }
                loops.add(new Fact(Poly.Atom.of(cl.var()), cl.low(reader), cl.high(reader), cl.lowAttained(reader),
                        cl.highAttained(reader), Source.LOOP));
            } else if (p instanceof If i && child == i.then()) {
                guards.add(new Node[] {i.cond(), child});
            } else if (p instanceof Conditional c && child == c.then()) {
                guards.add(new Node[] {c.cond(), child});
            } else if (p instanceof Binary b && b.op().equals("&&") && child == b.right()) {
                guards.add(new Node[] {b.left(), child});
            }
        }
        SymbolicRanges r = new SymbolicRanges(constants, reader, withFloors(loops), CountedLoop.writtenIn(root));
        for (Node[] g : guards) {
            r = r.narrowedBy((Expr) g[0], g[1]);
        }
        return r;
    }

    /**
     * These facts narrowed by a condition known to hold in {@code scope} (the then-branch of an
     * {@code if} or {@code ?:}, the right operand of {@code &&}): each conjunct {@code x REL e} with
     * x a variable bounds x, provided the scope changes none of the variables of the conjunct.
     */
    private SymbolicRanges narrowedBy(Expr cond, Node scope) {
        if (PolyReader.hasSideEffects(cond)) {
            return this;
        }
        Set<Symbol> changed = CountedLoop.writtenIn(scope);
        SymbolicRanges r = this;
        for (Expr c : conjuncts(cond)) {
            if (!(Paren.strip(c) instanceof Binary b) || !List.of("<", "<=", ">", ">=", "==").contains(b.op())
                    || NodeWalker.any(b, n -> n instanceof Ident i && i.symbol() != null && changed.contains(i.symbol()))) {
                continue;
            }
            Poly l = read(b.left());
            Poly rr = read(b.right());
            if (l == null || rr == null) {
                continue;
            }
            if (l.isMonomial() && l.atoms().size() == 1 && l.equals(Poly.of(l.atoms().iterator().next()))) {
                r = r.bounded(l.atoms().iterator().next(), b.op(), rr);
            }
            if (rr.isMonomial() && rr.atoms().size() == 1 && rr.equals(Poly.of(rr.atoms().iterator().next()))) {
                r = r.bounded(rr.atoms().iterator().next(), flip(b.op()), l);
            }
        }
        return r;
    }

    private static List<Expr> conjuncts(Expr e) {
        e = Paren.strip(e);
        if (e instanceof Binary b && b.op().equals("&&")) {
            List<Expr> l = new ArrayList<>(conjuncts(b.left()));
            l.addAll(conjuncts(b.right()));
            return l;
        }
        return List.of(e);
    }

    private static String flip(String op) {
        return switch (op) {
            case "<" -> ">";
            case ">" -> "<";
            case "<=" -> ">=";
            case ">=" -> "<=";
            default -> op;
        };
    }

    /** These facts and x REL e, keeping for each side of x's range the tighter bound when one is provably tighter. */
    private SymbolicRanges bounded(Poly.Atom x, String op, Poly e) {
        Poly lo = switch (op) {
            case ">" -> e.plus(1);
            case ">=", "==" -> e;
            default -> null;
        };
        Poly hi = switch (op) {
            case "<" -> e.plus(-1);
            case "<=", "==" -> e;
            default -> null;
        };
        List<Fact> l = new ArrayList<>(facts);
        int at = -1;
        for (int i = 0; i < l.size(); i++) {
            if (!l.get(i).floorOnly() && l.get(i).atom.equals(x)) {
                at = i;
                break;
            }
        }
        Fact old = at < 0 ? null : l.get(at);
        Poly newLo = tighter(old == null ? null : old.lo, lo, true);
        Poly newHi = tighter(old == null ? null : old.hi, hi, false);
        boolean loKept = old != null && newLo == old.lo;
        boolean hiKept = old != null && newHi == old.hi;
        if (loKept && hiKept) {
            return this;
        }
        Fact f = new Fact(x, newLo, newHi, loKept && old.loAttained, hiKept && old.hiAttained,
                old != null && old.fromLoop() && loKept && hiKept ? Source.LOOP : Source.GUARD);
        if (at < 0) {
            l.add(0, f);
        } else {
            l.set(at, f);
        }
        List<Fact> rules = new ArrayList<>();
        for (Fact g : l) {
            if (!g.floorOnly()) {
                rules.add(g);
            }
        }
        List<Fact> withFloors = new ArrayList<>(withFloors(rules));
        for (Fact g : l) {
            if (g.floorOnly()) {
                addFloor(withFloors, g.atom, g.lo.constantTerm());
            }
        }
        return new SymbolicRanges(constants, reader, Collections.unmodifiableList(withFloors), varying);
    }

    /** The tighter of two bounds of the same side when provable, else the old one (or the new one if there is no old). */
    private Poly tighter(Poly old, Poly candidate, boolean lower) {
        if (candidate == null) {
            return old;
        }
        if (old == null) {
            return candidate;
        }
        Comparison c = compare(old, candidate);
        return lower ? (c == Comparison.LE ? candidate : old) : (c == Comparison.GT || compare(candidate, old) == Comparison.LE
                ? candidate : old);
    }

    /**
     * These facts and one more: {@code a} lies in [lo, hi] (either may be null).  The new fact
     * replaces what was known of {@code a} and is used first; its bounds are never taken as attained.
     */
    public SymbolicRanges assume(Poly.Atom a, Poly lo, Poly hi) {
        List<Fact> l = new ArrayList<>();
        l.add(new Fact(a, lo, hi, false, false, Source.ASSUMED));
        for (Fact f : facts) {
            if (!f.atom.equals(a) || f.floorOnly()) {
                l.add(f);
            }
        }
        return new SymbolicRanges(constants, reader, withFloors(l), varying);
    }

    /** These facts and {@code a >= c} (for a symbol no loop bounds, e.g. a size known to be positive). */
    public SymbolicRanges assumeAtLeast(Poly.Atom a, long c) {
        List<Fact> l = new ArrayList<>(facts);
        addFloor(l, a, c);
        return new SymbolicRanges(constants, reader, Collections.unmodifiableList(l), varying);
    }

    /** Adds a &gt;= c, keeping only the largest floor of each symbol. */
    private static void addFloor(List<Fact> l, Poly.Atom a, long c) {
        for (int i = 0; i < l.size(); i++) {
            Fact f = l.get(i);
            if (f.floorOnly() && f.atom.equals(a)) {
                if (f.lo.constantTerm() >= c) {
                    return;
                }
                l.remove(i);
                break;
            }
        }
        l.add(new Fact(a, Poly.constant(c), null, false, false, Source.FLOOR));
    }

    /**
     * Adds, after the loop facts, the lower bounds that their non-emptiness implies for single
     * symbols: a body runs only when lo &lt;= hi, so {@code for (j = 0; j < m; j++)} gives m &gt;= 1.
     */
    private static List<Fact> withFloors(List<Fact> l) {
        List<Fact> out = new ArrayList<>(l);
        for (Fact f : l) {
            if (f.lo == null || f.hi == null || f.source == Source.ASSUMED || f.floorOnly()) {
                continue;
            }
            Poly d = f.hi.minus(f.lo); // >= 0
            if (d.atoms().size() != 1) {
                continue;
            }
            Poly.Atom s = d.atoms().iterator().next();
            Poly[] ab = d.splitLinear(s);
            if (ab == null || !ab[0].isConstant() || ab[0].constantValue() <= 0 || !ab[1].isConstant()
                    || l.stream().anyMatch(g -> g.atom.equals(s))) {
                continue;
            }
            long c = ab[0].constantValue();
            long k = ab[1].constantTerm();
            addFloor(out, s, Math.floorDiv(-k + c - 1, c));
        }
        return Collections.unmodifiableList(out);
    }

    public PolyReader reader() {
        return reader;
    }

    /** The polynomial of {@code e} (null when it has none, e.g. side effects or floating type). */
    public Poly read(Expr e) {
        return reader.read(e);
    }

    /** The loop variables (and assumed atoms) with their ranges, innermost first. */
    public Map<Poly.Atom, Interval> known() {
        Map<Poly.Atom, Interval> m = new java.util.LinkedHashMap<>();
        for (Fact f : facts) {
            if (!f.floorOnly()) {
                m.putIfAbsent(f.atom, new Interval(f.lo, f.hi, f.loAttained, f.hiAttained));
            }
        }
        return m;
    }

    public Interval range(Expr e) {
        Poly p = read(e);
        return p == null ? Interval.UNKNOWN : range(p);
    }

    /** The range of {@code p}: bounds free of the loop variables (and assumed atoms). */
    public Interval range(Poly p) {
        Bound lo = bound(p, true, false, 0);
        Bound hi = bound(p, false, false, 0);
        return new Interval(lo == null ? null : lo.value, hi == null ? null : hi.value,
                lo != null && lo.attained, hi != null && hi.attained);
    }

    /** A lower bound of {@code p} free of loop variables, or null. */
    public Poly lowerBound(Poly p) {
        Bound b = bound(p, true, false, 0);
        return b == null ? null : b.value;
    }

    /** An upper bound of {@code p} free of loop variables, or null. */
    public Poly upperBound(Poly p) {
        Bound b = bound(p, false, false, 0);
        return b == null ? null : b.value;
    }

    /** Whether p &gt;= 0 wherever the facts hold. */
    public boolean provablyNonNegative(Poly p) {
        return nonNegative(p, 0);
    }

    /** a &lt;= b provably, a &gt; b provably, or unknown. */
    public Comparison compare(Poly a, Poly b) {
        if (a == null || b == null) {
            return Comparison.UNKNOWN;
        }
        if (provablyNonNegative(b.minus(a))) {
            return Comparison.LE;
        }
        if (provablyNonNegative(a.minus(b).plus(-1))) {
            return Comparison.GT;
        }
        return Comparison.UNKNOWN;
    }

    /** Whether lo &lt;= p &lt;= hi provably (a null bound is not checked). */
    public boolean provablyWithin(Poly p, Poly lo, Poly hi) {
        return (lo == null || provablyNonNegative(p.minus(lo))) && (hi == null || provablyNonNegative(hi.minus(p)));
    }

    private boolean nonNegative(Poly p, int depth) {
        Bound b = bound(p, true, true, depth);
        return b != null && b.value.isConstant() && b.value.constantTerm() >= 0;
    }

    private boolean nonPositive(Poly p, int depth) {
        return nonNegative(p.scale(-1), depth);
    }

    /**
     * Eliminates the atoms that have facts (innermost first), each by the bound that makes p
     * smallest ({@code lower}) or largest; with {@code floors}, also the symbols bounded below
     * only.  Null when a coefficient's sign cannot be proved or a needed bound is missing.
     */
    private Bound bound(Poly p, boolean lower, boolean floors, int depth) {
        if (depth > MAX_DEPTH) {
            return null;
        }
        boolean attained = true;
        for (int guard = 0; guard < 4 * (facts.size() + 1) + 8; guard++) {
            Fact f = null;
            for (Fact g : facts) {
                if ((floors || !g.floorOnly()) && p.contains(g.atom)) {
                    f = g;
                    break;
                }
            }
            if (f == null) {
                // an atom no fact bounds: a local declared with an initializer stands for its initializer;
                // X % K and X / K (K > 0) are bounded by the range of X
                Poly substituted = null;
                for (Poly.Atom a : p.atoms()) {
                    Poly init = definition(a);
                    if (init != null) {
                        substituted = p.substitute(a, init);
                        break;
                    }
                    f = derived(a, depth);
                    if (f != null) {
                        attained = false;
                        break;
                    }
                }
                if (substituted != null) {
                    p = substituted;
                    continue;
                }
            }
            if (f == null) {
                for (Poly.Atom a : p.atoms()) {
                    if (varies(a)) {
                        return null;
                    }
                }
                return new Bound(p, attained);
            }
            Poly[] ab = p.splitLinear(f.atom);
            if (ab == null) {
                return null;
            }
            Poly a = ab[0];
            int sign;
            if (a.isConstant()) {
                sign = Long.signum(a.constantTerm());
            } else if (nonNegative(a, depth + 1)) {
                sign = 1;
            } else if (nonPositive(a, depth + 1)) {
                sign = -1;
            } else {
                return null;
            }
            boolean takeLow = lower == (sign > 0);
            Poly pick = takeLow ? f.lo : f.hi;
            if (pick == null) {
                // a guard bounded a local on the other side only (if (j < mm) with int j = jb + c): its initializer
                Poly init = definition(f.atom);
                if (init == null) {
                    return null;
                }
                p = p.substitute(f.atom, init);
                continue;
            }
            attained &= !mentionsFactAtom(a) && (takeLow ? f.loAttained : f.hiAttained) && f.fromLoop() && isBox(f);
            p = a.times(pick).plus(ab[1]);
        }
        return null;
    }

    /**
     * The polynomial of the initializer of a local integer variable that nothing assigns afterwards
     * ({@code int dx = p % 33;}), when its value at any use is the initializer's value there: every
     * variable the initializer reads is unchanged in the tree, or is the variable of a counted loop
     * whose body holds the declaration (the same iteration). Null otherwise.
     */
    private Poly definition(Poly.Atom a) {
        Symbol s = a.symbol();
        if (s == null || s.kind() != Symbol.Kind.VARIABLE || s.isFileScope() || varying.contains(s)
                || !(s.declaration() instanceof dev.hicuda.ir.decl.InitDeclarator d) || d.init() == null
                || !(d.declarator() instanceof dev.hicuda.ir.decl.NameDeclarator) || s.type() == null || !s.type().isInteger()) {
            return null;
        }
        for (Ident i : NodeWalker.collect(d.init(), Ident.class)) {
            Symbol v = i.symbol();
            if (v == null || !varying.contains(v)) {
                continue;
            }
            boolean inItsLoop = false;
            for (Node q = d.parent(); q != null && !inItsLoop; q = q.parent()) {
                if (q instanceof For f && f.body() != null && NodeWalker.any(f.body(), x -> x == d)) {
                    CountedLoop cl = CountedLoop.of(f, constants);
                    inItsLoop = cl != null && cl.var() == v;
                }
            }
            if (!inItsLoop) {
                return null;
            }
        }
        Poly init = reader.read(d.init());
        return init == null || init.contains(a) ? null : init;
    }

    /**
     * [0, K-1] for X % K and [lo/K, hi/K] for X / K (K a positive constant, X provably non-negative);
     * [min, max] of the arms of {@code c ? K1 : K2} with constant arms; else null.
     */
    private Fact derived(Poly.Atom a, int depth) {
        Expr e = a.opaqueExpr();
        if (e != null && Paren.strip(e) instanceof Conditional c) {
            Long x = constants.eval(c.then());
            Long y = constants.eval(c.otherwise());
            return x == null || y == null ? null
                    : new Fact(a, Poly.constant(Math.min(x, y)), Poly.constant(Math.max(x, y)), false, false, Source.ASSUMED);
        }
        if (!(e != null && Paren.strip(e) instanceof Binary b) || !(b.op().equals("%") || b.op().equals("/"))) {
            return null;
        }
        Long k = constants.eval(b.right());
        Poly x = reader.read(b.left());
        if (k == null || k <= 0 || x == null || x.contains(a)) {
            return null;
        }
        Bound lo = bound(x, true, true, depth + 1);
        if (lo == null || !lo.value.isConstant() || lo.value.constantTerm() < 0) {
            return null;
        }
        if (b.op().equals("%")) {
            return new Fact(a, Poly.ZERO, Poly.constant(k - 1), false, false, Source.ASSUMED);
        }
        Bound hi = bound(x, false, true, depth + 1);
        Poly h = hi != null && hi.value.isConstant() ? Poly.constant(hi.value.constantTerm() / k) : null;
        return new Fact(a, Poly.constant(lo.value.constantTerm() / k), h, false, false, Source.ASSUMED);
    }

    /**
     * Whether an atom may take different values in the analysed tree: a variable it assigns, or an
     * opaque subexpression that reads memory ({@code idx[i]}), a built-in ({@code threadIdx.x}) or
     * such a variable.
     */
    private boolean varies(Poly.Atom a) {
        if (a.symbol() != null) {
            return varying.contains(a.symbol());
        }
        Expr e = a.opaqueExpr();
        return e != null && NodeWalker.any(e, x -> x instanceof Index || x instanceof Member || x instanceof Call
                || x instanceof Unary u && u.op().equals("*") || x instanceof Ident i && i.symbol() != null && varying.contains(i.symbol()));
    }

    /** Whether p mentions a loop variable or an assumed atom (a coefficient that varies with them). */
    private boolean mentionsFactAtom(Poly p) {
        for (Fact g : facts) {
            if (!g.floorOnly() && p.contains(g.atom)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the bounds of f mention no other atom that has a fact. */
    private boolean isBox(Fact f) {
        for (Fact g : facts) {
            if (g != f && !g.floorOnly() && (f.lo != null && f.lo.contains(g.atom) || f.hi != null && f.hi.contains(g.atom))) {
                return false;
            }
        }
        return true;
    }
}
