// nvshmem_init, nvshmem_init_thread, nvshmem_query_thread and
// nvshmem_finalize: starting and ending the library on every PE.

#include <nvshmem.h>
#include <sched.h>
#include <symsync/p2p_core.h>
#include <symsync/updates.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/device/error_record.h"
#include "runtime/src/entry/host_api.h"
#include "runtime/src/lifecycle/state.h"
#include "runtime/src/route/route_table.h"

static_assert(sizeof(NVSHMEM_VENDOR_STRING) <= NVSHMEM_MAX_NAME_LEN,
              "NVSHMEM_VENDOR_STRING must fit in NVSHMEM_MAX_NAME_LEN bytes");

namespace symsync {
namespace impl {

HostGuard host_guard;
HostWaitPolicy host_wait_policy = {kWaitSpinUsDefault * 1000,
                                   kWaitYieldUsDefault * 1000,
                                   kWaitMaxSleepUsDefault * 1000, 0};
std::mutex runtime_mutex;
std::mutex allocations_mutex;
Runtime* runtime = nullptr;

namespace {

// The bytes the allocator hands out: NVSHMEM_SYMMETRIC_SIZE and some room
// past it. NVSHMEM's heap grows as programs allocate, so programs written
// for it (its perftests among them) set the size to their largest buffer
// exactly and then allocate a few small ones besides. Ours is fixed at init,
// so it holds at least kHeapRoom more bytes, rounded up to a multiple of
// kHeapGranularity (the GPU's mapping granularity).
constexpr size_t kHeapRoom = size_t{64} << 10;
constexpr size_t kHeapGranularity = size_t{2} << 20;

size_t heap_capacity(const char* routine, size_t requested) {
  if (requested > SIZE_MAX - kHeapRoom - kHeapGranularity) {
    fatal(routine, SYMSYNC_SETTING_SYMMETRIC_SIZE " is %zu bytes: too large",
          requested);
  }
  return (requested + kHeapRoom + kHeapGranularity - 1) / kHeapGranularity *
         kHeapGranularity;
}

// How long host waits spin before they yield: NVSHMEM_WAIT_SPIN_US where
// set; else its default, or none where this machine's PEs outnumber the
// processors they may run on (a spinning PE would keep the one it waits
// for off a processor). Under NVSHMEM_DEBUG, says which, and why.
uint64_t wait_spin_us(const char* routine, const Settings& settings,
                      const HeapSetup& setup) {
  uint64_t spin = kWaitSpinUsDefault;
  std::string why = "as " SYMSYNC_SETTING_WAIT_SPIN_US " says";
  if (settings.wait_spin_us) {
    spin = *settings.wait_spin_us;
  } else {
    if (setup.machine_count > setup.machine_processors) spin = 0;
    why = machine_default(setup, SYMSYNC_SETTING_WAIT_SPIN_US, "");
  }
  if (settings.debug) {
    warn(routine, "host waits spin %llu us before they yield: %s",
         static_cast<unsigned long long>(spin), why.c_str());
  }
  return spin;
}

// NVSHMEM_WAIT_TIMEOUT in nanoseconds; 0: waits never time out.
uint64_t wait_timeout_ns(const Settings& settings) {
  return static_cast<uint64_t>(settings.wait_timeout_s.value_or(0) * 1e9);
}

Bootstrap* abort_bootstrap = nullptr;

void abort_job(int exit_code) {
  if (abort_bootstrap != nullptr) abort_bootstrap->abort(exit_code);
  std::_Exit(exit_code);
}

// The PE number the launcher gave this process, for messages printed before
// the bootstrap knows it; -1 if none.
int launcher_rank() {
  for (const char* variable : {SYMSYNC_SETTING_RANK, "OMPI_COMM_WORLD_RANK",
                               "PMIX_RANK", "PMI_RANK"}) {
    if (const char* value = std::getenv(variable)) return std::atoi(value);
  }
  return -1;
}

// Ends this PE with a clear message if nvshmem_init does not complete in
// time: a PE that died or never started would otherwise leave the others
// waiting forever (MPI_Init itself waits for every process).
class InitWatchdog {
 public:
  InitWatchdog(const char* routine, double timeout_s)
      : routine_(routine), timeout_s_(timeout_s) {
    thread_ = std::thread([this] { watch(); });
  }
  ~InitWatchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

 private:
  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    const auto timeout = std::chrono::duration<double>(timeout_s_);
    if (wake_.wait_for(lock, timeout, [this] { return done_; })) return;
    warn(routine_,
         "not every PE completed nvshmem_init within %g s "
         "(" SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S
         "): another PE died, is stuck "
         "before calling nvshmem_init, or was never started",
         timeout_s_);
    exit_process(1);
  }

  const char* routine_;
  double timeout_s_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;
};

// What every PE tells the others at init.
struct PeerInfo {
  char node[256];    // host name and boot id: equal on PEs of one node
  char machine[64];  // boot id (host name without one), whatever the node
  cpu_set_t cpus;    // the processors this PE may run on
  int64_t pid;
  uint64_t token;  // PE 0's is the job's
  int32_t heap_kind;
  uint64_t heap_size;  // NVSHMEM_SYMMETRIC_SIZE as set
  int32_t max_teams;
  uint64_t reduce_scratch_size;
};

std::string host_name() {
  char host[128] = "";
  gethostname(host, sizeof host - 1);
  return host;
}

// The running kernel's boot id: the same for every process of a machine,
// containers included (it is not namespaced); empty where unreadable.
std::string boot_id() {
  char id[64] = "";
  if (FILE* boot = std::fopen("/proc/sys/kernel/random/boot_id", "r")) {
    if (std::fgets(id, sizeof id, boot) == nullptr) id[0] = '\0';
    std::fclose(boot);
  }
  return id;
}

// The machine this process runs on, whatever node it poses as, and
// whichever container it is in.
std::string machine_identity() {
  const std::string id = boot_id();
  return id.empty() ? host_name() : id;
}

std::string node_identity(const Settings& settings, int my_pe) {
  // A testing aid: PEs that name different nodes act as if on other hosts.
  if (!settings.test_node_name.empty()) return settings.test_node_name;
  // SYMSYNC_PES_PER_HOST: each group of that many PEs poses as a host.
  const std::string group =
      settings.pes_per_host ? "/pes-per-host-group-" +
                                  std::to_string(my_pe / *settings.pes_per_host)
                            : "";
  return host_name() + "/" + boot_id() + group;
}

HeapKind choose_heap_kind(const char* routine, const Settings& settings) {
  const int devices =
      settings.heap_kind == HeapKind::kHost ? 0 : visible_cuda_devices();
  if (settings.heap_kind == HeapKind::kCuda && !built_with_cuda()) {
    fatal(routine, SYMSYNC_SETTING_HEAP_KIND
          "=cuda, but this symsync was built host-only (its build found no "
          "CUDA toolkit under CUDA_PATH, or ran with "
          "--@symsync//bazel:cuda=false): rebuild the program with a "
          "toolkit under CUDA_PATH (default /usr/local/cuda) and without "
          "that flag");
  }
  if (settings.heap_kind == HeapKind::kCuda && devices == 0) {
    fatal(routine, SYMSYNC_SETTING_HEAP_KIND
          "=cuda, but no CUDA device is visible to this "
          "process");
  }
  return resolved_heap_kind(std::nullopt, devices);
}

std::unique_ptr<Bootstrap> bootstrap_for(const char* routine,
                                         const StartRequest& request,
                                         const Settings& settings) {
  if (request.unique_id != nullptr) {
    return make_uid_bootstrap(routine, *request.unique_id, request.rank,
                              request.nranks, settings);
  }
  if (request.mpi_comm != nullptr)
    return load_mpi_bootstrap(routine, settings, request.mpi_comm);
  return make_bootstrap(routine, settings);
}

}  // namespace

void start_with(const char* routine, const StartRequest& request) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  if (lifecycle() == Lifecycle::kRunning) {
    fatal(routine,
          "the library is already initialized: call nvshmem_init or "
          "nvshmem_init_thread once per program");
  }
  if (lifecycle() == Lifecycle::kFinalized) {
    fatal(routine,
          "called after nvshmem_finalize: the library cannot be started again "
          "in the same process");
  }
  set_error_context(launcher_rank(), nullptr);
  auto state = std::make_unique<Runtime>();
  state->settings = read_settings(routine);
  const Settings& settings = state->settings;
  InitWatchdog watchdog(routine, settings.bootstrap_timeout_s);

  state->bootstrap = bootstrap_for(routine, request, settings);
  Bootstrap& bootstrap = *state->bootstrap;
  state->my_pe = bootstrap.rank();
  state->n_pes = bootstrap.size();
  abort_bootstrap = state->n_pes > 1 ? &bootstrap : nullptr;
  set_error_context(state->my_pe, &abort_job);

  const HeapKind kind = choose_heap_kind(routine, settings);
  // NVSHMEM_SYMMETRIC_SIZE as set (every PE's must agree), and the heap's
  // capacity made of it.
  const size_t requested_size =
      settings.symmetric_size.value_or(symmetric_size_default(kind));
  const size_t heap_size = heap_capacity(routine, requested_size);
  PeerInfo mine = {};
  std::snprintf(mine.node, sizeof mine.node, "%s",
                node_identity(settings, state->my_pe).c_str());
  std::snprintf(mine.machine, sizeof mine.machine, "%s",
                machine_identity().c_str());
  CPU_ZERO(&mine.cpus);
  if (sched_getaffinity(0, sizeof mine.cpus, &mine.cpus) != 0) {
    for (long cpu = 0; cpu < sysconf(_SC_NPROCESSORS_ONLN) && cpu < CPU_SETSIZE;
         ++cpu)
      CPU_SET(cpu, &mine.cpus);
  }
  mine.pid = getpid();
  mine.token = std::random_device{}() |
               (static_cast<uint64_t>(std::random_device{}()) << 32);
  mine.heap_kind = static_cast<int32_t>(kind);
  mine.heap_size = requested_size;
  mine.max_teams = settings.max_teams;
  mine.reduce_scratch_size = settings.reduce_scratch_size;
  if (settings.reduce_scratch_size < 16 || settings.reduce_scratch_size % 8) {
    fatal(routine,
          SYMSYNC_SETTING_REDUCE_SCRATCH_SIZE
          " is %zu bytes: it must be at least 16 and a multiple of 8",
          settings.reduce_scratch_size);
  }
  std::vector<PeerInfo> peers(state->n_pes);
  bootstrap.allgather(routine, &mine, peers.data(), sizeof mine);

  HeapSetup setup = {};
  setup.routine = routine;
  setup.bootstrap = &bootstrap;
  setup.my_pe = state->my_pe;
  setup.n_pes = state->n_pes;
  setup.job_token = peers[0].token;
  setup.first_pid = peers[0].pid;
  // The teams' sync areas follow the allocator's bytes, in the heap.
  const size_t team_areas_at = (heap_size + 255) & ~size_t{255};
  setup.size = team_areas_at + team_area_bytes(state->n_pes, settings);
  locate_team_barrier_flags(state->n_pes, settings, &setup.team_flags_offset,
                            &setup.team_area_bytes);
  setup.team_flags_offset += team_areas_at;
  setup.reduce_scratch_offset =
      team_areas_at + device_reduce_scratch_offset(state->n_pes, settings);
  setup.reduce_scratch_bytes = settings.reduce_scratch_size;
  setup.debug = settings.debug;
  setup.wait_timeout_ns = wait_timeout_ns(settings);
  setup.test_kill = settings.test_kill_pe_in_init == state->my_pe;
  cpu_set_t machine_cpus;  // the processors this machine's PEs may run on
  CPU_ZERO(&machine_cpus);
  std::map<std::string, int> first_of_node;
  for (int pe = 0; pe < state->n_pes; ++pe) {
    const std::string node(peers[pe].node,
                           strnlen(peers[pe].node, sizeof peers[pe].node));
    state->node_of.push_back(first_of_node.emplace(node, pe).first->second);
    const bool local =
        std::strncmp(peers[pe].node, mine.node, sizeof mine.node) == 0;
    setup.same_node.push_back(local);
    if (local && pe < state->my_pe) ++setup.local_rank;
    if (local) {
      ++setup.local_count;
      state->node_pes.push_back(pe);
    }
    if (std::strncmp(peers[pe].machine, mine.machine, sizeof mine.machine) ==
        0) {
      ++setup.machine_count;
      CPU_OR(&machine_cpus, &machine_cpus, &peers[pe].cpus);
    }
    if (peers[pe].heap_kind != mine.heap_kind) {
      fatal(routine,
            "PEs disagree on the heap kind: PE %d uses the %s heap, PE %d the "
            "%s heap (set " SYMSYNC_SETTING_HEAP_KIND
            " the "
            "same on every PE)",
            state->my_pe, name_of(kind), pe,
            name_of(static_cast<HeapKind>(peers[pe].heap_kind)));
    }
    if (peers[pe].max_teams != mine.max_teams) {
      fatal(routine,
            "PEs disagree on the number of teams: PE %d has %d, PE %d %d "
            "(set " SYMSYNC_SETTING_MAX_TEAMS " the same on every PE)",
            state->my_pe, mine.max_teams, pe, peers[pe].max_teams);
    }
    if (peers[pe].reduce_scratch_size != mine.reduce_scratch_size) {
      fatal(routine,
            "PEs disagree on the reductions' scratch area: PE %d has %zu "
            "bytes, PE %d %llu (set " SYMSYNC_SETTING_REDUCE_SCRATCH_SIZE
            " the same on every PE)",
            state->my_pe, settings.reduce_scratch_size, pe,
            static_cast<unsigned long long>(peers[pe].reduce_scratch_size));
    }
    if (peers[pe].heap_size != mine.heap_size) {
      fatal(routine,
            "PEs disagree on the heap size: PE %d asks for %zu bytes, PE %d "
            "for %llu (set " SYMSYNC_SETTING_SYMMETRIC_SIZE
            " the "
            "same on every PE)",
            state->my_pe, requested_size, pe,
            static_cast<unsigned long long>(peers[pe].heap_size));
    }
  }

  state->heap = kind == HeapKind::kCuda ? create_cuda_heap(setup)
                                        : create_host_heap(setup);
  if (kind == HeapKind::kHost) {
    const std::string first =
        host_segment_name(setup.first_pid, setup.job_token, 0);
    state->segment_prefix = first.substr(0, first.size() - 1);
  }
  setup.machine_processors =
      processors_for_pes(settings, CPU_COUNT(&machine_cpus));
  state->node_my_pe = setup.local_rank;
  state->node_n_pes = setup.local_count;
  set_stream_barrier_job(state->n_pes, state->node_n_pes, settings.max_teams);
  state->allocator = std::make_unique<SymmetricAllocator>(heap_size);
  start_teams(routine, *state, state->heap->base() + team_areas_at);
  publish_wake_words(*state);  // before the network's progress thread wakes
  publish_routes(state->heap.get(), state->n_pes);
  if (kind == HeapKind::kCuda) remember_gpu_heap_device(routine);
  const uint64_t spin_ns = wait_spin_us(routine, settings, setup) * 1000;
  start_network(routine, *state, setup, spin_ns);
  // The library's own kernels are loaded now: under CUDA's lazy loading the
  // first launch of one could wait for a kernel of the program that is
  // already running (a consumer waiting for the signal it would set).
  if (kind == HeapKind::kCuda) load_library_kernels(routine);
  // The program's own kernels the library cannot load: where a device wait
  // for another host's PE runs, the first launch of one can stop both PEs
  // for ever. Said once a node.
  if (kind == HeapKind::kCuda && setup.local_count < state->n_pes &&
      setup.local_rank == 0 && program_kernels_load_lazily()) {
    warn(routine,
         "CUDA loads this program's kernels lazily (CUDA_MODULE_LOADING is "
         "not EAGER) and PEs of this job are on other hosts: a kernel first "
         "launched while a device wait for such a PE runs is loaded after "
         "that wait ends, and the wait needs this PE's host proxy, whose CUDA "
         "calls the load holds up. Set CUDA_MODULE_LOADING=EAGER for the "
         "PEs, or launch each kernel once before such waits");
  }
  bootstrap.barrier(routine);

  host_guard.heap_begin = state->heap->base();
  // The program's part: the teams' sync areas past it are the library's.
  host_guard.heap_end = state->heap->base() + heap_size;
  host_guard.heap_kind = kind;
  host_guard.debug = settings.debug;
  __atomic_store_n(&host_wait_policy.spin_ns, spin_ns, __ATOMIC_RELAXED);
  __atomic_store_n(&host_wait_policy.yield_ns, settings.wait_yield_us * 1000,
                   __ATOMIC_RELAXED);
  __atomic_store_n(&host_wait_policy.max_sleep_ns,
                   settings.wait_max_sleep_us * 1000, __ATOMIC_RELAXED);
  __atomic_store_n(&host_wait_policy.timeout_ns, wait_timeout_ns(settings),
                   __ATOMIC_RELAXED);
  runtime = state.release();
  host_guard.lifecycle.store(static_cast<int>(Lifecycle::kRunning),
                             std::memory_order_release);
}

void close_heap(const char* routine, std::unique_ptr<HeapBackend> heap,
                Bootstrap& bootstrap) {
  // Unmap the other PEs' heaps, wait until every PE has done so, and only
  // then free this PE's own: no PE frees memory another still maps.
  heap->release_peers();
  bootstrap.barrier(routine);
  heap.reset();
}

void init(const char* routine) { start_with(routine, StartRequest{}); }

int init_thread(const char* routine, int requested, int* provided) {
  if (requested < NVSHMEM_THREAD_SINGLE ||
      requested > NVSHMEM_THREAD_MULTIPLE) {
    warn(routine,
         "requested thread level %d is not one of NVSHMEM_THREAD_SINGLE (%d) "
         "... NVSHMEM_THREAD_MULTIPLE (%d); the "
         "library was not initialized",
         requested, NVSHMEM_THREAD_SINGLE, NVSHMEM_THREAD_MULTIPLE);
    return 1;
  }
  start_with(routine, StartRequest{});
  if (provided != nullptr) *provided = NVSHMEM_THREAD_MULTIPLE;
  return 0;
}

void query_thread(const char* routine, int* provided) {
  if (provided == nullptr) fatal(routine, "provided is NULL");
  *provided = NVSHMEM_THREAD_MULTIPLE;
}

void finalize(const char* routine) {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  Runtime* r = runtime;
  // A kernel that stopped on a misuse is reported before anything else.
  if (r->heap->kind() == HeapKind::kCuda) report_device_error_if_any();
  check_collective(*r, routine, 0, 0);
  // Host-issued copies on a GPU heap are complete (and their stream gone)
  // before any PE unmaps or frees a heap they write.
  if (r->heap->kind() == HeapKind::kCuda) gpu_heap_close(routine);
  // Network updates are complete before the barrier, and the engine closes
  // after it: until every PE is there, a peer's quiet may need this PE.
  quiesce_network(routine, *r);
  r->bootstrap->barrier(routine);
  close_network(routine, *r);
  // The proxy's and the network's copies through the GPU heap, made since.
  if (r->heap->kind() == HeapKind::kCuda) gpu_heap_close(routine);
  if (r->settings.debug) {
    const auto live = r->allocator->live_blocks();
    if (!live.empty()) {
      std::string list;
      for (size_t i = 0; i < live.size() && i < 8; ++i) {
        char item[96];
        std::snprintf(item, sizeof item, "%s%zu bytes at %p", i ? ", " : "",
                      live[i].size,
                      static_cast<void*>(r->heap->base() + live[i].offset));
        list += item;
      }
      if (live.size() > 8) list += ", ...";
      warn(
          routine,
          "%zu symmetric allocation(s) were never freed (" SYMSYNC_SETTING_DEBUG
          "): %s",
          live.size(), list.c_str());
    }
  }
  host_guard.lifecycle.store(static_cast<int>(Lifecycle::kFinalized),
                             std::memory_order_release);
  host_guard.heap_begin = host_guard.heap_end = nullptr;
  host_guard.heap_kind.reset();
  host_guard.debug = false;
  retire_wake_words();
  withdraw_routes();
  runtime = nullptr;
  close_heap(routine, std::move(r->heap), *r->bootstrap);
  abort_bootstrap = nullptr;
  set_error_context(r->my_pe, nullptr);
  delete r;  // finalizes the bootstrap (and MPI, if the library started it)
}

}  // namespace impl
}  // namespace symsync
