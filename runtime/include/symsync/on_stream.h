// Implementations of the stream forms (nvshmemx_..._on_stream), which the
// generated generated/src/on_stream.cu calls. CUDA only.
//
// A wait for equality on a 32- or 64-bit variable is handed to the driver
// (cuStreamWaitValue32/64 with CU_STREAM_WAIT_VALUE_EQ), which waits without
// occupying the GPU. The driver's other comparison, GEQ, is cyclic (it tests
// (int32_t)(*addr - value) >= 0), which is wrong for values 2^31 or more
// apart, so every other comparison, and every 16-bit type, is a one-thread
// kernel on the stream running the same core as the device forms.

#ifndef SYMSYNC_ON_STREAM_H_
#define SYMSYNC_ON_STREAM_H_

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <stdint.h>
#include <symsync/p2p_core.h>

namespace symsync {
namespace impl {

// Enqueues a driver wait until the `bytes`-wide (4 or 8) variable at
// `address` equals `value`. Returns false, enqueuing nothing, when the driver
// cannot do it (the caller then launches a kernel). Reports CUDA errors
// naming `routine`. Defined in runtime/src/stream_wait.cu.
bool enqueue_driver_wait_equal(const char* routine, cudaStream_t stream,
                               const void* address, uint64_t value,
                               size_t bytes);

// Reports a failed kernel launch or CUDA call, naming the routine.
void check_cuda(const char* routine, cudaError_t error, const char* what);

template <typename T>
__global__ void wait_on_stream_kernel(T* ivar, T operand, Comparison holds) {
  WaitForValue<T>{ivar, operand}(holds);
}

// Reinterprets an integer's bits as the unsigned value the driver compares.
template <typename T>
uint64_t driver_bits(T value) {
  if (sizeof(T) == 4) return static_cast<uint32_t>(value);
  return static_cast<uint64_t>(value);
}

template <typename T>
void enqueue_wait(const char* routine, T* ivar, int cmp, T cmp_value,
                  cudaStream_t stream) {
  if (cmp == NVSHMEM_CMP_EQ && (sizeof(T) == 4 || sizeof(T) == 8) &&
      enqueue_driver_wait_equal(routine, stream, ivar, driver_bits(cmp_value),
                                sizeof(T))) {
    return;
  }
  wait_on_stream_kernel<T>
      <<<1, 1, 0, stream>>>(ivar, cmp_value, comparison(routine, cmp));
  check_cuda(routine, cudaGetLastError(), "launching the wait kernel");
}

template <typename T>
void wait_on_stream(const char* routine, T* ivar, T cmp_value,
                    cudaStream_t stream) {
  enqueue_wait(routine, ivar, NVSHMEM_CMP_NE, cmp_value, stream);
}

template <typename T>
void wait_until_on_stream(const char* routine, T* ivar, int cmp, T cmp_value,
                          cudaStream_t stream) {
  enqueue_wait(routine, ivar, cmp, cmp_value, stream);
}

inline void signal_wait_until_on_stream(const char* routine, uint64_t* sig_addr,
                                        int cmp, uint64_t cmp_value,
                                        cudaStream_t stream) {
  enqueue_wait(routine, sig_addr, cmp, cmp_value, stream);
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_ON_STREAM_H_
