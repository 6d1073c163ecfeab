// faultshim is preloaded (LD_PRELOAD) into a process that writes a
// tournament file, by the fault-injection test of package store. It counts
// every write, truncation and flush the process makes to a file under
// ARBITER_FAULT_DIR, and at the ARBITER_FAULT_AT-th one kills the process
// (ARBITER_FAULT_MODE=kill) or fails it and every later one with EIO or
// ENOSPC (mode eio, enospc), as a failing or full disk would. The count so
// far is kept in the file ARBITER_FAULT_COUNT. With ARBITER_FAULT_READ set,
// every read of a file under the folder whose path contains that text fails
// with EIO, as an unreadable sector would. With ARBITER_FAULT_OPEN set to a
// name's ending ("-wal", "-shm"), the opens of files under the folder whose
// names end so are counted in ARBITER_FAULT_OPEN_COUNT, and from the
// ARBITER_FAULT_OPEN_AT-th on each fails with ARBITER_FAULT_OPEN_ERRNO
// (eio, enospc or eacces), as a full or failing disk fails SQLite's opening
// of its log and shared memory.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

enum { COUNT, KILL, FAIL_EIO, FAIL_ENOSPC };

static char dir[4096];
static size_t dirlen;
static long at;
static int mode = COUNT;
static int countfd = -1;
static long count;
static char readpat[256];
static char openend[64];
static long openat_n;
static int openerr;
static long opens;
static int opencountfd = -1;

__attribute__((constructor)) static void setup(void) {
	const char *d = getenv("ARBITER_FAULT_DIR");
	const char *a = getenv("ARBITER_FAULT_AT");
	const char *m = getenv("ARBITER_FAULT_MODE");
	const char *c = getenv("ARBITER_FAULT_COUNT");
	if (d != NULL && strlen(d) < sizeof dir - 1) {
		strcpy(dir, d);
		dirlen = strlen(dir);
	}
	if (a != NULL) at = atol(a);
	if (m != NULL && strcmp(m, "kill") == 0) mode = KILL;
	if (m != NULL && strcmp(m, "eio") == 0) mode = FAIL_EIO;
	if (m != NULL && strcmp(m, "enospc") == 0) mode = FAIL_ENOSPC;
	const char *r = getenv("ARBITER_FAULT_READ");
	if (r != NULL && strlen(r) < sizeof readpat - 1) strcpy(readpat, r);
	if (c != NULL) countfd = (int)syscall(SYS_openat, AT_FDCWD, c, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	const char *oe = getenv("ARBITER_FAULT_OPEN");
	if (oe != NULL && strlen(oe) < sizeof openend - 1) strcpy(openend, oe);
	const char *oa = getenv("ARBITER_FAULT_OPEN_AT");
	if (oa != NULL) openat_n = atol(oa);
	const char *er = getenv("ARBITER_FAULT_OPEN_ERRNO");
	if (er != NULL && strcmp(er, "eio") == 0) openerr = EIO;
	if (er != NULL && strcmp(er, "enospc") == 0) openerr = ENOSPC;
	if (er != NULL && strcmp(er, "eacces") == 0) openerr = EACCES;
	const char *oc = getenv("ARBITER_FAULT_OPEN_COUNT");
	if (oc != NULL) opencountfd = (int)syscall(SYS_openat, AT_FDCWD, oc, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
}

// fdpath puts the path of the file open on fd in path, ended by a NUL,
// and returns its length (-1 when it cannot be read).
static ssize_t fdpath(int fd, char path[4096]) {
	char link[64];
	snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
	ssize_t n = readlink(link, path, 4095);
	if (n >= 0) path[n] = 0;
	return n;
}

// watched reports whether fd is a file under the watched folder.
static int watched(int fd) {
	char path[4096];
	if (dirlen == 0) return 0;
	if (fdpath(fd, path) < (ssize_t)dirlen) return 0;
	return strncmp(path, dir, dirlen) == 0 && path[dirlen] == '/';
}

// readfault returns EIO for a read of a watched file whose path contains
// ARBITER_FAULT_READ, 0 otherwise.
static int readfault(int fd) {
	char path[4096];
	if (readpat[0] == 0 || !watched(fd)) return 0;
	if (fdpath(fd, path) <= 0) return 0;
	return strstr(path, readpat) != NULL ? EIO : 0;
}

// FAILWITH makes the call it stands in fail, as the system call would,
// with the errno the check gives, when it gives one (not 0).
#define FAILWITH(check)              \
	do {                         \
		int e = (check);     \
		if (e != 0) {        \
			errno = e;   \
			return -1;   \
		}                    \
	} while (0)

ssize_t read(int fd, void *buf, size_t n) {
	FAILWITH(readfault(fd));
	return syscall(SYS_read, fd, buf, n);
}

ssize_t pread(int fd, void *buf, size_t n, off_t off) {
	FAILWITH(readfault(fd));
	return syscall(SYS_pread64, fd, buf, n, off);
}

// writecount puts the count n in the count file fd, if there is one.
static void writecount(int fd, long n) {
	if (fd < 0) return;
	char buf[32];
	int len = snprintf(buf, sizeof buf, "%020ld\n", n);
	syscall(SYS_pwrite64, fd, buf, len, 0);
}

// fault counts one operation on fd and returns the errno it is to fail
// with, or 0 to let it run; it does not return when the process is killed.
static int fault(int fd, int flush) {
	if (!watched(fd)) return 0;
	long n = __atomic_add_fetch(&count, 1, __ATOMIC_SEQ_CST);
	writecount(countfd, n);
	if (at <= 0 || n < at) return 0;
	switch (mode) {
	case KILL:
		if (n == at) syscall(SYS_kill, getpid(), SIGKILL);
		return 0;
	case FAIL_EIO:
		return EIO;
	case FAIL_ENOSPC:
		return flush ? EIO : ENOSPC;
	}
	return 0;
}

ssize_t write(int fd, const void *buf, size_t n) {
	FAILWITH(fault(fd, 0));
	return syscall(SYS_write, fd, buf, n);
}

ssize_t pwrite(int fd, const void *buf, size_t n, off_t off) {
	FAILWITH(fault(fd, 0));
	return syscall(SYS_pwrite64, fd, buf, n, off);
}

int ftruncate(int fd, off_t len) {
	FAILWITH(fault(fd, 0));
	return (int)syscall(SYS_ftruncate, fd, len);
}

int fsync(int fd) {
	FAILWITH(fault(fd, 1));
	return (int)syscall(SYS_fsync, fd);
}

int fdatasync(int fd) {
	FAILWITH(fault(fd, 1));
	return (int)syscall(SYS_fdatasync, fd);
}

// openfault counts an open of path when it is a watched side file and
// returns the errno it is to fail with, or 0.
static int openfault(const char *path) {
	size_t n, e;
	if (openend[0] == 0 || dirlen == 0 || path == NULL) return 0;
	n = strlen(path);
	e = strlen(openend);
	if (strncmp(path, dir, dirlen) != 0 || path[dirlen] != '/' || n < e || strcmp(path + n - e, openend) != 0) return 0;
	long k = __atomic_add_fetch(&opens, 1, __ATOMIC_SEQ_CST);
	writecount(opencountfd, k);
	return openat_n > 0 && k >= openat_n ? openerr : 0;
}

static int modeof(int flags, va_list ap) {
	return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? va_arg(ap, int) : 0;
}

int open(const char *path, int flags, ...) {
	va_list ap;
	va_start(ap, flags);
	int mode = modeof(flags, ap);
	va_end(ap);
	FAILWITH(openfault(path));
	return (int)syscall(SYS_openat, AT_FDCWD, path, flags, mode);
}

// The calls' 64-bit names (pread64, pwrite64, ftruncate64, open64) are
// the same calls on a 64-bit system, and fail alike.
ssize_t pread64(int fd, void *buf, size_t n, off_t off) __attribute__((alias("pread")));
ssize_t pwrite64(int fd, const void *buf, size_t n, off_t off) __attribute__((alias("pwrite")));
int ftruncate64(int fd, off_t len) __attribute__((alias("ftruncate")));
int open64(const char *path, int flags, ...) __attribute__((alias("open")));
