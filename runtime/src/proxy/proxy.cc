// The host proxy (proxy.h): one thread per channel, carrying out requests
// in ticket order along the network way of the route.

#include "runtime/src/proxy/proxy.h"

#include <sched.h>
#include <symsync/messages.h>
#include <symsync/platform.h>
#include <symsync/route.h>
#include <symsync/spec_facts.h>
#include <symsync/wake.h>
#include <time.h>

#include <cinttypes>
#include <cstdio>
#include <cstring>

namespace symsync {
namespace impl {

ProxyRing::ProxyRing(const char* routine, uint64_t capacity) {
  if (capacity == 0 || (capacity & (capacity - 1)) != 0) {
    fatal(routine,
          "the proxy channel's capacity is %" PRIu64
          ", which is not a power of two",
          capacity);
  }
  slots_.reset(new ProxyRequest[capacity]());
  counters_.reset(new Counters());
  channel_.slots = slots_.get();
  channel_.capacity = capacity;
  channel_.reserved = &counters_->reserved;
  channel_.consumed = &counters_->consumed;
  channel_.completed = &counters_->completed;
  channel_.quieted = &counters_->quieted;
}

void HostProxyPause::operator()(const char* waiting_for) {
  if (rest_.pause()) {
    fatal(routine_, "waited %.1f s for %s: " SYMSYNC_PROXY_STALL_TEXT,
          static_cast<double>(rest_.waited_ns()) / 1e9, waiting_for);
  }
}

std::string describe_request(const ProxyRequest& r) {
  char routine[kProxyRoutineChars + 1] = {};
  std::memcpy(routine, r.routine, kProxyRoutineChars);
  char who[96];
  if (r.block[0] < 0) {
    std::snprintf(who, sizeof who, "host thread %d", r.thread[0]);
  } else {
    std::snprintf(who, sizeof who, "block (%d,%d,%d) thread (%d,%d,%d)",
                  r.block[0], r.block[1], r.block[2], r.thread[0], r.thread[1],
                  r.thread[2]);
  }
  return std::string(routine[0] != '\0' ? routine : "(no routine named)") +
         " (from " + who + ", through the host proxy)";
}

Proxy::Proxy(const ProxyChannel& channel, ProxyCarrier& carrier)
    : channel_(channel), carrier_(carrier) {
  thread_ = std::thread([this] { run(); });
}

Proxy::~Proxy() { stop(); }

void Proxy::stop() {
  stopping_.store(true, std::memory_order_release);
  if (thread_.joinable()) thread_.join();
}

uint64_t Proxy::carried_out() const { return load_acquire(channel_.consumed); }

void Proxy::run() {
  // Idle, the thread polls, then yields, then sleeps for growing pauses up
  // to kMaxIdleSleepNs: a request that finds it asleep waits that long. It
  // yields early: a producer on the same core (a host thread, or the
  // thread that launches the GPU's work) then runs at once. Polling 1024
  // times before yielding made a p then quiet through the channel cost 40
  // us more than the host form's on the 2-core machine of bench/RESULTS.md;
  // 32 polls, 7 to 9 us.
  constexpr unsigned kIdlePolls = 32, kIdleYields = 256;
  constexpr long kFirstIdleSleepNs = 1000, kMaxIdleSleepNs = 50 * 1000;
  uint64_t next = load_acquire(channel_.consumed);
  unsigned idle = 0;
  long sleep_ns = kFirstIdleSleepNs;
  ProxyRequest request;
  for (;;) {
    // Read before the take: stop() returns only once what was published
    // before it is carried out, so a take that fails after the flag was
    // seen set is the last.
    const bool stopping = stopping_.load(std::memory_order_acquire);
    if (proxy_take(channel_, next, &request)) {
      if (carrier_.carry_out(request, next)) proxy_complete(channel_, next + 1);
      if ((request.flags & kProxyReply) != 0) answer(request, next);
      proxy_release(channel_, next);
      // Host producers waiting for a slot, a carried-out request or a quiet
      // may sleep on this PE's wake-up word, as host waits do: wake them
      // (one load when none sleeps). The fence keeps that load after the
      // stores above, as the host updates' sequentially consistent stores
      // do (symsync/wake.h).
      __atomic_thread_fence(__ATOMIC_SEQ_CST);
      wake_sleepers(host_own_wake_word);
      ++next;
      idle = 0;
      sleep_ns = kFirstIdleSleepNs;
      continue;
    }
    if (stopping) return;
    ++idle;
    if (idle < kIdlePolls) {
      cpu_relax();
    } else if (idle < kIdlePolls + kIdleYields) {
      sched_yield();
    } else {
      const timespec pause = {0, sleep_ns};
      nanosleep(&pause, nullptr);
      if (sleep_ns < kMaxIdleSleepNs) sleep_ns *= 2;
    }
  }
}

void Proxy::answer(const ProxyRequest& request, uint64_t ticket) {
  // The slot is reused once `consumed` passes it: not before the producer
  // has the bytes. (The carrier checked the size.)
  proxy_answer(channel_, ticket, request.data, request.bytes);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  wake_sleepers(host_own_wake_word);
  const std::string name = describe_request(request);
  HostProxyPause pause(name.c_str());
  while (!proxy_answer_taken(channel_, ticket)) {
    pause("the producer to take the bytes of its get");
  }
}

namespace {

// The name describe_request gives `r`, made again only when the routine or
// the producer changes: a run of requests from one producer costs no
// formatting each, and the name lives until the next request's.
const char* request_name(const ProxyRequest& r) {
  struct Named {
    bool valid = false;
    char routine[kProxyRoutineChars];
    int32_t block[3];
    int32_t thread[3];
    std::string text;
  };
  thread_local Named last;
  if (!last.valid ||
      std::memcmp(last.routine, r.routine, sizeof r.routine) != 0 ||
      std::memcmp(last.block, r.block, sizeof r.block) != 0 ||
      std::memcmp(last.thread, r.thread, sizeof r.thread) != 0) {
    std::memcpy(last.routine, r.routine, sizeof r.routine);
    std::memcpy(last.block, r.block, sizeof r.block);
    std::memcpy(last.thread, r.thread, sizeof r.thread);
    last.text = describe_request(r);
    last.valid = true;
  }
  return last.text.c_str();
}

class NetworkCarrier final : public ProxyCarrier {
 public:
  bool carry_out(ProxyRequest& request, uint64_t ticket) override;
};

bool NetworkCarrier::carry_out(ProxyRequest& r, uint64_t ticket) {
  const char* name = request_name(r);
  if (r.op >= kProxyOpCount) {
    fatal(name,
          "request %" PRIu64
          " has operation %u, which is none of the %u "
          "the proxy knows",
          ticket, r.op, kProxyOpCount);
  }
  const ProxyOp op = static_cast<ProxyOp>(r.op);
  if (op == ProxyOp::kFence) {
    network_fence(name);
    return false;
  }
  if (op == ProxyOp::kQuiet) {
    network_quiet(name);
    return true;
  }
  const bool blocking = (r.flags & kProxyBlocking) != 0;
  const bool carried = (r.flags & kProxyInline) != 0;
  if (carried && op != ProxyOp::kPut && op != ProxyOp::kPutSignal) {
    fatal(name, "request %" PRIu64 " carries its data, which only a put does",
          ticket);
  }
  if (carried && r.bytes > kProxyInlineBytes) {
    fatal(name,
          "a put of %" PRIu64
          " bytes carried in the request, which holds at most %zu",
          r.bytes, kProxyInlineBytes);
  }
  const bool reply = (r.flags & kProxyReply) != 0;
  if (reply && ((op != ProxyOp::kGet && op != ProxyOp::kAmo) ||
                r.bytes > kProxyInlineBytes)) {
    fatal(name,
          "request %" PRIu64
          " asks for its bytes in the slot, which only a get of at most %zu "
          "bytes or an atomic operation does (operation %u, %" PRIu64 " bytes)",
          ticket, kProxyInlineBytes, r.op, r.bytes);
  }
  // A put whose data is in the request is copied out before the request
  // goes (blocking): the request is the proxy's copy, reused for the next.
  const void* source = carried ? static_cast<const void*>(r.data)
                               : reinterpret_cast<const void*>(r.local);
  const bool put_blocking = blocking || carried;
  switch (op) {
    case ProxyOp::kPut:
      network_put(name, network_route(name, r.pe, r.offset, r.bytes), source,
                  r.bytes, put_blocking);
      break;
    case ProxyOp::kGet:
      network_get(
          name, network_route(name, r.pe, r.offset, r.bytes),
          reply ? static_cast<void*>(r.data) : reinterpret_cast<void*>(r.local),
          r.bytes, blocking || reply);
      break;
    case ProxyOp::kStore:
      if (r.bytes != 1 && r.bytes != 2 && r.bytes != 4 && r.bytes != 8) {
        fatal(name,
              "a store request of %" PRIu64
              " bytes: a store is 1, 2, 4 or 8 bytes",
              r.bytes);
      }
      network_store(name, network_route(name, r.pe, r.offset, r.bytes),
                    &r.value, r.bytes,
                    (r.flags & kProxyRelease) != 0 ? StoreOrder::kRelease
                                                   : StoreOrder::kRelaxed);
      break;
    case ProxyOp::kSignal:
    case ProxyOp::kPutSignal: {
      if (!is_signal_op(r.sig_op)) invalid_signal_op(name, r.sig_op);
      if (op == ProxyOp::kPutSignal) {
        network_put_signal(
            name, network_route(name, r.pe, r.offset, r.bytes), source, r.bytes,
            network_route(name, r.pe, r.signal_offset, sizeof(Signal)), r.value,
            r.sig_op, put_blocking);
        break;
      }
      network_signal_op(name,
                        network_route(name, r.pe, r.offset, sizeof(Signal)),
                        r.value, r.sig_op);
      break;
    }
    case ProxyOp::kAmo: {
      if (!is_amo_size(r.bytes) ||
          static_cast<uint32_t>(r.sig_op) >= kAmoOpCount) {
        fatal(name,
              "an atomic operation request (operation %d on %" PRIu64
              " bytes): the operations are 0 to %u, on 2, 4 or 8 bytes",
              r.sig_op, r.bytes, kAmoOpCount - 1);
      }
      uint64_t prior = 0;
      network_amo(name, network_route(name, r.pe, r.offset, r.bytes),
                  static_cast<AmoOp>(r.sig_op), r.bytes, r.value,
                  r.signal_offset, reply ? &prior : nullptr);
      if (reply) std::memcpy(r.data, &prior, r.bytes);  // little-endian
      break;
    }
    default:
      break;
  }
  return false;
}

}  // namespace

ProxyCarrier& network_carrier() {
  static NetworkCarrier carrier;
  return carrier;
}

}  // namespace impl
}  // namespace symsync
