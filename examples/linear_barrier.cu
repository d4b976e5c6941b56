// The linear barrier of linear_barrier.cc, in device code: one thread per PE
// raises its flag in every PE's array and waits for its own to fill.
//
//   mpirun -np 2 bazel-bin/examples/linear_barrier_cuda

#include <nvshmem.h>

#include <cstdio>

#include "examples/cuda_example.h"

__global__ void barrier_kernel(int* flags) {
  const int me = nvshmem_my_pe();
  const int npes = nvshmem_n_pes();
  for (int pe = 0; pe < npes; ++pe) nvshmem_int_atomic_set(&flags[me], 1, pe);
  nvshmem_int_wait_until_all(flags, npes, nullptr, NVSHMEM_CMP_EQ, 1);
}

int main() {
  if (!have_gpu("linear_barrier_cuda")) return 0;
  nvshmem_init();
  auto* flags = static_cast<int*>(nvshmem_calloc(nvshmem_n_pes(), sizeof(int)));
  barrier_kernel<<<1, 1>>>(flags);
  EXAMPLE_CUDA_CHECK(cudaGetLastError());
  EXAMPLE_CUDA_CHECK(cudaDeviceSynchronize());
  std::printf("linear_barrier_cuda: PE %d of %d passed the barrier\n",
              nvshmem_my_pe(), nvshmem_n_pes());
  nvshmem_barrier_all();
  nvshmem_free(flags);
  nvshmem_finalize();
  return 0;
}
