package dev.hicuda.analysis.dependence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The integer variables of one dependence problem, each found by a key (a loop of one of the two
 * iterations, a symbol both iterations share, ...), and the linear constraints over them; becomes an
 * {@link IntegerSystem}.
 */
final class LinearSpace {
    /** {@code sum coef[v] * x_v + constant}. */
    record Lin(Map<Integer, Long> coef, long constant) {
        static Lin constant(long c) {
            return new Lin(Map.of(), c);
        }

        static Lin variable(int v) {
            return new Lin(Map.of(v, 1L), 0);
        }

        Lin plus(Lin o) {
            Map<Integer, Long> m = new HashMap<>(coef);
            o.coef.forEach((k, c) -> m.merge(k, c, Math::addExact));
            m.values().removeIf(c -> c == 0);
            return new Lin(m, Math.addExact(constant, o.constant));
        }

        Lin scale(long k) {
            Map<Integer, Long> m = new HashMap<>();
            if (k != 0) {
                coef.forEach((v, c) -> m.put(v, Math.multiplyExact(c, k)));
            }
            return new Lin(m, Math.multiplyExact(constant, k));
        }

        Lin minus(Lin o) {
            return plus(o.scale(-1));
        }

        Lin plus(long c) {
            return new Lin(coef, Math.addExact(constant, c));
        }
    }

    private record Constraint(Lin lin, boolean equality) {
    }

    /** At most this many disequalities are kept (each doubles the systems to solve); dropping one only adds solutions. */
    private static final int MAX_DISEQUALITIES = 4;

    private final Map<Object, Integer> vars = new LinkedHashMap<>();
    private final List<Constraint> constraints = new ArrayList<>();
    private final List<Lin> notEqual = new ArrayList<>();
    /** Linear forms computed once for a key (the value of a loop variable), shared by both iterations where the key is. */
    final Map<Object, Lin> forms = new HashMap<>();

    /** Whether {@code key} has a variable already. */
    boolean has(Object key) {
        return vars.containsKey(key);
    }

    /** The variable for {@code key}, created on first use. */
    int var(Object key) {
        return vars.computeIfAbsent(key, k -> vars.size());
    }

    void equal(Lin l) {
        constraints.add(new Constraint(l, true));
    }

    void atLeastZero(Lin l) {
        constraints.add(new Constraint(l, false));
    }

    /** {@code l != 0}, solved as {@code l <= -1} or {@code l >= 1}. */
    void notZero(Lin l) {
        if (notEqual.size() < MAX_DISEQUALITIES) {
            notEqual.add(l);
        }
    }

    /** Whether the constraints so far, with {@code extra >= 0}, may have an integer solution. */
    boolean mayHold(Lin... extra) {
        IntegerSystem base = system();
        for (Lin l : extra) {
            base.atLeastZero(row(l), l.constant());
        }
        for (int signs = 0; signs < 1 << notEqual.size(); signs++) {
            IntegerSystem s = base.copy();
            for (int i = 0; i < notEqual.size(); i++) {
                Lin l = (signs >> i & 1) == 0 ? notEqual.get(i).plus(-1) : notEqual.get(i).scale(-1).plus(-1);
                s.atLeastZero(row(l), l.constant());
            }
            if (s.mayHaveSolution()) {
                return true;
            }
        }
        return false;
    }

    private long[] row(Lin l) {
        long[] a = new long[vars.size()];
        l.coef().forEach((v, k) -> a[v] = k);
        return a;
    }

    private IntegerSystem system() {
        IntegerSystem s = new IntegerSystem(vars.size());
        for (Constraint c : constraints) {
            long[] a = row(c.lin());
            if (c.equality()) {
                s.equal(a, c.lin().constant());
            } else {
                s.atLeastZero(a, c.lin().constant());
            }
        }
        return s;
    }
}
