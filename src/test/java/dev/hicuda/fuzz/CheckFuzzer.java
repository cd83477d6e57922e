package dev.hicuda.fuzz;

import dev.hicuda.driver.Main;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parser and directive fuzzer of issue 14: feeds random and mutated inputs ({@link InputMutator})
 * to {@code hicuda check}, in-process, each on a fresh thread with the JVM's default stack (as the
 * launcher runs it) and a time limit. An input is a finding when {@code check} exits 3 (internal
 * error), prints a Java stack trace without being asked, throws, or runs past the limit; each finding's
 * input and output are kept in the output folder, one per distinct signature (exception and the first
 * hicuda frame), and {@code summary.txt} there is rewritten every 30 seconds and at the end.
 *
 * <pre>
 * java -cp CLASSPATH dev.hicuda.fuzz.CheckFuzzer [--minutes M] [--count N] [--seed S] [--timeout-s T] [--out DIR] [--root REPO]
 * </pre>
 * ({@code scripts/fuzz-check.sh} builds the class path and runs it.)
 */
public final class CheckFuzzer {
    /** What happened to one input. */
    enum Outcome { OK, ERRORS, INTERNAL_ERROR, TRACE, THROWN, TIMEOUT, OTHER_EXIT }

    /** The result of one input: the outcome, the exit code and what {@code check} printed. */
    record Run(Outcome outcome, int exit, String output) {
    }

    private static final Pattern FRAME = Pattern.compile("at (dev\\.hicuda\\.[\\w.$]+\\([\\w.]+:\\d+\\))");

    private final Path work;
    private final long timeoutMs;
    private final List<String> includes;

    CheckFuzzer(Path work, long timeoutMs, List<Path> includeDirs) {
        this.work = work;
        this.timeoutMs = timeoutMs;
        this.includes = new java.util.ArrayList<>();
        for (Path d : includeDirs) {
            includes.add("-I");
            includes.add(d.toString());
        }
    }

    /** Runs {@code hicuda check --debug} on {@code text}, written as {@code input.c} in the work folder. */
    @SuppressWarnings({"deprecation", "removal"})
    Run check(String text) throws IOException, InterruptedException {
        Path f = work.resolve("input.c");
        Files.writeString(f, text, StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(buf, true, StandardCharsets.UTF_8);
        int[] exit = {-1};
        Throwable[] thrown = {null};
        Thread t = new Thread(null, () -> {
            try {
                List<String> args = new java.util.ArrayList<>(List.of("check", "--debug"));
                args.addAll(includes);
                args.add(f.toString());
                exit[0] = Main.run(args.toArray(String[]::new), ps, ps);
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "check", 0);
        t.setDaemon(true);
        t.start();
        t.join(timeoutMs);
        if (t.isAlive()) {
            t.stop();
            t.join(5000);
            return new Run(Outcome.TIMEOUT, -1, buf.toString(StandardCharsets.UTF_8));
        }
        String out = buf.toString(StandardCharsets.UTF_8);
        if (thrown[0] != null) {
            java.io.StringWriter sw = new java.io.StringWriter();
            thrown[0].printStackTrace(new java.io.PrintWriter(sw));
            return new Run(Outcome.THROWN, -1, out + sw);
        }
        Outcome o = switch (exit[0]) {
            case 0 -> Outcome.OK;
            case 1 -> Outcome.ERRORS;
            case 3 -> Outcome.INTERNAL_ERROR;
            default -> Outcome.OTHER_EXIT;
        };
        if (o != Outcome.INTERNAL_ERROR && (out.contains("\tat ") || out.contains("Exception") || out.contains("Error: "))) {
            o = Outcome.TRACE;
        }
        return new Run(o, exit[0], out);
    }

    static boolean isFinding(Outcome o) {
        return o == Outcome.INTERNAL_ERROR || o == Outcome.TRACE || o == Outcome.THROWN || o == Outcome.TIMEOUT
                || o == Outcome.OTHER_EXIT;
    }

    /** A short signature of a finding: its outcome, the exception's first line and the first hicuda frame. */
    static String signature(Run r) {
        if (r.outcome() == Outcome.TIMEOUT) {
            return "TIMEOUT";
        }
        String first = r.output().lines().filter(l -> l.contains("Exception") || l.contains("Error")).findFirst().orElse("")
                .replaceAll("\\d+", "N");
        if (first.length() > 120) {
            first = first.substring(0, 120);
        }
        Matcher m = FRAME.matcher(r.output());
        return r.outcome() + " " + first.trim() + (m.find() ? " " + m.group(1) : "");
    }

    public static void main(String[] args) throws Exception {
        double minutes = 60;
        long count = Long.MAX_VALUE;
        long seed = 1;
        long timeoutS = 10;
        Path out = Path.of("target", "fuzz-check");
        Path root = Path.of(".");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--minutes" -> minutes = Double.parseDouble(args[++i]);
                case "--count" -> count = Long.parseLong(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--timeout-s" -> timeoutS = Long.parseLong(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--root" -> root = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Files.createDirectories(out);
        List<String> corpus = InputMutator.repositoryCorpus(root);
        InputMutator gen = new InputMutator(corpus, seed);
        CheckFuzzer fuzzer = new CheckFuzzer(Files.createDirectories(out.resolve("work")), timeoutS * 1000,
                List.of(root.resolve("bench/common"), root.resolve("src/test/resources/roundtrip/include")));
        Instant start = Instant.now();
        Instant end = start.plusMillis((long) (minutes * 60_000));
        Map<Outcome, Long> outcomes = new TreeMap<>();
        Map<String, Long> findings = new LinkedHashMap<>();
        long n = 0;
        long slowest = 0;
        Instant lastSummary = start;
        PrintStream realOut = System.out;
        while (n < count && Instant.now().isBefore(end)) {
            String input = gen.next();
            long t0 = System.nanoTime();
            Run r = fuzzer.check(input);
            slowest = Math.max(slowest, (System.nanoTime() - t0) / 1_000_000);
            n++;
            outcomes.merge(r.outcome(), 1L, Long::sum);
            if (isFinding(r.outcome())) {
                String sig = signature(r);
                long seen = findings.merge(sig, 1L, Long::sum);
                if (seen == 1) {
                    int k = findings.size();
                    Files.writeString(out.resolve("finding-" + k + ".c"), input, StandardCharsets.ISO_8859_1);
                    Files.writeString(out.resolve("finding-" + k + ".txt"), sig + "\n\n" + r.output());
                    realOut.println("finding " + k + ": " + sig);
                }
            }
            if (Duration.between(lastSummary, Instant.now()).toSeconds() >= 30) {
                summary(out, start, n, outcomes, findings, slowest, seed, corpus.size());
                lastSummary = Instant.now();
            }
        }
        summary(out, start, n, outcomes, findings, slowest, seed, corpus.size());
        realOut.print(Files.readString(out.resolve("summary.txt")));
        System.exit(findings.isEmpty() ? 0 : 1);
    }

    private static void summary(Path out, Instant start, long n, Map<Outcome, Long> outcomes, Map<String, Long> findings, long slowest,
                                long seed, int corpusSize) throws IOException {
        long s = Duration.between(start, Instant.now()).toSeconds();
        StringBuilder sb = new StringBuilder();
        sb.append("hicuda check fuzzer: seed ").append(seed).append(", ").append(corpusSize).append(" corpus files\n");
        sb.append("inputs: ").append(n).append(" in ").append(s / 60).append(" min ").append(s % 60).append(" s (")
                .append(s == 0 ? n : n / Math.max(1, s)).append("/s), slowest input ").append(slowest).append(" ms\n");
        sb.append("outcomes:");
        outcomes.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        sb.append("\nfindings (distinct signatures): ").append(findings.size()).append('\n');
        int k = 0;
        for (Map.Entry<String, Long> e : findings.entrySet()) {
            sb.append("  ").append(++k).append(". ").append(e.getValue()).append("x ").append(e.getKey()).append('\n');
        }
        Files.writeString(out.resolve("summary.txt"), sb.toString());
    }
}
