// A PE for the symsync-run tests, built on the unique-ID bootstrap alone
// (no runtime, no CUDA). It reads the job symsync-run gives it from the
// environment, as nvshmem_init does.
//
//   uid_pe_program ranks                 join, print the ranks seen, finalize
//   uid_pe_program fail RANK CODE        PE RANK exits CODE, the others sleep
//   uid_pe_program fail-joined RANK CODE the same, after every PE has joined
//   uid_pe_program skip-join RANK        every PE but RANK joins
//   uid_pe_program sleep                 sleep
//
// With PID_DIR set, each PE first writes its process id to PID_DIR/pe<k>.

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/common/settings.h"

namespace {

using symsync::impl::Bootstrap;

constexpr const char* kRoutine = "uid_pe_program";

void sleep_long() { std::this_thread::sleep_for(std::chrono::seconds(60)); }

std::unique_ptr<Bootstrap> join(const symsync::impl::Settings& settings) {
  const symsync::impl::LauncherJob& job = *settings.launcher_job;
  const auto id = symsync::impl::unique_id_from_text(job.unique_id_text);
  if (!id) symsync::impl::fatal(kRoutine, "SYMSYNC_UNIQUEID is not an ID");
  return symsync::impl::make_uid_bootstrap(kRoutine, *id, job.rank, job.nranks,
                                           settings);
}

}  // namespace

int main(int argc, char** argv) {
  const symsync::impl::Settings settings =
      symsync::impl::read_settings(kRoutine);
  if (!settings.launcher_job) {
    std::fprintf(stderr, "not started by symsync-run\n");
    return 64;
  }
  const int rank = settings.launcher_job->rank;
  const int nranks = settings.launcher_job->nranks;
  if (const char* dir = std::getenv("PID_DIR")) {
    const std::string path = std::string(dir) + "/pe" + std::to_string(rank);
    if (FILE* file = std::fopen(path.c_str(), "w")) {
      std::fprintf(file, "%d\n", static_cast<int>(getpid()));
      std::fclose(file);
    }
  }
  const std::string mode = argc > 1 ? argv[1] : "";
  const int chosen = argc > 2 ? std::atoi(argv[2]) : -1;
  const int code = argc > 3 ? std::atoi(argv[3]) : 0;

  if (mode == "ranks") {
    std::printf("PE %d of %d starting\n", rank, nranks);
    std::fflush(stdout);
    std::fprintf(stderr, "PE %d says hello on stderr\n", rank);
    auto bootstrap = join(settings);
    std::vector<int> ranks(nranks);
    bootstrap->allgather(kRoutine, &rank, ranks.data(), sizeof rank);
    std::string seen;
    for (int r : ranks) seen += " " + std::to_string(r);
    std::printf("PE %d sees ranks%s\n", rank, seen.c_str());
    bootstrap->barrier(kRoutine);
    bootstrap.reset();
    std::printf("PE %d partial line", rank);  // no newline
    return 0;
  }
  if (mode == "fail" || mode == "fail-joined") {
    std::unique_ptr<Bootstrap> bootstrap;
    if (mode == "fail-joined") {
      bootstrap = join(settings);
      bootstrap->barrier(kRoutine);
    }
    if (rank == chosen) {
      std::this_thread::sleep_for(std::chrono::milliseconds(300));
      std::fprintf(stderr, "PE %d fails on purpose\n", rank);
      std::fflush(stderr);
      _exit(code);
    }
    sleep_long();
    return 0;
  }
  if (mode == "skip-join") {
    if (rank != chosen) join(settings);
    sleep_long();
    return 0;
  }
  if (mode == "sleep") {
    sleep_long();
    return 0;
  }
  std::fprintf(stderr, "unknown mode '%s'\n", mode.c_str());
  return 64;
}
