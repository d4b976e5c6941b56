#include "tools/symsync_run/report.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace symsync {
namespace launcher {
namespace {

// The text printf would write for `format` and `args`.
std::string formatted(const char* format, va_list args) {
  char text[1024];
  vsnprintf(text, sizeof text, format, args);
  return text;
}

}  // namespace

void usage_error(const char* format, ...) {
  va_list args;
  va_start(args, format);
  const std::string text = formatted(format, args);
  va_end(args);
  std::fprintf(stderr, "%s: %s\nTry '%s --help'.\n", kLauncher, text.c_str(),
               kLauncher);
  std::exit(kUsageExitCode);
}

void say(const char* format, ...) {
  va_list args;
  va_start(args, format);
  const std::string text = formatted(format, args);
  va_end(args);
  std::fflush(stdout);
  std::fprintf(stderr, "%s: %s\n", kLauncher, text.c_str());
  std::fflush(stderr);
}

std::string describe_signal(int signal_number) {
  const char* name = sigabbrev_np(signal_number);
  return name != nullptr ? std::string("SIG") + name
                         : "signal " + std::to_string(signal_number);
}

}  // namespace launcher
}  // namespace symsync
