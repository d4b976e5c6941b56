// main() of the tests that run as PEs: starts the library around
// RUN_ALL_TESTS, prints every PE's failures (PE 0 prints everything), and
// aborts the job with a clear message when a test is stuck, instead of
// leaving it to hang until Bazel's timeout.

#include <gtest/gtest.h>
#include <nvshmem.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>

#include "runtime/src/lifecycle/testing_hooks.h"

namespace {

std::mutex activity_mutex;
std::string activity;  // what the running test said it was doing last

}  // namespace

namespace symsync_test {

void note_activity(const std::string& what) {
  std::lock_guard<std::mutex> lock(activity_mutex);
  activity = what;
}

}  // namespace symsync_test

namespace {

std::string last_activity() {
  std::lock_guard<std::mutex> lock(activity_mutex);
  return activity;
}

// Prints failed assertions of a PE other than 0, tagged with the PE.
class FailurePrinter : public testing::EmptyTestEventListener {
 public:
  explicit FailurePrinter(int pe) : pe_(pe) {}
  void OnTestPartResult(const testing::TestPartResult& result) override {
    if (!result.failed()) return;
    std::fprintf(stderr, "[PE %d] %s:%d: Failure\n%s\n", pe_,
                 result.file_name() ? result.file_name() : "?",
                 result.line_number(), result.message());
  }
  void OnTestEnd(const testing::TestInfo& info) override {
    if (info.result()->Failed()) {
      std::fprintf(stderr, "[PE %d] FAILED %s.%s\n", pe_,
                   info.test_suite_name(), info.name());
    }
  }

 private:
  int pe_;
};

// Aborts the job when one test runs longer than the limit
// (SYMSYNC_TEST_TIMEOUT seconds, default 60).
class Watchdog : public testing::EmptyTestEventListener {
 public:
  Watchdog(int pe, double limit_s) : pe_(pe), limit_s_(limit_s) {
    thread_ = std::thread([this] { watch(); });
  }
  ~Watchdog() override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }
  void OnTestStart(const testing::TestInfo& info) override {
    symsync_test::note_activity("starting");
    std::lock_guard<std::mutex> lock(mutex_);
    current_ = std::string(info.test_suite_name()) + "." + info.name();
    deadline_ = std::chrono::steady_clock::now() +
                std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<double>(limit_s_));
    running_ = true;
    wake_.notify_all();
  }
  void OnTestEnd(const testing::TestInfo&) override {
    std::lock_guard<std::mutex> lock(mutex_);
    running_ = false;
  }

 private:
  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!stop_) {
      if (!running_) {
        wake_.wait(lock);
        continue;
      }
      if (wake_.wait_until(lock, deadline_) == std::cv_status::timeout &&
          running_ && std::chrono::steady_clock::now() >= deadline_) {
        std::fprintf(stderr,
                     "[PE %d] %s is still running after %g s (stuck waiting "
                     "for another PE?); last activity: %s; aborting the job\n",
                     pe_, current_.c_str(), limit_s_, last_activity().c_str());
        std::fflush(nullptr);
        std::abort();
      }
    }
  }

  int pe_;
  double limit_s_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
  std::string current_;
  std::chrono::steady_clock::time_point deadline_;
  bool running_ = false;
  bool stop_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  // Death tests fork; "fast" keeps the child from re-running main (and
  // nvshmem_init) from the start.
  testing::GTEST_FLAG(death_test_style) = "fast";
  // A "staged:" launch (tests/launch_pes.sh): the network reaches the host
  // heap as it reaches a heap in GPU memory.
  if (std::getenv("SYMSYNC_TESTS_STAGED_NETWORK") != nullptr)
    symsync::impl::stage_host_heap_over_network();
  nvshmem_init();
  const int pe = nvshmem_my_pe();
  testing::TestEventListeners& listeners =
      testing::UnitTest::GetInstance()->listeners();
  if (pe != 0) {
    delete listeners.Release(listeners.default_result_printer());
    listeners.Append(new FailurePrinter(pe));
  }
  const char* limit = std::getenv("SYMSYNC_TEST_TIMEOUT");
  listeners.Append(new Watchdog(pe, limit ? std::atof(limit) : 60.0));
  int status = RUN_ALL_TESTS();
  // A filter (GTEST_FILTER of a narrowed launch, Bazel's --test_filter)
  // that selects nothing would pass without checking anything.
  if (status == 0 &&
      testing::UnitTest::GetInstance()->test_to_run_count() == 0) {
    std::fprintf(
        stderr,
        "PE %d: the filter '%s' selects none of this program's %d tests\n", pe,
        testing::GTEST_FLAG(filter).c_str(),
        testing::UnitTest::GetInstance()->total_test_count());
    status = 1;
  }
  nvshmem_finalize();
  return status;
}
