// The symmetric heap: one region of the same size per PE, and a mapping of
// every reachable peer's region into this process.

#ifndef SYMSYNC_RUNTIME_HEAP_H_
#define SYMSYNC_RUNTIME_HEAP_H_

#include <symsync/device_state.h>
#include <symsync/wake.h>
#include <unistd.h>

#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/entry/host_api.h"
#include "runtime/src/heap/allocator.h"

namespace symsync {
namespace impl {

// Bytes past the end of each PE's host heap, in its shared-memory segment,
// that hold the PE's wake word (symsync/wake.h); not part of the heap.
constexpr size_t kHostHeapControlBytes = 4096;

// Every heap's base address is a multiple of this, on every PE, so a block
// nvshmem_align gives with any alignment up to it is aligned on every PE.
constexpr size_t kHeapBaseAlignment = size_t{2} << 20;

// What a heap needs to know about the job.
struct HeapSetup {
  const char* routine;
  Bootstrap* bootstrap;
  int my_pe;
  int n_pes;
  std::vector<bool> same_node;  // per PE: on this node (this PE included)
  int local_rank;               // this PE's index among the PEs of its node
  int local_count;              // PEs on this node, this one included
  int machine_count;       // PEs on this machine, posing as other hosts or not
  int machine_processors;  // the processors they may run on, together
                           // (their affinity, or their control group's
                           // quota where lower: processors_for_pes)
  uint64_t job_token;      // the same on every PE, unique per job
  int64_t first_pid;       // PE 0's process id, part of segment names
  size_t size;             // bytes per PE
  // Where the teams' barriers keep their flags (DeviceState's fields of the
  // same names, symsync/device_state.h).
  size_t team_flags_offset;
  size_t team_area_bytes;
  size_t reduce_scratch_offset;
  size_t reduce_scratch_bytes;
  bool debug;
  uint64_t wait_timeout_ns;  // NVSHMEM_WAIT_TIMEOUT, for device waits
  // SYMSYNC_TEST_KILL_PE_IN_INIT names this PE: it kills itself once its
  // own part of the heap exists, before the others have mapped it.
  bool test_kill;
};

// A registered buffer as HeapBackend::find_window finds it.
struct WindowMatch {
  const char* base = nullptr;
  size_t size = 0;
  void* peer = nullptr;  // the counterpart asked for; NULL if not reached
};

class HeapBackend {
 public:
  virtual ~HeapBackend() = default;
  virtual HeapKind kind() const = 0;
  virtual char* base() const = 0;
  virtual size_t size() const = 0;
  // Per PE, the base of its heap as this process addresses it (host or
  // device address, as the kind implies); nullptr where not reachable.
  virtual const std::vector<char*>& peer_bases() const = 0;
  // The wake word of `pe`'s sleeping host waits, in memory every PE of the
  // node maps; nullptr where no host wait reads the heap (GPU memory) or
  // `pe` is not mapped here.
  virtual WakeWord* wake_word(int pe) const {
    (void)pe;
    return nullptr;
  }
  // Sets `bytes` bytes at `address` (in this PE's heap) to zero.
  virtual void zero(const char* routine, void* address, size_t bytes) = 0;
  // Unmaps the other PEs' heaps and registered buffers (finalize's first
  // step; this PE's own heap stays until the object is destroyed, after a
  // barrier).
  virtual void release_peers() = 0;

  // nvshmemx_buffer_register_symmetric, collective: `size` bytes at
  // `buffer`, the program's own memory, become a symmetric region mapped
  // into every PE of the node. Returns `buffer`, or NULL on every PE (each
  // saying why) when any PE's buffer cannot be, or the sizes differ. Only
  // a heap in GPU memory can; this default says so.
  virtual void* register_window(const char* routine, Bootstrap& bootstrap,
                                int my_pe, void* buffer, size_t size,
                                int flags) {
    (void)bootstrap;
    (void)my_pe;
    (void)flags;
    warn(routine,
         "cannot register %zu bytes at %p: registered buffers need the "
         "symmetric heap in GPU memory, and it is in host memory "
         "(" SYMSYNC_SETTING_HEAP_KIND
         "=host, or no GPU was visible at nvshmem_init); "
         "returning NULL",
         size, buffer);
    return nullptr;
  }
  // nvshmemx_buffer_unregister_symmetric, collective, between the caller's
  // barriers: unmaps the region `buffer` starts on every PE, or on none
  // when any PE's arguments are wrong; an NVSHMEMX_* status.
  virtual int unregister_window(const char* routine, Bootstrap& bootstrap,
                                void* buffer, size_t size) {
    (void)bootstrap;
    warn(routine,
         "%p (%zu bytes) is not a buffer registered with "
         "nvshmemx_buffer_register_symmetric",
         buffer, size);
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  // The buffer registered with nvshmemx_buffer_register_symmetric that
  // holds `address`, if any (false when none does): its bounds, and, for a
  // valid `pe`, `address`'s counterpart on that PE (NULL for a PE not
  // reached; pass -1 to ask for the bounds alone).
  virtual bool find_window(const void* address, int pe,
                           WindowMatch* match) const {
    (void)address;
    (void)pe;
    (void)match;
    return false;
  }

  // The teams nvshmem_team_split_* made changed: `table` is DeviceState's
  // table of them (symsync/device_state.h), for device code's team queries
  // (a heap in GPU memory).
  virtual void publish_teams(const char* routine,
                             const std::vector<int>& table) {
    (void)routine;
    (void)table;
  }

  // NVSHMEM_DEBUG: the heap's live allocations changed (the allocator's
  // live blocks, by offset), for device code's checks of its ranges (a heap
  // in GPU memory); a host heap's host routines check them themselves.
  virtual void publish_allocations(
      const char* routine, const std::vector<SymmetricAllocator::Block>& live) {
    (void)routine;
    (void)live;
  }

  // When the job spans hosts (nvshmem_init): makes the memory of the host
  // proxy's channel of `capacity` slots (a power of two) for device code,
  // publishes it in the device state, and returns the channel as the proxy
  // addresses it (its `reserved` in GPU memory, which the host reads with a
  // copy); the memory lives as long as the heap. A heap in host memory has
  // no device producers: a channel with no slots.
  virtual ProxyChannel open_proxy_channel(const char* routine,
                                          uint64_t capacity) {
    (void)routine;
    (void)capacity;
    return ProxyChannel{};
  }
};

// POSIX shared memory: /dev/shm/symsync-<PE 0 pid>-<token>-<pe>.
std::unique_ptr<HeapBackend> create_host_heap(const HeapSetup& setup);
// The testing aid behind HeapSetup::test_kill (inline: both heaps, which
// live in different libraries, call it).
[[noreturn]] inline void kill_this_pe_for_test(const HeapSetup& setup) {
  std::fprintf(stderr,
               "symsync: PE %d: " SYMSYNC_SETTING_TEST_KILL_PE_IN_INIT
               ": killing this PE "
               "in %s\n",
               setup.my_pe, setup.routine);
  std::fflush(stderr);
  raise(SIGKILL);
  _exit(137);  // not reached
}

// CUDA device memory, peers mapped through CUDA IPC (heap_cuda.cu).
std::unique_ptr<HeapBackend> create_cuda_heap(const HeapSetup& setup);
// Number of CUDA devices this process sees; 0 without a driver or GPU.
int visible_cuda_devices();
// Whether this build has the CUDA parts (a GPU heap, the stream forms), as
// opposed to the host-only build //runtime:no_cuda makes.
bool built_with_cuda();

// The heap kind NVSHMEM_HEAP_KIND asks for (`asked`), or where it is unset
// the default for `devices` visible GPUs: cuda when there is one, else host.
inline HeapKind resolved_heap_kind(std::optional<HeapKind> asked, int devices) {
  if (asked) return *asked;
  return devices > 0 ? HeapKind::kCuda : HeapKind::kHost;
}

// The shared-memory segment name of `pe` in a job (without the leading
// /dev/shm): "symsync-<first_pid>-<token as 16 hex digits>-<pe>".
std::string host_segment_name(int64_t first_pid, uint64_t job_token, int pe);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_HEAP_H_
