// What device code knows about the running library, and the query helpers
// host and device share.
//
// Device code must reach the state in translation units compiled with and
// without -rdc. An extern __device__ variable needs -rdc, so instead every
// CUDA translation unit that includes <nvshmem.h> gets its own __constant__
// copy (see device_api.h) and registers, during static initialization, a
// function that copies the state into it; nvshmem_init fills every
// registered copy, and a module registered later is filled at registration.

#ifndef SYMSYNC_DEVICE_STATE_H_
#define SYMSYNC_DEVICE_STATE_H_

#include <stddef.h>
#include <stdint.h>
#include <symsync/platform.h>
#include <symsync/spec_facts.h>

namespace symsync {
namespace impl {

// A misuse found by device code, written where the host can read it even
// after the kernel's context is lost: host memory mapped into the device.
// The first report of the process wins; the runtime's watcher thread prints
// it with the routine, PE, block and thread, and ends the job.
enum DeviceErrorState : int {
  kDeviceErrorEmpty = 0,
  kDeviceErrorWriting = 1,
  kDeviceErrorReady = 2,
};

// What a wait that outlasted NVSHMEM_WAIT_TIMEOUT was waiting for: filled by
// the wait (host or device), printed by the host (format_stuck_wait in
// runtime/src/common/errors.cc). Values are the elements' bits.
constexpr int kStuckWaitShown = 8;  // unsatisfied elements shown at most
struct StuckWait {
  int cmp;           // the NVSHMEM_CMP_* value
  int element_size;  // bytes per element
  int is_signed;
  int vector;  // 1: element i is compared with operands[i] (vector forms)
  unsigned long long address;  // of the first element, in this PE's heap
  unsigned long long offset;   // its symmetric offset (the reporter sets it)
  unsigned long long nelems;   // the set's elements (1: one variable)
  unsigned long long in_set;   // those the status mask leaves in
  unsigned long long unsatisfied;  // those that did not satisfy it
  unsigned long long operand;      // the comparison value (not vector)
  unsigned long long waited_ns;    // how long it had waited
  int shown;                       // unsatisfied elements below
  unsigned long long index[kStuckWaitShown];
  unsigned long long value[kStuckWaitShown];
  unsigned long long operands[kStuckWaitShown];  // vector forms
};

// A device range NVSHMEM_DEBUG found outside its allocation: filled by the
// check (symsync/device_api.h), printed by the host (describe_device_error
// in runtime/src/common/errors.cc), so that device code builds no text.
struct RangeReport {
  char parameter[32];
  int in_no_allocation;       // 1: in no live allocation; 0: runs past one
  unsigned long long offset;  // of the range, in the heap
  unsigned long long bytes;
  unsigned long long start;  // of the allocation it starts in
  unsigned long long size;
};

struct DeviceErrorRecord {
  int state;  // a DeviceErrorState
  int pe;
  unsigned block[3];
  unsigned thread[3];
  long long value;     // the offending value, printed by %lld in `message`
  long long value2;    // the value of a second %lld, where there is one
  char routine[64];    // the public routine that found the misuse
  char message[256];   // what is wrong: printf text with at most two %lld
  int has_stuck_wait;  // 1: a wait timed out, and `stuck` says on what
  StuckWait stuck;
  int has_range;  // 1: a range outside its allocation, as `range` says
  RangeReport range;
};

// A buffer of the program's own made symmetric by
// nvshmemx_buffer_register_symmetric: where it is on this PE, and the base
// of every PE's counterpart as this process addresses it (NULL for a PE
// this GPU does not reach).
struct SymmetricWindow {
  char* base;
  size_t size;
  char* const* peer_bases;  // n_pes entries

  // `address` (in this region) as PE `pe` (a valid PE) sees its
  // counterpart, as this process addresses it; NULL where not reached.
  SYMSYNC_HOST_DEVICE char* counterpart(const void* address, int pe) const {
    char* peer_base = peer_bases[pe];
    return peer_base == nullptr
               ? nullptr
               : peer_base + (static_cast<const char*>(address) - base);
  }
};

struct ProxyRequest;  // symsync/proxy_channel.h

// The host proxy's channel (symsync/proxy_channel.h) as its producers and
// the proxy see it. `slots` and the counters the proxy writes are in host
// memory the producers map; `reserved` and `quieted`, which only producers
// use, may be in memory of theirs (a GPU's). A null `slots`: no proxy (no
// PE is on another host).
struct ProxyChannel {
  ProxyRequest* slots;
  uint64_t capacity;    // a power of two
  uint64_t* reserved;   // tickets taken by producers
  uint64_t* consumed;   // requests the proxy has carried out
  uint64_t* completed;  // tickets below it are complete at their targets
  uint64_t* quieted;    // tickets below it are covered by a finished quiet
};

struct DeviceState {
  int initialized;  // 1 between nvshmem_init and nvshmem_finalize
  int my_pe;
  int n_pes;
  int reserved;
  char* heap_base;  // this PE's symmetric heap as device code addresses it
  size_t heap_size;
  char* const*
      peer_bases;  // device array of n_pes heap bases, NULL = unreachable
  DeviceErrorRecord* error_record;  // host-mapped; NULL before init
  int node_my_pe;                   // this PE's index among the PEs of its node
  int node_n_pes;  // the PEs of this node (NVSHMEMX_TEAM_NODE's size)
  int debug;       // NVSHMEM_DEBUG: device routines check their PE argument
  unsigned long long wait_timeout_ns;  // NVSHMEM_WAIT_TIMEOUT; 0: none
  const SymmetricWindow* windows;      // registered buffers (device array)
  int window_count;
  // NVSHMEM_DEBUG: the heap's live allocations (device array): entry 0 is
  // their count (above kDebugAllocations: too many, left unchecked), then
  // (offset, size) pairs by offset. NULL without NVSHMEM_DEBUG.
  const unsigned long long* allocations;
  // How device code reaches the PEs of other hosts: the host proxy's
  // channel, in memory this GPU maps (slots NULL: every PE is on this node).
  ProxyChannel proxy;
  // The device barriers (nvshmem_barrier_all, nvshmem_sync_all from device
  // code), in GPU memory: how many this PE has made, and how many kernels
  // nvshmemx_collective_launch started here are running.
  unsigned long long* device_barriers;
  int* collective_kernels;
  // The teams nvshmem_team_split_* and nvshmemx_team_init made (device
  // array, NULL before the first): team_count entries of
  // device_team_stride(n_pes) ints by handle, each the team's size (0: no
  // team of this PE), this PE's number in it, then its members' world
  // numbers by their numbers in it. The predefined teams are not in it.
  const int* teams;
  int team_count;
  // Where the barriers of teams (nvshmem_barrier, nvshmem_team_sync and
  // their forms) keep their flags, in the sync areas of the team handles
  // (runtime/src/lifecycle/teams.cc): handle 0's, from the heap's base, and
  // the bytes from one handle's to the next (team_barrier_flags_offset;
  // the short reductions' slots follow the flags,
  // team_short_reduce_slot_offset).
  size_t team_flags_offset;
  size_t team_area_bytes;
  // The scratch area of the device and stream forms of the reductions
  // (symsync/collectives_device.h), from the heap's base, and its bytes
  // (NVSHMEM_REDUCE_SCRATCH_SIZE): the same place in every PE's heap.
  size_t reduce_scratch_offset;
  size_t reduce_scratch_bytes;
};

// The bytes of each member's slot in a reductions' scratch area of
// `scratch_bytes` for a team of `size` members: whole elements of up to 16
// bytes, a multiple of 16 (0: the area cannot give every member 16).
SYMSYNC_HOST_DEVICE inline size_t reduce_slot_bytes(size_t scratch_bytes,
                                                    int size) {
  return scratch_bytes / static_cast<size_t>(size) / 16 * 16;
}

// The two sequences of barriers each team has on every PE: those of device
// code, and those the stream forms enqueue (each has flags of its own).
enum class TeamBarriers { kDevice = 0, kStream = 1 };

// The words at the end of each team handle's sync area: the flags of its
// device barriers and of its stream barriers (n_pes uint64_t each, by world
// PE number), then this PE's count of its device barriers. All are zeroed
// when the team is destroyed, so the handle's next team starts afresh.
SYMSYNC_HOST_DEVICE inline size_t team_barrier_words(int n_pes) {
  return 2 * static_cast<size_t>(n_pes) + 1;
}

// Where the flags of team handle `team`'s barriers of `kind` start, from
// the heap's base: the same place in every PE's heap.
SYMSYNC_HOST_DEVICE inline size_t team_barrier_flags_offset(
    const DeviceState& state, int team, TeamBarriers kind) {
  return state.team_flags_offset +
         static_cast<size_t>(team) * state.team_area_bytes +
         sizeof(unsigned long long) * static_cast<size_t>(state.n_pes) *
             static_cast<size_t>(kind);
}

// Where this PE counts its device barriers of team handle `team`.
SYMSYNC_HOST_DEVICE inline size_t team_device_barrier_count_offset(
    const DeviceState& state, int team) {
  return team_barrier_flags_offset(state, team, TeamBarriers::kDevice) +
         2 * sizeof(unsigned long long) * static_cast<size_t>(state.n_pes);
}

// The short reductions: on a team of up to kShortReduceMembers members, a
// reduction of up to kShortReduceBytes bytes a block goes in one step. Each
// member stores its block for each member, then the step's number, into
// its slot (its number in the team) of that member's slots, and combines
// its own slots in order once every one holds the number. The host forms'
// slots come before the barriers' words of each handle's sync area
// (runtime/src/lifecycle/teams.cc); those of device code and of the stream
// forms (symsync/collectives_device.h), on a team within one node, come
// after them: for each of the two sequences of numbers (TeamBarriers) and
// each parity of the step's number, a slot of kShortReduceSlotBytes per
// member (the number, a word unused, then the bytes: 16-byte aligned).
// Two parities make reuse safe: a member stores into a slot for step n
// only after step n - 1 (every number is a step of every member), which
// every member starts only once done reading its slots of step n - 2.
constexpr int kShortReduceMembers = 64;
constexpr size_t kShortReduceBytes = 48;
constexpr size_t kShortReduceDataOffset = 16;  // in a slot
constexpr size_t kShortReduceSlotBytes =
    kShortReduceDataOffset + kShortReduceBytes;

// The bytes of device code's and the stream forms' short reductions' slots
// at the end of each handle's sync area, with 8 to align them to 16.
SYMSYNC_HOST_DEVICE inline size_t team_short_reduce_bytes(int n_pes) {
  const int members = n_pes < kShortReduceMembers ? n_pes : kShortReduceMembers;
  return 8 + 2 * 2 * static_cast<size_t>(members) * kShortReduceSlotBytes;
}

// Where the short reductions' slot of the member numbered `member` is, for
// `kind` and `parity`, in team handle `team`'s sync area: from the same
// origin as `flags_offset`, where handle 0's barrier flags start, and
// `area_bytes` from one handle's area to the next (DeviceState's
// team_flags_offset and team_area_bytes), an origin 16-byte aligned (the
// heap's base, or where the handles' areas start, a multiple of 256 bytes
// into the heap: the host and device code round alike).
SYMSYNC_HOST_DEVICE inline size_t team_short_reduce_slot_offset(
    size_t flags_offset, size_t area_bytes, int n_pes, int team,
    TeamBarriers kind, int parity, int member) {
  const int members = n_pes < kShortReduceMembers ? n_pes : kShortReduceMembers;
  const size_t past_words =
      flags_offset + static_cast<size_t>(team) * area_bytes +
      sizeof(unsigned long long) * team_barrier_words(n_pes);
  const size_t index =
      (static_cast<size_t>(kind) * 2 + static_cast<size_t>(parity)) *
          static_cast<size_t>(members) +
      static_cast<size_t>(member);
  return (past_words + 15) / 16 * 16 + index * kShortReduceSlotBytes;
}

// The ints of each entry of DeviceState::teams.
SYMSYNC_HOST_DEVICE inline int device_team_stride(int n_pes) {
  return 2 + n_pes;
}

// The most allocations NVSHMEM_DEBUG's device table holds.
constexpr unsigned long long kDebugAllocations = 16384;

// The name of a module's copy of the state in a module compiled without
// -rdc (device_api.h defines it), for nvshmemx_cumodule_init.
constexpr char kModuleStateSymbol[] = "symsync_device_state";

// Copies `state` into one CUDA module's copy; returns a cudaError_t value.
typedef int (*DeviceStateCopier)(const DeviceState* state);

// Called once per CUDA translation unit at static initialization. Defined in
// runtime/src/common/device_registry.cc.
void register_device_state_copier(DeviceStateCopier copier);

// Where nvshmemx_barrier_all_on_stream's flags (one uint64_t per PE) start
// in a CUDA heap's allocation, from the heap's base: past its end, aligned
// for 64-bit atomics whatever NVSHMEM_SYMMETRIC_SIZE is.
SYMSYNC_HOST_DEVICE inline size_t stream_barrier_flags_offset(
    size_t heap_size) {
  return (heap_size + 255) & ~static_cast<size_t>(255);
}

// Where the device barriers' flags (one uint64_t per PE) start, from the
// heap's base: after the stream barrier's n_pes flags.
SYMSYNC_HOST_DEVICE inline size_t device_barrier_flags_offset(size_t heap_size,
                                                              int n_pes) {
  return stream_barrier_flags_offset(heap_size) +
         sizeof(unsigned long long) * static_cast<size_t>(n_pes);
}

// The bytes of flags past a heap in GPU memory: the stream barrier's, then
// the device barriers'.
SYMSYNC_HOST_DEVICE inline size_t barrier_flag_bytes(int n_pes) {
  return 2 * sizeof(unsigned long long) * static_cast<size_t>(n_pes);
}

// Where symmetric addresses are: the heap, then the registered buffers.
struct SymmetricSpace {
  const char* heap_base;
  size_t heap_size;
  char* const* peer_bases;  // of the heaps, n_pes entries
  const SymmetricWindow* windows;
  int window_count;
  int n_pes;

  // The region holding `address` (the heap as a window of its own), or
  // false when it is in none.
  SYMSYNC_HOST_DEVICE bool region_of(const void* address,
                                     SymmetricWindow* region) const {
    const char* at = static_cast<const char*>(address);
    if (heap_base != nullptr && at >= heap_base && at < heap_base + heap_size) {
      *region =
          SymmetricWindow{const_cast<char*>(heap_base), heap_size, peer_bases};
      return true;
    }
    for (int i = 0; i < window_count; ++i) {  // only outside the heap
      if (at >= windows[i].base && at < windows[i].base + windows[i].size) {
        *region = windows[i];
        return true;
      }
    }
    return false;
  }

  // The address of `dest` in `pe`'s counterpart of its region, or NULL when
  // `dest` is in no region, `pe` is not a PE, or `pe` cannot be reached.
  SYMSYNC_HOST_DEVICE void* peer_address(const void* dest, int pe) const {
    SymmetricWindow region;
    if (pe < 0 || pe >= n_pes || !region_of(dest, &region)) return nullptr;
    return region.counterpart(dest, pe);
  }
};

SYMSYNC_HOST_DEVICE inline SymmetricSpace symmetric_space(
    const DeviceState& state) {
  return SymmetricSpace{state.heap_base, state.heap_size,    state.peer_bases,
                        state.windows,   state.window_count, state.n_pes};
}

#if SYMSYNC_DEVICE_PASS
namespace {
// Reports a misuse found by device code and stops the kernel: the report
// goes into the host-mapped error record (which the host prints, naming the
// routine, PE, block and thread) and to device printf. Defined by
// device_api.h in every translation unit that includes <nvshmem.h>, beside
// that unit's copy of the device state; `message` may hold a %lld for
// `value` and a second for `value2`. Never inlined, nor is the next: a
// report is formatted byte by
// byte, and inlined at each of a kernel's checks it made the kernel's code
// several times larger and its compile slower (rma_on_stream.cu: 29 s of
// nvcc, 5 s out of line), while a correct program never calls it.
__device__ __noinline__ void report_device_misuse(const char* routine,
                                                  const char* message,
                                                  long long value,
                                                  long long value2 = 0);
// The same for a wait that outlasted NVSHMEM_WAIT_TIMEOUT: the record also
// holds what `stuck` says it waits for.
__device__ __noinline__ void report_device_stuck_wait(const char* routine,
                                                      StuckWait* stuck);
// NVSHMEM_WAIT_TIMEOUT in nanoseconds (0: none), from the device state.
__device__ unsigned long long device_wait_timeout_ns();
}  // namespace
#endif

// Copies the text `from` into the `capacity` bytes at `to`, cut to fit and
// NUL-terminated (the vendor name, a device report's routine and message,
// a proxy request's routine).
SYMSYNC_HOST_DEVICE inline void copy_cut(char* to, const char* from,
                                         size_t capacity) {
  size_t i = 0;
  for (; i + 1 < capacity && from[i] != '\0'; ++i) to[i] = from[i];
  to[i] = '\0';
}

// `message` with its %lld written as `value` (a second as `value2`: our
// messages hold at most two), and %% as %, into `text` of `capacity` bytes,
// cut to fit: the text describe_device_error makes on the host, for device
// printf.
SYMSYNC_HOST_DEVICE inline void format_device_message(char* text,
                                                      size_t capacity,
                                                      const char* message,
                                                      long long value,
                                                      long long value2 = 0) {
  size_t n = 0;
  int conversions = 0;
  const auto put = [&](char c) {
    if (n + 1 < capacity) text[n++] = c;
  };
  for (const char* c = message; *c != '\0'; ++c) {
    if (c[0] == '%' && c[1] == '%') {
      put('%');
      ++c;
    } else if (c[0] == '%' && c[1] == 'l' && c[2] == 'l' && c[3] == 'd') {
      const long long shown = conversions++ == 0 ? value : value2;
      char digits[24];
      int count = 0;
      unsigned long long magnitude =
          shown < 0 ? 0ull - static_cast<unsigned long long>(shown)
                    : static_cast<unsigned long long>(shown);
      do {
        digits[count++] = static_cast<char>('0' + magnitude % 10);
        magnitude /= 10;
      } while (magnitude != 0);
      if (shown < 0) put('-');
      while (count > 0) put(digits[--count]);
      c += 3;
    } else {
      put(*c);
    }
  }
  text[n] = '\0';
}

// The report of device code for a member (the report's value: its world
// PE) of a team (value2: the handle) that did not reach its `STEP`
// ("barrier", "reduction") within NVSHMEM_WAIT_TIMEOUT. Barriers of every
// PE are team 0's, NVSHMEM_TEAM_WORLD.
#define SYMSYNC_MISSING_MEMBER_MESSAGE(STEP)             \
  "PE %lld did not reach this " STEP                     \
  " of team %lld within " SYMSYNC_SETTING_WAIT_TIMEOUT_S \
  ": every PE of the team must call it"

#if defined(__CUDACC__)
// Fills `record` (when there is one and it is still empty) from the calling
// thread and makes it visible to the host; the caller then stops the kernel.
// True where the record holds this thread's report (or there is no record):
// that thread alone prints it too, so a report of many threads is one line.
__device__ inline bool record_device_error(DeviceErrorRecord* record, int pe,
                                           const char* routine,
                                           const char* message, long long value,
                                           const StuckWait* stuck = nullptr,
                                           const RangeReport* range = nullptr,
                                           long long value2 = 0) {
  if (record == nullptr) return true;
  if (atomicCAS(&record->state, kDeviceErrorEmpty, kDeviceErrorWriting) !=
      kDeviceErrorEmpty) {
    // Another thread's report is there, or being written: wait until it is
    // whole before this thread goes on to end the kernel. A trap now would
    // end the writer too, and leave a record the host never reads (a
    // warpgroup barrier in a block of 96 threads: the partial warpgroup's
    // threads trapped while thread 0 wrote; H200, 2026-11-27).
    while (atomicAdd(&record->state, 0) == kDeviceErrorWriting) {
      __nanosleep(1000);
    }
    return false;
  }
  record->pe = pe;
  record->block[0] = blockIdx.x;
  record->block[1] = blockIdx.y;
  record->block[2] = blockIdx.z;
  record->thread[0] = threadIdx.x;
  record->thread[1] = threadIdx.y;
  record->thread[2] = threadIdx.z;
  record->value = value;
  record->value2 = value2;
  copy_cut(record->routine, routine, sizeof record->routine);
  copy_cut(record->message, message, sizeof record->message);
  record->has_stuck_wait = stuck != nullptr ? 1 : 0;
  if (stuck != nullptr) record->stuck = *stuck;
  record->has_range = range != nullptr ? 1 : 0;
  if (range != nullptr) record->range = *range;
  __threadfence_system();
  atomicExch(&record->state, kDeviceErrorReady);
  __threadfence_system();
  return true;
}

#endif

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_DEVICE_STATE_H_
