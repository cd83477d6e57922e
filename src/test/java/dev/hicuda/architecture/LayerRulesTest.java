package dev.hicuda.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The stages depend only downward (docs/architecture.md):
 * driver → back ends → optimize, lowering → analysis → pass infrastructure → ir ← front end,
 * with diagnostics at the bottom; and no two packages depend on each other, directly or through
 * others (outside the IR's node packages, whose declarations, statements and expressions
 * contain each other as C's do).
 */
class LayerRulesTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.hicuda");
    }

    @Test
    void stagesDependOnlyDownward() {
        layers().check(classes);
    }

    @Test
    void noPackageCyclesBetweenStages() {
        slices().matching("dev.hicuda.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void noPackageCyclesInsideAStage() {
        for (String stage : new String[] {"frontend", "analysis", "lowering", "optimize", "backend", "driver", "pass"}) {
            ArchRule r = slices().matching("dev.hicuda." + stage + ".(**)").should().beFreeOfCycles()
                    .allowEmptyShould(true);
            r.check(classes);
        }
    }

    static com.tngtech.archunit.library.Architectures.LayeredArchitecture layers() {
        return layeredArchitecture().consideringOnlyDependenciesInAnyPackage("dev.hicuda..")
                .layer("driver").definedBy("dev.hicuda.driver..")
                .layer("backend").definedBy("dev.hicuda.backend..")
                .optionalLayer("optimize").definedBy("dev.hicuda.optimize..")
                .layer("lowering").definedBy("dev.hicuda.lowering..")
                .layer("analysis").definedBy("dev.hicuda.analysis..")
                .layer("frontend").definedBy("dev.hicuda.frontend..")
                .layer("pass").definedBy("dev.hicuda.pass..")
                .layer("ir").definedBy("dev.hicuda.ir..")
                .layer("diag").definedBy("dev.hicuda.diag..")
                .whereLayer("driver").mayNotBeAccessedByAnyLayer()
                .whereLayer("backend").mayOnlyBeAccessedByLayers("driver")
                .whereLayer("optimize").mayOnlyBeAccessedByLayers("driver")
                .whereLayer("lowering").mayOnlyBeAccessedByLayers("driver")
                .whereLayer("frontend").mayOnlyBeAccessedByLayers("driver")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("lowering", "optimize", "backend", "driver")
                .whereLayer("pass").mayOnlyBeAccessedByLayers("analysis", "lowering", "optimize", "backend", "driver")
                .whereLayer("ir").mayOnlyBeAccessedByLayers("pass", "frontend", "analysis", "lowering", "optimize",
                        "backend", "driver")
                .whereLayer("diag").mayOnlyBeAccessedByLayers("ir", "pass", "frontend", "analysis", "lowering",
                        "optimize", "backend", "driver");
    }
}
