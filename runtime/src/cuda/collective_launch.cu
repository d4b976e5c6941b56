// nvshmemx_collective_launch and its grid-size query: a cooperative launch,
// which CUDA starts only when every block of the grid can be resident at
// once, so that blocks may wait for one another without deadlock.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/implementations.h>

#include "runtime/src/common/device_registry.h"
#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace {

// Counts a collective launch's kernel in or out of those running on this
// PE (DeviceState::collective_kernels), in stream order around it.
__global__ void count_collective_kernel(int* running, int delta) {
  atomicAdd(running, delta);
}

unsigned long long volume(dim3 d) {
  return static_cast<unsigned long long>(d.x) * d.y * d.z;
}

// The blocks of `block_dims` threads and `shared_mem` dynamic shared bytes
// that the current GPU holds at once for `func`, in `*blocks`; a status.
int largest_coresident_grid(const char* routine, const void* func,
                            dim3 block_dims, size_t shared_mem, int* blocks) {
  int device = 0;
  int processors = 0;
  cudaError_t error = cudaGetDevice(&device);
  if (error == cudaSuccess) {
    error = cudaDeviceGetAttribute(&processors, cudaDevAttrMultiProcessorCount,
                                   device);
  }
  if (error != cudaSuccess) {
    warn(routine, "no usable CUDA device: %s (%s)", cudaGetErrorString(error),
         cudaGetErrorName(error));
    cudaGetLastError();
    return NVSHMEMX_ERROR_GPU_NOT_SELECTED;
  }
  const unsigned long long threads = volume(block_dims);
  if (threads == 0 || threads > 1024) {
    warn(routine,
         "a block of %u x %u x %u = %llu threads is not a CUDA block (1 to "
         "1024 threads)",
         block_dims.x, block_dims.y, block_dims.z, threads);
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  int per_processor = 0;
  error = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &per_processor, func, static_cast<int>(threads), shared_mem);
  if (error == cudaErrorInvalidDeviceFunction) {
    warn(routine, "func (%p) is not a kernel of this program", func);
    cudaGetLastError();
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  if (error != cudaSuccess) {
    warn(routine,
         "CUDA cannot tell how many blocks of %llu threads with %zu bytes of "
         "dynamic shared memory fit on GPU %d: %s (%s)",
         threads, shared_mem, device, cudaGetErrorString(error),
         cudaGetErrorName(error));
    cudaGetLastError();
    return NVSHMEMX_ERROR_INTERNAL;
  }
  *blocks = per_processor * processors;
  return NVSHMEMX_SUCCESS;
}

}  // namespace

void load_collective_launch_kernels(const char* routine) {
  cudaFuncAttributes attributes;
  const cudaError_t error =
      cudaFuncGetAttributes(&attributes, count_collective_kernel);
  if (error != cudaSuccess) {
    fatal(routine, "loading the library's collective-launch kernel: %s (%s)",
          cudaGetErrorString(error), cudaGetErrorName(error));
  }
}

int collective_launch(const char* routine, const void* func, dim3 grid_dims,
                      dim3 block_dims, void** args, size_t shared_mem,
                      cudaStream_t stream) {
  if (func == nullptr) {
    warn(routine, "func is NULL");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  int largest = 0;
  const int status =
      largest_coresident_grid(routine, func, block_dims, shared_mem, &largest);
  if (status != NVSHMEMX_SUCCESS) return status;
  const unsigned long long blocks = volume(grid_dims);
  if (blocks == 0) {
    warn(routine, "the grid %u x %u x %u has no blocks", grid_dims.x,
         grid_dims.y, grid_dims.z);
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  if (blocks > static_cast<unsigned long long>(largest)) {
    warn(routine,
         "a grid of %u x %u x %u = %llu blocks (of %llu threads, %zu bytes of "
         "dynamic shared memory) cannot run all at once on this GPU: at most "
         "%d such blocks fit (nvshmemx_collective_launch_query_gridsize)",
         grid_dims.x, grid_dims.y, grid_dims.z, blocks, volume(block_dims),
         shared_mem, largest);
    return NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED;
  }
  // The device barriers ask whether a kernel of a collective launch is
  // running: one GPU thread counts it in before it on the stream and out
  // after it.
  int* running = published_device_state().collective_kernels;
  if (running != nullptr) {
    count_collective_kernel<<<1, 1, 0, stream>>>(running, 1);
    if (cudaGetLastError() != cudaSuccess) running = nullptr;
  }
  const cudaError_t error = cudaLaunchCooperativeKernel(
      func, grid_dims, block_dims, args, shared_mem, stream);
  if (running != nullptr) {
    count_collective_kernel<<<1, 1, 0, stream>>>(running, -1);
  }
  if (error != cudaSuccess) {
    warn(routine, "the cooperative launch of %llu blocks failed: %s (%s)",
         blocks, cudaGetErrorString(error), cudaGetErrorName(error));
    cudaGetLastError();
    return NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED;
  }
  return NVSHMEMX_SUCCESS;
}

int collective_launch_query_gridsize(const char* routine, const void* func,
                                     dim3 block_dims, void** /*args*/,
                                     size_t shared_mem, int* gridsize) {
  if (func == nullptr || gridsize == nullptr) {
    warn(routine, "%s is NULL", func == nullptr ? "func" : "gridsize");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  return largest_coresident_grid(routine, func, block_dims, shared_mem,
                                 gridsize);
}

}  // namespace impl
}  // namespace symsync
