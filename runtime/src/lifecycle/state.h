// The state of the running library, shared by the files of lifecycle/:
// what nvshmem_init built, and the lock that serializes init, finalize and the
// collective routines.

#ifndef SYMSYNC_RUNTIME_LIFECYCLE_STATE_H_
#define SYMSYNC_RUNTIME_LIFECYCLE_STATE_H_

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/settings.h"
#include "runtime/src/entry/host_api.h"
#include "runtime/src/heap/allocator.h"
#include "runtime/src/heap/heap.h"
#include "runtime/src/proxy/proxy.h"
#include "runtime/src/transport/transport.h"

namespace symsync {
namespace impl {

// A team this PE is in (teams.cc): a predefined one, or one that
// nvshmem_team_split_strided or nvshmem_team_split_2d made.
struct Team {
  std::vector<int> world_pes;  // the members' world numbers, by their
                               // numbers in the team (a split's increase;
                               // nvshmemx_team_init's may not); empty: no
                               // team of this PE has the handle
  int my_pe = -1;              // this PE's number in the team
  nvshmem_team_config_t config = NVSHMEM_TEAM_CONFIG_INITIALIZER;
  uint64_t operations = 0;  // collective operations on its sync area so far
};

struct Runtime {
  Settings settings;
  std::unique_ptr<Bootstrap> bootstrap;
  std::unique_ptr<HeapBackend> heap;
  std::unique_ptr<SymmetricAllocator> allocator;
  // The network engine reaching the PEs of other hosts (network.cc); null
  // when every PE is on this node.
  std::unique_ptr<Transport> transport;
  // The host proxy that carries device code's requests for PEs of other
  // hosts (a heap in GPU memory in a job that spans hosts; network.cc).
  std::unique_ptr<Proxy> proxy;
  int my_pe = 0;
  int n_pes = 1;
  int node_my_pe = 0;         // index among the PEs of this node
  int node_n_pes = 1;         // PEs on this node
  std::vector<int> node_pes;  // their world numbers, in order
  // Per world PE, the lowest world number of the PEs on its node.
  std::vector<int> node_of;
  uint64_t collective_calls = 0;  // for NVSHMEM_DEBUG messages
  std::string segment_prefix;     // of the host heap's /dev/shm names
  // Per PE, its wake word (host_wake_words points here; wake.cc).
  std::vector<WakeWord*> wake_words;
  // By handle, NVSHMEM_MAX_TEAMS of them (teams.cc).
  std::vector<Team> teams;
  // The team tokens this PE made (nvshmemx_team_get_uniqueid: without the
  // lock, which another thread's collective may hold), its
  // nvshmemx_team_init calls so far, and the tokens those were given (a
  // token makes one team).
  std::atomic<uint32_t> team_tokens{0};
  uint64_t team_inits = 0;
  std::unordered_set<uint64_t> team_tokens_used;
  // Each team handle's sync area, in the heap past the allocator's bytes:
  // where the members of the team with that handle exchange what their
  // collective operations combine (teams.cc).
  char* team_areas = nullptr;
};

// Serializes init, finalize and the collective routines. The query routines
// read fields that stay fixed between init and finalize and need no lock.
extern std::mutex runtime_mutex;
// Held while the allocator's live blocks change and while a check reads
// them (NVSHMEM_DEBUG's range checks, the overlap report), never across a
// barrier: a thread checking a range must not wait for one that holds
// runtime_mutex through a collective call. Taken after runtime_mutex.
extern std::mutex allocations_mutex;

// The live allocation the heap address `address` lies in (its offset and
// size as asked for), or none: outside the heap, in free space, in a
// freed block, or no library running. Takes allocations_mutex.
std::optional<SymmetricAllocator::Block> allocation_holding(
    const void* address);
// The running library; nullptr before init and after finalize.
extern Runtime* runtime;

// How nvshmemx_init_attr asked the library to find the other PEs; empty:
// as the environment says (nvshmem_init).
struct StartRequest {
  const UniqueId* unique_id = nullptr;  // NVSHMEMX_INIT_WITH_UNIQUEID
  int rank = -1;
  int nranks = -1;
  void* mpi_comm = nullptr;  // NVSHMEMX_INIT_WITH_MPI_COMM: an MPI_Comm *
};

// Counts a collective call; with NVSHMEM_DEBUG, also checks that every PE
// makes this call with the same arguments (`first`, `second`: what the
// routine's report shows), and ends the job naming both calls if not.
void check_collective(Runtime& r, const char* routine, uint64_t first,
                      uint64_t second);

// For a PE that found a mistake another PE reports (a collective call that
// differs): waits for that PE to end the job, and ends this PE with status
// 1 itself if no one has within 10 s. The mistake is reported once, not
// once per PE. Defined in memory.cc.
[[noreturn]] void await_report_of_another_pe();

// The last step of nvshmem_finalize for the heap: closes this PE's mappings
// of the other PEs' heaps, waits at a barrier until every PE has done so,
// then frees this PE's heap.
void close_heap(const char* routine, std::unique_ptr<HeapBackend> heap,
                Bootstrap& bootstrap);

// Publishes the wake words of `state`'s heap to the host waits and updates
// (host_wake_words, host_own_wake_word), and at finalize withdraws them.
// Defined in wake.cc.
void publish_wake_words(Runtime& state);
void retire_wake_words();

// The processors this machine's PEs may run on together: `affinity` (the
// count of their affinity masks' union), or their control group's CPU
// quota where that allows fewer (network.cc). Init keeps it in HeapSetup's
// machine_processors.
int processors_for_pes(const Settings& settings, int affinity);
// What NVSHMEM_DEBUG says of a setting's default that depends on this
// machine's PEs and processors: "the default for N PEs sharing P processors
// on this machine<where> (<setting> sets it)" (network.cc).
std::string machine_default(const HeapSetup& setup, const char* setting,
                            const char* where);

// Init, once the heap exists: when some PE is not on this node, starts the
// network engine, connects it to every such PE, starts its progress thread
// (SYMSYNC_PROGRESS_THREAD), makes the bootstrap's collectives drive
// progress and publishes it to the route (symsync/route.h); with the heap
// in GPU memory, also opens the host proxy's channel for device code and
// starts the proxy. The engine's own waits yield the processor where the
// host waits do not spin (`spin_ns` 0). Defined in network.cc.
void start_network(const char* routine, Runtime& state, const HeapSetup& setup,
                   uint64_t spin_ns);
// Finalize, before its barrier, once this PE's kernels are done: stops the
// proxy after it carried out what they submitted, and completes this PE's
// network updates; from then on peers that disconnect are expected.
void quiesce_network(const char* routine, Runtime& state);
// Finalize, after its barrier: withdraws the engine from the route, stops
// it and releases it.
void close_network(const char* routine, Runtime& state);

// The bytes past the allocator's that the teams' sync areas and the
// reductions' scratch area take in every PE's heap, for `n_pes` PEs and
// these settings (teams.cc).
size_t team_area_bytes(int n_pes, const Settings& settings);
// Where, in the teams' sync areas, the device and stream forms' scratch
// area of the reductions starts (symsync/device_state.h's
// reduce_scratch_offset, less where the areas start).
size_t device_reduce_scratch_offset(int n_pes, const Settings& settings);
// Where, in the teams' sync areas, the barriers of team handle 0 keep their
// words (`first`, from the areas' start) and how far apart consecutive
// handles' are (`stride`): symsync/device_state.h's team_flags_offset and
// team_area_bytes, less where the areas start.
void locate_team_barrier_flags(int n_pes, const Settings& settings,
                               size_t* first, size_t* stride);
// Init, once the heap exists: the predefined teams, and the sync areas at
// `areas` set to zero (before the barrier that ends init).
void start_teams(const char* routine, Runtime& state, char* areas);
// Every PE meets every other (nvshmem_barrier_all, nvshmem_sync_all, after
// what they complete or order first; `call` names the routine to the
// members' comparison), with runtime_mutex held: where every PE is on this
// node and the heap is in host memory, a step of the world team, through
// the mapping (teams.cc); else the bootstrap's barrier. The callers make
// NVSHMEM_DEBUG's comparison of the PEs' calls (check_collective) first: it
// finds a PE that finalizes while the others wait here.
void meet_every_pe(const char* routine, Runtime& state, const char* call);

// Starts the library (the work of nvshmem_init) as `request` says.
void start_with(const char* routine, const StartRequest& request);

inline Lifecycle lifecycle() {
  return static_cast<Lifecycle>(
      host_guard.lifecycle.load(std::memory_order_acquire));
}

// The running library, for routines the generated entry already checked.
inline Runtime& running() { return *runtime; }

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_LIFECYCLE_STATE_H_
