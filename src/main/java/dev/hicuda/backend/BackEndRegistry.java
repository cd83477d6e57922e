package dev.hicuda.backend;

import dev.hicuda.pass.Target;

import java.util.EnumMap;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The back ends on the class path, one per {@link Target}, found with {@link ServiceLoader}: a new
 * back end is a class implementing {@link BackEnd} plus one line in
 * {@code src/main/resources/META-INF/services/dev.hicuda.backend.BackEnd}.
 */
public final class BackEndRegistry {
    private final Map<Target, BackEnd> byTarget = new EnumMap<>(Target.class);

    private BackEndRegistry() {
    }

    /** The back ends that this build of hicuda contains. */
    public static BackEndRegistry load() {
        BackEndRegistry r = new BackEndRegistry();
        for (BackEnd b : ServiceLoader.load(BackEnd.class, BackEnd.class.getClassLoader())) {
            BackEnd old = r.byTarget.put(b.target(), b);
            if (old != null) {
                throw new IllegalStateException("two back ends for target " + b.target() + ": "
                        + old.getClass().getName() + " and " + b.getClass().getName());
            }
        }
        return r;
    }

    /** The back end for {@code target}; every target has one in a correct build. */
    public BackEnd forTarget(Target target) {
        BackEnd b = byTarget.get(target);
        if (b == null) {
            throw new IllegalStateException("no back end for target " + target + " in this build");
        }
        return b;
    }
}
