#include "runtime/src/common/errors.h"

#include <nvshmem.h>
#include <symsync/spec_facts.h>
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
// Set once the emergency cleanup has run: see process_ending().
std::atomic<bool> process_ends{false};

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

std::string format_range_report(const RangeReport& range) {
  char parameter[sizeof range.parameter + 1] = "";
  std::memcpy(parameter, range.parameter, sizeof range.parameter);
  char text[512];
  if (range.in_no_allocation == 1) {
    snprintf(text, sizeof text,
             "%s (%llu bytes at heap offset %llu) is in no live allocation of "
             "the symmetric heap (" SYMSYNC_SETTING_DEBUG
             "): nvshmem_free freed it, or no nvshmem_malloc, calloc or align "
             "returned it",
             parameter, range.bytes, range.offset);
  } else {
    snprintf(text, sizeof text,
             "%s (%llu bytes at heap offset %llu) runs %llu bytes past the end "
             "of its allocation of %llu bytes at heap offset %llu "
             "(" SYMSYNC_SETTING_DEBUG ")",
             parameter, range.bytes, range.offset,
             range.bytes - (range.start + range.size - range.offset),
             range.size, range.start);
  }
  return text;
}

std::string describe_device_error(const DeviceErrorRecord& record) {
  // The message is our own text, with at most two %lld (`value`, then
  // `value2`): check that rather than trust memory a faulty kernel may
  // have scribbled on.
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
      conversions = 3;  // anything else: print the text as it is
    }
  }
  char what[512];
  if (conversions <= 2) {
    snprintf(what, sizeof what, message, record.value, record.value2);
  } else {
    snprintf(what, sizeof what, "%s (value %lld)", message, record.value);
  }
  char where[160];
  snprintf(where, sizeof where,
           " (in device code: block (%u,%u,%u), thread (%u,%u,%u))",
           record.block[0], record.block[1], record.block[2], record.thread[0],
           record.thread[1], record.thread[2]);
  if (record.has_stuck_wait == 1)
    return format_stuck_wait(record.stuck) + where;
  if (record.has_range == 1) return format_range_report(record.range) + where;
  return std::string(what) + where;
}

namespace {

// An element's bits as the decimal number they are.
std::string element_text(unsigned long long bits, int size, bool is_signed) {
  if (size <= 0 || size > 8) return "?";
  const int shift = 64 - 8 * size;
  if (is_signed) {
    const long long value =
        static_cast<long long>(bits << shift) >> shift;  // sign-extended
    return std::to_string(value);
  }
  return std::to_string(shift == 0 ? bits : bits & ((1ull << (8 * size)) - 1));
}

const char* comparison_name(int cmp) {
  switch (cmp) {
#define SYMSYNC_CMP_NAME(name, value, op, if_less, if_equal, if_greater) \
  case value:                                                            \
    return name;
    SYMSYNC_COMPARISONS(SYMSYNC_CMP_NAME)
#undef SYMSYNC_CMP_NAME
  }
  return "an unknown comparison";
}

}  // namespace

std::string format_stuck_wait(const StuckWait& stuck) {
  const bool is_signed = stuck.is_signed != 0;
  const auto text = [&](unsigned long long bits) {
    return element_text(bits, stuck.element_size, is_signed);
  };
  char head[320];
  snprintf(head, sizeof head,
           "wait not satisfied after %.1f s (" SYMSYNC_SETTING_WAIT_TIMEOUT_S
           "): %llu "
           "element(s) of %d bytes at symmetric offset %llu (%llu in the "
           "set), comparison %s ",
           static_cast<double>(stuck.waited_ns) / 1e9, stuck.nelems,
           stuck.element_size, stuck.offset, stuck.in_set,
           comparison_name(stuck.cmp));
  std::string report = head;
  report +=
      stuck.vector != 0 ? "with each element's own value" : text(stuck.operand);
  const int shown = stuck.shown < 0                 ? 0
                    : stuck.shown > kStuckWaitShown ? kStuckWaitShown
                                                    : stuck.shown;
  report += shown > 0 ? "; unsatisfied elements (index: current value"
                      : "; no element was unsatisfied when the report was made";
  if (shown > 0) {
    report += stuck.vector != 0 ? " vs its value):" : "):";
    for (int k = 0; k < shown; ++k) {
      report += (k == 0 ? " " : ", ") + std::to_string(stuck.index[k]) + ": " +
                text(stuck.value[k]);
      if (stuck.vector != 0) report += " vs " + text(stuck.operands[k]);
    }
    if (stuck.unsatisfied > static_cast<unsigned long long>(shown)) {
      report += " (the first " + std::to_string(shown) + " of " +
                std::to_string(stuck.unsatisfied) + ")";
    }
  }
  return report;
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
  process_ends.store(true);
  void (*cleanup)() = emergency_cleanup.exchange(nullptr);
  if (cleanup != nullptr) cleanup();
}

bool process_ending() { return process_ends.load(); }

void await_process_end(const char* routine) {
  // The ending thread only has to write its message and call _exit (slower
  // under ThreadSanitizer, which checks the process first).
  for (int i = 0; i < 50; ++i) usleep(100 * 1000);
  warn(routine,
       "this process began to end in another thread, which has not "
       "ended it within 5 s");
  exit_process(1);
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
