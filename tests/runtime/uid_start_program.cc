// Started as N plain processes, with no launcher and no MPI: PE 0 creates a
// unique ID and writes it to a file, the others read it, and all of them
// start through nvshmemx_init_attr. Then each checks that the PEs agree on
// who is who, and they pass a token around a ring with wait_until on the
// host heap.
//
//   uid_start_program RANK NRANKS ID_FILE

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "tests/support/unique_id_file.h"

namespace {

[[noreturn]] void fail(int rank, const char* what) {
  std::fprintf(stderr, "uid_start_program: rank %d: %s\n", rank, what);
  std::exit(1);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s RANK NRANKS ID_FILE\n", argv[0]);
    return 2;
  }
  const int rank = std::atoi(argv[1]);
  const int nranks = std::atoi(argv[2]);
  if (nvshmemx_init_status() != NVSHMEM_STATUS_NOT_INITIALIZED)
    fail(rank, "nvshmemx_init_status is not NOT_INITIALIZED before init");
  std::string error;
  if (!symsync_test::start_with_unique_id_file(rank, nranks, argv[3], &error))
    fail(rank, error.c_str());
  if (nvshmemx_init_status() != NVSHMEM_STATUS_IS_INITIALIZED)
    fail(rank, "nvshmemx_init_status is not IS_INITIALIZED after init");
  if (nvshmem_my_pe() != rank || nvshmem_n_pes() != nranks)
    fail(rank, "my_pe/n_pes differ from the rank and count given");
  if (nvshmem_team_my_pe(NVSHMEM_TEAM_WORLD) != rank ||
      nvshmem_team_n_pes(NVSHMEM_TEAM_WORLD) != nranks)
    fail(rank, "NVSHMEM_TEAM_WORLD queries differ from my_pe/n_pes");
  if (nvshmem_team_n_pes(NVSHMEMX_TEAM_NODE) != nranks ||
      nvshmem_team_my_pe(NVSHMEMX_TEAM_NODE) != rank)
    fail(rank, "all PEs run on this node, so NODE is WORLD here");

  // Every PE agrees on every PE's rank: each writes its rank into slot
  // `rank` of every PE's table, then reads the whole table.
  int* table = static_cast<int*>(nvshmem_calloc(nranks, sizeof(int)));
  long* token = static_cast<long*>(nvshmem_calloc(1, sizeof(long)));
  for (int pe = 0; pe < nranks; ++pe)
    static_cast<int*>(nvshmem_ptr(table, pe))[rank] = rank + 100;
  nvshmem_barrier_all();
  for (int pe = 0; pe < nranks; ++pe)
    if (table[pe] != pe + 100) fail(rank, "the rank table differs");

  // A ring: PE 0 starts, each PE waits for the token from its left and
  // passes it on, incremented; PE 0 finally sees nranks.
  const int right = (rank + 1) % nranks;
  long* right_token = static_cast<long*>(nvshmem_ptr(token, right));
  if (rank == 0) __atomic_store_n(right_token, 1L, __ATOMIC_RELEASE);
  nvshmem_long_wait_until(token, NVSHMEM_CMP_GE, rank == 0 ? nranks : rank);
  if (rank != 0) __atomic_store_n(right_token, *token + 1, __ATOMIC_RELEASE);
  if (rank == 0 && *token != nranks) fail(rank, "the ring's token is wrong");
  nvshmem_barrier_all();
  std::printf("rank %d of %d: started through the unique ID, ring done\n", rank,
              nranks);
  nvshmem_free(token);
  nvshmem_free(table);
  nvshmem_finalize();
  if (nvshmemx_init_status() != NVSHMEM_STATUS_NOT_INITIALIZED)
    fail(rank, "nvshmemx_init_status is not NOT_INITIALIZED after finalize");
  return 0;
}
