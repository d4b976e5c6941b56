// What the proxy's channel tests share (tests/runtime/proxy_channel_test.cc
// from host threads, tests/runtime/cuda_scaffolding_test.cu from GPU
// threads): numbered requests whose fields check each other, and a carrier
// that records and checks what the proxy carries out.

#ifndef SYMSYNC_TESTS_SUPPORT_PROXY_RECORDER_H_
#define SYMSYNC_TESTS_SUPPORT_PROXY_RECORDER_H_

#include <symsync/platform.h>
#include <symsync/proxy_channel.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

#include "runtime/src/proxy/proxy.h"

namespace symsync_test {

using symsync::impl::ProxyCarrier;
using symsync::impl::ProxyOp;
using symsync::impl::ProxyRequest;

// A request of producer `producer`, its `sequence`-th, whose fields say the
// same thing three ways, so that a torn or unpublished copy shows.
SYMSYNC_HOST_DEVICE inline ProxyRequest numbered(int producer,
                                                 uint64_t sequence) {
  ProxyRequest r = {};
  r.op = static_cast<uint32_t>(ProxyOp::kPut);
  r.pe = producer;
  r.offset = sequence;
  r.bytes = sequence * 3 + 1;
  r.value = (static_cast<uint64_t>(producer) << 32) | sequence;
  r.local = ~r.value;
  r.block[0] = -1;
  r.thread[0] = producer;
  symsync::impl::proxy_set_routine(&r, "proxy_channel_test");
  for (size_t i = 0; i < symsync::impl::kProxyInlineBytes; ++i) {
    r.data[i] = static_cast<unsigned char>(producer + sequence + i);
  }
  return r;
}

// Whether `r`'s carried bytes are those numbered() wrote.
inline bool data_whole(const ProxyRequest& r) {
  for (size_t i = 0; i < symsync::impl::kProxyInlineBytes; ++i) {
    if (r.data[i] != static_cast<unsigned char>(r.pe + r.offset + i))
      return false;
  }
  return true;
}

// Records what it carries out; checks, as it goes, that each producer's
// puts come in its order, whole, and that tickets come one after another.
// As the network's puts, a put is complete only once a quiet is carried out.
class Recorder final : public ProxyCarrier {
 public:
  // `mirror`, when given, receives each producer's count of complete puts
  // too (producer p's at mirror[p]), for producers that cannot call done():
  // GPU threads, through mapped host memory.
  explicit Recorder(int producers, uint64_t* mirror = nullptr)
      : next_(producers, 0), done_(producers), mirror_(mirror) {
    for (auto& d : done_) d.store(0);
  }

  bool carry_out(ProxyRequest& r, uint64_t ticket) override {
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
            r.local == ~r.value && data_whole(r);
        if (!whole || r.offset != next_[p]) {
          ++errors_;
          return false;
        }
        ++next_[p];
        return false;
      }
      case ProxyOp::kGet:
        // Stands in for a get: the value arrives at `local`, or in the
        // request (kProxyReply), its `bytes` bytes repeating its low byte.
        if ((r.flags & symsync::impl::kProxyReply) != 0) {
          std::memset(r.data, static_cast<int>(r.value & 0xff), r.bytes);
        } else {
          *reinterpret_cast<uint64_t*>(r.local) = r.value;
        }
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
          if (mirror_ != nullptr) {
            symsync::impl::store_release(&mirror_[p], next_[p]);
          }
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
  uint64_t* mirror_;
  std::atomic<uint64_t> errors_{0}, fences_{0}, quiets_{0};
  uint64_t tickets_ = 0;
  std::atomic<long> delay_us_{0}, quiet_ms_{0};
};

// Where a GPU producer reads what a Recorder's mirror says (device
// addresses of the mirror).
struct QuietProbe {
  const uint64_t* done;
};

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_PROXY_RECORDER_H_
