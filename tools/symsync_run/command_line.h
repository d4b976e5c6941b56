// symsync-run's command line: its options, and the program to run.

#ifndef SYMSYNC_TOOLS_SYMSYNC_RUN_COMMAND_LINE_H_
#define SYMSYNC_TOOLS_SYMSYNC_RUN_COMMAND_LINE_H_

#include <optional>
#include <string>
#include <vector>

namespace symsync {
namespace launcher {

// The most PEs this launcher starts on one host (a job read from the
// environment may be larger: settings.cc's kMaxJobPes bounds that).
constexpr int kMaxLaunchedPes = 1024;

struct Options {
  int pes = 0;
  std::optional<std::string> timeout;
  std::vector<std::string> command;  // PROGRAM ARGS...
};

// The options of `argv`; a usage error (or --help) exits.
Options parse_arguments(int argc, char** argv);

// Under `bazel run` of symsync-run itself (BUILD_WORKING_DIRECTORY set, and
// the launcher started in its runfiles), changes to the directory bazel was
// run from, where the user's relative paths point; exits with a usage error
// if it cannot. The variable is not passed on to the PEs.
void enter_working_directory();

// The path the program runs from: as given if it names a path, else found
// on PATH like a shell would; exits with a usage error if there is none.
std::string find_program(const std::string& program);

}  // namespace launcher
}  // namespace symsync

#endif  // SYMSYNC_TOOLS_SYMSYNC_RUN_COMMAND_LINE_H_
