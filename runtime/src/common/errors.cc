#include "runtime/src/common/errors.h"

#include <unistd.h>

#include <atomic>
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
