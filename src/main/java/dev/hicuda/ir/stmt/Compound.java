package dev.hicuda.ir.stmt;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;

import java.util.ArrayList;
import java.util.List;

/** {@code { items }}, with the trivia (comments) written before the closing brace. */
public final class Compound extends Stmt {
    private final List<Stmt> items;
    private List<Trivia> closingTrivia = List.of();
    private boolean braceOnOwnLine;

    public Compound(List<Stmt> items) {
        this.items = adoptAll(items);
    }

    public List<Stmt> items() {
        return items;
    }

    public List<Trivia> closingTrivia() {
        return closingTrivia;
    }

    public void setClosingTrivia(List<Trivia> t) {
        closingTrivia = List.copyOf(t);
    }

    /** Whether the user wrote the opening brace on a line of its own (Allman style). */
    public boolean braceOnOwnLine() {
        return braceOnOwnLine;
    }

    public void setBraceOnOwnLine(boolean b) {
        braceOnOwnLine = b;
    }

    public void add(Stmt s) {
        items.add(adopt(s));
    }

    /** Puts {@code s} in place of the item at {@code index}. */
    public void set(int index, Stmt s) {
        items.set(index, adopt(s));
    }

    public void insert(int index, Stmt s) {
        items.add(index, adopt(s));
    }

    public int indexOf(Stmt s) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i) == s) {
                return i;
            }
        }
        return -1;
    }

    public void insertBefore(Stmt anchor, Stmt s) {
        items.add(indexOf(anchor), adopt(s));
    }

    public void insertAfter(Stmt anchor, Stmt s) {
        items.add(indexOf(anchor) + 1, adopt(s));
    }

    public void remove(Stmt s) {
        int i = indexOf(s);
        if (i >= 0) {
            items.remove(i);
        }
    }

    /** Removes items from..to inclusive and returns them (detached). */
    public List<Stmt> removeRange(int from, int to) {
        List<Stmt> out = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            out.add(items.get(from));
            items.remove(from);
        }
        return out;
    }

    @Override
    public List<Node> children() {
        return new ArrayList<>(items);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        int i = indexOf((Stmt) old);
        if (i < 0) {
            return false;
        }
        items.set(i, adopt((Stmt) r));
        return true;
    }
}
