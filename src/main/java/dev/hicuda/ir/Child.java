package dev.hicuda.ir;

import java.util.List;

/** A slot for one child of type {@code T}, which may be null (an absent optional part). */
public final class Child<T extends Node> extends ChildSlot<T> {
    private T node;

    Child(Node owner, Class<T> type, T initial) {
        super(owner, type);
        node = adopt(initial);
    }

    public T get() {
        return node;
    }

    /** Puts {@code n} (which may be null) in this slot and makes the owner its parent. */
    public void set(T n) {
        node = adopt(n);
    }

    @Override
    void addTo(List<Node> out) {
        if (node != null) {
            out.add(node);
        }
    }

    @Override
    boolean replace(Node old, Node replacement) {
        if (old != node) {
            return false;
        }
        node = adopt(replacement);
        return true;
    }
}
