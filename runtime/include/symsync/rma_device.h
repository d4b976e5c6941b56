// The device forms of the data-movement routines (spec/rma.yaml): thread,
// warp and block, one implementation each, parameterized by the group that
// runs it (symsync/p2p_core.h). Included by device_api.h after the device
// state it reads; do not include it directly.
//
// A form reaches a PE of its node through its mapping of that PE's heap and
// copies with copy_by_group (symsync/rma.h), completing the copy before it
// returns, which the _nbi forms may do too. A PE of another host it reaches
// through the host proxy (symsync/proxy_channel.h): the group's first
// member submits one request, which carries up to 64 bytes itself or names
// a local buffer in the symmetric heap, which the proxy copies; the _nbi
// forms leave it to nvshmem_quiet, which waits for the proxy's completion
// count.

#ifndef SYMSYNC_RMA_DEVICE_H_
#define SYMSYNC_RMA_DEVICE_H_

#include <symsync/messages.h>
#include <symsync/rma.h>

namespace symsync {
namespace impl {
namespace {

#if SYMSYNC_DEVICE_PASS
// Where a data-movement form's range goes: the counterpart this GPU maps,
// or (`remote`) the host proxy, at the range's offset in the heap.
struct RmaTarget {
  char* mapped;
  size_t offset;
  bool remote;
};

// The target on PE `pe` of the `nelems` elements of `element_size` bytes at
// the symmetric address `symmetric`. The start and the PE are checked as
// for every update (update_target_on_device); the range must also end in
// the heap or buffer it starts in (a count whose bytes overflow does not).
// An empty range checks only the PE.
__device__ inline RmaTarget rma_target_on_device(const char* routine,
                                                 const void* symmetric,
                                                 size_t nelems,
                                                 size_t element_size, int pe) {
  RmaTarget target = {nullptr, 0, false};
  if (nelems == 0) {
    require_device_pe(routine, pe);
    return target;
  }
  char* address = static_cast<char*>(const_cast<void*>(symmetric));
  SymmetricWindow region;
  target.mapped =
      update_target_on_device(routine, address, pe, &region, &target.offset);
  target.remote = target.mapped == nullptr;
  const size_t left = static_cast<size_t>(region.base + region.size - address);
  if (nelems > left / element_size) {
    report_device_misuse(routine,
                         "the range of %lld elements runs past the end of "
                         "the symmetric heap or registered buffer it starts in",
                         static_cast<long long>(nelems));
  }
  return target;
}

// The rule for the local buffer of an operation the host proxy carries
// across hosts (NVSHMEM's: a remote operation's local buffer is
// symmetric): up to kProxyInlineBytes travel in the request itself; a
// larger one must lie in this PE's symmetric heap, which the proxy copies
// from and into.
__device__ inline void require_proxy_local(const char* routine,
                                           const void* local, size_t bytes,
                                           const char* message) {
  const char* at = static_cast<const char*>(local);
  const char* heap = symsync_device_state.heap_base;
  const size_t size = symsync_device_state.heap_size;
  if (at < heap || at >= heap + size ||
      bytes > static_cast<size_t>(heap + size - at)) {
    report_device_misuse(routine, message, static_cast<long long>(bytes));
  }
}

#define SYMSYNC_PROXY_LOCAL_RULE                                            \
  " bytes, to or from a PE of another host, is not in the symmetric heap: " \
  "the host proxy carries at most 64 bytes in a request, and copies a "     \
  "larger local buffer only from or into this PE's symmetric heap"

// `request` (its operation, PE, offsets and signal set) with the `bytes` at
// `source`, by the group's first member, after every member's writes of
// the source; `blocking`: the source may be reused when it returns.
template <class Group>
__device__ inline void put_through_proxy(const Group& group,
                                         const char* routine,
                                         ProxyRequest& request,
                                         const void* source, size_t bytes,
                                         bool blocking) {
  order_updates();
  group.sync();
  if (group.rank() == 0) {
    request.bytes = bytes;
    if (bytes <= kProxyInlineBytes) {
      memcpy(request.data, source, bytes);
      request.flags = kProxyInline;
      submit_to_proxy(routine, request, false);
    } else {
      require_proxy_local(routine, source, bytes,
                          "the source of %lld" SYMSYNC_PROXY_LOCAL_RULE);
      request.local = reinterpret_cast<uintptr_t>(source);
      request.flags = blocking ? kProxyBlocking : 0;
      submit_to_proxy(routine, request, blocking);
    }
  }
  group.sync();
}

// A get of the `bytes` at heap offset `offset` on PE `pe` of another host
// into `dest`, by the group's first member; `blocking`: arrived when it
// returns (else by quiet).
template <class Group>
__device__ inline void get_through_proxy(const Group& group,
                                         const char* routine, void* dest,
                                         size_t offset, size_t bytes, int pe,
                                         bool blocking) {
  if (group.rank() == 0) {
    if (bytes <= kProxyInlineBytes) {
      get_reply_through_proxy(routine, dest, offset, bytes, pe);
    } else {
      require_proxy_local(routine, dest, bytes,
                          "the destination of %lld" SYMSYNC_PROXY_LOCAL_RULE);
      ProxyRequest request = device_request(routine, ProxyOp::kGet, pe, offset);
      request.bytes = bytes;
      request.local = reinterpret_cast<uintptr_t>(dest);
      request.flags = blocking ? kProxyBlocking : 0;
      submit_to_proxy(routine, request, blocking);
    }
  }
  group.sync();
}

template <size_t kElement, class Group>
__device__ inline void put_to(const Group& group, const char* routine,
                              void* dest, const void* source, size_t nelems,
                              int pe, bool blocking) {
  const RmaTarget target =
      rma_target_on_device(routine, dest, nelems, kElement, pe);
  if (target.remote) {
    ProxyRequest request =
        device_request(routine, ProxyOp::kPut, pe, target.offset);
    put_through_proxy(group, routine, request, source, nelems * kElement,
                      blocking);
    return;
  }
  if (nelems > 0)
    copy_by_group(group, target.mapped, source, nelems * kElement);
  group.sync();
}

template <size_t kElement, class Group>
__device__ inline void put(const Group& group, const char* routine, void* dest,
                           const void* source, size_t nelems, int pe) {
  put_to<kElement>(group, routine, dest, source, nelems, pe, true);
}

template <size_t kElement, class Group>
__device__ inline void put_nbi(const Group& group, const char* routine,
                               void* dest, const void* source, size_t nelems,
                               int pe) {
  put_to<kElement>(group, routine, dest, source, nelems, pe, false);
}

template <size_t kElement, class Group>
__device__ inline void get_from(const Group& group, const char* routine,
                                void* dest, const void* source, size_t nelems,
                                int pe, bool blocking) {
  const RmaTarget target =
      rma_target_on_device(routine, source, nelems, kElement, pe);
  if (target.remote) {
    get_through_proxy(group, routine, dest, target.offset, nelems * kElement,
                      pe, blocking);
    return;
  }
  if (nelems > 0) copy_by_group(group, dest, target.mapped, nelems * kElement);
  group.sync();
}

template <size_t kElement, class Group>
__device__ inline void get(const Group& group, const char* routine, void* dest,
                           const void* source, size_t nelems, int pe) {
  get_from<kElement>(group, routine, dest, source, nelems, pe, true);
}

template <size_t kElement, class Group>
__device__ inline void get_nbi(const Group& group, const char* routine,
                               void* dest, const void* source, size_t nelems,
                               int pe) {
  get_from<kElement>(group, routine, dest, source, nelems, pe, false);
}

template <typename T>
__device__ inline T g(const char* routine, const T* source, int pe) {
  const RmaTarget target =
      rma_target_on_device(routine, source, 1, sizeof(T), pe);
  if (!target.remote) return load_relaxed(reinterpret_cast<T*>(target.mapped));
  T value;
  get_reply_through_proxy(routine, &value, target.offset, sizeof value, pe);
  return value;
}

// The data, then the signal: every member fences its share of the copy at
// system scope, the group meets, and one member updates the signal with a
// release, so a party that observes the signal reads the whole block. To a
// PE of another host, one request carries both, in that order.
template <size_t kElement, class Group>
__device__ inline void put_signal_to(const Group& group, const char* routine,
                                     void* dest, const void* source,
                                     size_t nelems, Signal* sig_addr,
                                     Signal signal, int sig_op, int pe,
                                     bool blocking) {
  if (!is_signal_op(sig_op)) {
    report_device_misuse(routine, SYMSYNC_INVALID_SIGNAL_OP_MESSAGE, sig_op);
  }
  const RmaTarget signal_target =
      rma_target_on_device(routine, sig_addr, 1, sizeof *sig_addr, pe);
  const RmaTarget target =
      rma_target_on_device(routine, dest, nelems, kElement, pe);
  const size_t bytes = nelems * kElement;  // in the heap: no overflow
  if (signal_inside_data(dest, bytes, sig_addr)) {
    report_device_misuse(routine,
                         "the signal object overlaps the destination "
                         "(%lld bytes)",
                         static_cast<long long>(bytes));
  }
  if (signal_target.remote) {
    ProxyRequest request =
        device_request(routine, ProxyOp::kPutSignal, pe, target.offset);
    request.signal_offset = signal_target.offset;
    request.value = signal;
    request.sig_op = sig_op;
    put_through_proxy(group, routine, request, source, bytes, blocking);
    return;
  }
  if (bytes > 0) copy_by_group(group, target.mapped, source, bytes);
  order_updates();
  group.sync();
  if (group.rank() == 0) {
    apply_signal_op(reinterpret_cast<Signal*>(signal_target.mapped), signal,
                    sig_op);
  }
  group.sync();
}

template <size_t kElement, class Group>
__device__ inline void put_signal(const Group& group, const char* routine,
                                  void* dest, const void* source, size_t nelems,
                                  Signal* sig_addr, Signal signal, int sig_op,
                                  int pe) {
  put_signal_to<kElement>(group, routine, dest, source, nelems, sig_addr,
                          signal, sig_op, pe, true);
}

template <size_t kElement, class Group>
__device__ inline void put_signal_nbi(const Group& group, const char* routine,
                                      void* dest, const void* source,
                                      size_t nelems, Signal* sig_addr,
                                      Signal signal, int sig_op, int pe) {
  put_signal_to<kElement>(group, routine, dest, source, nelems, sig_addr,
                          signal, sig_op, pe, false);
}
#endif  // SYMSYNC_DEVICE_PASS

}  // namespace
}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RMA_DEVICE_H_
