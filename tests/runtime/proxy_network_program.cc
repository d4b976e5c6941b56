// The host proxy over the network: 2 PEs as 2 hosts (launch_pes.sh 2/1,
// UCX over TCP on loopback). PE 0 runs a proxy (runtime/src/proxy/) over
// the job's transport, and 8 host threads, standing in for the GPU's
// producers, send PE 1 everything through its channel; PE 1 checks it with
// the library's own waits and reads:
//  * put-with-signal: each thread's rounds land in blocks of their own; PE 1
//    waits for each signal and finds the round's every byte there (data
//    before signal);
//  * fence: a store, a fence, a release store of a flag; PE 1 finds the
//    first once it sees the flag;
//  * quiet: after each thread's quiet, PE 0's own host get of PE 1's blocks
//    finds every byte;
//  * get: a blocking get through the proxy brings PE 1's block back;
//  * small puts: put-with-signal rounds whose data the request carries
//    (kProxyInline) arrive whole, each before its signal.
// With PROXY_NETWORK_DIE=1, PE 1 is killed instead while PE 0's threads
// keep sending: the job must end (proxy_network_test.sh checks how fast and
// what it says). With PROXY_NETWORK_PAST_THE_HEAP=1, PE 0 asks the proxy
// for a put past the end of PE 1's heap, which must end the job naming the
// routine and the producer.

#include <nvshmem.h>
#include <nvshmemx.h>
#include <signal.h>
#include <symsync/proxy_channel.h>
#include <symsync/route.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "runtime/src/proxy/proxy.h"

namespace {

using symsync::impl::HostProxyPause;
using symsync::impl::ProxyOp;
using symsync::impl::ProxyRequest;

constexpr int kThreads = 8;
constexpr int kRounds = 16;
constexpr size_t kBlock = 4096 + 24;  // not a multiple of anything handy

unsigned char pattern(int thread, int round, size_t i) {
  return static_cast<unsigned char>(thread * 37 + round * 11 + i * 7 + 1);
}

// Small puts, carried in the request itself (kProxyInline).
constexpr size_t kSmall = 48;

struct Symmetric {
  unsigned char* blocks;    // [kThreads][kRounds][kBlock]
  uint64_t* signals;        // [kThreads]
  unsigned char* small;     // [kThreads][kRounds][kSmall]
  uint64_t* small_signals;  // [kThreads]
  uint64_t* cells;          // [kThreads][2]: a value, then its flag
};

// The object's offset in the heap, as the route's network way gives it.
size_t offset_of(const Symmetric&, const void* symmetric) {
  const symsync::impl::Route route =
      symsync::impl::route_to("proxy_network_program", symmetric, 1);
  if (route.way != symsync::impl::Way::kNetwork) {
    std::fprintf(stderr, "PE 1 is not reached over the network\n");
    std::exit(2);
  }
  return route.offset;
}

ProxyRequest request(ProxyOp op, int thread, const char* routine) {
  ProxyRequest r = {};
  r.op = static_cast<uint32_t>(op);
  r.pe = 1;
  r.block[0] = -1;
  r.thread[0] = thread;
  symsync::impl::proxy_set_routine(&r, routine);
  return r;
}

unsigned char* block_of(const Symmetric& s, int thread, int round) {
  return s.blocks + (static_cast<size_t>(thread) * kRounds + round) * kBlock;
}

// One producer thread of PE 0.
int produce(const symsync::impl::ProxyChannel& channel, const Symmetric& s,
            int thread, bool forever) {
  HostProxyPause pause("proxy_network_program");
  std::vector<unsigned char> source(kBlock);
  int failures = 0;
  do {
    for (int round = 0; round < kRounds; ++round) {
      for (size_t i = 0; i < kBlock; ++i) source[i] = pattern(thread, round, i);
      ProxyRequest r =
          request(ProxyOp::kPutSignal, thread, "nvshmem_putmem_signal");
      r.offset = offset_of(s, block_of(s, thread, round));
      r.bytes = kBlock;
      r.local = reinterpret_cast<uint64_t>(source.data());
      r.flags = symsync::impl::kProxyBlocking;  // `source` is reused
      r.signal_offset = offset_of(s, &s.signals[thread]);
      r.value = 1;
      r.sig_op = NVSHMEM_SIGNAL_ADD;
      const uint64_t ticket = symsync::impl::proxy_submit(channel, r, pause);
      symsync::impl::proxy_wait_consumed(channel, ticket, pause);
    }
    // The same rounds as small puts the request carries: `source` changes
    // right after each submission, which the carried copy must not see.
    for (int round = 0; round < kRounds && !forever; ++round) {
      ProxyRequest r =
          request(ProxyOp::kPutSignal, thread, "nvshmem_putmem_signal");
      for (size_t i = 0; i < kSmall; ++i)
        r.data[i] = pattern(thread, round, i + 1);
      r.offset = offset_of(
          s,
          s.small + (static_cast<size_t>(thread) * kRounds + round) * kSmall);
      r.bytes = kSmall;
      r.flags = symsync::impl::kProxyInline;
      r.signal_offset = offset_of(s, &s.small_signals[thread]);
      r.value = 1;
      r.sig_op = NVSHMEM_SIGNAL_ADD;
      symsync::impl::proxy_submit(channel, r, pause);
    }
  } while (forever);
  // A store, a fence, then the flag as a release store.
  ProxyRequest value = request(ProxyOp::kStore, thread, "nvshmem_uint64_p");
  value.offset = offset_of(s, &s.cells[2 * thread]);
  value.bytes = sizeof(uint64_t);
  value.value = 1000 + thread;
  symsync::impl::proxy_submit(channel, value, pause);
  symsync::impl::proxy_submit(
      channel, request(ProxyOp::kFence, thread, "nvshmem_fence"), pause);
  ProxyRequest flag =
      request(ProxyOp::kStore, thread, "nvshmem_uint64_atomic_set");
  flag.offset = offset_of(s, &s.cells[2 * thread + 1]);
  flag.bytes = sizeof(uint64_t);
  flag.value = 1;
  flag.flags = symsync::impl::kProxyRelease;
  symsync::impl::proxy_submit(channel, flag, pause);
  // Quiet: then every block of this thread is at PE 1.
  symsync::impl::proxy_quiet(
      channel, request(ProxyOp::kQuiet, thread, "nvshmem_quiet"), pause);
  std::vector<unsigned char> seen(kBlock);
  for (int round = 0; round < kRounds; ++round) {
    nvshmem_getmem(seen.data(), block_of(s, thread, round), kBlock, 1);
    for (size_t i = 0; i < kBlock; ++i) {
      if (seen[i] != pattern(thread, round, i)) {
        std::fprintf(stderr,
                     "PE 0 thread %d: after quiet, round %d byte %zu at PE 1 "
                     "is %u, not %u\n",
                     thread, round, i, seen[i], pattern(thread, round, i));
        ++failures;
        break;
      }
    }
  }
  // A blocking get through the proxy.
  std::vector<unsigned char> got(kBlock, 0);
  ProxyRequest get = request(ProxyOp::kGet, thread, "nvshmem_getmem");
  get.offset = offset_of(s, block_of(s, thread, kRounds - 1));
  get.bytes = kBlock;
  get.local = reinterpret_cast<uint64_t>(got.data());
  get.flags = symsync::impl::kProxyBlocking;
  symsync::impl::proxy_wait_consumed(
      channel, symsync::impl::proxy_submit(channel, get, pause), pause);
  for (size_t i = 0; i < kBlock; ++i) {
    if (got[i] != pattern(thread, kRounds - 1, i)) {
      std::fprintf(stderr, "PE 0 thread %d: the proxy's get: byte %zu is %u\n",
                   thread, i, got[i]);
      ++failures;
      break;
    }
  }
  return failures;
}

// PE 1: each thread's rounds, in order, as their signals announce them.
int check(const Symmetric& s) {
  int failures = 0;
  for (int thread = 0; thread < kThreads; ++thread) {
    for (int round = 0; round < kRounds; ++round) {
      nvshmem_signal_wait_until(&s.signals[thread], NVSHMEM_CMP_GE,
                                static_cast<uint64_t>(round + 1));
      const unsigned char* block = block_of(s, thread, round);
      for (size_t i = 0; i < kBlock; ++i) {
        if (block[i] != pattern(thread, round, i)) {
          std::fprintf(stderr,
                       "PE 1: thread %d round %d: byte %zu is %u, not %u, "
                       "when the signal was %llu\n",
                       thread, round, i, block[i], pattern(thread, round, i),
                       static_cast<unsigned long long>(s.signals[thread]));
          ++failures;
          break;
        }
      }
    }
    for (int round = 0; round < kRounds; ++round) {
      nvshmem_signal_wait_until(&s.small_signals[thread], NVSHMEM_CMP_GE,
                                static_cast<uint64_t>(round + 1));
      const unsigned char* small =
          s.small + (static_cast<size_t>(thread) * kRounds + round) * kSmall;
      for (size_t i = 0; i < kSmall; ++i) {
        if (small[i] != pattern(thread, round, i + 1)) {
          std::fprintf(
              stderr,
              "PE 1: thread %d small round %d: byte %zu is %u, not %u\n",
              thread, round, i, small[i], pattern(thread, round, i + 1));
          ++failures;
          break;
        }
      }
    }
    nvshmem_uint64_wait_until(&s.cells[2 * thread + 1], NVSHMEM_CMP_EQ, 1);
    if (s.cells[2 * thread] != 1000u + thread) {
      std::fprintf(stderr, "PE 1: thread %d's flag came before its value\n",
                   thread);
      ++failures;
    }
  }
  return failures;
}

}  // namespace

int main() {
  nvshmem_init();
  const int me = nvshmem_my_pe();
  Symmetric s;
  s.blocks =
      static_cast<unsigned char*>(nvshmem_calloc(kThreads * kRounds, kBlock));
  s.signals =
      static_cast<uint64_t*>(nvshmem_calloc(kThreads, sizeof(uint64_t)));
  s.cells =
      static_cast<uint64_t*>(nvshmem_calloc(2 * kThreads, sizeof(uint64_t)));
  s.small =
      static_cast<unsigned char*>(nvshmem_calloc(kThreads * kRounds, kSmall));
  s.small_signals =
      static_cast<uint64_t*>(nvshmem_calloc(kThreads, sizeof(uint64_t)));
  if (nvshmem_n_pes() != 2 || nvshmem_ptr(s.signals, 1 - me) != nullptr) {
    std::fprintf(stderr,
                 "PE %d: run me as 2 PEs on 2 hosts (launch_pes.sh 2/1)\n", me);
    return 2;
  }
  const bool die = std::getenv("PROXY_NETWORK_DIE") != nullptr;
  if (std::getenv("PROXY_NETWORK_PAST_THE_HEAP") != nullptr && me == 0) {
    // A request the network cannot carry: 4 KiB at 1 TiB into PE 1's heap.
    symsync::impl::ProxyRing ring("proxy_network_program", 2);
    symsync::impl::Proxy proxy(ring.channel(),
                               symsync::impl::network_carrier());
    HostProxyPause pause("proxy_network_program");
    std::vector<unsigned char> source(4096);
    ProxyRequest put = request(ProxyOp::kPut, 0, "nvshmem_putmem");
    put.offset = uint64_t{1} << 40;
    put.bytes = source.size();
    put.local = reinterpret_cast<uint64_t>(source.data());
    put.flags = symsync::impl::kProxyBlocking;
    symsync::impl::proxy_wait_consumed(
        ring.channel(), symsync::impl::proxy_submit(ring.channel(), put, pause),
        pause);
    std::fprintf(stderr, "PE 0: the proxy carried a put past the heap\n");
    return 1;
  }
  nvshmem_barrier_all();
  int failures = 0;
  if (me == 0) {
    symsync::impl::ProxyRing ring("proxy_network_program", 16);
    symsync::impl::Proxy proxy(ring.channel(),
                               symsync::impl::network_carrier());
    std::vector<std::thread> threads;
    std::vector<int> thread_failures(kThreads, 0);
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back(
          [&, t] { thread_failures[t] = produce(ring.channel(), s, t, die); });
    }
    for (auto& t : threads) t.join();
    proxy.stop();
    for (int f : thread_failures) failures += f;
  } else {
    if (die) {
      usleep(300 * 1000);  // PE 0's threads are sending by now
      raise(SIGKILL);
    }
    failures = check(s);
  }
  nvshmem_barrier_all();
  nvshmem_free(s.small_signals);
  nvshmem_free(s.small);
  nvshmem_free(s.cells);
  nvshmem_free(s.signals);
  nvshmem_free(s.blocks);
  nvshmem_finalize();
  if (failures == 0 && me == 0) {
    std::printf(
        "the proxy carried %d threads x %d put-with-signal rounds, a "
        "fence, quiet and get to PE 1: ok\n",
        kThreads, kRounds);
  }
  return failures == 0 ? 0 : 1;
}
