package dev.hicuda.pass;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.source.ParsedProgram;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What every pass may use: the reporter, the parsed program (macros, headers), the target, the
 * code-generation options, the translation report, and the results that earlier passes left for later ones.
 *
 * <p>Results are stored under typed {@link Key}s that the producing stage declares (the symbol
 * table under {@code SymbolTable.KEY}, the constant-memory plan under {@code ConstantMemoryPlan.KEY}),
 * so this package knows no stage: it sits below every one of them.
 */
public final class PassContext {
    private final Reporter reporter;
    private final ParsedProgram program;
    private final Target target;
    private final boolean wantReport;
    private final CodeGenOptions options;
    private final TranslationReport report = new TranslationReport();
    private final Map<Key<?>, Object> results = new HashMap<>();
    private WholeProgram whole;

    public PassContext(Reporter reporter, ParsedProgram program, Target target, boolean wantReport) {
        this(reporter, program, target, wantReport, CodeGenOptions.DEFAULT);
    }

    public PassContext(Reporter reporter, ParsedProgram program, Target target, boolean wantReport, CodeGenOptions options) {
        this.reporter = reporter;
        this.program = program;
        this.target = target;
        this.wantReport = wantReport;
        this.options = options;
    }

    /** The program this unit belongs to (a program of this unit alone unless it was made part of a larger one). */
    public WholeProgram whole() {
        if (whole == null) {
            new WholeProgram(java.util.List.of(this));
        }
        return whole;
    }

    void attach(WholeProgram w) {
        this.whole = w;
    }

    public Reporter reporter() {
        return reporter;
    }

    public ParsedProgram program() {
        return program;
    }

    public Target target() {
        return target;
    }

    /** The user's choices about the generated code ({@code --fast-math}, ...). */
    public CodeGenOptions options() {
        return options;
    }

    public boolean wantReport() {
        return wantReport;
    }

    public TranslationReport report() {
        return report;
    }

    /** Stores what a pass computed for the passes after it. */
    public <T> void put(Key<T> key, T value) {
        results.put(key, Objects.requireNonNull(value, key.name));
    }

    /**
     * What an earlier pass stored under {@code key}, or the key's default; a key without a
     * default that no pass has set is a bug in the pipeline's order.
     */
    public <T> T get(Key<T> key) {
        Object v = results.get(key);
        if (v != null) {
            return key.type.cast(v);
        }
        T d = key.fallbackValue();
        results.put(key, d);
        return d;
    }

    /** The name and type of one result passed between passes. */
    public static final class Key<T> {
        private final String name;
        private final Class<T> type;
        private final Supplier<T> fallback;

        private Key(String name, Class<T> type, Supplier<T> fallback) {
            this.name = name;
            this.type = type;
            this.fallback = fallback;
        }

        Class<T> type() {
            return type;
        }

        /** The default value; a key without one that no pass has set is a bug in the pipeline's order. */
        T fallbackValue() {
            if (fallback == null) {
                throw new IllegalStateException(name + " is used before the pass that computes it has run");
            }
            return fallback.get();
        }

        /** A result that some pass must have stored before it is read. */
        public static <T> Key<T> required(String name, Class<T> type) {
            return new Key<>(name, type, null);
        }

        /** A result that reads as {@code fallback} until a pass stores one. */
        public static <T> Key<T> withDefault(String name, Class<T> type, Supplier<T> fallback) {
            return new Key<>(name, type, fallback);
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
