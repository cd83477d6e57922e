package dev.hicuda.driver;

import dev.hicuda.backend.Output;
import dev.hicuda.optimize.Tuning;
import dev.hicuda.pass.Target;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code hicuda tune}: translates the program in several variants (iterations a thread and shared
 * strip lengths, for every kernel alike, besides the cost models' own choice; then the fastest of those with its
 * pipelined loops versioned, and without prefetching), builds each, runs it
 * with the program's own arguments and data, keeps the fastest one whose output matches the
 * unoptimized translation's (numbers within a relative 1e-5), and writes its parameters to
 * {@code IN.tune}, which the next {@code translate} reads.  The time of a variant is the median wall
 * time of the whole program over its runs.
 */
final class Tuner {
    /** One variant: its parameters (empty: the cost models' choices). */
    record Variant(String name, Map<String, String> values) {
    }

    private static final Pattern NUMBER = Pattern.compile("[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?|nan|inf", Pattern.CASE_INSENSITIVE);

    private final PrintStream out;
    private final PrintStream err;

    Tuner(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** The first round: iterations a thread along every dimension and strip lengths, each also left to the cost models. */
    static List<Variant> variants() {
        List<Variant> v = new ArrayList<>();
        for (String c : new String[] {null, "1", "2", "4", "8"}) {
            for (String s : new String[] {null, "16", "32", "64"}) {
                Map<String, String> m = new LinkedHashMap<>();
                if (c != null) {
                    m.put("*.coarsening", c);
                }
                if (s != null) {
                    m.put("*.strip", s);
                }
                v.add(new Variant((c == null ? "coarsening: cost model" : "coarsening " + c) + ", "
                        + (s == null ? "strip: cost model" : "strip " + s), m));
            }
        }
        return v;
    }

    /**
     * The second round, on the first round's fastest: with the pipelined copies' loops versioned (off in the cost models,
     * it pays on some kernels and costs on others), and without the loads issued an iteration ahead (which cost one
     * benchmark 2 %).
     */
    static List<Variant> refinements(Variant best) {
        List<Variant> v = new ArrayList<>();
        for (String[] extra : new String[][] {{"*.loop-versioning", "on", "loop-versioning on"}, {"*.prefetch", "off", "prefetch off"}}) {
            Map<String, String> m = new LinkedHashMap<>(best.values());
            m.put(extra[0], extra[1]);
            v.add(new Variant(best.name() + ", " + extra[2], m));
        }
        return v;
    }

    /**
     * Tunes {@code input}: {@code translate} gives the output for a level and variant (null: -O0);
     * returns the exit code.
     */
    int tune(Path input, Target target, int runs, List<String> args, List<Path> includeDirs, List<String> defines,
             java.util.function.BiFunction<Integer, Tuning, Output> translate) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("hicuda-tune");
        try {
            out.println("hicuda tune: " + input + " on " + (target == Target.cuda ? "the GPU" : "the CPU emulation (timings say nothing"
                    + " of a GPU: this checks the mechanism)") + ", " + runs + " run" + (runs == 1 ? "" : "s") + " a variant");
            Built ref = build(dir, "reference", translate.apply(0, Tuning.NONE), target, includeDirs, defines, input);
            if (ref == null) {
                return ExitCode.INTERNAL;
            }
            Result reference = run(ref.exe, args, 1);
            if (reference == null) {
                err.println("hicuda: error: the unoptimized translation (-O0) does not run to completion: nothing to compare with");
                return ExitCode.INPUT_ERRORS;
            }
            Variant best = null;
            double bestTime = Double.MAX_VALUE;
            int k = 0;
            for (int round = 0; round < 2 && (round == 0 || best != null); round++) {
                for (Variant v : round == 0 ? variants() : refinements(best)) {
                    Built b = build(dir, "v" + (k++), translate.apply(2, new Tuning(v.values())), target, includeDirs, defines, input);
                    Result r = b == null ? null : run(b.exe, args, runs);
                    String status = b == null ? "does not build" : r == null ? "fails" : !sameNumbers(r.stdout, reference.stdout)
                            ? "wrong output" : String.format("%.1f ms", r.ms);
                    out.printf("  %-60s %s%n", v.name(), status);
                    if (r != null && sameNumbers(r.stdout, reference.stdout) && r.ms < bestTime) {
                        best = v;
                        bestTime = r.ms;
                    }
                }
            }
            if (best == null) {
                err.println("hicuda: error: no variant computed what the unoptimized translation computes; no tuning file written");
                return ExitCode.INPUT_ERRORS;
            }
            Path file = TuningFile.of(input);
            String text = "# written by hicuda tune (" + (target == Target.cuda ? "GPU" : "CPU emulation") + "): " + best.name()
                    + String.format(", %.1f ms", bestTime) + "\n" + new Tuning(best.values()).render();
            Main.write(file, text);
            out.println("fastest: " + best.name() + String.format(" (%.1f ms)", bestTime) + "; written to " + file);
            return ExitCode.OK;
        } finally {
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    private record Built(Path exe) {
    }

    private record Result(double ms, String stdout) {
    }

    /** Writes and builds one translation with main's {@link dev.hicuda.driver.Build} (as {@code hicuda compile} builds); null when it fails. */
    private Built build(Path dir, String base, Output o, Target target, List<Path> includeDirs, List<String> defines, Path input)
            throws IOException, InterruptedException {
        if (o == null) {
            return null;
        }
        Build.Unit unit = Build.write(dir, base, input, o, target);
        Path exe = dir.resolve(base);
        Build.Flags flags = new Build.Flags(includeDirs, defines, List.of(target == Target.cuda ? "-O3" : "-O2"), null, List.of(), List.of(),
                List.of(), List.of());
        String failure = Build.runQuietly(new Build(target, flags).executable(List.of(unit), List.of(), exe, dir), err, false);
        if (failure != null) {
            err.println("hicuda: error: " + failure);
            return null;
        }
        return new Built(exe);
    }

    /** The median wall time of {@code runs} runs and the first run's standard output; null when a run fails or takes over 10 minutes. */
    private static Result run(Path exe, List<String> args, int runs) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(exe.toString());
        cmd.addAll(args);
        List<Double> times = new ArrayList<>();
        String first = null;
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String s = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(600, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return null;
            }
            if (p.exitValue() != 0) {
                return null;
            }
            times.add((System.nanoTime() - t0) / 1e6);
            first = first == null ? s : first;
        }
        times.sort(null);
        return new Result(times.get(times.size() / 2), first);
    }

    /** The same text with numbers equal within a relative 1e-5 (an absolute 1e-12 near zero). */
    static boolean sameNumbers(String a, String b) {
        Matcher ma = NUMBER.matcher(a);
        Matcher mb = NUMBER.matcher(b);
        if (!NUMBER.matcher(a).replaceAll("#").equals(NUMBER.matcher(b).replaceAll("#"))) {
            return false;
        }
        while (ma.find() && mb.find()) {
            double x;
            double y;
            try {
                x = Double.parseDouble(ma.group());
                y = Double.parseDouble(mb.group());
            } catch (NumberFormatException e) {
                if (!ma.group().equalsIgnoreCase(mb.group())) {
                    return false;
                }
                continue;
            }
            if (Math.abs(x - y) > 1e-12 + 1e-5 * Math.max(Math.abs(x), Math.abs(y))) {
                return false;
            }
        }
        return true;
    }
}
