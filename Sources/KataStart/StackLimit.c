// The stack limit (`ulimit -s`), checked before anything else of the process runs.
//
// A program's main thread gets the stack the limit allows when it starts, and the threads it
// starts get that size too. Below some tens of KiB, the Swift runtime's own start (its static
// initializers, which run before `main`) or kata's first calls overflow it, and the process
// dies of SIGSEGV with no word said. So the limit is read here, in C, in a constructor that
// runs before the runtime's initializers, on the few hundred bytes of stack it needs: a soft
// limit that is too small is raised (up to 8 MiB) and kata starts again with it, as
// `ulimit -S -s` would; a hard limit that is too small is refused with a message that names
// it and the exit status 65, as an address space limit is. The kernel places the start of the
// stack up to 8 KiB lower at random, so a check in Swift, after the runtime started, failed
// at random under a limit of 16 or 20 KiB.

#include <sys/resource.h>
#include <sysexits.h>
#include <unistd.h>

/// The least stack kata runs with: far more than its deepest path needs (48 KiB measured).
static const rlim_t needed = 1 << 20;
/// What a soft limit too small is raised to, if the hard limit allows.
static const rlim_t raised = 8 << 20;

/// Writes `text`, `length` bytes, to standard error.
static void say(const char *text, size_t length) { (void)write(STDERR_FILENO, text, length); }

/// Says why kata cannot run under a stack limit of `soft` bytes, and ends it.
static void refuse(rlim_t soft) {
  char digits[24];
  size_t start = sizeof digits;
  rlim_t kibibytes = soft >> 10;
  do {
    digits[--start] = (char)('0' + kibibytes % 10);
    kibibytes /= 10;
  } while (kibibytes > 0 && start > 0);
  static const char before[] = "kata: the stack limit is ";
  static const char after[] =
      " KiB (ulimit -s), and kata needs at least 1024 KiB; raise it with 'ulimit -s 1024'\n";
  say(before, sizeof before - 1);
  say(digits + start, sizeof digits - start);
  say(after, sizeof after - 1);
  _exit(EX_DATAERR);
}

// A constructor of the first priority runs before the Swift runtime's initializers (linked into
// a release build on Linux). Apple platforms take no priorities; their Swift runtime is a system
// library, started before any constructor of the program.
#if defined(__APPLE__)
#define FIRST_CONSTRUCTOR __attribute__((constructor))
#else
#define FIRST_CONSTRUCTOR __attribute__((constructor(101)))
#endif

/// Raises a soft stack limit that is too small and starts kata again, or refuses a hard one,
/// with the arguments and environment that `main` would get.
FIRST_CONSTRUCTOR static void ensure_stack_limit(int argc, char **argv, char **environment) {
  (void)argc;
  struct rlimit limit;
  if (getrlimit(RLIMIT_STACK, &limit) != 0) return;
  if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= needed) return;
  rlim_t soft = limit.rlim_cur;
  if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < needed) refuse(soft);
  limit.rlim_cur = limit.rlim_max == RLIM_INFINITY || limit.rlim_max > raised ? raised : limit.rlim_max;
  // Started again, kata's main thread and its threads get the raised stack; if it cannot
  // start again, it says so rather than overflow.
  if (setrlimit(RLIMIT_STACK, &limit) == 0) execve("/proc/self/exe", argv, environment);
  refuse(soft);
}
