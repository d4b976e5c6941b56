#include "runtime/src/errors.h"

#include <unistd.h>

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

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

void set_error_context(int my_pe, AbortJob abort_job) {
  error_pe.store(my_pe);
  error_abort_job.store(abort_job);
}

void set_emergency_cleanup(void (*cleanup)()) {
  emergency_cleanup.store(cleanup);
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
