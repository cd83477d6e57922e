package dev.hicuda.pass;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.TranslationUnit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The program being translated: one unit per input file, each with its own {@link PassContext}
 * (its parsed file, macros and symbol table), and the results that concern all of them (the call
 * graph across files, the data directives propagated through calls, the constant-memory plan),
 * stored under the same typed keys as a unit's results.  A single-file translation is a program of
 * one unit.
 */
public final class WholeProgram {
    private final List<PassContext> units;
    private final Map<PassContext.Key<?>, Object> results = new HashMap<>();

    public WholeProgram(List<PassContext> units) {
        this.units = List.copyOf(units);
        for (PassContext u : units) {
            u.attach(this);
        }
    }

    /** The units, in the order the input files were given. */
    public List<PassContext> units() {
        return units;
    }

    /** Whether the program was given as several files (names of generated symbols then say which file they serve). */
    public boolean severalFiles() {
        return units.size() > 1;
    }

    /** The unit whose translation unit (host or device side) contains {@code n}, or null. */
    public PassContext unitOf(Node n) {
        Node top = n;
        while (top.parent() != null) {
            top = top.parent();
        }
        for (PassContext u : units) {
            TranslationUnit tu = u.program().unit();
            if (top == tu || top == tu.device().unit()) {
                return u;
            }
        }
        return null;
    }

    /** Stores a result about the whole program. */
    public <T> void put(PassContext.Key<T> key, T value) {
        results.put(key, Objects.requireNonNull(value, key.toString()));
    }

    /** A result about the whole program, or the key's default (see {@link PassContext#get}). */
    public <T> T get(PassContext.Key<T> key) {
        Object v = results.get(key);
        if (v != null) {
            return key.type().cast(v);
        }
        T d = key.fallbackValue();
        results.put(key, d);
        return d;
    }

    /** The translation units, in input order. */
    public List<TranslationUnit> translationUnits() {
        List<TranslationUnit> l = new ArrayList<>();
        for (PassContext u : units) {
            l.add(u.program().unit());
        }
        return l;
    }
}
