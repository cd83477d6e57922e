package dev.hicuda.e2e;

import java.util.List;
import java.util.Random;

/**
 * Where the random program generators get their choices: a {@link Random} (the seeded runs of the
 * property tests and scripts), or a list of integers that jqwik generates and shrinks (each choice
 * takes the next integer modulo its range; past the end of the list every choice is 0, the simplest
 * option), so that shrinking the list shrinks the program.
 */
interface Draw {
    /** A number in [0, bound). */
    int nextInt(int bound);

    default boolean nextBoolean() {
        return nextInt(2) == 1;
    }

    static Draw of(Random r) {
        return new Draw() {
            @Override
            public int nextInt(int bound) {
                return r.nextInt(bound);
            }

            @Override
            public boolean nextBoolean() {
                return r.nextBoolean();
            }
        };
    }

    static Draw of(List<Integer> choices) {
        int[] next = {0};
        return bound -> {
            if (bound <= 1 || next[0] >= choices.size()) {
                next[0]++;
                return 0;
            }
            return Math.floorMod(choices.get(next[0]++), bound);
        };
    }
}
