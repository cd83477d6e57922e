package dev.hicuda.diag;

public enum Severity {
    ERROR("error"), WARNING("warning"), NOTE("note");

    private final String label;

    Severity(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
