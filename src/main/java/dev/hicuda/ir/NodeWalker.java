package dev.hicuda.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** Generic traversals over the IR. */
public final class NodeWalker {
    private NodeWalker() {
    }

    /** Pre-order walk of {@code root} and all its descendants. */
    public static void preOrder(Node root, Consumer<Node> visit) {
        visit.accept(root);
        for (Node c : root.children()) {
            preOrder(c, visit);
        }
    }

    /**
     * Pre-order walk in which an assignment's value is visited before its target, the order in
     * which a program reads and writes them ({@code s = s + x} reads s before it writes it).
     */
    public static void evaluationOrder(Node root, Consumer<Node> visit) {
        visit.accept(root);
        if (root instanceof dev.hicuda.ir.expr.Assign a) {
            evaluationOrder(a.value(), visit);
            evaluationOrder(a.target(), visit);
            return;
        }
        for (Node c : root.children()) {
            evaluationOrder(c, visit);
        }
    }

    /** All descendants (and root) that are instances of {@code cls}, in pre-order. */
    public static <T extends Node> List<T> collect(Node root, Class<T> cls) {
        List<T> out = new ArrayList<>();
        preOrder(root, n -> {
            if (cls.isInstance(n)) {
                out.add(cls.cast(n));
            }
        });
        return out;
    }

    public static boolean any(Node root, Predicate<Node> p) {
        if (p.test(root)) {
            return true;
        }
        for (Node c : root.children()) {
            if (any(c, p)) {
                return true;
            }
        }
        return false;
    }

    /** Replaces {@code old} by {@code replacement} in old's parent. */
    public static void replace(Node old, Node replacement) {
        Node p = old.parent();
        if (p == null || !p.replaceChild(old, replacement)) {
            throw new IllegalStateException("node is not attached: " + old.getClass().getSimpleName());
        }
        if (replacement != null && !replacement.pos().isKnown()) {
            replacement.at(old.pos());
        }
    }
}
