package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole source file: function definitions, declarations and file-level directives,
 * plus the trivia after the last item.
 */
public final class TranslationUnit extends Node {
    private final String fileName;
    private final List<Node> items;
    private List<Trivia> trailing = List.of();
    private String indentUnit = "    ";

    public TranslationUnit(String fileName, List<Node> items) {
        this.fileName = fileName;
        this.items = adoptAll(items);
    }

    public String fileName() {
        return fileName;
    }

    public List<Node> items() {
        return items;
    }

    public void insert(int index, Node item) {
        items.add(index, adopt(item));
    }

    public void insertBefore(Node anchor, Node item) {
        int i = items.indexOf(anchor);
        items.add(i < 0 ? items.size() : i, adopt(item));
    }

    public void add(Node item) {
        items.add(adopt(item));
    }

    /** The indentation step the source uses (printed code follows it). */
    public String indentUnit() {
        return indentUnit;
    }

    public void setIndentUnit(String u) {
        indentUnit = u;
    }

    public List<Trivia> trailingTrivia() {
        return trailing;
    }

    public void setTrailingTrivia(List<Trivia> t) {
        trailing = List.copyOf(t);
    }

    public List<FunctionDef> functions() {
        List<FunctionDef> l = new ArrayList<>();
        for (Node n : items) {
            if (n instanceof FunctionDef f) {
                l.add(f);
            }
        }
        return l;
    }

    @Override
    public List<Node> children() {
        return new ArrayList<>(items);
    }

    @Override
    public boolean replaceChild(Node old, Node r) {
        int i = items.indexOf(old);
        if (i < 0) {
            return false;
        }
        items.set(i, adopt(r));
        return true;
    }
}
