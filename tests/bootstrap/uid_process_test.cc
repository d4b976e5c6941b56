// The unique-ID bootstrap across processes, where deaths matter: a killed
// PE, an aborting PE, the server's process dying, a join timeout, and a
// clean finalize that must end nobody. This process only forks: the
// rendezvous server and the PEs run in its children (so it has no threads
// of its own when it forks).

#include <dirent.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace {

using Clock = std::chrono::steady_clock;

Settings loopback_settings(double timeout_s = 30) {
  Settings settings;
  settings.uid_sock_ifname = "lo";
  settings.bootstrap_timeout_s = timeout_s;
  return settings;
}

// In a child: a failed check ends it with status 99 and says why.
void check(bool ok, const char* what) {
  if (ok) return;
  std::fprintf(stderr, "CHECK FAILED: %s\n", what);
  std::fflush(stderr);
  _exit(99);
}

// A process this test started, with its standard error in a file.
struct Process {
  pid_t pid = -1;
  std::string stderr_path;
};

struct Ending {
  bool in_time = false;
  int exit_code = -1;  // -1 when killed by a signal
  int signal = 0;
  std::string stderr_text;
};

std::string scratch_path(const std::string& name) {
  static int count = 0;
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir != nullptr ? dir : "/tmp") + "/" + name + "." +
         std::to_string(getpid()) + "." + std::to_string(++count);
}

// Runs `body` in a new process, which exits with status 0 if it returns.
Process start_process(const std::string& name,
                      const std::function<void()>& body) {
  Process process;
  process.stderr_path = scratch_path(name) + ".stderr";
  std::fflush(nullptr);
  process.pid = fork();
  if (process.pid == 0) {
    const int fd =
        open(process.stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(fd, STDERR_FILENO);
    close(fd);
    body();
    std::fflush(nullptr);
    _exit(0);
  }
  return process;
}

// Waits for `process` to end, at most `limit_s` seconds (then kills it).
Ending wait_for(const Process& process, double limit_s) {
  Ending ending;
  const auto deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(limit_s));
  int status = 0;
  for (;;) {
    const pid_t done = waitpid(process.pid, &status, WNOHANG);
    if (done == process.pid) {
      ending.in_time = true;
      break;
    }
    if (Clock::now() >= deadline) {
      kill(process.pid, SIGKILL);
      waitpid(process.pid, &status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (WIFEXITED(status)) ending.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) ending.signal = WTERMSIG(status);
  std::ifstream file(process.stderr_path);
  std::stringstream text;
  text << file.rdbuf();
  ending.stderr_text = text.str();
  return ending;
}

// Whether this process has a thread named `name`.
bool has_thread_named(const char* name) {
  DIR* tasks = opendir("/proc/self/task");
  bool found = false;
  while (dirent* task = readdir(tasks)) {
    if (task->d_name[0] == '.') continue;
    std::ifstream comm(std::string("/proc/self/task/") + task->d_name +
                       "/comm");
    std::string thread_name;
    std::getline(comm, thread_name);
    if (thread_name == name) found = true;
  }
  closedir(tasks);
  return found;
}

// A process that creates a job's unique ID and so runs its rendezvous
// server. It lives until the test writes to (or closes) `control`; on 'c'
// it first checks that its server thread ends, within 5 s.
struct ServerProcess {
  Process process;
  UniqueId id = {};
  int control = -1;

  void release(char command = 'x') {
    ssize_t ignored = write(control, &command, 1);
    (void)ignored;
    close(control);
  }
};

ServerProcess start_server(const Settings& settings) {
  int id_pipe[2], control_pipe[2];
  EXPECT_EQ(pipe(id_pipe), 0);
  EXPECT_EQ(pipe(control_pipe), 0);
  ServerProcess server;
  server.process = start_process("server", [&] {
    close(id_pipe[0]);
    close(control_pipe[1]);
    const UniqueId id = create_unique_id("test_server", settings);
    check(write(id_pipe[1], &id, sizeof id) == sizeof id, "write the ID");
    close(id_pipe[1]);
    char command = 0;
    ssize_t ignored = read(control_pipe[0], &command, 1);
    (void)ignored;
    if (command == 'c') {
      const auto deadline = Clock::now() + std::chrono::seconds(5);
      while (has_thread_named("uid-rendezvous") && Clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      check(!has_thread_named("uid-rendezvous"),
            "the server thread ends once every PE has said goodbye");
    }
    std::exit(0);  // an ordinary exit, with its exit handlers
  });
  close(id_pipe[1]);
  close(control_pipe[0]);
  EXPECT_EQ(read(id_pipe[0], &server.id, sizeof server.id),
            static_cast<ssize_t>(sizeof server.id));
  close(id_pipe[0]);
  server.control = control_pipe[1];
  return server;
}

// Joins as PE `rank`, checks an allgather of process ids and a barrier,
// tells `ready` (if any), then runs `then`.
Process start_pe(const UniqueId& id, int rank, int nranks,
                 const Settings& settings, int ready,
                 const std::function<void(std::unique_ptr<Bootstrap>&)>& then) {
  return start_process("pe" + std::to_string(rank), [&] {
    auto bootstrap =
        make_uid_bootstrap("test_join", id, rank, nranks, settings);
    check(bootstrap->rank() == rank && bootstrap->size() == nranks,
          "rank and size");
    const int64_t mine = getpid();
    std::vector<int64_t> pids(nranks);
    bootstrap->allgather("test_allgather", &mine, pids.data(), sizeof mine);
    check(pids[rank] == mine, "allgather puts my pid at my rank");
    for (int64_t pid : pids) check(pid > 0, "allgather fills every entry");
    bootstrap->barrier("test_barrier");
    if (ready >= 0) {
      const char byte = 'r';
      check(write(ready, &byte, 1) == 1, "write ready");
    }
    then(bootstrap);
  });
}

// Waits until `count` bytes arrive on `fd` (one per ready PE), at most 20 s.
bool wait_ready(int fd, int count) {
  const auto deadline = Clock::now() + std::chrono::seconds(20);
  while (count > 0 && Clock::now() < deadline) {
    pollfd readable = {fd, POLLIN, 0};
    if (poll(&readable, 1, 100) <= 0) continue;
    char bytes[16];
    const ssize_t got = read(fd, bytes, std::min<int>(count, sizeof bytes));
    if (got > 0) count -= static_cast<int>(got);
  }
  return count == 0;
}

void sleep_in_user_code() {
  std::this_thread::sleep_for(std::chrono::seconds(30));
}

// Whether `text` has the bootstrap's line for `rank`: "symsync: PE <rank>: "
// then, when the PE was inside a collective, "<routine>: ", then
// "unique-ID bootstrap: <what>". Which of the PE's threads learns of the
// event first decides whether the routine appears.
bool reports(const std::string& text, int rank, const std::string& what) {
  const std::string prefix = "symsync: PE " + std::to_string(rank) + ": ";
  const std::string message = "unique-ID bootstrap: " + what;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    if (line.rfind(prefix, 0) == 0) {
      const size_t at = line.find(message, prefix.size());
      if (at != std::string::npos) {
        const std::string between =
            line.substr(prefix.size(), at - prefix.size());
        if (between.empty() ||
            (between.size() > 2 &&
             between.compare(between.size() - 2, 2, ": ") == 0 &&
             between.find(' ') == between.size() - 1)) {
          return true;
        }
      }
    }
    start = end + 1;
  }
  return false;
}

TEST(UidProcesses, CleanFinalizeEndsNobody) {
  const Settings settings = loopback_settings();
  ServerProcess server = start_server(settings);
  std::vector<Process> pes;
  for (int rank = 0; rank < 4; ++rank) {
    pes.push_back(start_pe(server.id, rank, 4, settings, -1,
                           [](std::unique_ptr<Bootstrap>& bootstrap) {
                             bootstrap.reset();  // says goodbye
                             // Time for a wrong report to arrive.
                             std::this_thread::sleep_for(
                                 std::chrono::milliseconds(500));
                           }));
  }
  for (int rank = 0; rank < 4; ++rank) {
    const Ending ending = wait_for(pes[rank], 20);
    EXPECT_TRUE(ending.in_time) << "PE " << rank;
    EXPECT_EQ(ending.exit_code, 0) << "PE " << rank;
    EXPECT_EQ(ending.stderr_text, "") << "PE " << rank;
  }
  server.release('c');
  const Ending ending = wait_for(server.process, 10);
  EXPECT_TRUE(ending.in_time);
  EXPECT_EQ(ending.exit_code, 0) << ending.stderr_text;
}

TEST(UidProcesses, CreatorExitsAtOnceWhenNoPeJoined) {
  ServerProcess server = start_server(loopback_settings());
  const auto start = Clock::now();
  server.release();
  const Ending ending = wait_for(server.process, 10);
  EXPECT_TRUE(ending.in_time);
  EXPECT_EQ(ending.exit_code, 0) << ending.stderr_text;
  EXPECT_LT(Clock::now() - start, std::chrono::seconds(2));
}

TEST(UidProcesses, CreatorPeMayFinishFirst) {
  // PE 0 runs the server and exits right after its goodbye; PE 1 is slower
  // to say goodbye and must not see the server vanish.
  const Settings settings = loopback_settings();
  int id_pipe[2];
  ASSERT_EQ(pipe(id_pipe), 0);
  const Process creator = start_process("creator", [&] {
    const UniqueId id = create_unique_id("test_server", settings);
    check(write(id_pipe[1], &id, sizeof id) == sizeof id, "write the ID");
    auto bootstrap = make_uid_bootstrap("test_join", id, 0, 2, settings);
    bootstrap->barrier("test_barrier");
    bootstrap.reset();
    std::exit(0);
  });
  UniqueId id;
  ASSERT_EQ(read(id_pipe[0], &id, sizeof id), static_cast<ssize_t>(sizeof id));
  const Process late = start_process("late", [&] {
    auto bootstrap = make_uid_bootstrap("test_join", id, 1, 2, settings);
    bootstrap->barrier("test_barrier");
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    bootstrap.reset();
  });
  const Ending late_ending = wait_for(late, 20);
  EXPECT_EQ(late_ending.exit_code, 0);
  EXPECT_EQ(late_ending.stderr_text, "");
  const Ending creator_ending = wait_for(creator, 20);
  EXPECT_EQ(creator_ending.exit_code, 0);
  EXPECT_EQ(creator_ending.stderr_text, "");
  close(id_pipe[0]);
  close(id_pipe[1]);
}

TEST(UidProcesses, KilledPeEndsTheOthers) {
  const Settings settings = loopback_settings();
  ServerProcess server = start_server(settings);
  int ready[2];
  ASSERT_EQ(pipe(ready), 0);
  std::vector<Process> pes;
  for (int rank = 0; rank < 4; ++rank) {
    pes.push_back(
        start_pe(server.id, rank, 4, settings, ready[1],
                 [](std::unique_ptr<Bootstrap>&) { sleep_in_user_code(); }));
  }
  ASSERT_TRUE(wait_ready(ready[0], 4));
  const auto killed_at = Clock::now();
  kill(pes[1].pid, SIGKILL);
  for (int rank : {0, 2, 3}) {
    const Ending ending = wait_for(pes[rank], 10);
    EXPECT_TRUE(ending.in_time) << "PE " << rank;
    EXPECT_EQ(ending.exit_code, 1) << "PE " << rank;
    EXPECT_TRUE(reports(ending.stderr_text, rank,
                        "PE 1 disconnected without finalizing (killed or "
                        "crashed); ending this PE"))
        << ending.stderr_text;
  }
  EXPECT_LT(Clock::now() - killed_at, std::chrono::seconds(5));
  EXPECT_EQ(wait_for(pes[1], 1).signal, SIGKILL);
  server.release();
  EXPECT_EQ(wait_for(server.process, 10).exit_code, 0);
  close(ready[0]);
  close(ready[1]);
}

TEST(UidProcesses, KilledWhileJoining) {
  const Settings settings = loopback_settings();
  ServerProcess server = start_server(settings);
  int started[2];
  ASSERT_EQ(pipe(started), 0);
  // PE 2 of 3 never comes; PE 1 dies while the PEs are joining.
  const Process pe0 = start_pe(server.id, 0, 3, settings, -1,
                               [](std::unique_ptr<Bootstrap>&) {});
  const Process pe1 = start_process("pe1", [&] {
    const char byte = 's';
    check(write(started[1], &byte, 1) == 1, "write started");
    make_uid_bootstrap("test_join", server.id, 1, 3, settings);
  });
  ASSERT_TRUE(wait_ready(started[0], 1));
  std::this_thread::sleep_for(std::chrono::seconds(1));  // time to join
  kill(pe1.pid, SIGKILL);
  const Ending ending = wait_for(pe0, 10);
  EXPECT_EQ(ending.exit_code, 1);
  EXPECT_NE(ending.stderr_text.find(
                "symsync: PE 0: test_join: unique-ID bootstrap: PE 1 "
                "disconnected without finalizing (killed or crashed) while "
                "the PEs were joining; ending this PE"),
            std::string::npos)
      << ending.stderr_text;
  wait_for(pe1, 1);
  server.release();
  wait_for(server.process, 10);
  close(started[0]);
  close(started[1]);
}

TEST(UidProcesses, AbortEndsTheOthersWithItsCode) {
  const Settings settings = loopback_settings();
  ServerProcess server = start_server(settings);
  std::vector<Process> pes;
  for (int rank = 0; rank < 3; ++rank) {
    pes.push_back(start_pe(server.id, rank, 3, settings, -1,
                           [rank](std::unique_ptr<Bootstrap>& bootstrap) {
                             if (rank == 2) bootstrap->abort(7);
                             sleep_in_user_code();
                           }));
  }
  EXPECT_EQ(wait_for(pes[2], 10).exit_code, 7);
  for (int rank : {0, 1}) {
    const Ending ending = wait_for(pes[rank], 10);
    EXPECT_EQ(ending.exit_code, 7) << "PE " << rank;
    EXPECT_TRUE(reports(ending.stderr_text, rank,
                        "PE 2 aborted the job with exit code 7; ending this "
                        "PE"))
        << ending.stderr_text;
  }
  server.release();
  wait_for(server.process, 10);
}

Bootstrap* bootstrap_to_abort = nullptr;

TEST(UidProcesses, FatalAbortsTheJobThroughTheBootstrap) {
  const Settings settings = loopback_settings();
  ServerProcess server = start_server(settings);
  std::vector<Process> pes;
  for (int rank = 0; rank < 3; ++rank) {
    pes.push_back(
        start_pe(server.id, rank, 3, settings, -1,
                 [rank](std::unique_ptr<Bootstrap>& bootstrap) {
                   if (rank == 1) {
                     // As nvshmem_init arranges it.
                     bootstrap_to_abort = bootstrap.get();
                     set_error_context(
                         1, [](int code) { bootstrap_to_abort->abort(code); });
                     fatal("nvshmem_test_routine", "something went wrong");
                   }
                   sleep_in_user_code();
                 }));
  }
  const Ending failing = wait_for(pes[1], 10);
  EXPECT_EQ(failing.exit_code, 1);
  EXPECT_NE(failing.stderr_text.find(
                "symsync: PE 1: nvshmem_test_routine: something went wrong"),
            std::string::npos)
      << failing.stderr_text;
  for (int rank : {0, 2}) {
    const Ending ending = wait_for(pes[rank], 10);
    EXPECT_EQ(ending.exit_code, 1) << "PE " << rank;
    EXPECT_NE(ending.stderr_text.find("unique-ID bootstrap: PE 1 aborted the "
                                      "job with exit code 1; ending this PE"),
              std::string::npos)
        << ending.stderr_text;
  }
  server.release();
  wait_for(server.process, 10);
}

TEST(UidProcesses, ServerDeathEndsThePes) {
  const Settings settings = loopback_settings();
  ServerProcess server = start_server(settings);
  int ready[2];
  ASSERT_EQ(pipe(ready), 0);
  std::vector<Process> pes;
  for (int rank = 0; rank < 3; ++rank) {
    pes.push_back(
        start_pe(server.id, rank, 3, settings, ready[1],
                 [](std::unique_ptr<Bootstrap>&) { sleep_in_user_code(); }));
  }
  ASSERT_TRUE(wait_ready(ready[0], 3));
  kill(server.process.pid, SIGKILL);
  for (int rank = 0; rank < 3; ++rank) {
    const Ending ending = wait_for(pes[rank], 10);
    EXPECT_EQ(ending.exit_code, 1) << "PE " << rank;
    EXPECT_TRUE(reports(ending.stderr_text, rank,
                        "lost the rendezvous server at 127.0.0.1:"))
        << ending.stderr_text;
    EXPECT_NE(ending.stderr_text.find("the process that created the unique "
                                      "ID has probably ended; ending this PE"),
              std::string::npos)
        << ending.stderr_text;
  }
  wait_for(server.process, 1);
  close(server.control);
  close(ready[0]);
  close(ready[1]);
}

TEST(UidProcesses, TimeoutEndsEveryPeThatJoined) {
  const Settings settings = loopback_settings(2);
  ServerProcess server = start_server(settings);
  const auto start = Clock::now();
  std::vector<Process> pes;
  for (int rank : {0, 2}) {
    pes.push_back(start_pe(server.id, rank, 4, settings, -1,
                           [](std::unique_ptr<Bootstrap>&) {}));
  }
  for (size_t i = 0; i < pes.size(); ++i) {
    const Ending ending = wait_for(pes[i], 15);
    EXPECT_EQ(ending.exit_code, 1);
    EXPECT_NE(ending.stderr_text.find(
                  ": test_join: unique-ID bootstrap: not every PE joined "
                  "within 2 s (NVSHMEM_BOOTSTRAP_TIMEOUT): PEs 1, 3 of 4 "
                  "never arrived; ending this PE"),
              std::string::npos)
        << ending.stderr_text;
  }
  const auto elapsed = Clock::now() - start;
  EXPECT_GT(elapsed, std::chrono::milliseconds(1500));
  EXPECT_LT(elapsed, std::chrono::seconds(6));
  server.release();
  wait_for(server.process, 10);
}

}  // namespace
}  // namespace impl
}  // namespace symsync
