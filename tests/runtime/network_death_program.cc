// A PE of the other "host" dies while a PE waits for it (run as 4 PEs, 2
// per host, by network_death_test.sh): PE 3 first makes sure the network
// path to PE 0 is in use, then kills itself with SIGKILL while PE 0 waits
// for a signal only PE 3 would send. The job must end, naming PE 3.

#include <nvshmem.h>
#include <nvshmemx.h>
#include <signal.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>

int main() {
  nvshmem_init();
  const int me = nvshmem_my_pe();
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(2, sizeof(uint64_t)));
  if (nvshmem_n_pes() != 4 || nvshmem_ptr(signal, 3 - me) != nullptr) {
    std::fprintf(stderr, "PE %d: run me as 4 PEs, 2 per host\n", me);
    return 2;
  }
  nvshmem_barrier_all();
  if (me == 3) {
    // An update of PE 0 over the network, then death.
    nvshmemx_signal_op(&signal[0], 1, NVSHMEM_SIGNAL_ADD, 0);
    nvshmem_quiet();
    usleep(300 * 1000);
    raise(SIGKILL);
  }
  if (me == 0) {
    nvshmem_signal_wait_until(&signal[0], NVSHMEM_CMP_GE, 1);
    // The second signal never comes: PE 3 is gone.
    nvshmem_signal_wait_until(&signal[1], NVSHMEM_CMP_GE, 1);
    std::fprintf(stderr, "PE 0: a wait for a dead PE returned\n");
    return 1;
  }
  nvshmem_barrier_all();  // never completes: PE 3 does not arrive
  std::fprintf(stderr, "PE %d: a barrier without PE 3 completed\n", me);
  return 1;
}
