// The query routines (my_pe, n_pes, ptr, info_get_*), the target lookup of
// the update routines, and the reports the generated entry points make when
// a check fails.

#include <nvshmem.h>
#include <symsync/device_state.h>
#include <symsync/host_api.h>
#include <symsync/messages.h>
#include <symsync/rma.h>
#include <symsync/updates.h>

#include <mutex>
#include <string>

#include "runtime/src/common/errors.h"
#include "runtime/src/lifecycle/state.h"
#include "runtime/src/lifecycle/testing_hooks.h"

namespace symsync {
namespace impl {

int my_pe(const char*) { return running().my_pe; }

int n_pes(const char*) { return running().n_pes; }

namespace {

// `dest`'s counterpart on `pe` (a valid PE): in its heap, or in a buffer
// registered with nvshmemx_buffer_register_symmetric; NULL for a PE not
// reached. `*inside`: whether `dest` is in either.
void* symmetric_peer(const Runtime& r, const void* dest, int pe, bool* inside) {
  const HeapBackend& heap = *r.heap;
  const char* at = static_cast<const char*>(dest);
  if (at >= heap.base() && at < heap.base() + heap.size()) {
    *inside = true;
    return SymmetricWindow{heap.base(), heap.size(), heap.peer_bases().data()}
        .counterpart(dest, pe);
  }
  WindowMatch window;  // the rare case: locks
  *inside = heap.find_window(dest, pe, &window);
  return window.peer;
}

}  // namespace

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
  return symmetric_peer(r, dest, pe, &inside);
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

namespace {

// `dest`'s counterpart on `pe` for an update; nullptr when `pe` is reached
// through the network transport and `network` allows it.
void* peer_target(const char* routine, const void* dest, int pe, bool network) {
  Runtime& r = running();
  require_pe(routine, pe);
  bool inside = false;
  void* target = symmetric_peer(r, dest, pe, &inside);
  if (!inside) {
    fatal(routine,
          "%p is neither in the symmetric heap [%p, %p) nor in a buffer "
          "registered with nvshmemx_buffer_register_symmetric",
          dest, static_cast<const void*>(r.heap->base()),
          static_cast<const void*>(r.heap->base() + r.heap->size()));
  }
  if (target != nullptr) return target;
  if (network && r.transport) return nullptr;
  if (r.transport) {
    fatal(routine,
          "PE %d is on another host: the host forms reach it over the "
          "network, but this form (on a stream) reaches only the PEs of "
          "this node, whose heaps are mapped here",
          pe);
  }
  fatal(routine,
        SYMSYNC_ON_ANOTHER_HOST_MESSAGE
        " (nvshmem_ptr gives NULL for it), and %s",
        static_cast<long long>(pe),
        r.heap->kind() == HeapKind::kCuda
            ? "the network transport serves only a heap in host memory "
              "(NVSHMEM_HEAP_KIND=host): with the heap in GPU memory, "
              "symsync updates only the PEs of this node"
            : "no network transport is running");
}

}  // namespace

void* update_target(const char* routine, const void* dest, int pe) {
  return peer_target(routine, dest, pe, false);
}

void* update_target_or_network(const char* routine, const void* dest, int pe) {
  return peer_target(routine, dest, pe, true);
}

void require_pe(const char* routine, int pe) {
  Runtime& r = running();
  if (pe < 0 || pe >= r.n_pes) {
    fatal(routine, SYMSYNC_NOT_A_PE_MESSAGE ", which has %d (0 to %d)",
          static_cast<long long>(pe), r.n_pes, r.n_pes - 1);
  }
}

bool heap_in_gpu_memory() { return host_guard.heap_kind == HeapKind::kCuda; }

void signal_overlaps_data(const char* routine) {
  fatal(routine,
        "sig_addr overlaps the destination: the signal object must lie "
        "outside the data it announces");
}

void report_stuck_wait(const char* routine, StuckWait* stuck) {
  stuck->offset =
      stuck->address - reinterpret_cast<uintptr_t>(host_guard.heap_begin);
  fatal(routine, "%s", format_stuck_wait(*stuck).c_str());
}

void invalid_signal_op(const char* routine, int sig_op) {
  fatal(routine, SYMSYNC_INVALID_SIGNAL_OP_MESSAGE,
        static_cast<long long>(sig_op));
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
  copy_vendor_name(name, NVSHMEM_VENDOR_STRING, NVSHMEM_MAX_NAME_LEN);
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
          "(NVSHMEM_HEAP_KIND=cuda), but this run uses the host "
          "heap");
  }
  if (!for_stream && host_guard.heap_kind != HeapKind::kHost) {
    fatal(routine,
          "the symmetric heap is in GPU memory (NVSHMEM_HEAP_KIND=cuda), which "
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
