// The host proxy's cost (runtime/src/proxy/), on 2 PEs on 2 "hosts"
// (SYMSYNC_PES_PER_HOST=1, UCX): PE 0 sends PE 1 8-byte remote p's, from
// the host form (nvshmem_uint64_p) as the baseline and through the proxy's
// channel from a host thread standing in for the GPU, in turns in the same
// process:
//
//   proxy ROUNDS REPEATS
//
// Lines printed (PE 0), medians over the repeats:
//   "proxy stream n=<ROUNDS> host_ops_per_s=<x> channel_ops_per_s=<y>
//    ratio=<y/x>": ROUNDS p's then one quiet, the rate of each (goal: ratio
//    >= 0.8);
//   "proxy round_trip host_us=<a> channel_us=<b> added_us=<b-a>": one p
//    then quiet, repeated, the time of each (goal: added_us <= 2).

#include "runtime/src/proxy/proxy.h"

#include <nvshmem.h>
#include <nvshmemx.h>
#include <symsync/proxy_channel.h>
#include <symsync/route.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

using symsync::impl::ProxyOp;
using symsync::impl::ProxyRequest;

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

template <typename Work>
double seconds_of(Work work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: proxy ROUNDS REPEATS\n");
    return 2;
  }
  const long rounds = std::atol(argv[1]);
  const int repeats = std::atoi(argv[2]);
  if (rounds < 1 || repeats < 1) {
    std::fprintf(stderr, "proxy: ROUNDS and REPEATS must be at least 1\n");
    return 2;
  }
  nvshmem_init();
  const int me = nvshmem_my_pe();
  constexpr long kCells = 1024;
  auto* cells =
      static_cast<uint64_t*>(nvshmem_calloc(kCells, sizeof(uint64_t)));
  if (nvshmem_n_pes() != 2 || nvshmem_ptr(cells, 1 - me) != nullptr) {
    std::fprintf(
        stderr, "proxy: run me as 2 PEs on 2 hosts (SYMSYNC_PES_PER_HOST=1)\n");
    return 2;
  }
  nvshmem_barrier_all();
  if (me == 0) {
    symsync::impl::ProxyRing ring("proxy", 1024);
    symsync::impl::Proxy proxy(ring.channel(),
                               symsync::impl::network_carrier());
    symsync::impl::HostProxyPause pause("proxy");
    const size_t base =
        symsync::impl::route_to("proxy", cells, 1).offset;  // the network way
    ProxyRequest p = {};
    p.op = static_cast<uint32_t>(ProxyOp::kStore);
    p.pe = 1;
    p.bytes = sizeof(uint64_t);
    p.block[0] = -1;
    symsync::impl::proxy_set_routine(&p, "nvshmem_uint64_p");
    ProxyRequest quiet = p;
    quiet.op = static_cast<uint32_t>(ProxyOp::kQuiet);
    auto host_stream = [&] {
      for (long i = 0; i < rounds; ++i) {
        nvshmem_uint64_p(&cells[i % kCells], i, 1);
      }
      nvshmem_quiet();
    };
    auto channel_stream = [&] {
      for (long i = 0; i < rounds; ++i) {
        p.offset = base + (i % kCells) * sizeof(uint64_t);
        p.value = i;
        symsync::impl::proxy_submit(ring.channel(), p, pause);
      }
      symsync::impl::proxy_quiet(ring.channel(), quiet, pause);
    };
    const long trips = std::max(1L, rounds / 10);
    auto host_trips = [&] {
      for (long i = 0; i < trips; ++i) {
        nvshmem_uint64_p(&cells[0], i, 1);
        nvshmem_quiet();
      }
    };
    auto channel_trips = [&] {
      for (long i = 0; i < trips; ++i) {
        p.offset = base;
        p.value = i;
        symsync::impl::proxy_submit(ring.channel(), p, pause);
        symsync::impl::proxy_quiet(ring.channel(), quiet, pause);
      }
    };
    host_stream();  // warm: connections, pages, the proxy awake
    channel_stream();
    std::vector<double> host_rate, channel_rate, ratio, host_us, channel_us,
        added_us;
    for (int r = 0; r < repeats; ++r) {
      // Which goes first alternates, so neither always finds the other's
      // leftovers.
      double h = 0, c = 0;
      if (r % 2 == 0) {
        h = seconds_of(host_stream);
        c = seconds_of(channel_stream);
      } else {
        c = seconds_of(channel_stream);
        h = seconds_of(host_stream);
      }
      host_rate.push_back(rounds / h);
      channel_rate.push_back(rounds / c);
      ratio.push_back(h / c);
      const double th = seconds_of(host_trips) / trips * 1e6;
      const double tc = seconds_of(channel_trips) / trips * 1e6;
      host_us.push_back(th);
      channel_us.push_back(tc);
      added_us.push_back(tc - th);
    }
    proxy.stop();
    std::printf(
        "proxy stream n=%ld host_ops_per_s=%.4g channel_ops_per_s=%.4g "
        "ratio=%.3f\n",
        rounds, median(host_rate), median(channel_rate), median(ratio));
    std::printf("proxy round_trip host_us=%.3f channel_us=%.3f added_us=%.3f\n",
                median(host_us), median(channel_us), median(added_us));
  }
  nvshmem_barrier_all();
  nvshmem_free(cells);
  nvshmem_finalize();
  return 0;
}
