// A work queue: PE 0 serves requests that every other PE posts into its own
// slot of PE 0's request array. The server waits with
// nvshmem_long_wait_until_some for any slots that hold a request, serves all
// of them, and takes finished clients out of the wait set with the status
// mask. Each client waits for its answer with nvshmem_long_wait_until.
//
//   bazel build //examples:work_queue
//   mpirun -np 4 bazel-bin/examples/work_queue [requests per client]

#include <nvshmem.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

constexpr long kDone = -1;  // a client's last request: it has no more work

long work(long request) { return request * request + 1; }

}  // namespace

int main(int argc, char** argv) {
  const long per_client = argc > 1 ? std::atol(argv[1]) : 1000;
  nvshmem_init();
  const int me = nvshmem_my_pe();
  const int npes = nvshmem_n_pes();
  // requests[pe]: client pe's pending request on the server (0 = none).
  // answers[0]: on each client, the server's answer to its last request.
  auto* requests = static_cast<long*>(nvshmem_calloc(npes, sizeof(long)));
  auto* answers = static_cast<long*>(nvshmem_calloc(1, sizeof(long)));
  int errors = 0;

  if (me == 0) {
    // Only clients take part; a client leaves the set when it is done.
    std::vector<int> status(npes, 0);
    status[0] = 1;
    std::vector<size_t> ready(npes);
    int clients = npes - 1;
    long served = 0, wakeups = 0;
    // [example: serve]
    while (clients > 0) {
      const size_t count = nvshmem_long_wait_until_some(
          requests, npes, ready.data(), status.data(), NVSHMEM_CMP_NE, 0);
      ++wakeups;
      for (size_t k = 0; k < count; ++k) {
        const int client = static_cast<int>(ready[k]);
        const long request = requests[client];
        nvshmem_long_p(&requests[client], 0, me);  // the slot is free again
        // The answer is an atomic set: it releases the client's wait, and
        // the client then sees the freed slot too.
        if (request == kDone) {
          status[client] = 1;
          --clients;
          nvshmem_long_atomic_set(answers, kDone, client);
        } else {
          nvshmem_long_atomic_set(answers, work(request), client);
          ++served;
        }
      }
    }
    // [end example]
    std::printf(
        "work_queue: PE 0 served %ld requests of %d clients in %ld "
        "wake-ups\n",
        served, npes - 1, wakeups);
  } else {
    const long* slot = static_cast<long*>(nvshmem_ptr(&requests[me], 0));
    for (long i = 1; i <= per_client + 1; ++i) {
      const long request = i <= per_client ? me * 1000000 + i : kDone;
      const long expected = i <= per_client ? work(request) : kDone;
      nvshmem_long_atomic_set(&requests[me], request, 0);
      nvshmem_long_wait_until(answers, NVSHMEM_CMP_EQ, expected);
      nvshmem_long_p(answers, 0, me);
      // The server freed the slot before it answered: the wait made that
      // visible, and only this client writes the slot next.
      if (*slot != 0) ++errors;
    }
    if (errors > 0) std::printf("work_queue: PE %d: %d errors\n", me, errors);
  }
  nvshmem_barrier_all();
  nvshmem_free(answers);
  nvshmem_free(requests);
  nvshmem_finalize();
  return errors == 0 ? 0 : 1;
}
