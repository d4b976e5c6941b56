// Host data-movement benchmarks on 2 PEs, each beside its baseline in the
// same processes:
//
//   rma putmem REPEATS      nvshmem_putmem from PE 0 into PE 1's heap, 4 KiB
//                           to 64 MiB, against memcpy between the same two
//                           mappings (the destination through nvshmem_ptr);
//                           with PE 1 on another host, 64 KiB to 64 MiB,
//                           each put followed by nvshmem_quiet, alone
//   rma put_signal ROUNDS REPEATS
//                           a ping-pong whose every message is 8 bytes of
//                           data and a signal (nvshmem_putmem_signal), against
//                           the same ping-pong with the signal alone
//                           (nvshmemx_signal_op)
//
// Lines printed (PE 0): "rma putmem bytes=<n> putmem_gbs=<x> memcpy_gbs=<y>
// ratio=<x/y>" per size (across hosts: "rma putmem_net bytes=<n>
// putmem_gbs=<x>"), medians of the repeats' ratios, the two measured in
// turns; "pingpong put_signal median_ns=<x> signal_op_median_ns=<y>
// over_signal_op=<r>", half round trips, the median of the repeats' ratios.

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

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

// Bytes per second of `copy` moving `bytes`, repeated until 20 ms have
// passed (at least twice).
template <typename Copy>
double rate(size_t bytes, Copy copy) {
  copy();  // warm: pages touched, caches as in the measurement
  long count = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    copy();
    ++count;
    elapsed = seconds_since(start);
  } while (count < 2 || elapsed < 0.02);
  return static_cast<double>(bytes) * count / elapsed;
}

int putmem_bandwidth(int repeats) {
  constexpr size_t kLargest = size_t{64} << 20;
  auto* dest = static_cast<char*>(nvshmem_malloc(kLargest));
  std::vector<char> source(kLargest, 7);
  if (dest == nullptr) {
    std::fprintf(stderr, "rma: nvshmem_malloc(64 MiB) failed\n");
    return 1;
  }
  char* mapped = static_cast<char*>(nvshmem_ptr(dest, 1));
  nvshmem_barrier_all();
  if (mapped == nullptr && nvshmem_my_pe() == 0) {
    // PE 1 on another host: each put completed at the target by quiet, as
    // bench/oshmem_putmem.c does with shmem_putmem.
    for (size_t bytes = 64 << 10; bytes <= kLargest; bytes *= 4) {
      std::vector<double> put_rates;
      for (int i = 0; i < repeats; ++i) {
        put_rates.push_back(rate(bytes, [&] {
          nvshmem_putmem(dest, source.data(), bytes, 1);
          nvshmem_quiet();
        }));
      }
      std::printf("rma putmem_net bytes=%zu putmem_gbs=%.3f\n", bytes,
                  median(put_rates) / 1e9);
      std::fflush(stdout);
    }
  } else if (nvshmem_my_pe() == 0) {
    for (size_t bytes = 4096; bytes <= kLargest; bytes *= 4) {
      std::vector<double> put_rates, copy_rates, ratios;
      for (int i = 0; i < repeats; ++i) {
        put_rates.push_back(rate(
            bytes, [&] { nvshmem_putmem(dest, source.data(), bytes, 1); }));
        copy_rates.push_back(
            rate(bytes, [&] { std::memcpy(mapped, source.data(), bytes); }));
        ratios.push_back(put_rates.back() / copy_rates.back());
      }
      std::printf(
          "rma putmem bytes=%zu putmem_gbs=%.2f memcpy_gbs=%.2f "
          "ratio=%.3f\n",
          bytes, median(put_rates) / 1e9, median(copy_rates) / 1e9,
          median(ratios));
      std::fflush(stdout);
    }
  }
  nvshmem_barrier_all();
  nvshmem_free(dest);
  return 0;
}

// Half round trips of a ping-pong where `send(value, pe)` releases the
// peer's wait on signals[0] and the peer answers the same way.
template <typename Send>
double pingpong(uint64_t* signal, long first, long rounds, Send send) {
  const int me = nvshmem_my_pe();
  const auto start = std::chrono::steady_clock::now();
  for (long r = first; r < first + rounds; ++r) {
    const uint64_t value = static_cast<uint64_t>(r);
    if (me == 0) {
      send(value, 1);
      nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, value);
    } else {
      nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, value);
      send(value, 0);
    }
  }
  return seconds_since(start) * 1e9 / rounds / 2;
}

int put_signal_pingpong(long rounds, int repeats) {
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  auto* data = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  nvshmem_barrier_all();
  const auto with_data = [&](uint64_t value, int pe) {
    nvshmem_putmem_signal(data, &value, sizeof value, signal, value,
                          NVSHMEM_SIGNAL_SET, pe);
  };
  const auto signal_only = [&](uint64_t value, int pe) {
    nvshmemx_signal_op(signal, value, NVSHMEM_SIGNAL_SET, pe);
  };
  long next = 1;
  pingpong(signal, next, rounds, with_data);  // warm-up
  next += rounds;
  std::vector<double> put_signal_ns, signal_op_ns, ratios;
  for (int i = 0; i < repeats; ++i) {
    put_signal_ns.push_back(pingpong(signal, next, rounds, with_data));
    next += rounds;
    signal_op_ns.push_back(pingpong(signal, next, rounds, signal_only));
    next += rounds;
    ratios.push_back(put_signal_ns.back() / signal_op_ns.back());
  }
  // The last message with data carried its round number.
  const bool ok = *data != 0;
  if (nvshmem_my_pe() == 0) {
    std::printf(
        "pingpong put_signal median_ns=%.1f signal_op_median_ns=%.1f "
        "over_signal_op=%.3f\n",
        median(put_signal_ns), median(signal_op_ns), median(ratios));
  }
  nvshmem_barrier_all();
  nvshmem_free(data);
  nvshmem_free(signal);
  return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  const bool bandwidth = argc == 3 && std::strcmp(argv[1], "putmem") == 0;
  const bool latency = argc == 4 && std::strcmp(argv[1], "put_signal") == 0;
  if (!bandwidth && !latency) {
    std::fprintf(stderr,
                 "usage: %s putmem REPEATS | put_signal ROUNDS REPEATS\n",
                 argv[0]);
    return 2;
  }
  nvshmem_init();
  if (nvshmem_n_pes() != 2) {
    std::fprintf(stderr, "rma: run it on exactly 2 PEs\n");
    nvshmem_finalize();
    return 2;
  }
  const int status =
      bandwidth ? putmem_bandwidth(std::atoi(argv[2]))
                : put_signal_pingpong(std::atol(argv[2]), std::atoi(argv[3]));
  nvshmem_finalize();
  return status;
}
