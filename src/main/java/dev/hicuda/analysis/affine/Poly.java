package dev.hicuda.analysis.affine;

import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.symbol.Symbol;

import java.util.*;

/**
 * A polynomial with integer coefficients over {@link Atom}s: the symbolic form in which the
 * index and range analyses compare and rearrange integer expressions ({@code (x*ny + y)*nz + z}
 * is {@code x*ny*nz + y*nz + z}).  Immutable; two polynomials are equal when they have the same
 * terms, so algebraically equal expressions compare equal.
 */
public final class Poly {
    /**
     * An indeterminate: a variable (identified by its symbol), a macro whose value is not a
     * compile-time constant (by name), or an opaque side-effect-free subexpression such as
     * {@code idx[i]} or {@code n / 2} (by its printed text and the symbols in it).
     */
    public static final class Atom implements Comparable<Atom> {
        private final String name;
        private final String key;
        private final Symbol symbol;
        private final Expr expr;

        private Atom(String name, String key, Symbol symbol, Expr expr) {
            this.name = name;
            this.key = key;
            this.symbol = symbol;
            this.expr = expr;
        }

        public static Atom of(Symbol s) {
            return new Atom(s.name(), "v:" + s.name() + "#" + System.identityHashCode(s), s, null);
        }

        static Atom named(String name) {
            return new Atom(name, "m:" + name, null, null);
        }

        static Atom opaque(Expr e, String text, String symbolKey) {
            return new Atom(text, "o:" + text + symbolKey, null, e.copy());
        }

        public String name() {
            return name;
        }

        /** The variable, or null for a macro or an opaque subexpression. */
        public Symbol symbol() {
            return symbol;
        }

        /** The subexpression an opaque atom stands for (do not modify), or null for a variable or a macro. */
        public Expr opaqueExpr() {
            return expr;
        }

        /** A fresh expression for this atom. */
        public Expr toExpr() {
            if (expr != null) {
                return expr.copy();
            }
            Ident i = new Ident(name);
            i.setSymbol(symbol);
            if (symbol != null) {
                i.setType(symbol.type());
            }
            return i;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Atom a && a.key.equals(key) && a.symbol == symbol;
        }

        @Override
        public int hashCode() {
            return key.hashCode();
        }

        @Override
        public int compareTo(Atom o) {
            int c = name.compareTo(o.name);
            return c != 0 ? c : key.compareTo(o.key);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A product of atoms (with repetition), sorted. */
    private record Monomial(List<Atom> atoms) implements Comparable<Monomial> {
        static final Monomial ONE = new Monomial(List.of());

        Monomial times(Monomial o) {
            List<Atom> l = new ArrayList<>(atoms);
            l.addAll(o.atoms);
            Collections.sort(l);
            return new Monomial(List.copyOf(l));
        }

        int degreeIn(Atom a) {
            int n = 0;
            for (Atom x : atoms) {
                if (x.equals(a)) {
                    n++;
                }
            }
            return n;
        }

        Monomial without(Atom a) {
            List<Atom> l = new ArrayList<>(atoms);
            l.remove(a);
            return new Monomial(List.copyOf(l));
        }

        /** this / d when d's atoms are a sub-multiset of this one's, else null. */
        Monomial dividedBy(Monomial d) {
            List<Atom> l = new ArrayList<>(atoms);
            for (Atom a : d.atoms) {
                if (!l.remove(a)) {
                    return null;
                }
            }
            return new Monomial(List.copyOf(l));
        }

        @Override
        public int compareTo(Monomial o) {
            for (int i = 0; i < Math.min(atoms.size(), o.atoms.size()); i++) {
                int c = atoms.get(i).compareTo(o.atoms.get(i));
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(atoms.size(), o.atoms.size());
        }
    }

    private final TreeMap<Monomial, Long> terms;

    private Poly(TreeMap<Monomial, Long> terms) {
        this.terms = terms;
    }

    public static final Poly ZERO = new Poly(new TreeMap<>());

    public static Poly constant(long c) {
        TreeMap<Monomial, Long> t = new TreeMap<>();
        if (c != 0) {
            t.put(Monomial.ONE, c);
        }
        return new Poly(t);
    }

    public static Poly of(Atom a) {
        TreeMap<Monomial, Long> t = new TreeMap<>();
        t.put(new Monomial(List.of(a)), 1L);
        return new Poly(t);
    }

    public Poly plus(Poly o) {
        TreeMap<Monomial, Long> t = new TreeMap<>(terms);
        o.terms.forEach((m, c) -> t.merge(m, c, Long::sum));
        t.values().removeIf(v -> v == 0);
        return new Poly(t);
    }

    public Poly plus(long c) {
        return plus(constant(c));
    }

    public Poly minus(Poly o) {
        return plus(o.scale(-1));
    }

    public Poly scale(long k) {
        TreeMap<Monomial, Long> t = new TreeMap<>();
        if (k != 0) {
            terms.forEach((m, c) -> t.put(m, c * k));
        }
        return new Poly(t);
    }

    public Poly times(Poly o) {
        TreeMap<Monomial, Long> t = new TreeMap<>();
        terms.forEach((m1, c1) -> o.terms.forEach((m2, c2) -> t.merge(m1.times(m2), c1 * c2, Long::sum)));
        t.values().removeIf(v -> v == 0);
        return new Poly(t);
    }

    public boolean isZero() {
        return terms.isEmpty();
    }

    public boolean isConstant() {
        return terms.isEmpty() || terms.size() == 1 && terms.containsKey(Monomial.ONE);
    }

    /** The value of a constant polynomial, else null. */
    public Long constantValue() {
        return isConstant() ? constantTerm() : null;
    }

    public long constantTerm() {
        return terms.getOrDefault(Monomial.ONE, 0L);
    }

    /** A single term c*a1*...*ak (a constant counts, zero does not). */
    public boolean isMonomial() {
        return terms.size() == 1;
    }

    /** The terms: each product of atoms (sorted, with repetition; empty for the constant) with its coefficient. */
    public Map<List<Atom>, Long> terms() {
        Map<List<Atom>, Long> out = new LinkedHashMap<>();
        terms.forEach((m, c) -> out.put(m.atoms(), c));
        return Collections.unmodifiableMap(out);
    }

    public Set<Atom> atoms() {
        Set<Atom> s = new LinkedHashSet<>();
        for (Monomial m : terms.keySet()) {
            s.addAll(m.atoms);
        }
        return s;
    }

    public boolean contains(Atom a) {
        for (Monomial m : terms.keySet()) {
            if (m.atoms.contains(a)) {
                return true;
            }
        }
        return false;
    }

    public int degreeIn(Atom a) {
        int d = 0;
        for (Monomial m : terms.keySet()) {
            d = Math.max(d, m.degreeIn(a));
        }
        return d;
    }

    /** {a, b} with this = a*v + b and v in neither, or null when v occurs with a degree above 1. */
    public Poly[] splitLinear(Atom v) {
        TreeMap<Monomial, Long> a = new TreeMap<>();
        TreeMap<Monomial, Long> b = new TreeMap<>();
        for (Map.Entry<Monomial, Long> e : terms.entrySet()) {
            int d = e.getKey().degreeIn(v);
            if (d > 1) {
                return null;
            }
            if (d == 1) {
                a.put(e.getKey().without(v), e.getValue());
            } else {
                b.put(e.getKey(), e.getValue());
            }
        }
        return new Poly[] {new Poly(a), new Poly(b)};
    }

    /** This polynomial with every occurrence of v replaced by {@code by}. */
    public Poly substitute(Atom v, Poly by) {
        Poly out = ZERO;
        for (Map.Entry<Monomial, Long> e : terms.entrySet()) {
            Poly t = constant(e.getValue());
            for (Atom a : e.getKey().atoms) {
                t = t.times(a.equals(v) ? by : of(a));
            }
            out = out.plus(t);
        }
        return out;
    }

    /**
     * Splits by a single-term divisor d = c*a1*...*ak: {q, r} with this = q*d + r, where q
     * collects the terms that d divides exactly (atoms and coefficient) and r the others.
     * Returns null when d is not a single non-zero term.
     */
    public Poly[] divideByMonomial(Poly d) {
        if (!d.isMonomial()) {
            return null;
        }
        Map.Entry<Monomial, Long> dt = d.terms.firstEntry();
        TreeMap<Monomial, Long> q = new TreeMap<>();
        TreeMap<Monomial, Long> r = new TreeMap<>();
        for (Map.Entry<Monomial, Long> e : terms.entrySet()) {
            Monomial m = e.getKey().dividedBy(dt.getKey());
            if (m != null && e.getValue() % dt.getValue() == 0) {
                q.merge(m, e.getValue() / dt.getValue(), Long::sum);
            } else {
                r.put(e.getKey(), e.getValue());
            }
        }
        q.values().removeIf(v -> v == 0);
        return new Poly[] {new Poly(q), new Poly(r)};
    }

    /**
     * The expression for this polynomial.  Terms come in the order of their atoms in
     * {@code order} (atoms not listed come after, sorted), a positive term first when there is
     * one, and the constant last: {@code m - j - 1}.
     */
    public Expr toExpr(List<Atom> order) {
        List<Map.Entry<Monomial, Long>> ts = new ArrayList<>(terms.entrySet());
        Comparator<Map.Entry<Monomial, Long>> byAtoms = Comparator.comparingInt(e -> rank(e.getKey(), order));
        ts.sort(byAtoms.thenComparing(Map.Entry::getKey));
        for (int i = 0; i < ts.size(); i++) {
            if (ts.get(i).getValue() > 0) {
                ts.add(0, ts.remove(i));
                break;
            }
        }
        Expr out = null;
        for (Map.Entry<Monomial, Long> e : ts) {
            long c = e.getValue();
            Expr t = term(e.getKey(), Math.abs(c));
            if (out == null) {
                out = c < 0 ? new Unary("-", paren(t, 14), false) : t;
            } else {
                out = new Binary(c < 0 ? "-" : "+", out, paren(t, 13));
            }
        }
        return out == null ? Literal.integer(0) : out;
    }

    public Expr toExpr() {
        return toExpr(List.of());
    }

    private static int rank(Monomial m, List<Atom> order) {
        if (m.atoms.isEmpty()) {
            return Integer.MAX_VALUE;
        }
        int best = Integer.MAX_VALUE - 1;
        for (Atom a : m.atoms) {
            int i = order.indexOf(a);
            best = Math.min(best, i < 0 ? Integer.MAX_VALUE - 1 : i);
        }
        return best;
    }

    private static Expr term(Monomial m, long c) {
        Expr t = null;
        if (c != 1 || m.atoms.isEmpty()) {
            t = Literal.integer(c);
        }
        for (Atom a : m.atoms) {
            Expr x = a.toExpr();
            t = t == null ? paren(x, 13) : new Binary("*", t, paren(x, 14));
        }
        return t;
    }

    private static Expr paren(Expr e, int min) {
        return CPrinter.precedence(e) < min ? new Paren(e) : e;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Poly p && p.terms.equals(terms);
    }

    @Override
    public int hashCode() {
        return terms.hashCode();
    }

    @Override
    public String toString() {
        return CPrinter.canonical().expr(toExpr());
    }
}
