package dev.hicuda.backend.opencl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.hicuda.pass.OpenClNames;

/**
 * How the C library that kernels may call maps onto OpenCL C 1.2's built-in functions.
 *
 * <p>OpenCL C has no headers: its built-in math functions are overloaded on the argument type
 * ({@code sqrt(float)}, {@code sqrt(double)}) where C has one function per type ({@code sqrtf},
 * {@code sqrt}), and a call with an integer argument is ambiguous.  Each C function the device
 * code names gets a function with C's types around the built-in, and a macro that names it:
 * {@code static inline float hicuda_sqrtf(float x) { return sqrt(x); }} and
 * {@code #define sqrtf hicuda_sqrtf}.  The reserved words and built-in names are
 * {@link OpenClNames}.
 */
final class OpenClLibrary {
    private OpenClLibrary() {
    }

    /** A C library function: its OpenCL built-in, its result type and its parameters' types (C's). */
    record CFunction(String builtin, String result, List<String> params) {
    }

    /** The C functions a kernel may call, by C name. */
    static final Map<String, CFunction> C_FUNCTIONS = cFunctions();

    private static Map<String, CFunction> cFunctions() {
        Map<String, CFunction> m = new LinkedHashMap<>();
        List<String> oneArg = List.of("acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf", "erfc",
                "exp", "exp2", "expm1", "fabs", "floor", "lgamma", "log", "log10", "log1p", "log2", "logb", "rint", "round", "sin",
                "sinh", "sqrt", "tan", "tanh", "tgamma", "trunc");
        List<String> twoArgs = List.of("atan2", "copysign", "fdim", "fmax", "fmin", "fmod", "hypot", "nextafter", "pow", "remainder");
        for (String f : oneArg) {
            m.put(f + "f", new CFunction(f, "float", List.of("float")));
            m.put(f, new CFunction(f, "double", List.of("double")));
        }
        for (String f : twoArgs) {
            m.put(f + "f", new CFunction(f, "float", List.of("float", "float")));
            m.put(f, new CFunction(f, "double", List.of("double", "double")));
        }
        m.put("fmaf", new CFunction("fma", "float", List.of("float", "float", "float")));
        m.put("fma", new CFunction("fma", "double", List.of("double", "double", "double")));
        m.put("ldexpf", new CFunction("ldexp", "float", List.of("float", "int")));
        m.put("ldexp", new CFunction("ldexp", "double", List.of("double", "int")));
        m.put("ilogbf", new CFunction("ilogb", "int", List.of("float")));
        m.put("ilogb", new CFunction("ilogb", "int", List.of("double")));
        m.put("rsqrtf", new CFunction("rsqrt", "float", List.of("float")));
        m.put("rsqrt", new CFunction("rsqrt", "double", List.of("double")));
        m.put("sincosf", new CFunction("sincos", "void", List.of("float", "float *", "float *")));
        m.put("sincos", new CFunction("sincos", "void", List.of("double", "double *", "double *")));
        m.put("abs", new CFunction("abs", "int", List.of("int")));
        m.put("labs", new CFunction("abs", "long", List.of("long")));
        m.put("llabs", new CFunction("abs", "long", List.of("long")));
        return Map.copyOf(m);
    }

    /** The name of the function that stands for C function {@code name} in OpenCL C. */
    static String helperName(String name) {
        return "hicuda_" + name;
    }

    /**
     * The definition of the function that stands for C function {@code name}: C's parameter and
     * result types around the OpenCL built-in, so that arguments convert as they do in C (an
     * {@code int} passed to {@code sqrt} becomes a {@code double}) and {@code abs} returns an
     * {@code int}, as C's does (OpenCL's returns an unsigned value).
     */
    static String helper(String name) {
        CFunction f = C_FUNCTIONS.get(name);
        if (f.result().equals("void")) { // sincos: C's writes both results, OpenCL's returns the sine
            String t = f.params().get(0);
            return "static inline void " + helperName(name) + "(" + t + " hicuda_x, " + t + " *hicuda_sin, " + t
                    + " *hicuda_cos) { *hicuda_sin = sincos(hicuda_x, hicuda_cos); }";
        }
        List<String> params = new ArrayList<>();
        List<String> args = new ArrayList<>();
        char p = 'a';
        for (String t : f.params()) {
            String v = "hicuda_" + (f.params().size() == 1 ? "x" : String.valueOf(p++));
            params.add(t + (t.endsWith("*") ? "" : " ") + v);
            args.add(v);
        }
        return "static inline " + f.result() + " " + helperName(name) + "(" + String.join(", ", params) + ") { return "
                + (f.result().equals("int") || f.result().equals("long") ? "(" + f.result() + ") " : "") + f.builtin() + "("
                + String.join(", ", args) + "); }";
    }

    /** The <stdint.h> types, which OpenCL C lacks: their definitions (OpenCL C's sizes are fixed). */
    static final Map<String, String> STDINT = Map.ofEntries(Map.entry("int8_t", "char"), Map.entry("uint8_t", "uchar"),
            Map.entry("int16_t", "short"), Map.entry("uint16_t", "ushort"), Map.entry("int32_t", "int"),
            Map.entry("uint32_t", "uint"), Map.entry("int64_t", "long"), Map.entry("uint64_t", "ulong"));
}
