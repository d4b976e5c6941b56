// Device-side implementations the inline device definitions of <nvshmem.h>
// call. Included by <nvshmem.h> when compiling with nvcc; do not include it
// directly.

#ifndef SYMSYNC_DEVICE_API_H_
#define SYMSYNC_DEVICE_API_H_

#include <stdio.h>
#include <symsync/device_state.h>
#include <symsync/messages.h>
#include <symsync/p2p_core.h>
#include <symsync/proxy_channel.h>
#include <symsync/updates.h>

// This translation unit's copy of the device state (see
// device_state.h), at file scope with internal linkage. Compiled
// without -rdc, a unit's device code is a module of its own, where the copy has
// the plain name kModuleStateSymbol: nvshmemx_cumodule_init finds it by that
// name in a module the program loads itself from a cubin. With -rdc, units are
// linked into one module, and the anonymous namespace keeps their copies apart.
#if defined(__CUDACC_RDC__)
namespace {
__constant__ symsync::impl::DeviceState symsync_device_state;
}  // namespace
#else
static __constant__ symsync::impl::DeviceState symsync_device_state;
#endif

namespace symsync {
namespace impl {
namespace {

#if !SYMSYNC_DEVICE_PASS
int copy_device_state(const DeviceState* state) {
  return static_cast<int>(
      cudaMemcpyToSymbol(symsync_device_state, state, sizeof(DeviceState)));
}
[[maybe_unused]] const bool device_state_registered =
    (register_device_state_copier(&copy_device_state), true);
#endif

// How device code waits on the host proxy's channel (proxy_submit and the
// waits of symsync/proxy_channel.h): DeviceBackoff's pauses, and after
// NVSHMEM_WAIT_TIMEOUT a report naming `routine`, block and thread. Declared
// in the host pass too, where kernels that use it are parsed.
class DeviceProxyPause {
 public:
  __device__ explicit DeviceProxyPause(const char* routine)
      : routine_(routine) {}
  __device__ void operator()(const char*) {
#if SYMSYNC_DEVICE_PASS
    if (const unsigned long long waited_ns = backoff_.pause()) {
      report_device_misuse(routine_, SYMSYNC_PROXY_STALL_MESSAGE,
                           static_cast<long long>(waited_ns / 1000000));
    }
#endif
  }

 private:
  const char* routine_;
#if SYMSYNC_DEVICE_PASS
  DeviceBackoff backoff_;
#endif
};

// Which steps of a byte collective (symsync/collectives_device.h) a call
// runs: all of them (device code, and a stream's kernel of one block), or,
// where several blocks on a stream share its puts, the first meeting, the
// puts and the last meeting in three kernels one after the other.
enum class CollectiveSteps { kAll, kFirstMeeting, kPuts, kLastMeeting };

// The functions below read `symsync_device_state`, so they share its internal
// linkage (as do the device definitions of <nvshmem.h> that call them). With
// external linkage, a program whose translation units are device-linked
// (-rdc) would keep one unit's definition, and every unit would read that
// unit's copy of the state (tests/api:device_linkage_test checks this).
#if SYMSYNC_DEVICE_PASS
// The messages host and device code share fit a device report's record
// whole (record_device_error would cut them short).
static_assert(sizeof(SYMSYNC_INVALID_COMPARISON_MESSAGE) <=
                  sizeof(DeviceErrorRecord::message),
              "the invalid-comparison message outgrew DeviceErrorRecord");
static_assert(sizeof(SYMSYNC_INVALID_SIGNAL_OP_MESSAGE) <=
                  sizeof(DeviceErrorRecord::message),
              "the invalid-signal-operation message outgrew DeviceErrorRecord");

__device__ void report_device_misuse(const char* routine, const char* message,
                                     long long value, long long value2) {
  if (record_device_error(symsync_device_state.error_record,
                          symsync_device_state.my_pe, routine, message, value,
                          nullptr, nullptr, value2)) {
    char text[sizeof(DeviceErrorRecord::message) + 48];
    format_device_message(text, sizeof text, message, value, value2);
    printf("symsync: PE %d: %s: %s (block %u, thread %u)\n",
           symsync_device_state.my_pe, routine, text, blockIdx.x, threadIdx.x);
  }
  __trap();
}

__device__ void report_device_stuck_wait(const char* routine,
                                         StuckWait* stuck) {
  stuck->offset = stuck->address - reinterpret_cast<unsigned long long>(
                                       symsync_device_state.heap_base);
  if (!record_device_error(symsync_device_state.error_record,
                           symsync_device_state.my_pe, routine,
                           "a wait outlasted " SYMSYNC_SETTING_WAIT_TIMEOUT_S,
                           0, stuck)) {
    __trap();  // another thread's report is the one printed
  }
  printf("symsync: PE %d: %s: a wait outlasted " SYMSYNC_SETTING_WAIT_TIMEOUT_S
         " (block %u, "
         "thread %u); the host prints what it waited for\n",
         symsync_device_state.my_pe, routine, blockIdx.x, threadIdx.x);
  __trap();
}

__device__ unsigned long long device_wait_timeout_ns() {
  return symsync_device_state.wait_timeout_ns;
}

// NVSHMEM_DEBUG: `bytes` at `address`, in the heap, must lie in one live
// allocation (the table nvshmem_malloc and nvshmem_free keep in the device
// state). A range that does not is recorded with its numbers, which the
// host prints (routine, argument, allocation, overrun), and ends the
// kernel. Out of line: a form pays one test of the flag when NVSHMEM_DEBUG
// is unset.
__device__ __noinline__ void require_device_in_allocation(
    const char* routine, const char* parameter, const void* address,
    unsigned long long count, unsigned long long element_size) {
  const unsigned long long* table = symsync_device_state.allocations;
  const char* at = static_cast<const char*>(address);
  const char* heap = symsync_device_state.heap_base;
  if (table == nullptr || at < heap ||
      at >= heap + symsync_device_state.heap_size) {
    return;  // no table, or a registered buffer (checked as a whole)
  }
  const unsigned long long blocks = table[0];
  if (blocks > kDebugAllocations) return;  // too many: unchecked
  RangeReport range = {};
  range.offset = static_cast<unsigned long long>(at - heap);
  // The bytes, saturated: a count near 2^64 (a negative nelems) must not
  // wrap into a small range that passes.
  range.bytes = count > ~0ull / element_size ? ~0ull : count * element_size;
  unsigned long long low = 0, high = blocks;  // the first block after it
  while (low < high) {
    const unsigned long long middle = (low + high) / 2;
    if (table[1 + 2 * middle] <= range.offset) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  if (low > 0) {
    range.start = table[2 * low - 1];
    range.size = table[2 * low];
  }
  range.in_no_allocation =
      low == 0 || range.offset >= range.start + range.size ? 1 : 0;
  if (!range.in_no_allocation &&
      count <= (range.start + range.size - range.offset) / element_size) {
    return;
  }
  copy_cut(range.parameter, parameter, sizeof range.parameter);
  if (!record_device_error(
          symsync_device_state.error_record, symsync_device_state.my_pe,
          routine, "a range outside its allocation (" SYMSYNC_SETTING_DEBUG ")",
          0, nullptr, &range)) {
    __trap();  // another thread's report is the one printed
  }
  printf(
      "symsync: PE %d: %s: %s lies outside its allocation "
      "(" SYMSYNC_SETTING_DEBUG
      "; block %u, thread %u); the host prints where\n",
      symsync_device_state.my_pe, routine, parameter, blockIdx.x, threadIdx.x);
  __trap();
}

__device__ inline void require_device_initialized(const char* routine) {
  if (!symsync_device_state.initialized) {
    // No error record exists before nvshmem_init: device printf only.
    report_device_misuse(
        routine,
        "called from device code before nvshmem_init, after "
        "nvshmem_finalize, or while the symmetric heap is in host memory "
        "(" SYMSYNC_SETTING_HEAP_KIND "=host)",
        0);
  }
}

__device__ inline int my_pe(const char* routine) {
  require_device_initialized(routine);
  return symsync_device_state.my_pe;
}

__device__ inline int n_pes(const char* routine) {
  require_device_initialized(routine);
  return symsync_device_state.n_pes;
}

__device__ inline void* ptr(const char* routine, const void* dest, int pe) {
  require_device_initialized(routine);
  if (symsync_device_state.debug &&
      (pe < 0 || pe >= symsync_device_state.n_pes)) {
    report_device_misuse(routine,
                         SYMSYNC_NOT_A_PE_MESSAGE SYMSYNC_PTR_DEBUG_NOTE, pe);
  }
  return symmetric_space(symsync_device_state).peer_address(dest, pe);
}

__device__ inline void info_get_version(const char*, int* major, int* minor) {
  *major = NVSHMEM_MAJOR_VERSION;
  *minor = NVSHMEM_MINOR_VERSION;
}

__device__ inline void info_get_name(const char*, char* name) {
  copy_cut(name, NVSHMEM_VENDOR_STRING, NVSHMEM_MAX_NAME_LEN);
}

// Reports, naming the routine, a `pe` that is not a PE of the job (or a call
// before nvshmem_init).
__device__ inline void require_device_pe(const char* routine, int pe) {
  require_device_initialized(routine);
  if (pe < 0 || pe >= symsync_device_state.n_pes) {
    report_device_misuse(routine, SYMSYNC_NOT_A_PE_MESSAGE, pe);
  }
}

// The region (the heap, or a registered buffer) holding `address`; an
// address in none is reported naming the routine.
__device__ inline SymmetricWindow symmetric_region_on_device(
    const char* routine, const void* address) {
  SymmetricWindow region;
  if (!symmetric_space(symsync_device_state).region_of(address, &region)) {
    report_device_misuse(
        routine,
        "a symmetric argument is neither in the symmetric heap (offset %lld "
        "from its start) nor in a buffer registered with "
        "nvshmemx_buffer_register_symmetric",
        static_cast<const char*>(address) - symsync_device_state.heap_base);
  }
  return region;
}

// Whether device code reaches PEs of other hosts through the host proxy
// (a heap in GPU memory in a job that spans hosts).
__device__ inline bool device_proxy_open() {
  return symsync_device_state.proxy.slots != nullptr;
}

// The address of `dest`'s counterpart on PE `pe`, for an update; a `dest`
// outside the heap and the registered buffers, or a `pe` that is not a PE
// of the job, is reported naming the routine. `*found`, when given, is the
// region `dest` lies in. A PE this GPU does not map (another host's) gives
// NULL, with `dest`'s offset in the heap at `*network_offset`, when the
// caller can reach it through the host proxy (it passes `network_offset`,
// the proxy runs, and `dest` is in the heap); otherwise it is reported.
template <typename T>
__device__ inline T* update_target_on_device(const char* routine, T* dest,
                                             int pe,
                                             SymmetricWindow* found = nullptr,
                                             size_t* network_offset = nullptr) {
  require_device_pe(routine, pe);
  const SymmetricWindow region = symmetric_region_on_device(routine, dest);
  if (found != nullptr) *found = region;
  void* target = region.counterpart(dest, pe);
  if (target != nullptr) return static_cast<T*>(target);
  const bool in_heap = region.base == symsync_device_state.heap_base;
  if (network_offset != nullptr && device_proxy_open() && in_heap) {
    *network_offset = static_cast<size_t>(reinterpret_cast<const char*>(dest) -
                                          symsync_device_state.heap_base);
    return nullptr;
  }
  report_device_misuse(
      routine,
      !in_heap && device_proxy_open() ? SYMSYNC_ON_ANOTHER_HOST_MESSAGE
          ", and the address is in a registered buffer: the host proxy "
          "reaches only the symmetric heap of another host"
                                      : SYMSYNC_ON_ANOTHER_HOST_MESSAGE
          ", and no host proxy runs to reach it (the job does not span "
          "hosts as this PE sees it)",
      pe);
  return nullptr;
}

// A request of `op` for PE `pe` from the calling thread, naming `routine`,
// for the host proxy.
__device__ inline ProxyRequest device_request(const char* routine, ProxyOp op,
                                              int pe, size_t offset) {
  ProxyRequest request;
  memset(&request, 0, sizeof request);
  request.op = static_cast<uint32_t>(op);
  request.pe = pe;
  request.offset = offset;
  request.block[0] = static_cast<int32_t>(blockIdx.x);
  request.block[1] = static_cast<int32_t>(blockIdx.y);
  request.block[2] = static_cast<int32_t>(blockIdx.z);
  request.thread[0] = static_cast<int32_t>(threadIdx.x);
  request.thread[1] = static_cast<int32_t>(threadIdx.y);
  request.thread[2] = static_cast<int32_t>(threadIdx.z);
  proxy_set_routine(&request, routine);
  return request;
}

// Submits `request` to the host proxy; `blocking`: returns once the proxy
// has carried it out. A function of its own (as submit_for_reply), not
// inlined into each of a kernel's calls: the way to another host costs
// microseconds, and inlined at every call it took a third of the
// library's compile of its stream forms (runtime/src/stream/rma_on_stream.cu
// for sm_90: 14.6 s of CPU inlined, 8.9 s not; the tests' kernels, which
// call it less, compile in the same time either way).
__device__ inline __noinline__ void submit_to_proxy(const char* routine,
                                                    const ProxyRequest& request,
                                                    bool blocking) {
  DeviceProxyPause pause(routine);
  const ProxyChannel& channel = symsync_device_state.proxy;
  const uint64_t ticket = proxy_submit(channel, request, pause);
  if (blocking) proxy_wait_consumed(channel, ticket, pause);
}

// Submits `request` to the host proxy as one whose reply (`bytes`, at most
// kProxyInlineBytes) comes back in the channel's slot, and copies the reply
// to `dest` once it is there.
__device__ inline __noinline__ void submit_for_reply(const char* routine,
                                                     ProxyRequest& request,
                                                     void* dest, size_t bytes) {
  request.flags |= kProxyReply;
  DeviceProxyPause pause(routine);
  const ProxyChannel& channel = symsync_device_state.proxy;
  const uint64_t ticket = proxy_submit(channel, request, pause);
  proxy_take_reply(channel, ticket, dest, bytes, pause);
}

// A get of `bytes` (at most kProxyInlineBytes) at heap offset `offset` on
// PE `pe` of another host, its bytes brought back in the channel's slot and
// copied to `dest`.
__device__ inline void get_reply_through_proxy(const char* routine, void* dest,
                                               size_t offset, size_t bytes,
                                               int pe) {
  ProxyRequest request = device_request(routine, ProxyOp::kGet, pe, offset);
  request.bytes = bytes;
  submit_for_reply(routine, request, dest, bytes);
}

// A store of `value` into the object at heap offset `offset` on PE `pe` of
// another host, through the proxy: one atomic access of up to 8 bytes (a
// release when `release`).
template <typename T>
__device__ inline void store_through_proxy(const char* routine, size_t offset,
                                           T value, int pe, bool release) {
  // Every element p, atomic_set and the barriers store is one access.
  static_assert(sizeof(T) <= sizeof(uint64_t),
                "a store through the proxy is of at most 8 bytes");
  ProxyRequest request = device_request(routine, ProxyOp::kStore, pe, offset);
  request.bytes = sizeof value;
  memcpy(&request.value, &value, sizeof value);
  request.flags = release ? kProxyRelease : 0;
  submit_to_proxy(routine, request, false);
}

__device__ inline void signal_op(const char* routine, Signal* sig_addr,
                                 Signal signal, int sig_op, int pe) {
  if (!is_signal_op(sig_op)) {
    report_device_misuse(routine, SYMSYNC_INVALID_SIGNAL_OP_MESSAGE, sig_op);
  }
  size_t offset = 0;
  Signal* target =
      update_target_on_device(routine, sig_addr, pe, nullptr, &offset);
  if (target != nullptr) {
    apply_signal_op(target, signal, sig_op);
    return;
  }
  ProxyRequest request = device_request(routine, ProxyOp::kSignal, pe, offset);
  request.value = signal;
  request.sig_op = sig_op;
  submit_to_proxy(routine, request, false);
}

__device__ inline Signal signal_fetch(const char* routine, Signal* sig_addr) {
  require_device_initialized(routine);
  return load_acquire(sig_addr);
}

template <typename T>
__device__ inline void atomic_set(const char* routine, T* dest, T value,
                                  int pe) {
  size_t offset = 0;
  T* target = update_target_on_device(routine, dest, pe, nullptr, &offset);
  if (target != nullptr) {
    store_release(target, value);
  } else {
    store_through_proxy(routine, offset, value, pe, true);
  }
}

template <typename T>
__device__ inline void p(const char* routine, T* dest, T value, int pe) {
  size_t offset = 0;
  T* target = update_target_on_device(routine, dest, pe, nullptr, &offset);
  if (target != nullptr) {
    store_relaxed(target, value);
  } else {
    store_through_proxy(routine, offset, value, pe, false);
  }
}

// Whether this PE's device code submitted requests to the proxy that no
// completed quiet covers yet.
__device__ inline bool proxy_requests_outstanding() {
  const ProxyChannel& channel = symsync_device_state.proxy;
  return channel.slots != nullptr &&
         load_acquire(channel.quieted) != load_acquire(channel.reserved);
}

// The ordering of this PE's mapped updates, and of its requests to the
// proxy, which carries them out in order and fences the network.
__device__ inline void fence(const char* routine) {
  order_updates();
  if (proxy_requests_outstanding()) {
    submit_to_proxy(routine, device_request(routine, ProxyOp::kFence, 0, 0),
                    false);
  }
}

// The completion of this PE's mapped updates, and of every request to the
// proxy before it (the proxy's completion count).
__device__ inline void quiet(const char* routine) {
  complete_updates();
  if (device_proxy_open()) {
    DeviceProxyPause pause(routine);
    proxy_quiet(symsync_device_state.proxy,
                device_request(routine, ProxyOp::kQuiet, 0, 0), pause);
  }
}

// The PEs a barrier of device code meets: every PE of the job (`members`
// NULL, `node_only` false), the PEs whose heaps this PE maps (`node_only`:
// the node, as device_team says), or the world numbers of a team's
// members, by their numbers in the team (a split's increase;
// nvshmemx_team_init's may not).
struct DeviceTeam {
  const int* members;
  int size;
  bool node_only;
};

// Calls `each(pe)` with the world number of every member of `team`, in
// the order of their numbers in it.
template <class Each>
__device__ inline void for_each_member(const DeviceTeam& team, Each each) {
  const DeviceState& state = symsync_device_state;
  if (team.members != nullptr) {
    for (int i = 0; i < team.size; ++i) each(team.members[i]);
    return;
  }
  for (int pe = 0; pe < state.n_pes; ++pe) {
    if (!team.node_only || state.peer_bases[pe] != nullptr) each(pe);
  }
}

// One PE's side of a barrier of `team` (team handle `handle`) on the flags
// at heap offset `flags` (one per PE of the job, by world number): raises
// this PE's flag on every member to `number` (a release, through the
// mapping, or the host proxy for another host's PE), then waits until
// every member's flag here has reached it; a member that does not arrive
// is reported after NVSHMEM_WAIT_TIMEOUT, naming `routine` and the team
// (SYMSYNC_MISSING_MEMBER_MESSAGE). Flags only grow (until the team
// is destroyed, which zeroes a split team's), so none is reset between
// barriers. The stream barriers' kernels and the device barriers meet
// here, each on flags of their own. Not inlined: the stream collectives'
// kernel calls it six times (inlined, it took nvcc most of 40 s).
__device__ inline __noinline__ void meet_members(const char* routine,
                                                 const DeviceTeam& team,
                                                 int handle, size_t flags,
                                                 unsigned long long number) {
  const DeviceState& state = symsync_device_state;
  const size_t mine = flags + sizeof number * state.my_pe;
  for_each_member(team, [&](int pe) {
    if (state.peer_bases[pe] == nullptr) {
      store_through_proxy(routine, mine, number, pe, true);
    } else {
      store_release(
          reinterpret_cast<unsigned long long*>(state.peer_bases[pe] + mine),
          number);
    }
  });
  const auto* arrived =
      reinterpret_cast<const unsigned long long*>(state.heap_base + flags);
  DeviceBackoff backoff;  // one wait, for every member's flag
  for_each_member(team, [&](int pe) {
    while (load_acquire(&arrived[pe]) < number) {
      if (backoff.pause() != 0) {
        report_device_misuse(routine, SYMSYNC_MISSING_MEMBER_MESSAGE("barrier"),
                             pe, handle);
      }
    }
  });
}

// meet_members over every PE of the job.
__device__ inline void meet_at_flags(const char* routine, size_t flags,
                                     unsigned long long number) {
  meet_members(routine, DeviceTeam{nullptr, symsync_device_state.n_pes, false},
               NVSHMEM_TEAM_WORLD, flags, number);
}

// A barrier between PEs in device code needs every PE's kernel running:
// the kernel must come from nvshmemx_collective_launch
// (DeviceState::collective_kernels says whether one runs).
__device__ inline void require_collective_launch(const char* routine) {
  const DeviceState& state = symsync_device_state;
  if (load_acquire(state.collective_kernels) <= 0) {
    report_device_misuse(
        routine,
        "called from a kernel that nvshmemx_collective_launch did not "
        "start: a barrier between PEs needs every PE's kernel running at "
        "once [running collective launches: %lld]",
        load_acquire(state.collective_kernels));
  }
}

// The device barriers. One member of the group (after the group has met)
// meets the other PEs at the device barriers' flags (meet_at_flags) with
// this PE's next barrier number; then the group meets again. Every PE's kernel
// must be running, so the kernel must come from nvshmemx_collective_launch
// (DeviceState::collective_kernels says whether one runs); a PE that does not
// arrive is reported after NVSHMEM_WAIT_TIMEOUT. The flags lie past the stream
// barrier's (device_barrier_flags_offset), so the two kinds never meet.
template <class Group>
__device__ inline void sync_all(const Group& group, const char* routine) {
  require_device_initialized(routine);
  group.sync();
  if (group.rank() == 0) {
    const DeviceState& state = symsync_device_state;
    require_collective_launch(routine);
    meet_at_flags(routine,
                  device_barrier_flags_offset(state.heap_size, state.n_pes),
                  ++*state.device_barriers);
  }
  group.sync();
}

// sync_all after a quiet: every member's stores and updates, and the
// requests this PE gave the host proxy, are complete before any PE leaves.
template <class Group>
__device__ inline void barrier_all(const Group& group, const char* routine) {
  order_updates();
  group.sync();
  if (group.rank() == 0) quiet(routine);
  sync_all(group, routine);
}

// A team a split or nvshmemx_team_init made, as the host published it
// (DeviceState::teams): its
// entry (size, this PE's number, the members' world numbers), or NULL for
// a handle no such team of this PE has.
__device__ inline const int* split_team(nvshmem_team_t team) {
  const DeviceState& state = symsync_device_state;
  if (state.teams == nullptr || team < 0 || team >= state.team_count) {
    return nullptr;
  }
  const int* entry =
      state.teams + static_cast<size_t>(team) * device_team_stride(state.n_pes);
  return entry[0] > 0 ? entry : nullptr;
}

// NVSHMEM_TEAM_SHARED (the PEs whose memory this one reaches with loads and
// stores) is the node: symsync maps every peer of the node. A value that
// names no team gives -1, as NVSHMEM_TEAM_INVALID does in OpenSHMEM.
__device__ inline int team_my_pe(const char* routine, nvshmem_team_t team) {
  require_device_initialized(routine);
  switch (team) {
    case NVSHMEM_TEAM_WORLD:
      return symsync_device_state.my_pe;
    case NVSHMEM_TEAM_SHARED:
    case NVSHMEMX_TEAM_NODE:
      return symsync_device_state.node_my_pe;
    default: {
      const int* made = split_team(team);
      return made == nullptr ? -1 : made[1];
    }
  }
}

// The node team's PEs are those whose heaps this PE maps (peer_bases not
// NULL: every PE of the node, none beyond, as the GPU heap maps every peer
// of the node or stops init), numbered in world order; the scans cost a
// load per PE of the job.
__device__ inline int team_translate_pe(const char* routine,
                                        nvshmem_team_t src_team, int src_pe,
                                        nvshmem_team_t dest_team) {
  require_device_initialized(routine);
  const DeviceState& state = symsync_device_state;
  int world = -1;
  switch (src_team) {
    case NVSHMEM_TEAM_WORLD:
      if (src_pe >= 0 && src_pe < state.n_pes) world = src_pe;
      break;
    case NVSHMEM_TEAM_SHARED:
    case NVSHMEMX_TEAM_NODE:
      if (src_pe < 0 || src_pe >= state.node_n_pes) break;
      for (int pe = 0, index = 0; pe < state.n_pes; ++pe) {
        if (state.peer_bases[pe] == nullptr) continue;
        if (index++ == src_pe) {
          world = pe;
          break;
        }
      }
      break;
    default: {
      const int* made = split_team(src_team);
      if (made != nullptr && src_pe >= 0 && src_pe < made[0]) {
        world = made[2 + src_pe];
      }
      break;
    }
  }
  if (world < 0) return -1;
  switch (dest_team) {
    case NVSHMEM_TEAM_WORLD:
      return world;
    case NVSHMEM_TEAM_SHARED:
    case NVSHMEMX_TEAM_NODE: {
      if (state.peer_bases[world] == nullptr) return -1;
      int index = 0;
      for (int pe = 0; pe < world; ++pe)
        index += state.peer_bases[pe] != nullptr;
      return index;
    }
    default: {
      const int* made = split_team(dest_team);
      if (made == nullptr) return -1;
      for (int index = 0; index < made[0]; ++index) {
        if (made[2 + index] == world) return index;
      }
      return -1;
    }
  }
}

__device__ inline int team_n_pes(const char* routine, nvshmem_team_t team) {
  require_device_initialized(routine);
  switch (team) {
    case NVSHMEM_TEAM_WORLD:
      return symsync_device_state.n_pes;
    case NVSHMEM_TEAM_SHARED:
    case NVSHMEMX_TEAM_NODE:
      return symsync_device_state.node_n_pes;
    default: {
      const int* made = split_team(team);
      return made == nullptr ? -1 : made[0];
    }
  }
}

// The members of `team`, of which this PE must be one: a value that names
// no team of this PE (NVSHMEM_TEAM_INVALID, a team destroyed, never made,
// or made without this PE) is reported naming `routine`.
__device__ inline DeviceTeam device_team(const char* routine,
                                         nvshmem_team_t team) {
  const DeviceState& state = symsync_device_state;
  switch (team) {
    case NVSHMEM_TEAM_WORLD:
      return DeviceTeam{nullptr, state.n_pes, false};
    case NVSHMEM_TEAM_SHARED:
    case NVSHMEMX_TEAM_NODE:
      return DeviceTeam{nullptr, state.node_n_pes, true};
    default: {
      const int* made = split_team(team);
      if (made == nullptr) {
        report_device_misuse(routine,
                             "team %lld names no team of this PE: "
                             "NVSHMEM_TEAM_INVALID, destroyed, never made, "
                             "or made without this PE",
                             team);
      }
      return DeviceTeam{made + 2, made[0], false};
    }
  }
}

// How a team's members meet: in device code, on the flags of the team's
// device barriers with this PE's next number for them, counted in the team
// handle's sync area (every member's kernel must be running at once, as for
// nvshmem_barrier_all); or in the library's kernel on a stream, on the
// flags of the team's stream barriers with numbers the host took for the
// call when it enqueued the kernel (StreamMeetings).
struct DeviceMeetings {
  static constexpr TeamBarriers kKind = TeamBarriers::kDevice;
  static constexpr CollectiveSteps steps = CollectiveSteps::kAll;
  __device__ unsigned long long next(const char* routine, nvshmem_team_t team) {
    const DeviceState& state = symsync_device_state;
    require_collective_launch(routine);
    auto* count = reinterpret_cast<unsigned long long*>(
        state.heap_base + team_device_barrier_count_offset(state, team));
    return ++*count;
  }
};
struct StreamMeetings {
  static constexpr TeamBarriers kKind = TeamBarriers::kStream;
  unsigned long long following;  // the number of the next meeting
  CollectiveSteps steps = CollectiveSteps::kAll;
  __device__ unsigned long long next(const char*, nvshmem_team_t) {
    return following++;
  }
};

// The members of `team` meet (the barriers of a team, and the steps of its
// collectives): one member of the group (after the group has met) meets
// the team's other members (meet_members) with the next number of
// `meetings`; then the group meets again. `complete`: first a quiet, so
// that every member's stores and updates, and the requests this PE gave
// the host proxy, are complete before any member leaves.
template <class Group, class Meetings>
__device__ inline void meet_team(const Group& group, const char* routine,
                                 nvshmem_team_t team, Meetings& meetings,
                                 bool complete) {
  if (complete) order_updates();
  group.sync();
  if (group.rank() == 0) {
    if (complete) quiet(routine);
    const DeviceTeam members = device_team(routine, team);
    meet_members(
        routine, members, team,
        team_barrier_flags_offset(symsync_device_state, team, Meetings::kKind),
        meetings.next(routine, team));
  }
  group.sync();
}

// The barriers of a team in device code (nvshmem_team_sync, nvshmem_sync,
// nvshmem_barrier and their warp, warpgroup and block forms): one meeting,
// after a quiet for a barrier (`complete`). The calling threads make up whole
// groups (require_group_shape, which the collectives of a team check too):
// any number of threads for a block; for a warp's form, a whole warp (the
// last warp of a block of 48 threads has 16: the form's steps of 32 lanes
// left the others' part undone, and its warp-wide syncs named lanes that do
// not exist); for a warpgroup's form, a block of whole warpgroups (which
// NVSHMEM also requires), else the barrier of its last, partial warpgroup
// would wait for threads that do not exist.
template <class Group>
__device__ inline void require_group_shape(const Group&, const char*) {}
__device__ inline void require_group_shape(const WarpGroup&,
                                           const char* routine) {
  if (block_size() % 32 != 0 && rank_in_block() / 32 == block_size() / 32) {
    report_device_misuse(routine,
                         "called from the last warp of a block of %lld "
                         "threads, which is not a whole warp: a warp's form "
                         "needs 32 threads",
                         static_cast<long long>(block_size()));
  }
}
__device__ inline void require_group_shape(const WarpgroupGroup&,
                                           const char* routine) {
  if (block_size() % WarpgroupGroup::kThreads != 0) {
    report_device_misuse(routine,
                         "called from a block of %lld threads: a warpgroup's "
                         "form needs a block of whole warpgroups (a multiple "
                         "of 128 threads)",
                         static_cast<long long>(block_size()));
  }
}

template <class Group>
__device__ inline int meet_in_device_code(const Group& group,
                                          const char* routine,
                                          nvshmem_team_t team, bool complete) {
  require_device_initialized(routine);
  require_group_shape(group, routine);
  DeviceMeetings meetings;
  meet_team(group, routine, team, meetings, complete);
  return 0;
}

template <class Group>
__device__ inline int team_sync(const Group& group, const char* routine,
                                nvshmem_team_t team) {
  return meet_in_device_code(group, routine, team, false);
}

__device__ inline int sync(const char* routine, nvshmem_team_t team) {
  return team_sync(ThreadGroup(), routine, team);
}

template <class Group>
__device__ inline int barrier(const Group& group, const char* routine,
                              nvshmem_team_t team) {
  return meet_in_device_code(group, routine, team, true);
}
#endif  // SYMSYNC_DEVICE_PASS

// The check a generated device entry point makes of each symmetric
// argument (codegen/targets.py): under NVSHMEM_DEBUG, its `count` elements
// of `element_size` bytes must lie in one live allocation. Declared in the
// host pass too, where kernels that call the entries are parsed.
__device__ inline void check_device_symmetric(const char* routine,
                                              const char* parameter,
                                              const void* address, size_t count,
                                              size_t element_size) {
#if SYMSYNC_DEVICE_PASS
  if (symsync_device_state.debug && count != 0) {
    require_device_in_allocation(routine, parameter, address, count,
                                 element_size);
  }
#else
  (void)routine, (void)parameter, (void)address, (void)count,
      (void)element_size;
#endif
}

template <typename T>
__device__ inline void check_device_symmetric(const char* routine,
                                              const char* parameter,
                                              const T* address, size_t count) {
  check_device_symmetric(routine, parameter, address, count, sizeof(T));
}

}  // namespace
}  // namespace impl
}  // namespace symsync

// The atomic memory operations and the data-movement routines, which read
// the device state above.
#include <symsync/amo.h>
#include <symsync/rma_device.h>
// The byte collectives of a team, which use the data movement above.
#include <symsync/collectives_device.h>

#endif  // SYMSYNC_DEVICE_API_H_
