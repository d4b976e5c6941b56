// The update side of point-to-point synchronization (spec/updates.yaml):
// the stores that release waits, and the host implementations of the update
// routines. The device implementations are in device_api.h, beside the
// device state they read; both use the accesses defined here, so host and
// device update a variable with the same ordering.
//
// Ordering, as spec/updates.yaml states it:
//  - a signal update or atomic set is a release at system scope (a waiter
//    that observes it sees every store its caller made before it);
//  - a single-element put is one relaxed access (never torn), ordered by
//    fence (a release fence) or completed by quiet (a full fence).
// Included by host_entries.cc and device_api.h.

#ifndef SYMSYNC_UPDATES_H_
#define SYMSYNC_UPDATES_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/access.h>
#include <symsync/platform.h>
#include <symsync/route.h>
#include <symsync/spec_facts.h>
#include <symsync/wake.h>

#include <type_traits>

namespace symsync {
namespace impl {

// The signal updates below (add_release, and the transports
// and kernels they reach) are written for the 64-bit unsigned signal object
// of NVSHMEM; a spec that changed the signal type needs them rewritten.
static_assert(std::is_same<Signal, uint64_t>::value,
              "spec/types.yaml's signal type is not uint64_t, which the "
              "signal updates of symsync/updates.h are written for");

// An atomic add with release semantics at system scope.
SYMSYNC_HOST_DEVICE inline void add_release(Signal* address, Signal value) {
#if SYMSYNC_DEVICE_PASS
  asm volatile("red.release.sys.add.u64 [%0], %1;" ::"l"(address),
               "l"(static_cast<unsigned long long>(value))
               : "memory");
#else
  __atomic_fetch_add(address, value, __ATOMIC_RELEASE);
#endif
}

// Orders the caller's earlier stores before its later ones (nvshmem_fence).
SYMSYNC_HOST_DEVICE inline void order_updates() {
#if SYMSYNC_DEVICE_PASS
  asm volatile("fence.acq_rel.sys;" ::: "memory");
#else
  __atomic_thread_fence(__ATOMIC_RELEASE);
#endif
}

// Completes the caller's earlier stores and orders them before everything
// it does next (nvshmem_quiet).
SYMSYNC_HOST_DEVICE inline void complete_updates() {
#if SYMSYNC_DEVICE_PASS
  asm volatile("fence.sc.sys;" ::: "memory");
#else
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

// Applies a valid signal operation (is_signal_op, symsync/spec_facts.h) to
// the object at `target`.
SYMSYNC_HOST_DEVICE inline void apply_signal_op(Signal* target, Signal signal,
                                                int sig_op) {
  if (signal_effect(sig_op) == SignalEffect::kSet) {
    store_release(target, signal);
  } else {
    add_release(target, signal);
  }
}

// Loads the kernels the library launches itself (signal updates, stream
// puts) at init, so that none is loaded while a program's kernel runs.
// Defined in runtime/src/stream/stream_wait.cu.
void load_library_kernels(const char* routine);

// Whether CUDA loads this program's kernels lazily (CUDA_MODULE_LOADING,
// lazy by default since CUDA 12.2). Defined in
// runtime/src/stream/stream_wait.cu.
bool program_kernels_load_lazily();

// How many of the library's template kernels registered themselves for
// load_library_kernels (runtime/src/entry/on_stream.h): one per kernel the
// stream forms instantiate. Defined in runtime/src/stream/stream_wait.cu.
size_t registered_library_kernels();

#if !SYMSYNC_DEVICE_PASS
// The host forms: each asks symsync/route.h for the way to its PE once.
// Their spec entries (spec/updates.yaml) name their tests.

inline void signal_op(const char* routine, Signal* sig_addr, Signal signal,
                      int sig_op, int pe) {
  if (!is_signal_op(sig_op)) invalid_signal_op(routine, sig_op);
  route_to(routine, sig_addr, pe).signal(routine, signal, sig_op, true);
}

inline Signal signal_fetch(const char* routine, Signal* sig_addr) {
  if (heap_in_gpu_memory()) {
    // Host code reads GPU memory through the copy stream, after the
    // copies and updates this PE's host threads put on it.
    Signal value = 0;
    gpu_heap_copy(routine, &value, sig_addr, sizeof value, true);
    return value;
  }
  return load_acquire(sig_addr);
}

template <typename T>
void atomic_set(const char* routine, T* dest, T value, int pe) {
  route_to(routine, dest, pe).store(routine, value, StoreOrder::kRelease);
}

template <typename T>
void p(const char* routine, T* dest, T value, int pe) {
  route_to(routine, dest, pe).store(routine, value, StoreOrder::kRelaxed);
}

inline void fence(const char* routine) {
  order_updates();
  fence_other_ways(routine);
}

// Completes, besides the caller's stores, the copies the host forms of the
// data-movement routines left running on a heap in GPU memory, and the
// updates and gets this PE sent over the network.
inline void quiet(const char* routine) {
  complete_updates();
  quiet_other_ways(routine);
}
#endif  // !SYMSYNC_DEVICE_PASS

// What nvshmemx_barrier_all_on_stream needs of the job, which nvshmem_init
// (runtime/src/lifecycle/init.cc) passes down: how many PEs it has, and how
// many of them are on this node, and how many team handles there are (each
// has its own sequence of stream barriers). It also starts the counts of
// stream barriers anew. Defined in runtime/src/stream/barrier_on_stream.cu.
void set_stream_barrier_job(int n_pes, int node_n_pes, int max_teams);
// Starts the stream barriers of team handle `team` afresh (its team was
// destroyed; its flags are zeroed): runtime/src/stream/barrier_on_stream.cu.
void forget_team_stream_barriers(int team);

// How a stream form of a reduction of `nreduce` elements of `element`
// bytes goes (`scatter`: a reduce-scatter), read without the lock a host
// collective holds while it waits (as the stream barriers count theirs):
// the bytes of its array, the team's size, this PE's scratch area of the
// device and stream reductions (a heap address), the bytes of a member's
// slot in it and the elements of a piece; or, `one_step`, a short
// reduction on a team within this node (symsync/device_state.h), whose
// member 0's slot holds its data here at `short_data` for each parity of
// the step's number. Its checks are the host forms':
// a `team` that is not a team of this PE, a count whose bytes overflow,
// `dest` or `src` not in the symmetric heap, `dest` overlapping `src` other
// than as allowed, or a team too large for the scratch area end the job
// naming `routine`. Defined in runtime/src/lifecycle/teams.cc.
struct StreamReduction {
  size_t bytes;
  int size;
  char* scratch;
  size_t slot;
  size_t piece;
  bool one_step;
  const char* short_data[2];
};
void plan_stream_reduction(const char* routine, nvshmem_team_t team,
                           const void* dest, const void* src, size_t nreduce,
                           size_t element, bool scatter, StreamReduction* plan);

// The host checks of a stream form of broadcastmem, fcollectmem or
// alltoallmem of `nelems` bytes a block, before it is enqueued: a `team`
// that is not a team of this PE, and a `dest` or `src` that does not lie in
// the symmetric heap (one block, or one for each member where
// `dest_per_member`, `src_per_member`) end the job naming `routine`. With
// `src_on_root`, `src` is read on member `pe_root` alone (a broadcast). The
// library's kernel checks the rest (the root's number, overlaps). Read
// without the lock, as plan_stream_reduction. Defined in
// runtime/src/lifecycle/teams.cc.
void check_stream_data_collective(const char* routine, nvshmem_team_t team,
                                  const void* dest, bool dest_per_member,
                                  const void* src, bool src_per_member,
                                  size_t nelems, bool src_on_root, int pe_root);
// How many blocks of threads copy such a collective's puts of `nelems`
// bytes each on this PE: on a team whose members are all on this node, one
// for each SYMSYNC_STREAM_BLOCK_BYTES of them (rounded up), at least one
// and at most kStreamCollectiveMaxBlocks; else, and on a member other than
// `pe_root` where `src_on_root` (which puts nothing), one. `team` as above.
// Members may differ: they meet with the same numbers either way. Read
// without the lock; defined in runtime/src/lifecycle/teams.cc.
constexpr size_t kStreamCollectiveMaxBlocks = 32;
int stream_collective_blocks(const char* routine, nvshmem_team_t team,
                             size_t nelems, bool src_on_root, int pe_root);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_UPDATES_H_
