package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/**
 * Declaration specifiers in source order: keywords ({@code static}, {@code const}, {@code unsigned},
 * CUDA's {@code __global__}...), typedef names, GNU attributes (raw text), specifier-like macros,
 * and struct/union/enum specifiers.
 */
public final class DeclSpecs extends Node {
    /** One specifier. Exactly one of {@code text} and {@code node} is non-null. */
    public record Part(Kind kind, String text, Node node) {
    }

    public enum Kind { KEYWORD, TYPEDEF_NAME, ATTRIBUTE, MACRO, STRUCT, ENUM }

    private static final List<String> STORAGE = List.of("typedef", "extern", "static", "auto", "register", "__thread");

    private final List<Part> parts;

    public DeclSpecs(List<Part> parts) {
        this.parts = new ArrayList<>();
        for (Part p : parts) {
            this.parts.add(p);
            if (p.node() != null) {
                adopt(p.node());
            }
        }
    }

    public static DeclSpecs keywords(String... words) {
        List<Part> ps = new ArrayList<>();
        for (String w : words) {
            ps.add(new Part(Kind.KEYWORD, w, null));
        }
        return new DeclSpecs(ps);
    }

    public List<Part> parts() {
        return parts;
    }

    public boolean has(String keyword) {
        for (Part p : parts) {
            if (p.text() != null && p.text().equals(keyword)) {
                return true;
            }
        }
        return false;
    }

    public boolean isTypedef() {
        return has("typedef");
    }

    public boolean isStatic() {
        return has("static");
    }

    public boolean isExtern() {
        return has("extern");
    }

    public void addFirst(String keyword) {
        parts.add(0, new Part(Kind.KEYWORD, keyword, null));
    }

    public void remove(String keyword) {
        parts.removeIf(p -> keyword.equals(p.text()) && p.kind() == Kind.KEYWORD);
    }

    /** A copy without storage-class specifiers (what a parameter of this type is declared with). */
    public DeclSpecs withoutStorage() {
        List<Part> ps = new ArrayList<>();
        for (Part p : parts) {
            if (p.kind() == Kind.KEYWORD && STORAGE.contains(p.text())) {
                continue;
            }
            if (p.kind() == Kind.KEYWORD && (p.text().equals("inline") || p.text().startsWith("__inline"))) {
                continue;
            }
            ps.add(p.node() instanceof StructSpec s && s.fields() != null
                    ? new Part(p.kind(), null, s.reference())
                    : p.node() instanceof EnumSpec e && e.enumerators() != null
                    ? new Part(p.kind(), null, e.reference())
                    : p);
        }
        return new DeclSpecs(ps);
    }

    public DeclSpecs copy() {
        List<Part> ps = new ArrayList<>();
        for (Part p : parts) {
            ps.add(p);
        }
        DeclSpecs d = new DeclSpecs(ps);
        d.at(pos());
        return d;
    }

    @Override
    public List<Node> children() {
        List<Node> l = new ArrayList<>();
        for (Part p : parts) {
            if (p.node() != null) {
                l.add(p.node());
            }
        }
        return l;
    }
}
