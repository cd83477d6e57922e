package dev.hicuda.ir.decl;

import java.util.List;

/** The identifier at the heart of a declarator (null name for abstract declarators). */
public final class NameDeclarator extends Declarator {
    private String name;
    private List<String> attributes;

    public NameDeclarator(String name, List<String> attributes) {
        this.name = name;
        this.attributes = List.copyOf(attributes);
    }

    /** Adds GNU attributes written before the declarator ({@code int a, __attribute__((unused)) b;}). */
    public void addAttributes(List<String> more) {
        List<String> all = new java.util.ArrayList<>(more);
        all.addAll(attributes);
        attributes = List.copyOf(all);
    }

    public NameDeclarator(String name) {
        this(name, List.of());
    }

    @Override
    public String name() {
        return name;
    }

    public void setName(String n) {
        this.name = n;
    }

    /** GNU attributes written after the declarator. */
    public List<String> attributes() {
        return attributes;
    }

    @Override
    public NameDeclarator nameDeclarator() {
        return this;
    }

    @Override
    public Declarator copy() {
        return new NameDeclarator(name, attributes).at(pos());
    }
}
