package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.frontend.antlr.ParseScopes;
import dev.hicuda.frontend.preprocessor.Locator;
import dev.hicuda.frontend.preprocessor.MacroScope;
import dev.hicuda.frontend.preprocessor.PpLexer;
import dev.hicuda.frontend.preprocessor.PpToken;
import dev.hicuda.ir.source.SourceFile;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

import java.util.ArrayList;
import java.util.List;

/**
 * What a directive parser needs from the C front end for one pragma line: the tokens of the
 * line after the dialect word (with their places in the file), the expansion of the macros in a
 * clause's expression as they are defined where the pragma stands, and an IR builder for the C
 * expressions it parses.
 */
public final class DirectiveSupport {
    private final PpToken pragma;
    private final int epoch;
    private final SourceFile main;
    private final MacroScope macros;
    private final ParseScopes scopes;
    private final Locator locator;
    private final Reporter reporter;

    public DirectiveSupport(PpToken pragma, int epoch, SourceFile main, MacroScope macros, ParseScopes scopes,
                            Locator locator, Reporter reporter) {
        this.pragma = pragma;
        this.epoch = epoch;
        this.main = main;
        this.macros = macros;
        this.scopes = scopes;
        this.locator = locator;
        this.reporter = reporter;
    }

    /** The tokens of the pragma after its dialect word, as written (no macro expanded). */
    public List<Token> bodyTokens() {
        PpLexer lx;
        if (pragma.origin() == null && pragma.file() == main) {
            lx = new PpLexer(main, pragma.offset(), pragma.end());
        } else {
            lx = new PpLexer(SourceFile.builtin("<_Pragma>", pragma.text()));
        }
        List<Token> out = new ArrayList<>();
        int words = 0;
        for (PpToken t = lx.next(); !t.isEof(); t = lx.next()) {
            if (t.kind() == PpToken.Kind.NEWLINE) {
                continue;
            }
            if (words < 3) { // '#', 'pragma', the dialect word
                words++;
                continue;
            }
            out.add(ExpandedTokenSource.token(t, epoch, scopes, main, reporter, locator));
        }
        return out;
    }

    /** The tokens of an expression inside the pragma with its macros expanded, ready for the C parser. */
    public List<Token> expand(List<Token> written) {
        List<PpToken> pp = new ArrayList<>();
        for (Token t : written) {
            pp.add(((CToken) t).pp());
        }
        List<PpToken> expanded = macros == null ? pp : macros.expand(pp, reporter);
        List<Token> out = new ArrayList<>();
        for (PpToken p : expanded) {
            CToken c = ExpandedTokenSource.token(p, epoch, scopes, main, reporter, locator);
            c.setTokenIndex(out.size());
            out.add(c);
        }
        Token last = written.get(written.size() - 1);
        CommonToken eof = new CommonToken(Token.EOF, "<EOF>");
        eof.setLine(last.getLine());
        eof.setCharPositionInLine(last.getCharPositionInLine() + last.getText().length());
        eof.setTokenIndex(out.size());
        out.add(eof);
        return out;
    }

    /** An IR builder for expressions parsed from {@code tokens} (as {@link #expand} made them). */
    public AstBuilder builder(TokenStream tokens) {
        return new AstBuilder(main, tokens, locator, reporter, t -> null);
    }

    /** The position of a token of this pragma as diagnostics show it. */
    public dev.hicuda.diag.SourcePos pos(Token t) {
        return t instanceof CToken c ? locator.pos(c.pp()) : locator.pos(main, Math.max(0, t.getStartIndex()));
    }
}
