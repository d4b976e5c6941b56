// Host ping-pong between two PEs with symsync. PE 0 stores round r into
// PE 1's flag through nvshmem_ptr (a release store) and waits for its own
// flag to become r; PE 1 waits for r and answers the same way. Reports the
// median half round trip over repeats, after a warm-up.
//
//   pingpong int|signal ROUNDS REPEATS     (under mpirun -np 2)
//
// Prints one line: "pingpong <kind> median_ns=<x> min_ns=<y>".

#include <nvshmem.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

template <typename T, typename Wait>
double run_rounds(T* flag, T* peer_flag, int me, long first, long rounds,
                  Wait wait) {
  const auto start = std::chrono::steady_clock::now();
  for (long r = first; r < first + rounds; ++r) {
    const T value = static_cast<T>(r);
    if (me == 0) {
      __atomic_store_n(peer_flag, value, __ATOMIC_RELEASE);
      wait(flag, value);
    } else {
      wait(flag, value);
      __atomic_store_n(peer_flag, value, __ATOMIC_RELEASE);
    }
  }
  const double ns = std::chrono::duration<double, std::nano>(
                        std::chrono::steady_clock::now() - start)
                        .count();
  return ns / rounds / 2;  // half a round trip
}

template <typename T, typename Wait>
int measure(const char* kind, long rounds, int repeats, Wait wait) {
  const int me = nvshmem_my_pe();
  T* flag = static_cast<T*>(nvshmem_calloc(1, sizeof(T)));
  T* peer_flag = static_cast<T*>(nvshmem_ptr(flag, 1 - me));
  nvshmem_barrier_all();
  long next = 1;
  run_rounds(flag, peer_flag, me, next, rounds, wait);  // warm-up
  next += rounds;
  std::vector<double> half_trips;
  for (int i = 0; i < repeats; ++i) {
    half_trips.push_back(run_rounds(flag, peer_flag, me, next, rounds, wait));
    next += rounds;
  }
  std::sort(half_trips.begin(), half_trips.end());
  if (me == 0) {
    std::printf("pingpong %s median_ns=%.1f min_ns=%.1f\n", kind,
                half_trips[half_trips.size() / 2], half_trips.front());
  }
  const bool ok = *flag == static_cast<T>(next - 1);
  nvshmem_barrier_all();
  nvshmem_free(flag);
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s int|signal ROUNDS REPEATS\n", argv[0]);
    return 2;
  }
  const char* kind = argv[1];
  const long rounds = std::atol(argv[2]);
  const int repeats = std::atoi(argv[3]);
  nvshmem_init();
  if (nvshmem_n_pes() != 2) {
    std::fprintf(stderr, "pingpong: run it on exactly 2 PEs\n");
    nvshmem_finalize();
    return 2;
  }
  int status;
  if (std::strcmp(kind, "signal") == 0) {
    status = measure<uint64_t>(
        kind, rounds, repeats, [](uint64_t* flag, uint64_t value) {
          nvshmem_signal_wait_until(flag, NVSHMEM_CMP_EQ, value);
        });
  } else {
    status = measure<int>(kind, rounds, repeats, [](int* flag, int value) {
      nvshmem_int_wait_until(flag, NVSHMEM_CMP_EQ, value);
    });
  }
  nvshmem_finalize();
  return status;
}
