// The host forms of the data-movement routines on a symmetric heap in GPU
// memory (see symsync/updates.h): the host cannot store into GPU memory, so
// their copies and signal updates are CUDA work on one stream of the
// library, in the order the calling threads issue them. A blocking one waits
// for that stream; nvshmem_quiet waits for it too, completing the _nbi ones.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/updates.h>

#include <mutex>

#include "runtime/src/common/errors.h"
#include "runtime/src/device/error_record.h"
#include "runtime/src/stream/library_kernels.h"

namespace symsync {
namespace impl {
namespace {

std::mutex copy_stream_mutex;
cudaStream_t copy_stream = nullptr;

void check(const char* routine, cudaError_t error, const char* what) {
  if (error == cudaSuccess) return;
  report_device_error_if_any();
  fatal(routine, "%s: %s (%s)", what, cudaGetErrorString(error),
        cudaGetErrorName(error));
}

// The library's copy stream, made on first use (non-blocking: it does not
// wait for the program's work on the legacy default stream).
cudaStream_t stream_for(const char* routine) {
  if (copy_stream == nullptr) {
    check(routine,
          cudaStreamCreateWithFlags(&copy_stream, cudaStreamNonBlocking),
          "creating the stream of host-issued copies");
  }
  return copy_stream;
}

__global__ void host_issued_signal_kernel(uint64_t* target, uint64_t signal,
                                          int sig_op) {
  apply_signal_op(target, signal, sig_op);
}

}  // namespace

void gpu_heap_copy(const char* routine, void* dest, const void* source,
                   size_t bytes, bool blocking) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  cudaStream_t stream = stream_for(routine);
  check(routine,
        cudaMemcpyAsync(dest, source, bytes, cudaMemcpyDefault, stream),
        "copying through the GPU heap");
  if (blocking)
    check(routine, cudaStreamSynchronize(stream), "completing the copy");
}

void gpu_heap_signal_op(const char* routine, uint64_t* target, uint64_t signal,
                        int sig_op, bool blocking) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  cudaStream_t stream = stream_for(routine);
  host_issued_signal_kernel<<<1, 1, 0, stream>>>(target, signal, sig_op);
  check(routine, cudaGetLastError(), "launching the signal update");
  if (blocking)
    check(routine, cudaStreamSynchronize(stream), "completing the signal");
}

void gpu_heap_quiet(const char* routine) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  if (copy_stream == nullptr) return;
  check(routine, cudaStreamSynchronize(copy_stream),
        "completing the host-issued copies");
}

void gpu_heap_close(const char* routine) {
  std::lock_guard<std::mutex> lock(copy_stream_mutex);
  if (copy_stream == nullptr) return;
  check(routine, cudaStreamSynchronize(copy_stream),
        "completing the host-issued copies");
  check(routine, cudaStreamDestroy(copy_stream),
        "releasing the stream of host-issued copies");
  copy_stream = nullptr;
}

void load_gpu_heap_kernels(const char* routine) {
  cudaFuncAttributes attributes;
  check(routine, cudaFuncGetAttributes(&attributes, host_issued_signal_kernel),
        "loading the library's signal kernel");
}

}  // namespace impl
}  // namespace symsync
