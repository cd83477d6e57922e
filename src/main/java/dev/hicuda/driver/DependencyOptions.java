package dev.hicuda.driver;

import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * gcc's options for a dependency file, for {@code translate} and {@code compile -c} (issue 16): a
 * Make rule naming the files a translation read (the source and every header it included), so that
 * Make, and CMake through {@code add_custom_command(DEPFILE)}, translate again when one changes.
 */
final class DependencyOptions {
    @Option(names = "-MD", description = "Write a dependency file (a Make rule: the output depends on the source and every header it "
            + "included, system headers too) beside the output, as OUT with its extension replaced by .d, or to -MF FILE.")
    boolean all;

    @Option(names = "-MMD", description = "Like -MD, without system headers.")
    boolean userOnly;

    @Option(names = "-MF", paramLabel = "FILE", description = "With -MD or -MMD: write the dependency file to FILE.")
    Path file;

    @Option(names = "-MT", paramLabel = "TARGET", description = "With -MD or -MMD: the rule's target (repeat for several; default: the output file).")
    List<String> targets = new ArrayList<>();

    @Option(names = "-MP", description = "With -MD or -MMD: add an empty rule for each header, so that Make does not stop when a header is deleted.")
    boolean phony;

    boolean wanted() {
        return all || userOnly;
    }

    /** Why the options do not fit together, or null. */
    String problem() {
        if (!wanted() && (file != null || !targets.isEmpty() || phony)) {
            return "-MF, -MT and -MP go with -MD or -MMD";
        }
        return null;
    }

    /** The dependency file for {@code output}: -MF's, else the output's name with its last extension replaced by {@code .d}. */
    Path fileFor(Path output) {
        if (file != null) {
            return file;
        }
        String name = output.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return output.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".d");
    }

    /** Writes the rule for {@code output}, made from {@code translation}, atomically. */
    void write(Path output, Compiler.Translation translation) throws IOException {
        List<String> ts = targets.isEmpty() ? List.of(output.toString()) : targets;
        Main.write(fileFor(output), rule(ts, translation.dependencies(all), phony));
    }

    /**
     * A Make rule {@code TARGETS: DEPENDENCIES}, one dependency a line; with {@code phony}, an empty rule
     * for each dependency after the first (the source).
     */
    static String rule(List<String> targets, List<Path> dependencies, boolean phony) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.join(" ", targets.stream().map(DependencyOptions::escape).toList())).append(':');
        for (Path d : dependencies) {
            sb.append(" \\\n  ").append(escape(d.toString()));
        }
        sb.append('\n');
        if (phony) {
            for (Path d : dependencies.subList(Math.min(1, dependencies.size()), dependencies.size())) {
                sb.append('\n').append(escape(d.toString())).append(":\n");
            }
        }
        return sb.toString();
    }

    /** A file name as Make reads it: spaces and {@code #} escaped with a backslash (as gcc writes them), {@code $} doubled. */
    static String escape(String name) {
        return name.replace(" ", "\\ ").replace("#", "\\#").replace("$", "$$");
    }
}
