// Host-side implementations the generated host entry points call (see
// generated/src/host_entries.cc), and the checks those entry points make
// first. Every function takes the public routine name for its messages.

#ifndef SYMSYNC_HOST_API_H_
#define SYMSYNC_HOST_API_H_

#include <nvshmem.h>  // the nvshmemx_* structures and nvshmem_team_t
#include <stddef.h>
#include <symsync/platform.h>

#include <atomic>

namespace symsync {
namespace impl {

void init(const char* routine);
int init_thread(const char* routine, int requested, int* provided);
void query_thread(const char* routine, int* provided);
void finalize(const char* routine);
void barrier_all(const char* routine);
void* malloc(const char* routine, size_t size);
void* calloc(const char* routine, size_t count, size_t size);
void* align(const char* routine, size_t alignment, size_t size);
void free(const char* routine, void* ptr);
void* buffer_register_symmetric(const char* routine, void* buf_ptr, size_t size,
                                int flags);
int buffer_unregister_symmetric(const char* routine, void* ptr, size_t size);

// Starting without a launcher (nvshmemx_init_attr and its helpers) and the
// library's status: callable before nvshmem_init.
int get_uniqueid(const char* routine, nvshmemx_uniqueid_t* uniqueid);
int set_attr_uniqueid_args(const char* routine, int myrank, int nranks,
                           const nvshmemx_uniqueid_t* uniqueid,
                           nvshmemx_init_attr_t* attr);
int set_attr_mpi_comm_args(const char* routine, void* mpi_comm,
                           nvshmemx_init_attr_t* attr);
int init_attr(const char* routine, unsigned int flags,
              nvshmemx_init_attr_t* attributes);
int init_status(const char* routine);

#if !SYMSYNC_DEVICE_PASS
// Routines that also have device forms (device_api.h); each compilation pass
// sees only its own.
int my_pe(const char* routine);
int n_pes(const char* routine);
void* ptr(const char* routine, const void* dest, int pe);
void info_get_version(const char* routine, int* major, int* minor);
void info_get_name(const char* routine, char* name);
int team_my_pe(const char* routine, nvshmem_team_t team);
int team_n_pes(const char* routine, nvshmem_team_t team);
#endif

// ---------------------------------------------------------------------------
// Checks made by the generated entry points before they forward.

enum class Lifecycle : int { kNotStarted = 0, kRunning = 1, kFinalized = 2 };
enum class HeapKind : int { kNone = 0, kHost = 1, kCuda = 2 };

// What the checks read on every call, published by nvshmem_init (the fields
// first, then `lifecycle` with a release store).
struct HostGuard {
  std::atomic<int> lifecycle{static_cast<int>(Lifecycle::kNotStarted)};
  const char* heap_begin = nullptr;
  const char* heap_end = nullptr;
  HeapKind heap_kind = HeapKind::kNone;
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
}

// `count` elements at `address` must lie in the symmetric heap, wherever the
// heap is: the host forms of the data-movement routines copy through CUDA
// on a heap in GPU memory. The second form is for a sized form's void
// pointer, with the bytes of an element.
inline void require_symmetric(const char* routine, const char* parameter,
                              const void* address, size_t count,
                              size_t element_size) {
  if (count == 0) return;  // an empty range is never read or written
  if (!in_heap(address, count, element_size) &&
      !in_registered_buffer(address, count, element_size)) {
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
  if ((count > 0 && !in_heap(address, count, element_size) &&
       !in_registered_buffer(address, count, element_size)) ||
      host_guard.heap_kind != HeapKind::kCuda) {
    report_not_symmetric(routine, parameter, address, count, element_size,
                         true);
  }
}

template <typename T>
inline void require_stream_symmetric(const char* routine, const char* parameter,
                                     const T* address, size_t count) {
  require_stream_symmetric(routine, parameter, address, count, sizeof(T));
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_HOST_API_H_
