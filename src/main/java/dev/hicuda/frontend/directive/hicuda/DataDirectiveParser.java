package dev.hicuda.frontend.directive.hicuda;

import dev.hicuda.frontend.directive.TokenCursor;
import dev.hicuda.frontend.directive.Spelling;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.DataDirective.Action;
import dev.hicuda.ir.directive.DataDirective.Memory;
import dev.hicuda.ir.directive.Section;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses the data directives {@code global}, {@code constant}, {@code texture} and
 * {@code shared}: the action each memory allows (alloc, copyin, copyout, free, remove) and its
 * clauses ({@code copyin}, {@code clear}, {@code (nobndcheck)}, {@code to}).
 */
final class DataDirectiveParser {
    private static final String COPYIN_AND_CLEAR =
            "'copyin' and 'clear' cannot both be given: the allocated memory is either copied in or cleared";

    private final TokenCursor in;
    private final SubscriptParser subscripts;

    DataDirectiveParser(TokenCursor in, SubscriptParser subscripts) {
        this.in = in;
        this.subscripts = subscripts;
    }

    /** The rest of a data directive whose keyword {@code memoryWord} stands at {@code kp}. */
    DataDirective data(String memoryWord, SourcePos kp) {
        Memory mem = Memory.valueOf(memoryWord.toUpperCase());
        Token a = in.cur();
        List<String> actions = switch (mem) {
            case GLOBAL -> List.of("alloc", "copyout", "free");
            case SHARED -> List.of("alloc", "copyout", "remove");
            default -> List.of("copyin", "remove");
        };
        if (a == null || !actions.contains(a.getText())) {
            throw in.error(a, "expected " + String.join(", ", actions.subList(0, actions.size() - 1)) + " or "
                    + actions.get(actions.size() - 1) + " after '" + memoryWord + "'"
                    + (a == null ? "" : ", found '" + a.getText() + "'" + Spelling.didYouMean(a.getText(), actions)));
        }
        in.advance();
        DataDirective d = switch (a.getText()) {
            case "alloc" -> alloc(mem, memoryWord);
            case "copyin" -> new DataDirective(mem, Action.COPYIN, subscripts.section("copyin"), true, null, false,
                    null, false, List.of());
            case "copyout" -> copyout(mem, memoryWord);
            default -> release(mem, memoryWord, a.getText());
        };
        return d.at(kp);
    }

    /** {@code alloc VAR [copyin[(nobndcheck)] [VAR] | clear]}. */
    private DataDirective alloc(Memory mem, String memoryWord) {
        Section v = subscripts.section("alloc");
        boolean copyin = false;
        boolean clear = false;
        boolean nobnd = false;
        Section cv = null;
        if (in.curText().equals("copyin")) {
            in.advance();
            copyin = true;
            nobnd = nobndcheck(mem, "copyin");
            if (in.curText().equals("clear")) {
                throw in.error(in.cur(), COPYIN_AND_CLEAR);
            }
            if (TokenCursor.isName(in.cur())) {
                cv = subscripts.section("copyin");
            }
        } else if (in.curText().equals("clear")) {
            if (mem != Memory.GLOBAL) {
                throw in.error(in.cur(), "'clear' is only allowed in 'global alloc'");
            }
            in.advance();
            clear = true;
            if (in.curText().equals("copyin")) {
                throw in.error(in.cur(), COPYIN_AND_CLEAR);
            }
        } else if (in.cur() != null) {
            throw in.error(in.cur(), "unknown clause '" + in.curText() + "' in '" + memoryWord + " alloc'"
                    + Spelling.didYouMean(in.curText(), List.of("copyin", "clear")));
        }
        if (cv != null && !cv.name().equals(v.name())) {
            throw in.error(cv.pos(), "the copyin variable '" + cv.name() + "' must be the allocated variable '" + v.name() + "'");
        }
        return new DataDirective(mem, Action.ALLOC, v, copyin, cv, clear, null, nobnd, List.of());
    }

    /** {@code copyout[(nobndcheck)] VAR [to VAR]}. */
    private DataDirective copyout(Memory mem, String memoryWord) {
        boolean nobnd = nobndcheck(mem, "copyout");
        Section v = subscripts.section("copyout");
        Section to = null;
        if (in.accept("to")) {
            to = subscripts.section("to");
        } else if (in.cur() != null) {
            throw in.error(in.cur(), "unknown clause '" + in.curText() + "' in '" + memoryWord + " copyout'"
                    + Spelling.didYouMean(in.curText(), List.of("to")));
        }
        return new DataDirective(mem, Action.COPYOUT, v, false, null, false, to, nobnd, List.of());
    }

    /** {@code free NAME...} or {@code remove NAME...}: names, optionally separated by commas. */
    private DataDirective release(Memory mem, String memoryWord, String word) {
        List<DataDirective.Name> names = new ArrayList<>();
        String directive = "'" + memoryWord + " " + word + "'";
        if (in.cur() == null) {
            throw in.errorAtEnd(directive + " needs at least one variable name");
        }
        while (in.cur() != null) {
            Token n = in.name("a variable name in " + directive);
            if (in.curText().equals("[")) {
                throw in.error(in.cur(), directive + " takes variable names without sections");
            }
            names.add(new DataDirective.Name(n.getText(), in.posOf(n)));
            if (in.accept(",") && in.cur() == null) {
                throw in.errorAtEnd("expected a variable name after ',' in " + directive);
            }
        }
        Action act = word.equals("free") ? Action.FREE : Action.REMOVE;
        return new DataDirective(mem, act, null, false, null, false, null, false, names);
    }

    /**
     * An optional {@code (nobndcheck)} after {@code clause}, allowed only in shared directives:
     * whether it was written.
     */
    private boolean nobndcheck(Memory mem, String clause) {
        if (!in.curText().equals("(")) {
            return false;
        }
        if (mem != Memory.SHARED) {
            throw in.error(in.cur(), "'nobndcheck' is only allowed in 'shared' directives");
        }
        in.expect("(", "after '" + clause + "'");
        Token t = in.cur();
        if (t == null || !t.getText().equals("nobndcheck")) {
            throw in.error(t, "expected 'nobndcheck' in '" + clause + "(...)'" + (t == null ? "" : ", found '" + t.getText() + "'"));
        }
        in.advance();
        in.expect(")", "to close '" + clause + "(nobndcheck'");
        return true;
    }
}
