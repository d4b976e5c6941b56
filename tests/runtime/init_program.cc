// Starts and ends the library; the bootstrap timeout test breaks it:
//   SYMSYNC_TEST_KILL_PE_IN_INIT=<pe>   that PE dies inside nvshmem_init
//   SLEEP_BEFORE_INIT_PE=<pe>           that PE sleeps 120 s before it
// (the first is read by the library, the second here).

#include <nvshmem.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

int main() {
  const char* sleeper = std::getenv("SLEEP_BEFORE_INIT_PE");
  const char* rank = std::getenv("OMPI_COMM_WORLD_RANK");
  if (sleeper != nullptr && rank != nullptr &&
      std::atoi(sleeper) == std::atoi(rank)) {
    sleep(120);
  }
  nvshmem_init();
  nvshmem_barrier_all();
  std::printf("init_program: PE %d of %d started\n", nvshmem_my_pe(),
              nvshmem_n_pes());
  nvshmem_finalize();
  return 0;
}
