// The checks the generated host entry points (generated/src/
// host_entries.cc) make before they forward to their implementations, which
// symsync/implementations.h declares (generated from the spec). Every
// function takes the public routine name for its messages.

#ifndef SYMSYNC_RUNTIME_ENTRY_HOST_API_H_
#define SYMSYNC_RUNTIME_ENTRY_HOST_API_H_

#include <nvshmem.h>  // the nvshmemx_* structures and nvshmem_team_t
#include <stddef.h>
#include <symsync/implementations.h>
#include <symsync/platform.h>
#include <symsync/spec_facts.h>

#include <atomic>
#include <optional>

namespace symsync {
namespace impl {

// ---------------------------------------------------------------------------
// Checks made by the generated entry points before they forward.

enum class Lifecycle : int { kNotStarted = 0, kRunning = 1, kFinalized = 2 };

// What the checks read on every call, published by nvshmem_init (the fields
// first, then `lifecycle` with a release store).
struct HostGuard {
  std::atomic<int> lifecycle{static_cast<int>(Lifecycle::kNotStarted)};
  const char* heap_begin = nullptr;
  const char* heap_end = nullptr;
  std::optional<HeapKind> heap_kind;  // none: no heap (not running)
  bool debug = false;  // NVSHMEM_DEBUG: ranges are checked per allocation
};
extern HostGuard host_guard;

[[noreturn]] void report_not_running(const char* routine);
[[noreturn]] void report_not_symmetric(const char* routine,
                                       const char* parameter,
                                       const void* address, size_t count,
                                       size_t element_size, bool for_stream);
// The range is not inside the heap (or runs past its end), wherever the
// heap is.
[[noreturn]] void report_outside_heap(const char* routine,
                                      const char* parameter,
                                      const void* address, size_t count,
                                      size_t element_size);

inline void require_initialized(const char* routine) {
  if (host_guard.lifecycle.load(std::memory_order_acquire) !=
      static_cast<int>(Lifecycle::kRunning)) {
    report_not_running(routine);
  }
}

// Whether `count` elements of `element_size` bytes at `address` lie in the
// heap (written so that no product can overflow).
inline bool in_heap(const void* address, size_t count, size_t element_size) {
  const char* begin = static_cast<const char*>(address);
  return begin >= host_guard.heap_begin && begin <= host_guard.heap_end &&
         count <=
             static_cast<size_t>(host_guard.heap_end - begin) / element_size;
}

// NVSHMEM_DEBUG: `count` elements of `element_size` bytes at `address`, in
// the heap, must lie in one live allocation of nvshmem_malloc (calloc,
// align); the report names the allocation and how far the range runs over.
void require_in_allocation(const char* routine, const char* parameter,
                           const void* address, size_t count,
                           size_t element_size);

// Whether `count` elements of `element_size` bytes at `address` lie in one
// buffer registered with nvshmemx_buffer_register_symmetric (asked only
// for an address outside the heap).
bool in_registered_buffer(const void* address, size_t count,
                          size_t element_size);

// `count` elements at `address` must lie in the symmetric heap, and the heap
// must be in host memory, since the host form reads them.
template <typename T>
inline void require_host_symmetric(const char* routine, const char* parameter,
                                   const T* address, size_t count) {
  if (count == 0) return;  // an empty set reads nothing
  if (!in_heap(address, count, sizeof(T)) ||
      host_guard.heap_kind != HeapKind::kHost) {
    report_not_symmetric(routine, parameter, address, count, sizeof(T), false);
  }
  if (host_guard.debug) {
    require_in_allocation(routine, parameter, address, count, sizeof(T));
  }
}

// `count` elements at `address` must lie in the symmetric heap, wherever the
// heap is: the host forms of the data-movement routines copy through CUDA
// on a heap in GPU memory. The second form is for a sized form's void
// pointer, with the bytes of an element.
inline void require_symmetric(const char* routine, const char* parameter,
                              const void* address, size_t count,
                              size_t element_size) {
  if (count == 0) return;  // an empty range is never read or written
  if (__builtin_expect(in_heap(address, count, element_size), 1)) {
    if (host_guard.debug) {
      require_in_allocation(routine, parameter, address, count, element_size);
    }
    return;
  }
  if (!in_registered_buffer(address, count, element_size)) {
    report_outside_heap(routine, parameter, address, count, element_size);
  }
}

template <typename T>
inline void require_symmetric(const char* routine, const char* parameter,
                              const T* address, size_t count) {
  require_symmetric(routine, parameter, address, count, sizeof(T));
}

// The same for a stream form, which needs the heap in GPU memory.
inline void require_stream_symmetric(const char* routine, const char* parameter,
                                     const void* address, size_t count,
                                     size_t element_size) {
  // An empty set reads nothing, but the wait still runs on the GPU.
  const bool heap = count > 0 && in_heap(address, count, element_size);
  if ((count > 0 && !heap &&
       !in_registered_buffer(address, count, element_size)) ||
      host_guard.heap_kind != HeapKind::kCuda) {
    report_not_symmetric(routine, parameter, address, count, element_size,
                         true);
  }
  if (heap && host_guard.debug) {
    require_in_allocation(routine, parameter, address, count, element_size);
  }
}

template <typename T>
inline void require_stream_symmetric(const char* routine, const char* parameter,
                                     const T* address, size_t count) {
  require_stream_symmetric(routine, parameter, address, count, sizeof(T));
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_ENTRY_HOST_API_H_
