package dev.hicuda.ir.decl;

import dev.hicuda.ir.ChildList;
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
    private final ChildList<Node> items;
    private List<Trivia> trailing = List.of();
    private String indentUnit = "    ";
    private DeviceUnit device;

    public TranslationUnit(String fileName, List<Node> items) {
        this.fileName = fileName;
        this.items = childList(Node.class, items);
    }

    /** The device side of this (host) unit: kernels and what they need, made by the lowering. */
    public DeviceUnit device() {
        if (device == null) {
            device = new DeviceUnit(fileName);
            device.unit().setIndentUnit(indentUnit);
        }
        return device;
    }

    public String fileName() {
        return fileName;
    }

    public List<Node> items() {
        return items.get();
    }

    public void insert(int index, Node item) {
        items.add(index, item);
    }

    public void insertBefore(Node anchor, Node item) {
        int i = items.indexOf(anchor);
        items.add(i < 0 ? items().size() : i, item);
    }

    public void add(Node item) {
        items.add(item);
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
        for (Node n : items()) {
            if (n instanceof FunctionDef f) {
                l.add(f);
            }
        }
        return l;
    }
}
