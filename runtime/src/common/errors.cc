#include "runtime/src/common/errors.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace symsync {
namespace impl {
namespace {

std::atomic<int> error_pe{-1};
std::atomic<AbortJob> error_abort_job{nullptr};
std::atomic<void (*)()> emergency_cleanup{nullptr};

void vreport(const char* routine, const char* format, va_list args) {
  char message[2048];
  vsnprintf(message, sizeof message, format, args);
  const int pe = error_pe.load();
  char line[2400];
  if (pe >= 0) {
    snprintf(line, sizeof line, "symsync: PE %d: %s: %s\n", pe, routine,
             message);
  } else {
    snprintf(line, sizeof line, "symsync: %s: %s\n", routine, message);
  }
  // One write per message, so lines of different PEs do not interleave.
  fflush(stdout);
  fputs(line, stderr);
  fflush(stderr);
}

}  // namespace

std::string describe_device_error(const DeviceErrorRecord& record) {
  // The message is our own text, with at most one %lld: check that rather
  // than trust memory a faulty kernel may have scribbled on.
  char message[sizeof record.message + 1] = "";
  std::memcpy(message, record.message, sizeof record.message);
  int conversions = 0;
  for (const char* c = message; *c != '\0'; ++c) {
    if (c[0] != '%') continue;
    if (c[1] == '%') {
      ++c;
    } else if (std::strncmp(c, "%lld", 4) == 0) {
      ++conversions;
    } else {
      conversions = 2;  // anything else: print the text as it is
    }
  }
  char what[512];
  if (conversions <= 1) {
    snprintf(what, sizeof what, message, record.value);
  } else {
    snprintf(what, sizeof what, "%s (value %lld)", message, record.value);
  }
  char where[160];
  snprintf(where, sizeof where,
           " (in device code: block (%u,%u,%u), thread (%u,%u,%u))",
           record.block[0], record.block[1], record.block[2], record.thread[0],
           record.thread[1], record.thread[2]);
  return std::string(what) + where;
}

void set_error_context(int my_pe, AbortJob abort_job) {
  error_pe.store(my_pe);
  error_abort_job.store(abort_job);
}

namespace {

// The signals that end a process which did not ask for them (a launcher
// ending a job: Open MPI's MPI_Abort, symsync-run, Ctrl-C). While a cleanup
// is set, their handler runs it, then lets the signal do what it did before.
constexpr int kEndingSignals[] = {SIGTERM, SIGINT, SIGHUP};
struct sigaction previous_actions[sizeof kEndingSignals / sizeof(int)];
std::atomic<bool> handlers_installed{false};

void restore_ending_signals() {
  for (size_t i = 0; i < sizeof kEndingSignals / sizeof(int); ++i)
    sigaction(kEndingSignals[i], &previous_actions[i], nullptr);
}

void on_ending_signal(int signal_number) {
  run_emergency_cleanup();
  restore_ending_signals();
  handlers_installed.store(false);
  raise(signal_number);
}

}  // namespace

void set_emergency_cleanup(void (*cleanup)()) {
  emergency_cleanup.store(cleanup);
  if (cleanup != nullptr && !handlers_installed.exchange(true)) {
    struct sigaction action = {};
    action.sa_handler = &on_ending_signal;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof kEndingSignals / sizeof(int); ++i) {
      sigaction(kEndingSignals[i], nullptr, &previous_actions[i]);
      // A signal the program ignores or handles itself stays as it is.
      if (previous_actions[i].sa_handler == SIG_DFL)
        sigaction(kEndingSignals[i], &action, nullptr);
    }
  } else if (cleanup == nullptr && handlers_installed.exchange(false)) {
    restore_ending_signals();
  }
}

void run_emergency_cleanup() {
  void (*cleanup)() = emergency_cleanup.exchange(nullptr);
  if (cleanup != nullptr) cleanup();
}

void warn(const char* routine, const char* format, ...) {
  va_list args;
  va_start(args, format);
  vreport(routine, format, args);
  va_end(args);
}

void exit_process(int exit_code) {
  run_emergency_cleanup();
  fflush(nullptr);
  _exit(exit_code);
}

void fatal(const char* routine, const char* format, ...) {
  va_list args;
  va_start(args, format);
  vreport(routine, format, args);
  va_end(args);
  run_emergency_cleanup();
  fflush(nullptr);
  if (AbortJob abort_job = error_abort_job.load()) abort_job(1);
  _exit(1);
}

}  // namespace impl
}  // namespace symsync
