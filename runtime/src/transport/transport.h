// The network path of the update and data-movement routines: how a PE
// reaches the PEs whose symmetric heap it does not map (those on other
// hosts). The forms reach it along the route's network way (symsync/
// route.h, runtime/src/route/route.cc); every PE of the node is still
// reached through its mapping. This interface knows nothing of the engine
// behind it or of the library's state: what it needs is in TransportSetup.
//
// An engine is a shared library loaded with dlopen when a job spans hosts
// (so programs on one host never need it), exporting kTransportEntry; the
// engines are listed in engine.cc. Today one exists: UCX (ucx_plugin.cc,
// libsymsync_transport_ucx.so). The library and the engine are built
// together from this tree, so the interface is this C++ class rather than a
// C table; kTransportAbiVersion guards against pairing an engine with
// another build.
//
// A heap the engine cannot address itself (in GPU memory, which a network
// without GPU support cannot read or write) is reached through the
// runtime's HeapAccess: other PEs' puts, updates and gets of it travel as
// messages, staged in host memory, which the target's engine hands to those
// calls in the order they arrive.
//
// Atomicity: the engine applies every atomic update (signal ADD and SET,
// atomic_set, the single-element p, the atomic memory operations) at the
// target with the processor's
// atomic instructions, so updates that arrive over the network and those
// node-local PEs make through the mapping are atomic with each other (UCX:
// the engine's own message handler applies them).

#ifndef SYMSYNC_RUNTIME_TRANSPORT_TRANSPORT_H_
#define SYMSYNC_RUNTIME_TRANSPORT_TRANSPORT_H_

#include <symsync/amo_ops.h>
#include <symsync/spec_facts.h>

#include <cstddef>
#include <cstdint>

namespace symsync {
namespace impl {

constexpr int kTransportAbiVersion = 8;
constexpr const char* kTransportEntry = "symsync_transport_create";

// How the engine reaches this PE's heap when it cannot address it: each call
// acts on the heap at `offset` (checked to lie inside it), in the order the
// engine makes them. `update` stores the low `size` bytes (1, 2, 4, 8) of
// `value`, or adds `value` to a signal object (`add`), atomically for the
// heap's readers; `amo` applies an atomic operation (symsync/amo_ops.h) to
// the object of `size` (2, 4 or 8) bytes, atomically against the heap's other
// users, and returns the bits it held before; `settle` returns once
// everything written and updated before it is visible to them.
struct HeapAccess {
  void* context;
  void (*write)(void* context, size_t offset, const void* data, size_t bytes);
  void (*read)(void* context, size_t offset, void* dest, size_t bytes);
  void (*update)(void* context, size_t offset, uint64_t value, size_t size,
                 bool add);
  uint64_t (*amo)(void* context, size_t offset, AmoOp op, size_t size,
                  uint64_t operand, uint64_t compare);
  void (*settle)(void* context);
};

// An update applied to heap memory the process addresses: the low `size`
// bytes (1, 2, 4 or 8) of `value` stored at `target`, or `value` added to
// the signal object there (`add`), sequentially consistent like a node-local
// PE's update (symsync/wake.h). The engine's way for a heap it addresses,
// and the runtime's for a host heap reached as a staged one (tests).
inline void apply_update_in_place(char* target, uint64_t value, size_t size,
                                  bool add) {
  if (add) {
    __atomic_fetch_add(reinterpret_cast<Signal*>(target),
                       static_cast<Signal>(value), __ATOMIC_SEQ_CST);
    return;
  }
  switch (size) {
    case 1:
      __atomic_store_n(reinterpret_cast<uint8_t*>(target),
                       static_cast<uint8_t>(value), __ATOMIC_SEQ_CST);
      break;
    case 2:
      __atomic_store_n(reinterpret_cast<uint16_t*>(target),
                       static_cast<uint16_t>(value), __ATOMIC_SEQ_CST);
      break;
    case 4:
      __atomic_store_n(reinterpret_cast<uint32_t*>(target),
                       static_cast<uint32_t>(value), __ATOMIC_SEQ_CST);
      break;
    default:
      __atomic_store_n(reinterpret_cast<uint64_t*>(target), value,
                       __ATOMIC_SEQ_CST);
  }
}

// What an engine is told about the job, and the runtime's services it uses.
struct TransportSetup {
  int abi_version;
  int my_pe;
  int n_pes;
  // Per PE: nonzero where the engine is the way to reach it.
  const unsigned char* remote;
  // This PE's symmetric heap, which the engine registers for remote access.
  void* heap_base;
  size_t heap_size;
  // nullptr: the engine addresses the heap itself (host memory), registers
  // it for remote access and applies other PEs' updates to it; else how it
  // reaches the heap (the heap is then not registered).
  const HeapAccess* heap_access;
  // The bootstrap's allgather: every PE contributes `bytes` bytes, `all`
  // receives n_pes * bytes, PE 0's first.
  void* context;
  void (*allgather)(void* context, const char* routine, const void* mine,
                    void* all, size_t bytes);
  // Ends the job with a message naming `routine` (the runtime's fatal()).
  [[noreturn]] void (*fail)(const char* routine, const char* message);
  // Called by the engine's progress thread after a round of progress that
  // handled events, which may have applied other PEs' updates to this PE's
  // heap: wakes this PE's sleeping host waits (symsync/wake.h); true when
  // some wait slept.
  bool (*applied)();
  // Whether the engine's own waits (a flush, a fetch's, a get's or a
  // quiet's replies) yield the processor after each round of progress that
  // handled nothing, instead of driving progress without pause: where host
  // waits do not spin (NVSHMEM_WAIT_SPIN_US=0, its default where the
  // machine's PEs outnumber its processors).
  bool yield_when_idle;
};

class Transport {
 public:
  virtual ~Transport() = default;
  virtual const char* name() const = 0;

  // `bytes` from `source` to the heap of `pe` at `offset`. Blocking: the
  // source may be reused when it returns; otherwise not before quiet.
  virtual void put(const char* routine, int pe, size_t offset,
                   const void* source, size_t bytes, bool blocking) = 0;
  // `bytes` from the heap of `pe` at `offset` to `dest`; blocking: arrived
  // when it returns; otherwise by quiet.
  virtual void get(const char* routine, int pe, void* dest, size_t offset,
                   size_t bytes, bool blocking) = 0;
  // Replaces the object of `size` bytes (1, 2, 4 or 8, aligned) at `offset`
  // with the low bytes of `value`, atomically; ordered after the caller's
  // earlier updates of `pe` when `release`.
  virtual void store(const char* routine, int pe, size_t offset, uint64_t value,
                     size_t size, bool release) = 0;
  // Adds `value` to the signal object (spec/types.yaml's signal type) at
  // `offset`, atomically, ordered after the caller's earlier updates of `pe`.
  virtual void add(const char* routine, int pe, size_t offset,
                   Signal value) = 0;
  // `bytes` from `source` to the heap of `pe` at `offset`, then the signal
  // object at `signal_offset` set to `signal` (or `signal` added to it,
  // `add`), as `add` and a release `store` would: a party that sees the
  // signal sees the data. Blocking: the source may be reused when it
  // returns. Not an `update` (the runtime's own collective steps, whose
  // receivers wait for the signal): a later quiet need not see it
  // delivered, so it asks `pe` for no acknowledgement.
  virtual void put_signal(const char* routine, int pe, size_t offset,
                          const void* source, size_t bytes,
                          size_t signal_offset, Signal signal, bool add,
                          bool blocking, bool update) = 0;
  // Applies the atomic operation `op` (symsync/amo_ops.h) to the object of
  // `size` (2, 4 or 8) bytes at `offset` on `pe`, at the target, atomically
  // against every other update of it; with `prior`, waits for the bits the
  // object held before and stores them there, else completes by quiet.
  virtual void amo(const char* routine, int pe, size_t offset, AmoOp op,
                   size_t size, uint64_t operand, uint64_t compare,
                   uint64_t* prior) = 0;
  // Orders the caller's earlier updates of each PE before its later ones.
  virtual void fence(const char* routine) = 0;
  // Completes every update and get this PE issued.
  virtual void quiet(const char* routine) = 0;
  // Lets the engine make progress once (applying updates other PEs sent
  // here, completing this PE's), without waiting; a no-op when another
  // thread is doing so. `polling`: the caller polls again at once (a wait
  // that spins or yields), so the progress thread may stay off the
  // processor; a wait that sleeps between calls passes false.
  virtual void progress(bool polling) = 0;
  // Whether a thread of the engine makes progress without the program's
  // calls: always (`always`), or only between begin_collective and
  // end_collective (a PE inside a barrier). After the last event it keeps
  // polling for `linger_ns` before it sleeps until the next.
  virtual void start_progress_thread(bool always, int64_t linger_ns) = 0;
  virtual void begin_collective() = 0;
  virtual void end_collective() = 0;
  // Finalize, after every PE's quiet and before the barrier that follows:
  // from now on a peer that disconnects is no error.
  virtual void expect_disconnects() = 0;
  // Finalize, after a barrier that follows every PE's quiet: stops the
  // progress thread and releases the engine's resources.
  virtual void close(const char* routine) = 0;
};

// The entry point an engine exports (extern "C", named kTransportEntry).
// Returns nullptr with a message in `error` when the engine cannot start.
using TransportCreateFn = Transport* (*)(const TransportSetup* setup,
                                         char* error, size_t error_size);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_TRANSPORT_TRANSPORT_H_
