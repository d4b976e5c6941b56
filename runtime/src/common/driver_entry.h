// CUDA driver functions reached through the runtime's
// cudaGetDriverEntryPointByVersion, so that the library does not link libcuda
// itself (programs start on machines without a driver). CUDA only.

#ifndef SYMSYNC_RUNTIME_COMMON_DRIVER_ENTRY_H_
#define SYMSYNC_RUNTIME_COMMON_DRIVER_ENTRY_H_

#include <cuda.h>
#include <cuda_runtime.h>

namespace symsync {
namespace impl {

// The driver's `symbol` (as of the CUDA 12.0 driver API) as a `Function`, or
// nullptr where the driver has none.
template <typename Function>
Function driver_entry_point(const char* symbol) {
  void* function = nullptr;
  cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
  if (cudaGetDriverEntryPointByVersion(
          symbol, &function, 12000, cudaEnableDefault, &found) != cudaSuccess ||
      found != cudaDriverEntryPointSuccess) {
    cudaGetLastError();
    return nullptr;
  }
  return reinterpret_cast<Function>(function);
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_COMMON_DRIVER_ENTRY_H_
