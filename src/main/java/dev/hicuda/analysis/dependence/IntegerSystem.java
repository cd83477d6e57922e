package dev.hicuda.analysis.dependence;

import java.util.ArrayList;
import java.util.List;

/**
 * A system of linear equalities and inequalities over integer variables, and a test of whether it
 * has an integer solution, for the dependence test. Equalities are eliminated exactly: each is
 * divided by the gcd of its coefficients (no solution when the gcd does not divide the constant, the
 * GCD test), then, by unimodular changes of variables (Euclid's algorithm on the coefficients), one
 * variable gets the coefficient ±1 and is substituted away. The inequalities left are decided by
 * Fourier–Motzkin elimination with integer tightening (each constraint divided by the gcd of its
 * coefficients, the constant rounded down), which is exact when at most one variable remains and
 * otherwise may find a rational solution where there is no integer one — it never misses a
 * solution, so "no solution" is always right. Overflow, or a system that grows past a limit, is
 * answered "may have a solution".
 */
final class IntegerSystem {
    private static final int MAX_CONSTRAINTS = 2000;

    /** {@code sum coef[i] * x[i] + constant} {@code == 0} (equality) or {@code >= 0}. */
    private record Row(long[] coef, long constant, boolean equality) {
    }

    private final int vars;
    private final List<Row> rows = new ArrayList<>();

    IntegerSystem(int vars) {
        this.vars = vars;
    }

    int variables() {
        return vars;
    }

    /** sum coef[i] * x[i] + constant == 0. */
    void equal(long[] coef, long constant) {
        rows.add(new Row(coef.clone(), constant, true));
    }

    /** sum coef[i] * x[i] + constant >= 0. */
    void atLeastZero(long[] coef, long constant) {
        rows.add(new Row(coef.clone(), constant, false));
    }

    /** A copy, to which more constraints can be added without changing this one. */
    IntegerSystem copy() {
        IntegerSystem c = new IntegerSystem(vars);
        c.rows.addAll(rows);
        return c;
    }

    /** False only when the system provably has no integer solution. */
    boolean mayHaveSolution() {
        try {
            return solve();
        } catch (ArithmeticException overflow) {
            return true;
        }
    }

    private boolean solve() {
        List<long[]> eqs = new ArrayList<>();
        List<long[]> ineqs = new ArrayList<>();
        for (Row r : rows) {
            long[] a = java.util.Arrays.copyOf(r.coef(), vars + 1);
            a[vars] = r.constant();
            (r.equality() ? eqs : ineqs).add(a);
        }
        // Equalities: make one coefficient +-1 by unimodular changes of variables, then substitute.
        while (!eqs.isEmpty()) {
            long[] e = eqs.remove(eqs.size() - 1);
            long g = gcdOfCoefficients(e);
            if (g == 0) {
                if (e[vars] != 0) {
                    return false;
                }
                continue;
            }
            if (e[vars] % g != 0) {
                return false;
            }
            for (int i = 0; i <= vars; i++) {
                e[i] /= g;
            }
            int unit = unitColumn(e);
            while (unit < 0) {
                int p = smallestColumn(e);
                for (int j = 0; j < vars; j++) {
                    if (j != p && e[j] != 0) {
                        long q = Math.floorDiv(e[j], e[p]);
                        // x_p := x_p - q * x_j in every row: coefficient of x_j becomes a_j - q * a_p
                        shear(e, p, j, q);
                        for (long[] r : eqs) {
                            shear(r, p, j, q);
                        }
                        for (long[] r : ineqs) {
                            shear(r, p, j, q);
                        }
                    }
                }
                unit = unitColumn(e);
            }
            // x_u = -(sum_{j != u} e_j x_j + c) / e_u, with e_u = +-1
            for (List<long[]> list : List.of(eqs, ineqs)) {
                for (long[] r : list) {
                    substitute(r, e, unit);
                }
            }
        }
        return fourierMotzkin(ineqs);
    }

    private static void shear(long[] r, int p, int j, long q) {
        r[j] = Math.subtractExact(r[j], Math.multiplyExact(q, r[p]));
    }

    private void substitute(long[] r, long[] e, int u) {
        long a = r[u];
        if (a == 0) {
            return;
        }
        long f = -a * e[u]; // e[u] is +-1, so 1/e[u] == e[u]
        r[u] = 0;
        for (int j = 0; j <= vars; j++) {
            if (j != u) {
                r[j] = Math.addExact(r[j], Math.multiplyExact(f, e[j]));
            }
        }
    }

    private boolean fourierMotzkin(List<long[]> ineqs) {
        List<long[]> cur = new ArrayList<>();
        for (long[] r : ineqs) {
            if (!addTightened(cur, r)) {
                return false;
            }
        }
        boolean[] done = new boolean[vars];
        while (true) {
            int best = -1;
            long bestCost = Long.MAX_VALUE;
            for (int v = 0; v < vars; v++) {
                if (done[v]) {
                    continue;
                }
                long pos = 0;
                long neg = 0;
                for (long[] r : cur) {
                    pos += r[v] > 0 ? 1 : 0;
                    neg += r[v] < 0 ? 1 : 0;
                }
                if (pos + neg == 0) {
                    done[v] = true;
                    continue;
                }
                long cost = pos * neg - pos - neg;
                if (cost < bestCost) {
                    bestCost = cost;
                    best = v;
                }
            }
            if (best < 0) {
                return true;
            }
            done[best] = true;
            List<long[]> lower = new ArrayList<>();
            List<long[]> upper = new ArrayList<>();
            List<long[]> next = new ArrayList<>();
            for (long[] r : cur) {
                (r[best] > 0 ? lower : r[best] < 0 ? upper : next).add(r);
            }
            for (long[] lo : lower) {
                for (long[] up : upper) {
                    long a = lo[best];
                    long b = -up[best];
                    long[] c = new long[vars + 1];
                    for (int j = 0; j <= vars; j++) {
                        c[j] = Math.addExact(Math.multiplyExact(b, lo[j]), Math.multiplyExact(a, up[j]));
                    }
                    c[best] = 0;
                    if (!addTightened(next, c)) {
                        return false;
                    }
                    if (next.size() > MAX_CONSTRAINTS) {
                        return true;
                    }
                }
            }
            cur = next;
        }
    }

    /** Adds {@code r >= 0} divided by the gcd of its coefficients (constant rounded down); false if it is a contradiction. */
    private boolean addTightened(List<long[]> to, long[] r) {
        long g = gcdOfCoefficients(r);
        if (g == 0) {
            return r[vars] >= 0;
        }
        long[] t = r.clone();
        for (int j = 0; j < vars; j++) {
            t[j] /= g;
        }
        t[vars] = Math.floorDiv(r[vars], g);
        to.add(t);
        return true;
    }

    private long gcdOfCoefficients(long[] r) {
        long g = 0;
        for (int j = 0; j < vars; j++) {
            g = gcd(g, Math.abs(r[j]));
        }
        return g;
    }

    private int unitColumn(long[] e) {
        for (int j = 0; j < vars; j++) {
            if (Math.abs(e[j]) == 1) {
                return j;
            }
        }
        return -1;
    }

    private int smallestColumn(long[] e) {
        int p = -1;
        for (int j = 0; j < vars; j++) {
            if (e[j] != 0 && (p < 0 || Math.abs(e[j]) < Math.abs(e[p]))) {
                p = j;
            }
        }
        return p;
    }

    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return Math.abs(a);
    }
}
