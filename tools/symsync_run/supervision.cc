#include "tools/symsync_run/supervision.h"

#include <fcntl.h>
#include <symsync/spec_facts.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/settings.h"
#include "tools/symsync_run/environment.h"
#include "tools/symsync_run/report.h"

namespace symsync {
namespace launcher {
namespace {

// How long the PEs have to end after SIGTERM (or the forwarded signal)
// before they get SIGKILL.
constexpr auto kTerminationGrace = std::chrono::seconds(3);
// How long the output of exited PEs may stay open (held by their own child
// processes) before the launcher stops waiting for it.
constexpr auto kOutputDrainLimit = std::chrono::seconds(2);
// How long after a PE fails the launcher looks for the failure that caused
// it (see blame_failure).
constexpr auto kBlameWindow = std::chrono::milliseconds(200);
// How much longer it waits for the exit of the PE the rendezvous server saw
// fail first, once the server knows it: that PE waits for the server to
// close its connection before it exits, so on a loaded machine the PEs it
// ended can exit before it does.
constexpr auto kFirstFailureExitLimit = std::chrono::seconds(5);

int signal_pipe[2] = {-1, -1};

void on_signal(int signal_number) {
  const int saved_errno = errno;
  const unsigned char byte = static_cast<unsigned char>(signal_number);
  ssize_t ignored = write(signal_pipe[1], &byte, 1);
  (void)ignored;
  errno = saved_errno;
}

constexpr int kHandledSignals[] = {SIGCHLD, SIGINT, SIGTERM, SIGHUP};

}  // namespace

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
        if (!blame_at_) {
          first_failure_at_ = Clock::now();
          blame_at_ = first_failure_at_ + kBlameWindow;
        }
      }
    }
  }
  if (running_ == 0 && !all_exited_at_) all_exited_at_ = Clock::now();
}

// Names the PE whose failure ends the job, and ends it. A failing PE makes
// the bootstrap end the others (status 1, or the code of an abort), so the
// failures seen within kBlameWindow of the first are weighed: a PE killed
// by a signal, then the PE the rendezvous server saw abort or vanish first,
// then one with a status other than 1, then the earliest. When no PE was
// killed and the server's first is still running, its exit is waited for
// (up to kFirstFailureExitLimit) rather than blaming a PE it ended.
void Launcher::blame_failure() {
  const int first = symsync::impl::pe_that_failed_the_job();
  const bool decided =
      std::any_of(failures_.begin(), failures_.end(), [first](const PeExit& e) {
        return e.rank == first || WIFSIGNALED(e.status);
      });
  if (!decided && first >= 0 && first < static_cast<int>(pes_.size()) &&
      pes_[first].running &&
      Clock::now() < first_failure_at_ + kFirstFailureExitLimit) {
    blame_at_ = Clock::now() + kBlameWindow;  // look again then
    return;
  }
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

bool Launcher::install_signal_handlers() {
  if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
    say("cannot create a pipe: %s", std::strerror(errno));
    return false;
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
  return true;
}

void Launcher::raise_file_limit() {
  // Three descriptors per PE here (its output pipes and the rendezvous
  // server's connection): more than the usual soft limit of 1024 allows
  // for many PEs. The PEs get the usual limit back.
  getrlimit(RLIMIT_NOFILE, &original_file_limit_);
  rlimit raised = original_file_limit_;
  raised.rlim_cur = raised.rlim_max;
  setrlimit(RLIMIT_NOFILE, &raised);
}

int Launcher::run() {
  if (!install_signal_handlers()) return 1;
  raise_file_limit();
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
  while (supervise_once(polled, polled_streams)) {
  }
  flush_output();
  return exit_code_;
}

bool Launcher::supervise_once(
    std::vector<pollfd>& polled,
    std::vector<std::pair<Pe*, int>>& polled_streams) {
  const auto now = Clock::now();
  if (blame_at_ && (now >= *blame_at_ || running_ == 0)) blame_failure();
  if (kill_at_ && now >= *kill_at_) {
    for (const Pe& pe : pes_) signal_pe(pe, SIGKILL);
    kill_at_.reset();
  }
  if (running_ == 0 &&
      (!streams_open() ||
       (all_exited_at_ && now >= *all_exited_at_ + kOutputDrainLimit))) {
    return false;
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
    exit_code_ = 1;
    return false;
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
  return true;
}

void Launcher::flush_output() {
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
}

}  // namespace launcher
}  // namespace symsync
