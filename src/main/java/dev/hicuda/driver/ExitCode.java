package dev.hicuda.driver;

/** The exit codes of the hicuda command (documented in README.md and --help). */
public final class ExitCode {
    public static final int OK = 0;
    public static final int INPUT_ERRORS = 1;
    public static final int USAGE = 2;
    public static final int INTERNAL = 3;
    /** {@code hicuda compile}: a back-end tool (nvcc, g++, gcc, ld) failed or could not be run. */
    public static final int TOOL_FAILED = 4;

    private ExitCode() {
    }
}
