// Four PEs that act as two hosts of two PEs each (SYMSYNC_TEST_NODE_NAME,
// set from the rank before nvshmem_init): PEs 0, 1 and 2, 3, or with the
// argument "interleaved" PEs 0, 2 and 1, 3. A PE reaches only its own
// host's heaps through nvshmem_ptr, NULL for the others as in NVSHMEM, and
// the node team holds its own host's PEs, numbered in world order
// (nvshmem_team_translate_pe both ways), and the predefined teams report
// no configuration (nvshmem_team_get_config). Each PE then adds to a signal of
// its counterpart on the other host, which only the network transport (UCX)
// reaches, and waits for its own. Run by symsync-run -n 4.

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

int main(int argc, char** argv) {
  const bool interleaved = argc > 1 && std::string(argv[1]) == "interleaved";
  // A PE's host, and its number in that host's node team.
  auto host_of = [&](int pe) { return interleaved ? pe % 2 : pe / 2; };
  auto node_pe_of = [&](int pe) { return interleaved ? pe / 2 : pe % 2; };
  const char* rank_text = std::getenv("SYMSYNC_RANK");
  if (rank_text == nullptr) {
    std::fprintf(stderr, "two_hosts_program: run me with symsync-run -n 4\n");
    return 2;
  }
  const int host = host_of(std::atoi(rank_text));
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
    const bool same_host = host_of(pe) == host;
    long* remote = static_cast<long*>(nvshmem_ptr(cell, pe));
    expect((remote != nullptr) == same_host,
           same_host ? "nvshmem_ptr is NULL for a PE of this host"
                     : "nvshmem_ptr is not NULL for a PE of another host",
           pe);
    if (remote != nullptr && pe != me) *remote = 100 + me;  // reaches it
  }
  expect(nvshmem_team_n_pes(NVSHMEMX_TEAM_NODE) == 2, "node team size", 2);
  expect(nvshmem_team_my_pe(NVSHMEMX_TEAM_NODE) == node_pe_of(me),
         "node team rank", node_pe_of(me));
  expect(nvshmem_team_my_pe(NVSHMEM_TEAM_SHARED) == node_pe_of(me),
         "shared team rank", node_pe_of(me));
  for (int pe = -1; pe <= n; ++pe) {
    const bool member = pe >= 0 && pe < n && host_of(pe) == host;
    const int in_node = member ? node_pe_of(pe) : -1;
    expect(nvshmem_team_translate_pe(NVSHMEM_TEAM_WORLD, pe,
                                     NVSHMEMX_TEAM_NODE) == in_node,
           "world PE to the node team", pe);
    expect(nvshmem_team_translate_pe(NVSHMEM_TEAM_WORLD, pe,
                                     NVSHMEM_TEAM_SHARED) == in_node,
           "world PE to the shared team", pe);
    expect(
        nvshmem_team_translate_pe(NVSHMEM_TEAM_WORLD, pe, NVSHMEM_TEAM_WORLD) ==
            (pe >= 0 && pe < n ? pe : -1),
        "world PE to the world", pe);
    expect(nvshmem_team_translate_pe(NVSHMEM_TEAM_INVALID, pe,
                                     NVSHMEM_TEAM_WORLD) == -1 &&
               nvshmem_team_translate_pe(NVSHMEM_TEAM_WORLD, pe,
                                         NVSHMEM_TEAM_INVALID) == -1,
           "NVSHMEM_TEAM_INVALID translates nothing", pe);
  }
  // The predefined teams' configuration: the initializer's "nothing set";
  // for no team, the caller's bytes stay as they were.
  for (nvshmem_team_t team :
       {NVSHMEM_TEAM_WORLD, NVSHMEM_TEAM_SHARED, NVSHMEMX_TEAM_NODE}) {
    nvshmem_team_config_t config;
    std::memset(&config, 0x5a, sizeof config);
    nvshmem_team_get_config(team, &config);
    expect(config.version == (2 << 16) + static_cast<int>(sizeof config) &&
               config.num_contexts == -1 && config.uniqueid == ~uint64_t{0},
           "a predefined team's configuration", team);
  }
  for (nvshmem_team_t team : {NVSHMEM_TEAM_INVALID, 7}) {
    nvshmem_team_config_t config, before;
    std::memset(&config, 0x5a, sizeof config);
    before = config;
    nvshmem_team_get_config(team, &config);
    expect(std::memcmp(&config, &before, sizeof config) == 0,
           "no team's configuration leaves it as it was", team);
  }
  for (int index = -1; index <= 2; ++index) {
    int world = -1;  // the node team's member numbered `index`
    for (int pe = 0; pe < n; ++pe)
      if (host_of(pe) == host && node_pe_of(pe) == index) world = pe;
    expect(nvshmem_team_translate_pe(NVSHMEMX_TEAM_NODE, index,
                                     NVSHMEM_TEAM_WORLD) == world,
           "node team PE to the world", index);
    expect(nvshmem_team_translate_pe(NVSHMEM_TEAM_SHARED, index,
                                     NVSHMEMX_TEAM_NODE) ==
               (world < 0 ? -1 : index),
           "shared team PE to the node team", index);
  }
  expect(nvshmem_team_my_pe(NVSHMEM_TEAM_INVALID) == -1,
         "NVSHMEM_TEAM_INVALID gives -1", -1);
  nvshmem_barrier_all();
  // The counterpart on the other host: reached over the network only.
  uint64_t* signal =
      static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  const int counterpart = interleaved ? me ^ 1 : (me + 2) % n;
  nvshmemx_signal_op(signal, 1, NVSHMEM_SIGNAL_ADD, counterpart);
  expect(nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, 1) == 1,
         "the signal from the other host", counterpart);
  nvshmem_barrier_all();
  nvshmem_free(signal);
  int partner = -1;  // the other PE of this host
  for (int pe = 0; pe < n; ++pe)
    if (pe != me && host_of(pe) == host) partner = pe;
  expect(*cell == 100 + partner, "the value from the other PE of this host",
         partner);
  nvshmem_free(cell);
  nvshmem_finalize();
  if (failures == 0) std::printf("PE %d: two hosts: ok\n", me);
  return failures == 0 ? 0 : 1;
}
