package dev.hicuda.driver;

/**
 * Names of the signals that can end a program {@code hicuda run} started. Java reports a process
 * that a signal killed with the status 128 + the signal's number, as a shell does, so a status above
 * 128 is read as a signal (Linux numbering).
 */
final class Signals {
    private static final String[][] NAMES = {
            {"SIGHUP", "hangup"}, {"SIGINT", "interrupt"}, {"SIGQUIT", "quit"}, {"SIGILL", "illegal instruction"},
            {"SIGTRAP", "trace/breakpoint trap"}, {"SIGABRT", "aborted"}, {"SIGBUS", "bus error"},
            {"SIGFPE", "floating-point exception"}, {"SIGKILL", "killed"}, {"SIGUSR1", "user signal 1"},
            {"SIGSEGV", "segmentation fault"}, {"SIGUSR2", "user signal 2"}, {"SIGPIPE", "broken pipe"},
            {"SIGALRM", "alarm clock"}, {"SIGTERM", "terminated"}, {"SIGSTKFLT", "stack fault"}, {"SIGCHLD", "child exited"},
            {"SIGCONT", "continued"}, {"SIGSTOP", "stopped"}, {"SIGTSTP", "stopped"}, {"SIGTTIN", "stopped (tty input)"},
            {"SIGTTOU", "stopped (tty output)"}, {"SIGURG", "urgent I/O condition"}, {"SIGXCPU", "CPU time limit exceeded"},
            {"SIGXFSZ", "file size limit exceeded"}, {"SIGVTALRM", "virtual timer expired"}, {"SIGPROF", "profiling timer expired"},
            {"SIGWINCH", "window changed"}, {"SIGIO", "I/O possible"}, {"SIGPWR", "power failure"}, {"SIGSYS", "bad system call"}};

    private Signals() {
    }

    /** The signal that a process status stands for (status - 128, 1..64), or 0 for a normal exit. */
    static int fromStatus(int status) {
        return status > 128 && status <= 128 + 64 ? status - 128 : 0;
    }

    /** "SIGSEGV (segmentation fault)", "SIGRTMIN+2", or "signal 40". */
    static String describe(int signal) {
        if (signal >= 1 && signal <= NAMES.length) {
            return NAMES[signal - 1][0] + " (" + NAMES[signal - 1][1] + ")";
        }
        if (signal >= 34 && signal <= 64) {
            return "SIGRTMIN+" + (signal - 34) + " (real-time signal)";
        }
        return "signal " + signal;
    }
}
