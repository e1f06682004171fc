// Namespaces made once and joined by many runs.
//
// A short-lived child shares this process's memory and file table (CLONE_VM | CLONE_FILES):
// it confines itself exactly as a run would, opens /proc/self/ns/* into the shared table and
// exits. The descriptors keep the namespaces alive with no process in them; each run then
// joins them with setns(), which costs a fraction of making them (a fresh network namespace,
// in particular, is slow to make and slower to tear down).

#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

struct namespace_maker {
    const cj_run_request *request;
    cj_namespaces *out;
    int stage, error;
};

static int open_namespace(const char *path, int *fd) {
    *fd = open(path, O_RDONLY | O_CLOEXEC);
    return *fd >= 0 ? 0 : -1;
}

/// The child: async-signal-safe only (it runs on this process's memory; every signal is blocked).
static int maker_entry(void *argument) {
    struct namespace_maker *maker = argument;
    const cj_run_request *r = maker->request;
    int stage = cj_confine_credentials(r);
    if (stage == 0) stage = cj_make_isolation(r);
    if (stage == 0
        && (((r->isolation & CJ_ISOLATE_USER) && open_namespace("/proc/self/ns/user", &maker->out->user_fd) != 0)
            || ((r->isolation & CJ_ISOLATE_NET) && open_namespace("/proc/self/ns/net", &maker->out->net_fd) != 0)
            || ((r->isolation & CJ_ISOLATE_MOUNT) && open_namespace("/proc/self/ns/mnt", &maker->out->mount_fd) != 0))) {
        stage = CJ_STAGE_SETNS;
    }
    if (stage != 0) {
        maker->stage = stage;
        maker->error = errno;
        _exit(127);
    }
    _exit(0);
}

int cj_make_namespaces(const cj_run_request *r, cj_namespaces *out, int *failed_stage, int *failed_errno) {
    out->user_fd = out->net_fd = out->mount_fd = -1;
    *failed_stage = CJ_STAGE_NONE;
    *failed_errno = 0;
    const size_t stack_size = 64 * 1024;
    void *stack = mmap(NULL, stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stack == MAP_FAILED) {
        *failed_stage = CJ_STAGE_FORK;
        *failed_errno = errno;
        return -1;
    }
    struct namespace_maker maker = { r, out, CJ_STAGE_NONE, 0 };
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    cj_credentials_lock(1);
    pid_t pid = clone(maker_entry, (char *)stack + stack_size, CLONE_VM | CLONE_VFORK | CLONE_FILES | SIGCHLD, &maker);
    int clone_errno = errno;
    cj_credentials_unlock();
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, stack_size);
    if (pid < 0) {
        *failed_stage = CJ_STAGE_FORK;
        *failed_errno = clone_errno;
        return -1;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (maker.stage != CJ_STAGE_NONE || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        *failed_stage = maker.stage != CJ_STAGE_NONE ? maker.stage : CJ_STAGE_WAIT;
        *failed_errno = maker.error;
        cj_close_namespaces(out);
        return -1;
    }
    return 0;
}

void cj_close_namespaces(cj_namespaces *ns) {
    int *fds[3] = { &ns->user_fd, &ns->net_fd, &ns->mount_fd };
    for (int i = 0; i < 3; i++) {
        if (*fds[i] >= 0) close(*fds[i]);
        *fds[i] = -1;
    }
}
