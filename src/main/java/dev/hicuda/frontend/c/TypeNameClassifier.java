package dev.hicuda.frontend.c;

import dev.hicuda.ir.source.Macro;
import dev.hicuda.ir.source.MacroTable;

import dev.hicuda.frontend.antlr.CLexer;
import dev.hicuda.frontend.antlr.CParser;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Resolves C's typedef-name ambiguity before parsing: finds the names that typedef declarations
 * (in the file, its quoted headers and the known system headers) and type-like macros introduce,
 * and re-types their uses from {@code Identifier} to {@code TypedefName}.  Identifiers that are
 * macros expanding to declaration specifiers only ({@code #define EXPORT static inline}) become
 * {@code MacroSpecifier}.
 *
 * <p>Known limitation (documented): a typedef name is a type name everywhere after its
 * declaration; an ordinary variable with the same name as a typedef is not supported.
 */
public final class TypeNameClassifier {
    private static final Set<String> TYPE_KEYWORDS = Set.of("void", "char", "short", "int", "long", "float", "double",
            "signed", "__signed__", "unsigned", "_Bool", "_Complex");
    private static final Set<String> SPEC_KEYWORDS = Set.of("typedef", "extern", "static", "auto", "register",
            "__thread", "const", "__const", "volatile", "__volatile__", "restrict", "__restrict", "__restrict__",
            "inline", "__inline", "__inline__", "__extension__");

    private final Set<String> typeNames = new HashSet<>();

    public Set<String> typeNames() {
        return typeNames;
    }

    public void addTypeNames(Set<String> names) {
        typeNames.addAll(names);
    }

    /** Adds the object-like macros that stand for a type, and returns those that stand for specifiers. */
    public Set<String> classifyMacros(MacroTable macros, Iterable<String> names) {
        Set<String> specifierMacros = new HashSet<>();
        boolean changed = true;
        List<String> all = new ArrayList<>();
        names.forEach(all::add);
        while (changed) {
            changed = false;
            for (String n : all) {
                Macro m = macros.get(n);
                if (m == null || m.isFunctionLike() || typeNames.contains(n) || specifierMacros.contains(n)) {
                    continue;
                }
                String body = m.body().replaceAll("__attribute__\\s*\\(\\(.*\\)\\)", " ").trim();
                String[] words = body.isEmpty() ? new String[0] : body.split("[\\s]+");
                boolean allSpec = true;
                boolean anyType = false;
                boolean ok = true;
                for (int i = 0; i < words.length; i++) {
                    String w = words[i].replace("*", "");
                    if (w.isEmpty()) {
                        continue;
                    }
                    if (SPEC_KEYWORDS.contains(w) || w.startsWith("__") && w.endsWith("__")) {
                        continue;
                    }
                    allSpec = false;
                    if (TYPE_KEYWORDS.contains(w) || typeNames.contains(w)) {
                        anyType = true;
                    } else if ((w.equals("struct") || w.equals("union") || w.equals("enum")) && i + 1 < words.length) {
                        anyType = true;
                        i++;
                    } else {
                        ok = false;
                    }
                }
                if (ok && allSpec && !m.body().contains("(") ) {
                    specifierMacros.add(n);
                    changed = true;
                } else if (ok && anyType) {
                    typeNames.add(n);
                    changed = true;
                } else if (ok && allSpec) {
                    specifierMacros.add(n);
                    changed = true;
                }
            }
        }
        return specifierMacros;
    }

    /** Finds typedef declarations in the code tokens (default channel) and records their names. */
    public Set<Integer> scanTypedefs(List<Token> code) {
        Set<Integer> declaredAt = new HashSet<>();
        int depth = 0;
        for (int i = 0; i < code.size(); i++) {
            Token t = code.get(i);
            String tx = t.getText();
            if (tx.equals("typedef")) {
                i = scanOneTypedef(code, i + 1, declaredAt) - 1;
            }
        }
        return declaredAt;
    }

    private int scanOneTypedef(List<Token> code, int j, Set<Integer> declaredAt) {
        boolean sawTypeName = false;
        // specifiers
        while (j < code.size()) {
            Token t = code.get(j);
            String tx = t.getText();
            if (TYPE_KEYWORDS.contains(tx) || SPEC_KEYWORDS.contains(tx)) {
                j++;
            } else if (tx.equals("struct") || tx.equals("union") || tx.equals("enum")) {
                j++;
                while (j < code.size() && code.get(j).getText().startsWith("__attribute")) {
                    j = skipBalanced(code, j + 1);
                }
                if (j < code.size() && code.get(j).getType() == CLexer.Identifier) {
                    j++;
                }
                if (j < code.size() && code.get(j).getText().equals("{")) {
                    j = skipBalanced(code, j);
                }
                sawTypeName = true;
            } else if (tx.startsWith("__attribute")) {
                j = skipBalanced(code, j + 1);
            } else if (t.getType() == CLexer.Identifier && typeNames.contains(tx) && !sawTypeName) {
                sawTypeName = true;
                j++;
            } else {
                break;
            }
        }
        // declarators, separated by top-level commas, up to ';'
        int level = 0;
        boolean needName = true;
        while (j < code.size()) {
            Token t = code.get(j);
            String tx = t.getText();
            if (tx.equals("(") || tx.equals("[") || tx.equals("{")) {
                level++;
            } else if (tx.equals(")") || tx.equals("]") || tx.equals("}")) {
                level--;
            } else if (level == 0 && tx.equals(",")) {
                needName = true;
            } else if (level <= 0 && tx.equals(";")) {
                return j + 1;
            } else if (tx.startsWith("__attribute")) {
                j = skipBalanced(code, j + 1);
                continue;
            } else if (needName && t.getType() == CLexer.Identifier) {
                typeNames.add(tx);
                declaredAt.add(t.getTokenIndex());
                needName = false;
            }
            j++;
        }
        return j;
    }

    private static int skipBalanced(List<Token> code, int j) {
        if (j >= code.size()) {
            return j;
        }
        String open = code.get(j).getText();
        String close = open.equals("(") ? ")" : open.equals("{") ? "}" : open.equals("[") ? "]" : null;
        if (close == null) {
            return j;
        }
        int level = 0;
        for (; j < code.size(); j++) {
            String tx = code.get(j).getText();
            if (tx.equals(open)) {
                level++;
            } else if (tx.equals(close)) {
                level--;
                if (level == 0) {
                    return j + 1;
                }
            }
        }
        return j;
    }

    /** Re-types identifiers: type names to TypedefName, specifier macros to MacroSpecifier. */
    public void retype(List<Token> code, Set<Integer> declaredAt, Set<String> specifierMacros) {
        for (int i = 0; i < code.size(); i++) {
            Token t = code.get(i);
            if (t.getType() != CLexer.Identifier) {
                continue;
            }
            String tx = t.getText();
            if (specifierMacros.contains(tx)) {
                ((CommonToken) t).setType(CParser.MacroSpecifier);
                continue;
            }
            if (!typeNames.contains(tx) || declaredAt.contains(t.getTokenIndex())) {
                continue;
            }
            String prev = i > 0 ? code.get(i - 1).getText() : "";
            if (prev.equals(".") || prev.equals("->") || prev.equals("goto")) {
                continue;
            }
            String next = i + 1 < code.size() ? code.get(i + 1).getText() : "";
            if (next.equals(":") && (prev.equals(";") || prev.equals("{") || prev.equals("}"))) {
                continue; // a label
            }
            ((CommonToken) t).setType(CParser.TypedefName);
        }
    }
}
