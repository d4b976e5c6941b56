// Host collectives of the world team, timed on every PE of a job (issue 34,
// item 4), beside bench/oshmem_coll.c, the same four with Open MPI's
// OpenSHMEM in the same run of bench/run.sh:
//
//   coll PLACE ROUNDS REPEATS
//
// barrier_all: nvshmem_barrier_all (on one host with a host heap, a step of
// the world team as below; across hosts, the bootstrap's barrier: under
// mpirun, an MPI barrier); barrier: nvshmem_barrier of NVSHMEM_TEAM_WORLD (a
// quiet and a step of the team, through symsync's own ways to the PEs);
// sum_reduce8:
// nvshmem_long_sum_reduce of one long (8 bytes); fcollect_1m:
// nvshmem_fcollectmem of 1 MiB in all (1 MiB / n_pes from each PE);
// broadcast_1m: nvshmem_broadcastmem of 1 MiB from PE 0. Each repeat times
// ROUNDS calls (the bandwidths ROUNDS / 16), after a barrier; each PE takes
// the median of its repeats' per-call times, and PE 0 prints the slowest
// PE's (a collective is done when every PE's call has returned: OpenSHMEM's
// broadcast returns on its root before the bytes have arrived elsewhere,
// and the root's time alone flattered it):
//
//   coll symsync PLACE barrier_all_ns=<x> barrier_ns=<v> sum_reduce8_ns=<y>
//        fcollect_1m_gbs=<z> broadcast_1m_gbs=<w> pes=<n>
//
// (one line; GB/s are the bytes of the result, 1 MiB, per second).

#include <nvshmem.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

namespace {

constexpr size_t kMiB = size_t{1} << 20;

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// The greatest of the PEs' `seconds`, on PE 0 (`all`: a symmetric array
// of a double per PE).
double slowest(double seconds, double* all) {
  nvshmem_double_p(all + nvshmem_my_pe(), seconds, 0);
  nvshmem_barrier_all();
  double worst = 0;
  for (int pe = 0; pe < nvshmem_n_pes(); ++pe) worst = std::max(worst, all[pe]);
  nvshmem_barrier_all();
  return worst;
}

// The median over `repeats` of the seconds per call of `rounds` calls.
double per_call(int rounds, int repeats, const std::function<void()>& call) {
  call();  // warm
  std::vector<double> times;
  for (int r = 0; r < repeats; ++r) {
    nvshmem_barrier_all();
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < rounds; ++i) call();
    times.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count() /
        rounds);
  }
  return median(times);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s PLACE ROUNDS REPEATS\n", argv[0]);
    return 2;
  }
  const char* place = argv[1];
  const int rounds = std::atoi(argv[2]);
  const int repeats = std::atoi(argv[3]);
  nvshmem_init();
  const int n = nvshmem_n_pes();
  const size_t block = kMiB / n;
  auto* reduce_in = static_cast<long*>(nvshmem_malloc(sizeof(long)));
  auto* reduce_out = static_cast<long*>(nvshmem_malloc(sizeof(long)));
  auto* source = static_cast<char*>(nvshmem_malloc(kMiB));
  auto* dest = static_cast<char*>(nvshmem_malloc(kMiB));
  std::memset(source, nvshmem_my_pe() + 1, kMiB);
  *reduce_in = nvshmem_my_pe() + 1;
  const int big_rounds = std::max(1, rounds / 16);

  const double barrier =
      per_call(rounds, repeats, [] { nvshmem_barrier_all(); });
  const double team_barrier =
      per_call(rounds, repeats, [] { nvshmem_barrier(NVSHMEM_TEAM_WORLD); });
  const double reduce = per_call(rounds, repeats, [&] {
    nvshmem_long_sum_reduce(NVSHMEM_TEAM_WORLD, reduce_out, reduce_in, 1);
  });
  const long want = static_cast<long>(n) * (n + 1) / 2;
  if (*reduce_out != want) {
    std::fprintf(stderr, "coll: sum_reduce gave %ld, not %ld\n", *reduce_out,
                 want);
    return 1;
  }
  const double fcollect = per_call(big_rounds, repeats, [&] {
    nvshmem_fcollectmem(NVSHMEM_TEAM_WORLD, dest, source, block);
  });
  const double broadcast = per_call(big_rounds, repeats, [&] {
    nvshmem_broadcastmem(NVSHMEM_TEAM_WORLD, dest, source, kMiB, 0);
  });
  if (dest[kMiB - 1] != 1) {
    std::fprintf(stderr, "coll: broadcast left %d, not 1\n", dest[kMiB - 1]);
    return 1;
  }
  auto* all = static_cast<double*>(nvshmem_calloc(n, sizeof(double)));
  const double worst[] = {slowest(barrier, all), slowest(team_barrier, all),
                          slowest(reduce, all), slowest(fcollect, all),
                          slowest(broadcast, all)};
  nvshmem_free(all);
  if (nvshmem_my_pe() == 0) {
    std::printf(
        "coll symsync %s barrier_all_ns=%.1f barrier_ns=%.1f "
        "sum_reduce8_ns=%.1f "
        "fcollect_1m_gbs=%.3f broadcast_1m_gbs=%.3f pes=%d\n",
        place, worst[0] * 1e9, worst[1] * 1e9, worst[2] * 1e9,
        block * n / worst[3] / 1e9, kMiB / worst[4] / 1e9, n);
  }
  nvshmem_free(dest);
  nvshmem_free(source);
  nvshmem_free(reduce_out);
  nvshmem_free(reduce_in);
  nvshmem_finalize();
  return 0;
}
