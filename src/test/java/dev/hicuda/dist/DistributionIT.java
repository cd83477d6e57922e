package dev.hicuda.dist;

import dev.hicuda.support.Proc;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The distribution archive that 'mvn package' builds (issue 16), installed the way README says:
 * {@code tar xzf hicuda-VERSION.tar.gz; hicuda-VERSION/install.sh --prefix DIR}.  Then the installed
 * launcher runs from PATH and through a symbolic link, names the version and the commit, finds its
 * man page through MANPATH, completes in bash, uses its class-data sharing archive and ignores one
 * that does not match; --uninstall removes every file it installed.  Run by failsafe after
 * 'package' ('mvn verify'), which passes the archive's path in the property hicuda.dist.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DistributionIT {
    static final long TIMEOUT = 600;

    @TempDir
    static Path tmp;

    Path unpacked;
    Path prefix;
    String version;

    @BeforeAll
    void unpackAndInstall() throws IOException {
        String archive = System.getProperty("hicuda.dist");
        assertThat(archive).as("system property hicuda.dist (set by the pom's failsafe configuration)").isNotNull();
        version = System.getProperty("hicuda.version");
        assertThat(Path.of(archive)).isRegularFile();
        Path into = Files.createDirectories(tmp.resolve("unpacked"));
        ok(run(into, Map.of(), "tar", "-xzf", archive));
        unpacked = into.resolve("hicuda-" + version);
        prefix = tmp.resolve("prefix");
        Proc.Streams r = ok(run(unpacked, Map.of(), "./install.sh", "--prefix", prefix.toString()));
        assertThat(r.out()).contains("hicuda installed in " + prefix);
    }

    @Test
    void theArchiveHoldsTheLauncherTheJarTheRuntimeHeadersTheManPageAndTheCompletion() throws IOException {
        assertThat(Files.getPosixFilePermissions(unpacked.resolve("bin/hicuda"))).contains(PosixFilePermission.OWNER_EXECUTE);
        assertThat(Files.getPosixFilePermissions(unpacked.resolve("install.sh"))).contains(PosixFilePermission.OWNER_EXECUTE);
        assertThat(unpacked.resolve("lib/hicuda.jar")).isRegularFile();
        assertThat(unpacked.resolve("share/man/man1/hicuda.1")).isRegularFile();
        assertThat(unpacked.resolve("share/bash-completion/completions/hicuda")).isRegularFile();
        assertThat(unpacked.resolve("share/hicuda/runtime/hicuda_cpu.h"))
                .hasSameTextualContentAs(Path.of("src/main/resources/dev/hicuda/runtime/hicuda_cpu.h"));
        assertThat(unpacked.resolve("lib/hicuda.jsa")).as("the CDS archive is written at install time").doesNotExist();
    }

    @Test
    void versionNamesTheVersionAndTheCommit() {
        Proc.Streams r = ok(hicuda(prefix.resolve("bin/hicuda"), Map.of(), "--version"));
        assertThat(r.err()).isEmpty();
        Proc.Streams git = run(Path.of("."), Map.of(), "git", "rev-parse", "--short=12", "HEAD");
        String commit = git.exit() == 0 ? git.out().trim() : "unknown";
        assertThat(r.out()).startsWith("hicuda " + version + " (commit " + commit).endsWith(")\n");
    }

    @Test
    void runsFromPathThroughASymbolicLink() throws IOException {
        Path bin = Files.createDirectories(tmp.resolve("elsewhere/bin"));
        Files.createSymbolicLink(bin.resolve("hicuda"), prefix.resolve("bin/hicuda"));
        Map<String, String> env = Map.of("PATH", bin + ":" + System.getenv("PATH"));

        // through a shell, as a user types it: the shell looks hicuda up on the PATH given here
        Proc.Streams help = ok(hicuda(Path.of("bash"), env, "-c", "hicuda --help"));
        assertThat(help.out()).startsWith("Usage: hicuda").contains("translate", "check", "run", "Exit codes:");

        Path out = tmp.resolve("vecadd.cu");
        Proc.Streams tr = ok(hicuda(Path.of("bash"), env, "-c", "hicuda translate \"$1\" -o \"$2\"", "bash",
                prefix.resolve("share/hicuda/examples/vecadd.c").toString(), out.toString()));
        assertThat(tr.out() + tr.err()).isEmpty();
        assertThat(Files.readString(out)).contains("__global__");
    }

    @Test
    void theManPageIsInstalledAndRenders() throws IOException {
        Path page = prefix.resolve("share/man/man1/hicuda.1");
        assertThat(Files.readString(page)).contains(".TH \"HICUDA\" \"1\"");
        assumeTrue(Proc.available("man"), "man is not installed (.ci/run installs man-db)");
        Proc.Streams where = ok(run(tmp, Map.of("MANPATH", prefix.resolve("share/man").toString()), "man", "-w", "hicuda"));
        assertThat(where.out().trim()).isEqualTo(page.toString());
        Proc.Streams shown = ok(run(tmp, Map.of("MANWIDTH", "100", "MANPAGER", "cat", "PAGER", "cat"), "man", "-l", page.toString()));
        assertThat(shown.out()).contains("hicuda - Translates sequential C", "translate", "EXIT CODES");
    }

    @Test
    void bashCompletionDefinesTheCompletionFunctionAndCompletesSubcommands() {
        Path script = prefix.resolve("share/bash-completion/completions/hicuda");
        Proc.Streams r = ok(run(tmp, Map.of(), "bash", "-c", "source \"$1\"; complete -p hicuda", "bash", script.toString()));
        assertThat(r.out()).contains("-F _complete_hicuda hicuda");
        Proc.Streams words = ok(run(tmp, Map.of(), "bash", "-c",
                "source \"$1\"; COMP_WORDS=(hicuda tr); COMP_CWORD=1; COMP_LINE='hicuda tr'; COMP_POINT=9; "
                        + "_complete_hicuda hicuda tr hicuda; echo \"${COMPREPLY[@]}\"", "bash", script.toString()));
        assertThat(words.out().trim()).isEqualTo("translate");
    }

    @Test
    void installWritesAClassDataSharingArchiveThatTheLauncherUses() throws IOException {
        assertThat(prefix.resolve("lib/hicuda.jsa")).isRegularFile();
        Path log = tmp.resolve("classes.log");
        ok(hicuda(prefix.resolve("bin/hicuda"), Map.of("JAVA_TOOL_OPTIONS", "-Xlog:class+load=info:file=" + log), "--version"));
        assertThat(Files.readAllLines(log)).anyMatch(l -> l.contains(" dev.hicuda.driver.Main ")
                && l.contains("source: shared objects file"));
    }

    @Test
    void anArchiveThatDoesNotMatchIsIgnoredSilently() throws IOException {
        Path p = tmp.resolve("no cds, a space in the path");
        ok(run(unpacked, Map.of(), "./install.sh", "--no-cds", "--prefix", p.toString()));
        assertThat(p.resolve("lib/hicuda.jsa")).doesNotExist();
        Files.write(p.resolve("lib/hicuda.jsa"), "not a CDS archive".repeat(1000).getBytes(StandardCharsets.UTF_8));
        Proc.Streams r = ok(hicuda(p.resolve("bin/hicuda"), Map.of(), "--version"));
        assertThat(r.out()).startsWith("hicuda " + version).hasLineCount(1);
        assertThat(r.err()).isEmpty();
        // An archive made for another copy of the jar (another path): the JVM refuses it, quietly.
        Files.copy(prefix.resolve("lib/hicuda.jsa"), p.resolve("lib/hicuda.jsa"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        r = ok(hicuda(p.resolve("bin/hicuda"), Map.of(), "--version"));
        assertThat(r.out()).startsWith("hicuda " + version).hasLineCount(1);
        assertThat(r.err()).isEmpty();
    }

    @Test
    void reinstallingRemovesWhatTheEarlierInstallListedAndUninstallRemovesEveryFile() throws IOException {
        Path p = tmp.resolve("to-remove");
        ok(run(unpacked, Map.of(), "./install.sh", "--prefix=" + p));
        assertThat(p.resolve("bin/hicuda")).isRegularFile();
        // a file that an older version installed and this one does not
        Files.writeString(p.resolve("share/hicuda/examples/old.c"), "int old;\n");
        Files.writeString(p.resolve("share/hicuda/install-manifest.txt"), "share/hicuda/examples/old.c\n",
                java.nio.file.StandardOpenOption.APPEND);
        ok(run(unpacked, Map.of(), "./install.sh", "--no-cds", "--prefix=" + p));
        assertThat(p.resolve("share/hicuda/examples/old.c")).doesNotExist();
        assertThat(p.resolve("lib/hicuda.jsa")).doesNotExist();
        Proc.Streams r = ok(run(unpacked, Map.of(), "./install.sh", "--uninstall", "--prefix", p.toString()));
        assertThat(r.out()).contains("hicuda uninstalled from " + p);
        try (Stream<Path> left = Files.walk(p)) {
            assertThat(left.filter(Files::isRegularFile).toList()).isEmpty();
        }
        assertThat(p.resolve("share/hicuda")).doesNotExist();
        Proc.Streams again = run(unpacked, Map.of(), "./install.sh", "--uninstall", "--prefix", p.toString());
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("no hicuda installation in " + p);
    }

    /** Runs the installed launcher (or a shell that runs it) with JAVA_HOME set to the JVM running the tests (Java 17 or later). */
    Proc.Streams hicuda(Path launcher, Map<String, String> env, String... args) {
        Map<String, String> e = new HashMap<>(env);
        e.put("JAVA_HOME", System.getProperty("java.home"));
        e.put("JAVA_TOOL_OPTIONS", env.get("JAVA_TOOL_OPTIONS"));
        String[] cmd = Stream.concat(Stream.of(launcher.toString()), Stream.of(args)).toArray(String[]::new);
        Proc.Streams r = run(tmp, e, cmd);
        if (env.containsKey("JAVA_TOOL_OPTIONS")) {
            // the JVM announces JAVA_TOOL_OPTIONS on standard error
            return new Proc.Streams(r.exit(), r.out(), r.err().replaceAll("Picked up JAVA_TOOL_OPTIONS: .*\\n", ""));
        }
        return r;
    }

    static Proc.Streams run(Path dir, Map<String, String> env, String... cmd) {
        return Proc.run(dir, env, TIMEOUT, List.of(cmd));
    }

    static Proc.Streams ok(Proc.Streams r) {
        assertThat(r.exit()).as("exit code; stdout:%n%s%nstderr:%n%s", r.out(), r.err()).isZero();
        return r;
    }
}
