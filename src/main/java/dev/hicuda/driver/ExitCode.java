package dev.hicuda.driver;

/** The exit codes of the hicuda command (documented in README.md and --help). */
public final class ExitCode {
    public static final int OK = 0;
    public static final int INPUT_ERRORS = 1;
    public static final int USAGE = 2;
    public static final int INTERNAL = 3;

    private ExitCode() {
    }
}
