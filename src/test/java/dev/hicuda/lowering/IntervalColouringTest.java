package dev.hicuda.lowering;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class IntervalColouringTest {
    private static IntervalColouring.Item item(String n, int s, int e, long size) {
        return new IntervalColouring.Item(n, s, e, size, 16);
    }

    @Test
    void disjointLiveRangesShareTheSameBytes() {
        List<IntervalColouring.Placement> p = IntervalColouring.place(List.of(item("a", 0, 4, 520), item("b", 5, 9, 528)));
        assertThat(p).extracting(IntervalColouring.Placement::offset).containsExactly(0L, 0L);
        assertThat(IntervalColouring.size(p)).isEqualTo(528);
    }

    @Test
    void overlappingLiveRangesGetDisjointAlignedBytes() {
        List<IntervalColouring.Placement> p = IntervalColouring.place(List.of(item("a", 0, 9, 2048), item("b", 1, 9, 100),
                item("c", 2, 3, 4)));
        assertThat(p.get(0).offset()).isEqualTo(0);
        assertThat(p.get(1).offset()).isEqualTo(2048);
        assertThat(p.get(2).offset()).isEqualTo(2160); // 2148 rounded up to 16
        assertThat(IntervalColouring.size(p)).isEqualTo(2164);
    }

    @Test
    void aFreedHoleIsReused() {
        // a [0,2] and b [0,9] live together; c [5,9] starts after a ended and fits in a's bytes
        List<IntervalColouring.Placement> p = IntervalColouring.place(List.of(item("a", 0, 2, 256), item("b", 0, 9, 256),
                item("c", 5, 9, 128)));
        assertThat(p.get(2).offset()).isEqualTo(p.get(0).offset());
        assertThat(IntervalColouring.size(p)).isEqualTo(512);
    }

    @Test
    void randomNestedOrDisjointRangesNeverCollideAndNeedOnlyThePeak() {
        Random rnd = new Random(7);
        for (int round = 0; round < 500; round++) {
            List<IntervalColouring.Item> items = new ArrayList<>();
            nested(rnd, items, 0, 60, 0);
            List<IntervalColouring.Placement> p = IntervalColouring.place(items);
            for (int a = 0; a < p.size(); a++) {
                assertThat(p.get(a).offset() % 16).isZero();
                for (int b = a + 1; b < p.size(); b++) {
                    IntervalColouring.Placement x = p.get(a);
                    IntervalColouring.Placement y = p.get(b);
                    if (x.item().overlaps(y.item())) {
                        assertThat(x.end() <= y.offset() || y.end() <= x.offset())
                                .as("%s and %s are live together but share bytes", x, y).isTrue();
                    }
                }
            }
            long peak = 0;
            for (int t = 0; t <= 60; t++) {
                long live = 0;
                for (IntervalColouring.Item it : items) {
                    if (it.start() <= t && t <= it.end()) {
                        live += IntervalColouring.align(it.size(), 16);
                    }
                }
                peak = Math.max(peak, live);
            }
            assertThat(IntervalColouring.size(p)).as("round %d", round).isLessThanOrEqualTo(peak);
        }
    }

    /** Block-structured live ranges: siblings in sequence, children inside their parent. */
    private static void nested(Random rnd, List<IntervalColouring.Item> out, int from, int to, int depth) {
        int at = from;
        while (at < to && depth < 3) {
            int len = 1 + rnd.nextInt(Math.max(1, (to - at)));
            int end = Math.min(to, at + len) - 1;
            if (rnd.nextInt(3) > 0) {
                out.add(item("v" + out.size(), at, end, 16L * (1 + rnd.nextInt(64))));
                nested(rnd, out, at + 1, end, depth + 1);
            }
            at = end + 1;
        }
    }
}
