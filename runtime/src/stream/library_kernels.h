// The kernels the library launches itself, loaded at nvshmem_init on a GPU
// heap (load_library_kernels in symsync/updates.h): under CUDA's lazy
// loading the first launch of a kernel can wait for kernels already running,
// such as a program's consumer waiting for the very signal the library's
// kernel would set. Each file that defines such kernels loads its own:
// stream_wait.cu the signal kernel (every signal update the library
// launches), and the files named below theirs.

#ifndef SYMSYNC_RUNTIME_SRC_STREAM_LIBRARY_KERNELS_H_
#define SYMSYNC_RUNTIME_SRC_STREAM_LIBRARY_KERNELS_H_

namespace symsync {
namespace impl {

// runtime/src/stream/rma_on_stream.cu: the stream puts' kernels.
void load_rma_stream_kernels(const char* routine);
// runtime/src/stream/gpu_heap_copy.cu: the kernel of the host forms'
// atomic operations on a GPU heap.
void load_gpu_heap_kernels(const char* routine);
// runtime/src/stream/barrier_on_stream.cu: the stream barrier's kernel.
void load_stream_barrier_kernel(const char* routine);
// runtime/src/cuda/collective_launch.cu: the kernel that counts collective
// launches' kernels in and out (for the device barriers).
void load_collective_launch_kernels(const char* routine);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_SRC_STREAM_LIBRARY_KERNELS_H_
