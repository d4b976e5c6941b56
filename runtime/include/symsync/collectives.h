// The typed collectives of a team on the host (spec/collectives.yaml):
// nvshmem_TYPENAME_broadcast, fcollect and alltoall, which are the byte
// collectives counted in elements, and the reductions
// (nvshmem_TYPENAME_OP_reduce, and _reducescatter), which share one
// implementation: the
// generated entry points pass the operation as a function of two elements
// (the spec's `combine` expression), and reduce() hands it, as a function
// over arrays, to the element-size-generic work in
// runtime/src/lifecycle/teams.cc.
//
// Included by host_entries.cc, and by the stream forms
// (runtime/src/entry/collectives_on_stream.h), which count their bytes
// with bytes_of; symsync/implementations.h declares the templates under the
// names the entry points call. The templates are host code: device code's
// forms of the same names are symsync/collectives_device.h's.

#ifndef SYMSYNC_COLLECTIVES_H_
#define SYMSYNC_COLLECTIVES_H_

#include <nvshmem.h>
#include <stddef.h>
#include <symsync/platform.h>

namespace symsync {
namespace impl {

// The bytes of `nelems` elements of `element` bytes; a count whose bytes
// do not fit in a size_t ends the job naming the routine.
size_t bytes_of(const char* routine, size_t nelems, size_t element);

// The byte collectives (teams.cc), which the mem forms are.
int broadcast_bytes(const char* routine, nvshmem_team_t team, void* dest,
                    const void* src, size_t bytes, int pe_root);
int fcollect_bytes(const char* routine, nvshmem_team_t team, void* dest,
                   const void* src, size_t bytes);
int alltoall_bytes(const char* routine, nvshmem_team_t team, void* dest,
                   const void* src, size_t bytes);

// Combines `count` elements: acc[i] = op(acc[i], in[i]), for the `op` that
// `context` points to.
using CombineArrays = void (*)(void* acc, const void* in, size_t count,
                               const void* context);

// The reduction over `team` of `nreduce` elements of `element` bytes, each
// member's array combined into the result in the order of the members'
// numbers by `combine` (teams.cc). With `scatter`, `src` holds a block of
// `nreduce` elements for each member, and each member's result is that of
// its own block (the reduce-scatter).
int reduce_arrays(const char* routine, nvshmem_team_t team, void* dest,
                  const void* src, size_t nreduce, size_t element, bool scatter,
                  CombineArrays combine, const void* context);

#if !SYMSYNC_DEVICE_PASS
template <typename T, class Group>
int broadcast(const Group&, const char* routine, nvshmem_team_t team, T* dest,
              const T* src, size_t nelems, int pe_root) {
  return broadcast_bytes(routine, team, dest, src,
                         bytes_of(routine, nelems, sizeof(T)), pe_root);
}

template <typename T, class Group>
int fcollect(const Group&, const char* routine, nvshmem_team_t team, T* dest,
             const T* src, size_t nelems) {
  return fcollect_bytes(routine, team, dest, src,
                        bytes_of(routine, nelems, sizeof(T)));
}

template <typename T, class Group>
int alltoall(const Group&, const char* routine, nvshmem_team_t team, T* dest,
             const T* src, size_t nelems) {
  return alltoall_bytes(routine, team, dest, src,
                        bytes_of(routine, nelems, sizeof(T)));
}

template <typename T, class Combine>
void combine_arrays(void* acc, const void* in, size_t count,
                    const void* context) {
  const Combine& op = *static_cast<const Combine*>(context);
  T* into = static_cast<T*>(acc);
  const T* from = static_cast<const T*>(in);
  for (size_t i = 0; i < count; ++i) into[i] = op(into[i], from[i]);
}

template <typename T, class Combine, class Group>
int reduce(const Group&, const char* routine, Combine combine,
           nvshmem_team_t team, T* dest, const T* src, size_t nreduce) {
  return reduce_arrays(routine, team, dest, src, nreduce, sizeof(T), false,
                       &combine_arrays<T, Combine>, &combine);
}

template <typename T, class Combine, class Group>
int reducescatter(const Group&, const char* routine, Combine combine,
                  nvshmem_team_t team, T* dest, const T* src, size_t nreduce) {
  return reduce_arrays(routine, team, dest, src, nreduce, sizeof(T), true,
                       &combine_arrays<T, Combine>, &combine);
}
#endif  // !SYMSYNC_DEVICE_PASS

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_COLLECTIVES_H_
