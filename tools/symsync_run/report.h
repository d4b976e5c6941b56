// symsync-run's messages: to standard error, prefixed with its name.

#ifndef SYMSYNC_TOOLS_SYMSYNC_RUN_REPORT_H_
#define SYMSYNC_TOOLS_SYMSYNC_RUN_REPORT_H_

#include <string>

namespace symsync {
namespace launcher {

constexpr const char* kLauncher = "symsync-run";
constexpr int kUsageExitCode = 2;

// A usage error: the message, a hint at --help, and exit status 2.
[[noreturn]] void usage_error(const char* format, ...)
    __attribute__((format(printf, 1, 2)));

// A message of the launcher (after what the PEs wrote so far).
void say(const char* format, ...) __attribute__((format(printf, 1, 2)));

// "SIGTERM" for SIGTERM (glibc's sigabbrev_np names every signal it knows),
// "signal N" for another number.
std::string describe_signal(int signal_number);

}  // namespace launcher
}  // namespace symsync

#endif  // SYMSYNC_TOOLS_SYMSYNC_RUN_REPORT_H_
