package dev.hicuda.ir.decl;

import dev.hicuda.ir.Node;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The device side of a translated file: what goes into the {@code .cu} file (or the CPU target's
 * C++ file) beside the host program, which stays C.  Its items come in sections, in the order C++
 * needs them: the prelude (includes, the user's macros and types the device code uses), device
 * declarations (the constant-memory pool), device functions (copies of the user's functions the
 * kernels call), kernels, and the {@code extern "C"} functions through which the host program
 * launches the kernels and reaches device symbols.
 */
public final class DeviceUnit {
    /** The sections of the device file, in order. */
    public enum Section { PRELUDE, DECLARATIONS, FUNCTIONS, KERNELS, HOST_INTERFACE }

    private final TranslationUnit unit;
    private final int[] counts = new int[Section.values().length];
    private final Map<FunctionDef, TranslationUnit> functions = new java.util.LinkedHashMap<>();

    public DeviceUnit(String fileName) {
        this.unit = new TranslationUnit(fileName, new ArrayList<>());
    }

    /** The device file's items, in order (a unit the passes and printers walk like any other). */
    public TranslationUnit unit() {
        return unit;
    }

    public boolean isEmpty() {
        return unit.items().isEmpty();
    }

    /** Adds an item at the end of its section. */
    public void add(Section section, Node item) {
        int at = 0;
        for (int s = 0; s <= section.ordinal(); s++) {
            at += counts[s];
        }
        unit.insert(at, item);
        counts[section.ordinal()]++;
    }

    /** Inserts an item just before {@code anchor}, an item of the unit, in anchor's section. */
    public void insertBefore(Node anchor, Node item) {
        int at = unit.items().indexOf(anchor);
        if (at < 0) {
            throw new IllegalArgumentException("not an item of the device unit");
        }
        int end = 0;
        for (int s = 0; s < counts.length; s++) {
            end += counts[s];
            if (at < end) {
                unit.insert(at, item);
                counts[s]++;
                return;
            }
        }
        throw new IllegalStateException("device unit items outside every section");
    }

    /** The items of one section. */
    public List<Node> items(Section section) {
        int from = 0;
        for (int s = 0; s < section.ordinal(); s++) {
            from += counts[s];
        }
        return List.copyOf(unit.items().subList(from, from + counts[section.ordinal()]));
    }

    /**
     * Adds a function compiled for the device (a copy of a user function a kernel calls, for one
     * context of calls) to the functions section; {@code origin} is the unit of the user's function,
     * whose macros and types its text uses.
     */
    public void addFunction(FunctionDef deviceFunction, TranslationUnit origin) {
        functions.put(deviceFunction, origin);
        add(Section.FUNCTIONS, deviceFunction);
    }

    /** The device functions, in order, each with the unit its user's function comes from. */
    public Map<FunctionDef, TranslationUnit> functions() {
        return java.util.Collections.unmodifiableMap(functions);
    }
}
