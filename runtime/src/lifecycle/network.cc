// Starting the network transport at nvshmem_init when the job spans hosts,
// and ending it at nvshmem_finalize (declared in state.h). The forms reach
// it through the route (symsync/route.h), to which this file publishes it.

#include <symsync/host_wait.h>
#include <symsync/route.h>
#include <symsync/wake.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
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

// What other PEs' operations of this PE's heap are reported as when they
// fail here.
constexpr const char* kApplyRoutine = "nvshmem (network updates of this PE)";

// A heap in GPU memory, reached by the transport through the library's copy
// stream (runtime/src/stream/gpu_heap_copy.cu): copies and signal kernels in
// the order the transport makes them, so data arrives before the signal
// that follows it; settle waits for the stream. A write does not wait for
// its copy (gpu_heap_write stages the bytes in pinned memory): waiting
// made every put from another host, and the device ping-pong across hosts,
// a stream synchronization longer.
void gpu_write(void* base, size_t offset, const void* data, size_t bytes) {
  gpu_heap_write(kApplyRoutine, static_cast<char*>(base) + offset, data, bytes);
}
void gpu_read(void* base, size_t offset, void* dest, size_t bytes) {
  gpu_heap_copy(kApplyRoutine, dest, static_cast<char*>(base) + offset, bytes,
                true);
}
void gpu_update(void* base, size_t offset, uint64_t value, size_t size,
                bool add) {
  char* target = static_cast<char*>(base) + offset;
  if (add || size == sizeof(Signal)) {
    // One atomic access of the signal's width, made by a kernel (a store of
    // another width is one access of a kernel too).
    gpu_heap_signal_op(
        kApplyRoutine, reinterpret_cast<Signal*>(target), value,
        signal_op_for(add ? SignalEffect::kAdd : SignalEffect::kSet), false);
  } else {
    gpu_heap_store(kApplyRoutine, target, value, size);
  }
}
uint64_t gpu_amo(void* base, size_t offset, AmoOp op, size_t size,
                 uint64_t operand, uint64_t compare) {
  return gpu_heap_amo(kApplyRoutine, static_cast<char*>(base) + offset, op,
                      size, operand, compare);
}
void gpu_settle(void*) { gpu_heap_quiet(kApplyRoutine); }
const HeapAccess gpu_heap_access_template = {nullptr,    gpu_write, gpu_read,
                                             gpu_update, gpu_amo,   gpu_settle};

// A heap in host memory reached the way a GPU heap is (messages, applied
// through calls), for the tests of that path on machines without a GPU
// (stage_host_heap_over_network, testing_hooks.h).
void host_write(void* base, size_t offset, const void* data, size_t bytes) {
  std::memcpy(static_cast<char*>(base) + offset, data, bytes);
}
void host_read(void* base, size_t offset, void* dest, size_t bytes) {
  std::memcpy(dest, static_cast<char*>(base) + offset, bytes);
}
void host_update(void* base, size_t offset, uint64_t value, size_t size,
                 bool add) {
  apply_update_in_place(static_cast<char*>(base) + offset, value, size, add);
}
uint64_t host_amo(void* base, size_t offset, AmoOp op, size_t size,
                  uint64_t operand, uint64_t compare) {
  return apply_amo_in_place(static_cast<char*>(base) + offset, op, size,
                            operand, compare);
}
void host_settle(void*) {}

// The slots of the host proxy's channel: requests device code may have
// queued before it waits for a free one.
constexpr uint64_t kProxySlots = 1024;

// The host proxy's channel as the proxy sees it (its `reserved` is the
// device producers' counter, in GPU memory), for drain_proxy.
ProxyChannel proxy_channel = {};

// drain_device_requests (symsync/route.h): the tickets device code has
// taken, read through the copy stream, all carried out by the proxy.
void drain_proxy(const char* routine) {
  uint64_t reserved = 0;
  gpu_heap_copy(routine, &reserved, proxy_channel.reserved, sizeof reserved,
                true);
  HostProxyPause pause(routine);
  while (load_acquire(proxy_channel.consumed) < reserved) {
    pause("the proxy to carry out the requests of device code");
  }
}

bool staging_host_heap = false;
HeapAccess heap_access;  // what start_network hands the transport

void progress_while_waiting(bool polling) {
  if (Runtime* r = runtime) {
    if (r->transport) r->transport->progress(polling);
  }
}

// The processors the CPU quota of this process's control group allows
// (rounded up), or 0 for no quota: cgroup v2's cpu.max ("max PERIOD" or
// "QUOTA PERIOD"), or v1's cpu.cfs_quota_us (-1: none) and
// cpu.cfs_period_us, under the group's path in /proc/self/cgroup. Only the
// group's own quota is read, not its ancestors'.
int cgroup_processor_quota(const Settings& settings) {
  const std::string root = settings.test_cgroup_root.empty()
                               ? "/sys/fs/cgroup"
                               : settings.test_cgroup_root;
  auto first_line = [](const std::string& path) {
    std::string line;
    std::ifstream file(path);
    std::getline(file, line);
    return line;
  };
  auto quota_of = [](long long quota, long long period) {
    return quota > 0 && period > 0
               ? static_cast<int>((quota + period - 1) / period)
               : 0;
  };
  std::ifstream groups("/proc/self/cgroup");
  std::string line;
  while (std::getline(groups, line)) {  // ID:CONTROLLERS:PATH
    const size_t a = line.find(':'), b = line.find(':', a + 1);
    if (a == std::string::npos || b == std::string::npos) continue;
    const std::string controllers = "," + line.substr(a + 1, b - a - 1) + ",";
    std::string path = line.substr(b + 1);
    if (path == "/") path.clear();
    if (controllers == ",,") {
      const std::string max = first_line(root + path + "/cpu.max");
      long long quota = 0, period = 0;
      if (std::sscanf(max.c_str(), "%lld %lld", &quota, &period) == 2)
        return quota_of(quota, period);
    } else if (controllers.find(",cpu,") != std::string::npos) {
      const std::string dir = root + "/cpu" + path;
      const std::string quota = first_line(dir + "/cpu.cfs_quota_us");
      const std::string period = first_line(dir + "/cpu.cfs_period_us");
      if (!quota.empty() && !period.empty())
        return quota_of(std::atoll(quota.c_str()), std::atoll(period.c_str()));
    }
  }
  return 0;
}

// A linger that never ends, in microseconds (in nanoseconds it still fits
// the transport's int64_t).
constexpr uint64_t kProgressLingerNeverUs =
    static_cast<uint64_t>(std::numeric_limits<int64_t>::max() / 1000);

// SYMSYNC_PROGRESS_LINGER_US, or its default: where this machine's PEs
// (counting those that pose as other hosts) have two processors each among
// those they may run on together and their control group's quota allows,
// and the heap is in GPU memory, the thread never sleeps (device waits for
// other hosts' updates depend on it alone: on an H200 machine of 16
// processors it made the device ping-pong across two hosts 1.5 times
// faster, bench/RESULTS.md); where they have one each, it lingers
// kProgressLingerUsDefault; else each PE's lingering thread takes a
// processor another PE needs, and nothing lingers. NVSHMEM_DEBUG says
// which, and why.
uint64_t progress_linger_us(const char* routine, const Settings& settings,
                            const HeapSetup& setup, bool gpu_heap) {
  uint64_t linger;
  std::string why = "as " SYMSYNC_SETTING_PROGRESS_LINGER_US " says";
  if (settings.progress_linger_us) {
    linger = *settings.progress_linger_us;
  } else {
    const int processors = setup.machine_processors;
    const bool never_sleeps = gpu_heap && 2 * setup.machine_count <= processors;
    linger = never_sleeps                        ? kProgressLingerNeverUs
             : setup.machine_count <= processors ? kProgressLingerUsDefault
                                                 : 0;
    why = machine_default(setup, SYMSYNC_SETTING_PROGRESS_LINGER_US,
                          gpu_heap ? " with the heap in GPU memory" : "");
  }
  if (settings.debug) {
    warn(routine,
         "the progress thread lingers %llu us after the last message: %s",
         static_cast<unsigned long long>(linger), why.c_str());
  }
  return linger;
}

}  // namespace

int processors_for_pes(const Settings& settings, int affinity) {
  const int quota = cgroup_processor_quota(settings);
  return quota > 0 && quota < affinity ? quota : affinity;
}

std::string machine_default(const HeapSetup& setup, const char* setting,
                            const char* where) {
  const int pes = setup.machine_count, processors = setup.machine_processors;
  char text[200];
  std::snprintf(text, sizeof text,
                "the default for %d PE%s sharing %d processor%s on this "
                "machine%s (%s sets it)",
                pes, pes == 1 ? "" : "s", processors,
                processors == 1 ? "" : "s", where, setting);
  return text;
}

void start_network(const char* routine, Runtime& state, const HeapSetup& setup,
                   uint64_t spin_ns) {
  std::vector<unsigned char> remote(setup.n_pes, 0);
  int first_remote = -1;
  for (int pe = 0; pe < setup.n_pes; ++pe) {
    remote[pe] = !setup.same_node[pe];
    if (remote[pe] && first_remote < 0) first_remote = pe;
  }
  // Collective: every PE decides alike (the heap kind is the same on all),
  // but a PE with no remote peer (impossible: being remote is mutual)
  // would still have to take part in the engine's exchanges.
  if (first_remote < 0) return;
  const bool gpu_heap = state.heap->kind() != HeapKind::kHost;
  TransportSetup transport_setup = {};
  transport_setup.abi_version = kTransportAbiVersion;
  transport_setup.my_pe = setup.my_pe;
  transport_setup.n_pes = setup.n_pes;
  transport_setup.remote = remote.data();
  transport_setup.heap_base = state.heap->base();
  transport_setup.heap_size = state.heap->size();
  if (gpu_heap || staging_host_heap) {
    heap_access = gpu_heap ? gpu_heap_access_template
                           : HeapAccess{nullptr,     host_write, host_read,
                                        host_update, host_amo,   host_settle};
    heap_access.context = state.heap->base();
    transport_setup.heap_access = &heap_access;
    // A GPU heap's allocation ends with nvshmemx_barrier_all_on_stream's
    // flags, which the barrier's kernel raises on other hosts' PEs too.
    if (gpu_heap) transport_setup.heap_size = network_extent();
  }
  transport_setup.context = setup.bootstrap;
  transport_setup.allgather = allgather_through;
  transport_setup.fail = fail_through;
  transport_setup.applied = wake_own_sleepers;
  transport_setup.yield_when_idle = spin_ns == 0;
  state.transport.reset(start_engine(
      routine, network_engine(), state.settings.transport_plugin,
      transport_setup,
      "PE " + std::to_string(first_remote) + " is on another host"));
  // A device wait cannot drive the network: with the heap in GPU memory,
  // other hosts' updates are applied by the progress thread alone.
  if (gpu_heap && !state.settings.progress_thread) {
    warn(routine, SYMSYNC_SETTING_PROGRESS_THREAD
         "=0 is ignored with the heap in GPU memory in a job that spans "
         "hosts: the progress thread applies other hosts' updates, which "
         "device waits cannot do");
  }
  state.transport->start_progress_thread(
      state.settings.progress_thread || gpu_heap,
      static_cast<int64_t>(
          progress_linger_us(routine, state.settings, setup, gpu_heap)) *
          1000);
  state.bootstrap = std::make_unique<ProgressingBootstrap>(
      std::move(state.bootstrap), state.transport.get());
  __atomic_store_n(&host_wait_progress, &progress_while_waiting,
                   __ATOMIC_RELEASE);
  publish_network(state.transport.get());
  if (gpu_heap) {
    proxy_channel = state.heap->open_proxy_channel(routine, kProxySlots);
    state.proxy = std::make_unique<Proxy>(proxy_channel, network_carrier());
    __atomic_store_n(&drain_device_requests, &drain_proxy, __ATOMIC_RELEASE);
  }
}

void stage_host_heap_over_network() { staging_host_heap = true; }

void quiesce_network(const char* routine, Runtime& state) {
  __atomic_store_n(&drain_device_requests, nullptr, __ATOMIC_RELEASE);
  if (state.proxy) state.proxy->stop();
  state.proxy.reset();
  proxy_channel = ProxyChannel{};
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
