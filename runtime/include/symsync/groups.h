// The groups of callers the point-to-point core's algorithms are written
// against (symsync/p2p_core.h): one thread, a warp, a warpgroup, a block, and
// on the host one thread.

#ifndef SYMSYNC_GROUPS_H_
#define SYMSYNC_GROUPS_H_

#include <stddef.h>
#include <stdint.h>
#include <symsync/device_state.h>
#include <symsync/platform.h>

namespace symsync {
namespace impl {

// Groups: who runs a routine.
//
// Every algorithm below is written once, against this interface, and run by
// every member of a group with the same arguments:
//   size(), rank()       the number of members, and this member's number
//   sync()               no member leaves before every member has arrived;
//                        memory operations of a member before it are visible
//                        to every member after it
//   any(b), all(b)       the vote of every member (also a sync)
//   broadcast(v)         rank 0's v, to every member (also a sync)
//   min(v)               the least v of every member (also a sync)
//   claim(n, &total)     reserves n slots for this member and returns the
//                        first; the members' reservations do not overlap and
//                        together are [0, total) (also a sync)
//   next_in_series<S>()  rank 0 only: the number of calls the group made
//                        before of the routine numbered S; each caller has
//                        its own series of each routine, so *_any scans
//                        start where that caller's previous call of that
//                        routine left off, whatever else runs between them.
// A single thread is the group of one (ThreadGroup, the host and device
// forms); CUDA warps, warpgroups and blocks are groups on the device
// (WarpGroup, WarpgroupGroup, BlockGroup: the _warp, _warpgroup and _block
// forms, and the stream kernels); the tests
// run the algorithms with teams of host threads.

// The group of one: the calling thread.
struct ThreadGroup {
  SYMSYNC_HOST_DEVICE unsigned size() const { return 1; }
  SYMSYNC_HOST_DEVICE unsigned rank() const { return 0; }
  SYMSYNC_HOST_DEVICE void sync() const {}
  SYMSYNC_HOST_DEVICE bool any(bool vote) const { return vote; }
  SYMSYNC_HOST_DEVICE bool all(bool vote) const { return vote; }
  template <typename V>
  SYMSYNC_HOST_DEVICE V broadcast(V value) const {
    return value;
  }
  SYMSYNC_HOST_DEVICE size_t min(size_t value) const { return value; }
  SYMSYNC_HOST_DEVICE size_t claim(size_t count, size_t* total) const {
    *total = count;
    return 0;
  }
  template <unsigned kSeries>
  SYMSYNC_HOST_DEVICE size_t next_in_series() const;
};

#if defined(__CUDACC__)
// Device series (see next_in_series) are counters in per-routine tables of
// kSeriesSlots entries, one per thread (warp, block) of a grid by its linear
// number; callers whose numbers differ by a multiple of kSeriesSlots (in
// grids larger than that, or in kernels running at the same time) share a
// counter. Only the routines a program calls have a table.
constexpr unsigned kSeriesSlots = 1u << 16;

template <unsigned kSeries>
__device__ unsigned* series_table() {
  static unsigned counters[kSeriesSlots];
  return counters;
}

template <unsigned kSeries>
__device__ size_t next_in_device_series(unsigned long long caller) {
  return atomicAdd(&series_table<kSeries>()[caller % kSeriesSlots], 1u);
}

__device__ inline unsigned long long linear_block() {
  return blockIdx.x +
         static_cast<unsigned long long>(gridDim.x) *
             (blockIdx.y +
              static_cast<unsigned long long>(gridDim.y) * blockIdx.z);
}

__device__ inline unsigned block_size() {
  return blockDim.x * blockDim.y * blockDim.z;
}

__device__ inline unsigned rank_in_block() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

__device__ inline unsigned long long linear_thread() {
  return linear_block() * block_size() + rank_in_block();
}
#endif

template <unsigned kSeries>
SYMSYNC_HOST_DEVICE size_t ThreadGroup::next_in_series() const {
#if SYMSYNC_DEVICE_PASS
  return next_in_device_series<kSeries>(linear_thread());
#else
  static thread_local size_t calls = 0;
  return calls++;
#endif
}

#if defined(__CUDACC__)
// The 32 threads of a warp, all calling together. Votes and shuffles are
// preceded by __syncwarp, which orders the members' memory operations.
struct WarpGroup {
  static constexpr unsigned kAll = 0xffffffffu;
  __device__ unsigned size() const { return 32; }
  __device__ unsigned rank() const { return rank_in_block() % 32; }
  __device__ void sync() const { __syncwarp(kAll); }
  __device__ bool any(bool vote) const {
    __syncwarp(kAll);
    return __any_sync(kAll, vote) != 0;
  }
  __device__ bool all(bool vote) const {
    __syncwarp(kAll);
    return __all_sync(kAll, vote) != 0;
  }
  template <typename V>
  __device__ V broadcast(V value) const {
    static_assert(sizeof(V) <= 8, "a broadcast value is at most 8 bytes");
    unsigned long long bits = 0;
    memcpy(&bits, &value, sizeof value);
    __syncwarp(kAll);
    bits = __shfl_sync(kAll, bits, 0);
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  __device__ size_t min(size_t value) const {
    unsigned long long least = value;
    __syncwarp(kAll);
    for (int offset = 16; offset > 0; offset /= 2) {
      const unsigned long long other = __shfl_xor_sync(kAll, least, offset);
      least = other < least ? other : least;
    }
    return static_cast<size_t>(least);
  }
  __device__ size_t claim(size_t count, size_t* total) const {
    unsigned long long inclusive = count;  // prefix sum over the lanes
    __syncwarp(kAll);
    for (int offset = 1; offset < 32; offset *= 2) {
      const unsigned long long below = __shfl_up_sync(kAll, inclusive, offset);
      if (rank() >= static_cast<unsigned>(offset)) inclusive += below;
    }
    *total = static_cast<size_t>(__shfl_sync(kAll, inclusive, 31));
    return static_cast<size_t>(inclusive - count);
  }
  template <unsigned kSeries>
  __device__ size_t next_in_series() const {
    return next_in_device_series<kSeries>(linear_thread() / 32);
  }
};

// Where a block's members exchange values: shared memory, one per block.
struct BlockScratch {
  unsigned long long word;
};

__device__ inline BlockScratch& block_scratch() {
  __shared__ BlockScratch scratch;
  return scratch;
}

// The threads of a warpgroup: four consecutive warps of a block (by the
// threads' linear numbers), all calling together, in a block whose size
// is a multiple of 128 (device_api.h's require_group_shape reports any
// other). A warpgroup meets at a named barrier of its own, 1 + its place in
// the block (1 to 8; 0 is __syncthreads'), the numbers NVSHMEM's warpgroup
// forms use. The barrier orders the members' memory operations as
// __syncthreads does. NVSHMEM has one routine
// in this form, nvshmemx_barrier_warpgroup, whose algorithm needs only
// size, rank and sync of the interface above; the rest is for the routine
// that first needs it.
struct WarpgroupGroup {
  static constexpr unsigned kThreads = 128;
  __device__ unsigned size() const { return kThreads; }
  __device__ unsigned rank() const { return rank_in_block() % kThreads; }
  __device__ void sync() const {
    asm volatile("bar.sync %0, %1;" ::"r"(1 + rank_in_block() / kThreads),
                 "r"(kThreads)
                 : "memory");
  }
};

// Every thread of a block, all calling together. Each exchange through
// shared memory starts with a barrier, so the previous exchange's readers
// are done before it is overwritten.
struct BlockGroup {
  __device__ unsigned size() const { return block_size(); }
  __device__ unsigned rank() const { return rank_in_block(); }
  __device__ void sync() const { __syncthreads(); }
  __device__ bool any(bool vote) const { return __syncthreads_or(vote) != 0; }
  __device__ bool all(bool vote) const { return __syncthreads_and(vote) != 0; }
  template <typename V>
  __device__ V broadcast(V value) const {
    static_assert(sizeof(V) <= 8, "a broadcast value is at most 8 bytes");
    BlockScratch& scratch = block_scratch();
    __syncthreads();
    if (rank() == 0) {
      unsigned long long bits = 0;
      memcpy(&bits, &value, sizeof value);
      scratch.word = bits;
    }
    __syncthreads();
    const unsigned long long bits = scratch.word;
    memcpy(&value, &bits, sizeof value);
    return value;
  }
  __device__ size_t min(size_t value) const {
    BlockScratch& scratch = block_scratch();
    __syncthreads();
    if (rank() == 0) scratch.word = ~0ull;
    __syncthreads();
    if (value != SIZE_MAX) atomicMin(&scratch.word, value);
    __syncthreads();
    return static_cast<size_t>(scratch.word);
  }
  __device__ size_t claim(size_t count, size_t* total) const {
    BlockScratch& scratch = block_scratch();
    __syncthreads();
    if (rank() == 0) scratch.word = 0;
    __syncthreads();
    const size_t first =
        count > 0 ? static_cast<size_t>(atomicAdd(&scratch.word, count)) : 0;
    __syncthreads();
    *total = static_cast<size_t>(scratch.word);
    return first;
  }
  template <unsigned kSeries>
  __device__ size_t next_in_series() const {
    return next_in_device_series<kSeries>(linear_block());
  }
};
#endif  // defined(__CUDACC__)

// Where a series of calls of an *_any routine starts its next scan: one
// past where the caller's previous call of the routine started.
template <unsigned kSeries, typename Group>
SYMSYNC_HOST_DEVICE size_t series_start(Group group, size_t nelems) {
  size_t start = 0;
  if (group.rank() == 0)
    start = group.template next_in_series<kSeries>() % nelems;
  return group.broadcast(start);
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_GROUPS_H_
