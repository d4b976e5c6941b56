// Progress across hosts (run as 2 PEs on 2 "hosts", tests/launch_pes.sh
// 2/1): PE 0 puts a block into PE 1's heap over the network and completes
// it with nvshmem_quiet while PE 1 computes without calling the library.
//
// With the progress thread (the default), the data reaches PE 1's memory
// while PE 1 only reads its own heap: PE 1 sees it arrive, and PE 0's quiet
// returns, before either enters a library routine again.
//
// Then PE 1 waits in nvshmem_signal_wait_until long enough to sleep, and
// PE 0 releases it with nvshmemx_signal_op: the progress thread applies the
// update and wakes the sleeping wait, which returns a median of at most
// kWakeBoundUs after the update was sent (without the wake-up it would see
// it when its pause ends: ~2 ms on average with the default 4 ms cap, under
// kWakeBoundUs in 1 of 8 waits, with a median of 7 under it in 1 % of
// runs).
//
// With --no-progress-thread (run with SYMSYNC_PROGRESS_THREAD=0), PE 1
// computes for kComputeSeconds of processor time, then enters
// nvshmem_barrier_all while PE 0 is still in its quiet: the barrier must let
// the engine progress, so that neither waits for the other for ever. PE 1
// says how long the computing took: where both PEs share one processor,
// PE 0's quiet either gives it up (engine_yield_test.sh) or keeps half of
// it.

#include <nvshmem.h>
#include <nvshmemx.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>

namespace {

constexpr size_t kWords = size_t{1} << 18;  // 2 MiB: several TCP segments
constexpr double kGiveUpSeconds = 30;
constexpr int kWakeRounds = 7;
constexpr double kWakeBoundUs = 500;
constexpr double kComputeSeconds = 0.3;

uint64_t word(size_t i) { return 0x5eed000000000000ull + i; }

uint64_t monotonic_ns() {
  timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<uint64_t>(now.tv_sec) * 1000000000u +
         static_cast<uint64_t>(now.tv_nsec);
}

// PE 1 sleeps in a wait that PE 0's signal update ends; the signal's value
// is the time PE 0 sent it (both PEs are on this machine, whose monotonic
// clock they share). Returns PE 1's failures.
int sleeping_wait_is_woken(int me, uint64_t* signal) {
  std::vector<double> latencies_us;
  for (int round = 0; round < kWakeRounds; ++round) {
    nvshmem_barrier_all();
    if (me == 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(150));
      nvshmemx_signal_op(signal, monotonic_ns(), NVSHMEM_SIGNAL_SET, 1);
      // Completed later: a quiet now would keep this PE's processor busy
      // while PE 1 wakes, which on a small VM delays the wake-up on the
      // other processor by milliseconds (the hypervisor's, not ours).
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      nvshmem_quiet();
    } else {
      const uint64_t sent =
          nvshmem_signal_wait_until(signal, NVSHMEM_CMP_NE, 0);
      latencies_us.push_back((monotonic_ns() - sent) / 1e3);
      *signal = 0;
    }
  }
  nvshmem_barrier_all();
  if (me == 0) return 0;
  std::sort(latencies_us.begin(), latencies_us.end());
  const double median = latencies_us[latencies_us.size() / 2];
  std::printf(
      "PE 1: a sleeping wait saw the other host's signal a median of "
      "%.1f us after it was sent (fastest %.1f, slowest %.1f)\n",
      median, latencies_us.front(), latencies_us.back());
  if (median > kWakeBoundUs) {
    std::fprintf(stderr,
                 "PE 1: a sleeping wait saw the other host's update a median "
                 "of %.1f us after it was sent, more than %.0f us: the "
                 "progress thread does not wake it\n",
                 median, kWakeBoundUs);
    return 1;
  }
  return 0;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

double thread_seconds() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + now.tv_nsec / 1e9;
}

// Computes until this thread has had `seconds` of processor time; prints
// how long that took.
void compute_for(double seconds) {
  const auto start = std::chrono::steady_clock::now();
  const double first = thread_seconds();
  volatile uint64_t sum = 0;
  while (thread_seconds() - first < seconds) {
    for (int i = 0; i < 10000; ++i) sum = sum + i;
  }
  std::printf(
      "PE 1: computed for %.0f ms of processor time in %.0f ms while PE 0 "
      "was in nvshmem_quiet\n",
      seconds * 1e3, seconds_since(start) * 1e3);
}

}  // namespace

int main(int argc, char** argv) {
  const bool thread_off =
      argc > 1 && std::strcmp(argv[1], "--no-progress-thread") == 0;
  nvshmem_init();
  const int me = nvshmem_my_pe();
  if (nvshmem_n_pes() != 2) {
    std::fprintf(stderr, "PE %d: run me as 2 PEs\n", me);
    return 1;
  }
  auto* block =
      static_cast<uint64_t*>(nvshmem_calloc(kWords, sizeof(uint64_t)));
  auto* done = static_cast<int*>(nvshmem_calloc(1, sizeof(int)));
  if (nvshmem_ptr(block, 1 - me) != nullptr) {
    std::fprintf(stderr,
                 "PE %d: the other PE is mapped: run as 2 hosts "
                 "(SYMSYNC_PES_PER_HOST=1)\n",
                 me);
    return 1;
  }
  nvshmem_barrier_all();
  int failures = 0;
  if (me == 0) {
    // Without the thread, PE 1 must be computing (out of the library) by
    // the time the put arrives: where it was still finishing the barrier,
    // its engine took the whole put and answered the quiet there, and PE 0
    // never waited (1 run in 12 once a put's messages grew to 256 KiB).
    if (thread_off) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    std::vector<uint64_t> source(kWords);
    for (size_t i = 0; i < kWords; ++i) source[i] = word(i);
    nvshmem_putmem_nbi(block, source.data(), kWords * sizeof(uint64_t), 1);
    nvshmem_quiet();  // needs PE 1's engine to apply the put
    // Tell PE 1 (which polls its memory, not the library) that quiet
    // returned: a single atomic set, applied by the same engine.
    nvshmem_int_atomic_set(done, 1, 1);
    nvshmem_quiet();
  } else if (!thread_off) {
    // Compute: look at the own heap with plain loads, no library call.
    const auto start = std::chrono::steady_clock::now();
    while (__atomic_load_n(done, __ATOMIC_ACQUIRE) == 0) {
      if (seconds_since(start) > kGiveUpSeconds) {
        std::fprintf(stderr,
                     "PE 1: PE 0's put and quiet did not complete in %.0f s "
                     "while this PE made no library call: nothing made "
                     "progress for it\n",
                     kGiveUpSeconds);
        return 1;
      }
      std::this_thread::yield();
    }
  } else {
    compute_for(kComputeSeconds);
  }
  nvshmem_barrier_all();  // without the thread: PE 0 may still be in quiet
  if (me == 1) {
    for (size_t i = 0; i < kWords; ++i) {
      if (block[i] != word(i)) {
        std::fprintf(stderr, "PE 1: word %zu is %llx, expected %llx\n", i,
                     static_cast<unsigned long long>(block[i]),
                     static_cast<unsigned long long>(word(i)));
        ++failures;
        break;
      }
    }
    if (*done != 1) {
      std::fprintf(stderr, "PE 1: the atomic set did not arrive\n");
      ++failures;
    }
  }
  if (!thread_off) {
    auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
    failures += sleeping_wait_is_woken(me, signal);
    nvshmem_free(signal);
  }
  nvshmem_free(done);
  nvshmem_free(block);
  nvshmem_finalize();
  if (failures == 0)
    std::printf("PE %d: progress %s: ok\n", me,
                thread_off ? "without the thread" : "by the thread");
  return failures == 0 ? 0 : 1;
}
