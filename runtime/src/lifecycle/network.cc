// Starting the network transport at nvshmem_init when the job spans hosts,
// and ending it at nvshmem_finalize (declared in state.h). The forms reach
// it through the route (symsync/route.h), to which this file publishes it.

#include <symsync/host_wait.h>
#include <symsync/wake.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "runtime/src/common/errors.h"
#include "runtime/src/lifecycle/state.h"
#include "runtime/src/route/route_table.h"
#include "runtime/src/transport/engine.h"
#include "runtime/src/transport/progressing_bootstrap.h"

namespace symsync {
namespace impl {

void (*host_wait_progress)(bool) = nullptr;

namespace {

void allgather_through(void* context, const char* routine, const void* mine,
                       void* all, size_t bytes) {
  static_cast<Bootstrap*>(context)->allgather(routine, mine, all, bytes);
}

[[noreturn]] void fail_through(const char* routine, const char* message) {
  fatal(routine, "%s", message);
}

bool wake_own_sleepers() { return wake_sleepers(host_own_wake_word); }

void progress_while_waiting(bool polling) {
  if (Runtime* r = runtime) {
    if (r->transport) r->transport->progress(polling);
  }
}

}  // namespace

void start_network(const char* routine, Runtime& state,
                   const HeapSetup& setup) {
  std::vector<unsigned char> remote(setup.n_pes, 0);
  int first_remote = -1;
  for (int pe = 0; pe < setup.n_pes; ++pe) {
    remote[pe] = !setup.same_node[pe];
    if (remote[pe] && first_remote < 0) first_remote = pe;
  }
  // Collective: every PE decides alike (the heap kind is the same on all),
  // but a PE with no remote peer (impossible: being remote is mutual)
  // would still have to take part in the engine's exchanges.
  if (first_remote < 0 || state.heap->kind() != HeapKind::kHost) return;
  TransportSetup transport_setup = {};
  transport_setup.abi_version = kTransportAbiVersion;
  transport_setup.my_pe = setup.my_pe;
  transport_setup.n_pes = setup.n_pes;
  transport_setup.remote = remote.data();
  transport_setup.heap_base = state.heap->base();
  transport_setup.heap_size = state.heap->size();
  transport_setup.context = setup.bootstrap;
  transport_setup.allgather = allgather_through;
  transport_setup.fail = fail_through;
  transport_setup.applied = wake_own_sleepers;
  state.transport.reset(start_engine(
      routine, network_engine(), state.settings.transport_plugin,
      transport_setup,
      "PE " + std::to_string(first_remote) + " is on another host"));
  state.transport->start_progress_thread(state.settings.progress_thread);
  state.bootstrap = std::make_unique<ProgressingBootstrap>(
      std::move(state.bootstrap), state.transport.get());
  __atomic_store_n(&host_wait_progress, &progress_while_waiting,
                   __ATOMIC_RELEASE);
  publish_network(state.transport.get());
}

void quiesce_network(const char* routine, Runtime& state) {
  if (!state.transport) return;
  state.transport->quiet(routine);
  state.transport->expect_disconnects();
}

void close_network(const char* routine, Runtime& state) {
  if (!state.transport) return;
  publish_network(nullptr);
  __atomic_store_n(&host_wait_progress, nullptr, __ATOMIC_RELEASE);
  static_cast<ProgressingBootstrap&>(*state.bootstrap).forget_transport();
  state.transport->close(routine);
  state.transport.reset();
}

}  // namespace impl
}  // namespace symsync
