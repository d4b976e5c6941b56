// The producer/consumer ping-pong of ping_pong.cc, in device code: PE 2k's
// kernel puts each message into PE 2k+1's buffer with nvshmem_long_p, orders
// it before the signal with nvshmem_fence and raises the consumer's
// sequence signal with nvshmemx_signal_op; the consumer waits for it with
// nvshmem_signal_wait_until, checks the message and answers on the
// producer's acknowledgement signal the same way.
//
// It uses only NVSHMEM's API, so it
// compiles unchanged against NVSHMEM's own headers:
// tests/portability/nvshmem_compile_test.sh (run by test.sh) builds it
// against NVSHMEM 3.8 with -rdc.
//
//   symsync-run -n 2 bazel-bin/examples/ping_pong_cuda [rounds]

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "examples/cuda_example.h"

namespace {

constexpr int kWords = 32;

struct Channel {
  long message[kWords];  // put by the producer
  uint64_t sequence;     // raised by the producer once a message is there
  uint64_t ack;          // raised by the consumer once it has read it
};

__global__ void produce(Channel* channel, int partner, int rounds,
                        int* errors) {
  for (long round = 1; round <= rounds; ++round) {
    for (int i = 0; i < kWords; ++i)
      nvshmem_long_p(&channel->message[i], round * 100 + i, partner);
    nvshmem_fence();  // the message before the signal
    nvshmemx_signal_op(&channel->sequence, round, NVSHMEM_SIGNAL_SET, partner);
    const uint64_t ack = nvshmem_signal_wait_until(
        &channel->ack, NVSHMEM_CMP_GE, static_cast<uint64_t>(round));
    if (ack != static_cast<uint64_t>(round)) ++*errors;
  }
}

__global__ void consume(Channel* channel, int partner, int rounds,
                        int* errors) {
  for (long round = 1; round <= rounds; ++round) {
    nvshmem_signal_wait_until(&channel->sequence, NVSHMEM_CMP_EQ,
                              static_cast<uint64_t>(round));
    for (int i = 0; i < kWords; ++i) {
      if (channel->message[i] != round * 100 + i) ++*errors;
    }
    nvshmemx_signal_op(&channel->ack, round, NVSHMEM_SIGNAL_SET, partner);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (!have_gpu("ping_pong_cuda")) return 0;
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 1000;
  nvshmem_init();
  const int me = nvshmem_my_pe();
  const int partner = me % 2 == 0 ? me + 1 : me - 1;
  auto* channel = static_cast<Channel*>(nvshmem_calloc(1, sizeof(Channel)));
  int* errors = nullptr;
  EXAMPLE_CUDA_CHECK(cudaMalloc(&errors, sizeof(int)));
  EXAMPLE_CUDA_CHECK(cudaMemset(errors, 0, sizeof(int)));
  nvshmem_barrier_all();
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  if (partner < nvshmem_n_pes()) {
    cudaEventRecord(start);
    if (me % 2 == 0) {
      produce<<<1, 1>>>(channel, partner, rounds, errors);
    } else {
      consume<<<1, 1>>>(channel, partner, rounds, errors);
    }
    cudaEventRecord(stop);
    EXAMPLE_CUDA_CHECK(cudaGetLastError());
  }
  EXAMPLE_CUDA_CHECK(cudaDeviceSynchronize());
  int host_errors = 0;
  EXAMPLE_CUDA_CHECK(
      cudaMemcpy(&host_errors, errors, sizeof(int), cudaMemcpyDeviceToHost));
  if (me % 2 == 0 && partner < nvshmem_n_pes()) {
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    std::printf(
        "ping_pong_cuda: PE %d <-> PE %d: %d round trips, %.2f us each, %d "
        "errors\n",
        me, partner, rounds, 1000.0 * ms / rounds, host_errors);
  }
  nvshmem_barrier_all();
  cudaFree(errors);
  nvshmem_free(channel);
  nvshmem_finalize();
  return host_errors == 0 ? 0 : 1;
}
