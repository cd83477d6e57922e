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

    /** Children in source order; null children are omitted. */
    public abstract List<Node> children();

    /** Replaces a direct child; returns false if {@code old} is not a child of this node. */
    public abstract boolean replaceChild(Node old, Node replacement);

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

    protected static List<Node> list(Node... nodes) {
        List<Node> l = new ArrayList<>(nodes.length);
        for (Node n : nodes) {
            if (n != null) {
                l.add(n);
            }
        }
        return l;
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

    /** Forgets the original text, so the printer regenerates this node. */
    public void forgetOriginal() {
        this.originalText = null;
        this.fingerprint = null;
    }
}
