package dev.hicuda.pass;

/**
 * Choices about the generated code that the user makes (the driver fills them from the command
 * line); every pass reads them from {@link PassContext#options()}.
 *
 * @param fastMath rewrite the kernels' math for speed at the cost of exactness (off by default;
 *                 docs/translation.md, "Fast math"): {@code x / sqrtf(y)} becomes
 *                 {@code x * rsqrtf(y)}, and {@code sinf(e)} with {@code cosf(e)} of the same
 *                 argument one {@code sincosf(e, &s, &c)}
 * @param profile  time every kernel region on the device (CUDA or OpenCL events; the CPU emulation's clock)
 *                 and print a table of the regions' launches and times at the program's exit
 *                 (off by default; docs/translation.md, "Profiling")
 */
public record CodeGenOptions(boolean fastMath, boolean profile) {
    /** What a translation uses unless told otherwise: exact math, no profiling. */
    public static final CodeGenOptions DEFAULT = new CodeGenOptions(false, false);

    /** These options with fast math on or off. */
    public CodeGenOptions withFastMath(boolean on) {
        return new CodeGenOptions(on, profile);
    }

    /** These options with profiling on or off. */
    public CodeGenOptions withProfile(boolean on) {
        return new CodeGenOptions(fastMath, on);
    }
}
