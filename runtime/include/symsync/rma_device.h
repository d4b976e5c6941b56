// The device forms of the data-movement routines (spec/rma.yaml): thread,
// warp and block, one implementation each, parameterized by the group that
// runs it (symsync/p2p_core.h). Included by device_api.h after the device
// state it reads; do not include it directly.
//
// Every form reaches the other PE through its mapping of that PE's heap and
// copies with copy_by_group (symsync/rma.h). A device form completes its
// copy before it returns, which the _nbi forms may do too; nvshmem_quiet
// (a system-scope fence) then has nothing left to wait for but ordering.

#ifndef SYMSYNC_RMA_DEVICE_H_
#define SYMSYNC_RMA_DEVICE_H_

#include <symsync/messages.h>
#include <symsync/rma.h>

namespace symsync {
namespace impl {
namespace {

#if SYMSYNC_DEVICE_PASS
// The counterpart on PE `pe` of the `nelems` elements of `element_size`
// bytes at the symmetric address `symmetric` (nullptr for none). The start,
// the PE and its mapping are checked as for every update
// (update_target_on_device); the range must also end in the heap (a count
// whose bytes overflow does not). An empty range checks only the PE.
__device__ inline char* rma_target_on_device(const char* routine,
                                             const void* symmetric,
                                             size_t nelems, size_t element_size,
                                             int pe) {
  if (nelems == 0) {
    require_device_pe(routine, pe);
    return nullptr;
  }
  char* address = static_cast<char*>(const_cast<void*>(symmetric));
  SymmetricWindow region;
  char* target = update_target_on_device(routine, address, pe, &region);
  const size_t left = static_cast<size_t>(region.base + region.size - address);
  if (nelems > left / element_size) {
    report_device_misuse(routine,
                         "the range of %lld elements runs past the end of "
                         "the symmetric heap or registered buffer it starts in",
                         static_cast<long long>(nelems));
  }
  return target;
}

template <size_t kElement, class Group>
__device__ inline void put(const Group& group, const char* routine, void* dest,
                           const void* source, size_t nelems, int pe) {
  char* target = rma_target_on_device(routine, dest, nelems, kElement, pe);
  if (nelems > 0) copy_by_group(group, target, source, nelems * kElement);
  group.sync();
}

template <size_t kElement, class Group>
__device__ inline void put_nbi(const Group& group, const char* routine,
                               void* dest, const void* source, size_t nelems,
                               int pe) {
  put<kElement>(group, routine, dest, source, nelems, pe);
}

template <size_t kElement, class Group>
__device__ inline void get(const Group& group, const char* routine, void* dest,
                           const void* source, size_t nelems, int pe) {
  const char* target =
      rma_target_on_device(routine, source, nelems, kElement, pe);
  if (nelems > 0) copy_by_group(group, dest, target, nelems * kElement);
  group.sync();
}

template <size_t kElement, class Group>
__device__ inline void get_nbi(const Group& group, const char* routine,
                               void* dest, const void* source, size_t nelems,
                               int pe) {
  get<kElement>(group, routine, dest, source, nelems, pe);
}

template <typename T>
__device__ inline T g(const char* routine, const T* source, int pe) {
  const T* target = reinterpret_cast<const T*>(
      rma_target_on_device(routine, source, 1, sizeof(T), pe));
  return load_relaxed(target);
}

// The data, then the signal: every member fences its share of the copy at
// system scope, the group meets, and one member updates the signal with a
// release, so a party that observes the signal reads the whole block.
template <size_t kElement, class Group>
__device__ inline void put_signal(const Group& group, const char* routine,
                                  void* dest, const void* source, size_t nelems,
                                  Signal* sig_addr, Signal signal, int sig_op,
                                  int pe) {
  if (!is_signal_op(sig_op)) {
    report_device_misuse(routine, SYMSYNC_INVALID_SIGNAL_OP_MESSAGE, sig_op);
  }
  Signal* signal_target = reinterpret_cast<Signal*>(
      rma_target_on_device(routine, sig_addr, 1, sizeof *sig_addr, pe));
  char* target = rma_target_on_device(routine, dest, nelems, kElement, pe);
  const size_t bytes = nelems * kElement;  // in the heap: no overflow
  if (signal_inside_data(dest, bytes, sig_addr)) {
    report_device_misuse(routine,
                         "the signal object overlaps the destination "
                         "(%lld bytes)",
                         static_cast<long long>(bytes));
  }
  if (bytes > 0) copy_by_group(group, target, source, bytes);
  order_updates();
  group.sync();
  if (group.rank() == 0) apply_signal_op(signal_target, signal, sig_op);
  group.sync();
}

template <size_t kElement, class Group>
__device__ inline void put_signal_nbi(const Group& group, const char* routine,
                                      void* dest, const void* source,
                                      size_t nelems, Signal* sig_addr,
                                      Signal signal, int sig_op, int pe) {
  put_signal<kElement>(group, routine, dest, source, nelems, sig_addr, signal,
                       sig_op, pe);
}
#endif  // SYMSYNC_DEVICE_PASS

}  // namespace
}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RMA_DEVICE_H_
