// What route_to (symsync/route.h) decides from: this PE's heap, the job's
// size and the network transport. nvshmem_init publishes them once they
// exist, and nvshmem_finalize withdraws them (runtime/src/lifecycle/); the
// route layer itself knows nothing of the lifecycle's state.

#ifndef SYMSYNC_RUNTIME_ROUTE_ROUTE_TABLE_H_
#define SYMSYNC_RUNTIME_ROUTE_ROUTE_TABLE_H_

#include "runtime/src/heap/heap.h"
#include "runtime/src/transport/transport.h"

namespace symsync {
namespace impl {

// Init, once the heap exists, before any form can run.
void publish_routes(const HeapBackend* heap, int n_pes);
// Init, once the network transport runs (it reaches the PEs whose heap
// `heap` does not map); finalize withdraws it with nullptr before the
// engine closes.
void publish_network(Transport* transport);
// Finalize, before the heap goes away.
void withdraw_routes();

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_ROUTE_ROUTE_TABLE_H_
