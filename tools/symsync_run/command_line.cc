#include "tools/symsync_run/command_line.h"

#include <getopt.h>
#include <symsync/spec_facts.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "runtime/src/common/settings.h"
#include "tools/symsync_run/report.h"

namespace symsync {
namespace launcher {
namespace {

constexpr const char* kHelp =
    "usage: symsync-run -n N [--timeout SECONDS] [--] PROGRAM [ARGS...]\n"
    "\n"
    "Starts N processes of PROGRAM on this host as the PEs of one symsync\n"
    "(NVSHMEM) job. No MPI is needed: nvshmem_init() in each process joins\n"
    "the job through the unique-ID bootstrap, whose rendezvous server runs\n"
    "in symsync-run.\n"
    "\n"
    "  -n N                 the number of PEs (1 to 1024)\n"
    "  --timeout SECONDS    " SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S
    " for the PEs: how long\n"
    "                       nvshmem_init waits for every PE to join\n"
    "  -h, --help           this text\n"
    "\n"
    "Every PE gets " SYMSYNC_SETTING_UNIQUEID ", " SYMSYNC_SETTING_RANK
    " (0 to N-1) and\n" SYMSYNC_SETTING_NRANKS
    " in its environment, and /dev/null as its standard input.\n"
    "Lines a PE writes to standard output or standard error come out on\n"
    "symsync-run's, prefixed with \"[PE k] \".\n"
    "\n"
    "When a PE exits with a non-zero status or is killed by a signal, the\n"
    "other PEs get SIGTERM, then SIGKILL after 3 s, and symsync-run exits\n"
    "with that PE's status (128 + the signal number for a signal). SIGINT,\n"
    "SIGTERM and SIGHUP sent to symsync-run are passed on to the PEs the same\n"
    "way (a second one sends SIGKILL at once); symsync-run then exits with\n"
    "128 + the signal number. Usage errors exit with status 2.\n"
    "\n"
    "Under `bazel run`, which starts it in its runfiles, symsync-run first\n"
    "changes to the directory bazel was run from (BUILD_WORKING_DIRECTORY):\n"
    "PROGRAM is found there, and the PEs run there.\n"
    "\n"
    "The rendezvous server listens on the loopback interface "
    "unless\n" SYMSYNC_SETTING_UID_SOCK_IFNAME
    " names another (and\n" SYMSYNC_SETTING_UID_SOCK_FAMILY
    "=AF_INET6 picks IPv6).\n";

int parse_pes(const std::string& text) {
  char* end = nullptr;
  errno = 0;
  const long value = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno != 0 || value < 1 ||
      value > kMaxLaunchedPes) {
    usage_error("-n expects a number of PEs from 1 to %d, not '%s'",
                kMaxLaunchedPes, text.c_str());
  }
  return static_cast<int>(value);
}

}  // namespace

Options parse_arguments(int argc, char** argv) {
  Options options;
  bool have_pes = false;
  // Open MPI's spelling `-np N` means `-n N`: rewritten before getopt_long,
  // which would read it as -n with the value "p". Only launcher arguments
  // are rewritten: those before the program (the first argument that is
  // not an option or an option's value) or `--`.
  std::vector<char*> arguments(argv, argv + argc);
  static char n_option[] = "-n";
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument == "--" || argument.empty() || argument[0] != '-') break;
    if (argument == "-np") arguments[i] = n_option;
    if (argument == "-np" || argument == "-n" || argument == "--timeout") ++i;
  }
  enum { kTimeout = 1000 };
  const option long_options[] = {
      {"help", no_argument, nullptr, 'h'},
      {"timeout", required_argument, nullptr, kTimeout},
      {nullptr, 0, nullptr, 0}};
  opterr = 0;  // our messages, with the usage line
  optind = 1;
  // "+": options end at the program, whose own options are its own.
  for (int c; (c = getopt_long(argc, arguments.data(), "+:hn:", long_options,
                               nullptr)) != -1;) {
    switch (c) {
      case 'h':
        std::fputs(kHelp, stdout);
        std::exit(0);
      case 'n': {
        std::string value = optarg;
        if (!value.empty() && value[0] == '=') value.erase(0, 1);  // -n=4
        options.pes = parse_pes(value);
        have_pes = true;
        break;
      }
      case kTimeout:
        if (!impl::parse_seconds(optarg)) {
          usage_error(
              "--timeout expects a positive number of seconds, not '%s'",
              optarg);
        }
        options.timeout = std::string(optarg);
        break;
      case ':':
        usage_error("%s needs a value",
                    optopt == 'n' ? "-n" : arguments[optind - 1]);
      default:
        usage_error("unknown option '%s'", arguments[optind - 1]);
    }
  }
  for (int i = optind; i < argc; ++i) options.command.push_back(argv[i]);
  if (!have_pes) usage_error("missing -n N, the number of PEs");
  if (options.command.empty()) usage_error("missing the program to run");
  return options;
}

namespace {

bool is_executable_file(const std::string& path) {
  struct stat info;
  return stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
         access(path.c_str(), X_OK) == 0;
}

}  // namespace

void enter_working_directory() {
  const char* set = std::getenv("BUILD_WORKING_DIRECTORY");
  if (set == nullptr || *set == '\0') return;
  const std::string directory = set;
  // Not passed on: a PE, or a program the PEs start, is not bazel run's.
  unsetenv("BUILD_WORKING_DIRECTORY");
  // Only where bazel run started this launcher itself (in its runfiles):
  // under `bazel run` of a script that calls symsync-run, the script's own
  // directory stands.
  char here[4096];
  if (getcwd(here, sizeof here) == nullptr ||
      std::strstr(here, "symsync-run.runfiles") == nullptr) {
    return;
  }
  if (chdir(directory.c_str()) != 0) {
    usage_error(
        "cannot change to BUILD_WORKING_DIRECTORY '%s' (set by bazel "
        "run): %s",
        directory.c_str(), std::strerror(errno));
  }
}

std::string find_program(const std::string& program) {
  if (program.find('/') != std::string::npos) {
    if (!is_executable_file(program)) {
      usage_error("cannot run '%s': %s", program.c_str(),
                  access(program.c_str(), F_OK) != 0
                      ? "no such file"
                      : "not an executable file");
    }
    return program;
  }
  const char* path = std::getenv("PATH");
  std::string directories =
      path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
  size_t start = 0;
  for (;;) {
    const size_t colon = directories.find(':', start);
    std::string directory = directories.substr(
        start, colon == std::string::npos ? std::string::npos : colon - start);
    if (directory.empty()) directory = ".";
    const std::string candidate = directory + "/" + program;
    if (is_executable_file(candidate)) return candidate;
    if (colon == std::string::npos) break;
    start = colon + 1;
  }
  usage_error("cannot run '%s': not found on PATH", program.c_str());
}

}  // namespace launcher
}  // namespace symsync
