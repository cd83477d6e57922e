package dev.hicuda.ir.expr;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/** A brace-enclosed initializer list; each element may carry designators. */
public final class InitList extends Expr {
    /**
     * One designator: {@code [index]} (index non-null), GNU C's {@code [index ... rangeEnd]}, or
     * {@code .field}.
     */
    public record Designator(Expr index, String field, Expr rangeEnd) {
        public Designator(Expr index, String field) {
            this(index, field, null);
        }
    }

    /** One element of the list. */
    public static final class Element {
        private final List<Designator> designators;
        private Expr value;

        public Element(List<Designator> designators, Expr value) {
            this.designators = List.copyOf(designators);
            this.value = value;
        }

        public List<Designator> designators() {
            return designators;
        }

        public Expr value() {
            return value;
        }
    }

    private final List<Element> elements;
    private final boolean trailingComma;

    public InitList(List<Element> elements, boolean trailingComma) {
        this.elements = new ArrayList<>(elements);
        this.trailingComma = trailingComma;
        for (Element e : this.elements) {
            adopt(e.value);
            for (Designator d : e.designators) {
                adopt(d.index());
                adopt(d.rangeEnd());
            }
        }
    }

    public List<Element> elements() {
        return elements;
    }

    public boolean hasTrailingComma() {
        return trailingComma;
    }

    @Override
    public List<Node> children() {
        List<Node> l = new ArrayList<>();
        for (Element e : elements) {
            for (Designator d : e.designators) {
                if (d.index() != null) {
                    l.add(d.index());
                }
                if (d.rangeEnd() != null) {
                    l.add(d.rangeEnd());
                }
            }
            l.add(e.value);
        }
        return l;
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        for (Element e : elements) {
            if (e.value == old) {
                e.value = adopt((Expr) r);
                return true;
            }
        }
        return false;
    }

    @Override
    public Expr copy() {
        List<Element> els = new ArrayList<>();
        for (Element e : elements) {
            List<Designator> ds = new ArrayList<>();
            for (Designator d : e.designators) {
                ds.add(new Designator(d.index() == null ? null : d.index().copy(), d.field()));
            }
            els.add(new Element(ds, e.value.copy()));
        }
        return copied(new InitList(els, trailingComma));
    }
}
