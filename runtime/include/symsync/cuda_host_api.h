// Implementations of the host routines whose signatures name CUDA's types
// (spec/cuda.yaml), which the generated src/cuda_type_entries.cu calls.
// CUDA only; defined in runtime/src/cuda/.

#ifndef SYMSYNC_CUDA_HOST_API_H_
#define SYMSYNC_CUDA_HOST_API_H_

#include <cuda.h>
#include <cuda_runtime.h>
#include <stddef.h>

namespace symsync {
namespace impl {

// runtime/src/cuda/collective_launch.cu
int collective_launch(const char* routine, const void* func, dim3 grid_dims,
                      dim3 block_dims, void** args, size_t shared_mem,
                      cudaStream_t stream);
int collective_launch_query_gridsize(const char* routine, const void* func,
                                     dim3 block_dims, void** args,
                                     size_t shared_mem, int* gridsize);

// runtime/src/cuda/cumodule.cu
int cumodule_init(const char* routine, CUmodule module);
int cumodule_finalize(const char* routine, CUmodule module);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_CUDA_HOST_API_H_
