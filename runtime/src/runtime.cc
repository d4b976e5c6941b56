// Host implementations of the setup, query, memory and barrier routines.

#include <nvshmem.h>
#include <symsync/device_state.h>
#include <symsync/host_api.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/allocator.h"
#include "runtime/src/bootstrap.h"
#include "runtime/src/errors.h"
#include "runtime/src/heap.h"
#include "runtime/src/settings.h"
#include "runtime/src/testing_hooks.h"

static_assert(sizeof(NVSHMEM_VENDOR_STRING) <= NVSHMEM_MAX_NAME_LEN,
              "NVSHMEM_VENDOR_STRING must fit in NVSHMEM_MAX_NAME_LEN bytes");

namespace symsync {
namespace impl {

HostGuard host_guard;

namespace {

struct Runtime {
  Settings settings;
  std::unique_ptr<Bootstrap> bootstrap;
  std::unique_ptr<HeapBackend> heap;
  std::unique_ptr<SymmetricAllocator> allocator;
  int my_pe = 0;
  int n_pes = 1;
  uint64_t collective_calls = 0;  // for NVSHMEM_DEBUG messages
  std::string segment_prefix;     // of the host heap's /dev/shm names
};

// Serializes init, finalize and the collective routines. The query routines
// read fields that stay fixed between init and finalize and need no lock.
std::mutex runtime_mutex;
Runtime* runtime = nullptr;
Bootstrap* abort_bootstrap = nullptr;

void abort_job(int exit_code) {
  if (abort_bootstrap != nullptr) abort_bootstrap->abort(exit_code);
  std::_Exit(exit_code);
}

Lifecycle lifecycle() {
  return static_cast<Lifecycle>(
      host_guard.lifecycle.load(std::memory_order_acquire));
}

// The PE number the launcher gave this process, for messages printed before
// the bootstrap knows it; -1 if none.
int launcher_rank() {
  for (const char* variable :
       {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"}) {
    if (const char* value = std::getenv(variable)) return std::atoi(value);
  }
  return -1;
}

// Ends this PE with a clear message if nvshmem_init does not complete in
// time: a PE that died or never started would otherwise leave the others
// waiting forever (MPI_Init itself waits for every process).
class InitWatchdog {
 public:
  InitWatchdog(const char* routine, double timeout_s)
      : routine_(routine), timeout_s_(timeout_s) {
    thread_ = std::thread([this] { watch(); });
  }
  ~InitWatchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

 private:
  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    const auto timeout = std::chrono::duration<double>(timeout_s_);
    if (wake_.wait_for(lock, timeout, [this] { return done_; })) return;
    warn(routine_,
         "not every PE completed nvshmem_init within %g s "
         "(NVSHMEM_BOOTSTRAP_TIMEOUT): another PE died, is stuck "
         "before calling nvshmem_init, or was never started",
         timeout_s_);
    exit_process(1);
  }

  const char* routine_;
  double timeout_s_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;
};

// What every PE tells the others at init.
struct PeerInfo {
  char node[256];  // host name and boot id: equal on PEs of one node
  int64_t pid;
  uint64_t token;  // PE 0's is the job's
  int32_t heap_kind;
  uint64_t heap_size;
};

std::string node_identity() {
  char host[128] = "";
  gethostname(host, sizeof host - 1);
  std::string identity = host;
  if (FILE* boot = std::fopen("/proc/sys/kernel/random/boot_id", "r")) {
    char id[64] = "";
    if (std::fgets(id, sizeof id, boot) != nullptr)
      identity += std::string("/") + id;
    std::fclose(boot);
  }
  return identity;
}

const char* kind_name(HeapKind kind) {
  return kind == HeapKind::kCuda ? "cuda" : "host";
}

HeapKind choose_heap_kind(const char* routine, const Settings& settings) {
  const int devices =
      settings.heap == HeapChoice::kHost ? 0 : visible_cuda_devices();
  if (settings.heap == HeapChoice::kCuda && devices == 0) {
    fatal(routine,
          "NVSHMEM_HEAP_KIND=cuda, but no CUDA device is visible to this "
          "process");
  }
  return devices > 0 ? HeapKind::kCuda : HeapKind::kHost;
}

void start(const char* routine) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  if (lifecycle() == Lifecycle::kRunning) {
    fatal(routine,
          "the library is already initialized: call nvshmem_init or "
          "nvshmem_init_thread once per program");
  }
  if (lifecycle() == Lifecycle::kFinalized) {
    fatal(routine,
          "called after nvshmem_finalize: the library cannot be started again "
          "in the same process");
  }
  set_error_context(launcher_rank(), nullptr);
  auto state = std::make_unique<Runtime>();
  state->settings = read_settings(routine);
  const Settings& settings = state->settings;
  InitWatchdog watchdog(routine, settings.bootstrap_timeout_s);

  state->bootstrap = make_bootstrap(routine, settings);
  Bootstrap& bootstrap = *state->bootstrap;
  state->my_pe = bootstrap.rank();
  state->n_pes = bootstrap.size();
  abort_bootstrap = state->n_pes > 1 ? &bootstrap : nullptr;
  set_error_context(state->my_pe, &abort_job);

  const HeapKind kind = choose_heap_kind(routine, settings);
  const size_t heap_size =
      settings.symmetric_size != 0
          ? settings.symmetric_size
          : (kind == HeapKind::kCuda ? kDefaultCudaHeapSize
                                     : kDefaultHostHeapSize);
  PeerInfo mine = {};
  std::snprintf(mine.node, sizeof mine.node, "%s", node_identity().c_str());
  mine.pid = getpid();
  mine.token = std::random_device{}() |
               (static_cast<uint64_t>(std::random_device{}()) << 32);
  mine.heap_kind = static_cast<int32_t>(kind);
  mine.heap_size = heap_size;
  std::vector<PeerInfo> peers(state->n_pes);
  bootstrap.allgather(routine, &mine, peers.data(), sizeof mine);

  HeapSetup setup{
      routine, &bootstrap,     state->my_pe, state->n_pes, {},
      0,       peers[0].token, peers[0].pid, heap_size,    settings.debug};
  for (int pe = 0; pe < state->n_pes; ++pe) {
    const bool local =
        std::strncmp(peers[pe].node, mine.node, sizeof mine.node) == 0;
    setup.same_node.push_back(local);
    if (local && pe < state->my_pe) ++setup.local_rank;
    if (peers[pe].heap_kind != mine.heap_kind) {
      fatal(routine,
            "PEs disagree on the heap kind: PE %d uses the %s heap, PE %d the "
            "%s heap (set NVSHMEM_HEAP_KIND the "
            "same on every PE)",
            state->my_pe, kind_name(kind), pe,
            kind_name(static_cast<HeapKind>(peers[pe].heap_kind)));
    }
    if (peers[pe].heap_size != mine.heap_size) {
      fatal(routine,
            "PEs disagree on the heap size: PE %d asks for %zu bytes, PE %d "
            "for %llu (set NVSHMEM_SYMMETRIC_SIZE the "
            "same on every PE)",
            state->my_pe, heap_size, pe,
            static_cast<unsigned long long>(peers[pe].heap_size));
    }
  }

  if (settings.test_kill_pe_in_init == state->my_pe) {
    std::fprintf(
        stderr,
        "symsync: PE %d: SYMSYNC_TEST_KILL_PE_IN_INIT: killing this PE in %s\n",
        state->my_pe, routine);
    std::fflush(stderr);
    std::raise(SIGKILL);
  }

  state->heap = kind == HeapKind::kCuda ? create_cuda_heap(setup)
                                        : create_host_heap(setup);
  if (kind == HeapKind::kHost) {
    const std::string first =
        host_segment_name(setup.first_pid, setup.job_token, 0);
    state->segment_prefix = first.substr(0, first.size() - 1);
  }
  state->allocator = std::make_unique<SymmetricAllocator>(heap_size);
  bootstrap.barrier(routine);

  host_guard.heap_begin = state->heap->base();
  host_guard.heap_end = state->heap->base() + state->heap->size();
  host_guard.heap_kind = kind;
  runtime = state.release();
  host_guard.lifecycle.store(static_cast<int>(Lifecycle::kRunning),
                             std::memory_order_release);
}

// The running library, for routines the generated entry already checked.
Runtime& running() { return *runtime; }

// NVSHMEM_DEBUG: every PE must make the same collective call; compares this
// PE's call with every other PE's and reports the first that differs.
struct CollectiveCall {
  char routine[40];
  uint64_t first;
  uint64_t second;
};

std::string describe(const CollectiveCall& call) {
  char text[128];
  const auto first = static_cast<unsigned long long>(call.first);
  const auto second = static_cast<unsigned long long>(call.second);
  if (std::strcmp(call.routine, "nvshmem_free") == 0) {
    if (call.first == UINT64_MAX) {
      std::snprintf(text, sizeof text, "%s(NULL)", call.routine);
    } else {
      std::snprintf(text, sizeof text, "%s(heap offset %llu)", call.routine,
                    first);
    }
  } else if (std::strcmp(call.routine, "nvshmem_malloc") == 0) {
    std::snprintf(text, sizeof text, "%s(%llu bytes)", call.routine, first);
  } else if (std::strcmp(call.routine, "nvshmem_calloc") == 0) {
    std::snprintf(text, sizeof text, "%s(%llu elements, %llu bytes in all)",
                  call.routine, first, second);
  } else if (std::strcmp(call.routine, "nvshmem_align") == 0) {
    std::snprintf(text, sizeof text, "%s(alignment %llu, %llu bytes)",
                  call.routine, first, second);
  } else {
    std::snprintf(text, sizeof text, "%s(%llu, %llu)", call.routine, first,
                  second);
  }
  return text;
}

void check_collective(Runtime& r, const char* routine, uint64_t first,
                      uint64_t second) {
  ++r.collective_calls;
  if (!r.settings.debug) return;
  CollectiveCall mine = {};
  std::snprintf(mine.routine, sizeof mine.routine, "%s", routine);
  mine.first = first;
  mine.second = second;
  std::vector<CollectiveCall> all(r.n_pes);
  r.bootstrap->allgather(routine, &mine, all.data(), sizeof mine);
  // Every PE compares with PE 0 and names the first PE that differs, so the
  // report reads the same whichever PE prints it first.
  for (int pe = 1; pe < r.n_pes; ++pe) {
    if (std::memcmp(&all[pe], &all[0], sizeof mine) != 0) {
      fatal(routine,
            "collective call #%llu differs across PEs (NVSHMEM_DEBUG): PE 0 "
            "called %s, but PE %d called %s; every PE "
            "must make the same calls in the same order",
            static_cast<unsigned long long>(r.collective_calls),
            describe(all[0]).c_str(), pe, describe(all[pe]).c_str());
    }
  }
}

void* allocate(const char* routine, size_t size, size_t alignment,
               uint64_t count_for_debug, bool zero) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  check_collective(r, routine, count_for_debug, size);
  void* result = nullptr;
  if (auto offset = r.allocator->allocate(size, alignment)) {
    result = r.heap->base() + *offset;
    if (zero) r.heap->zero(routine, result, size);
  } else {
    warn(routine,
         "cannot allocate %zu bytes (alignment %zu): the symmetric heap of %zu "
         "bytes (NVSHMEM_SYMMETRIC_SIZE) has %zu "
         "bytes free, in blocks of at most %zu bytes; returning NULL",
         size, alignment, r.allocator->capacity(), r.allocator->free_bytes(),
         r.allocator->largest_free_block());
  }
  r.bootstrap->barrier(routine);
  return result;
}

}  // namespace

void init(const char* routine) { start(routine); }

int init_thread(const char* routine, int requested, int* provided) {
  if (requested < NVSHMEM_THREAD_SINGLE ||
      requested > NVSHMEM_THREAD_MULTIPLE) {
    warn(routine,
         "requested thread level %d is not one of NVSHMEM_THREAD_SINGLE (%d) "
         "... NVSHMEM_THREAD_MULTIPLE (%d); the "
         "library was not initialized",
         requested, NVSHMEM_THREAD_SINGLE, NVSHMEM_THREAD_MULTIPLE);
    return 1;
  }
  start(routine);
  if (provided != nullptr) *provided = NVSHMEM_THREAD_MULTIPLE;
  return 0;
}

void query_thread(const char* routine, int* provided) {
  if (provided == nullptr) fatal(routine, "provided is NULL");
  *provided = NVSHMEM_THREAD_MULTIPLE;
}

void finalize(const char* routine) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime* r = runtime;
  r->bootstrap->barrier(routine);
  if (r->settings.debug) {
    const auto live = r->allocator->live_blocks();
    if (!live.empty()) {
      std::string list;
      for (size_t i = 0; i < live.size() && i < 8; ++i) {
        char item[96];
        std::snprintf(item, sizeof item, "%s%zu bytes at %p", i ? ", " : "",
                      live[i].size,
                      static_cast<void*>(r->heap->base() + live[i].offset));
        list += item;
      }
      if (live.size() > 8) list += ", ...";
      warn(routine,
           "%zu symmetric allocation(s) were never freed (NVSHMEM_DEBUG): %s",
           live.size(), list.c_str());
    }
  }
  host_guard.lifecycle.store(static_cast<int>(Lifecycle::kFinalized),
                             std::memory_order_release);
  host_guard.heap_begin = host_guard.heap_end = nullptr;
  host_guard.heap_kind = HeapKind::kNone;
  runtime = nullptr;
  r->heap.reset();
  abort_bootstrap = nullptr;
  set_error_context(r->my_pe, nullptr);
  delete r;  // finalizes the bootstrap (and MPI, if the library started it)
}

void barrier_all(const char* routine) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  std::atomic_thread_fence(std::memory_order_seq_cst);
  running().bootstrap->barrier(routine);
  std::atomic_thread_fence(std::memory_order_seq_cst);
}

void* malloc(const char* routine, size_t size) {
  if (size == 0) return nullptr;
  return allocate(routine, size, SymmetricAllocator::kDefaultMinAlignment, size,
                  false);
}

void* calloc(const char* routine, size_t count, size_t size) {
  if (count == 0 || size == 0) return nullptr;
  if (count > SIZE_MAX / size) {
    warn(routine, "%zu elements of %zu bytes overflow size_t; returning NULL",
         count, size);
    return nullptr;
  }
  return allocate(routine, count * size,
                  SymmetricAllocator::kDefaultMinAlignment, count, true);
}

void* align(const char* routine, size_t alignment, size_t size) {
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    warn(routine, "alignment %zu is not a power of two; returning NULL",
         alignment);
    return nullptr;
  }
  if (alignment > kHeapBaseAlignment) {
    warn(routine,
         "alignment %zu is larger than the %zu bytes the symmetric heap's base "
         "is aligned to; returning NULL",
         alignment, kHeapBaseAlignment);
    return nullptr;
  }
  if (size == 0) return nullptr;
  return allocate(routine, size, alignment, alignment, false);
}

void free(const char* routine, void* ptr) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime& r = running();
  char* address = static_cast<char*>(ptr);
  const size_t offset =
      address == nullptr ? 0 : static_cast<size_t>(address - r.heap->base());
  if (address != nullptr) {
    if (address < r.heap->base() ||
        address >= r.heap->base() + r.heap->size()) {
      fatal(routine, "%p is not in the symmetric heap [%p, %p)", ptr,
            static_cast<void*>(r.heap->base()),
            static_cast<void*>(r.heap->base() + r.heap->size()));
    }
    if (!r.allocator->is_live(offset)) {
      fatal(routine,
            "%p (heap offset %zu) is not the start of a live symmetric "
            "allocation: it was already freed, never "
            "allocated, or points inside a block",
            ptr, offset);
    }
  }
  check_collective(r, routine, address == nullptr ? UINT64_MAX : offset, 0);
  r.bootstrap->barrier(routine);  // no PE frees a block another still uses
  if (address != nullptr) r.allocator->release(offset);
}

int my_pe(const char*) { return running().my_pe; }

int n_pes(const char*) { return running().n_pes; }

void* ptr(const char*, const void* dest, int pe) {
  Runtime& r = running();
  return peer_address(r.heap->base(), r.heap->size(),
                      r.heap->peer_bases().data(), r.n_pes, dest, pe);
}

void info_get_version(const char* routine, int* major, int* minor) {
  if (major == nullptr || minor == nullptr)
    fatal(routine, "major and minor must not be NULL");
  *major = NVSHMEM_MAJOR_VERSION;
  *minor = NVSHMEM_MINOR_VERSION;
}

void info_get_name(const char* routine, char* name) {
  if (name == nullptr)
    fatal(routine, "name is NULL; pass a buffer of NVSHMEM_MAX_NAME_LEN bytes");
  copy_vendor_name(name, NVSHMEM_VENDOR_STRING, NVSHMEM_MAX_NAME_LEN);
}

std::string host_segment_prefix() {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  return runtime != nullptr ? runtime->segment_prefix : std::string();
}

void report_not_running(const char* routine) {
  if (lifecycle() == Lifecycle::kFinalized) {
    fatal(routine, "called after nvshmem_finalize");
  }
  fatal(routine, "called before nvshmem_init (or nvshmem_init_thread)");
}

void report_not_symmetric(const char* routine, const char* parameter,
                          const void* address, size_t count,
                          size_t element_size, bool for_stream) {
  if (lifecycle() != Lifecycle::kRunning) report_not_running(routine);
  if (for_stream && host_guard.heap_kind != HeapKind::kCuda) {
    fatal(routine,
          "stream forms need the symmetric heap in GPU memory "
          "(NVSHMEM_HEAP_KIND=cuda), but this run uses the host "
          "heap");
  }
  if (!for_stream && host_guard.heap_kind != HeapKind::kHost) {
    fatal(routine,
          "the symmetric heap is in GPU memory (NVSHMEM_HEAP_KIND=cuda), which "
          "host code cannot read: call this "
          "routine from device code, or use its nvshmemx_..._on_stream form");
  }
  fatal(routine,
        "%s (%p, %zu element(s) of %zu bytes) is not inside the symmetric heap "
        "[%p, %p): pass memory from "
        "nvshmem_malloc",
        parameter, address, count, element_size,
        static_cast<const void*>(host_guard.heap_begin),
        static_cast<const void*>(host_guard.heap_end));
}

}  // namespace impl
}  // namespace symsync
