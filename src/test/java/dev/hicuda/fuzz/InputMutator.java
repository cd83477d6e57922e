package dev.hicuda.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Random and mutated inputs for the parser and directive fuzzer ({@link CheckFuzzer}, issue 14):
 * starts from the programs of the repository (examples, benchmarks, test inputs) and applies one to
 * five mutations each: lines deleted, duplicated (a directive twice), swapped or spliced in from
 * another file; characters deleted, flipped or inserted (C tokens, directive words, odd bytes,
 * backslash-newlines); numbers replaced by extreme values; identifiers renamed; a directive line
 * replaced by a random one; truncation; parentheses or blocks nested up to 200 deep. One input in
 * ten is a wholly random program of directive lines and statements. Deterministic for a seed.
 */
final class InputMutator {
    static final String[] DIRECTIVE_WORDS = {"kernel", "kernel_end", "loop_partition", "over_tblock", "over_thread", "(BLOCK)",
            "(CYCLIC)", "BLOCK", "CYCLIC", "tblock", "thread", "global", "constant", "texture", "shared", "alloc", "copyin",
            "copyout", "free", "remove", "clear", "nobndcheck", "(nobndcheck)", "to", "singular", "singular_end", "barrier",
            "shape", "nowait", "[", "]", ":", "*", "(", ")", ",", "[*]", "[0:N-1]", "a", "b", "A", "B", "k", "N", "0", "1",
            "-1", "i", "i+1", "2147483648", "\\\n", "#pragma hicuda", "+", "-", "/", "%", "<<", "?", "\"", "'", ""};
    static final String[] C_TOKENS = {"(", ")", "{", "}", "[", "]", ";", ",", "=", "==", "+", "++", "--", "->", ".", "*", "&",
            "&&", "||", "!", "~", "?", ":", "<<=", ">>", "...", "#", "##", "int", "float", "double", "unsigned", "long", "char",
            "void", "struct", "union", "enum", "typedef", "static", "const", "volatile", "restrict", "inline", "register",
            "extern", "auto", "_Bool", "sizeof", "return", "break", "continue", "goto", "if", "else", "for", "while", "do",
            "switch", "case", "default:", "0x", "0xFFFFFFFFFFFFFFFFFFFF", "1e999", "1.", ".5f", "'\\0'", "\"s\"", "L\"w\"",
            "/*", "*/", "//", "\\", "\n", "\r", "\t", "\u00e9", "\u0000", "#define X", "#if 1", "#endif", "#include \"x.h\"",
            "#pragma hicuda", "#pragma omp parallel", "__global__", "threadIdx.x", "__syncthreads()", "__shared__"};
    static final String[] NUMBERS = {"0", "1", "-1", "2", "3", "31", "32", "33", "1023", "1024", "1025", "65535", "65536",
            "2147483647", "2147483648", "-2147483648", "4294967296", "9223372036854775807", "99999999999999999999", "0x7fffffff",
            "1u", "1L", "0.5", "1e10"};
    private static final Pattern NUMBER = Pattern.compile("\\b\\d+\\b");
    private static final Pattern IDENT = Pattern.compile("\\b[A-Za-z_]\\w*\\b");

    private final List<String> corpus;
    private final Random rnd;

    InputMutator(List<String> corpus, long seed) {
        this.corpus = corpus;
        this.rnd = new Random(seed);
    }

    /** The .c files of the repository the fuzzer starts from. */
    static List<String> repositoryCorpus(Path root) throws IOException {
        List<String> texts = new ArrayList<>();
        for (String dir : List.of("examples", "bench", "src/test/resources")) {
            Path d = root.resolve(dir);
            if (!Files.isDirectory(d)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(d)) {
                for (Path p : s.filter(f -> f.toString().endsWith(".c")).sorted().toList()) {
                    String t = Files.readString(p, StandardCharsets.ISO_8859_1);
                    if (t.length() < 200_000) {
                        texts.add(t);
                    }
                }
            }
        }
        return texts;
    }

    /** The next input. */
    String next() {
        if (rnd.nextInt(10) == 0) {
            return randomProgram();
        }
        String t = corpus.get(rnd.nextInt(corpus.size()));
        int n = 1 + rnd.nextInt(5);
        boolean gentle = rnd.nextBoolean();
        for (int i = 0; i < n; i++) {
            t = gentle ? mutateDirectives(t) : mutate(t);
        }
        return t;
    }

    /**
     * A mutation that keeps the C code valid and changes only directive lines: one duplicated,
     * moved, deleted, edited word by word, its numbers changed, or a random one inserted; half the
     * inputs get only these, so that they get past the C parser into the directive checks and lowering.
     */
    String mutateDirectives(String t) {
        List<String> lines = new ArrayList<>(List.of(t.split("\n", -1)));
        List<Integer> pragmas = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("#pragma hicuda")) {
                pragmas.add(i);
            }
        }
        if (pragmas.isEmpty()) {
            return mutate(t);
        }
        int at = pragmas.get(rnd.nextInt(pragmas.size()));
        int to = rnd.nextInt(lines.size());
        String line = lines.get(at);
        switch (rnd.nextInt(6)) {
            case 0 -> lines.add(to, line);
            case 1 -> {
                lines.remove(at);
                lines.add(Math.min(to, lines.size()), line);
            }
            case 2 -> lines.remove(at);
            case 3 -> lines.set(at, replaceOne(line, NUMBER, m -> pick(NUMBERS)));
            case 4 -> lines.add(to, randomDirective());
            default -> {
                List<String> w = new ArrayList<>(List.of(line.trim().split("\\s+")));
                int k = 2 + rnd.nextInt(Math.max(1, w.size() - 1));
                if (k < w.size() && rnd.nextBoolean()) {
                    w.remove(k);
                } else {
                    w.add(Math.min(k, w.size()), pick(DIRECTIVE_WORDS));
                }
                lines.set(at, String.join(" ", w));
            }
        }
        return String.join("\n", lines);
    }

    String mutate(String t) {
        if (t.isEmpty()) {
            return randomDirective();
        }
        List<String> lines = new ArrayList<>(List.of(t.split("\n", -1)));
        int li = rnd.nextInt(lines.size());
        int pos = rnd.nextInt(t.length() + 1);
        switch (rnd.nextInt(14)) {
            case 0 -> lines.remove(li);
            case 1 -> lines.add(li, lines.get(rnd.nextInt(lines.size())));
            case 2 -> {
                int lj = rnd.nextInt(lines.size());
                String a = lines.get(li);
                lines.set(li, lines.get(lj));
                lines.set(lj, a);
            }
            case 3 -> {
                String[] other = corpus.get(rnd.nextInt(corpus.size())).split("\n");
                lines.add(li, other[rnd.nextInt(other.length)]);
            }
            case 4 -> {
                int end = Math.min(t.length(), pos + 1 + rnd.nextInt(20));
                return t.substring(0, pos) + t.substring(end);
            }
            case 5 -> {
                return t.substring(0, pos) + " " + pick(C_TOKENS) + " " + t.substring(pos);
            }
            case 6 -> {
                return replaceOne(t, NUMBER, m -> pick(NUMBERS));
            }
            case 7 -> {
                List<String> ids = new ArrayList<>();
                Matcher m = IDENT.matcher(t);
                while (m.find() && ids.size() < 500) {
                    ids.add(m.group());
                }
                if (ids.isEmpty()) {
                    return t;
                }
                String to = ids.get(rnd.nextInt(ids.size()));
                return replaceOne(t, IDENT, x -> to);
            }
            case 8 -> {
                List<Integer> pragmas = new ArrayList<>();
                for (int i = 0; i < lines.size(); i++) {
                    if (lines.get(i).contains("#pragma hicuda")) {
                        pragmas.add(i);
                    }
                }
                int at = pragmas.isEmpty() ? li : pragmas.get(rnd.nextInt(pragmas.size()));
                if (rnd.nextBoolean()) {
                    lines.set(at, randomDirective());
                } else {
                    lines.add(at, randomDirective());
                }
            }
            case 9 -> {
                return t.substring(0, pos);
            }
            case 10 -> {
                StringBuilder sb = new StringBuilder();
                for (int i = rnd.nextInt(4); i >= 0; i--) {
                    sb.append((char) rnd.nextInt(rnd.nextBoolean() ? 128 : 256));
                }
                return t.substring(0, pos) + sb + t.substring(pos);
            }
            case 11 -> {
                int depth = 1 + rnd.nextInt(rnd.nextInt(10) == 0 ? 200 : 12);
                boolean braces = rnd.nextBoolean();
                String open = braces ? "{" : "(";
                String close = braces ? "}" : ")";
                int end = Math.min(t.length(), pos + rnd.nextInt(40));
                return t.substring(0, pos) + open.repeat(depth) + t.substring(pos, end) + close.repeat(depth) + t.substring(end);
            }
            case 12 -> {
                if (pos < t.length()) {
                    char c = (char) (t.charAt(pos) ^ (1 << rnd.nextInt(7)));
                    return t.substring(0, pos) + c + t.substring(pos + 1);
                }
            }
            default -> {
                String line = lines.get(li);
                if (line.contains("#pragma hicuda")) {
                    String[] words = line.trim().split("\\s+");
                    List<String> w = new ArrayList<>(List.of(words));
                    int k = 2 + rnd.nextInt(Math.max(1, w.size() - 1));
                    if (k < w.size() && rnd.nextBoolean()) {
                        w.remove(k);
                    } else {
                        w.add(Math.min(k, w.size()), pick(DIRECTIVE_WORDS));
                    }
                    lines.set(li, String.join(" ", w));
                } else {
                    lines.add(li, randomDirective());
                }
            }
        }
        return String.join("\n", lines);
    }

    private String replaceOne(String t, Pattern p, java.util.function.Function<Matcher, String> with) {
        Matcher m = p.matcher(t);
        List<int[]> spans = new ArrayList<>();
        while (m.find() && spans.size() < 2000) {
            spans.add(new int[] {m.start(), m.end()});
        }
        if (spans.isEmpty()) {
            return t;
        }
        int[] s = spans.get(rnd.nextInt(spans.size()));
        m.find(s[0]);
        return t.substring(0, s[0]) + with.apply(m) + t.substring(s[1]);
    }

    String randomDirective() {
        StringBuilder sb = new StringBuilder("#pragma hicuda");
        for (int i = rnd.nextInt(9); i >= 0; i--) {
            sb.append(rnd.nextInt(4) == 0 ? "" : " ").append(pick(DIRECTIVE_WORDS));
        }
        return sb.toString();
    }

    /** A program of random directive lines and small statements around one array and a loop. */
    String randomProgram() {
        StringBuilder sb = new StringBuilder("#define N 64\nfloat a[N], b[N][N];\nint n;\nint main(void)\n{\n    int i, j;\n");
        for (int i = rnd.nextInt(12); i >= 0; i--) {
            switch (rnd.nextInt(5)) {
                case 0 -> sb.append("    for (i = 0; i < N; i++) a[i] = a[i] + 1;\n");
                case 1 -> sb.append("    for (i = 0; i < N; i++) for (j = 0; j < N; j++) b[i][j] = a[j];\n");
                case 2 -> sb.append("    {\n");
                case 3 -> sb.append("    }\n");
                default -> sb.append(randomDirective()).append('\n');
            }
        }
        return sb.append("    return 0;\n}\n").toString();
    }

    private String pick(String[] a) {
        return a[rnd.nextInt(a.length)];
    }
}
