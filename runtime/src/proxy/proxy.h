// The host proxy: a thread that carries out the requests of a channel
// (symsync/proxy_channel.h) along the network way of the route
// (symsync/route.h), for producers that cannot reach a PE themselves:
// device code, for a PE on another host.
//
// The channel's memory is the caller's (host memory the producers map),
// given as a ProxyChannel; ProxyRing is such memory for producers that are
// host threads. A request the transport cannot carry out, or a request
// that is not one, ends the job with a message naming the routine that
// submitted it and the producer (block and thread, or host thread).

#ifndef SYMSYNC_RUNTIME_PROXY_PROXY_H_
#define SYMSYNC_RUNTIME_PROXY_PROXY_H_

#include <symsync/host_wait.h>
#include <symsync/platform.h>
#include <symsync/proxy_channel.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>

namespace symsync {
namespace impl {

// A channel in ordinary host memory, for host producers: `capacity` slots
// (a power of two, at least 1; anything else ends the job naming
// `routine`).
class ProxyRing {
 public:
  ProxyRing(const char* routine, uint64_t capacity);
  ProxyRing(const ProxyRing&) = delete;
  ProxyRing& operator=(const ProxyRing&) = delete;
  const ProxyChannel& channel() const { return channel_; }

 private:
  struct Counters {
    alignas(64) uint64_t reserved = 0;
    alignas(64) uint64_t consumed = 0;
    alignas(64) uint64_t completed = 0;
    alignas(64) uint64_t quieted = 0;
  };
  std::unique_ptr<ProxyRequest[]> slots_;
  std::unique_ptr<Counters> counters_;
  ProxyChannel channel_;
};

#if !SYMSYNC_DEVICE_PASS  // (HostWaitRest is host code)
// How a host producer waits on the channel: HostWaitRest's pauses (spin,
// yield, sleep), and after NVSHMEM_WAIT_TIMEOUT a report naming `routine`
// and what it waited for, which ends the job.
class HostProxyPause {
 public:
  explicit HostProxyPause(const char* routine) : routine_(routine) {}
  void operator()(const char* waiting_for);

 private:
  const char* routine_;
  HostWaitRest rest_;
};
#endif

// What a request says of its routine and producer, for messages:
// "nvshmem_putmem (from block (0,0,0) thread (3,0,0), through the host
// proxy)".
std::string describe_request(const ProxyRequest& request);

// What carries a request out: the network way (network_carrier()), or in
// the channel's own tests a recorder.
class ProxyCarrier {
 public:
  virtual ~ProxyCarrier() = default;
  // Carries out `request` of `ticket`; returns true when every request
  // before it is now complete at its target (a quiet). A kProxyReply get
  // leaves the bytes it got in `request.data`.
  virtual bool carry_out(ProxyRequest& request, uint64_t ticket) = 0;
};

// Carries requests along the route's network way (the transport): puts,
// gets, stores, signal operations, put-with-signal, fence and quiet. A
// request that is not one ends the job naming its routine and producer.
ProxyCarrier& network_carrier();

class Proxy {
 public:
  // Starts the thread that carries out `channel`'s requests with `carrier`
  // (which must outlive the Proxy). A producer that does not take the
  // reply of its get within NVSHMEM_WAIT_TIMEOUT ends the job.
  Proxy(const ProxyChannel& channel, ProxyCarrier& carrier);
  Proxy(const Proxy&) = delete;
  Proxy& operator=(const Proxy&) = delete;
  // Stops the thread (after stop(), if not called before).
  ~Proxy();
  // Carries out what is published, then stops the thread. Producers must
  // have stopped submitting.
  void stop();
  // How many requests it has carried out.
  uint64_t carried_out() const;

 private:
  void run();
  // Hands a kProxyReply get's bytes to its producer and waits until it has
  // them.
  void answer(const ProxyRequest& request, uint64_t ticket);

  ProxyChannel channel_;
  ProxyCarrier& carrier_;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_PROXY_PROXY_H_
