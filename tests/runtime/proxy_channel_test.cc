// The proxy's channel (symsync/proxy_channel.h) and its thread
// (runtime/src/proxy/proxy.h), driven by host threads that stand in for the
// GPU's producers, through the code device producers run. The carrier here
// records what it is asked to carry out instead of using the network (the
// network way is proxy_network_test's): order per producer, nothing lost or
// torn, a fence's place, quiet's completion count, blocking requests, a
// small ring wrapping around many times under 64 producers, and a proxy
// that does not keep up.

#include <gtest/gtest.h>
#include <symsync/host_wait.h>
#include <symsync/proxy_channel.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/proxy/proxy.h"
#include "tests/support/proxy_recorder.h"

namespace symsync {
namespace impl {
namespace {

using symsync_test::numbered;
using symsync_test::Recorder;

TEST(ProxyChannel, SixteenProducersThroughFourSlotsKeepOrderAndLoseNothing) {
  constexpr int kProducers = 16;
  constexpr uint64_t kRequests = 260, kFenceEvery = 130;
  // A lost request would leave the proxy and the producers' quiets waiting
  // forever: they report it after 20 s instead.
  host_wait_policy.timeout_ns = 20ull * 1000 * 1000 * 1000;
  ProxyRing ring("proxy_channel_test", 4);
  Recorder recorder(kProducers);
  Proxy proxy(ring.channel(), recorder);
  std::vector<std::thread> producers;
  std::atomic<int> unfinished_at_quiet{0};
  for (int p = 0; p < kProducers; ++p) {
    producers.emplace_back([&, p] {
      HostProxyPause pause("proxy_channel_test");
      for (uint64_t s = 0; s < kRequests; ++s) {
        proxy_submit(ring.channel(), numbered(p, s), pause);
        if ((s + 1) % kFenceEvery == 0) {
          ProxyRequest fence = numbered(p, 0);
          fence.op = static_cast<uint32_t>(ProxyOp::kFence);
          proxy_submit(ring.channel(), fence, pause);
        }
      }
      proxy_quiet(ring.channel(), numbered(p, 0), pause);
      // Quiet returned: every put of this producer was carried out.
      if (recorder.done(p) != kRequests) ++unfinished_at_quiet;
    });
  }
  for (auto& t : producers) t.join();
  proxy.stop();
  const uint64_t total = kProducers * (kRequests + kRequests / kFenceEvery + 1);
  ASSERT_GT(total, 0u);
  EXPECT_EQ(recorder.errors(), 0u) << "requests out of order, torn or lost";
  EXPECT_EQ(unfinished_at_quiet.load(), 0) << "a quiet returned early";
  for (int p = 0; p < kProducers; ++p) EXPECT_EQ(recorder.done(p), kRequests);
  EXPECT_EQ(recorder.fences(), kProducers * kRequests / kFenceEvery);
  // A quiet that finds its requests covered by another's submits nothing.
  const uint64_t quiets = recorder.quiets();
  EXPECT_GE(quiets, 1u);
  EXPECT_LE(quiets, static_cast<uint64_t>(kProducers));
  EXPECT_EQ(proxy.carried_out(), total - kProducers + quiets);
  EXPECT_EQ(*ring.channel().reserved, proxy.carried_out());
  // The ring went round total / 4 times.
  EXPECT_GT(total / ring.channel().capacity, 1000u);
}

TEST(ProxyChannel, QuietWaitsForTheRequestsBeforeItOfEveryProducer) {
  ProxyRing ring("proxy_channel_test", 4);
  Recorder recorder(2);
  recorder.slow_down(std::chrono::microseconds(200));
  recorder.slow_quiet(std::chrono::milliseconds(100));
  Proxy proxy(ring.channel(), recorder);
  HostProxyPause pause("proxy_channel_test");
  std::thread other([&] {
    HostProxyPause other_pause("proxy_channel_test");
    for (uint64_t s = 0; s < 20; ++s) {
      proxy_submit(ring.channel(), numbered(1, s), other_pause);
    }
  });
  for (uint64_t s = 0; s < 20; ++s) {
    proxy_submit(ring.channel(), numbered(0, s), pause);
  }
  other.join();  // every request of producer 1 is submitted before the quiet
  proxy_quiet(ring.channel(), numbered(0, 0), pause);
  EXPECT_EQ(recorder.done(0), 20u);
  EXPECT_EQ(recorder.done(1), 20u);
  EXPECT_GE(*ring.channel().completed, 41u);
  proxy.stop();
  EXPECT_EQ(recorder.errors(), 0u);
}

TEST(ProxyChannel, ABlockingRequestIsCarriedOutWhenItsWaitReturns) {
  ProxyRing ring("proxy_channel_test", 2);
  Recorder recorder(1);
  recorder.slow_down(std::chrono::microseconds(500));
  Proxy proxy(ring.channel(), recorder);
  HostProxyPause pause("proxy_channel_test");
  for (uint64_t round = 1; round <= 8; ++round) {
    uint64_t arrived = 0;
    ProxyRequest get = numbered(0, 0);
    get.op = static_cast<uint32_t>(ProxyOp::kGet);
    get.flags = kProxyBlocking;
    get.value = 1000 + round;
    get.local = reinterpret_cast<uint64_t>(&arrived);
    const uint64_t ticket = proxy_submit(ring.channel(), get, pause);
    proxy_wait_consumed(ring.channel(), ticket, pause);
    EXPECT_EQ(arrived, 1000 + round);
  }
  proxy.stop();
}

TEST(ProxyChannel, AQuietWithNothingNewSubmitsNothing) {
  ProxyRing ring("proxy_channel_test", 4);
  Recorder recorder(1);
  Proxy proxy(ring.channel(), recorder);
  HostProxyPause pause("proxy_channel_test");
  proxy_quiet(ring.channel(), numbered(0, 0), pause);  // nothing yet
  EXPECT_EQ(*ring.channel().reserved, 0u);
  for (uint64_t s = 0; s < 3; ++s) {
    proxy_submit(ring.channel(), numbered(0, s), pause);
  }
  proxy_quiet(ring.channel(), numbered(0, 0), pause);
  proxy_quiet(ring.channel(), numbered(0, 0), pause);  // nothing new
  proxy.stop();
  EXPECT_EQ(recorder.quiets(), 1u);
  EXPECT_EQ(*ring.channel().reserved, 4u);
  EXPECT_EQ(recorder.done(0), 3u);
}

// Gets whose bytes come back in the slot, from 8 producers through 2
// slots: each producer finds its own bytes, so no slot was reused before
// its producer took the reply.
TEST(ProxyChannel, RepliesInTheSlotReachTheirOwnProducers) {
  constexpr int kProducers = 8;
  constexpr uint64_t kGets = 200;
  host_wait_policy.timeout_ns = 20ull * 1000 * 1000 * 1000;
  ProxyRing ring("proxy_channel_test", 2);
  Recorder recorder(kProducers);
  Proxy proxy(ring.channel(), recorder);
  std::atomic<int> wrong{0};
  std::vector<std::thread> producers;
  for (int p = 0; p < kProducers; ++p) {
    producers.emplace_back([&, p] {
      HostProxyPause pause("proxy_channel_test");
      for (uint64_t s = 0; s < kGets; ++s) {
        ProxyRequest get = numbered(p, 0);
        get.op = static_cast<uint32_t>(ProxyOp::kGet);
        get.flags = kProxyReply;
        get.bytes = 1 + (p + s) % kProxyInlineBytes;
        get.value = (p * 31 + s) & 0xff;
        const uint64_t ticket = proxy_submit(ring.channel(), get, pause);
        unsigned char got[kProxyInlineBytes + 1];
        std::memset(got, 0xee, sizeof got);
        proxy_take_reply(ring.channel(), ticket, got, get.bytes, pause);
        for (uint64_t i = 0; i < get.bytes; ++i) {
          if (got[i] != get.value) ++wrong;
        }
        if (got[get.bytes] != 0xee) ++wrong;  // no more than asked for
      }
    });
  }
  for (auto& t : producers) t.join();
  proxy.stop();
  EXPECT_EQ(wrong.load(), 0) << "a reply reached another producer";
  EXPECT_EQ(recorder.errors(), 0u);
  EXPECT_EQ(proxy.carried_out(), kProducers * kGets);
}

TEST(ProxyChannelDeathTest, ACapacityThatIsNoPowerOfTwoIsRefused) {
  EXPECT_DEATH(ProxyRing("proxy_channel_test", 6),
               "proxy_channel_test: the proxy channel's capacity is 6, which "
               "is not a power of two");
}

// A proxy that never takes the next request: a producer waiting for a slot
// reports it after NVSHMEM_WAIT_TIMEOUT and ends the program.
TEST(ProxyChannelDeathTest, AProducerThatWaitsPastTheTimeoutReports) {
  EXPECT_DEATH(
      {
        host_wait_policy.timeout_ns = 200 * 1000 * 1000;  // 0.2 s
        ProxyRing ring("nvshmem_putmem", 2);              // and no proxy
        HostProxyPause pause("nvshmem_putmem");
        for (uint64_t s = 0; s < 3; ++s) {
          proxy_submit(ring.channel(), numbered(0, s), pause);
        }
      },
      "nvshmem_putmem: waited 0\\.[2-9] s for a free slot in the proxy's "
      "channel: the host proxy, which carries requests to PEs of other "
      "hosts, has not kept up \\(NVSHMEM_WAIT_TIMEOUT\\)");
}

TEST(ProxyChannelDeathTest, ARequestThatIsNoneIsRefusedNamingItsProducer) {
  EXPECT_DEATH(
      {
        ProxyRing ring("proxy_channel_test", 2);
        Proxy proxy(ring.channel(), network_carrier());
        HostProxyPause pause("nvshmem_p");
        ProxyRequest bad = numbered(7, 0);
        proxy_set_routine(&bad, "nvshmem_p");
        bad.op = 99;
        const uint64_t ticket = proxy_submit(ring.channel(), bad, pause);
        proxy_wait_consumed(ring.channel(), ticket, pause);
      },
      "nvshmem_p \\(from host thread 7, through the host proxy\\): request 0 "
      "has operation 99, which is none of the " +
          std::to_string(kProxyOpCount) + " the proxy knows");
}

TEST(ProxyChannelDeathTest, ACarriedPutLargerThanTheRequestIsRefused) {
  EXPECT_DEATH(
      {
        ProxyRing ring("proxy_channel_test", 2);
        Proxy proxy(ring.channel(), network_carrier());
        HostProxyPause pause("nvshmem_putmem");
        ProxyRequest put = numbered(3, 0);
        proxy_set_routine(&put, "nvshmem_putmem");
        put.bytes = kProxyInlineBytes + 1;
        put.flags = kProxyInline;
        const uint64_t ticket = proxy_submit(ring.channel(), put, pause);
        proxy_wait_consumed(ring.channel(), ticket, pause);
      },
      "nvshmem_putmem \\(from host thread 3, through the host proxy\\): a put "
      "of 65 bytes carried in the request, which holds at most 64");
}

}  // namespace
}  // namespace impl
}  // namespace symsync
