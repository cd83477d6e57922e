package dev.hicuda.pass;

/**
 * Choices about the generated code that the user makes (the driver fills them from the command
 * line); every pass reads them from {@link PassContext#options()}.
 *
 * @param fastMath rewrite the kernels' math for speed at the cost of exactness (off by default;
 *                 docs/translation.md, "Fast math"): {@code x / sqrtf(y)} becomes
 *                 {@code x * rsqrtf(y)}, and {@code sinf(e)} with {@code cosf(e)} of the same
 *                 argument one {@code sincosf(e, &s, &c)}
 */
public record CodeGenOptions(boolean fastMath) {
    /** What a translation uses unless told otherwise: exact math. */
    public static final CodeGenOptions DEFAULT = new CodeGenOptions(false);
}
