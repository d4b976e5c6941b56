// The byte collectives of a team in device code and in the library's
// kernels on streams (nvshmem_broadcastmem, nvshmem_fcollectmem,
// nvshmem_alltoallmem: spec/collectives.yaml; the host forms are
// runtime/src/lifecycle/teams.cc). Each is written once against a group of
// callers (symsync/groups.h) and a way of meeting (DeviceMeetings in a
// kernel of nvshmemx_collective_launch, StreamMeetings in the library's
// kernel on a stream: symsync/device_api.h):
//  1. the members meet, so that no member writes into a destination another
//     still reads from an earlier collective;
//  2. each member's group puts its bytes to every member (put_nbi: through
//     the mapping, or the host proxy for another host's PE), the next
//     member first and its own copy last, so that not every member puts to
//     the same one first;
//  3. the members meet again after a quiet, which completes the puts: every
//     member's destination holds what the collective gives it.
// On a stream, longer puts within a node are shared among several blocks:
// steps 1, 2 and 3 then run in three kernels, one after the other
// (CollectiveSteps; runtime/src/stream/barrier_on_stream.cu).
// The checks are those of the host forms: a root outside the team, and
// sources and destinations that overlap other than as the routine allows,
// are reported naming the routine; under NVSHMEM_DEBUG, so is a range that
// runs past its allocation in the heap (check_device_symmetric, as the
// data-movement routines check theirs). Included by symsync/device_api.h.

#ifndef SYMSYNC_COLLECTIVES_DEVICE_H_
#define SYMSYNC_COLLECTIVES_DEVICE_H_

#include <stddef.h>
#include <stdint.h>
#include <symsync/device_api.h>
#include <symsync/rma_device.h>

namespace symsync {
namespace impl {
// In each unit's own namespace, as the rest of the device code
// (symsync/device_api.h): a name such as put_nbi then means that code's,
// also in the runtime's units that declare the entry points'
// implementations (symsync/implementations.h).
namespace {

#if defined(__CUDACC__)
// The operation of nvshmemx_double2_maxloc_reduce_block on two pairs of a
// value (x) and its location (y), `a` from a member before `b`'s: the pair
// with the greater value; of equal values, the one with the lesser
// location. A value that compares with nothing (NaN) stays only where it
// came first. Host code calls it too (the tests).
struct MaxlocPairs {
  SYMSYNC_HOST_DEVICE double2 operator()(double2 a, double2 b) const {
    return b.x > a.x || (b.x == a.x && b.y < a.y) ? b : a;
  }
};
#endif

#if SYMSYNC_DEVICE_PASS
// The world number of the member numbered `index` of `team`.
__device__ inline int member_world_pe(const DeviceTeam& team, int index) {
  if (team.members != nullptr) return team.members[index];
  if (!team.node_only) return index;
  int found = -1;
  for_each_member(team, [&](int pe) {
    if (index-- == 0) found = pe;
  });
  return found;
}

// This PE's number in `team` (device_team's: this PE is a member).
__device__ inline int my_number_in(const DeviceTeam& team) {
  const int me = symsync_device_state.my_pe;
  int number = 0, found = -1;
  for_each_member(team, [&](int pe) {
    if (pe == me) found = number;
    ++number;
  });
  return found;
}

// Whether the `a_bytes` at `a` and the `b_bytes` at `b` share a byte.
__device__ inline bool ranges_overlap(const void* a, size_t a_bytes,
                                      const void* b, size_t b_bytes) {
  const char* x = static_cast<const char*>(a);
  const char* y = static_cast<const char*>(b);
  return a_bytes > 0 && b_bytes > 0 && x < y + b_bytes && y < x + a_bytes;
}

// What one PE puts in step 2: to every member m, `bytes` from
// `src + src_step * m` into its `dest + dest_at`, this PE's own copy left
// out where `skip_self` (the bytes are there already), nothing where not
// `active`. Plain data, so that the puts' code is compiled once per group
// whatever the collective.
struct BytePuts {
  bool active;
  const char* src;
  size_t src_step;
  char* dest;
  size_t dest_at;
  bool skip_self;
};

// The `count` bytes from byte `from` of each of the puts. Not inlined: each
// collective's call is the same code (compiled once per group: inlined into
// the three collectives of the stream kernel, it and meet_members took nvcc
// 40 s of the runtime's build; 11 s now).
template <class Group>
__device__ inline __noinline__ void put_to_members(
    const Group& group, const char* routine, const DeviceTeam& members, int me,
    size_t from, size_t count, const BytePuts& puts) {
  if (!puts.active || count == 0) return;
  for (int i = 1; i <= members.size; ++i) {
    const int m = (me + i) % members.size;
    if (m == me && puts.skip_self) continue;
    put_nbi<1>(group, routine, puts.dest + puts.dest_at + from,
               puts.src + puts.src_step * m + from, count,
               member_world_pe(members, m));
  }
}

// Steps 1 to 3 of a byte collective of `bytes` for the calling PE:
// `plan(members, me)` reports a misuse of the arguments and returns this
// PE's puts (me: its number in the team). In a kernel on a stream, the
// steps `meetings` names: where several blocks share the puts, each block
// puts its share of every put's bytes, a multiple of 16 bytes from the
// start of each.
template <class Group, class Meetings, class Plan>
__device__ inline int byte_collective(const Group& group, const char* routine,
                                      nvshmem_team_t team, size_t bytes,
                                      Meetings& meetings, Plan plan) {
  require_device_initialized(routine);
  require_group_shape(group, routine);
  const DeviceTeam members = device_team(routine, team);
  const int me = my_number_in(members);
  const BytePuts puts = plan(members, me);
  switch (meetings.steps) {
    case CollectiveSteps::kAll:
      meet_team(group, routine, team, meetings, false);
      put_to_members(group, routine, members, me, 0, bytes, puts);
      meet_team(group, routine, team, meetings, true);
      break;
    case CollectiveSteps::kFirstMeeting:
      meet_team(group, routine, team, meetings, false);
      break;
    case CollectiveSteps::kPuts: {
      const size_t share = ((bytes + gridDim.x - 1) / gridDim.x + 15) / 16 * 16;
      const size_t from = share * blockIdx.x;
      if (from < bytes) {
        put_to_members(group, routine, members, me, from,
                       bytes - from < share ? bytes - from : share, puts);
      }
      // Each thread's stores through the mappings are complete before its
      // kernel ends, as each thread orders its own before a meeting in one
      // kernel: the last meeting's kernel then only starts after them.
      complete_updates();
      break;
    }
    case CollectiveSteps::kLastMeeting:
      meet_team(group, routine, team, meetings, true);
      break;
  }
  return 0;
}

template <class Group, class Meetings>
__device__ inline int broadcast_bytes(const Group& group, const char* routine,
                                      nvshmem_team_t team, void* dest,
                                      const void* src, size_t bytes,
                                      int pe_root, Meetings& meetings) {
  return byte_collective(
      group, routine, team, bytes, meetings,
      [&](const DeviceTeam& members, int me) {
        if (pe_root < 0 || pe_root >= members.size) {
          report_device_misuse(routine,
                               "PE_root %lld is not the number of a member "
                               "of the team",
                               pe_root);
        }
        if (me == pe_root && dest != src &&
            ranges_overlap(dest, bytes, src, bytes)) {
          report_device_misuse(routine,
                               "dest and src overlap by part of their %lld "
                               "bytes on the root: they must be the same "
                               "address or apart",
                               static_cast<long long>(bytes));
        }
        check_device_symmetric(routine, "dest", dest, bytes, 1);
        if (me == pe_root)
          check_device_symmetric(routine, "src", src, bytes, 1);
        return BytePuts{me == pe_root,
                        static_cast<const char*>(src),
                        0,
                        static_cast<char*>(dest),
                        0,
                        dest == src};
      });
}

template <class Group, class Meetings>
__device__ inline int fcollect_bytes(const Group& group, const char* routine,
                                     nvshmem_team_t team, void* dest,
                                     const void* src, size_t bytes,
                                     Meetings& meetings) {
  return byte_collective(
      group, routine, team, bytes, meetings,
      [&](const DeviceTeam& members, int me) {
        char* block = static_cast<char*>(dest) + bytes * me;
        if (src != block &&
            ranges_overlap(dest, bytes * members.size, src, bytes)) {
          report_device_misuse(routine,
                               "src (%lld bytes) overlaps dest other than as "
                               "this PE's own block",
                               static_cast<long long>(bytes));
        }
        check_device_symmetric(
            routine, "dest", dest,
            bytes == 0 ? 0 : static_cast<size_t>(members.size), bytes);
        check_device_symmetric(routine, "src", src, bytes, 1);
        return BytePuts{true,       static_cast<const char*>(src),
                        0,          static_cast<char*>(dest),
                        bytes * me, src == block};
      });
}

template <class Group, class Meetings>
__device__ inline int alltoall_bytes(const Group& group, const char* routine,
                                     nvshmem_team_t team, void* dest,
                                     const void* src, size_t bytes,
                                     Meetings& meetings) {
  return byte_collective(
      group, routine, team, bytes, meetings,
      [&](const DeviceTeam& members, int me) {
        if (ranges_overlap(dest, bytes * members.size, src,
                           bytes * members.size)) {
          report_device_misuse(routine,
                               "dest and src overlap (%lld bytes each)",
                               static_cast<long long>(bytes * members.size));
        }
        const size_t blocks =
            bytes == 0 ? 0 : static_cast<size_t>(members.size);
        check_device_symmetric(routine, "dest", dest, blocks, bytes);
        check_device_symmetric(routine, "src", src, blocks, bytes);
        return BytePuts{true,       static_cast<const char*>(src),
                        bytes,      static_cast<char*>(dest),
                        bytes * me, false};
      });
}

// The device forms (thread, warp, block), in a kernel of
// nvshmemx_collective_launch.
template <class Group>
__device__ inline int broadcastmem(const Group& group, const char* routine,
                                   nvshmem_team_t team, void* dest,
                                   const void* src, size_t nelems,
                                   int pe_root) {
  DeviceMeetings meetings;
  return broadcast_bytes(group, routine, team, dest, src, nelems, pe_root,
                         meetings);
}

template <class Group>
__device__ inline int fcollectmem(const Group& group, const char* routine,
                                  nvshmem_team_t team, void* dest,
                                  const void* src, size_t nelems) {
  DeviceMeetings meetings;
  return fcollect_bytes(group, routine, team, dest, src, nelems, meetings);
}

template <class Group>
__device__ inline int alltoallmem(const Group& group, const char* routine,
                                  nvshmem_team_t team, void* dest,
                                  const void* src, size_t nelems) {
  DeviceMeetings meetings;
  return alltoall_bytes(group, routine, team, dest, src, nelems, meetings);
}

// The bytes of `nelems` elements of `element` bytes; a count whose bytes do
// not fit in a size_t is reported naming the routine.
__device__ inline size_t device_bytes_of(const char* routine, size_t nelems,
                                         size_t element) {
  if (nelems > SIZE_MAX / element) {
    report_device_misuse(routine,
                         "nelems elements do not fit in a size_t of bytes "
                         "(the value: nelems)",
                         static_cast<long long>(nelems));
  }
  return nelems * element;
}

// The typed collectives (nvshmem_TYPENAME_broadcast, fcollect, alltoall):
// the byte collectives, counted in elements.
template <typename T, class Group>
__device__ inline int broadcast(const Group& group, const char* routine,
                                nvshmem_team_t team, T* dest, const T* src,
                                size_t nelems, int pe_root) {
  return broadcastmem(group, routine, team, dest, src,
                      device_bytes_of(routine, nelems, sizeof(T)), pe_root);
}

template <typename T, class Group>
__device__ inline int fcollect(const Group& group, const char* routine,
                               nvshmem_team_t team, T* dest, const T* src,
                               size_t nelems) {
  return fcollectmem(group, routine, team, dest, src,
                     device_bytes_of(routine, nelems, sizeof(T)));
}

template <typename T, class Group>
__device__ inline int alltoall(const Group& group, const char* routine,
                               nvshmem_team_t team, T* dest, const T* src,
                               size_t nelems) {
  return alltoallmem(group, routine, team, dest, src,
                     device_bytes_of(routine, nelems, sizeof(T)));
}

// The reductions in device code and on streams (the host's are
// runtime/src/lifecycle/teams.cc's reduce_arrays). Each PE has a scratch
// area of NVSHMEM_REDUCE_SCRATCH_SIZE bytes for them in its heap, apart
// from the host forms', with a slot per member of the team: a slot of whole
// elements and of a multiple of 16 bytes. The elements go in pieces of a
// slot; for each piece
//  1. the members meet (no member still reads its slots for the last
//     piece or reduction);
//  2. each member's group puts its piece (of its block for the member,
//     for a reduce-scatter) into its slot of every member's scratch area;
//  3. the members meet after a quiet: every slot holds its piece;
//  4. each member combines its slots in the order of the members' numbers
//     into its `dest`, as the host forms do, so every member gets the same
//     bits.
// The stream forms run 1 to 3 in the library's kernel (gather_piece) and
// 4 in a kernel of the element type and operation. A short reduction on a
// team within a node goes in one step instead (reduces_in_one_step,
// short_reduce_step), through the team's own slots, in device code by the
// group's first thread; on a stream, the step in the library's kernel and
// the combining in the kernel of the type and operation, from those slots.

// Steps 1 to 3 for one piece of `bytes` from `src` (member m's from
// `src + step * m`) into this PE's slot (`slot` bytes each) of the scratch
// area at `scratch`, in every member's heap.
template <class Group, class Meetings>
__device__ inline int gather_piece(const Group& group, const char* routine,
                                   nvshmem_team_t team, char* scratch,
                                   const void* src, size_t bytes, size_t step,
                                   size_t slot, Meetings& meetings) {
  return byte_collective(
      group, routine, team, bytes, meetings, [&](const DeviceTeam&, int me) {
        return BytePuts{true,    static_cast<const char*>(src),  step,
                        scratch, slot * static_cast<size_t>(me), false};
      });
}

// Step 4 for the elements first, first + stride, ... below `count`: the
// `size` slots (`slot_elements` apart) combined in order into `dest`.
template <typename T, class Combine>
__device__ inline void combine_slots(size_t first, size_t stride,
                                     Combine combine, T* dest, const T* slots,
                                     size_t slot_elements, int size,
                                     size_t count) {
  for (size_t i = first; i < count; i += stride) {
    T acc = slots[i];
    for (int m = 1; m < size; ++m) {
      acc = combine(acc, slots[slot_elements * static_cast<size_t>(m) + i]);
    }
    dest[i] = acc;
  }
}

// Step 4 of one piece, for the group's share of its `count` elements:
// `combine_slots` of the element type and operation (at `operation`).
using CombineSlots = void (*)(const void* operation, void* dest,
                              const void* slots, size_t slot_elements, int size,
                              size_t first, size_t stride, size_t count);

template <typename T, class Combine>
__device__ void combine_slots_of(const void* operation, void* dest,
                                 const void* slots, size_t slot_elements,
                                 int size, size_t first, size_t stride,
                                 size_t count) {
  combine_slots(first, stride, *static_cast<const Combine*>(operation),
                static_cast<T*>(dest), static_cast<const T*>(slots),
                slot_elements, size, count);
}

// Whether a reduction of `bytes` a block on `members` goes in one step (the
// short reductions of symsync/device_state.h): 1 to kShortReduceBytes
// bytes, on a team of up to kShortReduceMembers that this PE maps whole,
// which is a team within its node, so every member decides alike.
__device__ inline bool reduces_in_one_step(const DeviceTeam& members,
                                           size_t bytes) {
  if (bytes == 0 || bytes > kShortReduceBytes ||
      members.size > kShortReduceMembers) {
    return false;
  }
  bool mapped = true;
  for_each_member(members, [&](int pe) {
    mapped = mapped && symsync_device_state.peer_bases[pe] != nullptr;
  });
  return mapped;
}

// Step `number` of a short reduction, of the team's sequence `kind`, by one
// thread: this PE's `bytes` for member m (from `src + step * m`), then the
// number, into its slot of member m's slots of the number's parity, through
// the mapping (a release store); then a wait until each of its own slots
// holds the number (a member that does not arrive is reported after
// NVSHMEM_WAIT_TIMEOUT, naming `routine` and the team). Returns the data of
// member 0's slot here; member m's is m slots further. Not inlined: compiled
// once however many reductions a program calls.
__device__ inline __noinline__ const char* short_reduce_step(
    const char* routine, nvshmem_team_t team, const DeviceTeam& members, int me,
    const char* src, size_t bytes, size_t step, TeamBarriers kind,
    unsigned long long number) {
  const DeviceState& state = symsync_device_state;
  const int parity = static_cast<int>(number & 1);
  const auto slot_at = [&](int member) {
    return team_short_reduce_slot_offset(state.team_flags_offset,
                                         state.team_area_bytes, state.n_pes,
                                         team, kind, parity, member);
  };
  const size_t mine = slot_at(me);
  unsigned long long words[kShortReduceBytes / 8] = {};
  for (int i = 1; i <= members.size; ++i) {
    const int m = (me + i) % members.size;
    // A reduce-scatter's block for m (a reduction's one block, read once).
    if (step != 0 || i == 1) {
      memcpy(words, src + step * static_cast<size_t>(m), bytes);
    }
    auto* slot = reinterpret_cast<unsigned long long*>(
        state.peer_bases[member_world_pe(members, m)] + mine);
    for (size_t w = 0; w < (bytes + 7) / 8; ++w) {
      slot[kShortReduceDataOffset / 8 + w] = words[w];
    }
    store_release(slot, number);
  }
  const char* slots = state.heap_base + slot_at(0);
  DeviceBackoff backoff;  // one wait, for every member's slot
  for (int m = 0; m < members.size; ++m) {
    const auto* arrived = reinterpret_cast<const unsigned long long*>(
        slots + kShortReduceSlotBytes * static_cast<size_t>(m));
    while (load_acquire(arrived) < number) {
      if (backoff.pause() != 0) {
        report_device_misuse(routine,
                             SYMSYNC_MISSING_MEMBER_MESSAGE("reduction"),
                             member_world_pe(members, m), team);
      }
    }
  }
  return slots + kShortReduceDataOffset;
}

// The device forms of the reductions (`scatter`: the reduce-scatters) of
// `nreduce` elements of `element` bytes, written once per group for every
// element type and operation (`combine`, through a function pointer): a
// program's kernels compile the steps once however many reductions they
// call, and the library's check of every form, a thousand of them,
// compiles in seconds.
template <class Group>
__device__ inline __noinline__ int reduce_bytes(
    const Group& group, const char* routine, nvshmem_team_t team, void* dest,
    const void* src, size_t nreduce, size_t element, bool scatter,
    CombineSlots combine, const void* operation) {
  require_device_initialized(routine);
  require_group_shape(group, routine);
  const DeviceState& state = symsync_device_state;
  const DeviceTeam members = device_team(routine, team);
  const int me = my_number_in(members);
  const size_t bytes = device_bytes_of(routine, nreduce, element);
  const size_t blocks = scatter ? static_cast<size_t>(members.size) : 1;
  const char* own = static_cast<const char*>(src) +
                    (scatter ? bytes * static_cast<size_t>(me) : 0);
  if (dest != own && ranges_overlap(dest, bytes, src, bytes * blocks)) {
    report_device_misuse(routine,
                         scatter ? "dest overlaps src other than as this "
                                   "PE's own block of it (bytes of dest)"
                                 : "dest overlaps src other than as the same "
                                   "address (bytes of dest)",
                         static_cast<long long>(bytes));
  }
  check_device_symmetric(routine, "dest", dest, nreduce, element);
  check_device_symmetric(routine, "src", src, bytes == 0 ? 0 : blocks, bytes);
  if (reduces_in_one_step(members, bytes)) {
    // The group's writes of src are done before its first thread reads
    // them; that thread steps and combines, the others wait for dest.
    group.sync();
    if (group.rank() == 0) {
      DeviceMeetings meetings;
      const char* slots = short_reduce_step(
          routine, team, members, me, static_cast<const char*>(src), bytes,
          scatter ? bytes : 0, DeviceMeetings::kKind,
          meetings.next(routine, team));
      combine(operation, dest, slots, kShortReduceSlotBytes / element,
              members.size, 0, 1, nreduce);
    }
    group.sync();
    return 0;
  }
  const size_t slot =
      reduce_slot_bytes(state.reduce_scratch_bytes, members.size);
  const size_t piece = slot / element;
  if (piece == 0) {
    report_device_misuse(
        routine,
        "the scratch area (" SYMSYNC_SETTING_REDUCE_SCRATCH_SIZE
        ") cannot give each member of the team a slot of 16 "
        "bytes (the team's members)",
        members.size);
  }
  char* scratch = state.heap_base + state.reduce_scratch_offset;
  DeviceMeetings meetings;
  for (size_t at = 0; at < nreduce; at += piece) {
    const size_t count = nreduce - at < piece ? nreduce - at : piece;
    gather_piece(group, routine, team, scratch,
                 static_cast<const char*>(src) + at * element, count * element,
                 scatter ? bytes : 0, slot, meetings);
    combine(operation, static_cast<char*>(dest) + at * element, scratch,
            slot / element, members.size, group.rank(), group.size(), count);
    group.sync();
  }
  return 0;
}

template <typename T, class Combine, class Group>
__device__ inline int reduce(const Group& group, const char* routine,
                             Combine combine, nvshmem_team_t team, T* dest,
                             const T* src, size_t nreduce) {
  return reduce_bytes(group, routine, team, dest, src, nreduce, sizeof(T),
                      false, &combine_slots_of<T, Combine>, &combine);
}

template <typename T, class Combine, class Group>
__device__ inline int reducescatter(const Group& group, const char* routine,
                                    Combine combine, nvshmem_team_t team,
                                    T* dest, const T* src, size_t nreduce) {
  return reduce_bytes(group, routine, team, dest, src, nreduce, sizeof(T), true,
                      &combine_slots_of<T, Combine>, &combine);
}

// nvshmemx_double2_maxloc_reduce_block: the block form of a reduction
// whose operation keeps the pair with the greater value (MaxlocPairs).
template <class Group>
__device__ inline int double2_maxloc_reduce(const Group& group,
                                            const char* routine,
                                            nvshmem_team_t team, double2* dest,
                                            const double2* src,
                                            size_t nreduce) {
  return reduce(group, routine, MaxlocPairs(), team, dest, src, nreduce);
}
#endif  // SYMSYNC_DEVICE_PASS

}  // namespace
}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_COLLECTIVES_DEVICE_H_
