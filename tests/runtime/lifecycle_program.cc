// One job's whole life across PEs: nvshmem_init_thread, use, and
// nvshmem_finalize, after which no shared-memory name of the job may remain in
// /dev/shm. Plain main(): the library is started and ended here, not around a
// test framework.

#include <nvshmem.h>

#include <cstdio>
#include <string>
#include <vector>

#include "runtime/src/lifecycle/testing_hooks.h"
#include "tests/support/shm_entries.h"

namespace {

int failures = 0;

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "lifecycle_test: FAILED: %s\n", what);
    ++failures;
  }
}

// How many entries starting with `prefix` are in /dev/shm, each reported.
int count_left_behind(const std::string& prefix) {
  const std::vector<std::string> left =
      symsync_test::shm_entries_starting_with(prefix);
  for (const std::string& name : left)
    std::fprintf(stderr, "lifecycle_test: left behind: /dev/shm/%s\n",
                 name.c_str());
  return static_cast<int>(left.size());
}

}  // namespace

int main() {
  int provided = -1;
  check(nvshmem_init_thread(NVSHMEM_THREAD_SERIALIZED, &provided) == 0,
        "nvshmem_init_thread returns 0");
  check(provided == NVSHMEM_THREAD_MULTIPLE,
        "provided is NVSHMEM_THREAD_MULTIPLE");
  int queried = -1;
  nvshmem_query_thread(&queried);
  check(queried == provided, "query_thread agrees with init_thread");

  const std::string prefix = symsync::impl::host_segment_prefix();
  check(prefix.rfind("symsync-", 0) == 0, "the host heap is in use");
  const int me = nvshmem_my_pe();
  const int n = nvshmem_n_pes();
  auto* slots = static_cast<int*>(nvshmem_calloc(n, sizeof(int)));
  for (int pe = 0; pe < n; ++pe)
    static_cast<int*>(nvshmem_ptr(slots, pe))[me] = me + 1;
  nvshmem_barrier_all();
  for (int pe = 0; pe < n; ++pe)
    check(slots[pe] == pe + 1, "every PE wrote its slot");
  nvshmem_free(slots);

  nvshmem_finalize();
  check(count_left_behind(prefix) == 0,
        "nothing of the job is left in /dev/shm");
  if (failures == 0) std::printf("lifecycle_test: PE %d of %d: ok\n", me, n);
  return failures == 0 ? 0 : 1;
}
