// symsync-run: starts N processes of a program as the PEs of one job on this
// host, without MPI. It creates a unique ID (whose rendezvous server runs in
// this process) and hands it to every PE in SYMSYNC_UNIQUEID, SYMSYNC_RANK
// and SYMSYNC_NRANKS, so that nvshmem_init joins the job through the
// unique-ID bootstrap. It prefixes the PEs' output with "[PE k] ", and ends
// the job when one PE fails or the launcher is interrupted.

#include <fcntl.h>
#include <getopt.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/common/settings.h"

extern char** environ;

namespace symsync {
namespace {

using Clock = std::chrono::steady_clock;

constexpr const char* kLauncher = "symsync-run";
// The most PEs this launcher starts on one host (a job read from the
// environment may be larger: settings.cc's kMaxJobPes bounds that).
constexpr int kMaxLaunchedPes = 1024;
constexpr int kUsageExitCode = 2;
// How long the PEs have to end after SIGTERM (or the forwarded signal)
// before they get SIGKILL.
constexpr auto kTerminationGrace = std::chrono::seconds(3);
// How long the output of exited PEs may stay open (held by their own child
// processes) before the launcher stops waiting for it.
constexpr auto kOutputDrainLimit = std::chrono::seconds(2);
// How long after a PE fails the launcher looks for the failure that caused
// it (see blame_failure).
constexpr auto kBlameWindow = std::chrono::milliseconds(200);
// Longest line kept whole; a longer one is cut into several.
constexpr size_t kMaxLineBytes = 64 << 10;

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
    "The rendezvous server listens on the loopback interface "
    "unless\n" SYMSYNC_SETTING_UID_SOCK_IFNAME
    " names another (and\n" SYMSYNC_SETTING_UID_SOCK_FAMILY
    "=AF_INET6 picks IPv6).\n";

[[noreturn]] void usage_error(const char* format, ...)
    __attribute__((format(printf, 1, 2)));
void usage_error(const char* format, ...) {
  char text[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(text, sizeof text, format, args);
  va_end(args);
  std::fprintf(stderr, "%s: %s\nTry '%s --help'.\n", kLauncher, text,
               kLauncher);
  std::exit(kUsageExitCode);
}

void say(const char* format, ...) __attribute__((format(printf, 1, 2)));
void say(const char* format, ...) {
  char text[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(text, sizeof text, format, args);
  va_end(args);
  std::fflush(stdout);
  std::fprintf(stderr, "%s: %s\n", kLauncher, text);
  std::fflush(stderr);
}

// "SIGTERM" for SIGTERM (glibc's sigabbrev_np names every signal it knows),
// "signal N" for another number.
std::string describe_signal(int signal_number) {
  const char* name = sigabbrev_np(signal_number);
  return name != nullptr ? std::string("SIG") + name
                         : "signal " + std::to_string(signal_number);
}

// --- Command line ----------------------------------------------------------

struct Options {
  int pes = 0;
  std::optional<std::string> timeout;
  std::vector<std::string> command;  // PROGRAM ARGS...
};

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

bool is_executable_file(const std::string& path) {
  struct stat info;
  return stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
         access(path.c_str(), X_OK) == 0;
}

// The path the program runs from: as given if it names a path, else found
// on PATH like a shell would.
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

// --- Output ----------------------------------------------------------------

// Writes all of `text`, waiting when `fd` is non-blocking and full. Output
// that cannot be written (a closed pipe) is dropped.
void write_all(int fd, const std::string& text) {
  const char* data = text.data();
  size_t size = text.size();
  while (size > 0) {
    const ssize_t written = write(fd, data, size);
    if (written > 0) {
      data += written;
      size -= static_cast<size_t>(written);
    } else if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd writable = {fd, POLLOUT, 0};
      poll(&writable, 1, 100);
    } else if (written < 0 && errno == EINTR) {
      continue;
    } else {
      return;
    }
  }
}

// Copies one PE stream to the launcher's, a whole line per write so that
// lines of different PEs never mix.
class LineForwarder {
 public:
  LineForwarder(int destination, std::string prefix)
      : destination_(destination), prefix_(std::move(prefix)) {}

  void add(const char* data, size_t size) {
    pending_.append(data, size);
    size_t start = 0;
    for (;;) {
      const size_t newline = pending_.find('\n', start);
      if (newline == std::string::npos) break;
      emit(pending_.substr(start, newline + 1 - start));
      start = newline + 1;
    }
    pending_.erase(0, start);
    while (pending_.size() >= kMaxLineBytes) {
      emit(pending_.substr(0, kMaxLineBytes) + "\n");
      pending_.erase(0, kMaxLineBytes);
    }
  }

  // A last line without its newline gets one.
  void flush() {
    if (pending_.empty()) return;
    emit(pending_ + "\n");
    pending_.clear();
  }

 private:
  void emit(const std::string& line) {
    write_all(destination_, prefix_ + line);
  }

  int destination_;
  std::string prefix_;
  std::string pending_;
};

// --- The PEs ----------------------------------------------------------------

struct Pe {
  int rank = 0;
  pid_t pid = -1;
  bool running = false;
  int stream_fds[2] = {-1, -1};  // its stdout and stderr, read ends
  LineForwarder streams[2] = {LineForwarder(STDOUT_FILENO, ""),
                              LineForwarder(STDERR_FILENO, "")};
};

int signal_pipe[2] = {-1, -1};

void on_signal(int signal_number) {
  const int saved_errno = errno;
  const unsigned char byte = static_cast<unsigned char>(signal_number);
  ssize_t ignored = write(signal_pipe[1], &byte, 1);
  (void)ignored;
  errno = saved_errno;
}

constexpr int kHandledSignals[] = {SIGCHLD, SIGINT, SIGTERM, SIGHUP};

class Launcher {
 public:
  Launcher(const Options& options, std::string program_path)
      : options_(options), program_path_(std::move(program_path)) {}

  int run();

 private:
  void start_pes(const std::string& unique_id_text);
  void read_stream(Pe& pe, int which);
  void drain_streams(Pe& pe);
  void reap_children();
  void blame_failure();
  void handle_signal(int signal_number);
  void end_job(int signal_number);
  void signal_pe(const Pe& pe, int signal_number) const;
  bool streams_open() const;

  const Options& options_;
  const std::string program_path_;
  sigset_t original_mask_;
  rlimit original_file_limit_ = {};
  std::vector<Pe> pes_;
  int running_ = 0;
  int exit_code_ = 0;
  bool ending_ = false;  // the PEs have been told to end
  struct PeExit {
    int rank;
    int status;
  };
  std::vector<PeExit> failures_;  // not yet blamed
  std::optional<Clock::time_point> blame_at_;
  std::optional<Clock::time_point> kill_at_;
  std::optional<Clock::time_point> all_exited_at_;
};

// The environment of PE `rank`: the launcher's, with the job's variables.
std::vector<std::string> pe_environment(const Options& options,
                                        const std::string& unique_id_text,
                                        int rank) {
  std::vector<std::string> environment;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    const std::string variable = *entry;
    const std::string name = variable.substr(0, variable.find('='));
    if (name == SYMSYNC_SETTING_UNIQUEID || name == SYMSYNC_SETTING_RANK ||
        name == SYMSYNC_SETTING_NRANKS ||
        (options.timeout && name == SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S)) {
      continue;
    }
    environment.push_back(variable);
  }
  environment.push_back(SYMSYNC_SETTING_UNIQUEID "=" + unique_id_text);
  environment.push_back(SYMSYNC_SETTING_RANK "=" + std::to_string(rank));
  environment.push_back(SYMSYNC_SETTING_NRANKS "=" +
                        std::to_string(options.pes));
  if (options.timeout)
    environment.push_back(SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S "=" +
                          *options.timeout);
  return environment;
}

std::vector<char*> pointers_to(std::vector<std::string>& strings) {
  std::vector<char*> pointers;
  for (std::string& text : strings) pointers.push_back(text.data());
  pointers.push_back(nullptr);
  return pointers;
}

void Launcher::start_pes(const std::string& unique_id_text) {
  const pid_t launcher_pid = getpid();
  const int null_input = open("/dev/null", O_RDONLY | O_CLOEXEC);
  std::vector<std::string> arguments = options_.command;
  std::vector<char*> argv = pointers_to(arguments);
  pes_.resize(options_.pes);
  for (int rank = 0; rank < options_.pes; ++rank) {
    Pe& pe = pes_[rank];
    pe.rank = rank;
    const std::string prefix = "[PE " + std::to_string(rank) + "] ";
    pe.streams[0] = LineForwarder(STDOUT_FILENO, prefix);
    pe.streams[1] = LineForwarder(STDERR_FILENO, prefix);
    std::vector<std::string> environment =
        pe_environment(options_, unique_id_text, rank);
    std::vector<char*> envp = pointers_to(environment);
    int out[2], err[2], exec_status[2];
    if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0 ||
        pipe2(exec_status, O_CLOEXEC) != 0) {
      say("cannot create pipes for PE %d: %s", rank, std::strerror(errno));
      end_job(SIGTERM);
      exit_code_ = 1;
      break;
    }
    const pid_t pid = fork();
    if (pid == 0) {
      // The child: only async-signal-safe calls until exec.
      setpgid(0, 0);
      prctl(PR_SET_PDEATHSIG, SIGKILL);
      if (getppid() != launcher_pid) _exit(1);  // the launcher already died
      dup2(null_input, STDIN_FILENO);
      dup2(out[1], STDOUT_FILENO);
      dup2(err[1], STDERR_FILENO);
      signal(SIGPIPE, SIG_DFL);
      signal(SIGINT, SIG_DFL);
      signal(SIGTERM, SIG_DFL);
      sigprocmask(SIG_SETMASK, &original_mask_, nullptr);
      setrlimit(RLIMIT_NOFILE, &original_file_limit_);
      execve(program_path_.c_str(), argv.data(), envp.data());
      const int error = errno;
      ssize_t ignored = write(exec_status[1], &error, sizeof error);
      (void)ignored;
      _exit(127);
    }
    close(out[1]);
    close(err[1]);
    close(exec_status[1]);
    if (pid < 0) {
      say("cannot start PE %d: %s", rank, std::strerror(errno));
      close(out[0]);
      close(err[0]);
      close(exec_status[0]);
      end_job(SIGTERM);
      exit_code_ = 1;
      break;
    }
    setpgid(pid, pid);  // also here, so that it holds before any signal
    pe.pid = pid;
    pe.running = true;
    ++running_;
    pe.stream_fds[0] = out[0];
    pe.stream_fds[1] = err[0];
    fcntl(out[0], F_SETFL, O_NONBLOCK);
    fcntl(err[0], F_SETFL, O_NONBLOCK);
    int exec_error = 0;
    ssize_t got;
    do {
      got = read(exec_status[0], &exec_error, sizeof exec_error);
    } while (got < 0 && errno == EINTR);
    close(exec_status[0]);
    if (got == sizeof exec_error) {
      say("cannot run %s for PE %d: %s", program_path_.c_str(), rank,
          std::strerror(exec_error));
      end_job(SIGTERM);
      exit_code_ = kUsageExitCode;
      break;
    }
  }
  if (null_input >= 0) close(null_input);
}

void Launcher::signal_pe(const Pe& pe, int signal_number) const {
  if (pe.pid <= 0) return;
  // Its whole process group (what it started too), and the PE itself in
  // case it left the group.
  kill(-pe.pid, signal_number);
  if (pe.running) kill(pe.pid, signal_number);
}

void Launcher::end_job(int signal_number) {
  ending_ = true;
  for (const Pe& pe : pes_) {
    if (pe.running) signal_pe(pe, signal_number);
  }
  kill_at_ = Clock::now() + kTerminationGrace;
}

void Launcher::read_stream(Pe& pe, int which) {
  char buffer[64 << 10];
  const int fd = pe.stream_fds[which];
  for (;;) {
    const ssize_t got = read(fd, buffer, sizeof buffer);
    if (got > 0) {
      pe.streams[which].add(buffer, static_cast<size_t>(got));
      if (static_cast<size_t>(got) < sizeof buffer) return;
    } else if (got < 0 && errno == EINTR) {
      continue;
    } else if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      return;
    } else {
      pe.streams[which].flush();
      close(fd);
      pe.stream_fds[which] = -1;
      return;
    }
  }
}

// What an exited PE wrote comes out before the launcher's word on it.
void Launcher::drain_streams(Pe& pe) {
  for (int which = 0; which < 2; ++which) {
    if (pe.stream_fds[which] >= 0) read_stream(pe, which);
  }
}

void Launcher::reap_children() {
  for (;;) {
    int status = 0;
    const pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid <= 0) break;
    for (Pe& pe : pes_) {
      if (pe.pid != pid || !pe.running) continue;
      pe.running = false;
      --running_;
      drain_streams(pe);
      const bool failed = WIFSIGNALED(status) ||
                          (WIFEXITED(status) && WEXITSTATUS(status) != 0);
      if (failed && !ending_) {
        failures_.push_back({pe.rank, status});
        if (!blame_at_) blame_at_ = Clock::now() + kBlameWindow;
      }
    }
  }
  if (running_ == 0 && !all_exited_at_) all_exited_at_ = Clock::now();
}

// Names the PE whose failure ends the job, and ends it. A failing PE makes
// the bootstrap end the others (status 1, or the code of an abort), so the
// failures seen within kBlameWindow of the first are weighed: a PE killed
// by a signal, then the PE the rendezvous server saw abort or vanish first,
// then one with a status other than 1, then the earliest.
void Launcher::blame_failure() {
  auto weight = [](const PeExit& e) {
    if (WIFSIGNALED(e.status)) return 0;
    return WEXITSTATUS(e.status) != 1 ? 1 : 2;
  };
  const PeExit* cause = &failures_.front();
  for (const PeExit& e : failures_) {
    if (weight(e) < weight(*cause)) cause = &e;
  }
  // The rendezvous server, in this process, knows which PE aborted the job
  // (or vanished) first: the others only followed it.
  const int first = symsync::impl::pe_that_failed_the_job();
  for (const PeExit& e : failures_) {
    if (e.rank == first && weight(*cause) != 0) cause = &e;
  }
  if (WIFSIGNALED(cause->status)) {
    const int signal_number = WTERMSIG(cause->status);
    say("PE %d was killed by signal %s", cause->rank,
        describe_signal(signal_number).c_str());
    exit_code_ = 128 + signal_number;
  } else {
    say("PE %d exited with status %d", cause->rank, WEXITSTATUS(cause->status));
    exit_code_ = WEXITSTATUS(cause->status);
  }
  blame_at_.reset();
  failures_.clear();
  end_job(SIGTERM);
}

void Launcher::handle_signal(int signal_number) {
  if (signal_number == SIGCHLD) {
    reap_children();
    return;
  }
  if (!ending_) {
    blame_at_.reset();
    failures_.clear();
    say("got %s; passing it to the PEs",
        describe_signal(signal_number).c_str());
    exit_code_ = 128 + signal_number;
    end_job(signal_number);
  } else if (kill_at_) {
    // Asked again: no more grace.
    kill_at_ = Clock::now();
  }
}

bool Launcher::streams_open() const {
  for (const Pe& pe : pes_) {
    if (pe.stream_fds[0] >= 0 || pe.stream_fds[1] >= 0) return true;
  }
  return false;
}

int Launcher::run() {
  if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
    say("cannot create a pipe: %s", std::strerror(errno));
    return 1;
  }
  // The handled signals stay blocked while the rendezvous server's thread
  // starts (it inherits the mask, so the handler always runs here) and
  // while the PEs start.
  sigset_t handled;
  sigemptyset(&handled);
  for (int signal_number : kHandledSignals) sigaddset(&handled, signal_number);
  sigprocmask(SIG_BLOCK, &handled, &original_mask_);
  struct sigaction action = {};
  action.sa_handler = on_signal;
  action.sa_flags = SA_RESTART | SA_NOCLDSTOP;
  sigemptyset(&action.sa_mask);
  for (int signal_number : kHandledSignals)
    sigaction(signal_number, &action, nullptr);
  signal(SIGPIPE, SIG_IGN);

  // Three descriptors per PE here (its output pipes and the rendezvous
  // server's connection): more than the usual soft limit of 1024 allows
  // for many PEs. The PEs get the usual limit back.
  getrlimit(RLIMIT_NOFILE, &original_file_limit_);
  rlimit raised = original_file_limit_;
  raised.rlim_cur = raised.rlim_max;
  setrlimit(RLIMIT_NOFILE, &raised);

  const impl::Settings settings = impl::read_settings(kLauncher);
  if (settings.bootstrap &&
      *settings.bootstrap != impl::BootstrapChoice::kUid) {
    say("warning: " SYMSYNC_SETTING_BOOTSTRAP
        "=%s is set, so the PEs will not join "
        "symsync-run's job; unset it to let them",
        std::getenv(SYMSYNC_SETTING_BOOTSTRAP));
  }
  const impl::UniqueId id = impl::create_local_unique_id(kLauncher, settings);
  start_pes(impl::unique_id_to_text(id));
  sigprocmask(SIG_SETMASK, &original_mask_, nullptr);

  std::vector<pollfd> polled;
  std::vector<std::pair<Pe*, int>> polled_streams;
  for (;;) {
    const auto now = Clock::now();
    if (blame_at_ && (now >= *blame_at_ || running_ == 0)) blame_failure();
    if (kill_at_ && now >= *kill_at_) {
      for (const Pe& pe : pes_) signal_pe(pe, SIGKILL);
      kill_at_.reset();
    }
    if (running_ == 0 &&
        (!streams_open() ||
         (all_exited_at_ && now >= *all_exited_at_ + kOutputDrainLimit))) {
      break;
    }
    polled.clear();
    polled_streams.clear();
    polled.push_back({signal_pipe[0], POLLIN, 0});
    for (Pe& pe : pes_) {
      for (int which = 0; which < 2; ++which) {
        if (pe.stream_fds[which] < 0) continue;
        polled.push_back({pe.stream_fds[which], POLLIN, 0});
        polled_streams.push_back({&pe, which});
      }
    }
    std::optional<Clock::time_point> wake = kill_at_;
    if (blame_at_ && (!wake || *blame_at_ < *wake)) wake = blame_at_;
    if (running_ == 0 && all_exited_at_) {
      const auto drain_end = *all_exited_at_ + kOutputDrainLimit;
      if (!wake || drain_end < *wake) wake = drain_end;
    }
    int wait_ms = -1;
    if (wake) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(*wake - now);
      wait_ms = static_cast<int>(std::max<int64_t>(0, left.count() + 1));
    }
    if (poll(polled.data(), polled.size(), wait_ms) < 0 && errno != EINTR) {
      say("poll failed: %s", std::strerror(errno));
      end_job(SIGKILL);
      return 1;
    }
    for (size_t i = 1; i < polled.size(); ++i) {
      if (polled[i].revents == 0) continue;
      Pe& pe = *polled_streams[i - 1].first;
      const int which = polled_streams[i - 1].second;
      if (pe.stream_fds[which] >= 0) read_stream(pe, which);
    }
    if (polled[0].revents & POLLIN) {
      unsigned char signals[64];
      ssize_t got;
      while ((got = read(signal_pipe[0], signals, sizeof signals)) > 0) {
        for (ssize_t i = 0; i < got; ++i) handle_signal(signals[i]);
      }
    }
  }
  for (Pe& pe : pes_) {
    for (int which = 0; which < 2; ++which) {
      if (pe.stream_fds[which] >= 0) {
        read_stream(pe, which);
        pe.streams[which].flush();
      }
    }
    // What an ended PE started in its process group ends with it.
    if (ending_) signal_pe(pe, SIGKILL);
  }
  return exit_code_;
}

}  // namespace
}  // namespace symsync

int main(int argc, char** argv) {
  // The job's variables of an enclosing job are not this launcher's.
  for (const char* name :
       {SYMSYNC_SETTING_UNIQUEID, SYMSYNC_SETTING_RANK, SYMSYNC_SETTING_NRANKS})
    unsetenv(name);
  const symsync::Options options = symsync::parse_arguments(argc, argv);
  const std::string program = symsync::find_program(options.command[0]);
  if (options.timeout)
    setenv(SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S, options.timeout->c_str(), 1);
  symsync::Launcher launcher(options, program);
  const int exit_code = launcher.run();
  std::fflush(nullptr);
  return exit_code;
}
