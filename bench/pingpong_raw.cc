// The limit for a host ping-pong: two processes (pinned to two cores) take
// turns with plain C++ atomics, no library. Each side spins on its own flag
// with acquire loads and answers with a release store to the other's, as the
// symsync and OpenSHMEM versions do.
//
//   pingpong_raw line|pages ROUNDS REPEATS
//
// "line": both flags share one cache line (the hardware's best case).
// "pages": each flag in its own page, as when each PE waits on its own
// symmetric heap (what every SHMEM library's ping-pong moves).
//
// Prints one line: "pingpong raw_<line|pages> median_ns=<x> min_ns=<y>".

#include <sched.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

namespace {

// flag(i): what PE i waits on.
struct Flags {
  std::atomic<long>* flag[2];
};

void pin(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu % static_cast<int>(sysconf(_SC_NPROCESSORS_ONLN)), &set);
  sched_setaffinity(0, sizeof set, &set);
}

void play(const Flags& flags, int me, long first, long rounds) {
  for (long r = first; r < first + rounds; ++r) {
    if (me == 0) {
      flags.flag[1]->store(r, std::memory_order_release);
      while (flags.flag[0]->load(std::memory_order_acquire) != r) {
      }
    } else {
      while (flags.flag[1]->load(std::memory_order_acquire) != r) {
      }
      flags.flag[0]->store(r, std::memory_order_release);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s line|pages ROUNDS REPEATS\n", argv[0]);
    return 2;
  }
  const bool one_line = std::strcmp(argv[1], "line") == 0;
  const long rounds = std::atol(argv[2]);
  const int repeats = std::atoi(argv[3]);
  constexpr size_t kPage = 4096;
  void* memory = mmap(nullptr, 2 * kPage, PROT_READ | PROT_WRITE,
                      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) return 1;
  char* base = static_cast<char*>(memory);
  Flags flags;
  flags.flag[0] = new (base) std::atomic<long>(0);
  flags.flag[1] =
      new (base + (one_line ? sizeof(long) : kPage)) std::atomic<long>(0);
  const pid_t child = fork();
  const int me = child == 0 ? 1 : 0;
  pin(me);
  long next = 1;
  play(flags, me, next, rounds);  // warm-up
  next += rounds;
  std::vector<double> half_trips;
  for (int i = 0; i < repeats; ++i) {
    const auto start = std::chrono::steady_clock::now();
    play(flags, me, next, rounds);
    next += rounds;
    half_trips.push_back(std::chrono::duration<double, std::nano>(
                             std::chrono::steady_clock::now() - start)
                             .count() /
                         rounds / 2);
  }
  if (me == 1) _exit(0);
  int status = 0;
  waitpid(child, &status, 0);
  std::sort(half_trips.begin(), half_trips.end());
  std::printf("pingpong raw_%s median_ns=%.1f min_ns=%.1f\n",
              one_line ? "line" : "pages", half_trips[half_trips.size() / 2],
              half_trips.front());
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
