package dev.hicuda.ir.stmt;

import dev.hicuda.ir.ChildList;
import dev.hicuda.ir.Trivia;

import java.util.ArrayList;
import java.util.List;

/** {@code { items }}, with the trivia (comments) written before the closing brace. */
public final class Compound extends Stmt {
    private final ChildList<Stmt> items;
    private List<Trivia> closingTrivia = List.of();
    private boolean braceOnOwnLine;
    private boolean implicitBraces;

    public Compound(List<Stmt> items) {
        this.items = childList(Stmt.class, items);
    }

    public List<Stmt> items() {
        return items.get();
    }

    public List<Trivia> closingTrivia() {
        return closingTrivia;
    }

    public void setClosingTrivia(List<Trivia> t) {
        closingTrivia = List.copyOf(t);
    }

    /** Whether the user wrote the opening brace on a line of its own (Allman style). */
    /**
     * The block has no braces in the source: the front end made it of a directive and the loop or
     * statement it stands before, as the body of a loop or if ({@code for (...) #pragma ... for (...)}).
     */
    public boolean implicitBraces() {
        return implicitBraces;
    }

    public Compound setImplicitBraces(boolean b) {
        implicitBraces = b;
        return this;
    }

    /** Still the front end's brace-less directive block: a directive and the one statement it stands before. */
    public boolean printsWithoutBraces() {
        return implicitBraces && items().size() == 2 && items().get(0) instanceof DirectiveStmt && closingTrivia.isEmpty();
    }

    public boolean braceOnOwnLine() {
        return braceOnOwnLine;
    }

    public void setBraceOnOwnLine(boolean b) {
        braceOnOwnLine = b;
    }

    public void add(Stmt s) {
        items.add(s);
    }

    /** Puts {@code s} in place of the item at {@code index}. */
    public void set(int index, Stmt s) {
        items.set(index, s);
    }

    public void insert(int index, Stmt s) {
        items.add(index, s);
    }

    public int indexOf(Stmt s) {
        return items.indexOf(s);
    }

    public void insertBefore(Stmt anchor, Stmt s) {
        items.add(indexOf(anchor), s);
    }

    public void insertAfter(Stmt anchor, Stmt s) {
        items.add(indexOf(anchor) + 1, s);
    }

    public void remove(Stmt s) {
        int i = indexOf(s);
        if (i >= 0) {
            items.get().remove(i);
        }
    }

    /** Removes items from..to inclusive and returns them (detached). */
    public List<Stmt> removeRange(int from, int to) {
        List<Stmt> out = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            out.add(items.get().get(from));
            items.get().remove(from);
        }
        return out;
    }
}
