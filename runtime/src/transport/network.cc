// The network path of the host forms (the network_* routines of
// <symsync/updates.h>) and the engine's start and end (network.h).

#include "runtime/src/transport/network.h"

#include <dlfcn.h>
#include <nvshmem.h>
#include <symsync/p2p_core.h>
#include <symsync/updates.h>

#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "runtime/src/common/errors.h"
#include "runtime/src/common/plugins.h"
#include "runtime/src/transport/transport.h"

namespace symsync {
namespace impl {

bool network_in_use = false;
void (*host_wait_progress)(bool) = nullptr;

namespace {

constexpr const char* kUcxPluginFile = "libsymsync_transport_ucx.so";

Transport& transport() { return *running().transport; }

// `symmetric`'s offset in the heap: every PE's heap has the same layout.
size_t heap_offset(const void* symmetric) {
  return static_cast<size_t>(static_cast<const char*>(symmetric) -
                             running().heap->base());
}

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

// The job's bootstrap, whose collectives keep the engine's progress thread
// running while they block (SYMSYNC_PROGRESS_THREAD=0 runs it only then):
// a PE in a barrier still applies the updates its peers' quiet waits for.
class ProgressingBootstrap final : public Bootstrap {
 public:
  ProgressingBootstrap(std::unique_ptr<Bootstrap> inner, Transport* transport)
      : inner_(std::move(inner)), transport_(transport) {
    inner_->set_wait_hook(&progress_between_tests, transport);
  }

  const char* name() const override { return inner_->name(); }
  int rank() const override { return inner_->rank(); }
  int size() const override { return inner_->size(); }
  void allgather(const char* routine, const void* mine, void* all,
                 size_t bytes) override {
    Collective during(transport_);
    inner_->allgather(routine, mine, all, bytes);
  }
  void barrier(const char* routine) override {
    Collective during(transport_);
    inner_->barrier(routine);
  }
  [[noreturn]] void abort(int exit_code) override {
    inner_->abort(exit_code);
    __builtin_unreachable();
  }

  // Finalize: the engine is gone, collectives go on without it.
  void forget_transport() {
    inner_->set_wait_hook(nullptr, nullptr);
    transport_ = nullptr;
  }

 private:
  struct Collective {
    explicit Collective(Transport* transport) : transport(transport) {
      if (transport != nullptr) transport->begin_collective();
    }
    ~Collective() {
      if (transport != nullptr) transport->end_collective();
    }
    Transport* transport;
  };
  // A collective that would spin inside MPI drives the engine itself, as a
  // polling wait does (the progress thread then leaves the processor to
  // it: under mpirun --bind-to core they share one core).
  static void progress_between_tests(void* transport) {
    static_cast<Transport*>(transport)->progress(true);
  }

  std::unique_ptr<Bootstrap> inner_;
  Transport* transport_;
};

Transport* load_ucx_transport(const char* routine, Runtime& state,
                              const HeapSetup& setup,
                              const std::vector<unsigned char>& remote,
                              int first_remote) {
  std::string tried;
  void* handle = open_plugin(kUcxPluginFile, state.settings.transport_plugin,
                             RTLD_NOW | RTLD_LOCAL, &tried);
  if (handle == nullptr) {
    fatal(routine,
          "cannot load the UCX transport plugin %s, needed because PE %d is "
          "on another host (install UCX: apt-get install libucx-dev; or set "
          "SYMSYNC_TRANSPORT_PLUGIN to the plugin's path). Tried:%s",
          kUcxPluginFile, first_remote, tried.c_str());
  }
  auto create =
      reinterpret_cast<TransportCreateFn>(dlsym(handle, kTransportEntry));
  if (create == nullptr) {
    fatal(routine, "the UCX transport plugin has no %s: %s", kTransportEntry,
          dlerror());
  }
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
  char error[512] = "";
  Transport* transport = create(&transport_setup, error, sizeof error);
  if (transport == nullptr)
    fatal(routine, "the UCX transport failed to start: %s", error);
  // The plugin stays loaded: UCX keeps threads and handlers of its own.
  return transport;
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
  state.transport.reset(
      load_ucx_transport(routine, state, setup, remote, first_remote));
  state.transport->start_progress_thread(state.settings.progress_thread);
  state.bootstrap = std::make_unique<ProgressingBootstrap>(
      std::move(state.bootstrap), state.transport.get());
  __atomic_store_n(&host_wait_progress, &progress_while_waiting,
                   __ATOMIC_RELEASE);
  network_in_use = true;
}

void quiesce_network(const char* routine, Runtime& state) {
  if (!state.transport) return;
  state.transport->quiet(routine);
  state.transport->expect_disconnects();
}

void close_network(const char* routine, Runtime& state) {
  if (!state.transport) return;
  network_in_use = false;
  __atomic_store_n(&host_wait_progress, nullptr, __ATOMIC_RELEASE);
  static_cast<ProgressingBootstrap&>(*state.bootstrap).forget_transport();
  state.transport->close(routine);
  state.transport.reset();
}

void network_put(const char* routine, void* dest, const void* source,
                 size_t bytes, int pe, bool blocking) {
  transport().put(routine, pe, heap_offset(dest), source, bytes, blocking);
}

void network_get(const char* routine, void* dest, const void* source,
                 size_t bytes, int pe, bool blocking) {
  transport().get(routine, pe, dest, heap_offset(source), bytes, blocking);
}

void network_store(const char* routine, void* dest, const void* value,
                   size_t size, int pe, bool release) {
  if (size != 1 && size != 2 && size != 4 && size != 8) {
    // An element wider than 8 bytes: a put, ordered as a store would be.
    if (release) transport().fence(routine);
    transport().put(routine, pe, heap_offset(dest), value, size, true);
    return;
  }
  uint64_t bits = 0;
  std::memcpy(&bits, value, size);  // little-endian: the low `size` bytes
  transport().store(routine, pe, heap_offset(dest), bits, size, release);
}

void network_signal_op(const char* routine, Signal* sig_addr, Signal signal,
                       int sig_op, int pe) {
  if (sig_op == NVSHMEM_SIGNAL_SET) {
    transport().store(routine, pe, heap_offset(sig_addr), signal, sizeof signal,
                      true);
  } else {
    transport().add(routine, pe, heap_offset(sig_addr), signal);
  }
}

void network_fence(const char* routine) { transport().fence(routine); }

void network_quiet(const char* routine) { transport().quiet(routine); }

bool network_engine_loads(const Settings& settings, std::string* tried) {
  void* handle = open_plugin(kUcxPluginFile, settings.transport_plugin,
                             RTLD_NOW | RTLD_LOCAL, tried);
  if (handle == nullptr) return false;
  const bool has_entry = dlsym(handle, kTransportEntry) != nullptr;
  if (!has_entry)
    *tried += std::string("\n  ") + kUcxPluginFile + ": no " + kTransportEntry;
  dlclose(handle);
  return has_entry;
}

}  // namespace impl
}  // namespace symsync
