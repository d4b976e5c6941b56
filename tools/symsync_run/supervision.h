// Supervising the PEs of symsync-run's job: starting them with the job's
// environment, forwarding their output, forwarding the signals the
// launcher gets, and ending the job when one PE fails (blaming the PE whose
// failure started it).

#ifndef SYMSYNC_TOOLS_SYMSYNC_RUN_SUPERVISION_H_
#define SYMSYNC_TOOLS_SYMSYNC_RUN_SUPERVISION_H_

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <unistd.h>

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tools/symsync_run/command_line.h"
#include "tools/symsync_run/output.h"

namespace symsync {
namespace launcher {

using Clock = std::chrono::steady_clock;

struct Pe {
  int rank = 0;
  pid_t pid = -1;
  bool running = false;
  int stream_fds[2] = {-1, -1};  // its stdout and stderr, read ends
  LineForwarder streams[2] = {LineForwarder(STDOUT_FILENO, ""),
                              LineForwarder(STDERR_FILENO, "")};
};

class Launcher {
 public:
  Launcher(const Options& options, std::string program_path)
      : options_(options), program_path_(std::move(program_path)) {}

  int run();

 private:
  bool install_signal_handlers();
  void raise_file_limit();
  void start_pes(const std::string& unique_id_text);
  // One round of supervision: ends overdue work, waits for output or a
  // signal (or the next deadline), and handles what came. False when the
  // job is over (every PE exited and its output drained).
  bool supervise_once(std::vector<pollfd>& polled,
                      std::vector<std::pair<Pe*, int>>& polled_streams);
  void flush_output();
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
  Clock::time_point first_failure_at_;  // of the failures not yet blamed
  std::optional<Clock::time_point> kill_at_;
  std::optional<Clock::time_point> all_exited_at_;
};

}  // namespace launcher
}  // namespace symsync

#endif  // SYMSYNC_TOOLS_SYMSYNC_RUN_SUPERVISION_H_
