// pentomino-measure [-o FILE] [-t SECONDS] PROGRAM [ARGUMENT…]: runs PROGRAM with its output thrown
// away (or written to FILE, for the caller to check) and prints its wall time in seconds and its
// peak resident memory in kilobytes; with -t, a program still running after SECONDS is killed and
// the line ends with "stopped". pentomino-bench starts every process it times through this one:
// Linux starts a child's peak memory at the memory of the process that spawned it, and this one is
// small, as /usr/bin/time is, where the benchmark itself is not.
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static pid_t child;
static volatile sig_atomic_t stopped;

/// The time limit has passed: the program is killed, and wait4 returns.
static void stop_child(int signal) {
    (void)signal;
    stopped = 1;
    kill(child, SIGKILL);
}

int main(int argc, char **argv) {
    const char *output = "/dev/null";
    double limit = 0;
    int first = 1;
    while (first + 1 < argc && (strcmp(argv[first], "-o") == 0 || strcmp(argv[first], "-t") == 0)) {
        if (argv[first][1] == 'o') output = argv[first + 1];
        else limit = atof(argv[first + 1]);
        first += 2;
    }
    if (first >= argc) {
        fprintf(stderr, "usage: pentomino-measure [-o FILE] [-t SECONDS] PROGRAM [ARGUMENT...]\n");
        return 64;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    if (posix_spawn(&child, argv[first], &actions, NULL, argv + first, environ) != 0) return 1;
    if (limit > 0) {
        struct sigaction action = {.sa_handler = stop_child, .sa_flags = SA_RESTART};
        sigaction(SIGALRM, &action, NULL);
        struct itimerval timer = {.it_value = {.tv_sec = (time_t)limit, .tv_usec = (suseconds_t)((limit - (time_t)limit) * 1e6)}};
        setitimer(ITIMER_REAL, &timer, NULL);
    }
    int status;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) != child) return 1;
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    if (stopped) {
        printf("%.9f %ld stopped\n", seconds, usage.ru_maxrss);
        return 0;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
    printf("%.9f %ld\n", seconds, usage.ru_maxrss);
    return 0;
}
