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
}
