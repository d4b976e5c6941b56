// The channel through which code that cannot reach a PE itself (device code,
// for a PE on another host) asks the host proxy (runtime/src/proxy/) to
// reach it: a ring of request slots in host memory. Any number of
// producers (threads, warps, blocks of several kernels; host threads in the
// tests) submit at once; one proxy thread takes the requests off in ticket
// order and carries each along the network way of the route
// (symsync/route.h).
//
// The protocol, all counters 64-bit and never wrapping:
//  * a producer takes a ticket t from `reserved` (an atomic add);
//  * it waits until slot t % capacity is free: `consumed` + capacity > t
//    (the proxy has finished with ticket t - capacity);
//  * it writes the request into the slot, then `published` = t + 1 as a
//    release, which hands the slot to the proxy;
//  * the proxy takes slot `consumed` % capacity once its `published` is
//    `consumed` + 1 (an acquire), carries the request out, and only then
//    advances `consumed` (a release): a producer whose request is blocking
//    (a put whose source it will reuse, a get whose result it reads) waits
//    for `consumed` > t;
//  * a quiet request is carried out by completing every operation the
//    proxy issued, after which the proxy raises `completed` to t + 1: a
//    producer's quiet waits for `completed` > t of its quiet request, then
//    raises `quieted` (producers' memory) to t + 1 at least; a quiet that
//    finds `quieted` equal to `reserved` has nothing to wait for and
//    submits nothing (a kernel that reaches only its own node pays two
//    loads of its own memory);
//  * a get whose bytes come back in the slot (kProxyReply) is answered by
//    the proxy writing them into the slot's `data`, then `answered` = t + 1
//    (a release); the producer copies them out and sets `answered` to 0,
//    and only then does the proxy advance `consumed` (so the slot is not
//    reused before its reply is read).
// Requests are carried out in ticket order, so one producer's requests keep
// their order, a fence request orders the producers' requests before it
// before those after it, and data put before a signal update arrives
// before it (the transport orders an update after the earlier operations to
// the same PE).
//
// A producer that waits longer than NVSHMEM_WAIT_TIMEOUT (a proxy that does
// not keep up, or has stopped) reports it through its Pause and ends the
// job; so does the proxy when the transport fails a request.

#ifndef SYMSYNC_PROXY_CHANNEL_H_
#define SYMSYNC_PROXY_CHANNEL_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/access.h>
#include <symsync/device_state.h>
#include <symsync/platform.h>

namespace symsync {
namespace impl {

// What a request asks for.
enum class ProxyOp : uint32_t {
  kPut,        // `bytes` from `local` to the object at `offset` on `pe`
  kGet,        // `bytes` of the object at `offset` on `pe` into `local`
  kStore,      // the object of `bytes` (1, 2, 4, 8) bytes at `offset` := value
  kSignal,     // signal operation `sig_op` of `value` on the object at offset
  kPutSignal,  // kPut, then kSignal on the object at `signal_offset`
  kFence,      // orders earlier requests to each PE before later ones
  kQuiet,      // completes every earlier request, then raises `completed`
  kAmo,        // atomic operation `sig_op` (an AmoOp) on the object of
               // `bytes` (2, 4, 8) at `offset`: operand `value`, comparand
               // `signal_offset`; kProxyReply: the bits it found come back
};
// The number of ProxyOp values (kAmo is the last), for the proxy's check
// of a request.
constexpr uint32_t kProxyOpCount = static_cast<uint32_t>(ProxyOp::kAmo) + 1;

// ProxyRequest::flags.
constexpr uint32_t kProxyBlocking = 1;  // kPut, kGet: done when consumed
constexpr uint32_t kProxyRelease = 2;   // kStore: a release (atomic_set)
// kPut, kPutSignal: the data is in the request (`data`, at most
// kProxyInlineBytes), not at `local`: a small put from device code needs
// no copy out of GPU memory, and its source may be reused at once.
constexpr uint32_t kProxyInline = 4;
// kGet: the bytes (at most kProxyInlineBytes) come back in the slot's
// `data`, not at `local`: a g, or a get into memory the proxy cannot write;
// kAmo: the object's prior bits come back there (a fetching operation).
constexpr uint32_t kProxyReply = 8;

// The most bytes a request carries itself.
constexpr size_t kProxyInlineBytes = 64;

// The longest routine name a request carries, for the proxy's messages.
constexpr size_t kProxyRoutineChars = 48;

struct alignas(64) ProxyRequest {
  uint64_t published;  // ticket + 1 once written (the last store, a release)
  uint64_t answered;   // kProxyReply: ticket + 1 once `data` holds the reply
  uint32_t op;         // a ProxyOp
  int32_t pe;
  uint64_t offset;         // of the target object in the symmetric heap
  uint64_t bytes;          // kPut, kGet: the bytes; kStore: the object's size
  uint64_t value;          // kStore: the value's bits; kSignal: the signal
  uint64_t signal_offset;  // kPutSignal: of the signal object
  uint64_t local;          // kPut: the source address; kGet: the destination
                           // (kProxyInline: unused)
  int32_t sig_op;          // kSignal, kPutSignal
  uint32_t flags;          // kProxyBlocking, kProxyRelease, kProxyInline
  // Who asked: a block and thread of device code, or -1 and the producer's
  // number for a host thread; for the proxy's messages.
  int32_t block[3];
  int32_t thread[3];
  char routine[kProxyRoutineChars];       // NUL-terminated, cut if longer
  unsigned char data[kProxyInlineBytes];  // kProxyInline: the bytes to put;
                                          // kProxyReply: the bytes got
};

// The request fields after `published`, which a producer copies into its
// slot before publishing it.
constexpr size_t kProxyBodyOffset = offsetof(ProxyRequest, op);

// Submits `request` (its `published` is ignored); returns its ticket. Waits
// for a free slot, calling `pause("a free slot")` between polls; the pause
// reports a wait that outlasts NVSHMEM_WAIT_TIMEOUT.
template <typename Pause>
SYMSYNC_HOST_DEVICE uint64_t proxy_submit(const ProxyChannel& channel,
                                          const ProxyRequest& request,
                                          Pause& pause) {
#if SYMSYNC_DEVICE_PASS
  const uint64_t ticket =
      atomicAdd(reinterpret_cast<unsigned long long*>(channel.reserved), 1ull);
#else
  const uint64_t ticket =
      __atomic_fetch_add(channel.reserved, 1, __ATOMIC_RELAXED);
#endif
  while (load_acquire(channel.consumed) + channel.capacity <= ticket) {
    pause("a free slot in the proxy's channel");
  }
  ProxyRequest* slot = &channel.slots[ticket & (channel.capacity - 1)];
  memcpy(reinterpret_cast<char*>(slot) + kProxyBodyOffset,
         reinterpret_cast<const char*>(&request) + kProxyBodyOffset,
         sizeof(ProxyRequest) - kProxyBodyOffset);
  store_release(&slot->published, ticket + 1);
  return ticket;
}

// Waits until the proxy has carried out the request of `ticket` (a blocking
// put's source may be reused, a blocking get's result is there).
template <typename Pause>
SYMSYNC_HOST_DEVICE void proxy_wait_consumed(const ProxyChannel& channel,
                                             uint64_t ticket, Pause& pause) {
  while (load_acquire(channel.consumed) <= ticket) {
    pause("the proxy to carry out a request");
  }
}

// Submits a quiet request (`who`'s routine and producer, its operation
// replaced) and waits until every request submitted before it (by any
// producer) is complete at its target.
template <typename Pause>
SYMSYNC_HOST_DEVICE void proxy_quiet(const ProxyChannel& channel,
                                     const ProxyRequest& who, Pause& pause) {
  // Nothing submitted since the last quiet that completed: nothing to do.
  if (load_acquire(channel.quieted) == load_acquire(channel.reserved)) return;
  ProxyRequest request = who;
  request.op = static_cast<uint32_t>(ProxyOp::kQuiet);
  const uint64_t ticket = proxy_submit(channel, request, pause);
  while (load_acquire(channel.completed) <= ticket) {
    pause("the proxy to complete the requests before a quiet");
  }
#if SYMSYNC_DEVICE_PASS
  // A release: a producer that finds `quieted` raised (and so submits no
  // quiet) sees what the proxy completed, as this one does.
  __threadfence_system();
  atomicMax(reinterpret_cast<unsigned long long*>(channel.quieted),
            static_cast<unsigned long long>(ticket + 1));
#else
  uint64_t seen = __atomic_load_n(channel.quieted, __ATOMIC_RELAXED);
  while (seen < ticket + 1 &&
         !__atomic_compare_exchange_n(channel.quieted, &seen, ticket + 1, true,
                                      __ATOMIC_RELEASE, __ATOMIC_RELAXED)) {
  }
#endif
}

// Waits for the reply of the kProxyReply get of `ticket`, copies its
// `bytes` (at most kProxyInlineBytes) to `dest` and frees the slot for the
// proxy.
template <typename Pause>
SYMSYNC_HOST_DEVICE void proxy_take_reply(const ProxyChannel& channel,
                                          uint64_t ticket, void* dest,
                                          size_t bytes, Pause& pause) {
  ProxyRequest* slot = &channel.slots[ticket & (channel.capacity - 1)];
  while (load_acquire(&slot->answered) != ticket + 1) {
    pause("the proxy to bring back the bytes of a get");
  }
  memcpy(dest, slot->data, bytes);
  store_release(&slot->answered, static_cast<uint64_t>(0));
}

// The proxy's side: whether the request of ticket `next` (the value of
// `consumed`) is published; if so, copies it into `*request`.
inline bool proxy_take(const ProxyChannel& channel, uint64_t next,
                       ProxyRequest* request) {
  const ProxyRequest* slot = &channel.slots[next & (channel.capacity - 1)];
  if (load_acquire(&slot->published) != next + 1) return false;
  memcpy(request, slot, sizeof *request);
  return true;
}

// The proxy's side: answers the kProxyReply get of `ticket` with `bytes`
// (at most kProxyInlineBytes) of `data`.
inline void proxy_answer(const ProxyChannel& channel, uint64_t ticket,
                         const void* data, size_t bytes) {
  ProxyRequest* slot = &channel.slots[ticket & (channel.capacity - 1)];
  memcpy(slot->data, data, bytes);
  store_release(&slot->answered, ticket + 1);
}

// The proxy's side: whether the producer has taken the reply of `ticket`.
inline bool proxy_answer_taken(const ProxyChannel& channel, uint64_t ticket) {
  const ProxyRequest* slot = &channel.slots[ticket & (channel.capacity - 1)];
  return load_acquire(&slot->answered) == 0;
}

// The proxy's side: ticket `ticket` is carried out, its slot free.
inline void proxy_release(const ProxyChannel& channel, uint64_t ticket) {
  store_release(channel.consumed, ticket + 1);
}

// The proxy's side: every ticket below `ticket_end` is complete.
inline void proxy_complete(const ProxyChannel& channel, uint64_t ticket_end) {
  store_release(channel.completed, ticket_end);
}

// Copies `routine` into a request's routine field, cut to fit.
SYMSYNC_HOST_DEVICE inline void proxy_set_routine(ProxyRequest* request,
                                                  const char* routine) {
  copy_cut(request->routine, routine, sizeof request->routine);
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_PROXY_CHANNEL_H_
