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

#include "runtime/src/device_registry.h"
#include "runtime/src/errors.h"
#include "runtime/src/heap.h"

namespace symsync {
namespace impl {
namespace {

void check(const char* routine, cudaError_t error, const char* what) {
  if (error != cudaSuccess)
    fatal(routine, "%s: %s (%s)", what, cudaGetErrorString(error),
          cudaGetErrorName(error));
}

class CudaHeap final : public HeapBackend {
 public:
  explicit CudaHeap(const HeapSetup& setup)
      : size_(setup.size), peer_bases_(setup.n_pes, nullptr) {
    const char* routine = setup.routine;
    int devices = 0;
    check(routine, cudaGetDeviceCount(&devices),
          "counting CUDA devices for NVSHMEM_HEAP_KIND=cuda");
    device_ = setup.local_rank % devices;
    check(routine, cudaSetDevice(device_), "selecting the PE's GPU");
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
    const uintptr_t raw = reinterpret_cast<uintptr_t>(allocation_);
    base_ = reinterpret_cast<char*>((raw + kHeapBaseAlignment - 1) &
                                    ~(uintptr_t{kHeapBaseAlignment} - 1));
    peer_bases_[setup.my_pe] = base_;

    struct Published {
      cudaIpcMemHandle_t handle;
      uint64_t offset;  // of the heap's base in the allocation
    } own;
    check(routine, cudaIpcGetMemHandle(&own.handle, allocation_),
          "making the CUDA IPC handle of the symmetric heap");
    own.offset = static_cast<uint64_t>(base_ - allocation_);
    std::vector<Published> published(setup.n_pes);
    setup.bootstrap->allgather(routine, &own, published.data(), sizeof own);
    for (int pe = 0; pe < setup.n_pes; ++pe) {
      if (pe == setup.my_pe || !setup.same_node[pe]) continue;
      void* peer = nullptr;
      const cudaError_t opened = cudaIpcOpenMemHandle(
          &peer, published[pe].handle, cudaIpcMemLazyEnablePeerAccess);
      if (opened == cudaSuccess) {
        peer_bases_[pe] = static_cast<char*>(peer) + published[pe].offset;
        opened_.push_back(peer);
      } else {
        cudaGetLastError();  // clear it: PE pe is simply not directly reachable
        if (setup.debug) {
          warn(routine,
               "PE %d's heap is not reachable from GPU %d (%s); nvshmem_ptr "
               "returns NULL for it",
               pe, device_, cudaGetErrorString(opened));
        }
      }
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
    state.heap_base = base_;
    state.heap_size = size_;
    state.peer_bases = device_peer_bases_;
    const int copied = publish_device_state(state);
    if (copied != 0) {
      check(routine, static_cast<cudaError_t>(copied),
            "copying the device state into the program's CUDA modules");
    }
    check(routine, cudaDeviceSynchronize(), "finishing the CUDA heap setup");
  }

  ~CudaHeap() override {
    publish_device_state(DeviceState{});
    for (void* peer : opened_) cudaIpcCloseMemHandle(peer);
    cudaFree(device_peer_bases_);
    cudaFree(allocation_);
  }

  HeapKind kind() const override { return HeapKind::kCuda; }
  char* base() const override { return base_; }
  size_t size() const override { return size_; }
  const std::vector<char*>& peer_bases() const override { return peer_bases_; }

  void zero(const char* routine, void* address, size_t bytes) override {
    check(routine, cudaMemset(address, 0, bytes), "zeroing symmetric memory");
    check(routine, cudaDeviceSynchronize(), "zeroing symmetric memory");
  }

 private:
  size_t size_;
  int device_ = 0;
  char* allocation_ = nullptr;
  char* base_ = nullptr;
  char** device_peer_bases_ = nullptr;
  std::vector<char*> peer_bases_;
  std::vector<void*> opened_;
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
