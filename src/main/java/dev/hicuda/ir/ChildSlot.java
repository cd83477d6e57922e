package dev.hicuda.ir;

import java.util.List;

/**
 * A place in a node that holds children of type {@code T}: one child ({@link Child}) or a list of
 * them ({@link ChildList}).  A node creates its slots with {@link Node#child} and
 * {@link Node#childList}, in the order its children are written; {@link Node#children()} and
 * {@link Node#replaceChild} then work from the slots, and a slot sets the parent link of every
 * child put in it.  A child of the wrong type is refused with an {@link IllegalArgumentException}.
 */
public abstract sealed class ChildSlot<T extends Node> permits Child, ChildList {
    /** The node whose children this slot holds. */
    final Node owner;
    private final Class<T> type;

    ChildSlot(Node owner, Class<T> type) {
        this.owner = owner;
        this.type = type;
    }

    /** Appends this slot's (non-null) children to {@code out}. */
    abstract void addTo(List<Node> out);

    /** Puts {@code replacement} where {@code old} is; false if {@code old} is not in this slot. */
    abstract boolean replace(Node old, Node replacement);

    /** {@code n}, adopted by the owner, after checking it is a {@code T} (or null). */
    T adopt(Node n) {
        if (n != null && !type.isInstance(n)) {
            throw new IllegalArgumentException("a " + n.getClass().getSimpleName() + " cannot be a child of "
                    + owner.getClass().getSimpleName() + " where a " + type.getSimpleName() + " belongs");
        }
        return owner.adopt(type.cast(n));
    }
}
