package dev.hicuda.ir;

import dev.hicuda.diag.SourcePos;

import java.util.ArrayList;
import java.util.List;

/**
 * Base of the IR: a mutable syntax tree with parent links and a source position on every node.
 *
 * <p>Nodes read from a file also remember the exact text they were written as
 * ({@link #originalText()}) and a canonical rendering taken right after parsing
 * ({@link #fingerprint()}).  The printer emits the original text, comments and layout included,
 * for any node whose canonical rendering is still the same, i.e. that no pass has changed.
 */
public abstract class Node {
    private SourcePos pos = SourcePos.NONE;
    private Node parent;
    private List<Trivia> leading = List.of();
    private String trailingComment;
    private String endComment;
    private String originalText;
    private int originalColumn;
    private String fingerprint;
    private int epoch;
    private boolean included;
    private List<ChildSlot<?>> slots = List.of();

    public SourcePos pos() {
        return pos;
    }

    @SuppressWarnings("unchecked")
    public <T extends Node> T at(SourcePos p) {
        this.pos = p == null ? SourcePos.NONE : p;
        return (T) this;
    }

    public Node parent() {
        return parent;
    }

    void setParentInternal(Node p) {
        this.parent = p;
    }

    /**
     * Children in source order; null children are omitted.  The default lists the children held
     * in the node's slots ({@link #child}, {@link #childList}), in the order the slots were made.
     */
    public List<Node> children() {
        List<Node> out = new ArrayList<>();
        for (ChildSlot<?> s : slots) {
            s.addTo(out);
        }
        return out;
    }

    /**
     * Replaces a direct child; returns false if {@code old} is not a child of this node.  The
     * default replaces a child held in a slot, and throws {@link IllegalArgumentException} when
     * {@code replacement} is not of the slot's type.
     */
    public boolean replaceChild(Node old, Node replacement) {
        for (ChildSlot<?> s : slots) {
            if (s.replace(old, replacement)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A new slot of this node for one child of type {@code type} (which may be null), holding
     * {@code initial}.  Slots are listed by {@link #children()} in the order they are made, so a
     * constructor makes them in the order the children are written.
     */
    protected final <T extends Node> Child<T> child(Class<T> type, T initial) {
        return addSlot(new Child<>(this, type, initial));
    }

    /** A new slot of this node for a list of children of type {@code type}; see {@link #child}. */
    protected final <T extends Node> ChildList<T> childList(Class<T> type, List<T> initial) {
        return addSlot(new ChildList<>(this, type, initial));
    }

    private <S extends ChildSlot<?>> S addSlot(S slot) {
        if (slots.isEmpty()) {
            slots = new ArrayList<>(4);
        }
        slots.add(slot);
        return slot;
    }

    protected <T extends Node> T adopt(T child) {
        if (child != null) {
            child.setParentInternal(this);
        }
        return child;
    }

    protected <T extends Node> List<T> adoptAll(List<T> list) {
        List<T> copy = new ArrayList<>(list.size());
        for (T t : list) {
            copy.add(adopt(t));
        }
        return copy;
    }

    /** Nearest ancestor of the given class, or null. */
    public <T extends Node> T ancestor(Class<T> cls) {
        for (Node n = parent; n != null; n = n.parent) {
            if (cls.isInstance(n)) {
                return cls.cast(n);
            }
        }
        return null;
    }

    public boolean isInside(Node ancestor) {
        for (Node n = this; n != null; n = n.parent) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    public List<Trivia> leadingTrivia() {
        return leading;
    }

    public void setLeadingTrivia(List<Trivia> trivia) {
        this.leading = List.copyOf(trivia);
    }

    public String trailingComment() {
        return trailingComment;
    }

    public void setTrailingComment(String c) {
        this.trailingComment = c;
    }

    /**
     * A comment written after the last line of a block or a do-while, on the same line as its
     * closing {@code }} or {@code ;} (the trailing comment of a block is the one after its
     * opening brace).
     */
    public String endComment() {
        return endComment;
    }

    public void setEndComment(String c) {
        this.endComment = c;
    }

    public String originalText() {
        return originalText;
    }

    public int originalColumn() {
        return originalColumn;
    }

    public void setOriginal(String text, int column) {
        this.originalText = text;
        this.originalColumn = column;
    }

    public String fingerprint() {
        return fingerprint;
    }

    public void setFingerprint(String fp) {
        this.fingerprint = fp;
    }

    /**
     * The macro epoch where the node was written (see {@code ir.source.MacroHistory}): which macro
     * definitions its original text assumes.  0 for generated nodes.
     */
    public int epoch() {
        return epoch;
    }

    public void setEpoch(int epoch) {
        this.epoch = epoch;
    }

    /** Whether the node was read from a header the file includes (such nodes are not printed). */
    public boolean isIncluded() {
        return included;
    }

    public void setIncluded(boolean included) {
        this.included = included;
    }

    /** Forgets the original text, so the printer regenerates this node. */
    public void forgetOriginal() {
        this.originalText = null;
        this.fingerprint = null;
    }
}
