package dev.hicuda.lowering.shared;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TransferScheduleTest {
    private static final List<List<Long>> BOXES = List.of(List.of(5L), List.of(34L), List.of(512L), List.of(16L, 32L),
            List.of(32L, 16L), List.of(6L, 12L), List.of(20L, 20L), List.of(3L, 5L, 7L), List.of(4L, 4L, 16L), List.of(1L, 1L),
            List.of(128L, 4L), List.of(130L));
    private static final long[] THREADS = {1, 3, 32, 64, 96, 128, 256, 1024};

    @Test
    void everyElementIsMovedExactlyOnceAndNothingElse() {
        for (List<Long> box : BOXES) {
            for (long t : THREADS) {
                TransferSchedule s = new TransferSchedule(box, t);
                int[] moved = new int[(int) s.elements()];
                for (long k = 0; k < s.rounds(); k++) {
                    for (long tid = 0; tid < t; tid++) {
                        long e = s.element(tid, k);
                        if (e >= 0) {
                            moved[(int) e]++;
                        }
                    }
                }
                for (int e = 0; e < moved.length; e++) {
                    assertThat(moved[e]).as("box %s, %d threads, element %d", box, t, e).isEqualTo(1);
                }
                assertThat(s.needsTailGuard()).isEqualTo(s.elements() % t != 0);
            }
        }
    }

    @Test
    void coordinatesAreRowMajorAndInsideTheBox() {
        for (List<Long> box : BOXES) {
            TransferSchedule s = new TransferSchedule(box, 32);
            long[] prev = null;
            for (long e = 0; e < s.elements(); e++) {
                long[] c = s.coordinates(e);
                long lin = 0;
                for (int d = 0; d < c.length; d++) {
                    assertThat(c[d]).isBetween(0L, box.get(d) - 1);
                    lin = lin * box.get(d) + c[d];
                }
                assertThat(lin).isEqualTo(e);
                prev = c;
            }
            assertThat(prev).isNotNull();
        }
    }

    @Test
    void aWarpMovesConsecutiveElementsSoSharedMemoryHasNoBankConflicts() {
        TransferSchedule s = new TransferSchedule(List.of(16L, 32L), 256);
        for (long k = 0; k < s.rounds(); k++) {
            for (long warp = 0; warp < 8; warp++) {
                boolean[] bank = new boolean[32];
                long first = s.element(warp * 32, k);
                for (long lane = 0; lane < 32; lane++) {
                    long e = s.element(warp * 32 + lane, k);
                    assertThat(e).isEqualTo(first + lane);
                    int b = (int) (e % 32); // 4-byte words, 32 banks
                    assertThat(bank[b]).isFalse();
                    bank[b] = true;
                }
                // one row of the 16x32 tile: contiguous in global memory too
                assertThat(s.coordinates(first)[1]).isZero();
                assertThat(s.coordinates(first + 31)[0]).isEqualTo(s.coordinates(first)[0]);
            }
        }
    }
}
