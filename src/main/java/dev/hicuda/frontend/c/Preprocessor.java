package dev.hicuda.frontend.c;

import dev.hicuda.ir.source.Macro;
import dev.hicuda.ir.source.MacroTable;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CLexer;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Works through the preprocessor lines of a token list, in order: records {@code #define} and
 * {@code #undef} in the {@link MacroTable}, evaluates {@code #if}-family conditions, moves every
 * token of an inactive branch to the {@link #INACTIVE} channel (so the parser never sees it and
 * the printer reproduces it verbatim), and hands {@code #include} lines to an
 * {@link IncludeHandler}.  Nothing is expanded in the code itself.
 */
public final class Preprocessor {
    /** Channel of tokens inside inactive conditional branches. */
    public static final int INACTIVE = Channels.INACTIVE;

    private static final Pattern DIRECTIVE = Pattern.compile("#\\s*([A-Za-z_]+)(.*)", Pattern.DOTALL);
    private static final Pattern INCLUDE = Pattern.compile("\\s*([\"<])([^\">]+)[\">].*", Pattern.DOTALL);

    /** Called for each active {@code #include}. */
    public interface IncludeHandler {
        void include(String name, boolean quoted, SourcePos pos);
    }

    private final MacroTable macros;
    private final Reporter reporter;
    private final IncludeHandler includes;

    public Preprocessor(MacroTable macros, Reporter reporter, IncludeHandler includes) {
        this.macros = macros;
        this.reporter = reporter;
        this.includes = includes;
    }

    private static final class Frame {
        final boolean parentActive;
        boolean taken;
        boolean active;
        boolean seenElse;
        final SourcePos pos;

        Frame(boolean parentActive, boolean cond, SourcePos pos) {
            this.parentActive = parentActive;
            this.taken = cond;
            this.active = parentActive && cond;
            this.pos = pos;
        }
    }

    public void process(List<Token> tokens, String file) {
        Deque<Frame> stack = new ArrayDeque<>();
        boolean active = true;
        for (Token t : tokens) {
            if (t.getType() == Token.EOF) {
                break;
            }
            if (t.getChannel() != Channels.PREPROC) {
                if (!active) {
                    ((CommonToken) t).setChannel(INACTIVE);
                }
                continue;
            }
            SourcePos pos = new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1);
            Matcher m = DIRECTIVE.matcher(t.getText());
            String name = m.matches() ? m.group(1) : "";
            String rest = m.matches() ? m.group(2) : "";
            switch (name) {
                case "if", "ifdef", "ifndef" -> {
                    boolean cond = false;
                    if (active) {
                        cond = switch (name) {
                            case "ifdef" -> macros.isDefined(firstWord(rest));
                            case "ifndef" -> !macros.isDefined(firstWord(rest));
                            default -> evaluate(rest, pos);
                        };
                    } else {
                        ((CommonToken) t).setChannel(INACTIVE);
                    }
                    stack.push(new Frame(active, cond, pos));
                    active = stack.peek().active;
                }
                case "elif" -> {
                    Frame f = stack.peek();
                    if (f == null) {
                        reporter.error(pos, "#elif without #if");
                        continue;
                    }
                    if (!f.parentActive) {
                        ((CommonToken) t).setChannel(INACTIVE);
                    }
                    boolean cond = f.parentActive && !f.taken && evaluate(rest, pos);
                    f.active = cond;
                    f.taken |= cond;
                    active = f.active;
                }
                case "else" -> {
                    Frame f = stack.peek();
                    if (f == null) {
                        reporter.error(pos, "#else without #if");
                        continue;
                    }
                    if (!f.parentActive) {
                        ((CommonToken) t).setChannel(INACTIVE);
                    }
                    if (f.seenElse) {
                        reporter.error(pos, "#else after #else");
                    }
                    f.seenElse = true;
                    f.active = f.parentActive && !f.taken;
                    f.taken = true;
                    active = f.active;
                }
                case "endif" -> {
                    Frame f = stack.poll();
                    if (f == null) {
                        reporter.error(pos, "#endif without #if");
                        continue;
                    }
                    if (!f.parentActive) {
                        ((CommonToken) t).setChannel(INACTIVE);
                    }
                    active = f.parentActive;
                }
                default -> {
                    if (!active) {
                        ((CommonToken) t).setChannel(INACTIVE);
                        continue;
                    }
                    handleActive(name, t.getText(), rest, pos);
                }
            }
        }
        if (!stack.isEmpty()) {
            reporter.error(stack.peek().pos, "unterminated conditional directive (#if without #endif)");
        }
    }

    private void handleActive(String name, String text, String rest, SourcePos pos) {
        switch (name) {
            case "define" -> {
                Macro m = MacroTable.parseDefine(text, pos);
                if (m == null) {
                    reporter.error(pos, "malformed #define");
                } else {
                    macros.define(m);
                }
            }
            case "undef" -> macros.undefine(firstWord(rest), pos);
            case "include" -> {
                Matcher im = INCLUDE.matcher(MacroTable.stripComments(rest));
                if (im.matches()) {
                    macros.including(pos);
                    includes.include(im.group(2).trim(), im.group(1).equals("\""), pos);
                }
            }
            case "error" -> reporter.error(pos, "#error" + rest.stripTrailing());
            default -> {
                // #pragma (other than hicuda), #line, #warning...: kept as they are.
            }
        }
    }

    private boolean evaluate(String condition, SourcePos pos) {
        try {
            return new ConditionEvaluator(macros).evaluate(condition) != 0;
        } catch (ConditionEvaluator.BadCondition e) {
            reporter.error(pos, e.getMessage());
            return false;
        }
    }

    private static String firstWord(String s) {
        String t = MacroTable.stripComments(s).trim();
        int i = 0;
        while (i < t.length() && Character.isJavaIdentifierPart(t.charAt(i))) {
            i++;
        }
        return t.substring(0, i);
    }
}
