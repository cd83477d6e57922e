package dev.hicuda.frontend.preprocessor;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.ir.source.SourceFile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Test support: the token stream of a file as gcc -E and as hicuda's preprocessor produce it. */
final class GccTokenStream {
    private GccTokenStream() {
    }

    /** Tokens of gcc -E output (linemarkers and pragmas other than hicuda/mint dropped). */
    static List<String> gcc(Path file, List<String> flags) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("gcc", "-E", "-P"));
        cmd.addAll(flags);
        cmd.add(file.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        byte[] out = p.getInputStream().readAllBytes();
        p.getErrorStream().readAllBytes();
        p.waitFor(60, TimeUnit.SECONDS);
        if (p.exitValue() != 0) {
            throw new IOException("gcc -E failed on " + file);
        }
        String text = new String(out, StandardCharsets.UTF_8);
        List<String> tokens = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            String t = line.trim();
            if (t.startsWith("#pragma")) {
                if (t.matches("#pragma\\s+(hicuda|mint)\\b.*")) {
                    tokens.add(pragma(t));
                }
                continue;
            }
            tokens.addAll(lex(line));
        }
        return tokens;
    }

    /** A pragma line as one string: its tokens joined by single spaces. */
    static String pragma(String line) {
        return String.join(" ", lex(line.replace("\\\n", " ")));
    }

    static List<String> lex(String text) {
        PpLexer lx = new PpLexer(SourceFile.builtin("<gcc>", text));
        List<String> out = new ArrayList<>();
        for (PpToken t = lx.next(); !t.isEof(); t = lx.next()) {
            if (t.kind() != PpToken.Kind.NEWLINE) {
                out.add(t.text());
            }
        }
        return out;
    }

    /** Our preprocessor's tokens; pragma tokens are normalised to their tokens joined by spaces. */
    static List<String> ours(Path file, List<String> defines, List<Path> includeDirs, HostCompiler cc,
                             StringBuilder diagnostics) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Reporter r = new Reporter(new SourceFiles(), new PrintStream(buf, true, StandardCharsets.UTF_8));
        SourceFile main = new SourceFile(file.toString(), file, SourceReader.read(file), SourceFile.Kind.MAIN);
        PreprocessedUnit u = new Preprocessor(r, new Preprocessor.Options(defines, List.of(), includeDirs, List.of(), cc))
                .run(main);
        diagnostics.append(buf.toString(StandardCharsets.UTF_8));
        List<String> out = new ArrayList<>();
        for (PpToken t : u.tokens()) {
            if (t.kind() == PpToken.Kind.PRAGMA) {
                out.add(pragma(t.text()));
            } else {
                out.add(t.text());
            }
        }
        return out;
    }
}
