package dev.hicuda.e2e;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.ToLongFunction;

/**
 * Generates C programs whose kernels are random nests of {@code loop_partition}ed loops, for
 * {@link LoopPartitionPropertyTest}.  Each case is one function holding one kernel: its loops
 * have random bounds (literals, macros, {@code const} locals, runtime parameters, expressions of
 * them, and bounds that depend on an enclosing loop's index), random steps (±1..4, written in the
 * many ways C allows), conditions {@code <}, {@code <=}, {@code >}, {@code >=} (either operand
 * order), random thread-block and thread spaces of 1 to 3 dimensions (sizes literal, macro or
 * runtime), and random partitions (over_tblock BLOCK or CYCLIC, over_thread, both, or none).
 *
 * <p>Every innermost statement adds 1 to a cell of the case's array {@code hits_K}; each iteration of the
 * sequential loop nest owns a distinct cell.  After the kernel the case runs the same nest
 * sequentially on the host, counting into {@code expect_K}, and compares: every cell must have
 * been hit exactly {@code M} times, M being the number of threads that execute the statement
 * redundantly (the product of the thread-block and thread dimensions that no enclosing loop
 * partitions over: code not partitioned runs on every thread).  The program prints one
 * {@code FAIL case K.L ...} line per failing leaf and ends with {@code checked N leaves, F failed}.
 */
final class PartitionedNestGenerator {
    /** One generated case: a function with one kernel. */
    record Case(int index, String source, int firstLine, int lastLine, int leaves) {
    }

    /** A generated program. */
    record Program(long seed, String text, List<Case> cases) {
        int leaves() {
            return cases.stream().mapToInt(Case::leaves).sum();
        }

        Case caseAtLine(int line) {
            for (Case c : cases) {
                if (line >= c.firstLine() && line <= c.lastLine()) {
                    return c;
                }
            }
            return null;
        }
    }

    /** An integer expression: its C text and its value in an environment of variables. */
    private record Term(String text, ToLongFunction<Map<String, Long>> value) {
    }

    private static final class Loop {
        String var;
        boolean declared; // for (TYPE v = ...)
        String type = "int";
        Term lb;
        Term ub;
        String rel;
        boolean swapped; // "ub REL' v"
        long step;
        String stepText;
        String partition; // directive text, or null
        boolean braces;
        Loop dependsOn; // the enclosing loop whose variable a bound uses, or null
        long lo = Long.MAX_VALUE; // the values the variable takes, over every execution of the loop
        long hi = Long.MIN_VALUE;
        boolean overTblock;
        boolean overThread;
        final List<Object> body = new ArrayList<>(); // Loop or Leaf
    }

    private static final class Leaf {
        int id;
        List<Loop> path;
        long offset;
        long[] lo;
        long[] hi;
        long multiplicity;
        long cells;
        boolean executed;
        Term skip; // "if (skip) continue;" before the count, or null
        int style;
        boolean barrier; // a barrier next to the count (in the kernel)
    }

    private final Draw rnd;
    /** Leaves write a value ({@link #dataNest}) instead of counting executions. */
    private java.util.function.Function<DataLeaf, String> dataValue;
    private final StringBuilder macros = new StringBuilder();
    private final StringBuilder caseMacros = new StringBuilder();

    // per case
    private int caseIndex;
    private final Map<String, Long> params = new LinkedHashMap<>();
    private final Map<String, Long> consts = new LinkedHashMap<>();
    private final List<Leaf> leaves = new ArrayList<>();
    private long[] blockSizes;
    private long[] threadSizes;
    private int macroCount;

    PartitionedNestGenerator(long seed) {
        this.rnd = Draw.of(new Random(seed));
    }

    PartitionedNestGenerator(Draw draw) {
        this.rnd = draw;
    }

    static Program program(long seed, int cases) {
        return new PartitionedNestGenerator(seed).generate(seed, cases);
    }

    private Program generate(long seed, int count) {
        List<String> bodies = new ArrayList<>();
        List<Integer> leafCounts = new ArrayList<>();
        List<String> calls = new ArrayList<>();
        StringBuilder arrays = new StringBuilder();
        for (int k = 0; k < count; k++) {
            String[] gen = null;
            while (gen == null) {
                gen = generateCase(k);
            }
            bodies.add(gen[0]);
            arrays.append(gen[1]);
            calls.add(gen[2]);
            leafCounts.add(leaves.size());
        }
        StringBuilder sb = new StringBuilder();
        sb.append("/* generated by LoopPartitionPropertyTest: seed ").append(seed).append(", ").append(count).append(" cases */\n");
        sb.append("#include <stdio.h>\n\n");
        sb.append(macros).append('\n');
        sb.append(arrays).append('\n');
        sb.append("""
                /* hits must be expect * m in every cell; expect (the sequential nest) is 0 or 1 by construction */
                static int check(int k, int leaf, const int *hits, const int *expect, int n, int m)
                {
                    int bad = 0;
                    for (int c = 0; c < n; c++) {
                        if (expect[c] != 0 && expect[c] != 1) {
                            printf("FAIL case %d.%d generator error: cell %d hit %d times by the sequential nest\\n", k, leaf, c, expect[c]);
                            return 1;
                        }
                        if (hits[c] != expect[c] * m) {
                            if (bad < 4)
                                printf("FAIL case %d.%d cell %d: executed %d times, expected %d\\n", k, leaf, c, hits[c], expect[c] * m);
                            bad++;
                        }
                    }
                    return bad != 0;
                }

                """);
        List<Case> cases = new ArrayList<>();
        int line = (int) sb.chars().filter(ch -> ch == '\n').count() + 1;
        for (int k = 0; k < count; k++) {
            String body = bodies.get(k);
            int lines = (int) body.chars().filter(ch -> ch == '\n').count();
            cases.add(new Case(k, body, line, line + lines - 1, leafCounts.get(k)));
            sb.append(body).append('\n');
            line += lines + 1;
        }
        sb.append("int main(void)\n{\n    int failed = 0;\n");
        for (String c : calls) {
            sb.append("    failed += ").append(c).append(";\n");
        }
        int total = leafCounts.stream().mapToInt(Integer::intValue).sum();
        sb.append("    printf(\"checked ").append(total).append(" leaves, %d failed\\n\", failed);\n");
        sb.append("    return failed != 0;\n}\n");
        return new Program(seed, sb.toString(), cases);
    }

    // per case, after prepare()
    private List<Loop> tops;
    private List<String> bTexts;
    private List<String> tTexts;
    private java.util.SortedSet<String> hostVars;
    private long size;

    /** Returns {function text, array declarations, call}, or null when the draw was too big. */
    private String[] generateCase(int k) {
        if (!prepare(k)) {
            return null;
        }
        return emitCase(k);
    }

    /** Draws the case's spaces and nests and lays out its cells; false when the draw was too big. */
    private boolean prepare(int k) {
        caseIndex = k;
        params.clear();
        consts.clear();
        leaves.clear();
        int savedMacroCount = macroCount;
        caseMacros.setLength(0);

        int db = dims();
        int dt = dims();
        blockSizes = new long[db];
        threadSizes = new long[dt];
        bTexts = new ArrayList<>();
        tTexts = new ArrayList<>();
        long bTotal = 1;
        long tTotal = 1;
        for (int i = 0; i < db; i++) {
            blockSizes[i] = 1 + rnd.nextInt(db == 1 ? 7 : db == 2 ? 4 : db == 3 ? 3 : 2);
            bTotal *= blockSizes[i];
            bTexts.add(sizeText(blockSizes[i]).text());
        }
        for (int i = 0; i < dt; i++) {
            threadSizes[i] = 1 + rnd.nextInt(dt == 1 ? 12 : dt == 2 ? 5 : dt == 3 ? 3 : 2);
            tTotal *= threadSizes[i];
            tTexts.add(sizeText(threadSizes[i]).text());
        }

        // the kernel body: one nest, sometimes two
        tops = new ArrayList<>();
        int nests = rnd.nextInt(6) == 0 ? 2 : 1;
        for (int n = 0; n < nests; n++) {
            tops.add(loop(0, 0, 0, 0, new ArrayList<>()));
        }
        hostVars = new java.util.TreeSet<>();
        for (Loop top : tops) {
            hostVars(top, hostVars);
        }

        // enumerate the sequential nest: bounding boxes of each leaf, total work
        long[] work = {0};
        for (Loop top : tops) {
            enumerate(top, new HashMap<>(Map.copyOf(envBase())), new ArrayList<>(), work);
        }
        long offset = 0;
        for (Leaf l : leaves) {
            l.offset = offset;
            long cells = 1;
            // the box of a leaf spans every value of its loops' variables (not only those that reach the leaf),
            // so that the translator's range analysis finds every index inside the array; a leaf that never
            // runs counts into one cell
            for (int d = 0; d < l.path.size(); d++) {
                l.lo[d] = l.executed ? l.path.get(d).lo : 0;
                l.hi[d] = l.executed ? l.path.get(d).hi : 0;
                cells *= l.hi[d] - l.lo[d] + 1;
            }
            l.cells = cells;
            offset += cells;
            l.multiplicity = multiplicity(l.path);
        }
        long weighted = 0;
        for (Leaf l : leaves) {
            weighted += l.multiplicity;
        }
        if (offset > 4000 || work[0] * Math.max(1, weighted / leaves.size()) > 40000 || bTotal * tTotal > 400) {
            macroCount = savedMacroCount;
            return false;
        }
        size = Math.max(offset, 1);
        return true;
    }

    private String[] emitCase(int k) {

        String name = "case_" + k;
        StringBuilder f = new StringBuilder();
        String hits = "hits_" + k;
        String expect = "expect_" + k;
        List<String> paramDecls = new ArrayList<>();
        List<String> args = new ArrayList<>();
        for (Map.Entry<String, Long> p : params.entrySet()) {
            paramDecls.add("int " + p.getKey());
            args.add(Long.toString(p.getValue()));
        }
        f.append("/* case ").append(k).append(" */\n");
        f.append("static int ").append(name).append("(").append(paramDecls.isEmpty() ? "void" : String.join(", ", paramDecls)).append(")\n{\n");
        for (Map.Entry<String, Long> c : consts.entrySet()) {
            f.append("    const int ").append(c.getKey()).append(" = ").append(c.getValue()).append(";\n");
        }
        if (!hostVars.isEmpty()) {
            f.append("    int ").append(String.join(", ", hostVars)).append(";\n");
        }
        f.append("    int failed = 0;\n\n");
        // the case's macros at file scope, or (a quarter of the cases) in the function body, before the kernel
        if (rnd.nextInt(4) == 0) {
            f.append(caseMacros);
        } else {
            macros.append(caseMacros);
        }
        f.append("#pragma hicuda global alloc ").append(hits).append("[*] copyin\n");
        f.append("#pragma hicuda kernel k").append(k).append(" tblock(").append(String.join(", ", bTexts)).append(") thread(")
                .append(String.join(", ", tTexts)).append(")").append(rnd.nextInt(8) == 0 ? " nowait" : "").append("\n");
        for (Loop top : tops) {
            emit(f, top, 1, true, hits);
        }
        f.append("#pragma hicuda kernel_end\n");
        f.append("#pragma hicuda global copyout ").append(hits).append("[*]\n");
        f.append("#pragma hicuda global free ").append(hits).append("\n\n");
        f.append("    /* the same nest, sequentially */\n");
        for (Loop top : tops) {
            emit(f, top, 1, false, expect);
        }
        for (Leaf l : leaves) {
            f.append("    failed += check(").append(k).append(", ").append(l.id).append(", ").append(hits).append(" + ").append(l.offset)
                    .append(", ").append(expect).append(" + ").append(l.offset).append(", ").append(l.cells).append(", ")
                    .append(l.multiplicity).append(");\n");
        }
        f.append("    return failed;\n}\n");
        String decls = "static int " + hits + "[" + size + "];\nstatic int " + expect + "[" + size + "];\n";
        return new String[] {f.toString(), decls, name + "(" + String.join(", ", args) + ")"};
    }

    /** 1 to 4 dimensions (4: more virtual dimensions than CUDA has, collapsed). */
    private int dims() {
        int r = rnd.nextInt(20);
        return r < 7 ? 1 : r < 13 ? 2 : r < 18 ? 3 : 4;
    }

    private Map<String, Long> envBase() {
        Map<String, Long> env = new HashMap<>(params);
        env.putAll(consts);
        return env;
    }

    private static void hostVars(Loop l, java.util.Set<String> out) {
        if (!l.declared) {
            out.add(l.var);
        }
        for (Object o : l.body) {
            if (o instanceof Loop c) {
                hostVars(c, out);
            }
        }
    }

    private long multiplicity(List<Loop> path) {
        int nb = 0;
        int nt = 0;
        for (Loop l : path) {
            nb += l.overTblock ? 1 : 0;
            nt += l.overThread ? 1 : 0;
        }
        long m = 1;
        for (int i = nb; i < blockSizes.length; i++) {
            m *= blockSizes[i];
        }
        for (int i = nt; i < threadSizes.length; i++) {
            m *= threadSizes[i];
        }
        return m;
    }

    // ------------------------------------------------------------------ random structure

    /** A loop at depth d with nb/nt partitioned-over-tblock/thread loops and np partitioned loops around it. */
    private Loop loop(int depth, int nb, int nt, int np, List<Loop> outer) {
        Loop l = new Loop();
        l.declared = rnd.nextInt(3) != 0;
        l.var = (l.declared ? "i" : "j") + depth; // host variables j0.., loop-declared i0..: no name is both
        // partition
        List<String> options = new ArrayList<>();
        if (np < 3) {
            if (nb < blockSizes.length) {
                options.add("over_tblock");
                options.add("over_tblock(BLOCK)");
                options.add("over_tblock(CYCLIC)");
                if (nt < threadSizes.length) {
                    options.add("over_tblock over_thread");
                    options.add("over_tblock over_thread");
                    options.add("over_tblock(CYCLIC) over_thread");
                    options.add("over_thread over_tblock(BLOCK)");
                    options.add("over_thread over_tblock(CYCLIC)");
                }
            }
            if (nt < threadSizes.length) {
                options.add("over_thread");
                options.add("over_thread");
            }
        }
        if (!options.isEmpty() && rnd.nextInt(5) != 0) {
            l.partition = options.get(rnd.nextInt(options.size()));
            l.overTblock = l.partition.contains("over_tblock");
            l.overThread = l.partition.contains("over_thread");
        }
        shape(l, outer);
        l.braces = rnd.nextInt(3) != 0;

        List<Loop> path = new ArrayList<>(outer);
        path.add(l);
        int nb2 = nb + (l.overTblock ? 1 : 0);
        int nt2 = nt + (l.overThread ? 1 : 0);
        int np2 = np + (l.partition != null ? 1 : 0);
        boolean deeper = depth < 3 && rnd.nextInt(depth == 0 ? 4 : 3) != 0;
        if (deeper) {
            if (rnd.nextInt(6) == 0) {
                l.body.add(leaf(path, false));
            }
            int children = rnd.nextInt(7) == 0 ? 2 : 1;
            for (int c = 0; c < children; c++) {
                l.body.add(loop(depth + 1, nb2, nt2, np2, path));
            }
        } else {
            l.body.add(leaf(path, true));
        }
        return l;
    }

    /** A counting statement; a 'continue' before it only when it is the last statement of its loop. */
    private Leaf leaf(List<Loop> path, boolean last) {
        Leaf f = new Leaf();
        f.id = leaves.size();
        f.path = List.copyOf(path);
        f.lo = new long[path.size()];
        f.hi = new long[path.size()];
        java.util.Arrays.fill(f.lo, Long.MAX_VALUE);
        java.util.Arrays.fill(f.hi, Long.MIN_VALUE);
        f.style = rnd.nextInt(3);
        if (last && rnd.nextInt(6) == 0) {
            String v = path.get(path.size() - 1).var;
            long m = 2 + rnd.nextInt(3);
            long r = rnd.nextInt((int) m);
            f.skip = new Term("(" + v + " % " + m + " + " + m + ") % " + m + " == " + r,
                    env -> ((env.get(v) % m + m) % m == r) ? 1 : 0);
        }
        // a barrier where every thread of a block reaches it equally often (the translation predicates the work
        // of uneven thread partitions): no 'continue' before it, no loop bound that differs between threads
        if (f.skip == null && rnd.nextInt(5) == 0
                && path.stream().allMatch(l -> l.dependsOn == null || !l.dependsOn.overThread)) {
            f.barrier = true;
        }
        leaves.add(f);
        return f;
    }

    /** Bounds, condition and step of a loop, with a trip count drawn first. */
    private void shape(Loop l, List<Loop> outer) {
        long as = switch (rnd.nextInt(8)) {
            case 0, 1, 2, 3 -> 1;
            case 4, 5 -> 2;
            case 6 -> 3;
            default -> 4;
        };
        boolean up = rnd.nextInt(3) != 0;
        long s = up ? as : -as;
        l.step = s;
        boolean inclusive = rnd.nextBoolean();
        l.rel = up ? (inclusive ? "<=" : "<") : (inclusive ? ">=" : ">");
        l.swapped = rnd.nextInt(5) == 0;
        int trips = switch (rnd.nextInt(20)) {
            case 0 -> 0;
            case 1 -> -(1 + rnd.nextInt(3)); // bound on the wrong side: no iteration
            case 2, 3 -> 1;
            case 4, 5, 6, 7 -> 2 + rnd.nextInt(5);
            default -> 1 + rnd.nextInt(outer.isEmpty() ? 40 : 14);
        };
        long lbV = rnd.nextInt(25) - 8;
        // ub such that the loop runs max(trips, 0) times (and wrong-side bounds for negative trips)
        long extra = rnd.nextInt((int) as);
        long ubV;
        long t = Math.max(trips, 0);
        if (trips < 0) {
            ubV = up ? lbV - (long) (-trips) * as - (inclusive ? 1 : 0) : lbV + (long) (-trips) * as + (inclusive ? 1 : 0);
        } else if (up) {
            ubV = inclusive ? lbV + (t - 1) * as + extra : lbV + (t - 1) * as + 1 + extra;
            if (t == 0) {
                ubV = inclusive ? lbV - 1 - extra : lbV - extra;
            }
        } else {
            ubV = inclusive ? lbV - (t - 1) * as - extra : lbV - (t - 1) * as - 1 - extra;
            if (t == 0) {
                ubV = inclusive ? lbV + 1 + extra : lbV + extra;
            }
        }
        // a bound that depends on an enclosing loop's index (triangular nests)
        List<Loop> signedOuter = outer.stream().filter(o -> !o.type.equals("unsigned")).toList();
        if (!signedOuter.isEmpty() && rnd.nextInt(5) == 0) {
            Loop o = signedOuter.get(rnd.nextInt(signedOuter.size()));
            long c = rnd.nextInt(7) - 3;
            String ov = o.var;
            l.dependsOn = o;
            Term dep = new Term(c == 0 ? ov : c > 0 ? ov + " + " + c : ov + " - " + (-c), env -> env.get(ov) + c);
            if (rnd.nextBoolean()) {
                l.lb = dep;
                l.ub = bound(ubV);
            } else {
                l.lb = bound(lbV);
                l.ub = dep;
            }
        } else {
            l.lb = bound(lbV);
            l.ub = bound(ubV);
            // other index types; unsigned only where the sequential loop does not wrap around
            int r = rnd.nextInt(10);
            if (l.declared && r == 0) {
                l.type = "long";
            } else if (l.declared && r == 1 && lbV > -100 && ubV < 100) {
                l.type = "short";
            } else if (l.declared && r >= 7 && lbV >= 0 && ubV >= as) {
                l.type = "unsigned";
            }
        }
        String v = l.var;
        if (as == 1 && rnd.nextInt(3) != 0) {
            l.stepText = rnd.nextBoolean() ? v + (up ? "++" : "--") : (up ? "++" : "--") + v;
        } else {
            int form = rnd.nextInt(6);
            if (l.type.equals("unsigned") && (form == 2 || form == 3)) {
                form = 0; // no negative constants added to an unsigned variable (nvcc warns about the user's code)
            }
            String mag = form == 5 ? macro(as) : Long.toString(as);
            l.stepText = switch (form) {
                case 0 -> up ? v + " += " + mag : v + " -= " + mag;
                case 1 -> up ? v + " = " + v + " + " + mag : v + " = " + v + " - " + mag;
                case 2 -> up ? v + " = " + mag + " + " + v : v + " += -" + mag;
                case 3 -> up ? v + " -= -" + mag : v + " = " + v + " + -" + mag;
                case 4 -> up ? v + " += (" + mag + ")" : v + " -= (" + mag + ")";
                default -> up ? v + " += " + mag : v + " -= " + mag;
            };
        }
    }

    /** An expression of value v: a literal, a macro, a const local, a runtime parameter or an expression of one. */
    private Term bound(long v) {
        switch (rnd.nextInt(9)) {
            case 0:
            case 1:
                return new Term(v < 0 ? "(" + v + ")" : Long.toString(v), env -> v);
            case 2:
                return new Term(macro(v), env -> v);
            case 3: {
                String c = "c" + consts.size();
                consts.put(c, v);
                return new Term(c, env -> env.get(c));
            }
            case 4: {
                long d = rnd.nextInt(9) - 4;
                String p = param(v + d);
                return new Term(d == 0 ? p : d > 0 ? p + " - " + d : p + " + " + (-d), env -> env.get(p) - d);
            }
            case 5: {
                long r = rnd.nextInt(2);
                String p = param(2 * v + (v < 0 ? -r : r));
                return new Term(p + " / 2", env -> env.get(p) / 2);
            }
            default: {
                String p = param(v);
                return new Term(p, env -> env.get(p));
            }
        }
    }

    private Term sizeText(long v) {
        return switch (rnd.nextInt(4)) {
            case 0 -> new Term(macro(v), env -> v);
            case 1 -> {
                String p = param(v);
                yield new Term(p, env -> v);
            }
            default -> new Term(Long.toString(v), env -> v);
        };
    }

    private String param(long v) {
        String p = "n" + params.size();
        params.put(p, v);
        return p;
    }

    private String macro(long v) {
        String m = "C" + caseIndex + "_" + (macroCount++);
        caseMacros.append("#define ").append(m).append(' ').append(v < 0 ? "(" + v + ")" : v).append('\n');
        return m;
    }

    // ------------------------------------------------------------------ sequential semantics

    private void enumerate(Loop l, Map<String, Long> env, List<Long> values, long[] work) {
        long ub = 0;
        for (long v = l.lb.value().applyAsLong(env); ; v += l.step) {
            env.put(l.var, v);
            ub = l.ub.value().applyAsLong(env);
            boolean go = switch (l.rel) {
                case "<" -> v < ub;
                case "<=" -> v <= ub;
                case ">" -> v > ub;
                default -> v >= ub;
            };
            if (!go) {
                break;
            }
            values.add(v);
            l.lo = Math.min(l.lo, v);
            l.hi = Math.max(l.hi, v);
            for (Object o : l.body) {
                if (o instanceof Loop c) {
                    enumerate(c, env, values, work);
                    env.put(l.var, v);
                } else {
                    Leaf f = (Leaf) o;
                    if (f.skip != null && f.skip.value().applyAsLong(env) != 0) {
                        continue;
                    }
                    work[0]++;
                    f.executed = true;
                }
            }
            values.remove(values.size() - 1);
        }
    }

    // ------------------------------------------------------------------ C text

    private void emit(StringBuilder sb, Loop l, int indent, boolean kernel, String array) {
        String pad = "    ".repeat(indent);
        if (kernel && l.partition != null) {
            sb.append("#pragma hicuda loop_partition ").append(l.partition).append('\n');
        }
        String init = (l.declared ? l.type + " " : "") + l.var + " = " + l.lb.text();
        String cond = l.swapped ? l.ub.text() + " " + flip(l.rel) + " " + l.var : l.var + " " + l.rel + " " + l.ub.text();
        sb.append(pad).append("for (").append(init).append("; ").append(cond).append("; ").append(l.stepText).append(")");
        boolean braces = l.braces || l.body.size() > 1 || !(l.body.get(0) instanceof Loop);
        sb.append(braces ? " {\n" : "\n");
        for (Object o : l.body) {
            if (o instanceof Loop c) {
                emit(sb, c, indent + 1, kernel, array);
            } else {
                emitLeaf(sb, (Leaf) o, indent + 1, array, kernel);
            }
        }
        if (braces) {
            sb.append(pad).append("}\n");
        }
    }

    private static String flip(String rel) {
        return switch (rel) {
            case "<" -> ">";
            case "<=" -> ">=";
            case ">" -> "<";
            default -> "<=";
        };
    }

    private void emitLeaf(StringBuilder sb, Leaf f, int indent, String array, boolean kernel) {
        String pad = "    ".repeat(indent);
        long stride = 1;
        List<String> terms = new ArrayList<>();
        for (int d = f.path.size() - 1; d >= 0; d--) {
            String v = f.path.get(d).var;
            String diff = f.lo[d] == 0 ? v : f.lo[d] > 0 ? "(" + v + " - " + f.lo[d] + ")" : "(" + v + " + " + (-f.lo[d]) + ")";
            terms.add(0, stride == 1 ? diff : diff + " * " + stride);
            stride *= f.hi[d] - f.lo[d] + 1;
        }
        String rel = f.executed ? String.join(" + ", terms) : "0";
        if (f.skip != null) {
            sb.append(pad).append("if (").append(f.skip.text()).append(")\n").append(pad).append("    continue;\n");
        }
        String barrier = kernel && f.barrier ? "#pragma hicuda barrier\n" : "";
        if (dataValue != null) {
            List<String> vars = new ArrayList<>();
            for (Loop l : f.path) {
                vars.add(l.var);
            }
            String value = dataValue.apply(new DataLeaf(vars, f.lo.clone(), f.hi.clone()));
            sb.append(pad).append(array).append("[").append(f.offset).append(" + ").append(rel).append("] = ").append(value).append(";\n")
                    .append(barrier);
            return;
        }
        switch (f.style) {
            case 0 -> sb.append(pad).append(array).append("[").append(f.offset).append(" + ").append(rel).append("] += 1;\n").append(barrier);
            case 1 -> sb.append(barrier).append(pad).append(array).append("[").append(rel).append(" + ").append(f.offset).append("]++;\n");
            default -> {
                sb.append(pad).append("int cell").append(f.id).append(" = ").append(rel).append(";\n").append(barrier);
                sb.append(pad).append(array).append("[").append(f.offset).append(" + cell").append(f.id).append("] = ")
                        .append(array).append("[").append(f.offset).append(" + cell").append(f.id).append("] + 1;\n");
            }
        }
    }

    // ------------------------------------------------------------------ data nests (DifferentialProgramGenerator)

    /** A leaf of a data nest: its loop variables, outermost first, and the values each takes. */
    record DataLeaf(List<String> vars, long[] lo, long[] hi) {
    }

    /**
     * A kernel that is a random nest of this generator whose leaves store {@code value(leaf)} into a
     * distinct cell of {@code out} for every iteration (so the kernel is free of races, up to the same
     * value stored by the threads that run an iteration redundantly): the C text of the function's
     * prologue (const locals and loop variables), of the kernel (directives included), the macros it
     * uses, the function's parameters with their values, and the number of cells.
     */
    record DataNest(String prologue, String kernel, String macros, Map<String, Long> params, long cells) {
    }

    /** A data nest for kernel {@code kernel} writing array {@code out}; null when the draw was too big (draw again). */
    DataNest dataNest(int k, String kernel, String out, java.util.function.Function<DataLeaf, String> value) {
        dataValue = value;
        caseMacros.setLength(0);
        if (!prepare(k)) {
            return null;
        }
        StringBuilder p = new StringBuilder();
        for (Map.Entry<String, Long> c : consts.entrySet()) {
            p.append("    const int ").append(c.getKey()).append(" = ").append(c.getValue()).append(";\n");
        }
        if (!hostVars.isEmpty()) {
            p.append("    int ").append(String.join(", ", hostVars)).append(";\n");
        }
        StringBuilder f = new StringBuilder();
        f.append("#pragma hicuda kernel ").append(kernel).append(" tblock(").append(String.join(", ", bTexts)).append(") thread(")
                .append(String.join(", ", tTexts)).append(")").append(rnd.nextInt(8) == 0 ? " nowait" : "").append("\n");
        for (Loop top : tops) {
            emit(f, top, 1, true, out);
        }
        f.append("#pragma hicuda kernel_end\n");
        return new DataNest(p.toString(), f.toString(), caseMacros.toString(), new LinkedHashMap<>(params), size);
    }
}
