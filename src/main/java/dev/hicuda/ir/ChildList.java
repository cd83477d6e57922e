package dev.hicuda.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * A slot for a list of children of type {@code T}.  {@link #get()} is the list itself: changes
 * made to it directly do not set parent links, the methods here do.
 */
public final class ChildList<T extends Node> extends ChildSlot<T> {
    private List<T> items;

    ChildList(Node owner, Class<T> type, List<T> initial) {
        super(owner, type);
        set(initial);
    }

    /** The children, as a mutable list. */
    public List<T> get() {
        return items;
    }

    /** Replaces the whole list by a copy of {@code list}, adopting its elements. */
    public void set(List<T> list) {
        List<T> copy = new ArrayList<>(list.size());
        for (T t : list) {
            copy.add(adopt(t));
        }
        items = copy;
    }

    public void add(T n) {
        items.add(adopt(n));
    }

    public void add(int index, T n) {
        items.add(index, adopt(n));
    }

    public void set(int index, T n) {
        items.set(index, adopt(n));
    }

    /** Index of {@code n} (the same node, not an equal one), or -1. */
    public int indexOf(Node n) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) == n) {
                return i;
            }
        }
        return -1;
    }

    @Override
    void addTo(List<Node> out) {
        for (T t : items) {
            if (t != null) {
                out.add(t);
            }
        }
    }

    @Override
    boolean replace(Node old, Node replacement) {
        int i = indexOf(old);
        if (i < 0) {
            return false;
        }
        if (replacement == null) {
            throw new IllegalArgumentException("a list of children of " + owner.getClass().getSimpleName()
                    + " cannot hold null");
        }
        items.set(i, adopt(replacement));
        return true;
    }
}
