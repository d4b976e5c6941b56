// The runtime's side of the network transport (transport.h): starting the
// engine at nvshmem_init when the job spans hosts, and ending it at
// nvshmem_finalize. The host forms reach it through the network_* routines
// of <symsync/updates.h>, defined in network.cc.

#ifndef SYMSYNC_RUNTIME_TRANSPORT_NETWORK_H_
#define SYMSYNC_RUNTIME_TRANSPORT_NETWORK_H_

#include "runtime/src/heap/heap.h"
#include "runtime/src/lifecycle/state.h"

namespace symsync {
namespace impl {

// Init, once the heap exists: when some PE is not on this node and the
// heap is in host memory, loads the UCX engine, connects it to every such
// PE, starts its progress thread (SYMSYNC_PROGRESS_THREAD) and makes the
// bootstrap's collectives drive progress. A GPU heap is left without one:
// its updates of another host's PEs stay refused, naming what is missing.
void start_network(const char* routine, Runtime& state, const HeapSetup& setup);

// Finalize, before its barrier: completes this PE's network updates; from
// then on peers that disconnect are expected.
void quiesce_network(const char* routine, Runtime& state);

// Finalize, after its barrier: stops the engine and releases it.
void close_network(const char* routine, Runtime& state);

// For symsync-info: whether the UCX engine's plugin loads, as a job that
// spans hosts would load it (SYMSYNC_TRANSPORT_PLUGIN, else where it is
// looked for); if not, `tried` says where it was looked for and why each
// failed.
bool network_engine_loads(const Settings& settings, std::string* tried);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_TRANSPORT_NETWORK_H_
