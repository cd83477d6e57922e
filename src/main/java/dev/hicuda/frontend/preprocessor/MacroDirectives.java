package dev.hicuda.frontend.preprocessor;

import dev.hicuda.frontend.preprocessor.PpToken.Kind;
import dev.hicuda.ir.source.MacroDefinition;
import dev.hicuda.ir.source.SourceFile;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code #define} and {@code #undef}: the parameter list and the body checked as gcc checks them
 * (duplicate parameters, {@code ##} at an end, {@code #} not before a parameter), a redefinition
 * that differs warned about with a note at the previous one, and every change recorded in the
 * macro history (for the macros in force at each pragma and each kernel).
 */
final class MacroDirectives {
    private final Preprocessor pp;

    MacroDirectives(Preprocessor pp) {
        this.pp = pp;
    }

    void define(PpLexer lx, PpToken hash, MacroDefinition.Origin origin) {
        DirectiveLine l = DirectiveLine.read(lx);
        List<PpToken> toks = l.tokens();
        if (toks.isEmpty() || toks.get(0).kind() != Kind.IDENT) {
            pp.error(toks.isEmpty() ? hash : toks.get(0), toks.isEmpty() ? "no macro name given in #define directive"
                    : "macro names must be identifiers");
            return;
        }
        PpToken name = toks.get(0);
        if (name.text().equals("defined")) {
            pp.error(name, "\"defined\" cannot be used as a macro name");
            return;
        }
        int i = 1;
        List<String> params = null;
        List<String> written = null;
        boolean variadic = false;
        if (i < toks.size() && toks.get(i).isPunct("(") && !toks.get(i).spaceBefore()) {
            params = new ArrayList<>();
            written = new ArrayList<>();
            i++;
            boolean ok = false;
            while (i < toks.size()) {
                PpToken t = toks.get(i++);
                if (t.isPunct(")") && params.isEmpty()) {
                    ok = true;
                    break;
                }
                if (t.isPunct("...")) {
                    params.add("__VA_ARGS__");
                    written.add("...");
                    variadic = true;
                } else if (t.kind() == Kind.IDENT && !params.contains(t.text())) {
                    if (i < toks.size() && toks.get(i).isPunct("...")) {
                        i++;
                        variadic = true;
                        written.add(t.text() + "...");
                    } else {
                        written.add(t.text());
                    }
                    params.add(t.text());
                } else {
                    pp.error(t, t.kind() == Kind.IDENT ? "duplicate macro parameter \"" + t.text() + "\""
                            : "expected parameter name, found \"" + t.text() + "\"");
                    return;
                }
                PpToken sep = i < toks.size() ? toks.get(i++) : null;
                if (sep != null && sep.isPunct(")")) {
                    ok = true;
                    break;
                }
                if (sep == null || !sep.isPunct(",") || variadic) {
                    pp.error(sep == null ? name : sep, variadic ? "missing ')' after \"...\"" : "expected ',' or ')' in macro parameters");
                    return;
                }
            }
            if (!ok) {
                pp.error(name, "missing ')' in macro parameter list");
                return;
            }
        }
        List<PpToken> body = new ArrayList<>(toks.subList(i, toks.size()));
        if (!body.isEmpty()) {
            body.set(0, body.get(0).withSpace(false));
        }
        if (!checkBody(name, body, params)) {
            return;
        }
        StringBuilder text = new StringBuilder();
        for (PpToken t : body) {
            if (text.length() > 0 && t.spaceBefore()) {
                text.append(' ');
            }
            text.append(t.text());
        }
        SourceFile f = hash.file();
        MacroDefinition def = new MacroDefinition(name.text(), written, variadic, text.toString(),
                pp.locator.pos(name), origin, f.slice(hash.offset(), Math.max(hash.offset(), l.end())));
        MacroDef m = new MacroDef(name.text(), params, variadic, List.copyOf(body), def);
        MacroDef old = pp.macros.get(m.name);
        if (old != null && !old.sameAs(m) && origin != MacroDefinition.Origin.PREDEFINED) {
            pp.reporter.warning(pp.locator.pos(name), "'" + m.name + "' redefined");
            if (old.definition.pos().isKnown()) {
                pp.reporter.note(old.definition.pos(), "this is the location of the previous definition");
            }
        }
        pp.macros.put(m.name, m);
        pp.history.define(def);
    }

    private boolean checkBody(PpToken name, List<PpToken> body, List<String> params) {
        if (!body.isEmpty() && (body.get(0).isPunct("##") || body.get(body.size() - 1).isPunct("##"))) {
            pp.error(body.get(0).isPunct("##") ? body.get(0) : body.get(body.size() - 1),
                    "'##' cannot appear at either end of a macro expansion");
            return false;
        }
        if (params != null) {
            for (int k = 0; k < body.size(); k++) {
                PpToken t = body.get(k);
                if (t.isPunct("#") && (k + 1 >= body.size() || !params.contains(body.get(k + 1).text())
                        || body.get(k + 1).kind() != Kind.IDENT)) {
                    pp.error(t, "'#' is not followed by a macro parameter");
                    return false;
                }
            }
        }
        return true;
    }

    void undef(PpLexer lx) {
        List<PpToken> toks = DirectiveLine.read(lx).tokens();
        if (toks.isEmpty() || toks.get(0).kind() != Kind.IDENT) {
            if (!toks.isEmpty()) {
                pp.error(toks.get(0), "macro names must be identifiers");
            }
            return;
        }
        if (pp.macros.remove(toks.get(0).text()) != null) {
            pp.history.undefine(toks.get(0).text());
        }
    }
}
