// The work queue of work_queue.cc, in device code: PE 0's kernel serves the
// requests that the other PEs' kernels post, waking with
// nvshmem_long_wait_until_some and retiring clients through the status mask.
//
//   mpirun -np 3 bazel-bin/examples/work_queue_cuda [requests per client]

#include <nvshmem.h>

#include <cstdio>
#include <cstdlib>

#include "examples/cuda_example.h"

namespace {

constexpr long kDone = -1;
constexpr int kMaxPes = 64;

__device__ long work(long request) { return request * request + 1; }

__global__ void serve(long* requests, long* answers, long* served) {
  const int npes = nvshmem_n_pes();
  int status[kMaxPes];
  size_t ready[kMaxPes];
  for (int pe = 0; pe < npes; ++pe) status[pe] = pe == 0 ? 1 : 0;
  int clients = npes - 1;
  long count_served = 0;
  while (clients > 0) {
    const size_t count = nvshmem_long_wait_until_some(
        requests, npes, ready, status, NVSHMEM_CMP_NE, 0);
    for (size_t k = 0; k < count; ++k) {
      const int client = static_cast<int>(ready[k]);
      const long request = requests[client];
      nvshmem_long_p(&requests[client], 0, 0);  // the slot is free again
      if (request == kDone) {
        status[client] = 1;
        --clients;
        nvshmem_long_atomic_set(answers, kDone, client);
      } else {
        nvshmem_long_atomic_set(answers, work(request), client);
        ++count_served;
      }
    }
  }
  *served = count_served;
}

__global__ void post(long* requests, long* answers, long per_client,
                     long* errors) {
  const int me = nvshmem_my_pe();
  for (long i = 1; i <= per_client + 1; ++i) {
    const long request = i <= per_client ? me * 1000000 + i : kDone;
    const long expected = i <= per_client ? work(request) : kDone;
    nvshmem_long_atomic_set(&requests[me], request, 0);
    nvshmem_long_wait_until(answers, NVSHMEM_CMP_EQ, expected);
    nvshmem_long_p(answers, 0, me);
  }
  *errors = 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (!have_gpu("work_queue_cuda")) return 0;
  const long per_client = argc > 1 ? std::atol(argv[1]) : 100;
  nvshmem_init();
  const int me = nvshmem_my_pe();
  const int npes = nvshmem_n_pes();
  if (npes > kMaxPes) {
    std::fprintf(stderr, "work_queue_cuda: at most %d PEs\n", kMaxPes);
    return 1;
  }
  auto* requests = static_cast<long*>(nvshmem_calloc(npes, sizeof(long)));
  auto* answers = static_cast<long*>(nvshmem_calloc(1, sizeof(long)));
  long* result = nullptr;
  EXAMPLE_CUDA_CHECK(cudaMalloc(&result, sizeof(long)));
  nvshmem_barrier_all();
  if (me == 0) {
    serve<<<1, 1>>>(requests, answers, result);
  } else {
    post<<<1, 1>>>(requests, answers, per_client, result);
  }
  EXAMPLE_CUDA_CHECK(cudaGetLastError());
  EXAMPLE_CUDA_CHECK(cudaDeviceSynchronize());
  long value = 0;
  EXAMPLE_CUDA_CHECK(
      cudaMemcpy(&value, result, sizeof(long), cudaMemcpyDeviceToHost));
  if (me == 0) {
    std::printf("work_queue_cuda: PE 0 served %ld requests of %d clients\n",
                value, npes - 1);
  }
  nvshmem_barrier_all();
  cudaFree(result);
  nvshmem_free(answers);
  nvshmem_free(requests);
  nvshmem_finalize();
  return me == 0 && value != per_client * (npes - 1) ? 1 : 0;
}
