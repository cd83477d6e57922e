package dev.hicuda.analysis.interproc;

import java.util.Set;

/**
 * The library functions device code may call: CUDA's math functions (the C names, which nvcc and
 * the CPU emulation both provide for device code) and {@code printf}; and the ones it may not, for
 * better messages: memory allocation and the host's input and output.
 */
public final class DeviceLibrary {
    private static final Set<String> MATH_AND_PRINTF = Set.of(
            "sqrt", "sqrtf", "rsqrt", "rsqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2", "exp2f", "expm1", "expm1f",
            "log", "logf", "log2", "log2f", "log10", "log10f", "log1p", "log1pf", "pow", "powf",
            "sin", "sinf", "cos", "cosf", "tan", "tanf", "asin", "asinf", "acos", "acosf", "atan", "atanf",
            "atan2", "atan2f", "sinh", "sinhf", "cosh", "coshf", "tanh", "tanhf", "sincos", "sincosf",
            "fabs", "fabsf", "abs", "labs", "llabs", "floor", "floorf", "ceil", "ceilf", "round", "roundf",
            "trunc", "truncf", "fmod", "fmodf", "fmin", "fminf", "fmax", "fmaxf", "fma", "fmaf", "hypot", "hypotf",
            "erf", "erff", "erfc", "erfcf", "copysign", "copysignf", "ldexp", "ldexpf", "isnan", "isinf", "isfinite",
            "min", "max", "printf");
    private static final Set<String> ALLOCATION = Set.of("malloc", "calloc", "realloc", "free", "aligned_alloc",
            "posix_memalign", "valloc", "memalign");
    private static final Set<String> HOST_IO = Set.of("fprintf", "vfprintf", "vprintf", "dprintf", "puts", "fputs", "putchar",
            "fputc", "putc", "fwrite", "fread", "fopen", "freopen", "fclose", "fflush", "fgets", "fgetc", "getc", "getchar",
            "gets", "scanf", "fscanf", "vscanf", "vfscanf", "perror", "ungetc", "fseek", "ftell", "rewind", "fgetpos",
            "fsetpos", "setvbuf", "setbuf", "remove", "rename", "tmpfile", "tmpnam", "feof", "ferror", "clearerr",
            "open", "close", "read", "write");

    private DeviceLibrary() {
    }

    /** Whether device code may call the library function {@code name}. */
    public static boolean available(String name) {
        return MATH_AND_PRINTF.contains(name);
    }

    /** Whether {@code name} allocates or frees memory ({@code malloc}, {@code free}, ...). */
    public static boolean allocates(String name) {
        return ALLOCATION.contains(name);
    }

    /** Whether {@code name} is host input or output other than {@code printf}. */
    public static boolean hostIo(String name) {
        return HOST_IO.contains(name);
    }
}
