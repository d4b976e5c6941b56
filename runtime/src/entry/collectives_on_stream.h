// The stream forms of the typed collectives (spec/collectives.yaml), which
// the generated generated/src/on_stream.cu calls: nvshmemx_TYPENAME_
// broadcast_on_stream, fcollect and alltoall are the byte collectives'
// stream forms counted in elements (runtime/src/stream/barrier_on_stream.cu);
// the reductions and reduce-scatters enqueue, for each piece, the library's
// kernel that gathers the piece into the members' scratch areas (or, for a
// short one on a team within a node, that steps through the team's slots),
// then a kernel of their own element type and operation that combines it
// (symsync/collectives_device.h describes the steps). The operation is
// the structure <nvshmem.h> defines for it (symsync::combine), so types
// that are one C type (int and int32_t) share their kernels.

#ifndef SYMSYNC_RUNTIME_SRC_ENTRY_COLLECTIVES_ON_STREAM_H_
#define SYMSYNC_RUNTIME_SRC_ENTRY_COLLECTIVES_ON_STREAM_H_

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <stddef.h>
#include <symsync/collectives.h>
#include <symsync/implementations.h>

#include "runtime/src/entry/on_stream.h"

namespace symsync {
namespace impl {

// The threads of each block of the combining kernel.
constexpr unsigned kCombineThreads = 256;

template <typename T, class Combine>
__global__ void __launch_bounds__(kCombineThreads)
    combine_slots_kernel(Combine combine, T* dest, const T* slots,
                         size_t slot_elements, int members, size_t count) {
#if SYMSYNC_DEVICE_PASS
  combine_slots(static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x,
                static_cast<size_t>(gridDim.x) * blockDim.x, combine, dest,
                slots, slot_elements, members, count);
#else
  (void)combine, (void)dest, (void)slots, (void)slot_elements, (void)members,
      (void)count;
#endif
}

template <typename T, class Combine>
void launch_combine(const void* operation, void* dest, const void* slots,
                    size_t slot_elements, int members, size_t count,
                    cudaStream_t stream) {
  (void)LibraryKernel<&combine_slots_kernel<T, Combine>>::registered;
  // Enough blocks for a thread per element, at most 1024 of them.
  const size_t blocks = (count + kCombineThreads - 1) / kCombineThreads;
  combine_slots_kernel<T, Combine>
      <<<static_cast<unsigned>(blocks < 1024 ? blocks : 1024), kCombineThreads,
         0, stream>>>(*static_cast<const Combine*>(operation),
                      static_cast<T*>(dest), static_cast<const T*>(slots),
                      slot_elements, members, count);
}

template <typename T, class Combine>
int reduce_on_stream(const char* routine, Combine combine, nvshmem_team_t team,
                     T* dest, const T* src, size_t nreduce,
                     cudaStream_t stream) {
  return reduce_bytes_on_stream(routine, team, dest, src, nreduce, sizeof(T),
                                false, stream, &launch_combine<T, Combine>,
                                &combine);
}

template <typename T, class Combine>
int reducescatter_on_stream(const char* routine, Combine combine,
                            nvshmem_team_t team, T* dest, const T* src,
                            size_t nreduce, cudaStream_t stream) {
  return reduce_bytes_on_stream(routine, team, dest, src, nreduce, sizeof(T),
                                true, stream, &launch_combine<T, Combine>,
                                &combine);
}

template <typename T>
int broadcast_on_stream(const char* routine, nvshmem_team_t team, T* dest,
                        const T* src, size_t nelems, int pe_root,
                        cudaStream_t stream) {
  return broadcastmem_on_stream(routine, team, dest, src,
                                bytes_of(routine, nelems, sizeof(T)), pe_root,
                                stream);
}

template <typename T>
int fcollect_on_stream(const char* routine, nvshmem_team_t team, T* dest,
                       const T* src, size_t nelems, cudaStream_t stream) {
  return fcollectmem_on_stream(routine, team, dest, src,
                               bytes_of(routine, nelems, sizeof(T)), stream);
}

template <typename T>
int alltoall_on_stream(const char* routine, nvshmem_team_t team, T* dest,
                       const T* src, size_t nelems, cudaStream_t stream) {
  return alltoallmem_on_stream(routine, team, dest, src,
                               bytes_of(routine, nelems, sizeof(T)), stream);
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_SRC_ENTRY_COLLECTIVES_ON_STREAM_H_
