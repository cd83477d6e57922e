package dev.hicuda.lowering.target;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.EnumSpec;
import dev.hicuda.ir.decl.FunctionDeclarator;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.StructSpec;
import dev.hicuda.ir.decl.TranslationUnit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The file-scope declarations of a translation unit (its headers' included) by the names they
 * declare: types (typedef names, struct/union/enum tags, enumeration constants) and functions.
 */
final class DeclarationIndex {
    private final Map<String, List<Node>> types = new HashMap<>();
    private final Map<String, List<Node>> functions = new HashMap<>();

    DeclarationIndex(TranslationUnit tu) {
        for (Node item : tu.items()) {
            if (item instanceof Declaration d) {
                declaration(d);
            } else if (item instanceof FunctionDef f && f.name() != null) {
                functions.computeIfAbsent(f.name(), k -> new ArrayList<>()).add(f);
            }
        }
    }

    private void declaration(Declaration d) {
        for (DeclSpecs.Part p : d.specs().parts()) {
            if (p.node() instanceof StructSpec s && s.fields() != null && s.tag() != null) {
                types.computeIfAbsent(s.tag(), k -> new ArrayList<>()).add(d);
            } else if (p.node() instanceof EnumSpec e && e.enumerators() != null) {
                if (e.tag() != null) {
                    types.computeIfAbsent(e.tag(), k -> new ArrayList<>()).add(d);
                }
                for (EnumSpec.Enumerator en : e.enumerators()) {
                    types.computeIfAbsent(en.name(), k -> new ArrayList<>()).add(d);
                }
            }
        }
        for (InitDeclarator id : d.declarators()) {
            if (id.name() == null) {
                continue;
            }
            if (d.specs().isTypedef()) {
                types.computeIfAbsent(id.name(), k -> new ArrayList<>()).add(d);
            } else if (id.declarator() instanceof FunctionDeclarator) {
                functions.computeIfAbsent(id.name(), k -> new ArrayList<>()).add(d);
            }
        }
    }

    List<Node> typesNamed(String name) {
        return types.getOrDefault(name, List.of());
    }

    List<Node> functionsNamed(String name) {
        return functions.getOrDefault(name, List.of());
    }
}
