package dev.hicuda.frontend.c;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Typedef names that the standard headers of a numerical C program declare.  hicuda does not
 * read system headers; it knows their type names from this table, per header.
 */
public final class StandardHeaders {
    private static final List<String> STDDEF = List.of("size_t", "ptrdiff_t", "wchar_t", "max_align_t");
    private static final List<String> STDINT = List.of(
            "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t",
            "int_least8_t", "int_least16_t", "int_least32_t", "int_least64_t",
            "uint_least8_t", "uint_least16_t", "uint_least32_t", "uint_least64_t",
            "int_fast8_t", "int_fast16_t", "int_fast32_t", "int_fast64_t",
            "uint_fast8_t", "uint_fast16_t", "uint_fast32_t", "uint_fast64_t",
            "intptr_t", "uintptr_t", "intmax_t", "uintmax_t");
    private static final List<String> TIME = List.of("time_t", "clock_t", "clockid_t", "suseconds_t");

    private static final Map<String, List<String>> BY_HEADER = Map.ofEntries(
            Map.entry("stddef.h", STDDEF),
            Map.entry("stdint.h", STDINT),
            Map.entry("inttypes.h", concat(STDINT, List.of("imaxdiv_t"))),
            Map.entry("stdio.h", List.of("size_t", "FILE", "fpos_t", "va_list", "ssize_t", "off_t")),
            Map.entry("stdlib.h", List.of("size_t", "wchar_t", "div_t", "ldiv_t", "lldiv_t")),
            Map.entry("string.h", List.of("size_t")),
            Map.entry("strings.h", List.of("size_t")),
            Map.entry("math.h", List.of("float_t", "double_t")),
            Map.entry("tgmath.h", List.of("float_t", "double_t")),
            Map.entry("complex.h", List.of()),
            Map.entry("stdarg.h", List.of("va_list")),
            Map.entry("stdbool.h", List.of("bool")),
            Map.entry("time.h", concat(TIME, List.of("size_t"))),
            Map.entry("sys/time.h", concat(TIME, List.of("fd_set"))),
            Map.entry("sys/types.h", concat(TIME, List.of("size_t", "ssize_t", "off_t", "pid_t", "uid_t", "gid_t", "mode_t"))),
            Map.entry("unistd.h", List.of("size_t", "ssize_t", "off_t", "pid_t", "useconds_t")),
            Map.entry("limits.h", List.of()),
            Map.entry("float.h", List.of()),
            Map.entry("assert.h", List.of()),
            Map.entry("ctype.h", List.of()),
            Map.entry("errno.h", List.of()),
            Map.entry("omp.h", List.of("omp_lock_t", "omp_nest_lock_t", "omp_sched_t")),
            Map.entry("pthread.h", List.of("pthread_t", "pthread_mutex_t", "pthread_cond_t", "pthread_attr_t",
                    "pthread_barrier_t", "pthread_once_t", "pthread_key_t")));

    private StandardHeaders() {
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> l = new java.util.ArrayList<>(a);
        l.addAll(b);
        return l;
    }

    /** Whether hicuda knows this system header. */
    public static boolean isKnown(String header) {
        return BY_HEADER.containsKey(header);
    }

    /** The typedef names that the given system headers declare. */
    public static Set<String> typedefNames(Iterable<String> headers) {
        Set<String> s = new HashSet<>();
        for (String h : headers) {
            List<String> l = BY_HEADER.get(h);
            if (l != null) {
                s.addAll(l);
            }
        }
        // GCC's builtin, used by stdarg-based code even without the header.
        s.add("__builtin_va_list");
        return s;
    }
}
