// Host waits that rest (HostWaitRest in symsync/host_wait.h): a wait that sees
// no update for seconds costs its thread little CPU time; once asleep, it is
// woken by the host update routines at once, and still sees a store made by
// hand within the sleep cap. One PE, two threads: the waiter in
// nvshmem_int_wait_until on a symmetric int, and the test's thread, which
// releases it. The wake-up word is in the heap's shared segment and the
// futex is a shared one, so two threads of one PE exercise what two PEs of
// a node do. bench/wait_rest.cc measures the policy (figures in
// bench/RESULTS.md).

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <stdlib.h>
#include <symsync/p2p_core.h>
#include <sys/prctl.h>
#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/common/settings.h"

namespace symsync {
namespace impl {
namespace {

uint64_t clock_ns(clockid_t clock) {
  timespec now;
  clock_gettime(clock, &now);
  return static_cast<uint64_t>(now.tv_sec) * 1000000000u +
         static_cast<uint64_t>(now.tv_nsec);
}

struct WaitRecord {
  double wall_s = 0;           // the wait's duration
  double cpu_s = 0;            // the waiter's CPU time during it
  double wake_latency_us = 0;  // from the release to the return
};

// A waiter thread waits for *flag == value; this thread calls
// `release(value)` after `asleep_s` seconds. The wait's registration in the
// wake word is gone when it returns.
WaitRecord wait_released_after(int* flag, int value, double asleep_s,
                               const std::function<void(int)>& release) {
  std::atomic<bool> waiting{false};
  uint64_t start_ns = 0, end_ns = 0, cpu_ns = 0;
  std::thread waiter([&] {
    waiting.store(true, std::memory_order_release);
    const uint64_t cpu = clock_ns(CLOCK_THREAD_CPUTIME_ID);
    start_ns = clock_ns(CLOCK_MONOTONIC);
    nvshmem_int_wait_until(flag, NVSHMEM_CMP_EQ, value);
    end_ns = clock_ns(CLOCK_MONOTONIC);
    cpu_ns = clock_ns(CLOCK_THREAD_CPUTIME_ID) - cpu;
  });
  while (!waiting.load(std::memory_order_acquire)) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::duration<double>(asleep_s));
  const uint64_t release_ns = clock_ns(CLOCK_MONOTONIC);
  release(value);
  waiter.join();
  EXPECT_EQ(__atomic_load_n(&host_own_wake_word->sleepers, __ATOMIC_SEQ_CST),
            0u)
      << "a wait that returned is still registered as sleeping";
  WaitRecord record;
  record.wall_s = (end_ns - start_ns) / 1e9;
  record.cpu_s = cpu_ns / 1e9;
  record.wake_latency_us = (end_ns - release_ns) / 1e3;
  return record;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// nvshmem_init publishes the variables to the waits. In a child process
// (gtest runs *DeathTest suites first, before WaitRest starts the library
// in this one).
TEST(WaitPolicyDeathTest, PublishedFromTheEnvironment) {
  EXPECT_EXIT(
      {
        setenv("NVSHMEM_WAIT_SPIN_US", "7", 1);
        setenv("NVSHMEM_WAIT_YIELD_US", "0", 1);
        setenv("NVSHMEM_WAIT_MAX_SLEEP_US", "150", 1);
        nvshmem_init();
        std::fprintf(
            stderr, "policy %llu %llu %llu\n",
            static_cast<unsigned long long>(host_wait_policy.spin_ns),
            static_cast<unsigned long long>(host_wait_policy.yield_ns),
            static_cast<unsigned long long>(host_wait_policy.max_sleep_ns));
        // A wait that spins, then (no yield phase) sleeps, still returns.
        int* flag = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
        std::thread releaser([flag] {
          std::this_thread::sleep_for(std::chrono::milliseconds(50));
          __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
        });
        nvshmem_int_wait_until(flag, NVSHMEM_CMP_EQ, 1);
        releaser.join();
        nvshmem_free(flag);
        nvshmem_finalize();
        std::exit(0);
      },
      testing::ExitedWithCode(0), "policy 7000 0 150000");
}

class WaitRest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    // The releasing thread sleeps without timer slack, so that its store
    // is not merged with the waiter's wake-ups (which would make it land
    // just after a poll more often than by chance).
    saved_slack_ = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);
    prctl(PR_SET_TIMERSLACK, 1, 0, 0, 0);
    nvshmem_init();
    flag_ = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  }
  static void TearDownTestSuite() {
    nvshmem_free(flag_);
    nvshmem_finalize();
    if (saved_slack_ > 0) prctl(PR_SET_TIMERSLACK, saved_slack_, 0, 0, 0);
  }
  static int next_value() { return ++last_value_; }

  static inline int* flag_ = nullptr;
  static inline int last_value_ = 0;
  static inline int saved_slack_ = 0;
};

TEST_F(WaitRest, PolicyIsTheDefaultWhenNothingIsSet) {
  for (const char* name : {"NVSHMEM_WAIT_SPIN_US", "NVSHMEM_WAIT_YIELD_US",
                           "NVSHMEM_WAIT_MAX_SLEEP_US"}) {
    ASSERT_EQ(getenv(name), nullptr) << name << " is set for this test";
  }
  EXPECT_EQ(host_wait_policy.spin_ns, kWaitSpinUsDefault * 1000);
  EXPECT_EQ(host_wait_policy.yield_ns, kWaitYieldUsDefault * 1000);
  EXPECT_EQ(host_wait_policy.max_sleep_ns, kWaitMaxSleepUsDefault * 1000);
}

// Under the sanitizers the suite runs this program for what they find, not
// for its timing, which the ordinary build asserts: the idle wait is short.
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
constexpr double kIdleSeconds = 2.0;
#else
constexpr double kIdleSeconds = 10.0;
#endif

// An idle wait of 10 s costs the waiting thread under 2 % of a core: with
// the default cap it sleeps 4 ms at a time, and each sleep and wake-up costs
// ~30 us of CPU on the development VM (~0.8 %).
TEST_F(WaitRest, IdleWaitCostsLittleCpu) {
  const WaitRecord record = wait_released_after(
      flag_, next_value(), kIdleSeconds,
      [](int value) { nvshmem_int_atomic_set(flag_, value, nvshmem_my_pe()); });
  const double share = record.cpu_s / record.wall_s;
  std::printf("idle wait: %.2f s, waiter CPU %.1f ms = %.2f %% of a core\n",
              record.wall_s, record.cpu_s * 1e3, share * 100);
  RecordProperty("idle_cpu_share_percent", std::to_string(share * 100));
  EXPECT_GE(record.wall_s, kIdleSeconds - 0.1);
  EXPECT_LT(share, 0.02);
}

// The wake-up tests tell "woken" from "saw it when its pause ended" by
// making the pauses long: with the sleep cap at 1 s, pauses double from
// 1 us, so a wait that has slept for 0.3 s is in the pause that runs from
// about 262 ms to 524 ms, and an update that does not wake it is seen about
// 0.2 s later. A woken wait returns within microseconds on an idle machine
// and within a few milliseconds on a 2-core machine busy with compiles
// beside the test (measured: up to 3.6 ms), so the bound of 20 ms holds
// there too, and a wake-up that is missing still fails it.
constexpr double kAsleepS = 0.3;
constexpr double kWokenUs = 20000.0;

class LongPauses {
 public:
  LongPauses() : saved_(host_wait_policy.max_sleep_ns) {
    host_wait_policy.max_sleep_ns = 1000000000;
  }
  ~LongPauses() { host_wait_policy.max_sleep_ns = saved_; }

 private:
  uint64_t saved_;
};

// Each host update routine that can end a wait wakes it once it sleeps:
// each routine's median wake-up of 5 is under kWokenUs.
TEST_F(WaitRest, AnUpdateWakesASleepingWait) {
  const LongPauses long_pauses;
  uint64_t* signal =
      static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  ASSERT_NE(signal, nullptr);
  const int me = nvshmem_my_pe();
  const struct {
    const char* routine;
    std::function<void(int)> release;
  } updates[] = {
      {"nvshmem_int_atomic_set",
       [&](int value) { nvshmem_int_atomic_set(flag_, value, me); }},
      {"nvshmem_int_p", [&](int value) { nvshmem_int_p(flag_, value, me); }},
      {"nvshmem_int_put",
       [&](int value) { nvshmem_int_put(flag_, &value, 1, me); }},
      {"nvshmem_int_put_nbi",
       [&](int value) {
         nvshmem_int_put_nbi(flag_, &value, 1, me);
         nvshmem_quiet();
       }},
      // The wait is on the data: a put-with-signal wakes its target's waits
      // once, after the signal, which follows the data.
      {"nvshmem_int_put_signal",
       [&](int value) {
         nvshmem_int_put_signal(flag_, &value, 1, signal, 1, NVSHMEM_SIGNAL_ADD,
                                me);
       }},
  };
  std::vector<double> all_us;
  for (const auto& update : updates) {
#if defined(__SANITIZE_THREAD__)
    // A put's copy is a memcpy, which ThreadSanitizer reports as racing
    // with the wait's atomic load of the same int; the wake-up path is the
    // same code as in the other builds, which run these cases.
    if (std::strstr(update.routine, "_put") != nullptr) continue;
#endif
    std::vector<double> latencies_us;
    for (int i = 0; i < 5; ++i) {
      latencies_us.push_back(
          wait_released_after(flag_, next_value(), kAsleepS, update.release)
              .wake_latency_us);
    }
    const double routine_median = median(latencies_us);
    std::printf("%s: wake-up median %.1f us (of", update.routine,
                routine_median);
    for (double us : latencies_us) std::printf(" %.1f", us);
    std::printf(")\n");
    EXPECT_LT(routine_median, kWokenUs)
        << update.routine << " does not wake a sleeping wait";
    all_us.insert(all_us.end(), latencies_us.begin(), latencies_us.end());
  }
  RecordProperty("wake_median_us", std::to_string(median(all_us)));
  nvshmem_free(signal);
}

// Signal updates, waited for with nvshmem_signal_wait_until.
TEST_F(WaitRest, ASignalUpdateWakesASleepingSignalWait) {
  uint64_t* signal =
      static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  ASSERT_NE(signal, nullptr);
  const int me = nvshmem_my_pe();
  const LongPauses long_pauses;
  std::vector<double> latencies_us;
  for (int i = 0; i < 5; ++i) {
    const uint64_t goal = i + 1;
    std::atomic<uint64_t> end_ns{0};
    std::thread waiter([&] {
      nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, goal);
      end_ns.store(clock_ns(CLOCK_MONOTONIC));
    });
    std::this_thread::sleep_for(std::chrono::duration<double>(kAsleepS));
    const uint64_t release_ns = clock_ns(CLOCK_MONOTONIC);
    // Alternately a set and an add of 1.
    if (i % 2 == 0) {
      nvshmemx_signal_op(signal, goal, NVSHMEM_SIGNAL_SET, me);
    } else {
      nvshmemx_signal_op(signal, 1, NVSHMEM_SIGNAL_ADD, me);
    }
    waiter.join();
    latencies_us.push_back((end_ns.load() - release_ns) / 1e3);
  }
  std::printf("nvshmemx_signal_op: wake-up median %.1f us\n",
              median(latencies_us));
  EXPECT_LT(median(latencies_us), kWokenUs);
  nvshmem_free(signal);
}

// A wait woken by an update that does not satisfy it goes on (and sleeps
// again), and the update it waits for still wakes it.
TEST_F(WaitRest, AWakeUpThatDoesNotSatisfyTheWaitIsNotItsEnd) {
  const int me = nvshmem_my_pe();
  const int goal = next_value();
  std::vector<double> latencies_us;
  const WaitRecord record =
      wait_released_after(flag_, goal, 0.1, [&](int value) {
        nvshmem_int_atomic_set(flag_, value + 1000, me);  // not it
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        nvshmem_int_atomic_set(flag_, value, me);
      });
  std::printf("woken by the wrong value first: returned %.1f us after it\n",
              record.wake_latency_us - 100000);
  EXPECT_GE(record.wake_latency_us, 100000.0);
  EXPECT_LT(record.wake_latency_us, 100000.0 + 20000.0);
}

// A store made by hand (no library call, so nobody wakes the wait) is seen
// when the pause ends: at most the cap (NVSHMEM_WAIT_MAX_SLEEP_US) plus the
// wake-up. The bound adds 5 ms to the cap for loaded machines.
TEST_F(WaitRest, AHandStoreIsSeenWithinTheCap) {
  std::vector<double> latencies_us;
  for (int i = 0; i < 3; ++i) {
    latencies_us.push_back(
        wait_released_after(flag_, next_value(), 0.5, [](int value) {
          __atomic_store_n(flag_, value, __ATOMIC_RELEASE);
        }).wake_latency_us);
    std::printf("hand store after 0.5 s of waiting: seen %.1f us later\n",
                latencies_us.back());
  }
  const double cap_us = kWaitMaxSleepUsDefault;
  RecordProperty("hand_store_median_us", std::to_string(median(latencies_us)));
  EXPECT_LT(median(latencies_us), cap_us + 5000.0);
}

}  // namespace
}  // namespace impl
}  // namespace symsync
