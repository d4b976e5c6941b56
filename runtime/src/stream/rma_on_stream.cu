// The stream forms of the data-movement routines (see
// runtime/src/entry/on_stream.h): a copy through the target PE's mapping,
// enqueued on the caller's stream, and for a put-with-signal the signal update
// after it (enqueue_signal_op), so the update is seen only after the whole
// copy.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/rma.h>
#include <symsync/updates.h>

#include "runtime/src/entry/on_stream.h"
#include "runtime/src/stream/library_kernels.h"

namespace symsync {
namespace impl {
namespace {

// A single-element put of `size` bytes (1, 2, 4 or 8), the value's bits
// passed in the kernel's arguments.
__global__ void p_bytes_kernel(void* target, unsigned long long bits,
                               unsigned size) {
  switch (size) {
    case 1:
      store_relaxed(static_cast<unsigned char*>(target),
                    static_cast<unsigned char>(bits));
      break;
    case 2:
      store_relaxed(static_cast<unsigned short*>(target),
                    static_cast<unsigned short>(bits));
      break;
    case 4:
      store_relaxed(static_cast<unsigned int*>(target),
                    static_cast<unsigned int>(bits));
      break;
    default:
      store_relaxed(static_cast<unsigned long long*>(target), bits);
  }
}

void copy_on_stream(const char* routine, void* dest, const void* source,
                    size_t bytes, cudaStream_t stream) {
  if (bytes == 0) return;
  check_cuda(routine,
             cudaMemcpyAsync(dest, source, bytes, cudaMemcpyDefault, stream),
             "enqueuing the copy");
}

}  // namespace

void load_rma_stream_kernels(const char* routine) {
  cudaFuncAttributes attributes;
  check_cuda(routine, cudaFuncGetAttributes(&attributes, p_bytes_kernel),
             "loading the library's put kernel");
}

void p_bytes_on_stream(const char* routine, void* target,
                       unsigned long long bits, size_t size,
                       cudaStream_t stream) {
  p_bytes_kernel<<<1, 1, 0, stream>>>(target, bits,
                                      static_cast<unsigned>(size));
  check_cuda(routine, cudaGetLastError(), "launching the put kernel");
}

void put_bytes_on_stream(const char* routine, void* dest, const void* source,
                         size_t bytes, int pe, cudaStream_t stream) {
  copy_on_stream(routine, rma_target(routine, dest, bytes, pe), source, bytes,
                 stream);
}

void get_bytes_on_stream(const char* routine, void* dest, const void* source,
                         size_t bytes, int pe, cudaStream_t stream) {
  copy_on_stream(routine, dest, rma_target(routine, source, bytes, pe), bytes,
                 stream);
}

void put_signal_bytes_on_stream(const char* routine, void* dest,
                                const void* source, size_t bytes,
                                Signal* sig_addr, Signal signal, int sig_op,
                                int pe, cudaStream_t stream) {
  Signal* target = signal_target(routine, dest, bytes, sig_addr, sig_op, pe);
  copy_on_stream(routine, rma_target(routine, dest, bytes, pe), source, bytes,
                 stream);
  enqueue_signal_op(routine, target, signal, sig_op, stream);
}

}  // namespace impl
}  // namespace symsync
