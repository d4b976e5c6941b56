// Progress across hosts (run as 2 PEs on 2 "hosts", tests/launch_pes.sh
// 2/1): PE 0 puts a block into PE 1's heap over the network and completes
// it with nvshmem_quiet while PE 1 computes without calling the library.
//
// With the progress thread (the default), the data reaches PE 1's memory
// while PE 1 only reads its own heap: PE 1 sees it arrive, and PE 0's quiet
// returns, before either enters a library routine again.
//
// With --no-progress-thread (run with SYMSYNC_PROGRESS_THREAD=0), PE 1
// computes for a while, then enters nvshmem_barrier_all while PE 0 is still
// in its quiet: the barrier must let the engine progress, so that neither
// waits for the other for ever.

#include <nvshmem.h>
#include <nvshmemx.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>

namespace {

constexpr size_t kWords = size_t{1} << 18;  // 2 MiB: several TCP segments
constexpr double kGiveUpSeconds = 30;

uint64_t word(size_t i) { return 0x5eed000000000000ull + i; }

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
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
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
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
  nvshmem_free(done);
  nvshmem_free(block);
  nvshmem_finalize();
  if (failures == 0)
    std::printf("PE %d: progress %s: ok\n", me,
                thread_off ? "without the thread" : "by the thread");
  return failures == 0 ? 0 : 1;
}
