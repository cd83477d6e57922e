package dev.hicuda.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The long differential fuzzing run on the CPU target ({@code scripts/fuzz-differential.sh}): N cases
 * in programs of K cases each, case i of program p drawn from the seed {@code S * 1000003 + p * K + i};
 * each program is compared with its sequential build ({@link DifferentialRunner}). Failing programs are
 * kept in {@code OUT/failures/}; {@code OUT/summary.txt} gives the counts and the time.
 *
 * <pre>
 * java -cp CLASSPATH dev.hicuda.e2e.DifferentialFuzzer [--cases N] [--per-program K] [--seed S] [--jobs J] [--out DIR] [--no-race-check]
 * </pre>
 */
public final class DifferentialFuzzer {
    private DifferentialFuzzer() {
    }

    /** The draws of program p: one seeded Random per case. */
    static List<Draw> draws(long seed, int program, int perProgram) {
        List<Draw> l = new ArrayList<>();
        for (int i = 0; i < perProgram; i++) {
            l.add(Draw.of(new Random(seed * 1_000_003L + (long) program * perProgram + i)));
        }
        return l;
    }

    public static void main(String[] args) throws Exception {
        int cases = 10_000;
        int per = 24;
        long seed = 1;
        int jobs = 1;
        boolean race = true;
        Path out = Path.of("target", "fuzz-differential");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--cases" -> cases = Integer.parseInt(args[++i]);
                case "--per-program" -> per = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--jobs" -> jobs = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                case "--no-race-check" -> race = false;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path work = Files.createDirectories(out.resolve("work"));
        Path failures = Files.createDirectories(out.resolve("failures"));
        int programs = (cases + per - 1) / per;
        Instant start = Instant.now();
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        List<Future<DifferentialRunner.Outcome>> results = new ArrayList<>();
        final int perProgram = per;
        final long s = seed;
        final boolean r = race;
        for (int p = 0; p < programs; p++) {
            final int prog = p;
            results.add(pool.submit(() -> {
                DifferentialProgramGenerator.Program program = DifferentialProgramGenerator.program(draws(s, prog, perProgram));
                Path dir = Files.createDirectories(work.resolve("p" + prog));
                DifferentialRunner.Outcome o = new DifferentialRunner(dir, r).run(program, "prog", s * 31 + prog);
                if (!o.ok()) {
                    Files.writeString(failures.resolve("seed" + s + "-program" + prog + ".c"), program.text());
                    Files.writeString(failures.resolve("seed" + s + "-program" + prog + ".txt"), DifferentialRunner.describe(program, o));
                }
                deleteTree(dir);
                return o;
            }));
        }
        Map<DifferentialRunner.Status, Integer> byStatus = new TreeMap<>();
        int failedCases = 0;
        int warnings = 0;
        for (int p = 0; p < programs; p++) {
            DifferentialRunner.Outcome o = results.get(p).get();
            byStatus.merge(o.status(), 1, Integer::sum);
            failedCases += o.failing().size();
            warnings += o.warnings();
            if (!o.ok()) {
                System.out.println("program " + p + ": " + o.status() + " cases " + o.failing());
            }
            if ((p + 1) % 20 == 0) {
                System.out.println((p + 1) + "/" + programs + " programs, " + Duration.between(start, Instant.now()).toSeconds() + " s");
            }
        }
        pool.shutdown();
        long secs = Duration.between(start, Instant.now()).toSeconds();
        String summary = "differential fuzzing on the CPU target: seed " + seed + ", " + programs * per + " cases in " + programs
                + " programs of " + per + " (race checker " + (race ? "on" : "off") + ", threads shuffled)\n"
                + "time: " + secs / 60 + " min " + secs % 60 + " s, " + jobs + " job(s)\n"
                + "programs by outcome: " + byStatus + "\n"
                + "failing cases: " + failedCases + "\n"
                + "translator warnings: " + warnings + "\n";
        Files.writeString(out.resolve("summary.txt"), summary);
        System.out.print(summary);
        System.exit(byStatus.getOrDefault(DifferentialRunner.Status.OK, 0) == programs ? 0 : 1);
    }

    static void deleteTree(Path dir) throws IOException {
        try (var s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
