package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

/**
 * A C declarator, as a tree that mirrors its syntax: {@code *a[10]} is a pointer declarator
 * around an array declarator around the name.  Abstract declarators have a null name.
 */
public abstract class Declarator extends Node {
    /** The declared name, or null for an abstract declarator. */
    public abstract String name();

    public abstract Declarator copy();

    /** The innermost (name) declarator. */
    public abstract NameDeclarator nameDeclarator();

    /**
     * The declarator that applies to the name first, which says what the name is: for
     * {@code (*a)[10]} the pointer declarator (a pointer to arrays), for {@code *a[10]} the array
     * declarator; the name declarator itself when nothing applies to it.
     */
    public Declarator nearestToName() {
        Declarator d = this;
        while (true) {
            Declarator inner = d instanceof PointerDeclarator p ? p.inner()
                    : d instanceof ArrayDeclarator a ? a.inner()
                    : d instanceof FunctionDeclarator f ? f.inner() : null;
            if (inner == null || inner instanceof NameDeclarator) {
                return d;
            }
            d = inner;
        }
    }

    /** Whether this declares a pointer (to anything, arrays included). */
    public boolean declaresPointer() {
        return nearestToName() instanceof PointerDeclarator;
    }
}
