// NVSHMEMX_INIT_WITH_MPI_COMM: the program starts MPI itself, splits
// MPI_COMM_WORLD into the even and the odd ranks, and starts symsync on its
// half, so two jobs of PEs run side by side. Each PE checks that its PE
// number and count are those of its communicator and that it reaches exactly
// the heaps of its own job. Run by launch_pes.sh mpi:4.

#include <mpi.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdio>

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int world_rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &world_rank);
  MPI_Comm half;
  MPI_Comm_split(MPI_COMM_WORLD, world_rank % 2, world_rank, &half);
  int half_rank = 0, half_size = 0;
  MPI_Comm_rank(half, &half_rank);
  MPI_Comm_size(half, &half_size);

  nvshmemx_init_attr_t attr = NVSHMEMX_INIT_ATTR_INITIALIZER;
  if (nvshmemx_set_attr_mpi_comm_args(&half, &attr) != 0) return 1;
  nvshmemx_init_attr(NVSHMEMX_INIT_WITH_MPI_COMM, &attr);

  int failures = 0;
  if (nvshmem_my_pe() != half_rank || nvshmem_n_pes() != half_size) {
    std::fprintf(stderr, "world rank %d: PE %d of %d, expected %d of %d\n",
                 world_rank, nvshmem_my_pe(), nvshmem_n_pes(), half_rank,
                 half_size);
    ++failures;
  }
  // Every PE of this job writes its world rank into its slot of every PE's
  // table; each table must then hold this job's world ranks only.
  int* table = static_cast<int*>(nvshmem_calloc(half_size, sizeof(int)));
  for (int pe = 0; pe < nvshmem_n_pes(); ++pe)
    static_cast<int*>(nvshmem_ptr(table, pe))[nvshmem_my_pe()] = world_rank;
  nvshmem_barrier_all();
  for (int pe = 0; pe < half_size; ++pe) {
    const int expected = 2 * pe + world_rank % 2;
    if (table[pe] != expected) {
      std::fprintf(stderr, "world rank %d: slot %d holds %d, expected %d\n",
                   world_rank, pe, table[pe], expected);
      ++failures;
    }
  }
  nvshmem_free(table);
  nvshmem_finalize();
  MPI_Comm_free(&half);
  MPI_Finalize();
  if (failures == 0)
    std::printf("world rank %d: PE %d of its half: ok\n", world_rank,
                half_rank);
  return failures == 0 ? 0 : 1;
}
