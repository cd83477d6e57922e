package dev.hicuda.frontend.preprocessor;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.source.SourceFile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns places in files into the positions diagnostics show, honouring {@code #line}: after
 * {@code #line 100 "x.c"} the next line is reported as line 100 of {@code x.c}.
 */
public final class Locator {
    private record Mark(int physicalLine, long presumedLine, String presumedName) {
    }

    private final Map<SourceFile, List<Mark>> marks = new HashMap<>();

    /** {@code #line}: physical line {@code physicalLine} of {@code f} is presumed line {@code presumed} of {@code name}. */
    void mark(SourceFile f, int physicalLine, long presumed, String name) {
        marks.computeIfAbsent(f, k -> new ArrayList<>()).add(new Mark(physicalLine, presumed, name));
    }

    public SourcePos pos(SourceFile f, int offset) {
        int line = f.line(offset);
        int col = f.column(offset);
        List<Mark> ms = marks.get(f);
        if (ms != null) {
            for (int i = ms.size() - 1; i >= 0; i--) {
                Mark m = ms.get(i);
                if (m.physicalLine <= line) {
                    // a diagnostic's line is an int: presumed lines beyond it (#line 3000000000) are shown clamped
                    return new SourcePos(m.presumedName, (int) Math.min(Integer.MAX_VALUE, m.presumedLine + (line - m.physicalLine)), col);
                }
            }
        }
        return new SourcePos(f.name(), line, col);
    }

    /** The presumed line of a physical line (for {@code __LINE__}): up to 2^32 - 1, as gcc counts. */
    long presumedLine(SourceFile f, int line) {
        List<Mark> ms = marks.get(f);
        if (ms != null) {
            for (int i = ms.size() - 1; i >= 0; i--) {
                Mark m = ms.get(i);
                if (m.physicalLine <= line) {
                    return (m.presumedLine + (line - m.physicalLine)) & 0xFFFFFFFFL; // wraps as gcc's unsigned count
                }
            }
        }
        return line;
    }

    /** The presumed file name at a physical line (for {@code __FILE__}). */
    String presumedName(SourceFile f, int line) {
        List<Mark> ms = marks.get(f);
        if (ms != null) {
            for (int i = ms.size() - 1; i >= 0; i--) {
                if (ms.get(i).physicalLine <= line) {
                    return ms.get(i).presumedName;
                }
            }
        }
        return f.name();
    }

    /**
     * The position a user would name for a token: a token of the file where it is written; a token
     * a macro made, at the invocation (or at the argument it was written in).
     */
    public SourcePos pos(PpToken t) {
        Expansion o = t.origin();
        if (o == null) {
            return pos(t.file(), t.offset());
        }
        if (t.file() == o.file() && t.offset() >= o.start() && t.end() <= o.end()) {
            return pos(t.file(), t.offset()); // written in an argument of the invocation
        }
        return pos(o.file(), o.start());
    }
}
