package dev.hicuda.support;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.ThrowingConsumer;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Test support: dynamic tests whose bodies (which mostly wait for g++, nvcc and the programs they
 * build) run on a few threads at once; each test then reports its own result, failures included.
 * The compiler is thread-safe (no static mutable state), so translations may run side by side.
 */
public final class Concurrently {
    private Concurrently() {
    }

    public static <T> Stream<DynamicTest> tests(List<T> items, Function<T, String> name, ThrowingConsumer<T> check) {
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors() + 1);
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "test-worker");
            t.setDaemon(true);
            return t;
        });
        List<CompletableFuture<Throwable>> results = new ArrayList<>();
        for (T item : items) {
            results.add(CompletableFuture.supplyAsync(() -> {
                try {
                    check.accept(item);
                    return null;
                } catch (Throwable e) {
                    return e;
                }
            }, pool));
        }
        pool.shutdown();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            CompletableFuture<Throwable> f = results.get(i);
            tests.add(DynamicTest.dynamicTest(name.apply(items.get(i)), () -> {
                Throwable t = f.join();
                if (t != null) {
                    throw t;
                }
            }));
        }
        return tests.stream();
    }
}
