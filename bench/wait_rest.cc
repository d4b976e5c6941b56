// What a host wait costs while nothing happens, and how soon it sees the
// update that ends it. One PE, two threads: a waiter in
// nvshmem_int_wait_until on a symmetric int, and the main thread, which
// sleeps and then releases it, with the library's update
// (nvshmem_int_atomic_set, which wakes a sleeping wait) or with a release
// store by hand (which the wait sees when its pause ends).
//
//   wait_rest LABEL IDLE_S WAKES ASLEEP_S
//
// First one idle wait of IDLE_S seconds: the waiter's CPU time (its thread
// CPU clock) over the wait's wall time. Then WAKES waits of ASLEEP_S seconds
// each released by the update, and WAKES released by hand: the time from
// the release to the waiter's return. The policy is the environment's
// (NVSHMEM_WAIT_*, docs/launching.rst), so bench/run.sh runs this program
// once per policy. Prints three lines:
//
//   wait_rest LABEL idle_cpu_share=<x> idle_s=<s>
//   wait_rest LABEL wake_median_us=<x> wake_min_us=<y> wake_max_us=<z>
//       wakes=<n> asleep_s=<s>                          (one line)
//   wait_rest LABEL hand_median_us=<x> hand_max_us=<z>

#include <nvshmem.h>
#include <sys/prctl.h>
#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

namespace {

uint64_t clock_ns(clockid_t clock) {
  timespec now;
  clock_gettime(clock, &now);
  return static_cast<uint64_t>(now.tv_sec) * 1000000000u +
         static_cast<uint64_t>(now.tv_nsec);
}

// What the waiter measured of one wait.
struct WaitRecord {
  uint64_t start_ns = 0;  // CLOCK_MONOTONIC when the wait began
  uint64_t end_ns = 0;    // ... when it returned
  uint64_t cpu_ns = 0;    // the waiter's CPU time in between
};

// One wait on `flag` for `value`, released by this thread after `asleep_s`
// seconds, by the update routine or by hand. Returns the waiter's record
// and when the release happened.
WaitRecord wait_once(int* flag, int value, double asleep_s, bool by_hand,
                     uint64_t* store_ns) {
  WaitRecord record;
  std::atomic<bool> waiting{false};
  std::thread waiter([&] {
    waiting.store(true, std::memory_order_release);
    const uint64_t cpu = clock_ns(CLOCK_THREAD_CPUTIME_ID);
    record.start_ns = clock_ns(CLOCK_MONOTONIC);
    nvshmem_int_wait_until(flag, NVSHMEM_CMP_EQ, value);
    record.end_ns = clock_ns(CLOCK_MONOTONIC);
    record.cpu_ns = clock_ns(CLOCK_THREAD_CPUTIME_ID) - cpu;
  });
  while (!waiting.load(std::memory_order_acquire)) std::this_thread::yield();
  std::this_thread::sleep_for(std::chrono::duration<double>(asleep_s));
  *store_ns = clock_ns(CLOCK_MONOTONIC);
  if (by_hand) {
    __atomic_store_n(flag, value, __ATOMIC_RELEASE);
  } else {
    nvshmem_int_atomic_set(flag, value, nvshmem_my_pe());
  }
  waiter.join();
  return record;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: %s LABEL IDLE_S WAKES ASLEEP_S\n", argv[0]);
    return 2;
  }
  const char* label = argv[1];
  const double idle_s = std::atof(argv[2]);
  const int wakes = std::atoi(argv[3]);
  const double asleep_s = std::atof(argv[4]);
  if (idle_s <= 0 || wakes < 1 || asleep_s <= 0) {
    std::fprintf(stderr, "wait_rest: IDLE_S, WAKES and ASLEEP_S must be > 0\n");
    return 2;
  }
  // The releasing thread sleeps with no timer slack: with the default
  // 50 us its wake-up could be merged with the waiter's timer, and the
  // store would land just after a poll more often than by chance.
  prctl(PR_SET_TIMERSLACK, 1, 0, 0, 0);
  nvshmem_init();
  int* flag = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));

  uint64_t store_ns;
  const WaitRecord idle = wait_once(flag, 1, idle_s, false, &store_ns);
  std::printf("wait_rest %s idle_cpu_share=%.4f idle_s=%.1f\n", label,
              static_cast<double>(idle.cpu_ns) / (idle.end_ns - idle.start_ns),
              (idle.end_ns - idle.start_ns) / 1e9);

  int value = 1;
  std::vector<double> latencies_us[2];  // by the update, by hand
  for (int by_hand = 0; by_hand < 2; ++by_hand) {
    for (int i = 0; i < wakes; ++i) {
      const WaitRecord wake =
          wait_once(flag, ++value, asleep_s, by_hand != 0, &store_ns);
      latencies_us[by_hand].push_back((wake.end_ns - store_ns) / 1e3);
    }
    std::sort(latencies_us[by_hand].begin(), latencies_us[by_hand].end());
  }
  const std::vector<double>& update = latencies_us[0];
  const std::vector<double>& hand = latencies_us[1];
  std::printf(
      "wait_rest %s wake_median_us=%.1f wake_min_us=%.1f wake_max_us=%.1f "
      "wakes=%d asleep_s=%g\n",
      label, update[update.size() / 2], update.front(), update.back(), wakes,
      asleep_s);
  std::printf("wait_rest %s hand_median_us=%.1f hand_max_us=%.1f\n", label,
              hand[hand.size() / 2], hand.back());
  std::fflush(stdout);
  nvshmem_free(flag);
  nvshmem_finalize();
  return 0;
}
