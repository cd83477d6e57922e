package dev.hicuda.driver;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The input files of a program given on the command line (several files are one program, issue 13). */
final class ProgramInputs {
    private ProgramInputs() {
    }

    /** The same file given twice, or two inputs whose outputs would have the same name: a command-line error (null when none). */
    static String clashing(List<Path> inputs) {
        Set<Path> seen = new HashSet<>();
        Set<String> bases = new HashSet<>();
        for (Path in : inputs) {
            if (!seen.add(in.toAbsolutePath().normalize())) {
                return "'" + in + "' is given twice";
            }
            String base = in.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            if (!bases.add(base)) {
                return "two input files are named '" + base + "': their outputs would have the same names";
            }
        }
        return null;
    }

    /**
     * How many of {@code run}'s positional parameters are input files: the first always is; the next ones are
     * while they end in ".c" and come before a '--' on the command line (after it, everything is the program's).
     */
    static int count(List<String> positional, List<String> original) {
        int dash = original.indexOf("--");
        // everything after '--' is a positional parameter: those are the program's
        int beforeDash = dash < 0 ? positional.size() : positional.size() - (original.size() - dash - 1);
        int n = 1;
        while (n < positional.size() && n < beforeDash && positional.get(n).endsWith(".c")) {
            n++;
        }
        return n;
    }
}
