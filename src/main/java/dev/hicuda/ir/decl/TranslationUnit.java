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

    /**
     * Inserts {@code item} (a declaration the compiler writes) before {@code anchor}, moving the
     * preprocessor lines written just before the anchor (and everything before them in its leading
     * trivia) in front of the item, so that the item sees the macros and headers the anchor sees;
     * the comments after the last preprocessor line stay with the anchor.
     */
    public void insertBeforeItsPreamble(Node anchor, Node item) {
        List<Trivia> lead = anchor.leadingTrivia();
        int last = -1;
        for (int i = 0; i < lead.size(); i++) {
            if (lead.get(i).kind() == Trivia.Kind.PREPROCESSOR) {
                last = i;
            }
        }
        if (last >= 0) {
            List<Trivia> moved = new ArrayList<>(lead.subList(0, last + 1));
            moved.addAll(item.leadingTrivia());
            item.setLeadingTrivia(moved);
            anchor.setLeadingTrivia(new ArrayList<>(lead.subList(last + 1, lead.size())));
        }
        insertBefore(anchor, item);
    }

    public void add(Node item) {
        items.add(item);
    }

    /** Removes a top-level item. */
    public void remove(Node item) {
        List<Node> l = new ArrayList<>(items());
        l.remove(item);
        items.set(l);
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
