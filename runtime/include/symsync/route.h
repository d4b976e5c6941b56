// The way from this PE to another PE's copy of a symmetric object, chosen in
// one place (route_to) for every host and stream form; the Route it returns
// carries the form's copy, load, store or signal update along that way. The
// host forms of spec/updates.yaml and spec/rma.yaml (symsync/updates.h,
// symsync/rma.h) and the stream forms (runtime/src/stream/) ask it; so will
// the atomics, the collectives and the device proxy.
//
// The ways, and what carries an operation along each:
//   kNodeStore  the PE's heap is in host memory this process maps (a PE of
//               this node): plain loads and stores, then a wake-up of the
//               PE's sleeping host waits (symsync/wake.h);
//   kGpuCopy    the PE's heap is in GPU memory this process maps (CUDA IPC):
//               CUDA copies and the library's signal kernel, in order on one
//               stream of the library (runtime/src/stream/gpu_heap_copy.cu);
//   kNetwork    the PE is on another host: the network transport
//               (runtime/src/transport/transport.h), at the object's offset
//               in the heap, which is the same on every PE.
// A new way is an enumerator here, a case in route_to (runtime/src/route/
// route.cc) and a case in each operation below; the forms do not change.
//
// Host code only: device code reaches its peers through the device state
// (symsync/device_state.h).

#ifndef SYMSYNC_ROUTE_H_
#define SYMSYNC_ROUTE_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/access.h>
#include <symsync/amo_ops.h>
#include <symsync/platform.h>
#include <symsync/spec_facts.h>
#include <symsync/wake.h>

namespace symsync {
namespace impl {

enum class Way : unsigned char { kNodeStore, kGpuCopy, kNetwork };

// The ways a form may take: the stream forms enqueue GPU work, which reaches
// only what this process maps.
enum class Reach : unsigned char { kAny, kMapped };

// Whether a store is a release (atomic_set, signals: later loads that see
// it see the caller's earlier stores) or one relaxed access (p).
enum class StoreOrder : unsigned char { kRelaxed, kRelease };

// Reports, naming `routine`, a `pe` that is not a PE of the job.
void require_pe(const char* routine, int pe);

// The signal operation (spec/constants.yaml) that has `effect`.
inline int signal_op_for(SignalEffect effect) {
#define SYMSYNC_OP_FOR(name, value, op_effect) \
  if (effect == SignalEffect::op_effect) return value;
  SYMSYNC_SIGNAL_OPERATIONS(SYMSYNC_OP_FOR)
#undef SYMSYNC_OP_FOR
  return -1;
}

// Reports a `sig_op` that is not one of the spec's signal operations.
[[noreturn]] void invalid_signal_op(const char* routine, int sig_op);

// Whether the symmetric heap is in GPU memory (NVSHMEM_HEAP_KIND=cuda).
bool heap_in_gpu_memory();

// `symmetric`'s counterpart on `pe` (a valid PE) where this process maps
// it, in the heap or in a buffer registered with
// nvshmemx_buffer_register_symmetric; NULL where it does not.
// `*inside`: whether `symmetric` lies in either.
void* mapped_counterpart(const void* symmetric, int pe, bool* inside);

// The bytes from the heap's start that the network reaches: the heap, and
// with the heap in GPU memory the barriers' flags past its end
// (stream_barrier_flags_offset, barrier_flag_bytes: symsync/device_state.h).
size_t network_extent();

// Whether the `bytes` at `address` lie in this PE's symmetric heap.
bool in_own_heap(const void* address, size_t bytes);

// Whether some PE is reached through the network transport.
extern bool routes_over_network;

// With the host proxy running (device code's way to other hosts): waits
// until it has issued every request device code submitted so far, so that
// the network quiet after it completes them too; NULL otherwise. Set by
// nvshmem_init (runtime/src/lifecycle/network.cc).
extern void (*drain_device_requests)(const char* routine);

// The GPU the heap is on, made current by the library's own threads before
// their CUDA calls (the proxy's and the network's copies through the heap);
// called by nvshmem_init on the thread that made the heap.
void remember_gpu_heap_device(const char* routine);

struct Route;

// What each way does out of line. gpu_*: runtime/src/stream/gpu_heap_copy.cu
// (blocking ones are complete when they return, the others by
// gpu_heap_quiet); network_*: runtime/src/route/route.cc, over the
// transport (blocking puts and gets are complete when they return, the
// others by quiet; network_store writes `size` bytes as one atomic access
// when `size` is 1, 2, 4 or 8, and as a put otherwise).
void gpu_heap_copy(const char* routine, void* dest, const void* source,
                   size_t bytes, bool blocking);
// `bytes` from host memory to `dest` in the heap, after the copies and
// updates before it: `source` may change once it returns (the bytes wait in
// pinned memory of the library's), the write is complete by gpu_heap_quiet.
void gpu_heap_write(const char* routine, void* dest, const void* source,
                    size_t bytes);
void gpu_heap_signal_op(const char* routine, Signal* target, Signal signal,
                        int sig_op, bool blocking);
// One access of `size` (1, 2, 4 or 8) bytes: the low bytes of `bits`, after
// the copies and signal updates before it (complete by gpu_heap_quiet).
void gpu_heap_store(const char* routine, void* target, uint64_t bits,
                    size_t size);
// An atomic operation on the object of `size` (2, 4 or 8) bytes at `target`
// (symsync/amo_ops.h) by the library's kernel, after the copies and
// updates before it; returns the bits the object held before (blocking).
uint64_t gpu_heap_amo(const char* routine, void* target, AmoOp op, size_t size,
                      uint64_t operand, uint64_t compare);
void gpu_heap_quiet(const char* routine);
void gpu_heap_close(const char* routine);  // at finalize
// Whether `address` is GPU memory (device memory the host cannot read).
bool is_gpu_memory(const void* address);
void network_put(const char* routine, const Route& route, const void* source,
                 size_t bytes, bool blocking);
void network_get(const char* routine, const Route& route, void* dest,
                 size_t bytes, bool blocking);
void network_store(const char* routine, const Route& route, const void* value,
                   size_t size, StoreOrder order);
void network_signal_op(const char* routine, const Route& route, Signal signal,
                       int sig_op);
// `bytes` from `source` along `data`, then the signal operation along
// `signal_route` (both to one PE over the network), as one message where
// the data fits one. Not an `update`: a collective step of the runtime's
// own, which a later quiet need not complete (Transport::put_signal).
void network_put_signal(const char* routine, const Route& data,
                        const void* source, size_t bytes,
                        const Route& signal_route, Signal signal, int sig_op,
                        bool blocking, bool update = true);
// An atomic operation on the object of `size` (2, 4 or 8) bytes along `route`,
// applied at the target; with `prior`, waits for the bits the object held
// before and stores them there (else complete by quiet).
void network_amo(const char* routine, const Route& route, AmoOp op, size_t size,
                 uint64_t operand, uint64_t compare, uint64_t* prior);
void network_fence(const char* routine);
void network_quiet(const char* routine);

struct Route {
  Way way;
  int pe;
  union {
    void* target;   // the mapped ways: the counterpart on `pe`
    size_t offset;  // kNetwork: the object's offset in the heap
  };

  // `bytes` from `source` to the object; blocking: `source` may be reused
  // when it returns (else after quiet). `wake`: wake the PE's sleeping
  // waits after a store (a put-with-signal wakes them after its signal).
  void put(const char* routine, const void* source, size_t bytes, bool blocking,
           bool wake = true) const;
  // `bytes` of the object into `dest`; blocking: arrived when it returns.
  void get(const char* routine, void* dest, size_t bytes, bool blocking) const;
  // The object, read as one access where the way allows it.
  template <typename T>
  T load(const char* routine) const;
  // Replaces the object with `value` as one access.
  template <typename T>
  void store(const char* routine, T value, StoreOrder order) const;
  // Applies a valid signal operation to the signal object, as a release
  // (after the caller's earlier updates of the PE); blocking: done when it
  // returns (a GPU heap's kernel; the other ways always are).
  void signal(const char* routine, Signal value, int sig_op,
              bool blocking) const;
  // Applies the atomic operation `op` to the object of `size` (2, 4 or 8)
  // bytes, atomically against every other operation on it from any way;
  // `fetch`: returns the bits it held before, once applied (else 0, and
  // the operation may complete later, by quiet).
  uint64_t amo(const char* routine, AmoOp op, size_t size, uint64_t operand,
               uint64_t compare, bool fetch) const;
};

// The way to `symmetric`'s counterpart on `pe`, for a form that may take
// the ways `reach` names. Reports, naming `routine`, a `pe` that is not a
// PE of the job, an address outside the heap and the registered buffers,
// and a PE no allowed way reaches (saying why).
Route route_to(const char* routine, const void* symmetric, int pe,
               Reach reach = Reach::kAny);

// The network way to the `bytes` at heap offset `offset` on `pe`, for a
// request the host proxy carries (runtime/src/proxy/). Reports, naming
// `routine`, a `pe` that is not a PE of the job or is not reached over the
// network, and a range that runs past network_extent().
Route network_route(const char* routine, int pe, size_t offset, size_t bytes);

// For the stream forms: the address of `symmetric`'s counterpart on `pe`,
// which their GPU work writes or reads.
inline void* mapped_target(const char* routine, const void* symmetric, int pe) {
  return route_to(routine, symmetric, pe, Reach::kMapped).target;
}

#if !SYMSYNC_DEVICE_PASS
// The operations, host code only.

// The host's release updates of a PE of this node, and the wake-up of its
// sleeping waits after them. The update is sequentially consistent (a
// locked instruction on x86, as an add already is), so that the load of the
// PE's sleepers that follows cannot be made before it (symsync/wake.h).
inline void signal_and_wake(Signal* target, Signal signal, int sig_op, int pe) {
  if (signal_effect(sig_op) == SignalEffect::kSet) {
    __atomic_store_n(target, signal, __ATOMIC_SEQ_CST);
  } else {
    __atomic_fetch_add(target, signal, __ATOMIC_SEQ_CST);
  }
  wake_sleepers_of(pe);
}

inline void Route::put(const char* routine, const void* source, size_t bytes,
                       bool blocking, bool wake) const {
  switch (way) {
    case Way::kNodeStore:
      memcpy(target, source, bytes);
      if (wake) wake_sleepers_of(pe);
      return;
    case Way::kGpuCopy:
      return gpu_heap_copy(routine, target, source, bytes, blocking);
    case Way::kNetwork:
      return network_put(routine, *this, source, bytes, blocking);
  }
}

inline void Route::get(const char* routine, void* dest, size_t bytes,
                       bool blocking) const {
  switch (way) {
    case Way::kNodeStore:
      memcpy(dest, target, bytes);
      return;
    case Way::kGpuCopy:
      return gpu_heap_copy(routine, dest, target, bytes, blocking);
    case Way::kNetwork:
      return network_get(routine, *this, dest, bytes, blocking);
  }
}

template <typename T>
T Route::load(const char* routine) const {
  if (way == Way::kNodeStore)
    return load_relaxed(static_cast<const T*>(target));
  T value;
  get(routine, &value, sizeof value, true);
  return value;
}

template <typename T>
void Route::store(const char* routine, T value, StoreOrder order) const {
  switch (way) {
    case Way::kNodeStore:
      __atomic_store(
          static_cast<T*>(target), &value,
          order == StoreOrder::kRelease ? __ATOMIC_SEQ_CST : __ATOMIC_RELAXED);
      wake_sleepers_of(pe);
      return;
    case Way::kGpuCopy:
      return gpu_heap_copy(routine, target, &value, sizeof value, true);
    case Way::kNetwork:
      return network_store(routine, *this, &value, sizeof value, order);
  }
}

inline void Route::signal(const char* routine, Signal value, int sig_op,
                          bool blocking) const {
  switch (way) {
    case Way::kNodeStore:
      return signal_and_wake(static_cast<Signal*>(target), value, sig_op, pe);
    case Way::kGpuCopy:
      return gpu_heap_signal_op(routine, static_cast<Signal*>(target), value,
                                sig_op, blocking);
    case Way::kNetwork:
      return network_signal_op(routine, *this, value, sig_op);
  }
}

inline uint64_t Route::amo(const char* routine, AmoOp op, size_t size,
                           uint64_t operand, uint64_t compare,
                           bool fetch) const {
  switch (way) {
    case Way::kNodeStore: {
      const uint64_t prior =
          apply_amo_in_place(target, op, size, operand, compare);
      if (op != AmoOp::kFetch) wake_sleepers_of(pe);
      return prior;
    }
    case Way::kGpuCopy:
      return gpu_heap_amo(routine, target, op, size, operand, compare);
    case Way::kNetwork: {
      uint64_t prior = 0;
      network_amo(routine, *this, op, size, operand, compare,
                  fetch ? &prior : nullptr);
      return prior;
    }
  }
  return 0;
}

// What nvshmem_fence and nvshmem_quiet do beyond this process's own stores
// (symsync/updates.h): the ways that leave work running order it, or
// complete it (the GPU heap's copy stream, the network's updates and gets).
inline void fence_other_ways(const char* routine) {
  if (routes_over_network) network_fence(routine);
}
inline void quiet_other_ways(const char* routine) {
  if (heap_in_gpu_memory()) gpu_heap_quiet(routine);
  if (drain_device_requests != nullptr) drain_device_requests(routine);
  if (routes_over_network) network_quiet(routine);
}

#endif  // !SYMSYNC_DEVICE_PASS

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_ROUTE_H_
