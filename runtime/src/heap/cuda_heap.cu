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

#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>

#include "runtime/src/common/device_registry.h"
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
    // kHeapBaseAlignment inside the allocation; peers map the whole
    // allocation and add the owner's offset.
    void* allocation = nullptr;
    const cudaError_t allocated =
        cudaMalloc(&allocation, size_ + kHeapBaseAlignment);
    if (allocated != cudaSuccess) {
      fatal(routine,
            "cannot allocate the %zu-byte symmetric heap "
            "(NVSHMEM_SYMMETRIC_SIZE) on GPU %d: %s",
            size_, device_, cudaGetErrorString(allocated));
    }
    allocation_ = static_cast<char*>(allocation);
    if (setup.test_kill) kill_this_pe_for_test(setup);
    const uintptr_t raw = reinterpret_cast<uintptr_t>(allocation_);
    base_ = reinterpret_cast<char*>((raw + kHeapBaseAlignment - 1) &
                                    ~(uintptr_t{kHeapBaseAlignment} - 1));
    peer_bases_[setup.my_pe] = base_;

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

    void* table = nullptr;
    check(routine, cudaMalloc(&table, sizeof(char*) * setup.n_pes),
          "allocating the peer table");
    device_peer_bases_ = static_cast<char**>(table);
    check(routine,
          cudaMemcpy(device_peer_bases_, peer_bases_.data(),
                     sizeof(char*) * setup.n_pes, cudaMemcpyHostToDevice),
          "copying the peer table to the GPU");
    DeviceState state = {};
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
    state.error_record = device_error_record(routine);
    const int copied = publish_device_state(state);
    if (copied != 0) {
      check(routine, static_cast<cudaError_t>(copied),
            "copying the device state into the program's CUDA modules");
    }
    check(routine, cudaDeviceSynchronize(), "finishing the CUDA heap setup");
  }

  ~CudaHeap() override {
    release_peers();
    if (zero_stream_ != nullptr) cudaStreamDestroy(zero_stream_);
    cudaFree(device_peer_bases_);
    cudaFree(allocation_);
  }

  // Closes the mappings of the other PEs' heaps; nvshmem_finalize calls it,
  // then waits for every PE, and only then frees this PE's heap, so no PE
  // frees memory another still has open.
  void release_peers() override {
    publish_device_state(DeviceState{});
    for (void* peer : opened_) cudaIpcCloseMemHandle(peer);
    opened_.clear();
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
    if (zero_stream_ == nullptr) {
      check(routine,
            cudaStreamCreateWithFlags(&zero_stream_, cudaStreamNonBlocking),
            "creating the stream that zeroes symmetric memory");
    }
    check(routine, cudaMemsetAsync(address, 0, bytes, zero_stream_),
          "zeroing symmetric memory");
    check(routine, cudaStreamSynchronize(zero_stream_),
          "zeroing symmetric memory");
  }

 private:
  size_t size_;
  int device_ = 0;
  char* allocation_ = nullptr;
  char* base_ = nullptr;
  char** device_peer_bases_ = nullptr;
  std::vector<char*> peer_bases_;
  std::vector<void*> opened_;
  cudaStream_t zero_stream_ = nullptr;
};

}  // namespace

std::unique_ptr<HeapBackend> create_cuda_heap(const HeapSetup& setup) {
  return std::make_unique<CudaHeap>(setup);
}

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
