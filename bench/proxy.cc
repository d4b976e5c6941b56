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
//    then quiet, repeated, the time of each (goal: added_us <= 2);
//   "proxy ping_pong host_half_trip_us=<a> channel_half_trip_us=<b>
//    ratio=<b/a>": both PEs take turns raising the other's flag, from the
//    host form (nvshmem_uint64_atomic_set, and nvshmem_uint64_wait_until,
//    which drives the network itself) and through the channel, waiting as
//    a GPU does: loads of the flag that drive nothing (sched_yield between
//    them stands in for the GPU's own processor), so the update reaches
//    the flag through the target's progress thread. The device put_signal
//    ping-pong across hosts has the goal ratio <= 1.5 (issue 32).

#include "runtime/src/proxy/proxy.h"

#include <nvshmem.h>
#include <nvshmemx.h>
#include <sched.h>
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

// A request for an 8-byte store on `pe`, as host thread (no block) of
// `routine`; the caller sets its offset and value.
ProxyRequest store_request(int pe, const char* routine) {
  ProxyRequest request = {};
  request.op = static_cast<uint32_t>(ProxyOp::kStore);
  request.pe = pe;
  request.bytes = sizeof(uint64_t);
  request.block[0] = -1;
  symsync::impl::proxy_set_routine(&request, routine);
  return request;
}

// Waits as a GPU does for the flag to reach `value`: loads that drive
// nothing.
void wait_as_device(const uint64_t* flag, uint64_t value) {
  while (__atomic_load_n(flag, __ATOMIC_ACQUIRE) != value) sched_yield();
}

// The ping-pong of the third line (see the top): PE 0 raises PE 1's flag,
// PE 1 waits for it and raises PE 0's, ROUNDS / 10 times a repeat.
void ping_pong(int me, uint64_t* cells, long rounds, int repeats) {
  uint64_t* flag = &cells[0];
  const long trips = std::max(1L, rounds / 10);
  symsync::impl::ProxyRing ring("proxy", 1024);
  symsync::impl::Proxy proxy(ring.channel(), symsync::impl::network_carrier());
  symsync::impl::HostProxyPause pause("proxy");
  ProxyRequest raise = store_request(1 - me, "nvshmem_uint64_atomic_set");
  raise.flags = symsync::impl::kProxyRelease;
  raise.offset = symsync::impl::route_to("proxy", flag, 1 - me).offset;
  uint64_t next = 1;
  auto host_turns = [&] {
    for (long i = 0; i < trips; ++i, ++next) {
      if (me == 1) nvshmem_uint64_wait_until(flag, NVSHMEM_CMP_EQ, next);
      nvshmem_uint64_atomic_set(flag, next, 1 - me);
      if (me == 0) nvshmem_uint64_wait_until(flag, NVSHMEM_CMP_EQ, next);
    }
  };
  auto channel_turns = [&] {
    for (long i = 0; i < trips; ++i, ++next) {
      if (me == 1) wait_as_device(flag, next);
      raise.value = next;
      symsync::impl::proxy_submit(ring.channel(), raise, pause);
      if (me == 0) wait_as_device(flag, next);
    }
  };
  std::vector<double> host_us, channel_us, ratio;
  for (int r = 0; r <= repeats; ++r) {  // repeat 0 warms up
    nvshmem_barrier_all();
    const double h = seconds_of(host_turns) / trips / 2 * 1e6;
    nvshmem_barrier_all();
    const double c = seconds_of(channel_turns) / trips / 2 * 1e6;
    if (r == 0) continue;
    host_us.push_back(h);
    channel_us.push_back(c);
    ratio.push_back(c / h);
  }
  nvshmem_barrier_all();
  proxy.stop();
  if (me == 0) {
    std::printf(
        "proxy ping_pong host_half_trip_us=%.3f channel_half_trip_us=%.3f "
        "ratio=%.3f (goal of the device ping-pong <= 1.5)\n",
        median(host_us), median(channel_us), median(ratio));
  }
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
  ping_pong(me, cells, rounds, repeats);
  nvshmem_barrier_all();
  if (me == 0) {
    symsync::impl::ProxyRing ring("proxy", 1024);
    symsync::impl::Proxy proxy(ring.channel(),
                               symsync::impl::network_carrier());
    symsync::impl::HostProxyPause pause("proxy");
    const size_t base =
        symsync::impl::route_to("proxy", cells, 1).offset;  // the network way
    ProxyRequest p = store_request(1, "nvshmem_uint64_p");
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
