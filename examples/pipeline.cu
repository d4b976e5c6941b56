// The pipeline of pipeline.cc in device code: one thread block per PE
// streams blocks to the right neighbour with nvshmemx_putmem_signal_nbi_block
// (the threads share each copy) and consumes the left neighbour's blocks
// after nvshmem_signal_wait_until, handing each slot back with
// nvshmemx_signal_op. It compiles unchanged against NVSHMEM's own headers
// (tests/portability builds it against NVSHMEM 3.8).
//
//   symsync-run -n 2 bazel-bin/examples/pipeline_cuda [blocks [bytes]]
//
// (200 blocks of 65539 bytes unless told: two PEs sharing one GPU
// time-slice, so every hand-over waits for a context switch.)

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "examples/cuda_example.h"

namespace {

constexpr int kSlots = 4;
constexpr int kThreads = 256;

__device__ unsigned char content(int pe, long b, size_t i) {
  return static_cast<unsigned char>(pe * 37 + b * 11 + i);
}

__global__ void stream_blocks(unsigned char* slots, uint64_t* filled,
                              uint64_t* freed, unsigned char* outgoing,
                              long blocks, size_t bytes,
                              unsigned long long* wrong) {
  const int me = nvshmem_my_pe(), npes = nvshmem_n_pes();
  const int right = (me + 1) % npes, left = (me + npes - 1) % npes;
  __shared__ unsigned long long wrong_here;
  if (threadIdx.x == 0) wrong_here = 0;
  for (long b = 0; b < blocks; ++b) {
    const int s = static_cast<int>(b % kSlots);
    unsigned char* mine = outgoing + s * bytes;
    if (b >= kSlots) {
      if (threadIdx.x == 0) {
        nvshmem_signal_wait_until(&freed[s], NVSHMEM_CMP_GE, b - kSlots + 1);
        nvshmem_quiet();
      }
      __syncthreads();
    }
    for (size_t i = threadIdx.x; i < bytes; i += blockDim.x)
      mine[i] = content(me, b, i);
    __syncthreads();
    nvshmemx_putmem_signal_nbi_block(slots + s * bytes, mine, bytes, &filled[s],
                                     b + 1, NVSHMEM_SIGNAL_SET, right);
    if (threadIdx.x == 0)
      nvshmem_signal_wait_until(&filled[s], NVSHMEM_CMP_EQ, b + 1);
    __syncthreads();
    unsigned long long local = 0;
    for (size_t i = threadIdx.x; i < bytes; i += blockDim.x)
      local += slots[s * bytes + i] != content(left, b, i);
    if (local != 0) atomicAdd(&wrong_here, local);
    __syncthreads();
    if (threadIdx.x == 0)
      nvshmemx_signal_op(&freed[s], b + 1, NVSHMEM_SIGNAL_SET, left);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    nvshmem_quiet();
    *wrong = wrong_here;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (!have_gpu("pipeline_cuda")) return 0;
  const long blocks = argc > 1 ? std::atol(argv[1]) : 200;
  const size_t bytes = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 65539;
  nvshmem_init();
  const int me = nvshmem_my_pe();
  auto* slots = static_cast<unsigned char*>(nvshmem_malloc(kSlots * bytes));
  auto* filled =
      static_cast<uint64_t*>(nvshmem_calloc(kSlots, sizeof(uint64_t)));
  auto* freed =
      static_cast<uint64_t*>(nvshmem_calloc(kSlots, sizeof(uint64_t)));
  unsigned char* outgoing = nullptr;
  unsigned long long* wrong = nullptr;
  EXAMPLE_CUDA_CHECK(cudaMalloc(&outgoing, kSlots * bytes));
  EXAMPLE_CUDA_CHECK(cudaMalloc(&wrong, sizeof *wrong));
  nvshmem_barrier_all();
  stream_blocks<<<1, kThreads>>>(slots, filled, freed, outgoing, blocks, bytes,
                                 wrong);
  EXAMPLE_CUDA_CHECK(cudaGetLastError());
  EXAMPLE_CUDA_CHECK(cudaDeviceSynchronize());
  unsigned long long value = 0;
  EXAMPLE_CUDA_CHECK(
      cudaMemcpy(&value, wrong, sizeof value, cudaMemcpyDeviceToHost));
  std::printf(
      "pipeline_cuda: PE %d received %ld blocks of %zu bytes, %llu "
      "wrong bytes\n",
      me, blocks, bytes, value);
  nvshmem_barrier_all();
  cudaFree(wrong);
  cudaFree(outgoing);
  nvshmem_free(freed);
  nvshmem_free(filled);
  nvshmem_free(slots);
  nvshmem_finalize();
  return value == 0 ? 0 : 1;
}
