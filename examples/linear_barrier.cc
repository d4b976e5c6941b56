// A linear barrier built from point-to-point synchronization, after the
// example on OpenSHMEM's shmem_wait_until_all page: every PE raises its flag
// in every PE's flag array, then waits until its own array is all raised.
//
//   bazel build //examples:linear_barrier
//   mpirun -np 4 bazel-bin/examples/linear_barrier

#include <nvshmem.h>

#include <cstdio>

int main() {
  nvshmem_init();
  const int me = nvshmem_my_pe();
  const int npes = nvshmem_n_pes();

  // One flag per PE, in symmetric memory, zeroed on every PE.
  auto* flags = static_cast<int*>(nvshmem_calloc(npes, sizeof(int)));

  // [example: barrier]
  // Raise flags[me] on every PE with an atomic set, which releases a wait.
  for (int pe = 0; pe < npes; ++pe) nvshmem_int_atomic_set(&flags[me], 1, pe);

  // Wait until every PE has raised its flag here (status NULL: all count).
  nvshmem_int_wait_until_all(flags, npes, nullptr, NVSHMEM_CMP_EQ, 1);
  // [end example]

  std::printf("linear_barrier: PE %d of %d passed the barrier\n", me, npes);
  nvshmem_barrier_all();  // no PE frees the flags while another still raises
  nvshmem_free(flags);
  nvshmem_finalize();
  return 0;
}
