// A member that never reaches a barrier or a collective of its team: the
// member waiting for it reports it after NVSHMEM_WAIT_TIMEOUT, naming the
// routine, the team and the member, and its program ends with status 1; in
// device code and on a stream as on the host. A test of that needs a job
// whose PE 0 ends while PE 1 lives, which a test inside a job cannot
// watch, so each test here starts one: two processes of this program that
// start through the unique-ID API (no launcher). Both make a team of the
// two; PE 1 then never calls; PE 0 prints the team's handle and calls the
// case's routine. The test checks PE 0's status and report, then ends PE 1.
// The host form's case runs without a GPU too: it checks that the job and
// its report come out here as team_missing_member_test.sh finds them under
// symsync-run; the others need a GPU (the GPU pack runs them; not under
// compute-sanitizer, which leaves out suites named *DeathTest: PE 0's kernel
// ends in a trap on purpose).
//
//   missing_member_test_program                          the tests
//   missing_member_test_program --pe RANK ID_FILE CASE   one PE of a job

#include <cuda_runtime.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/cuda_test.h"
#include "tests/support/unique_id_file.h"

extern char** environ;

namespace {

__global__ void barrier_kernel(nvshmem_team_t team) { nvshmem_barrier(team); }

__global__ void reduce_block_kernel(nvshmem_team_t team, int* data) {
  nvshmemx_int_sum_reduce_block(team, data + 1, data, 1);
}

// PE 0's call of case `which` on `team` (`data`: two ints of the heap):
// what the routine returned, and the CUDA error of the synchronization
// after it (a report ends the program first). `*known` is false for a case
// this program does not have.
struct CaseResult {
  int status = 0;
  cudaError_t synchronized = cudaSuccess;
};
CaseResult call_case(const std::string& which, nvshmem_team_t team, int* data,
                     bool* known) {
  CaseResult result;
  *known = true;
  cudaStream_t stream = 0;
  if (which == "host_barrier") {
    result.status = nvshmem_barrier(team);
    return result;  // no GPU needed
  }
  if (which == "device_barrier") {
    void* args[] = {&team};
    result.status = nvshmemx_collective_launch(
        reinterpret_cast<const void*>(barrier_kernel), dim3(1), dim3(1), args,
        0, 0);
  } else if (which == "block_reduction") {
    void* args[] = {&team, &data};
    result.status = nvshmemx_collective_launch(
        reinterpret_cast<const void*>(reduce_block_kernel), dim3(1), dim3(64),
        args, 0, 0);
  } else if (which == "stream_barrier" || which == "stream_reduction") {
    result.synchronized = cudaStreamCreate(&stream);
    if (result.synchronized != cudaSuccess) return result;
    result.status = which == "stream_barrier"
                        ? nvshmemx_barrier_on_stream(team, stream)
                        : nvshmemx_int_sum_reduce_on_stream(team, data + 1,
                                                            data, 1, stream);
  } else {
    *known = false;
    return result;
  }
  result.synchronized = cudaDeviceSynchronize();
  return result;
}

// One PE of a job (see the top).
int run_pe(int rank, const std::string& id_file, const std::string& which) {
  std::string error;
  if (!symsync_test::start_with_unique_id_file(rank, 2, id_file, &error)) {
    std::fprintf(stderr, "PE %d: %s\n", rank, error.c_str());
    return 2;
  }
  nvshmem_team_t team = NVSHMEM_TEAM_INVALID;
  nvshmem_team_split_strided(NVSHMEM_TEAM_WORLD, 0, 1, 2, nullptr, 0, &team);
  auto* data = static_cast<int*>(nvshmem_calloc(2, sizeof(int)));
  nvshmem_barrier_all();
  if (rank == 1) {
    // Never calls: the test ends this process once PE 0 has ended.
    std::this_thread::sleep_for(std::chrono::seconds(120));
    return 3;
  }
  std::printf("team %d\n", team);
  std::fflush(stdout);
  // A kernel that never ends (no report) ends PE 0 by SIGALRM within the
  // test's time, rather than at the test's deadline.
  alarm(20);
  bool known = false;
  const CaseResult result = call_case(which, team, data, &known);
  if (!known) {
    std::fprintf(stderr, "PE 0: no case '%s'\n", which.c_str());
    return 2;
  }
  // The report comes from a thread that polls for device reports.
  std::this_thread::sleep_for(std::chrono::seconds(10));
  std::fprintf(stderr,
               "PE 0: %s returned %d, the synchronization after it gave "
               "'%s', and no report came within 10 s\n",
               which.c_str(), result.status,
               cudaGetErrorString(result.synchronized));
  return 0;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// What a job of case `which` left: PE 0's exit status (-1: it did not end
// within 25 s; -2: it was not started) and both PEs' output.
struct Job {
  int pe0_status = -2;
  std::string pe0_output, pe1_output;
};

// Starts PE `rank` of a job of case `which`, its output into `output`, with
// the environment of this program, NVSHMEM_WAIT_TIMEOUT=1, the heap kind
// `heap_kind` and the ID's server on loopback.
pid_t start_pe(int rank, const std::string& id_file, const std::string& which,
               const char* heap_kind, const std::string& output) {
  const std::vector<std::string> ours = {
      "NVSHMEM_WAIT_TIMEOUT=1", std::string("NVSHMEM_HEAP_KIND=") + heap_kind,
      // The rendezvous server on loopback, as every test's traffic.
      "NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME=lo"};
  std::vector<std::string> settings;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    bool replaced = false;
    for (const std::string& setting : ours) {
      const size_t name = setting.find('=') + 1;
      replaced = replaced || std::strncmp(*entry, setting.c_str(), name) == 0;
    }
    if (!replaced) settings.push_back(*entry);
  }
  settings.insert(settings.end(), ours.begin(), ours.end());
  std::vector<char*> envp;
  for (std::string& setting : settings) envp.push_back(&setting[0]);
  envp.push_back(nullptr);
  std::string program(4096, '\0');
  const ssize_t length =
      readlink("/proc/self/exe", &program[0], program.size() - 1);
  if (length <= 0) return -1;
  program.resize(static_cast<size_t>(length));
  std::string rank_text = std::to_string(rank), pe = "--pe", file = id_file,
              case_name = which;
  char* argv[] = {&program[0], &pe[0],        &rank_text[0],
                  &file[0],    &case_name[0], nullptr};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, output.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid = -1;
  if (posix_spawn(&pid, program.c_str(), &actions, nullptr, argv,
                  envp.data()) != 0) {
    pid = -1;
  }
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

Job run_job(const std::string& which, const char* heap_kind) {
  const char* tmp = std::getenv("TEST_TMPDIR");
  std::string folder =
      std::string(tmp != nullptr ? tmp : "/tmp") + "/missing_member.XXXXXX";
  Job job;
  if (mkdtemp(&folder[0]) == nullptr) return job;
  const std::string id_file = folder + "/id";
  const std::string out0 = folder + "/pe0.txt", out1 = folder + "/pe1.txt";
  const pid_t pe0 = start_pe(0, id_file, which, heap_kind, out0);
  const pid_t pe1 = start_pe(1, id_file, which, heap_kind, out1);
  if (pe0 > 0) {
    job.pe0_status = -1;
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::seconds(25);
    int status = 0;
    while (std::chrono::steady_clock::now() < deadline) {
      const pid_t done = waitpid(pe0, &status, WNOHANG);
      if (done == pe0) {
        job.pe0_status =
            WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (job.pe0_status == -1) {
      kill(pe0, SIGKILL);
      waitpid(pe0, &status, 0);
    }
  }
  if (pe1 > 0) {
    int status = 0;
    kill(pe1, SIGKILL);
    waitpid(pe1, &status, 0);
  }
  job.pe0_output = read_file(out0);
  job.pe1_output = read_file(out1);
  for (const std::string& path : {id_file, out0, out1}) unlink(path.c_str());
  rmdir(folder.c_str());
  return job;
}

// Runs a job of case `which` and checks that PE 0 ended with status 1 and
// the report `report`, in which "TEAM" stands for the handle PE 0 printed.
void expect_report(const std::string& which, const char* heap_kind,
                   const std::string& report) {
  const auto started = std::chrono::steady_clock::now();
  const Job job = run_job(which, heap_kind);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
          .count();
  const std::string outputs = "PE 0's output:\n" + job.pe0_output +
                              "\nPE 1's output:\n" + job.pe1_output;
  std::smatch team;
  ASSERT_TRUE(std::regex_search(job.pe0_output, team,
                                std::regex("(^|\n)team ([0-9]+)\n")))
      << "PE 0 printed no team handle (status " << job.pe0_status << ")\n"
      << outputs;
  std::string pattern = report;
  pattern.replace(pattern.find("TEAM"), 4, team[2].str());
  EXPECT_EQ(job.pe0_status, 1) << outputs;
  EXPECT_TRUE(std::regex_search(job.pe0_output, std::regex(pattern)))
      << "no report matching /" << pattern << "/\n"
      << outputs;
  // NVSHMEM_WAIT_TIMEOUT is 1 s: the report comes within seconds.
  EXPECT_LT(seconds, 30) << outputs;
}

const char kEnding[] =
    " within NVSHMEM_WAIT_TIMEOUT: every PE of the team must call it "
    "\\(in device code: block \\(0,0,0\\), thread \\([0-9]+,0,0\\)\\)";

TEST(MissingMemberDeathTest, AHostBarrierReportsIt) {
  expect_report("host_barrier", "host",
                "PE 0: nvshmem_barrier: waited [0-9]+\\.[0-9] s "
                "\\(NVSHMEM_WAIT_TIMEOUT\\) in collective operation #[0-9]+ "
                "of team TEAM \\{0, 1\\} for its PE number 1 \\(world PE 1\\): "
                "every PE of the team must call it");
}

TEST(MissingMemberDeathTest, ADeviceBarrierReportsIt) {
  SYMSYNC_REQUIRE_GPU();
  expect_report("device_barrier", "cuda",
                std::string("PE 0: nvshmem_barrier: PE 1 did not reach this "
                            "barrier of team TEAM") +
                    kEnding);
}

TEST(MissingMemberDeathTest, AStreamBarrierReportsIt) {
  SYMSYNC_REQUIRE_GPU();
  expect_report("stream_barrier", "cuda",
                std::string("PE 0: nvshmemx_barrier_on_stream: PE 1 did not "
                            "reach this barrier of team TEAM") +
                    kEnding);
}

// A short reduction goes in one step, with no meeting: its wait for the
// members' slots reports the member.
TEST(MissingMemberDeathTest, AShortBlockReductionReportsIt) {
  SYMSYNC_REQUIRE_GPU();
  expect_report("block_reduction", "cuda",
                std::string("PE 0: nvshmemx_int_sum_reduce_block: PE 1 did "
                            "not reach this reduction of team TEAM") +
                    kEnding);
}

TEST(MissingMemberDeathTest, AShortStreamReductionReportsIt) {
  SYMSYNC_REQUIRE_GPU();
  expect_report("stream_reduction", "cuda",
                std::string("PE 0: nvshmemx_int_sum_reduce_on_stream: PE 1 "
                            "did not reach this reduction of team TEAM") +
                    kEnding);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 5 && std::strcmp(argv[1], "--pe") == 0)
    return run_pe(std::atoi(argv[2]), argv[3], argv[4]);
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
