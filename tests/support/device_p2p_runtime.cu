// The CUDA runtime helpers of the device tests' host code (declared in
// device_p2p_launch.h), compiled once for every type: the host code itself
// is compiled by the host compiler, without the CUDA headers.

#include <cuda_runtime.h>
#include <nvshmem.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "tests/support/device_p2p_launch.h"

namespace symsync_test {
namespace gpu {
namespace {

void ok(cudaError_t error, const char* what) {
  if (error == cudaSuccess) return;
  std::fprintf(stderr,
               "[PE %d] %s failed: %s; ending this PE so that no other PE "
               "waits for it\n",
               nvshmem_my_pe(), what, cudaGetErrorString(error));
  std::fflush(nullptr);
  std::_Exit(1);
}

__global__ void copy_kernel(const unsigned char* from, unsigned char* to,
                            size_t bytes) {
  for (size_t i = threadIdx.x; i < bytes; i += blockDim.x) to[i] = from[i];
}

}  // namespace

bool usable() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess) devices = 0;
  cudaGetLastError();
  const char* kind = std::getenv("NVSHMEM_HEAP_KIND");
  return devices > 0 && (kind == nullptr || std::strcmp(kind, "cuda") == 0);
}

void check(int error, const char* what) {
  ok(static_cast<cudaError_t>(error), what);
}

void* allocate(size_t bytes) {
  void* memory = nullptr;
  ok(cudaMalloc(&memory, bytes > 0 ? bytes : 1), "cudaMalloc");
  return memory;
}

void release(void* memory) { ok(cudaFree(memory), "cudaFree"); }

void to_device(void* to, const void* from, size_t bytes) {
  if (bytes > 0)
    ok(cudaMemcpy(to, from, bytes, cudaMemcpyHostToDevice), "cudaMemcpy");
}

void to_host(void* to, const void* from, size_t bytes) {
  if (bytes > 0)
    ok(cudaMemcpy(to, from, bytes, cudaMemcpyDeviceToHost), "cudaMemcpy");
}

void zero(void* memory, size_t bytes) {
  if (bytes > 0) ok(cudaMemset(memory, 0, bytes), "cudaMemset");
}

void synchronize() { ok(cudaDeviceSynchronize(), "cudaDeviceSynchronize"); }

cudaStream_t new_stream() {
  cudaStream_t stream = nullptr;
  ok(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
     "cudaStreamCreateWithFlags");
  return stream;
}

void destroy_stream(cudaStream_t stream) {
  ok(cudaStreamDestroy(stream), "cudaStreamDestroy");
}

bool stream_idle(cudaStream_t stream) {
  const cudaError_t status = cudaStreamQuery(stream);
  if (status == cudaErrorNotReady) return false;
  ok(status, "cudaStreamQuery");
  return true;
}

void synchronize_stream(cudaStream_t stream) {
  ok(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
}

void load_copy_kernel() {
  cudaFuncAttributes attributes;
  ok(cudaFuncGetAttributes(&attributes, copy_kernel),
     "loading the copy kernel");
}

void copy_on_stream(cudaStream_t stream, const void* from, void* to,
                    size_t bytes) {
  copy_kernel<<<1, 256, 0, stream>>>(static_cast<const unsigned char*>(from),
                                     static_cast<unsigned char*>(to), bytes);
  ok(cudaGetLastError(), "launching the copy kernel");
}

}  // namespace gpu
}  // namespace symsync_test
