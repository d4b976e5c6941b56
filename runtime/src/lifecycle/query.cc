// The query routines (my_pe, n_pes, ptr, info_get_*) and the reports the
// generated entry points make when a check fails.

#include <nvshmem.h>
#include <symsync/device_state.h>
#include <symsync/messages.h>
#include <symsync/rma.h>
#include <symsync/route.h>

#include <mutex>
#include <optional>
#include <string>

#include "runtime/src/common/errors.h"
#include "runtime/src/entry/host_api.h"
#include "runtime/src/lifecycle/state.h"
#include "runtime/src/lifecycle/testing_hooks.h"

namespace symsync {
namespace impl {

int my_pe(const char*) { return running().my_pe; }

int n_pes(const char*) { return running().n_pes; }

void* ptr(const char* routine, const void* dest, int pe) {
  Runtime& r = running();
  if (pe < 0 || pe >= r.n_pes) {
    if (r.settings.debug) {
      fatal(routine,
            SYMSYNC_NOT_A_PE_MESSAGE
            ", which has %d (0 to %d)" SYMSYNC_PTR_DEBUG_NOTE,
            static_cast<long long>(pe), r.n_pes, r.n_pes - 1);
    }
    return nullptr;
  }
  bool inside = false;
  return mapped_counterpart(dest, pe, &inside);
}

bool in_registered_buffer(const void* address, size_t count,
                          size_t element_size) {
  WindowMatch window;
  if (runtime == nullptr || !runtime->heap->find_window(address, -1, &window)) {
    return false;
  }
  const size_t left = static_cast<size_t>(window.base + window.size -
                                          static_cast<const char*>(address));
  return count <= left / element_size;
}

void signal_overlaps_data(const char* routine, const void* dest, size_t bytes,
                          const Signal* sig_addr) {
  // The allocation the data starts in, where the heap holds it: if the
  // data runs past its end onto the signal object, the count (or dest) is
  // wrong, not sig_addr.
  const char* begin = static_cast<const char*>(dest);
  if (const auto block = allocation_holding(dest)) {
    const char* start = host_guard.heap_begin + block->offset;
    const char* end = start + block->size;
    if (begin + bytes > end && reinterpret_cast<const char*>(sig_addr) >= end) {
      fatal(routine,
            "the destination (dest %p, %zu bytes) runs %zu bytes past the end "
            "of its allocation [%p, %p) of %zu bytes, over the signal object "
            "at sig_addr %p: the element count is too large for dest",
            dest, bytes, static_cast<size_t>(begin + bytes - end),
            static_cast<const void*>(start), static_cast<const void*>(end),
            block->size, static_cast<const void*>(sig_addr));
    }
  }
  fatal(routine,
        "sig_addr (%p) lies inside the destination (dest %p, %zu bytes) it "
        "announces: the signal object must lie outside the data",
        static_cast<const void*>(sig_addr), dest, bytes);
}

void report_stuck_wait(const char* routine, StuckWait* stuck) {
  stuck->offset =
      stuck->address - reinterpret_cast<uintptr_t>(host_guard.heap_begin);
  fatal(routine, "%s", format_stuck_wait(*stuck).c_str());
}

void info_get_version(const char* routine, int* major, int* minor) {
  if (major == nullptr || minor == nullptr)
    fatal(routine, "major and minor must not be NULL");
  *major = NVSHMEM_MAJOR_VERSION;
  *minor = NVSHMEM_MINOR_VERSION;
}

void info_get_name(const char* routine, char* name) {
  if (name == nullptr)
    fatal(routine, "name is NULL; pass a buffer of NVSHMEM_MAX_NAME_LEN bytes");
  copy_cut(name, NVSHMEM_VENDOR_STRING, NVSHMEM_MAX_NAME_LEN);
}

std::string host_segment_prefix() {
  std::lock_guard<std::mutex> lock(runtime_mutex);
  return runtime != nullptr ? runtime->segment_prefix : std::string();
}

void report_not_running(const char* routine) {
  if (lifecycle() == Lifecycle::kFinalized) {
    fatal(routine, "called after nvshmem_finalize");
  }
  fatal(routine, "called before nvshmem_init (or nvshmem_init_thread)");
}

void report_not_symmetric(const char* routine, const char* parameter,
                          const void* address, size_t count,
                          size_t element_size, bool for_stream) {
  if (lifecycle() != Lifecycle::kRunning) report_not_running(routine);
  if (for_stream && host_guard.heap_kind != HeapKind::kCuda) {
    fatal(routine,
          "stream forms need the symmetric heap in GPU memory "
          "(" SYMSYNC_SETTING_HEAP_KIND
          "=cuda), but this run uses the host "
          "heap");
  }
  if (!for_stream && host_guard.heap_kind != HeapKind::kHost) {
    fatal(routine,
          "the symmetric heap is in GPU memory (" SYMSYNC_SETTING_HEAP_KIND
          "=cuda), which "
          "host code cannot read: call this "
          "routine from device code, or use its nvshmemx_..._on_stream form");
  }
  report_outside_heap(routine, parameter, address, count, element_size);
}

void report_outside_heap(const char* routine, const char* parameter,
                         const void* address, size_t count,
                         size_t element_size) {
  if (lifecycle() != Lifecycle::kRunning) report_not_running(routine);
  const char* begin = static_cast<const char*>(address);
  if (begin >= host_guard.heap_begin && begin < host_guard.heap_end) {
    fatal(routine,
          "%s (%p, %zu element(s) of %zu bytes) runs past the end of the "
          "symmetric heap [%p, %p): %zu bytes are left after it",
          parameter, address, count, element_size,
          static_cast<const void*>(host_guard.heap_begin),
          static_cast<const void*>(host_guard.heap_end),
          static_cast<size_t>(host_guard.heap_end - begin));
  }
  WindowMatch buffer;
  if (runtime != nullptr && runtime->heap->find_window(address, -1, &buffer)) {
    fatal(routine,
          "%s (%p, %zu element(s) of %zu bytes) runs past the end of the "
          "registered buffer [%p, %p): %zu bytes are left after it",
          parameter, address, count, element_size,
          static_cast<const void*>(buffer.base),
          static_cast<const void*>(buffer.base + buffer.size),
          static_cast<size_t>(buffer.base + buffer.size - begin));
  }
  fatal(routine,
        "%s (%p, %zu element(s) of %zu bytes) is not inside the symmetric heap "
        "[%p, %p) or a registered buffer: pass memory from "
        "nvshmem_malloc",
        parameter, address, count, element_size,
        static_cast<const void*>(host_guard.heap_begin),
        static_cast<const void*>(host_guard.heap_end));
}

}  // namespace impl
}  // namespace symsync
