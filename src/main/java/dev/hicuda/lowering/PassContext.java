package dev.hicuda.lowering;

import dev.hicuda.diag.Reporter;
import dev.hicuda.driver.Target;
import dev.hicuda.frontend.ParsedProgram;

/** What every pass may use: the reporter, the parsed program (macros, headers), the target. */
public final class PassContext {
    private final Reporter reporter;
    private final ParsedProgram program;
    private final Target target;
    private final boolean wantReport;
    private final TranslationReport report = new TranslationReport();
    private dev.hicuda.analysis.SymbolTable symbols;
    private ConstantMemoryPlan constantMemory = ConstantMemoryPlan.empty();

    public PassContext(Reporter reporter, ParsedProgram program, Target target, boolean wantReport) {
        this.reporter = reporter;
        this.program = program;
        this.target = target;
        this.wantReport = wantReport;
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

    public boolean wantReport() {
        return wantReport;
    }

    /** Set by the symbol-resolution pass. */
    public dev.hicuda.analysis.SymbolTable symbols() {
        return symbols;
    }

    public void setSymbols(dev.hicuda.analysis.SymbolTable s) {
        symbols = s;
    }

    /** Where the constant copies live; set by the constant-memory planning pass. */
    ConstantMemoryPlan constantMemory() {
        return constantMemory;
    }

    void setConstantMemory(ConstantMemoryPlan plan) {
        constantMemory = plan;
    }

    public TranslationReport report() {
        return report;
    }
}
