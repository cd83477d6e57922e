package dev.hicuda.ir.source;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every {@code #define} and {@code #undef} the preprocessor met, in order.  A point in the
 * program is an <em>epoch</em>: the number of changes made before it.  Each token of the parsed
 * program carries its epoch, so a later stage can ask which definition of a name was in force
 * where a node was written ({@link #definitionAt}), e.g. to re-emit the macros a kernel's text
 * uses in the file the kernel moves to.
 */
public final class MacroHistory {
    /** A definition (non-null) or an {@code #undef} (null) of a name. */
    public record Change(String name, MacroDefinition definition) {
    }

    private final List<Change> changes = new ArrayList<>();
    private final Map<String, List<Integer>> byName = new HashMap<>();

    public void define(MacroDefinition d) {
        record(new Change(d.name(), d));
    }

    public void undefine(String name) {
        record(new Change(name, null));
    }

    private void record(Change c) {
        byName.computeIfAbsent(c.name(), k -> new ArrayList<>()).add(changes.size());
        changes.add(c);
    }

    /** The current epoch: changes made so far. */
    public int epoch() {
        return changes.size();
    }

    /** The definition of {@code name} in force at {@code epoch}, or null when it was not defined. */
    public MacroDefinition definitionAt(String name, int epoch) {
        List<Integer> idx = byName.get(name);
        if (idx == null) {
            return null;
        }
        MacroDefinition d = null;
        for (int i : idx) {
            if (i >= epoch) {
                break;
            }
            d = changes.get(i).definition();
        }
        return d;
    }

    /** The names defined at {@code epoch}. */
    public List<MacroDefinition> definitionsAt(int epoch) {
        List<MacroDefinition> out = new ArrayList<>();
        for (String name : byName.keySet()) {
            MacroDefinition d = definitionAt(name, epoch);
            if (d != null) {
                out.add(d);
            }
        }
        return out;
    }

    public List<Change> changes() {
        return List.copyOf(changes);
    }
}
