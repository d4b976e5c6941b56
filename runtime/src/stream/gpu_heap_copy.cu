// The host forms of the data-movement routines on a symmetric heap in GPU
// memory (see symsync/updates.h): the host cannot store into GPU memory, so
// their copies and signal updates are CUDA work on one stream of the
// library, in the order the calling threads issue them. A blocking one waits
// for that stream; nvshmem_quiet waits for it too, completing the _nbi ones.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/amo_ops.h>
#include <symsync/updates.h>

#include <cstring>
#include <mutex>

#include "runtime/src/entry/on_stream.h"
#include "runtime/src/stream/library_kernels.h"

namespace symsync {
namespace impl {
namespace {

std::mutex copy_stream_mutex;
cudaStream_t copy_stream = nullptr;
int heap_device = -1;  // remember_gpu_heap_device's

// Makes the heap's GPU current on the calling thread (the library's own
// threads start with device 0 current).
void use_heap_device(const char* routine) {
  if (heap_device >= 0) {
    check_cuda(routine, cudaSetDevice(heap_device),
               "making the heap's GPU current");
  }
}

// The library's copy stream, made on first use (non-blocking: it does not
// wait for the program's work on the legacy default stream).
cudaStream_t stream_for(const char* routine) {
  use_heap_device(routine);
  if (copy_stream == nullptr) {
    check_cuda(routine,
               cudaStreamCreateWithFlags(&copy_stream, cudaStreamNonBlocking),
               "creating the stream of host-issued copies");
  }
  return copy_stream;
}

// One GPU thread's atomic operation on the heap (symsync/amo_ops.h), its
// result left in `prior`, pinned host memory.
__global__ void amo_kernel(void* target, AmoOp op, unsigned size,
                           unsigned long long operand,
                           unsigned long long compare,
                           unsigned long long* prior) {
  *prior = apply_amo_on_device(target, op, size, operand, compare);
}

// The pinned word amo_kernel answers in (under copy_stream_mutex).
unsigned long long* amo_result = nullptr;

// Pinned memory gpu_heap_write copies the caller's bytes into, so that the
// copy to the GPU runs behind the caller's back (a copy from pageable memory
// would have to be waited for before the caller's buffer may change). Under
// copy_stream_mutex: `staging_used` bytes of it belong to copies that may be
// still queued; it starts over once the stream has been waited for.
constexpr size_t kStagingBytes = size_t{4} << 20;
constexpr size_t kStagingAlignment = 16;
char* staging = nullptr;
size_t staging_used = 0;

// Whether work was queued on the copy stream since it was last waited for
// (under copy_stream_mutex): nvshmem_quiet and every stream barrier wait for
// that stream, and a wait for an idle one still cost each a call into CUDA.
bool copies_pending = false;

// Waits for every copy and update queued on the copy stream, after which
// the staging memory is free again (under copy_stream_mutex).
void complete_stream(const char* routine, cudaStream_t stream,
                     const char* what) {
  check_cuda(routine, cudaStreamSynchronize(stream), what);
  staging_used = 0;
  copies_pending = false;
}

}  // namespace

void load_gpu_heap_kernels(const char* routine) {
  cudaFuncAttributes attributes;
  check_cuda(routine, cudaFuncGetAttributes(&attributes, amo_kernel),
             "loading the library's atomic kernel");
}

uint64_t gpu_heap_amo(const char* routine, void* target, AmoOp op, size_t size,
                      uint64_t operand, uint64_t compare) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  cudaStream_t stream = stream_for(routine);
  if (amo_result == nullptr) {
    check_cuda(routine,
               cudaHostAlloc(reinterpret_cast<void**>(&amo_result),
                             sizeof *amo_result, cudaHostAllocDefault),
               "allocating the atomic kernel's result word");
  }
  amo_kernel<<<1, 1, 0, stream>>>(target, op, static_cast<unsigned>(size),
                                  operand, compare, amo_result);
  check_cuda(routine, cudaGetLastError(), "launching the atomic kernel");
  complete_stream(routine, stream, "completing the atomic operation");
  return *amo_result;
}

void gpu_heap_copy(const char* routine, void* dest, const void* source,
                   size_t bytes, bool blocking) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  cudaStream_t stream = stream_for(routine);
  check_cuda(routine,
             cudaMemcpyAsync(dest, source, bytes, cudaMemcpyDefault, stream),
             "copying through the GPU heap");
  copies_pending = true;
  if (blocking) complete_stream(routine, stream, "completing the copy");
}

void gpu_heap_write(const char* routine, void* dest, const void* source,
                    size_t bytes) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  cudaStream_t stream = stream_for(routine);
  if (bytes > kStagingBytes) {
    check_cuda(routine,
               cudaMemcpyAsync(dest, source, bytes, cudaMemcpyDefault, stream),
               "copying through the GPU heap");
    complete_stream(routine, stream, "completing the copy");
    return;
  }
  if (staging == nullptr) {
    check_cuda(routine,
               cudaHostAlloc(reinterpret_cast<void**>(&staging), kStagingBytes,
                             cudaHostAllocDefault),
               "allocating the pinned memory of the heap's incoming writes");
  }
  if (bytes > kStagingBytes - staging_used) {
    complete_stream(routine, stream,
                    "completing the copies that use the staging memory");
  }
  char* staged = staging + staging_used;
  std::memcpy(staged, source, bytes);
  check_cuda(
      routine,
      cudaMemcpyAsync(dest, staged, bytes, cudaMemcpyHostToDevice, stream),
      "copying through the GPU heap");
  copies_pending = true;
  staging_used +=
      (bytes + kStagingAlignment - 1) / kStagingAlignment * kStagingAlignment;
}

void gpu_heap_signal_op(const char* routine, Signal* target, Signal signal,
                        int sig_op, bool blocking) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  cudaStream_t stream = stream_for(routine);
  // A set is the driver's write where it can (no GPU thread needed); an
  // add, one GPU thread's atomic.
  if (signal_effect(sig_op) != SignalEffect::kSet ||
      !enqueue_driver_write(routine, stream, target, signal, sizeof signal)) {
    enqueue_signal_op(routine, target, signal, sig_op, stream);
  }
  copies_pending = true;
  if (blocking) complete_stream(routine, stream, "completing the signal");
}

bool is_gpu_memory(const void* address) {
  cudaPointerAttributes attributes;
  if (cudaPointerGetAttributes(&attributes, address) != cudaSuccess) {
    cudaGetLastError();  // not an error of the program's
    return false;
  }
  return attributes.type == cudaMemoryTypeDevice;
}

void gpu_heap_store(const char* routine, void* target, uint64_t bits,
                    size_t size) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  cudaStream_t stream = stream_for(routine);
  if (!enqueue_driver_write(routine, stream, target, bits, size)) {
    enqueue_store(routine, target, bits, size, stream);
  }
  copies_pending = true;
}

void remember_gpu_heap_device(const char* routine) {
  int device = 0;
  check_cuda(routine, cudaGetDevice(&device), "finding the heap's GPU");
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  heap_device = device;
}

void gpu_heap_quiet(const char* routine) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  if (copy_stream == nullptr || !copies_pending) return;
  use_heap_device(routine);
  complete_stream(routine, copy_stream, "completing the host-issued copies");
}

void gpu_heap_close(const char* routine) {
  // Every PE's work on its streams is done before any PE unmaps a heap:
  // a stream barrier or copy still queued would otherwise write through a
  // closed mapping, or wait for flags no PE will write.
  check_cuda(routine, cudaDeviceSynchronize(),
             "completing this PE's GPU work before the heap goes away");
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  if (copy_stream == nullptr) return;
  use_heap_device(routine);
  complete_stream(routine, copy_stream, "completing the host-issued copies");
  check_cuda(routine, cudaStreamDestroy(copy_stream),
             "releasing the stream of host-issued copies");
  copy_stream = nullptr;
  if (amo_result != nullptr) {
    check_cuda(routine, cudaFreeHost(amo_result),
               "releasing the atomic kernel's result word");
    amo_result = nullptr;
  }
  if (staging != nullptr) {
    check_cuda(routine, cudaFreeHost(staging),
               "releasing the pinned memory of the heap's incoming writes");
    staging = nullptr;
  }
}

}  // namespace impl
}  // namespace symsync
