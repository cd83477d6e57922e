package dev.hicuda.lowering;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Places variables with live ranges in one buffer (paper §5.6): two variables whose live ranges
 * overlap get disjoint byte ranges; variables whose live ranges do not overlap may share bytes.
 * Variables are placed in order of their first live point, each at the lowest aligned offset
 * that does not collide with an already placed variable that is live at the same time (first
 * fit).  The buffer's size is then the peak of the simultaneously live variables whenever the
 * live ranges are nested or disjoint, as they are for block-structured directives.
 */
final class IntervalColouring {
    /** A variable live over the program points [start, end] (inclusive) needing size bytes. */
    record Item(String name, int start, int end, long size, long alignment) {
        boolean overlaps(Item o) {
            return start <= o.end && o.start <= end;
        }
    }

    /** A placed variable. */
    record Placement(Item item, long offset) {
        long end() {
            return offset + item.size();
        }
    }

    private IntervalColouring() {
    }

    /** Offsets for the items, in the order given. */
    static List<Placement> place(List<Item> items) {
        List<Item> order = new ArrayList<>(items);
        order.sort(Comparator.comparingInt(Item::start).thenComparing(i -> -i.size()));
        List<Placement> placed = new ArrayList<>();
        for (Item it : order) {
            List<Placement> live = new ArrayList<>();
            for (Placement p : placed) {
                if (p.item().overlaps(it)) {
                    live.add(p);
                }
            }
            live.sort(Comparator.comparingLong(Placement::offset));
            long offset = 0;
            for (Placement p : live) {
                offset = align(offset, it.alignment());
                if (offset + it.size() <= p.offset()) {
                    break;
                }
                offset = Math.max(offset, p.end());
            }
            placed.add(new Placement(it, align(offset, it.alignment())));
        }
        List<Placement> out = new ArrayList<>();
        for (Item it : items) {
            for (Placement p : placed) {
                if (p.item() == it) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /** The buffer size needed by the placements. */
    static long size(List<Placement> placements) {
        long s = 0;
        for (Placement p : placements) {
            s = Math.max(s, p.end());
        }
        return s;
    }

    static long align(long v, long a) {
        return a <= 1 ? v : (v + a - 1) / a * a;
    }
}
