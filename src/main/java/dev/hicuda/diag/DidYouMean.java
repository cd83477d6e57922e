package dev.hicuda.diag;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fix-it a "did you mean" hint implies.  The directive parser ends a message about a misspelt
 * word with {@code ; did you mean 'X'?} (frontend/directive/hicuda/Spelling) and places it at the
 * word; when the word under the position is an identifier that the message quotes, replacing it by
 * X is the fix.  Messages that carry no such hint, or whose position is not on the quoted word,
 * get no fix-it.
 */
final class DidYouMean {
    private static final Pattern HINT = Pattern.compile("did you mean '([^']+)'\\?");

    private DidYouMean() {
    }

    static List<FixIt> fixIts(SourcePos pos, String message, SourceFiles sources) {
        Matcher m = HINT.matcher(message);
        if (!m.find() || pos == null || !pos.isKnown()) {
            return List.of();
        }
        String line = sources.line(pos.file(), pos.line());
        int start = pos.column() - 1;
        int end = SourceColumns.identifierEnd(line, start);
        if (end == start || !message.contains("'" + line.substring(start, end) + "'")) {
            return List.of();
        }
        return List.of(new FixIt(pos, new SourcePos(pos.file(), pos.line(), end + 1), m.group(1)));
    }
}
