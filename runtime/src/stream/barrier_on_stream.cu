// nvshmemx_barrier_all_on_stream: one GPU thread on the stream writes this
// call's number into its own flag on every PE (release, system scope; the
// flags lie just past each heap's end, see begin_stream_barrier), then waits
// until every PE's flag on this PE has reached that number (acquire). Flags
// only grow, so no call needs resetting them, and a PE one barrier ahead cannot
// be mistaken for one that is behind. Work before the barrier on each PE's
// stream is done and visible before any PE's work after it starts. A PE of
// another host gets its flag through the host proxy, after a quiet that
// completes this PE's requests to other hosts. The stream barriers of a team
// (nvshmemx_barrier_on_stream, nvshmemx_team_sync_on_stream) do the same
// among the team's members, on flags of the team's own.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/spec_facts.h>
#include <symsync/updates.h>

#include <atomic>
#include <memory>

#include "runtime/src/common/errors.h"
#include "runtime/src/entry/on_stream.h"
#include "runtime/src/stream/library_kernels.h"

namespace symsync {
namespace impl {
namespace {

// The job as nvshmem_init described it (set_stream_barrier_job), and the
// barriers so far (counted without a lock: a stream barrier must not wait
// for a collective routine another thread is in).
std::atomic<int> job_pes{0};
std::atomic<int> job_node_pes{0};
std::atomic<uint64_t> barriers_so_far{0};
// The stream barriers of each team handle (nvshmemx_barrier_on_stream,
// nvshmemx_team_sync_on_stream) so far, NVSHMEM_MAX_TEAMS of them.
std::atomic<int> job_max_teams{0};
std::unique_ptr<std::atomic<uint64_t>[]> team_barriers_so_far;

// On the host: checks that the heap is in GPU memory, completes this PE's
// host-issued copies, and returns this call's
// number (1 for the first, and so on): the value the barrier's kernel
// writes into this PE's flag on every PE. The flags are n_pes uint64_t
// values past the end of each PE's heap (stream_barrier_flags_offset), in
// the same CUDA allocation (runtime/src/heap/cuda_heap.cu zeroes them at
// nvshmem_init). Never waits for another PE.
uint64_t begin_stream_barrier(const char* routine, bool complete,
                              std::atomic<uint64_t>& so_far,
                              uint64_t meetings = 1) {
  if (!heap_in_gpu_memory()) {
    fatal(routine,
          "needs the symmetric heap in GPU memory, and it is in host memory "
          "(" SYMSYNC_SETTING_HEAP_KIND
          "=host, or no GPU was visible at nvshmem_init)");
  }
  const int pes = job_pes.load(std::memory_order_relaxed);
  const int node_pes = job_node_pes.load(std::memory_order_relaxed);
  if (node_pes != pes && !routes_over_network) {
    fatal(routine,
          "%d of the %d PEs are on other hosts, and no network transport "
          "runs to reach them",
          pes - node_pes, pes);
  }
  if (complete) {
    gpu_heap_quiet(routine);  // this PE's host-issued copies are done
    // Those to other hosts are complete at their targets.
    if (routes_over_network) network_quiet(routine);
  }
  return so_far.fetch_add(meetings, std::memory_order_relaxed) + 1;
}

// `complete`: a barrier (nvshmemx_barrier_all_on_stream), which quiets this
// PE's requests to other hosts first; else a sync (nvshmemx_sync_all_on_
// stream), which only orders.
__global__ void stream_barrier_kernel(uint64_t number, RoutineName routine,
                                      bool complete) {
#if SYMSYNC_DEVICE_PASS
  // The work before the barrier on this PE's stream (earlier kernels,
  // copies) is visible to the other PEs before they see the flag; so are
  // its requests to other hosts' PEs, which the quiet completes.
  __threadfence_system();
  if (complete) quiet(routine.text);
  meet_at_flags(routine.text,
                stream_barrier_flags_offset(symsync_device_state.heap_size),
                number);
#endif
}

// A stream barrier of team `team`: the same, on the flags of the team's
// stream barriers, among its members (which the kernel reads from the
// table of teams device code has, reporting a team this PE is not in).
__global__ void team_stream_barrier_kernel(uint64_t number, RoutineName routine,
                                           bool complete, nvshmem_team_t team) {
#if SYMSYNC_DEVICE_PASS
  __threadfence_system();
  StreamMeetings meetings{number};
  meet_team(ThreadGroup(), routine.text, team, meetings, complete);
#endif
}

// The count of stream barriers of `team`, a value that must be a team
// handle: another is an error here (the kernels report a handle that names
// no team of this PE).
std::atomic<uint64_t>& team_stream_barriers(const char* routine,
                                            nvshmem_team_t team) {
  const int max_teams = job_max_teams.load(std::memory_order_relaxed);
  if (team < 0 || team >= max_teams) {
    fatal(routine,
          "team %d names no team: NVSHMEM_TEAM_INVALID is %d, and team "
          "handles run from 0 to " SYMSYNC_SETTING_MAX_TEAMS " - 1 = %d",
          team, NVSHMEM_TEAM_INVALID, max_teams - 1);
  }
  return team_barriers_so_far[team];
}

// Enqueues the stream barrier (`complete`) or sync of `team` on `stream`.
int enqueue_team_stream_barrier(const char* routine, nvshmem_team_t team,
                                cudaStream_t stream, bool complete) {
  const uint64_t number = begin_stream_barrier(
      routine, complete, team_stream_barriers(routine, team));
  team_stream_barrier_kernel<<<1, 1, 0, stream>>>(number, routine_name(routine),
                                                  complete, team);
  check_cuda(
      routine, cudaGetLastError(),
      complete ? "launching the stream barrier" : "launching the stream sync");
  return 0;
}

// The byte collectives of a team on a stream: one block of the library's
// kernel runs the device form's algorithm (symsync/collectives_device.h),
// meeting the other members on the flags of the team's stream barriers
// with the two numbers the host took when it enqueued the kernel; or, for
// longer puts on a team within this node, three kernels run its `steps`:
// one block the first meeting, several blocks the puts, one block the last
// meeting (first + 1). The same kernel gathers a piece of a stream
// reduction into the members' scratch areas (kReducePiece: `dest` the
// scratch area, `step` and `slot` as gather_piece takes them).
// A short reduction's step (kShortReduce, by one thread: `src`, `bytes` and
// `step` as short_reduce_step takes them) is the library's kernel's too.
enum class ByteCollective {
  kBroadcast,
  kFcollect,
  kAlltoall,
  kReducePiece,
  kShortReduce
};
constexpr int kByteCollectiveThreads = 256;

__global__ void __launch_bounds__(kByteCollectiveThreads)
    byte_collective_kernel(ByteCollective which, CollectiveSteps steps,
                           uint64_t first, RoutineName routine,
                           nvshmem_team_t team, void* dest, const void* src,
                           size_t bytes, int pe_root, size_t step,
                           size_t slot) {
#if SYMSYNC_DEVICE_PASS
  // The work before it on this PE's stream is visible to the other PEs.
  __threadfence_system();
  StreamMeetings meetings{first, steps};
  switch (which) {
    case ByteCollective::kBroadcast:
      broadcast_bytes(BlockGroup(), routine.text, team, dest, src, bytes,
                      pe_root, meetings);
      break;
    case ByteCollective::kFcollect:
      fcollect_bytes(BlockGroup(), routine.text, team, dest, src, bytes,
                     meetings);
      break;
    case ByteCollective::kAlltoall:
      alltoall_bytes(BlockGroup(), routine.text, team, dest, src, bytes,
                     meetings);
      break;
    case ByteCollective::kReducePiece:
      gather_piece(BlockGroup(), routine.text, team, static_cast<char*>(dest),
                   src, bytes, step, slot, meetings);
      break;
    case ByteCollective::kShortReduce: {
      require_device_initialized(routine.text);
      const DeviceTeam members = device_team(routine.text, team);
      short_reduce_step(routine.text, team, members, my_number_in(members),
                        static_cast<const char*>(src), bytes, step,
                        StreamMeetings::kKind,
                        meetings.next(routine.text, team));
      break;
    }
  }
#endif
}

int enqueue_byte_collective(const char* routine, ByteCollective which,
                            nvshmem_team_t team, void* dest, const void* src,
                            size_t bytes, int pe_root, cudaStream_t stream) {
  std::atomic<uint64_t>& so_far = team_stream_barriers(routine, team);
  const uint64_t first = begin_stream_barrier(routine, true, so_far, 2);
  // The host forms' checks of the team and the ranges (the kernel's come
  // after: the root, overlaps), and the blocks that copy.
  const bool broadcast = which == ByteCollective::kBroadcast;
  check_stream_data_collective(routine, team, dest, !broadcast, src,
                               which == ByteCollective::kAlltoall, bytes,
                               broadcast, pe_root);
  const int blocks =
      stream_collective_blocks(routine, team, bytes, broadcast, pe_root);
  const auto enqueue = [&](CollectiveSteps steps, int grid, uint64_t number) {
    byte_collective_kernel<<<grid, kByteCollectiveThreads, 0, stream>>>(
        which, steps, number, routine_name(routine), team, dest, src, bytes,
        pe_root, 0, 0);
    check_cuda(routine, cudaGetLastError(), "launching the collective");
  };
  if (blocks == 1) {
    enqueue(CollectiveSteps::kAll, 1, first);
  } else {
    enqueue(CollectiveSteps::kFirstMeeting, 1, first);
    enqueue(CollectiveSteps::kPuts, blocks, first);
    enqueue(CollectiveSteps::kLastMeeting, 1, first + 1);
  }
  return 0;
}

}  // namespace

void set_stream_barrier_job(int n_pes, int node_n_pes, int max_teams) {
  job_pes.store(n_pes, std::memory_order_relaxed);
  job_node_pes.store(node_n_pes, std::memory_order_relaxed);
  barriers_so_far.store(0, std::memory_order_relaxed);
  team_barriers_so_far.reset(new std::atomic<uint64_t>[max_teams]);
  for (int team = 0; team < max_teams; ++team) team_barriers_so_far[team] = 0;
  job_max_teams.store(max_teams, std::memory_order_relaxed);
}

void forget_team_stream_barriers(int team) {
  team_barriers_so_far[team].store(0, std::memory_order_relaxed);
}

void load_stream_barrier_kernel(const char* routine) {
  cudaFuncAttributes attributes;
  check_cuda(routine, cudaFuncGetAttributes(&attributes, stream_barrier_kernel),
             "loading the library's stream barrier kernel");
  check_cuda(routine,
             cudaFuncGetAttributes(&attributes, team_stream_barrier_kernel),
             "loading the library's team stream barrier kernel");
  check_cuda(routine,
             cudaFuncGetAttributes(&attributes, byte_collective_kernel),
             "loading the library's kernel of the byte collectives");
}

void barrier_all_on_stream(const char* routine, cudaStream_t stream) {
  const uint64_t number = begin_stream_barrier(routine, true, barriers_so_far);
  stream_barrier_kernel<<<1, 1, 0, stream>>>(number, routine_name(routine),
                                             true);
  check_cuda(routine, cudaGetLastError(), "launching the stream barrier");
}

// The same barrier without its quiets: the stream barriers' one sequence of
// numbers and flags, so that every PE calls the two in the same order.
void sync_all_on_stream(const char* routine, cudaStream_t stream) {
  const uint64_t number = begin_stream_barrier(routine, false, barriers_so_far);
  stream_barrier_kernel<<<1, 1, 0, stream>>>(number, routine_name(routine),
                                             false);
  check_cuda(routine, cudaGetLastError(), "launching the stream sync");
}

// The stream barriers of a team: numbered per team handle, apart from
// nvshmemx_barrier_all_on_stream's (and from the device barriers' and the
// host's), so that every member calls them in the same order.
int barrier_on_stream(const char* routine, nvshmem_team_t team,
                      cudaStream_t stream) {
  return enqueue_team_stream_barrier(routine, team, stream, true);
}

int team_sync_on_stream(const char* routine, nvshmem_team_t team,
                        cudaStream_t stream) {
  return enqueue_team_stream_barrier(routine, team, stream, false);
}

int broadcastmem_on_stream(const char* routine, nvshmem_team_t team, void* dest,
                           const void* src, size_t nelems, int pe_root,
                           cudaStream_t stream) {
  return enqueue_byte_collective(routine, ByteCollective::kBroadcast, team,
                                 dest, src, nelems, pe_root, stream);
}

int fcollectmem_on_stream(const char* routine, nvshmem_team_t team, void* dest,
                          const void* src, size_t nelems, cudaStream_t stream) {
  return enqueue_byte_collective(routine, ByteCollective::kFcollect, team, dest,
                                 src, nelems, 0, stream);
}

int alltoallmem_on_stream(const char* routine, nvshmem_team_t team, void* dest,
                          const void* src, size_t nelems, cudaStream_t stream) {
  return enqueue_byte_collective(routine, ByteCollective::kAlltoall, team, dest,
                                 src, nelems, 0, stream);
}

// The stream reductions (symsync/collectives_device.h describes the
// steps): for each piece, the library's kernel gathers it into every
// member's scratch area (two numbers of the team's stream barriers), then
// `launch` enqueues the combining kernel of the element type and operation.
// A short one on a team within this node takes one number: the library's
// kernel steps (short_reduce_step), and the combining kernel reads the
// team's slots. The host forms' checks come first (plan_stream_reduction).
int reduce_bytes_on_stream(const char* routine, nvshmem_team_t team, void* dest,
                           const void* src, size_t nreduce, size_t element,
                           bool scatter, cudaStream_t stream,
                           LaunchCombine launch, const void* operation) {
  std::atomic<uint64_t>& so_far = team_stream_barriers(routine, team);
  StreamReduction plan;
  plan_stream_reduction(routine, team, dest, src, nreduce, element, scatter,
                        &plan);
  char* d = static_cast<char*>(dest);
  const char* s = static_cast<const char*>(src);
  if (plan.one_step) {
    // One thread steps; the combining kernel reads the slots of the step's
    // parity.
    const uint64_t number = begin_stream_barrier(routine, true, so_far, 1);
    byte_collective_kernel<<<1, 1, 0, stream>>>(
        ByteCollective::kShortReduce, CollectiveSteps::kAll, number,
        routine_name(routine), team, nullptr, src, plan.bytes, 0,
        scatter ? plan.bytes : 0, 0);
    check_cuda(routine, cudaGetLastError(), "launching the reduction's step");
    launch(operation, d, plan.short_data[number & 1],
           kShortReduceSlotBytes / element, plan.size, nreduce, stream);
    check_cuda(routine, cudaGetLastError(),
               "launching the reduction's combining kernel");
    return 0;
  }
  const size_t pieces = (nreduce + plan.piece - 1) / plan.piece;
  uint64_t number = begin_stream_barrier(routine, true, so_far, 2 * pieces);
  for (size_t at = 0; at < nreduce; at += plan.piece, number += 2) {
    const size_t count = std::min(plan.piece, nreduce - at);
    byte_collective_kernel<<<1, kByteCollectiveThreads, 0, stream>>>(
        ByteCollective::kReducePiece, CollectiveSteps::kAll, number,
        routine_name(routine), team, plan.scratch, s + at * element,
        count * element, 0, scatter ? plan.bytes : 0, plan.slot);
    check_cuda(routine, cudaGetLastError(), "launching the reduction's step");
    launch(operation, d + at * element, plan.scratch, plan.slot / element,
           plan.size, count, stream);
    check_cuda(routine, cudaGetLastError(),
               "launching the reduction's combining kernel");
  }
  return 0;
}

}  // namespace impl
}  // namespace symsync
