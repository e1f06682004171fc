// Boxes: the one sandbox through which every program prep starts passes.
//
// A box is made once (per grading worker, per compile, per generator run) and then runs
// programs one after another. Making one (cj_box_open):
//
//   calling thread --clone(VM|VFORK|FILES)--> maker --unshare--> --clone(VM|VFORK|PARENT)--> init
//
// The maker makes the namespaces and starts the init: the first process of the new PID
// namespace (its PID 1) and, through CLONE_PARENT, a child of the calling thread, so that it
// dies with that thread (PR_SET_PDEATHSIG) and, being PID 1, takes every process of the box
// with it. The init builds the view, drops privileges, and execs prep-runner in its box mode,
// which then runs the programs the judge sends over the control socket (cj_box_run; the
// protocol is in cj_runner.h, its other side in Sources/prep-runner/main.c).
//
// The view is an allowlist: a fresh tmpfs becomes the root (pivot_root; the host's root is
// detached), and only the requested paths are bound into it, read-only unless asked
// otherwise, all nosuid and nodev. It has its own /proc (of the box's PID namespace) and a
// /dev with null, zero, full, random and urandom only.
//
// Order of the namespaces:
// - as an ordinary user, the maker first makes a user namespace (its uid mapped to itself)
//   and in it the mount, PID, network, IPC and UTS namespaces; the init has capabilities in
//   them until its execve.
// - as root, the maker makes the mount, PID, network, IPC and UTS namespaces as root, so that
//   the view can include toolchains only root can reach (a rustup in /root); the init builds
//   the view, drops to the box's uid, and only then makes a user namespace mapping that uid
//   to itself (so that RLIMIT_NPROC counts only the box's processes).
// No uid in a box is 0, no_new_privs is set and every mount is nosuid: nothing in a box can
// gain a privilege.
//
// The maker and the init run on this process's memory (CLONE_VM) with every signal blocked:
// everything they do is async-signal-safe (raw system calls; no malloc, no stdio).

#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif
#ifndef SYS_execveat
#define SYS_execveat 322
#endif
#ifndef AT_RECURSIVE
#define AT_RECURSIVE 0x8000
#endif

// MARK: - Making a box

struct box_state {
    const cj_box_request *request;
    int control_fd;       ///< the init's end of the control socket
    char *init_stack_top;
    pid_t init_pid;       ///< set by the maker
    int stage, error;     ///< the first failure, set by the maker or the init
    char path[256];       ///< the path at fault, when there is one
};

/// Formats `value` in decimal into `out`; returns the length.
static size_t format_uint(unsigned long long value, char *out) {
    char digits[24];
    size_t count = 0;
    do { digits[count++] = (char)('0' + value % 10); value /= 10; } while (value != 0);
    for (size_t i = 0; i < count; i++) out[i] = digits[count - 1 - i];
    return count;
}

static int fail(struct box_state *st, int stage, const char *path) {
    st->error = errno;
    st->stage = stage;
    if (path != NULL) {
        size_t n = strlen(path);
        if (n > sizeof st->path - 1) n = sizeof st->path - 1;
        memcpy(st->path, path, n);
        st->path[n] = 0;
    }
    return stage;
}

/// `prefix` + `path` into `out` (PATH_MAX bytes); -1 (ENAMETOOLONG) when it does not fit.
static int join(char *out, const char *prefix, const char *path) {
    size_t a = strlen(prefix), b = strlen(path);
    if (a + b + 1 > PATH_MAX) { errno = ENAMETOOLONG; return -1; }
    memcpy(out, prefix, a);
    memcpy(out + a, path, b + 1);
    return 0;
}

static int write_file(const char *path, const char *text, size_t length) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t written = write(fd, text, length);
    int saved = errno;
    close(fd);
    errno = saved;
    return written == (ssize_t)length ? 0 : -1;
}

/// Maps `id` to itself in a new user namespace ("id id 1").
static int write_id_map(const char *path, unsigned id) {
    char line[64];
    size_t n = format_uint(id, line);
    line[n++] = ' ';
    n += format_uint(id, line + n);
    line[n++] = ' ';
    line[n++] = '1';
    line[n++] = '\n';
    return write_file(path, line, n);
}

static int map_own_ids(unsigned uid, unsigned gid) {
    if (write_file("/proc/self/setgroups", "deny", 4) != 0) return -1;
    if (write_id_map("/proc/self/uid_map", uid) != 0) return -1;
    return write_id_map("/proc/self/gid_map", gid);
}

/// mkdir -p (mode 0755); `path` is modified and restored.
static int make_folders(char *path) {
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        int failed = mkdir(path, 0755) != 0 && errno != EEXIST;
        *p = '/';
        if (failed) return -1;
    }
    return mkdir(path, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

/// An empty file at `path` (its folders made as needed), to mount a file on.
static int make_file(char *path) {
    char *slash = strrchr(path, '/');
    if (slash != NULL && slash != path) {
        *slash = 0;
        int failed = make_folders(path);
        *slash = '/';
        if (failed) return -1;
    }
    int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return errno == EEXIST ? 0 : -1;
    close(fd);
    return 0;
}

struct cj_mount_attr { uint64_t attr_set, attr_clr, propagation, userns_fd; };
enum { ATTR_RDONLY = 0x1, ATTR_NOSUID = 0x2, ATTR_NODEV = 0x4, ATTR_NOEXEC = 0x8 };

/// Adds restrictions (ATTR_*) to the mount at `path` (and, when `recursive`, every mount
/// below it). Restrictions the mount already has are kept, so locked flags never fail it.
static int restrict_mount(const char *path, uint64_t attributes, int recursive) {
    struct cj_mount_attr attr = { attributes, 0, 0, 0 };
    if (syscall(SYS_mount_setattr, AT_FDCWD, path, recursive ? AT_RECURSIVE : 0, &attr, sizeof attr) == 0) return 0;
    if (errno != ENOSYS) return -1;
    // Before Linux 5.12: remount the top mount only, keeping the flags it has.
    struct statvfs info;
    if (statvfs(path, &info) != 0) return -1;
    unsigned long flags = MS_BIND | MS_REMOUNT;
    if (info.f_flag & ST_RDONLY) flags |= MS_RDONLY;
    if (info.f_flag & ST_NOSUID) flags |= MS_NOSUID;
    if (info.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (info.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (info.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (info.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (info.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    if (attributes & ATTR_RDONLY) flags |= MS_RDONLY;
    if (attributes & ATTR_NOSUID) flags |= MS_NOSUID;
    if (attributes & ATTR_NODEV) flags |= MS_NODEV;
    if (attributes & ATTR_NOEXEC) flags |= MS_NOEXEC;
    return mount(NULL, path, NULL, flags, NULL);
}

/// "mode=0755,size=<bytes>,nr_inodes=<n>" for a box tmpfs.
static void tmpfs_options(char *out, int64_t bytes, unsigned inodes) {
    size_t n = 0;
    memcpy(out, "mode=0755,size=", 15);
    n = 15;
    n += format_uint((unsigned long long)(bytes > 0 ? bytes : 1 << 20), out + n);
    memcpy(out + n, ",nr_inodes=", 11);
    n += 11;
    n += format_uint(inodes, out + n);
    out[n] = 0;
}

/// /dev: a small tmpfs with the harmless devices bound from the host's, and the usual links.
static int build_dev(struct box_state *st) {
    char options[96];
    tmpfs_options(options, 64 * 1024, 64);
    if (make_folders((char[]){"/newroot/dev"}) != 0
        || mount("prep-box", "/newroot/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, options) != 0) {
        return fail(st, CJ_STAGE_MOUNT, "/dev");
    }
    static const char *const devices[] = { "null", "zero", "full", "random", "urandom" };
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++) {
        char source[PATH_MAX], target[PATH_MAX];
        if (join(source, "/oldroot/dev/", devices[i]) != 0 || join(target, "/newroot/dev/", devices[i]) != 0
            || make_file(target) != 0 || mount(source, target, NULL, MS_BIND, NULL) != 0
            || restrict_mount(target, ATTR_NOSUID | ATTR_NOEXEC, 0) != 0) {
            return fail(st, CJ_STAGE_MOUNT, source + 8);
        }
    }
    static const char *const links[][2] = {
        { "/proc/self/fd", "/newroot/dev/fd" }, { "/proc/self/fd/0", "/newroot/dev/stdin" },
        { "/proc/self/fd/1", "/newroot/dev/stdout" }, { "/proc/self/fd/2", "/newroot/dev/stderr" },
    };
    for (size_t i = 0; i < sizeof links / sizeof links[0]; i++) {
        if (symlink(links[i][0], links[i][1]) != 0) return fail(st, CJ_STAGE_MOUNT, links[i][1] + 8);
    }
    return 0;
}

/// The box's own /proc; where the kernel refuses a new one (a container that masks parts of
/// the host's), the host's, read-only.
static int build_proc(struct box_state *st) {
    if (make_folders((char[]){"/newroot/proc"}) != 0) return fail(st, CJ_STAGE_MOUNT, "/proc");
    if (mount("proc", "/newroot/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) == 0) return 0;
    if (mount("/oldroot/proc", "/newroot/proc", NULL, MS_BIND | MS_REC, NULL) != 0
        || restrict_mount("/newroot/proc", ATTR_RDONLY | ATTR_NOSUID | ATTR_NODEV | ATTR_NOEXEC, 1) != 0) {
        return fail(st, CJ_STAGE_MOUNT, "/proc");
    }
    return 0;
}

static int build_binds(struct box_state *st) {
    const cj_box_request *r = st->request;
    for (int i = 0; i < r->bind_count; i++) {
        const cj_bind *bind = &r->binds[i];
        char source[PATH_MAX], target[PATH_MAX];
        if (bind->target == NULL || bind->target[0] != '/' || join(target, "/newroot", bind->target) != 0) {
            errno = EINVAL;
            return fail(st, CJ_STAGE_MOUNT, bind->target);
        }
        struct stat info;
        if (bind->flags & CJ_BIND_COVER) {
            if (lstat(target, &info) != 0) {
                if (bind->flags & CJ_BIND_OPTIONAL) continue;
                return fail(st, CJ_STAGE_MOUNT, bind->target);
            }
            int covered = S_ISDIR(info.st_mode)
                ? mount("prep-box", target, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "mode=0555,size=4k,nr_inodes=4")
                : mount("/empty", target, NULL, MS_BIND, NULL) != 0
                    ? -1 : restrict_mount(target, ATTR_RDONLY | ATTR_NOSUID | ATTR_NODEV | ATTR_NOEXEC, 0);
            if (covered != 0) return fail(st, CJ_STAGE_MOUNT, bind->target);
            continue;
        }
        if (bind->source == NULL || bind->source[0] != '/' || join(source, "/oldroot", bind->source) != 0) {
            errno = EINVAL;
            return fail(st, CJ_STAGE_MOUNT, bind->source);
        }
        if (stat(source, &info) != 0) {
            if (bind->flags & CJ_BIND_OPTIONAL) continue;
            return fail(st, CJ_STAGE_MOUNT, bind->source);
        }
        int made = S_ISDIR(info.st_mode) ? make_folders(target) : make_file(target);
        uint64_t attributes = ATTR_NOSUID;
        if (!(bind->flags & CJ_BIND_WRITABLE)) attributes |= ATTR_RDONLY;
        if (!(bind->flags & CJ_BIND_DEVICE)) attributes |= ATTR_NODEV;
        if (made != 0 || mount(source, target, NULL, MS_BIND | MS_REC, NULL) != 0
            || restrict_mount(target, attributes, 1) != 0) {
            return fail(st, CJ_STAGE_MOUNT, bind->source);
        }
    }
    for (int i = 0; i < r->link_count; i++) {
        char link[PATH_MAX];
        const char *name = r->links[2 * i], *destination = r->links[2 * i + 1];
        if (name == NULL || destination == NULL || name[0] != '/' || join(link, "/newroot", name) != 0) {
            errno = EINVAL;
            return fail(st, CJ_STAGE_MOUNT, name);
        }
        char *slash = strrchr(link, '/');
        *slash = 0;
        int failed = make_folders(link);
        *slash = '/';
        if (failed || (symlink(destination, link) != 0 && errno != EEXIST)) return fail(st, CJ_STAGE_MOUNT, name);
    }
    return 0;
}

/// The view: pivot into a staging tmpfs (the host's root at /oldroot), build /newroot, make
/// it read-only, pivot into it and detach everything else.
static int build_view(struct box_state *st) {
    const cj_box_request *r = st->request;
    char options[96];
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return fail(st, CJ_STAGE_MOUNT, "/");
    tmpfs_options(options, 64 * 1024, 64);
    if (mount("prep-box", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) return fail(st, CJ_STAGE_MOUNT, "/tmp");
    if (chdir("/tmp") != 0 || mkdir("newroot", 0755) != 0 || mkdir("oldroot", 0755) != 0) {
        return fail(st, CJ_STAGE_MOUNT, "/tmp");
    }
    int empty = open("empty", O_WRONLY | O_CREAT | O_CLOEXEC, 0444);
    if (empty < 0) return fail(st, CJ_STAGE_MOUNT, "/tmp");
    close(empty);
    if (syscall(SYS_pivot_root, ".", "oldroot") != 0 || chdir("/") != 0) return fail(st, CJ_STAGE_PIVOT, "/");
    tmpfs_options(options, r->tmpfs_bytes, 4096);
    if (mount("prep-box", "/newroot", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) return fail(st, CJ_STAGE_MOUNT, "/");
    int stage = build_dev(st);
    if (stage == 0) stage = build_proc(st);
    if (stage == 0) stage = build_binds(st);
    if (stage != 0) return stage;
    if (restrict_mount("/newroot/dev", ATTR_RDONLY | ATTR_NOSUID | ATTR_NOEXEC, 0) != 0) return fail(st, CJ_STAGE_MOUNT, "/dev");
    if (restrict_mount("/newroot", ATTR_RDONLY | ATTR_NOSUID | ATTR_NODEV, 0) != 0) return fail(st, CJ_STAGE_MOUNT, "/");
    if (chdir("/newroot") != 0 || syscall(SYS_pivot_root, ".", ".") != 0) return fail(st, CJ_STAGE_PIVOT, "/");
    if (umount2(".", MNT_DETACH) != 0 || chdir("/") != 0) return fail(st, CJ_STAGE_PIVOT, "/");
    return 0;
}

/// The init, until it execs prep-runner: PID 1 of the box, a child of the calling thread.
static int init_entry(void *argument) {
    struct box_state *st = argument;
    const cj_box_request *r = st->request;
    if (build_view(st) != 0) _exit(127);
    // Needs a capability over the UTS namespace: before any uid change.
    sethostname("prep", 4);
    if (r->drop_uid >= 0 && r->drop_gid >= 0 && geteuid() == 0) {
        if (syscall(SYS_setgroups, 0, NULL) != 0
            || syscall(SYS_setresgid, r->drop_gid, r->drop_gid, r->drop_gid) != 0
            || syscall(SYS_setresuid, r->drop_uid, r->drop_uid, r->drop_uid) != 0) {
            fail(st, CJ_STAGE_DROP_PRIVILEGES, NULL);
            _exit(127);
        }
        // The uid change made this memory (the judge's, CLONE_VM) non-dumpable, which would
        // hide /proc/self/uid_map from this process and core dumps from the judge.
        prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
        if (unshare(CLONE_NEWUSER) != 0) { fail(st, CJ_STAGE_UNSHARE, NULL); _exit(127); }
        if (map_own_ids((unsigned)r->drop_uid, (unsigned)r->drop_gid) != 0) { fail(st, CJ_STAGE_ID_MAP, NULL); _exit(127); }
    }
    // Nothing in the box may make user namespaces of its own (and with them capabilities
    // over namespaces it makes); best effort: a kernel that refuses still has the view.
    write_file("/proc/sys/user/max_user_namespaces", "0", 1);
    // No controlling terminal in a box (nothing inside can reach the user's terminal).
    setsid();
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    // 0-2: /dev/null; 3: the control socket; 4: prep-runner (close-on-exec); nothing else.
    int control = fcntl(st->control_fd, F_DUPFD, 10);
    int program = fcntl(r->init_fd, F_DUPFD_CLOEXEC, 10);
    int null = open("/dev/null", O_RDWR);
    if (control < 0 || program < 0 || null < 0
        || dup2(null, 0) < 0 || dup2(null, 1) < 0 || dup2(null, 2) < 0
        || dup2(control, CJ_BOX_CONTROL_FD) < 0 || dup3(program, 4, O_CLOEXEC) < 0) {
        fail(st, CJ_STAGE_DUP, NULL);
        _exit(127);
    }
    cj_close_from(5);
    char *const argv[] = { (char *)"prep-runner", (char *)"box", NULL };
    char *const envp[] = { NULL };
    syscall(SYS_execveat, 4, "", argv, envp, AT_EMPTY_PATH);
    fail(st, CJ_STAGE_EXEC, "prep-runner");
    _exit(127);
}

/// The maker: the namespaces, then the init in them.
static int maker_entry(void *argument) {
    struct box_state *st = argument;
    int root = geteuid() == 0;
    if (!root) {
        unsigned uid = (unsigned)getuid(), gid = (unsigned)getgid();
        if (unshare(CLONE_NEWUSER) != 0) { fail(st, CJ_STAGE_UNSHARE, NULL); _exit(0); }
        if (map_own_ids(uid, gid) != 0) { fail(st, CJ_STAGE_ID_MAP, NULL); _exit(0); }
    }
    if (unshare(CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS) != 0) {
        fail(st, CJ_STAGE_UNSHARE, NULL);
        _exit(0);
    }
    pid_t pid = clone(init_entry, st->init_stack_top, CLONE_VM | CLONE_VFORK | CLONE_PARENT | SIGCHLD, st);
    if (pid < 0) {
        fail(st, CJ_STAGE_FORK, NULL);
        _exit(0);
    }
    st->init_pid = pid;
    _exit(0);
}

int cj_box_open(const cj_box_request *r, cj_box *box, int *failed_stage, int *failed_errno, char failed_path[256]) {
    box->pid = -1;
    box->control_fd = -1;
    *failed_stage = CJ_STAGE_NONE;
    *failed_errno = 0;
    failed_path[0] = 0;
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) {
        *failed_stage = CJ_STAGE_FORK;
        *failed_errno = errno;
        return -1;
    }
    const size_t stack_size = 256 * 1024;
    char *stacks = mmap(NULL, 2 * stack_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (stacks == MAP_FAILED) {
        *failed_stage = CJ_STAGE_FORK;
        *failed_errno = errno;
        close(pair[0]);
        close(pair[1]);
        return -1;
    }
    struct box_state st;
    memset(&st, 0, sizeof st);
    st.request = r;
    st.control_fd = pair[1];
    st.init_stack_top = stacks + 2 * stack_size;
    st.init_pid = -1;
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    cj_credentials_lock(1);
    pid_t maker = clone(maker_entry, stacks + stack_size, CLONE_VM | CLONE_VFORK | CLONE_FILES | SIGCHLD, &st);
    int clone_errno = errno;
    cj_credentials_unlock();
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (maker > 0) {
        while (waitpid(maker, NULL, __WALL) < 0 && errno == EINTR) {}
    } else {
        st.stage = CJ_STAGE_FORK;
        st.error = clone_errno;
    }
    munmap(stacks, 2 * stack_size);
    close(pair[1]);
    if (st.stage != CJ_STAGE_NONE) {
        if (st.init_pid > 0) {
            while (waitpid(st.init_pid, NULL, __WALL) < 0 && errno == EINTR) {}
        }
        close(pair[0]);
        *failed_stage = st.stage;
        *failed_errno = st.error;
        memcpy(failed_path, st.path, sizeof st.path);
        return -1;
    }
    box->pid = st.init_pid;
    box->control_fd = pair[0];
    return 0;
}

// MARK: - Running in a box

static int64_t milliseconds(double seconds) {
    return seconds > 0 ? (int64_t)(seconds * 1000.0 + 0.5) : 0;
}

/// Appends `text` and its NUL to `buffer` at `*used`; -1 when it does not fit.
static int append(char *buffer, size_t capacity, size_t *used, const char *text) {
    size_t n = strlen(text) + 1;
    if (*used + n > capacity) return -1;
    memcpy(buffer + *used, text, n);
    *used += n;
    return 0;
}

static int protocol_failure(cj_box *box, cj_run_result *out, int error) {
    out->spawn_stage = CJ_STAGE_PROTOCOL;
    out->spawn_errno = error;
    // The box can no longer be trusted to be in step: end it.
    cj_box_close(box);
    return -1;
}

int cj_box_run(cj_box *box, const cj_run_request *r, cj_run_result *out) {
    memset(out, 0, sizeof *out);
    if (box->control_fd < 0) return protocol_failure(box, out, EBADF);
    if (r->extra_count < 0 || r->extra_count > CJ_BOX_MAX_FDS - 3) return protocol_failure(box, out, EINVAL);
    char *message = malloc(CJ_BOX_MAX_MESSAGE);
    if (message == NULL) return protocol_failure(box, out, ENOMEM);
    int64_t *fields = (int64_t *)message;
    int argc = 0, envc = 0;
    while (r->argv[argc] != NULL) argc++;
    while (r->envp[envc] != NULL) envc++;
    fields[CJ_BOX_REQ_MAGIC] = CJ_BOX_MAGIC;
    fields[CJ_BOX_REQ_CPU_MS] = milliseconds(r->cpu_seconds);
    fields[CJ_BOX_REQ_WALL_MS] = milliseconds(r->wall_seconds);
    fields[CJ_BOX_REQ_AS] = r->address_space_bytes;
    fields[CJ_BOX_REQ_STACK] = r->stack_bytes;
    fields[CJ_BOX_REQ_FSIZE] = r->file_size_bytes;
    fields[CJ_BOX_REQ_NPROC] = r->max_processes;
    fields[CJ_BOX_REQ_ARGC] = argc;
    fields[CJ_BOX_REQ_ENVC] = envc;
    fields[CJ_BOX_REQ_FDS] = 3 + r->extra_count;
    size_t used = CJ_BOX_REQ_COUNT * sizeof(int64_t);
    int fits = append(message, CJ_BOX_MAX_MESSAGE, &used, r->path) == 0
        && append(message, CJ_BOX_MAX_MESSAGE, &used, r->workdir != NULL ? r->workdir : "/") == 0;
    for (int i = 0; fits && i < argc; i++) fits = append(message, CJ_BOX_MAX_MESSAGE, &used, r->argv[i]) == 0;
    for (int i = 0; fits && i < envc; i++) fits = append(message, CJ_BOX_MAX_MESSAGE, &used, r->envp[i]) == 0;
    if (!fits) {
        free(message);
        out->spawn_stage = CJ_STAGE_EXEC;
        out->spawn_errno = E2BIG;
        return -1;
    }
    int fds[CJ_BOX_MAX_FDS] = { r->stdin_fd, r->stdout_fd, r->stderr_fd };
    for (int i = 0; i < r->extra_count; i++) fds[3 + i] = r->extra_fds[i];
    int fd_count = 3 + r->extra_count;
    union {
        char buffer[CMSG_SPACE(sizeof(int) * CJ_BOX_MAX_FDS)];
        struct cmsghdr align;
    } control;
    memset(&control, 0, sizeof control);
    struct iovec iov = { message, used };
    struct msghdr msg;
    memset(&msg, 0, sizeof msg);
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.buffer;
    msg.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)fd_count);
    struct cmsghdr *header = CMSG_FIRSTHDR(&msg);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)fd_count);
    memcpy(CMSG_DATA(header), fds, sizeof(int) * (size_t)fd_count);
    ssize_t sent;
    while ((sent = sendmsg(box->control_fd, &msg, MSG_NOSIGNAL)) < 0 && errno == EINTR) {}
    int send_errno = errno;
    free(message);
    if (sent != (ssize_t)used) return protocol_failure(box, out, sent < 0 ? send_errno : EPROTO);

    // The init enforces the wall-clock limit; this guard only catches a wedged box.
    int timeout = r->wall_seconds > 0 ? (int)(r->wall_seconds * 1000.0) + 30000 : -1;
    struct pollfd p = { box->control_fd, POLLIN, 0 };
    int ready;
    while ((ready = poll(&p, 1, timeout)) < 0 && errno == EINTR) {}
    if (ready <= 0) return protocol_failure(box, out, ready == 0 ? ETIMEDOUT : errno);
    int64_t result[CJ_BOX_RES_COUNT];
    ssize_t got;
    while ((got = recv(box->control_fd, result, sizeof result, 0)) < 0 && errno == EINTR) {}
    if (got != (ssize_t)sizeof result) return protocol_failure(box, out, got < 0 ? errno : EPROTO);
    if (result[CJ_BOX_RES_STAGE] != CJ_STAGE_NONE) {
        out->spawn_stage = (int)result[CJ_BOX_RES_STAGE];
        out->spawn_errno = (int)result[CJ_BOX_RES_ERRNO];
        return -1;
    }
    out->exited = (int)result[CJ_BOX_RES_EXITED];
    out->exit_code = (int)result[CJ_BOX_RES_CODE];
    out->signaled = (int)result[CJ_BOX_RES_SIGNALED];
    out->term_signal = (int)result[CJ_BOX_RES_SIGNAL];
    out->wall_timeout = (int)result[CJ_BOX_RES_WALL_TIMEOUT];
    out->user_seconds = (double)result[CJ_BOX_RES_USER_US] / 1e6;
    out->system_seconds = (double)result[CJ_BOX_RES_SYS_US] / 1e6;
    out->wall_seconds = (double)result[CJ_BOX_RES_WALL_US] / 1e6;
    out->max_rss_kib = result[CJ_BOX_RES_MAXRSS_KIB];
    return 0;
}

void cj_box_close(cj_box *box) {
    if (box->control_fd >= 0) close(box->control_fd);
    box->control_fd = -1;
    if (box->pid > 0) {
        // PID 1 of the box: the kernel kills every other process of the box with it.
        kill(box->pid, SIGKILL);
        while (waitpid(box->pid, NULL, __WALL) < 0 && errno == EINTR) {}
    }
    box->pid = -1;
}
