package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;

/** {@code struct tag { fields }} or {@code union ...}; {@code fields} is null for a reference. */
public final class StructSpec extends Node {
    private final String keyword;
    private final String tag;
    private final List<String> attributes;
    private final List<Declaration> fields;

    public StructSpec(String keyword, String tag, List<String> attributes, List<Declaration> fields) {
        this.keyword = keyword;
        this.tag = tag;
        this.attributes = List.copyOf(attributes);
        this.fields = fields == null ? null : adoptAll(fields);
    }

    public String keyword() {
        return keyword;
    }

    public String tag() {
        return tag;
    }

    public List<String> attributes() {
        return attributes;
    }

    public List<Declaration> fields() {
        return fields;
    }

    /** A plain reference {@code struct tag} to this struct (needs a tag). */
    public StructSpec reference() {
        return tag == null ? this : new StructSpec(keyword, tag, List.of(), null);
    }

    @Override
    public List<Node> children() {
        return fields == null ? List.of() : new ArrayList<>(fields);
    }
}
