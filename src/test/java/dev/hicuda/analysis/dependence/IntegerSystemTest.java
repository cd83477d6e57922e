package dev.hicuda.analysis.dependence;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The integer feasibility test behind the dependence check. */
class IntegerSystemTest {
    @Test
    void gcdTestRejectsAnEquationWithoutIntegerSolutions() {
        IntegerSystem s = new IntegerSystem(2);
        s.equal(new long[] {2, -2}, -1); // 2x - 2y = 1
        assertThat(s.mayHaveSolution()).isFalse();
        IntegerSystem t = new IntegerSystem(2);
        t.equal(new long[] {2, -4}, -6); // 2x - 4y = 6
        assertThat(t.mayHaveSolution()).isTrue();
    }

    @Test
    void equalitiesWithoutUnitCoefficientsAreSolvedExactly() {
        // 6x + 10y + 15z = 1 has integer solutions (gcd 1) though no coefficient is 1
        IntegerSystem s = new IntegerSystem(3);
        s.equal(new long[] {6, 10, 15}, -1);
        assertThat(s.mayHaveSolution()).isTrue();
        // ... but not with 0 <= x, y, z <= 1 (6a + 10b + 15c takes 0,6,10,15,16,21,25,31)
        for (int v = 0; v < 3; v++) {
            long[] lo = new long[3];
            lo[v] = 1;
            s.atLeastZero(lo, 0);
            long[] hi = new long[3];
            hi[v] = -1;
            s.atLeastZero(hi, 1);
        }
        assertThat(s.mayHaveSolution()).isFalse();
    }

    @Test
    void boundsDecideADistance() {
        // a[i] vs a[i'+4] with 0 <= i, i' <= 3: i = i' + 4 has no solution in range
        IntegerSystem s = new IntegerSystem(2);
        s.equal(new long[] {1, -1}, -4);
        s.atLeastZero(new long[] {1, 0}, 0);
        s.atLeastZero(new long[] {-1, 0}, 3);
        s.atLeastZero(new long[] {0, 1}, 0);
        s.atLeastZero(new long[] {0, -1}, 3);
        assertThat(s.mayHaveSolution()).isFalse();
        IntegerSystem wider = s.copy();
        wider.atLeastZero(new long[] {-1, 0}, 4); // i <= 4 as well: still infeasible (i <= 3 holds)
        assertThat(wider.mayHaveSolution()).isFalse();
    }

    @Test
    void integerTighteningFindsEmptyIntervals() {
        // 2x >= 1 and 2x <= 1: x = 1/2 is rational only
        IntegerSystem s = new IntegerSystem(1);
        s.atLeastZero(new long[] {2}, -1);
        s.atLeastZero(new long[] {-2}, 1);
        assertThat(s.mayHaveSolution()).isFalse();
    }

    @Test
    void overflowAnswersMaybe() {
        IntegerSystem s = new IntegerSystem(2);
        s.atLeastZero(new long[] {Long.MAX_VALUE / 2, 3}, 0);
        s.atLeastZero(new long[] {-(Long.MAX_VALUE / 2), 5}, Long.MAX_VALUE / 3);
        assertThat(s.mayHaveSolution()).isTrue();
    }
}
