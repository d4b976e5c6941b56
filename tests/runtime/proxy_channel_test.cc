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
#include <thread>
#include <vector>

#include "runtime/src/proxy/proxy.h"

namespace symsync {
namespace impl {
namespace {

// A request of producer `producer`, its `sequence`-th, whose fields say the
// same thing three ways, so that a torn or unpublished copy shows.
ProxyRequest numbered(int producer, uint64_t sequence) {
  ProxyRequest r = {};
  r.op = static_cast<uint32_t>(ProxyOp::kPut);
  r.pe = producer;
  r.offset = sequence;
  r.bytes = sequence * 3 + 1;
  r.value = (static_cast<uint64_t>(producer) << 32) | sequence;
  r.local = ~r.value;
  r.block[0] = -1;
  r.thread[0] = producer;
  proxy_set_routine(&r, "proxy_channel_test");
  return r;
}

// Records what it carries out; checks, as it goes, that each producer's
// puts come in its order, whole, and that tickets come one after another.
// As the network's puts, a put is complete only once a quiet is carried out.
class Recorder final : public ProxyCarrier {
 public:
  explicit Recorder(int producers) : next_(producers, 0), done_(producers) {
    for (auto& d : done_) d.store(0);
  }

  bool carry_out(const ProxyRequest& r, uint64_t ticket) override {
    if (ticket != tickets_) ++errors_;
    ++tickets_;
    if (const long us = delay_us_.load()) {
      std::this_thread::sleep_for(std::chrono::microseconds(us));
    }
    switch (static_cast<ProxyOp>(r.op)) {
      case ProxyOp::kPut: {
        const int p = r.pe;
        const bool whole =
            p >= 0 && p < static_cast<int>(next_.size()) &&
            r.bytes == r.offset * 3 + 1 &&
            r.value == ((static_cast<uint64_t>(p) << 32) | r.offset) &&
            r.local == ~r.value;
        if (!whole || r.offset != next_[p]) {
          ++errors_;
          return false;
        }
        ++next_[p];
        return false;
      }
      case ProxyOp::kGet:
        // Stands in for a get: the value arrives at `local`.
        *reinterpret_cast<uint64_t*>(r.local) = r.value;
        return false;
      case ProxyOp::kFence:
        ++fences_;
        return false;
      case ProxyOp::kQuiet:
        // A quiet that takes long: a producer whose quiet returned before
        // this one ends finds its puts incomplete.
        if (const long ms = quiet_ms_.load()) {
          std::this_thread::sleep_for(std::chrono::milliseconds(ms));
        }
        for (size_t p = 0; p < next_.size(); ++p) {
          done_[p].store(next_[p], std::memory_order_release);
        }
        ++quiets_;
        return true;
      default:
        ++errors_;
        return false;
    }
  }

  // Puts of producer `p` complete so far (any thread may ask).
  uint64_t done(int p) const {
    return done_[p].load(std::memory_order_acquire);
  }
  uint64_t errors() const { return errors_; }
  uint64_t fences() const { return fences_; }
  uint64_t quiets() const { return quiets_; }
  void slow_down(std::chrono::microseconds d) { delay_us_ = d.count(); }
  void slow_quiet(std::chrono::milliseconds d) { quiet_ms_ = d.count(); }

 private:
  std::vector<uint64_t> next_;  // the proxy thread's alone
  std::vector<std::atomic<uint64_t>> done_;
  std::atomic<uint64_t> errors_{0}, fences_{0}, quiets_{0};
  uint64_t tickets_ = 0;
  std::atomic<long> delay_us_{0}, quiet_ms_{0};
};

TEST(ProxyChannel, SixtyFourProducersThroughEightSlotsKeepOrderAndLoseNothing) {
  constexpr int kProducers = 64;
  constexpr uint64_t kRequests = 200, kFenceEvery = 100;
  // A lost request would leave the proxy and the producers' quiets waiting
  // forever: they report it after 20 s instead.
  host_wait_policy.timeout_ns = 20ull * 1000 * 1000 * 1000;
  ProxyRing ring("proxy_channel_test", 8);
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
  EXPECT_EQ(recorder.errors(), 0u) << "requests out of order, torn or lost";
  EXPECT_EQ(unfinished_at_quiet.load(), 0) << "a quiet returned early";
  for (int p = 0; p < kProducers; ++p) EXPECT_EQ(recorder.done(p), kRequests);
  EXPECT_EQ(recorder.fences(), kProducers * kRequests / kFenceEvery);
  EXPECT_EQ(recorder.quiets(), static_cast<uint64_t>(kProducers));
  EXPECT_EQ(proxy.carried_out(), total);
  EXPECT_EQ(*ring.channel().reserved, total);
  // The ring went round total / 8 times.
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
      "channel \\(NVSHMEM_WAIT_TIMEOUT\\): the host proxy, which carries "
      "requests to PEs of other hosts, has not kept up");
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
      "has operation 99, which is none of the 7 the proxy knows");
}

}  // namespace
}  // namespace impl
}  // namespace symsync
