// The CUDA heap: one cudaMalloc region per PE; the regions of the other PEs
// of the node are mapped into this process with CUDA IPC.
//
// Legacy IPC handles (cudaIpcGetMemHandle / cudaIpcOpenMemHandle) rather than
// VMM shareable handles: a legacy handle is 64 plain bytes that the bootstrap's
// allgather carries as is, it maps memory of the same GPU into another process
// (several PEs may share one GPU) and of a peer GPU over NVLink or PCIe, and it
// needs no file-descriptor passing between processes, which POSIX-fd VMM
// handles would. The price, one allocation per PE whose size is fixed at
// nvshmem_init, is what a symmetric heap is anyway.

#include <cuda.h>
#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/proxy_channel.h>

#include <cstdint>
#include <cstring>
#include <mutex>
#include <string>

#include "runtime/src/common/device_registry.h"
#include "runtime/src/common/driver_entry.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/device/error_record.h"
#include "runtime/src/heap/heap.h"

namespace symsync {
namespace impl {
namespace {

void check(const char* routine, cudaError_t error, const char* what) {
  if (error == cudaSuccess) return;
  report_device_error_if_any();  // a kernel's misuse explains it better
  fatal(routine, "%s: %s (%s)", what, cudaGetErrorString(error),
        cudaGetErrorName(error));
}

// A copy of `table` in GPU memory (NULL for an empty one), for device code;
// the caller frees it with cudaFree.
template <typename T>
T* copy_to_gpu(const char* routine, const std::vector<T>& table,
               const char* what) {
  if (table.empty()) return nullptr;
  void* memory = nullptr;
  const std::string doing = std::string("copying ") + what + " to the GPU";
  check(routine, cudaMalloc(&memory, sizeof(T) * table.size()), doing.c_str());
  check(routine,
        cudaMemcpy(memory, table.data(), sizeof(T) * table.size(),
                   cudaMemcpyHostToDevice),
        doing.c_str());
  return static_cast<T*>(memory);
}

// Copies `state` into every CUDA module of the program.
void publish_state(const char* routine, const DeviceState& state) {
  check(routine, static_cast<cudaError_t>(publish_device_state(state)),
        "copying the device state into the program's CUDA modules");
}

std::string cuda_text(cudaError_t error) {
  cudaGetLastError();  // the error is reported, not left for the next call
  return std::string(cudaGetErrorString(error)) + " (" +
         cudaGetErrorName(error) + ")";
}

// The driver functions registration asks which allocation holds a buffer
// with (runtime/src/common/driver_entry.h).
struct DriverCalls {
  CUresult (*address_range)(CUdeviceptr*, size_t*, CUdeviceptr) = nullptr;
  CUresult (*retain_handle)(CUmemGenericAllocationHandle*, void*) = nullptr;
  CUresult (*release_handle)(CUmemGenericAllocationHandle) = nullptr;
  CUresult (*pointer_attribute)(void*, CUpointer_attribute,
                                CUdeviceptr) = nullptr;
};

const DriverCalls& driver_calls() {
  static const DriverCalls calls = [] {
    DriverCalls c;
    c.address_range =
        driver_entry_point<decltype(c.address_range)>("cuMemGetAddressRange");
    c.retain_handle = driver_entry_point<decltype(c.retain_handle)>(
        "cuMemRetainAllocationHandle");
    c.release_handle =
        driver_entry_point<decltype(c.release_handle)>("cuMemRelease");
    c.pointer_attribute = driver_entry_point<decltype(c.pointer_attribute)>(
        "cuPointerGetAttribute");
    return c;
  }();
  return calls;
}

// What a PE offers at nvshmemx_buffer_register_symmetric: whether its
// buffer can be registered, its size, and how the node's PEs map it.
struct WindowOffer {
  int ok;
  uint64_t size;
  cudaIpcMemHandle_t handle;  // of the allocation holding the buffer
  uint64_t offset;            // of the buffer in that allocation
};

// A registered buffer: this PE's, and every PE's counterpart.
struct Window {
  char* base = nullptr;
  size_t size = 0;
  const void* allocation = nullptr;    // the CUDA allocation holding it
  std::vector<char*> peer_bases;       // as this process addresses them
  char** device_peer_bases = nullptr;  // the same, in GPU memory
  std::vector<void*> opened;           // IPC mappings to close
};

class CudaHeap final : public HeapBackend {
 public:
  explicit CudaHeap(const HeapSetup& setup)
      : size_(setup.size), peer_bases_(setup.n_pes, nullptr) {
    const char* routine = setup.routine;
    // The heap lives on the device the program made current before
    // nvshmem_init, as NVSHMEM does; the library never picks one itself.
    check(routine, cudaGetDevice(&device_),
          "reading the calling thread's current CUDA device");
    // Over-allocate so the heap can start at a multiple of
    // kHeapBaseAlignment inside the allocation, and so that the stream
    // barrier's flags (one uint64_t per PE, see stream/barrier_on_stream.cu)
    // and the device barriers' (device_api.h) follow the heap's end; peers
    // map the whole allocation and add the owner's offset.
    const size_t flag_bytes = barrier_flag_bytes(setup.n_pes);
    void* allocation = nullptr;
    const cudaError_t allocated =
        cudaMalloc(&allocation, stream_barrier_flags_offset(size_) +
                                    flag_bytes + kHeapBaseAlignment);
    if (allocated != cudaSuccess) {
      fatal(routine,
            "cannot allocate the %zu-byte symmetric heap "
            "(" SYMSYNC_SETTING_SYMMETRIC_SIZE
            " with the teams' sync areas and the reductions' scratch area) on "
            "GPU %d: %s",
            size_, device_, cudaGetErrorString(allocated));
    }
    allocation_ = static_cast<char*>(allocation);
    if (setup.test_kill) kill_this_pe_for_test(setup);
    const uintptr_t raw = reinterpret_cast<uintptr_t>(allocation_);
    base_ = reinterpret_cast<char*>((raw + kHeapBaseAlignment - 1) &
                                    ~(uintptr_t{kHeapBaseAlignment} - 1));
    peer_bases_[setup.my_pe] = base_;
    // Zeroed before nvshmem_init's last barrier: no PE's first stream
    // barrier writes a flag before every PE has zeroed its own.
    check(routine,
          cudaMemset(base_ + stream_barrier_flags_offset(size_), 0, flag_bytes),
          "zeroing the stream barrier's flags");

    // Only a PE with another PE on its node exports its heap: making an IPC
    // handle fails on some systems (and is pointless) for a PE alone.
    bool local_peer = false;
    for (int pe = 0; pe < setup.n_pes; ++pe)
      local_peer |= pe != setup.my_pe && setup.same_node[pe];
    struct Published {
      cudaIpcMemHandle_t handle;
      uint64_t offset;  // of the heap's base in the allocation
    } own = {};
    if (local_peer) {
      check(routine, cudaIpcGetMemHandle(&own.handle, allocation_),
            "making the CUDA IPC handle of the symmetric heap");
      own.offset = static_cast<uint64_t>(base_ - allocation_);
    }
    std::vector<Published> published(setup.n_pes);
    setup.bootstrap->allgather(routine, &own, published.data(), sizeof own);
    for (int pe = 0; pe < setup.n_pes; ++pe) {
      if (pe == setup.my_pe || !setup.same_node[pe]) continue;
      void* peer = nullptr;
      const cudaError_t opened = cudaIpcOpenMemHandle(
          &peer, published[pe].handle, cudaIpcMemLazyEnablePeerAccess);
      if (opened != cudaSuccess) {
        // A peer on this node must be reachable: a NULL entry here would
        // make the first store through nvshmem_ptr fault on the GPU.
        fatal(routine,
              "cannot map the CUDA heap of PE %d, which runs on this node, "
              "into GPU %d: %s (%s). PEs on one node must see each other's "
              "GPUs (peer access over NVLink or PCIe, the same "
              "CUDA_VISIBLE_DEVICES)",
              pe, device_, cudaGetErrorString(opened),
              cudaGetErrorName(opened));
      }
      peer_bases_[pe] = static_cast<char*>(peer) + published[pe].offset;
      opened_.push_back(peer);
    }

    device_peer_bases_ = copy_to_gpu(routine, peer_bases_, "the peer table");
    DeviceState& state = state_;
    state.initialized = 1;
    state.my_pe = setup.my_pe;
    state.n_pes = setup.n_pes;
    state.debug = setup.debug ? 1 : 0;
    state.wait_timeout_ns = setup.wait_timeout_ns;
    state.heap_base = base_;
    state.heap_size = size_;
    state.peer_bases = device_peer_bases_;
    state.node_my_pe = setup.local_rank;
    state.node_n_pes = setup.local_count;
    state.team_flags_offset = setup.team_flags_offset;
    state.team_area_bytes = setup.team_area_bytes;
    state.reduce_scratch_offset = setup.reduce_scratch_offset;
    state.reduce_scratch_bytes = setup.reduce_scratch_bytes;
    state.error_record = device_error_record(routine);
    void* barrier_words = nullptr;
    check(routine, cudaMalloc(&barrier_words, 2 * sizeof(unsigned long long)),
          "allocating the device barriers' counters");
    check(routine, cudaMemset(barrier_words, 0, 2 * sizeof(unsigned long long)),
          "clearing the device barriers' counters");
    barrier_words_ = static_cast<unsigned long long*>(barrier_words);
    state.device_barriers = &barrier_words_[0];
    state.collective_kernels = reinterpret_cast<int*>(&barrier_words_[1]);
    if (setup.debug) {
      void* table = nullptr;
      const size_t bytes =
          sizeof(unsigned long long) * (1 + 2 * kDebugAllocations);
      check(routine, cudaMalloc(&table, bytes),
            "allocating " SYMSYNC_SETTING_DEBUG "'s table of allocations");
      check(routine, cudaMemset(table, 0, bytes),
            "clearing " SYMSYNC_SETTING_DEBUG "'s table of allocations");
      allocations_ = static_cast<unsigned long long*>(table);
      state.allocations = allocations_;
    }
    publish_state(routine, state);
    check(routine, cudaDeviceSynchronize(), "finishing the CUDA heap setup");
  }

  ProxyChannel open_proxy_channel(const char* routine,
                                  uint64_t capacity) override {
    // The slots and the counters the proxy writes in host memory the GPU
    // maps; the producers' counters (reserved, quieted) in GPU memory.
    void* slots = nullptr;
    check(routine,
          cudaHostAlloc(&slots, capacity * sizeof(ProxyRequest),
                        cudaHostAllocMapped | cudaHostAllocPortable),
          "allocating the host proxy's channel");
    proxy_slots_ = static_cast<ProxyRequest*>(slots);
    std::memset(slots, 0, capacity * sizeof(ProxyRequest));
    void* counters = nullptr;
    check(routine,
          cudaHostAlloc(&counters, 2 * kProxyCounterStride * sizeof(uint64_t),
                        cudaHostAllocMapped | cudaHostAllocPortable),
          "allocating the host proxy's counters");
    proxy_counters_ = static_cast<uint64_t*>(counters);
    std::memset(counters, 0, 2 * kProxyCounterStride * sizeof(uint64_t));
    void* producers = nullptr;
    check(routine,
          cudaMalloc(&producers, 2 * kProxyCounterStride * sizeof(uint64_t)),
          "allocating the device producers' counters");
    check(routine,
          cudaMemset(producers, 0, 2 * kProxyCounterStride * sizeof(uint64_t)),
          "clearing the device producers' counters");
    proxy_producers_ = static_cast<uint64_t*>(producers);

    ProxyChannel host = {};  // its `reserved`: the GPU's, read by copies
    host.slots = proxy_slots_;
    host.reserved = &proxy_producers_[0];
    host.capacity = capacity;
    host.consumed = &proxy_counters_[0];
    host.completed = &proxy_counters_[kProxyCounterStride];
    ProxyChannel device = host;
    check(routine, cudaHostGetDevicePointer(&device.slots, slots, 0),
          "mapping the host proxy's channel into the GPU");
    uint64_t* mapped = nullptr;
    check(routine, cudaHostGetDevicePointer(&mapped, counters, 0),
          "mapping the host proxy's counters into the GPU");
    device.consumed = &mapped[0];
    device.completed = &mapped[kProxyCounterStride];

    device.quieted = &proxy_producers_[kProxyCounterStride];
    state_.proxy = device;
    publish_state(routine, state_);
    check(routine, cudaDeviceSynchronize(), "setting up the host proxy");
    return host;
  }

  ~CudaHeap() override {
    release_peers();
    if (proxy_slots_ != nullptr) cudaFreeHost(proxy_slots_);
    if (proxy_counters_ != nullptr) cudaFreeHost(proxy_counters_);
    cudaFree(proxy_producers_);
    cudaFree(barrier_words_);
    if (zero_stream_ != nullptr) cudaStreamDestroy(zero_stream_);
    cudaFree(device_peer_bases_);
    cudaFree(allocations_);
    cudaFree(device_teams_);
    cudaFree(allocation_);
  }

  void publish_allocations(
      const char* routine,
      const std::vector<SymmetricAllocator::Block>& live) override {
    if (allocations_ == nullptr) return;
    std::vector<unsigned long long> table(1 + 2 * live.size());
    table[0] = live.size();
    if (live.size() > kDebugAllocations) {
      if (!warned_allocations_) {
        warn(routine,
             "%zu allocations are live, more than the %llu whose bounds "
             "device code checks (" SYMSYNC_SETTING_DEBUG
             "): device ranges are unchecked while there are so many",
             live.size(), kDebugAllocations);
        warned_allocations_ = true;
      }
      table.resize(1);
    }
    for (size_t i = 0; i < live.size() && table.size() > 1; ++i) {
      table[1 + 2 * i] = live[i].offset;
      table[2 + 2 * i] = live[i].size;
    }
    check(routine,
          cudaMemcpy(allocations_, table.data(),
                     sizeof(unsigned long long) * table.size(),
                     cudaMemcpyHostToDevice),
          "copying " SYMSYNC_SETTING_DEBUG "'s table of allocations");
    // A copy from pageable memory may still be on its way when cudaMemcpy
    // returns, and kernels on non-blocking streams are not ordered after
    // it: the table is complete before nvshmem_malloc or free returns.
    check(routine, cudaDeviceSynchronize(),
          "copying " SYMSYNC_SETTING_DEBUG "'s table of allocations");
  }

  // Closes the mappings of the other PEs' heaps and registered buffers;
  // nvshmem_finalize calls it, then waits for every PE, and only then frees
  // this PE's heap, so no PE frees memory another still has open.
  void release_peers() override {
    publish_device_state(DeviceState{});
    for (void* peer : opened_) cudaIpcCloseMemHandle(peer);
    opened_.clear();
    std::lock_guard<std::mutex> lock(windows_mutex_);
    for (Window& window : windows_) close(window);
    windows_.clear();
    cudaFree(device_windows_);
    device_windows_ = nullptr;
  }

  void* register_window(const char* routine, Bootstrap& bootstrap, int my_pe,
                        void* buffer, size_t size, int flags) override {
    const int n_pes = static_cast<int>(peer_bases_.size());
    WindowOffer mine = {};
    mine.size = size;
    const void* allocation = nullptr;
    const std::string problem = offer(buffer, size, flags, &mine, &allocation);
    mine.ok = problem.empty() ? 1 : 0;
    std::vector<WindowOffer> offers(n_pes);
    bootstrap.allgather(routine, &mine, offers.data(), sizeof mine);
    // Every PE reaches the same decision from the same offers.
    if (!problem.empty()) {
      warn(routine, "cannot register %zu bytes at %p: %s; returning NULL", size,
           buffer, problem.c_str());
      return nullptr;
    }
    for (int pe = 0; pe < n_pes; ++pe) {
      if (!offers[pe].ok) {
        warn(routine,
             "PE %d could not register its buffer (it says why), so no PE "
             "does; returning NULL",
             pe);
        return nullptr;
      }
      if (offers[pe].size != offers[0].size) {
        warn(routine,
             "PE %d registers %llu bytes and PE 0 %llu: every PE must pass "
             "the same size; returning NULL",
             pe, static_cast<unsigned long long>(offers[pe].size),
             static_cast<unsigned long long>(offers[0].size));
        return nullptr;
      }
    }
    Window window;
    window.base = static_cast<char*>(buffer);
    window.size = size;
    window.allocation = allocation;
    window.peer_bases.assign(n_pes, nullptr);
    for (int pe = 0; pe < n_pes; ++pe) {
      if (pe == my_pe) {
        window.peer_bases[pe] = window.base;
        continue;
      }
      if (peer_bases_[pe] == nullptr) continue;  // another host's PE
      void* peer = nullptr;
      const cudaError_t opened = cudaIpcOpenMemHandle(
          &peer, offers[pe].handle, cudaIpcMemLazyEnablePeerAccess);
      if (opened != cudaSuccess) {
        fatal(routine, "cannot map PE %d's registered buffer into GPU %d: %s",
              pe, device_, cuda_text(opened).c_str());
      }
      window.opened.push_back(peer);
      window.peer_bases[pe] = static_cast<char*>(peer) + offers[pe].offset;
    }
    window.device_peer_bases = copy_to_gpu(routine, window.peer_bases,
                                           "a registered buffer's peer table");
    {
      std::lock_guard<std::mutex> lock(windows_mutex_);
      windows_.push_back(std::move(window));
    }
    publish_windows(routine);
    return buffer;
  }

  int unregister_window(const char* routine, Bootstrap& bootstrap, void* buffer,
                        size_t size) override {
    // Every PE unmaps, or none does: a PE whose arguments are wrong must
    // not keep mappings of buffers the others then free.
    std::string problem;
    {
      std::lock_guard<std::mutex> lock(windows_mutex_);
      const Window* window = window_of(buffer);
      if (window == nullptr || window->base != buffer) {
        problem =
            "it is not a buffer registered with "
            "nvshmemx_buffer_register_symmetric";
      } else if (window->size != size) {
        problem = "it was registered with " + std::to_string(window->size) +
                  " bytes: pass that size";
      }
    }
    const int n_pes = static_cast<int>(peer_bases_.size());
    const int ok = problem.empty() ? 1 : 0;
    std::vector<int> oks(n_pes);
    bootstrap.allgather(routine, &ok, oks.data(), sizeof ok);
    if (!problem.empty()) {
      warn(routine, "%p (%zu bytes): %s", buffer, size, problem.c_str());
      return NVSHMEMX_ERROR_INVALID_VALUE;
    }
    for (int pe = 0; pe < n_pes; ++pe) {
      if (!oks[pe]) {
        warn(routine,
             "PE %d could not unregister its buffer (it says why), so no PE "
             "does",
             pe);
        return NVSHMEMX_ERROR_INVALID_VALUE;
      }
    }
    Window gone;
    {
      std::lock_guard<std::mutex> lock(windows_mutex_);
      for (auto window = windows_.begin(); window != windows_.end(); ++window) {
        if (window->base == buffer) {
          gone = std::move(*window);
          windows_.erase(window);
          break;
        }
      }
    }
    publish_windows(routine);  // device code no longer reaches it
    close(gone);
    return NVSHMEMX_SUCCESS;
  }

  bool find_window(const void* address, int pe,
                   WindowMatch* match) const override {
    std::lock_guard<std::mutex> lock(windows_mutex_);
    const Window* window = window_of(address);
    if (window == nullptr) return false;
    match->base = window->base;
    match->size = window->size;
    match->peer = pe >= 0 && pe < static_cast<int>(window->peer_bases.size())
                      ? SymmetricWindow{window->base, window->size,
                                        window->peer_bases.data()}
                            .counterpart(address, pe)
                      : nullptr;
    return true;
  }

  HeapKind kind() const override { return HeapKind::kCuda; }
  char* base() const override { return base_; }
  size_t size() const override { return size_; }
  const std::vector<char*>& peer_bases() const override { return peer_bases_; }

  void zero(const char* routine, void* address, size_t bytes) override {
    // On a stream of its own that does not synchronize with the legacy
    // default stream, and waiting for that stream alone: a device-wide
    // synchronization would deadlock against a stream wait the program has
    // enqueued for a value another PE writes after this call returns.
    check(routine, cudaMemsetAsync(address, 0, bytes, own_stream(routine)),
          "zeroing symmetric memory");
    check(routine, cudaStreamSynchronize(zero_stream_),
          "zeroing symmetric memory");
  }

 private:
  // Why `size` bytes at `buffer` cannot be registered (empty: they can),
  // and, where they can, the IPC handle that maps them into the node's
  // other PEs and the allocation holding them.
  std::string offer(void* buffer, size_t size, int flags, WindowOffer* mine,
                    const void** allocation_of_buffer) {
    if (buffer == nullptr) return "buf is NULL";
    if (size == 0) return "size is 0";
    if (flags != 0) {
      return "flags is " + std::to_string(flags) +
             ", and no flag is defined: pass 0";
    }
    cudaPointerAttributes attributes = {};
    const cudaError_t asked = cudaPointerGetAttributes(&attributes, buffer);
    if (asked != cudaSuccess) {
      return "CUDA cannot tell what memory it is: " + cuda_text(asked);
    }
    if (attributes.type != cudaMemoryTypeDevice ||
        attributes.device != device_) {
      return "it is not memory of GPU " + std::to_string(device_) +
             ", which holds the symmetric heap (allocate it with cudaMalloc "
             "on that GPU)";
    }
    const DriverCalls& d = driver_calls();
    // cudaMalloc's memory is legacy-IPC capable; only other memory is asked
    // whether it is cuMemCreate's, since asking cudaMalloc's makes the
    // driver report an error (which compute-sanitizer counts).
    int legacy_ipc = 0;
    const bool from_cuda_malloc =
        d.pointer_attribute != nullptr &&
        d.pointer_attribute(
            &legacy_ipc, CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE,
            reinterpret_cast<CUdeviceptr>(buffer)) == CUDA_SUCCESS &&
        legacy_ipc != 0;
    CUmemGenericAllocationHandle vmm = 0;
    if (!from_cuda_malloc && d.retain_handle != nullptr &&
        d.retain_handle(&vmm, buffer) == CUDA_SUCCESS) {
      if (d.release_handle != nullptr) d.release_handle(vmm);
      return "it is memory of cuMemCreate (CUDA's virtual memory API), which "
             "symsync does not map into other processes: allocate it with "
             "cudaMalloc";
    }
    CUdeviceptr allocation = 0;
    size_t allocation_size = 0;
    if (d.address_range == nullptr ||
        d.address_range(&allocation, &allocation_size,
                        reinterpret_cast<CUdeviceptr>(buffer)) !=
            CUDA_SUCCESS) {
      cudaGetLastError();
      return "the CUDA driver cannot tell which allocation holds it";
    }
    const auto* holder = reinterpret_cast<const char*>(allocation);
    if (holder == allocation_) {
      return "it lies in the symmetric heap's own allocation, whose heap is "
             "symmetric already";
    }
    {
      std::lock_guard<std::mutex> lock(windows_mutex_);
      for (const Window& window : windows_) {
        if (window.allocation == holder) {
          return "its allocation holds a buffer registered before (one "
                 "allocation is registered once at a time)";
        }
      }
    }
    const size_t offset =
        static_cast<size_t>(reinterpret_cast<CUdeviceptr>(buffer) - allocation);
    if (size > allocation_size - offset) {
      return "it runs past the end of its allocation (" +
             std::to_string(allocation_size - offset) + " bytes are left)";
    }
    mine->offset = offset;
    *allocation_of_buffer = holder;
    bool local_peer = false;
    for (size_t pe = 0; pe < peer_bases_.size(); ++pe)
      local_peer |= peer_bases_[pe] != nullptr && peer_bases_[pe] != base_;
    if (local_peer) {
      const cudaError_t made = cudaIpcGetMemHandle(
          &mine->handle, reinterpret_cast<void*>(allocation));
      if (made != cudaSuccess) {
        return "CUDA IPC cannot share it (" + cuda_text(made) +
               "): allocate it with cudaMalloc, not cudaMallocManaged or a "
               "cudaMallocAsync pool";
      }
    }
    return "";
  }

  // The registered buffer holding `address`; windows_mutex_ is held.
  const Window* window_of(const void* address) const {
    const char* at = static_cast<const char*>(address);
    for (const Window& window : windows_) {
      if (at >= window.base && at < window.base + window.size) return &window;
    }
    return nullptr;
  }

  static void close(Window& window) {
    for (void* peer : window.opened) cudaIpcCloseMemHandle(peer);
    window.opened.clear();
    cudaFree(window.device_peer_bases);
    window.device_peer_bases = nullptr;
  }

  // Gives device code the registered buffers: a new table in GPU memory,
  // published with the rest of the state, and the old one freed. Called by
  // the collective routines only (one at a time); CUDA is called without
  // windows_mutex_, which host lookups take.
  void publish_windows(const char* routine) {
    std::vector<SymmetricWindow> table;
    {
      std::lock_guard<std::mutex> lock(windows_mutex_);
      for (const Window& window : windows_) {
        table.push_back(SymmetricWindow{window.base, window.size,
                                        window.device_peer_bases});
      }
    }
    SymmetricWindow* device_table =
        copy_to_gpu(routine, table, "the table of registered buffers");
    state_.windows = device_table;
    state_.window_count = static_cast<int>(table.size());
    publish_state(routine, state_);
    cudaFree(device_windows_);  // the state no longer points to it
    device_windows_ = device_table;
  }

  // Gives device code the teams made by splits (symsync/device_state.h's
  // DeviceState::teams): the table is allocated and published with the rest
  // of the state at the first split, then updated in place on the zeroing
  // stream, which waits for nothing else (a device-wide synchronization
  // could deadlock against a stream wait of the program, as zero() says).
  // Called by the collective routines only (one at a time).
  void publish_teams(const char* routine,
                     const std::vector<int>& table) override {
    if (device_teams_ == nullptr) {
      device_teams_ = copy_to_gpu(routine, table, "the table of teams");
      state_.teams = device_teams_;
      state_.team_count =
          static_cast<int>(table.size() / device_team_stride(state_.n_pes));
      publish_state(routine, state_);
      return;
    }
    check(
        routine,
        cudaMemcpyAsync(device_teams_, table.data(), sizeof(int) * table.size(),
                        cudaMemcpyHostToDevice, own_stream(routine)),
        "copying the table of teams to the GPU");
    check(routine, cudaStreamSynchronize(zero_stream_),
          "copying the table of teams to the GPU");
  }

  // The library's stream for zeroing symmetric memory and updating the
  // table of teams, made at first use: it does not synchronize with the
  // legacy default stream.
  cudaStream_t own_stream(const char* routine) {
    if (zero_stream_ == nullptr) {
      check(routine,
            cudaStreamCreateWithFlags(&zero_stream_, cudaStreamNonBlocking),
            "creating the stream that zeroes symmetric memory");
    }
    return zero_stream_;
  }

  size_t size_;
  int device_ = 0;
  char* allocation_ = nullptr;
  char* base_ = nullptr;
  char** device_peer_bases_ = nullptr;
  std::vector<char*> peer_bases_;
  std::vector<void*> opened_;
  cudaStream_t zero_stream_ = nullptr;
  DeviceState state_ = {};  // as published, registered buffers included
  // The host proxy's channel (open_proxy_channel): slots and the proxy's
  // counters (host memory), the producers' counters (GPU memory), each
  // counter on a cache line of its own.
  static constexpr size_t kProxyCounterStride = 64 / sizeof(uint64_t);
  unsigned long long* barrier_words_ = nullptr;  // the device barriers'
  ProxyRequest* proxy_slots_ = nullptr;
  uint64_t* proxy_counters_ = nullptr;
  uint64_t* proxy_producers_ = nullptr;
  unsigned long long* allocations_ = nullptr;  // NVSHMEM_DEBUG's table
  int* device_teams_ = nullptr;                // DeviceState::teams
  bool warned_allocations_ = false;
  mutable std::mutex windows_mutex_;
  std::vector<Window> windows_;
  SymmetricWindow* device_windows_ = nullptr;
};

}  // namespace

std::unique_ptr<HeapBackend> create_cuda_heap(const HeapSetup& setup) {
  return std::make_unique<CudaHeap>(setup);
}

bool built_with_cuda() { return true; }

int visible_cuda_devices() {
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess) {
    cudaGetLastError();
    return 0;
  }
  return count;
}

}  // namespace impl
}  // namespace symsync
