package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/** {@code enum tag { A = 1, B }}; {@code enumerators} is null for a reference. */
public final class EnumSpec extends Node {
    /** One enumerator; value may be null. */
    public record Enumerator(String name, Expr value) {
    }

    private final String tag;
    private final List<Enumerator> enumerators;

    public EnumSpec(String tag, List<Enumerator> enumerators) {
        this.tag = tag;
        this.enumerators = enumerators == null ? null : List.copyOf(enumerators);
        if (enumerators != null) {
            for (Enumerator e : enumerators) {
                adopt(e.value());
            }
        }
    }

    public String tag() {
        return tag;
    }

    public List<Enumerator> enumerators() {
        return enumerators;
    }

    public EnumSpec reference() {
        return tag == null ? this : new EnumSpec(tag, null);
    }

    @Override
    public List<Node> children() {
        List<Node> l = new ArrayList<>();
        if (enumerators != null) {
            for (Enumerator e : enumerators) {
                if (e.value() != null) {
                    l.add(e.value());
                }
            }
        }
        return l;
    }
}
