// Host ping-pong between two PEs with symsync. PE 0 releases PE 1's flag
// with round r and waits for its own flag to become r; PE 1 waits for r and
// answers the same way. The release is the library's update routine
// (nvshmem_int_atomic_set, or nvshmemx_signal_op with NVSHMEM_SIGNAL_SET);
// the wait is the library's. Reports the median half round trip over
// repeats, after a warm-up.
//
// Between PEs of different hosts (SYMSYNC_PES_PER_HOST=1) it prints only
// "pingpong <label> median_ns=<x> min_ns=<y>".
//
//   pingpong int|signal|add|fetch_add ROUNDS REPEATS [LABEL]     (on 2 PEs)
//
// Prints one line: "pingpong <label> median_ns=<x> min_ns=<y>
// store_median_ns=<s> over_store=<q> spin_median_ns=<z> over_spin=<r>"; the
// label is the kind unless given (bench/run.sh names the wait policy it
// set). Each repeat is followed by two baselines on the same flags in the
// same processes: the same wait released by a bare release store through
// nvshmem_ptr (what programs had to write before the update routines
// existed), and a bare spin loop (acquire loads and a pause instruction) in
// place of the library's wait, released by that store. `over_store` and
// `over_spin` are the medians of the repeats' ratios. Which cores the two
// PEs share decides the figures of a launch (on the development VM they
// move between ~40 and ~190 ns from one launch to the next); the ratios do
// not depend on it.

#include <nvshmem.h>
#include <nvshmemx.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

template <typename T, typename Release, typename Wait>
double run_rounds(T* flag, int me, long first, long rounds, Release release,
                  Wait wait) {
  const auto start = std::chrono::steady_clock::now();
  for (long r = first; r < first + rounds; ++r) {
    const T value = static_cast<T>(r);
    if (me == 0) {
      release(flag, value, 1 - me);
      wait(flag, value);
    } else {
      wait(flag, value);
      release(flag, value, 1 - me);
    }
  }
  const double ns = std::chrono::duration<double, std::nano>(
                        std::chrono::steady_clock::now() - start)
                        .count();
  return ns / rounds / 2;  // half a round trip
}

// The baseline release: a release store through nvshmem_ptr.
template <typename T>
void store_release(T* flag, T value, int pe) {
  __atomic_store_n(static_cast<T*>(nvshmem_ptr(flag, pe)), value,
                   __ATOMIC_RELEASE);
}

// The baseline wait: nothing but polling, as the library's first polls do.
template <typename T>
void spin_until_equal(T* flag, T value) {
  while (__atomic_load_n(flag, __ATOMIC_ACQUIRE) != value) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  }
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

template <typename T, typename Release, typename Wait>
int measure(const char* label, long rounds, int repeats, Release release,
            Wait wait) {
  const int me = nvshmem_my_pe();
  T* flag = static_cast<T*>(nvshmem_calloc(1, sizeof(T)));
  nvshmem_barrier_all();
  const auto spin = [](T* f, T value) { spin_until_equal(f, value); };
  long next = 1;
  run_rounds(flag, me, next, rounds, release, wait);  // warm-up
  next += rounds;
  std::vector<double> half_trips, store_half_trips, spin_half_trips;
  std::vector<double> over_store, over_spin;
  // The peer on another host (SYMSYNC_PES_PER_HOST): no mapping, so no
  // baseline through one; bench/run.sh's network part measures its own.
  const bool mapped = nvshmem_ptr(flag, 1 - me) != nullptr;
  for (int i = 0; i < repeats; ++i) {
    half_trips.push_back(run_rounds(flag, me, next, rounds, release, wait));
    next += rounds;
    if (!mapped) continue;
    store_half_trips.push_back(
        run_rounds(flag, me, next, rounds, store_release<T>, wait));
    next += rounds;
    spin_half_trips.push_back(
        run_rounds(flag, me, next, rounds, store_release<T>, spin));
    next += rounds;
    over_store.push_back(half_trips.back() / store_half_trips.back());
    over_spin.push_back(half_trips.back() / spin_half_trips.back());
  }
  if (me == 0 && !mapped) {
    std::printf("pingpong %s median_ns=%.1f min_ns=%.1f\n", label,
                median(half_trips),
                *std::min_element(half_trips.begin(), half_trips.end()));
  } else if (me == 0) {
    std::printf(
        "pingpong %s median_ns=%.1f min_ns=%.1f store_median_ns=%.1f "
        "over_store=%.3f spin_median_ns=%.1f over_spin=%.3f\n",
        label, median(half_trips),
        *std::min_element(half_trips.begin(), half_trips.end()),
        median(store_half_trips), median(over_store), median(spin_half_trips),
        median(over_spin));
  }
  const bool ok = *flag == static_cast<T>(next - 1);
  nvshmem_barrier_all();
  nvshmem_free(flag);
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4 && argc != 5) {
    std::fprintf(stderr,
                 "usage: %s int|signal|add|fetch_add ROUNDS REPEATS [LABEL]\n",
                 argv[0]);
    return 2;
  }
  const char* kind = argv[1];
  const char* label = argc == 5 ? argv[4] : kind;
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
        label, rounds, repeats,
        [](uint64_t* flag, uint64_t value, int pe) {
          nvshmemx_signal_op(flag, value, NVSHMEM_SIGNAL_SET, pe);
        },
        [](uint64_t* flag, uint64_t value) {
          nvshmem_signal_wait_until(flag, NVSHMEM_CMP_EQ, value);
        });
  } else if (std::strcmp(kind, "add") == 0 ||
             std::strcmp(kind, "fetch_add") == 0) {
    // Each round adds one to the peer's flag, which so reaches the round's
    // number as atomic_set would set it: the same ping-pong with an atomic
    // add (fetch_add waits for the prior value too).
    const bool fetch = std::strcmp(kind, "fetch_add") == 0;
    status = measure<int>(
        label, rounds, repeats,
        [fetch](int* flag, int, int pe) {
          if (fetch) {
            (void)nvshmem_int_atomic_fetch_add(flag, 1, pe);
          } else {
            nvshmem_int_atomic_add(flag, 1, pe);
          }
        },
        [](int* flag, int value) {
          nvshmem_int_wait_until(flag, NVSHMEM_CMP_EQ, value);
        });
  } else {
    status = measure<int>(
        label, rounds, repeats,
        [](int* flag, int value, int pe) {
          nvshmem_int_atomic_set(flag, value, pe);
        },
        [](int* flag, int value) {
          nvshmem_int_wait_until(flag, NVSHMEM_CMP_EQ, value);
        });
  }
  nvshmem_finalize();
  return status;
}
