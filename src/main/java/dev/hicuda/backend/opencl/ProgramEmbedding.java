package dev.hicuda.backend.opencl;

import dev.hicuda.diag.SourcePos;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;

/**
 * The kernels' OpenCL C text, embedded in the host program as {@code hicuda_cl_program_text()}
 * (which the runtime calls to build them), with the table that traces each of its lines back to
 * the line of the user's source it was generated from: a failing build's log then names the
 * user's lines.
 *
 * <p>Why embedded rather than read from the {@code .cl} file at run time: the program then runs
 * from any directory, and cannot build a text that does not belong to it (a stale or edited
 * {@code .cl} file); the {@code .cl} file is the same text, written for reading and for checking
 * with an offline OpenCL compiler.
 */
final class ProgramEmbedding {
    private ProgramEmbedding() {
    }

    /** The definition of {@code hicuda_cl_program_text()} for OpenCL C text {@code cl}, named {@code clFile}. */
    static String define(String cl, String clFile, NavigableMap<Integer, SourcePos> sourceLines) {
        StringBuilder sb = new StringBuilder();
        sb.append("\n/* The kernels, in OpenCL C: the text of ").append(clFile).append(", which the runtime builds at the first launch,\n")
                .append(" * and the lines of the user's source each part of it was generated from (for the build log). */\n");
        sb.append("static const struct hicuda_cl_program *hicuda_cl_program_text(void)\n{\n");
        sb.append("    static const char source[] =\n");
        String[] lines = cl.split("\n", -1);
        int last = lines.length;
        if (last > 0 && lines[last - 1].isEmpty()) {
            last--; // the text's final newline ends the last line
        }
        if (last == 0) {
            sb.append("        \"\"");
        }
        for (int i = 0; i < last; i++) {
            sb.append("        \"").append(escape(lines[i])).append("\\n\"").append(i == last - 1 ? "" : "\n");
        }
        sb.append(";\n");
        List<String> entries = new ArrayList<>();
        SourcePos previous = null;
        for (Map.Entry<Integer, SourcePos> e : sourceLines.entrySet()) {
            SourcePos p = e.getValue();
            if (previous != null && previous.file().equals(p.file()) && previous.line() == p.line()) {
                continue;
            }
            entries.add("{" + (e.getKey() + 1) + ", \"" + escape(p.file()) + "\", " + p.line() + "}");
            previous = p;
        }
        sb.append("    static const struct hicuda_cl_line lines[] = {");
        if (entries.isEmpty()) {
            sb.append("{0, \"\", 0}};\n");
        } else {
            sb.append('\n');
            for (int i = 0; i < entries.size(); i++) {
                sb.append("        ").append(entries.get(i)).append(i == entries.size() - 1 ? "\n" : ",\n");
            }
            sb.append("    };\n");
        }
        sb.append("    static const struct hicuda_cl_program program = {\"").append(escape(clFile)).append("\", source, lines, ")
                .append(entries.size()).append("};\n");
        sb.append("    return &program;\n}\n");
        return sb.toString();
    }

    /** A C string literal's body for {@code s} (trigraphs too: gcc -std=c99 reads them). */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '"' -> sb.append("\\\"");
                case '\t' -> sb.append("\\t");
                case '?' -> sb.append(i + 1 < s.length() && s.charAt(i + 1) == '?' ? "\\?" : "?");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format("\\%03o", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
