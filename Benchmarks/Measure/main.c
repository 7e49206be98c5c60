// pentomino-measure PROGRAM [ARGUMENT…]: runs PROGRAM with its output thrown away and prints its wall
// time in seconds and its peak resident memory in kilobytes. pentomino-bench starts every process it
// times through this one: Linux starts a child's peak memory at the memory of the process that
// spawned it, and this one is small, as /usr/bin/time is, where the benchmark itself is not.
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: pentomino-measure PROGRAM [ARGUMENT...]\n");
        return 64;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid;
    if (posix_spawn(&pid, argv[1], &actions, NULL, argv + 1, environ) != 0) return 1;
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid) return 1;
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 1;
    printf("%.9f %ld\n", (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9, usage.ru_maxrss);
    return 0;
}
