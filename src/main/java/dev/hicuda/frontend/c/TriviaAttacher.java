package dev.hicuda.frontend.c;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Labeled;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.Switch;
import dev.hicuda.ir.stmt.While;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;

/**
 * Attaches the user's layout to IR nodes already built from the parse tree: the original text
 * and column of statements, declarations and headers, and the trivia between them (comments,
 * preprocessor lines, inactive {@code #if} text, blank lines), a same-line comment after an item
 * as its trailing or end comment, comments around {@code else}, {@code while} and labels.  The
 * builders say which node came from which part of the parse tree; everything about tokens off
 * the code channel and about the characters of the file is decided here.
 */
final class TriviaAttacher {
    private final SourceText src;

    TriviaAttacher(SourceText src) {
        this.src = src;
    }

    /** An item of a list (external items, block items, struct fields) and the context it was built from. */
    record Item(Node node, ParserRuleContext source) {
        int start() {
            return source.getStart().getTokenIndex();
        }

        int stop() {
            return source.getStop().getTokenIndex();
        }
    }

    // ------------------------------------------------------------------ original text

    /** Records the text from {@code from} to {@code to} as {@code n}'s original text, with its column. */
    <T extends Node> T original(T n, Token from, Token to) {
        String text = src.text(from, to);
        if (text != null) {
            n.setOriginal(text, from.getCharPositionInLine());
        }
        if (from instanceof CToken c) {
            n.setEpoch(c.epoch());
            n.setIncluded(!src.inMainFile(from));
        }
        return n;
    }

    <T extends Node> T original(T n, ParserRuleContext c) {
        return original(n, c.getStart(), c.getStop());
    }

    /**
     * A statement header (for/if/while/switch, function header), from the start of {@code c} to
     * the last code token before {@code body}: its original text, and the comments between the
     * header and the body, kept as the header's trailing comment.
     */
    <T extends Node> T header(T n, ParserRuleContext c, ParserRuleContext body) {
        Token headerEnd = src.token(src.previousCode(body.getStart().getTokenIndex()));
        original(n, c.getStart(), headerEnd);
        List<String> comments = new ArrayList<>();
        for (int k = headerEnd.getTokenIndex() + 1; k < body.getStart().getTokenIndex(); k++) {
            Token t = src.token(k);
            if (t.getChannel() == Channels.COMMENTS) {
                comments.add(t.getText().startsWith("//") ? "/* " + t.getText().substring(2).strip() + " */" : t.getText());
            }
        }
        if (!comments.isEmpty()) {
            n.setTrailingComment(String.join(" ", comments));
        }
        return n;
    }

    // ------------------------------------------------------------------ trivia of lists

    /**
     * Attaches to each item the comments, preprocessor lines, inactive text and blank lines
     * between it and the previous item (the first: since {@code open}, or the start of the file
     * if null), a same-line comment after an item as its trailing comment, and returns what
     * stands between the last item and {@code close}.
     */
    List<Trivia> attachBetween(List<Item> items, Token open, Token close) {
        int from = open == null ? 0 : open.getTokenIndex() + 1;
        Item prev = null;
        for (Item s : items) {
            s.node().setLeadingTrivia(collect(from, s.start() - 1, prev));
            from = s.stop() + 1;
            prev = s;
        }
        return collect(from, close.getTokenIndex() - 1, prev);
    }

    /** A block's layout: whether its '{' stands on a line of its own, and the trivia of its items. */
    void block(Compound block, ParserRuleContext c, List<Item> items) {
        Token open = c.getStart();
        int k = open.getTokenIndex() - 1;
        while (k >= 0 && src.token(k).getChannel() != Token.DEFAULT_CHANNEL) {
            k--;
        }
        block.setBraceOnOwnLine(k >= 0 && src.token(k).getLine() < open.getLine()
                && !src.token(k).getText().equals(";") && !src.token(k).getText().equals("}")
                && !src.token(k).getText().equals("{"));
        block.setClosingTrivia(attachBetween(items, open, c.getStop()));
    }

    // ------------------------------------------------------------------ comments inside statements

    /** The comments after the then-branch and around 'else' go before the else-branch. */
    void elseComments(Stmt then, ParserRuleContext thenCtx, Stmt otherwise, ParserRuleContext elseCtx) {
        int elseTok = src.previousCode(elseCtx.getStart().getTokenIndex());
        List<Trivia> before = innerComments(thenCtx.getStop().getTokenIndex() + 1, elseTok - 1, new Item(then, thenCtx));
        List<Trivia> after = innerComments(elseTok + 1, elseCtx.getStart().getTokenIndex() - 1, null);
        otherwise.setLeadingTrivia(concat(concat(before, after), otherwise.leadingTrivia()));
    }

    /** The comments between a do-while's body and its 'while' close the body's block. */
    void doWhileComments(Stmt body, ParserRuleContext bodyCtx, ParserRuleContext condCtx) {
        int whileTok = src.previousCode(condCtx.getStart().getTokenIndex() - 1);
        List<Trivia> inner = innerComments(bodyCtx.getStop().getTokenIndex() + 1, whileTok - 1, new Item(body, bodyCtx));
        if (!inner.isEmpty() && body instanceof Compound bc) {
            bc.setClosingTrivia(concat(bc.closingTrivia(), inner));
        }
    }

    /**
     * The comments between a label's ':' and its statement: one on the label's line becomes the
     * label's trailing comment, the others the statement's leading trivia.  Returns {@code l}.
     */
    Labeled labelComments(Labeled l, ParserRuleContext body) {
        int colon = src.previousCode(body.getStart().getTokenIndex());
        int from = colon + 1;
        Token colonTok = src.token(colon);
        if (from < body.getStart().getTokenIndex()) {
            Token t = src.token(from);
            if (t.getChannel() == Channels.COMMENTS && t.getLine() == colonTok.getLine() && !t.getText().contains("\n")) {
                l.setTrailingComment(keptSpacing(colonTok, t) + t.getText());
                from++;
            }
        }
        List<Trivia> inner = innerComments(from, body.getStart().getTokenIndex() - 1, null);
        l.body().setLeadingTrivia(concat(inner, l.body().leadingTrivia()));
        return l;
    }

    // ------------------------------------------------------------------ collecting

    private int endLine(Token t) {
        return src.endLine(t);
    }

    /**
     * The spacing between {@code before} and a comment after it on its line, less the one space
     * the printer puts there itself (nothing unless the gap is all blanks starting with a space).
     */
    private String keptSpacing(Token before, Token comment) {
        String gap = before.getStopIndex() + 1 <= comment.getStartIndex() - 1
                ? src.chars(before.getStopIndex() + 1, comment.getStartIndex() - 1) : "";
        return gap.startsWith(" ") && gap.isBlank() ? gap.substring(1) : "";
    }

    /**
     * Attaches {@code comment}, which follows {@code n} on the line where n ends, to the part of n
     * that ends there: the body of a loop, the last branch of an if, the statement of a label (as
     * their trailing comment), or a block or do-while (as its end comment, printed after the closing
     * brace).  The spaces between the two are kept.  Returns false if that place is taken.
     */
    private boolean attachTrailing(Node n, Token last, Token comment) {
        Node target = n;
        while (true) {
            if (target instanceof For f) {
                target = f.body();
            } else if (target instanceof While w && !w.isDoWhile()) {
                target = w.body();
            } else if (target instanceof If i) {
                target = i.otherwise() != null ? i.otherwise() : i.then();
            } else if (target instanceof Switch sw) {
                target = sw.body();
            } else if (target instanceof Labeled l) {
                target = l.body();
            } else if (target instanceof FunctionDef f) {
                target = f.body();
            } else if (target instanceof Compound c && !last.getText().equals("}") && !c.items().isEmpty()) {
                // a block without braces in the source (a directive and its statement as a loop body)
                target = c.items().get(c.items().size() - 1);
            } else {
                break;
            }
        }
        String text = keptSpacing(last, comment) + comment.getText();
        if (target instanceof Compound || target instanceof While w && w.isDoWhile()) {
            if (target.endComment() != null) {
                return false;
            }
            target.setEndComment(text);
            return true;
        }
        if (target.trailingComment() != null) {
            return false;
        }
        target.setTrailingComment(text);
        return true;
    }

    /**
     * The comments inside a statement that are neither in a leaf's text nor between block items:
     * from {@code from} to {@code to} (token indices, inclusive), a comment on the line where
     * {@code after} ends becomes its trailing comment, the others are returned as trivia.
     */
    private List<Trivia> innerComments(int from, int to, Item after) {
        if (from > to) {
            return List.of();
        }
        return collect(from, to, after);
    }

    private static List<Trivia> concat(List<Trivia> a, List<Trivia> b) {
        if (a.isEmpty()) {
            return b;
        }
        List<Trivia> l = new ArrayList<>(a);
        l.addAll(b);
        return l;
    }

    /** A blank line before trivia starting on {@code line} if a line stands empty since {@code lastLine} (0: none yet). */
    private static void blankLineIfGap(List<Trivia> out, int line, int lastLine) {
        if (line > lastLine + 1 && lastLine > 0) {
            out.add(Trivia.blank());
        }
    }

    private List<Trivia> collect(int from, int to, Item prev) {
        List<Trivia> out = new ArrayList<>();
        int lastLine = from > 0 ? endLine(src.token(from - 1)) : 0;
        int k = from;
        boolean first = true;
        while (k <= to && k < src.tokenCount()) {
            Token t = src.token(k);
            int ch = t.getChannel();
            if (ch == Channels.COMMENTS) {
                if (first && prev != null && t.getLine() == endLine(src.token(prev.stop()))
                        && !t.getText().contains("\n") && attachTrailing(prev.node(), src.token(prev.stop()), t)) {
                    // kept as the trailing comment of the item (or of its last part)
                } else {
                    blankLineIfGap(out, t.getLine(), lastLine);
                    out.add(new Trivia(Trivia.Kind.COMMENT, t.getText()));
                }
                lastLine = endLine(t);
                k++;
            } else if (ch == Channels.PREPROC) {
                blankLineIfGap(out, t.getLine(), lastLine);
                out.add(new Trivia(Trivia.Kind.PREPROCESSOR, t.getText()));
                lastLine = endLine(t);
                k++;
            } else if (ch == Channels.INACTIVE) {
                int m = k;
                while (m + 1 <= to && m + 1 < src.tokenCount() && src.token(m + 1).getChannel() == Channels.INACTIVE) {
                    m++;
                }
                Token a = src.token(k);
                Token b = src.token(m);
                blankLineIfGap(out, a.getLine(), lastLine);
                int startChar = a.getStartIndex() - a.getCharPositionInLine();
                if (startChar < 0 || !src.chars(startChar, a.getStartIndex() - 1).isBlank()) {
                    startChar = a.getStartIndex(); // text after code on its line: from where it starts
                }
                out.add(new Trivia(Trivia.Kind.PREPROCESSOR, src.chars(startChar, b.getStopIndex())));
                lastLine = endLine(b);
                k = m + 1;
            } else {
                k++;
                continue;
            }
            first = false;
        }
        int nextLine = to + 1 < src.tokenCount() ? src.token(to + 1).getLine() : lastLine;
        if (nextLine > lastLine + 1 && lastLine > 0 && (prev != null || !out.isEmpty())) {
            out.add(Trivia.blank());
        }
        return out;
    }
}
