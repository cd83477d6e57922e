# Sourced by the fuzzing scripts (run from the repository root): compiles the tests and sets CP to
# the main and test classes and the test dependencies. With "snapshot", the classes are copied to a
# temporary folder first (removed on exit), so that builds in the worktree during a long run do not
# change the classes under it.
test_classpath() {
  mvn -q -B test-compile
  mvn -q -B dependency:build-classpath -Dmdep.outputFile=target/fuzz.classpath >/dev/null
  local classes=target/classes tests=target/test-classes
  if [ "${1:-}" = snapshot ]; then
    SNAPSHOT="$(mktemp -d /tmp/hicuda-classes.XXXXXX)"
    trap 'rm -rf "$SNAPSHOT"' EXIT
    cp -r target/classes "$SNAPSHOT/classes"
    cp -r target/test-classes "$SNAPSHOT/test-classes"
    classes="$SNAPSHOT/classes" tests="$SNAPSHOT/test-classes"
  fi
  CP="$classes:$tests:$(cat target/fuzz.classpath)"
}
