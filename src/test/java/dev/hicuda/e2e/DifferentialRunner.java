package dev.hicuda.e2e;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs one generated program both ways (issue 14): built by gcc with the pragmas ignored (the
 * oracle), and translated for the CPU target (with the race checker, threads in a shuffled order)
 * and built with g++; compares the hash each case prints. The outcome names the failing cases.
 */
final class DifferentialRunner {
    enum Status { OK, TRANSLATE_ERROR, BUILD_ERROR, ORACLE_ERROR, RUN_ERROR, MISMATCH }

    /** What happened to one program: the status, the failing cases, the translator's warnings and the details. */
    record Outcome(Status status, Set<Integer> failing, int warnings, String details) {
        boolean ok() {
            return status == Status.OK;
        }
    }

    private static final Pattern DIAG_LINE = Pattern.compile(":(\\d+):\\d+: (?:error|warning): ");
    private static final Pattern CASE_LINE = Pattern.compile("^case (\\d+) ", Pattern.MULTILINE);

    private final Path dir;
    private final boolean raceCheck;

    DifferentialRunner(Path dir, boolean raceCheck) {
        this.dir = dir;
        this.raceCheck = raceCheck;
    }

    Outcome run(DifferentialProgramGenerator.Program p, String name, long shuffleSeed) throws IOException {
        Path src = dir.resolve(name + ".c");
        Files.writeString(src, p.text());
        Path cpp = dir.resolve(name + ".cpu.cpp");
        List<String> args = new ArrayList<>(List.of("translate", "--target", "cpu"));
        if (raceCheck) {
            args.add("--race-check");
        }
        args.addAll(List.of(src.toString(), "-o", cpp.toString()));
        Cli.Result t = Cli.run(args.toArray(String[]::new));
        int warnings = (int) t.err().lines().filter(l -> l.contains(": warning: ")).count();
        if (t.exit() != 0) {
            return new Outcome(Status.TRANSLATE_ERROR, casesOf(p, t.err()), warnings, t.err());
        }
        Path seq = dir.resolve(name + ".seq");
        Proc.Result sb = Proc.run(null, 300, List.of("gcc", "-std=c99", "-O1", "-w", "-o", seq.toString(), src.toString(), "-lm"));
        if (sb.exit() != 0) {
            return new Outcome(Status.ORACLE_ERROR, Set.of(), warnings, sb.output());
        }
        Path emu = dir.resolve(name + ".cpu");
        Proc.Result eb = dev.hicuda.support.Builds.cpu(cpp, emu, "-O1");
        if (eb.exit() != 0) {
            return new Outcome(Status.BUILD_ERROR, Set.of(), warnings, eb.output());
        }
        Proc.Result expected = Proc.run(null, 120, List.of(seq.toString()));
        if (expected.exit() != 0) {
            return new Outcome(Status.ORACLE_ERROR, Set.of(), warnings, expected.output());
        }
        Proc.Result actual = Proc.run(null, 300, List.of("env", "HICUDA_CPU_SHUFFLE=" + shuffleSeed, emu.toString()));
        Set<Integer> failing = compare(expected.output(), actual.output());
        if (actual.exit() != 0) {
            Matcher m = CASE_LINE.matcher(actual.output());
            int printed = 0;
            while (m.find()) {
                printed = Integer.parseInt(m.group(1)) + 1;
            }
            Set<Integer> f = new LinkedHashSet<>(failing);
            if (printed < p.cases().size()) {
                f.add(printed); // the case that was running
            }
            return new Outcome(Status.RUN_ERROR, f, warnings, "exit " + actual.exit() + "\n" + actual.output());
        }
        if (!failing.isEmpty()) {
            return new Outcome(Status.MISMATCH, failing, warnings, "expected:\n" + expected.output() + "actual:\n" + actual.output());
        }
        return new Outcome(Status.OK, Set.of(), warnings, "");
    }

    /** The cases whose lines differ. */
    static Set<Integer> compare(String expected, String actual) {
        List<String> e = expected.lines().toList();
        List<String> a = actual.lines().toList();
        Set<Integer> bad = new LinkedHashSet<>();
        for (int i = 0; i < e.size(); i++) {
            if (i >= a.size() || !e.get(i).equals(a.get(i))) {
                bad.add(i);
            }
        }
        return bad;
    }

    private static Set<Integer> casesOf(DifferentialProgramGenerator.Program p, String diagnostics) {
        Set<Integer> out = new LinkedHashSet<>();
        Matcher m = DIAG_LINE.matcher(diagnostics);
        while (m.find()) {
            DifferentialProgramGenerator.Case c = p.caseAt(Integer.parseInt(m.group(1)));
            if (c != null) {
                out.add(c.index());
            }
        }
        return out;
    }

    /** The failing cases' sources, for a report. */
    static String describe(DifferentialProgramGenerator.Program p, Outcome o) {
        StringBuilder sb = new StringBuilder(o.status() + " (" + o.failing().size() + " failing cases)\n");
        for (int i : o.failing()) {
            if (i < p.cases().size()) {
                sb.append("---- case ").append(i).append(":\n").append(p.cases().get(i).source());
            }
        }
        String d = o.details();
        return sb.append("---- details:\n").append(d.length() > 6000 ? d.substring(0, 6000) + "\n..." : d).toString();
    }
}
