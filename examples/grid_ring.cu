// A token per block travels around the ring of PEs, and on PE 0 each block
// starts its token only once the block before it has got its own back: the
// blocks of one grid wait for each other, so the grid is launched with
// nvshmemx_collective_launch (every block resident at once) no larger than
// nvshmemx_collective_launch_query_gridsize allows, and the PEs' streams
// meet at nvshmemx_barrier_all_on_stream before PE 0 reads the tokens.
// Failures are reported with NVSHMEM's error macros. The file
// compiles unchanged against NVSHMEM's own headers (tests/portability).
//
//   grid_ring_cuda [BLOCKS]    (at most 8 blocks by default)

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdio>
#include <cstdlib>

#include "examples/cuda_example.h"

namespace {

constexpr long kStart = 1000;  // block b's token starts at b * kStart

struct Ring {
  long* token;        // [blocks]: the token as it arrives at this PE
  long* outbox;       // [blocks]: what this PE sends on
  uint64_t* arrived;  // [blocks]: set to 1 when block b's token arrives
  uint64_t* home;     // [blocks]: on PE 0, set when block b's token is back
};

__global__ void pass_tokens(Ring ring) {
  if (threadIdx.x != 0) return;
  const int b = blockIdx.x;
  const int me = nvshmem_my_pe();
  const int right = (me + 1) % nvshmem_n_pes();
  if (me == 0) {
    // Block b starts only after block b - 1's token is home: a wait on
    // another block of this grid, which a plain launch would not promise
    // to be running.
    if (b > 0) nvshmem_uint64_wait_until(&ring.home[b - 1], NVSHMEM_CMP_EQ, 1);
    ring.outbox[b] = b * kStart;
    nvshmem_long_put_signal(&ring.token[b], &ring.outbox[b], 1,
                            &ring.arrived[b], 1, NVSHMEM_SIGNAL_SET, right);
    nvshmem_signal_wait_until(&ring.arrived[b], NVSHMEM_CMP_EQ, 1);
    nvshmemx_signal_op(&ring.home[b], 1, NVSHMEM_SIGNAL_SET, 0);
  } else {
    nvshmem_signal_wait_until(&ring.arrived[b], NVSHMEM_CMP_EQ, 1);
    ring.outbox[b] = ring.token[b] + me;
    nvshmem_long_put_signal(&ring.token[b], &ring.outbox[b], 1,
                            &ring.arrived[b], 1, NVSHMEM_SIGNAL_SET, right);
  }
}

int run(int requested_blocks) {
  int status = NVSHMEMX_SUCCESS;
  const int me = nvshmem_my_pe();
  const int n = nvshmem_n_pes();
  int largest = 0;
  Ring ring = {};
  cudaStream_t stream = nullptr;
  void* args[] = {&ring};
  status = nvshmemx_collective_launch_query_gridsize(
      reinterpret_cast<const void*>(pass_tokens), dim3(32), args, 0, &largest);
  NVSHMEMI_NZ_ERROR_JMP(status, NVSHMEMX_ERROR_INTERNAL, out,
                        "cannot size the grid");
  NVSHMEMI_CHECK_ERROR_JMP(largest < 1, status, NVSHMEMX_ERROR_INTERNAL, out,
                           "not one block of 32 threads fits on this GPU");
  {
    const int blocks = requested_blocks < largest ? requested_blocks : largest;
    ring.token = static_cast<long*>(nvshmem_calloc(blocks, sizeof(long)));
    ring.outbox = static_cast<long*>(nvshmem_calloc(blocks, sizeof(long)));
    ring.arrived =
        static_cast<uint64_t*>(nvshmem_calloc(blocks, sizeof(uint64_t)));
    ring.home =
        static_cast<uint64_t*>(nvshmem_calloc(blocks, sizeof(uint64_t)));
    NVSHMEMI_NULL_ERROR_JMP(ring.home, status, NVSHMEMX_ERROR_OUT_OF_MEMORY,
                            out, "the symmetric heap is too small");
    EXAMPLE_CUDA_CHECK(
        cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    status =
        nvshmemx_collective_launch(reinterpret_cast<const void*>(pass_tokens),
                                   dim3(blocks), dim3(32), args, 0, stream);
    NVSHMEMI_NZ_ERROR_JMP(status, NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED, out,
                          "launching %d blocks", blocks);
    nvshmemx_barrier_all_on_stream(stream);  // every PE's kernel is done
    EXAMPLE_CUDA_CHECK(cudaStreamSynchronize(stream));
    if (me == 0) {
      long* tokens = static_cast<long*>(std::malloc(blocks * sizeof(long)));
      EXAMPLE_CUDA_CHECK(cudaMemcpy(tokens, ring.token, blocks * sizeof(long),
                                    cudaMemcpyDeviceToHost));
      const long sum_of_pes = static_cast<long>(n) * (n - 1) / 2;
      for (int b = 0; b < blocks; ++b) {
        if (tokens[b] != b * kStart + sum_of_pes) {
          std::fprintf(stderr, "block %d's token came home as %ld, not %ld\n",
                       b, tokens[b], b * kStart + sum_of_pes);
          status = NVSHMEMX_ERROR_INTERNAL;
        }
      }
      std::free(tokens);
      if (status == NVSHMEMX_SUCCESS) {
        std::printf(
            "grid_ring: %d PEs, %d blocks (at most %d fit): every token came "
            "home carrying the sum of the PE numbers\n",
            n, blocks, largest);
      }
    }
    nvshmem_barrier_all();
  }
out:
  if (stream != nullptr) cudaStreamDestroy(stream);
  nvshmem_free(ring.home);
  nvshmem_free(ring.arrived);
  nvshmem_free(ring.outbox);
  nvshmem_free(ring.token);
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  if (!have_gpu("grid_ring")) return 0;
  const int blocks = argc > 1 ? std::atoi(argv[1]) : 8;
  if (blocks < 1) {
    std::fprintf(stderr, "grid_ring: BLOCKS must be at least 1, got %s\n",
                 argv[1]);
    return 2;
  }
  nvshmem_init();
  const int status = run(blocks);
  nvshmem_finalize();
  return status == NVSHMEMX_SUCCESS ? 0 : 1;
}
