// Four PEs that act as two hosts of two PEs each (SYMSYNC_TEST_NODE_NAME,
// set from the rank before nvshmem_init): a PE reaches only its own host's
// heaps through nvshmem_ptr, NULL for the others as in NVSHMEM, and the node
// team holds its own host's PEs. Each PE then adds to a signal of its
// counterpart on the other host, which only the network transport (UCX)
// reaches, and waits for its own. Run by symsync-run -n 4.

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

int main() {
  const char* rank_text = std::getenv("SYMSYNC_RANK");
  if (rank_text == nullptr) {
    std::fprintf(stderr, "two_hosts_program: run me with symsync-run -n 4\n");
    return 2;
  }
  const int host = std::atoi(rank_text) / 2;
  setenv("SYMSYNC_TEST_NODE_NAME",
         ("fake-host-" + std::to_string(host)).c_str(), 1);
  nvshmem_init();
  const int me = nvshmem_my_pe(), n = nvshmem_n_pes();
  int failures = 0;
  auto expect = [&](bool ok, const char* what, int pe) {
    if (!ok) {
      std::fprintf(stderr, "PE %d: %s (PE %d)\n", me, what, pe);
      ++failures;
    }
  };
  expect(n == 4, "expected 4 PEs", n);
  long* cell = static_cast<long*>(nvshmem_calloc(1, sizeof(long)));
  for (int pe = 0; pe < n; ++pe) {
    const bool same_host = pe / 2 == host;
    long* remote = static_cast<long*>(nvshmem_ptr(cell, pe));
    expect((remote != nullptr) == same_host,
           same_host ? "nvshmem_ptr is NULL for a PE of this host"
                     : "nvshmem_ptr is not NULL for a PE of another host",
           pe);
    if (remote != nullptr && pe != me) *remote = 100 + me;  // reaches it
  }
  expect(nvshmem_team_n_pes(NVSHMEMX_TEAM_NODE) == 2, "node team size", 2);
  expect(nvshmem_team_my_pe(NVSHMEMX_TEAM_NODE) == me % 2, "node team rank",
         me % 2);
  expect(nvshmem_team_my_pe(NVSHMEM_TEAM_SHARED) == me % 2, "shared team rank",
         me % 2);
  expect(nvshmem_team_my_pe(NVSHMEM_TEAM_INVALID) == -1,
         "NVSHMEM_TEAM_INVALID gives -1", -1);
  nvshmem_barrier_all();
  // The counterpart on the other host: reached over the network only.
  uint64_t* signal =
      static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  nvshmemx_signal_op(signal, 1, NVSHMEM_SIGNAL_ADD, (me + 2) % n);
  expect(nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, 1) == 1,
         "the signal from the other host", (me + 2) % n);
  nvshmem_barrier_all();
  nvshmem_free(signal);
  const int partner = host * 2 + (1 - me % 2);
  expect(*cell == 100 + partner, "the value from the other PE of this host",
         partner);
  nvshmem_free(cell);
  nvshmem_finalize();
  if (failures == 0) std::printf("PE %d: two hosts: ok\n", me);
  return failures == 0 ? 0 : 1;
}
