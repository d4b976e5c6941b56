// The block-cooperative put on a GPU: nvshmemx_putmem_block from device
// memory into the symmetric heap (of this PE: the same peer mapping path
// another PE of the node takes, without a second process on the GPU), for
// 64 KiB ... 64 MiB, beside baselines measured in the same run:
//   device_copy        cudaMemcpyAsync device-to-device of the same bytes:
//                      the device's copy rate, which every of_copy divides by
//   copy_1block        one block of 1024 threads copying with 16-byte loads
//                      and stores: what one block can move, the ceiling of a
//                      one-block routine
//   putmem_block       the routine, one block of 1024 threads
//   putmem_block_grid  every block of a grid (4 per SM) puts its own slice:
//                      what the block form reaches when the whole GPU runs it
//   putmem_thread      nvshmem_putmem from one thread (at 64 KiB only)
// Bytes/s count what is read and written (2 x bytes), as CUDA's
// bandwidthTest does. Each figure is the median of 9 timed launches after a
// warm-up; a launch repeats its operation to last ~5 ms.
//
//   gpu_block_put          (one PE; the GPU pack runs it)
//
// Prints "gpu symsync <measurement> bytes=<n> bytes_per_s=<x> of_copy=<r>".
// Exits 2, saying so, when no GPU is visible; 1 when a call or check fails.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                        \
  do {                                                                     \
    const cudaError_t error_ = (call);                                     \
    if (error_ != cudaSuccess) {                                           \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(error_)); \
      std::exit(1);                                                        \
    }                                                                      \
  } while (0)

namespace {

constexpr unsigned kThreads = 1024;
constexpr size_t kMinBytes = size_t{64} << 10;
constexpr size_t kMaxBytes = size_t{64} << 20;
constexpr int kRepeats = 9;
constexpr float kLaunchTargetMs = 5;

__global__ void __launch_bounds__(kThreads)
    putmem_block(void* dest, const void* source, size_t bytes, int calls) {
  for (int c = 0; c < calls; ++c)
    nvshmemx_putmem_block(dest, source, bytes, nvshmem_my_pe());
}

__global__ void __launch_bounds__(kThreads)
    putmem_block_grid(char* dest, const char* source, size_t bytes, int calls) {
  const size_t slice = (bytes / gridDim.x + 15) / 16 * 16;
  const size_t begin = slice * blockIdx.x;
  if (begin >= bytes) return;
  const size_t length = std::min(slice, bytes - begin);
  for (int c = 0; c < calls; ++c)
    nvshmemx_putmem_block(dest + begin, source + begin, length,
                          nvshmem_my_pe());
}

__global__ void putmem_thread(void* dest, const void* source, size_t bytes,
                              int calls) {
  for (int c = 0; c < calls; ++c)
    nvshmem_putmem(dest, source, bytes, nvshmem_my_pe());
}

__global__ void __launch_bounds__(kThreads)
    copy_1block(int4* dest, const int4* source, size_t bytes, int calls) {
  for (int c = 0; c < calls; ++c) {
    for (size_t i = threadIdx.x; i < bytes / 16; i += blockDim.x)
      dest[i] = source[i];
    __syncthreads();
  }
}

template <typename Launch>
float median_ms_per_call(Launch launch) {
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  launch(1);  // warm-up, and the size of one call
  CHECK(cudaEventRecord(start));
  launch(1);
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  float one = 0;
  CHECK(cudaEventElapsedTime(&one, start, stop));
  const int calls =
      std::max(1, static_cast<int>(kLaunchTargetMs / std::max(one, 1e-3f)));
  std::vector<float> per_call;
  for (int r = 0; r < kRepeats; ++r) {
    CHECK(cudaEventRecord(start));
    launch(calls);
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    per_call.push_back(ms / calls);
  }
  std::sort(per_call.begin(), per_call.end());
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  return per_call[kRepeats / 2];
}

void report(const char* what, size_t bytes, float ms, float copy_ms) {
  std::printf("gpu symsync %s bytes=%zu bytes_per_s=%.4g of_copy=%.3f\n", what,
              bytes, 2.0 * bytes / (ms * 1e-3), copy_ms / ms);
  std::fflush(stdout);
}

}  // namespace

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("gpu_block_put: no GPU visible\n");
    return 2;
  }
  nvshmem_init();
  auto* heap = static_cast<char*>(nvshmem_malloc(kMaxBytes));
  char* source = nullptr;
  CHECK(cudaMalloc(&source, kMaxBytes));
  CHECK(cudaMemset(source, 3, kMaxBytes));
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  for (size_t bytes = kMinBytes; bytes <= kMaxBytes; bytes *= 4) {
    const float copy_ms = median_ms_per_call([&](int calls) {
      for (int c = 0; c < calls; ++c)
        CHECK(cudaMemcpyAsync(heap, source, bytes, cudaMemcpyDeviceToDevice));
    });
    report("device_copy", bytes, copy_ms, copy_ms);
    report("copy_1block", bytes, median_ms_per_call([&](int calls) {
             copy_1block<<<1, kThreads>>>(reinterpret_cast<int4*>(heap),
                                          reinterpret_cast<int4*>(source),
                                          bytes, calls);
           }),
           copy_ms);
    report("putmem_block", bytes, median_ms_per_call([&](int calls) {
             putmem_block<<<1, kThreads>>>(heap, source, bytes, calls);
           }),
           copy_ms);
    report("putmem_block_grid", bytes, median_ms_per_call([&](int calls) {
             putmem_block_grid<<<4 * sms, kThreads>>>(heap, source, bytes,
                                                      calls);
           }),
           copy_ms);
    if (bytes == kMinBytes) {
      report("putmem_thread", bytes, median_ms_per_call([&](int calls) {
               putmem_thread<<<1, 1>>>(heap, source, bytes, calls);
             }),
             copy_ms);
    }
    CHECK(cudaGetLastError());
  }
  // The last put left the source's bytes in the heap.
  std::vector<char> check(kMaxBytes);
  CHECK(cudaMemcpy(check.data(), heap, kMaxBytes, cudaMemcpyDeviceToHost));
  const bool ok =
      std::all_of(check.begin(), check.end(), [](char c) { return c == 3; });
  if (!ok) std::fprintf(stderr, "gpu_block_put: the heap lacks the data\n");
  CHECK(cudaFree(source));
  nvshmem_free(heap);
  nvshmem_finalize();
  return ok ? 0 : 1;
}
