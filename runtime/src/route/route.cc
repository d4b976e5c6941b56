// The one place the way to a PE is chosen (route_to, symsync/route.h), and
// the network way's operations.

#include <symsync/device_state.h>
#include <symsync/messages.h>
#include <symsync/route.h>

#include <cstring>
#include <vector>

#include "runtime/src/common/errors.h"
#include "runtime/src/route/route_table.h"

namespace symsync {
namespace impl {

bool routes_over_network = false;
void (*drain_device_requests)(const char*) = nullptr;

namespace {

// Published by nvshmem_init, read without a lock by every form (they are
// fixed while the library runs).
struct Table {
  const HeapBackend* heap = nullptr;
  // The heap's region and its peers' bases, which stay fixed while it
  // runs: read here, without a call, on every form's path.
  SymmetricWindow window = {};
  int n_pes = 0;
  bool gpu_heap = false;
  Transport* transport = nullptr;
} table;

// Whether `at` lies in this PE's heap.
bool in_heap(const char* at) {
  return at >= table.window.base && at < table.window.base + table.window.size;
}

}  // namespace

size_t network_extent() {
  if (!table.gpu_heap) return table.window.size;
  return stream_barrier_flags_offset(table.window.size) +
         barrier_flag_bytes(table.n_pes);
}

bool in_own_heap(const void* address, size_t bytes) {
  const char* at = static_cast<const char*>(address);
  return in_heap(at) && bytes <= static_cast<size_t>(table.window.base +
                                                     table.window.size - at);
}

void publish_routes(const HeapBackend* heap, int n_pes) {
  table.heap = heap;
  table.window = {heap->base(), heap->size(), heap->peer_bases().data()};
  table.n_pes = n_pes;
  table.gpu_heap = heap->kind() == HeapKind::kCuda;
}

void publish_network(Transport* transport) {
  table.transport = transport;
  routes_over_network = transport != nullptr;
}

void withdraw_routes() {
  publish_network(nullptr);
  table = Table{};
}

void require_pe(const char* routine, int pe) {
  if (pe < 0 || pe >= table.n_pes) {
    fatal(routine, SYMSYNC_NOT_A_PE_MESSAGE ", which has %d (0 to %d)",
          static_cast<long long>(pe), table.n_pes, table.n_pes - 1);
  }
}

bool heap_in_gpu_memory() { return table.gpu_heap; }

void invalid_signal_op(const char* routine, int sig_op) {
  fatal(routine, SYMSYNC_INVALID_SIGNAL_OP_MESSAGE,
        static_cast<long long>(sig_op));
}

void* mapped_counterpart(const void* symmetric, int pe, bool* inside) {
  if (in_heap(static_cast<const char*>(symmetric))) {
    *inside = true;
    return table.window.counterpart(symmetric, pe);
  }
  WindowMatch window;  // the rare case: locks
  *inside = table.heap->find_window(symmetric, pe, &window);
  return window.peer;
}

Route route_to(const char* routine, const void* symmetric, int pe,
               Reach reach) {
  require_pe(routine, pe);
  bool inside = false;
  Route route;
  route.pe = pe;
  route.target = mapped_counterpart(symmetric, pe, &inside);
  if (!inside) {
    fatal(routine,
          "%p is neither in the symmetric heap [%p, %p) nor in a buffer "
          "registered with nvshmemx_buffer_register_symmetric",
          symmetric, static_cast<const void*>(table.window.base),
          static_cast<const void*>(table.window.base + table.window.size));
  }
  if (route.target != nullptr) {
    route.way = table.gpu_heap ? Way::kGpuCopy : Way::kNodeStore;
    return route;
  }
  const char* at = static_cast<const char*>(symmetric);
  const bool heap_object = in_heap(at);
  if (table.transport != nullptr && reach == Reach::kAny && heap_object) {
    route.way = Way::kNetwork;
    route.offset = static_cast<size_t>(at - table.window.base);
    return route;
  }
  if (table.transport != nullptr && !heap_object) {
    fatal(routine,
          "PE %d is on another host, and %p is in a registered buffer: the "
          "network transport reaches only the symmetric heap",
          pe, symmetric);
  }
  if (table.transport != nullptr) {
    fatal(routine,
          "PE %d is on another host: the host forms reach it over the "
          "network, but this form (on a stream) reaches only the PEs of "
          "this node, whose heaps are mapped here",
          pe);
  }
  fatal(routine,
        SYMSYNC_ON_ANOTHER_HOST_MESSAGE
        " (nvshmem_ptr gives NULL for it), and %s",
        static_cast<long long>(pe), "no network transport is running");
}

Route network_route(const char* routine, int pe, size_t offset, size_t bytes) {
  require_pe(routine, pe);
  if (table.transport == nullptr) {
    fatal(routine,
          "no network transport is running: the host proxy carries requests "
          "only to PEs of other hosts");
  }
  if (table.window.counterpart(table.window.base, pe) != nullptr) {
    fatal(routine,
          "PE %d is on this node (its heap is mapped here): the host proxy "
          "carries requests only to PEs of other hosts",
          pe);
  }
  const size_t extent = network_extent();
  if (offset > extent || bytes > extent - offset) {
    const size_t end = offset + bytes;
    fatal(routine,
          "bytes [%zu, %zu) of the symmetric heap, which has %zu: they run "
          "%zu bytes past its end",
          offset, end, extent, end < offset ? SIZE_MAX : end - extent);
  }
  Route route;
  route.way = Way::kNetwork;
  route.pe = pe;
  route.offset = offset;
  return route;
}

// The network way: the transport, at the object's offset.

namespace {

// The transport reads and writes host memory only. With the heap in GPU
// memory, a local buffer in the heap is staged through host memory (the
// operation then completes before it returns); one elsewhere in GPU memory
// breaks the rule NVSHMEM states for remote operations, that their local
// buffer be symmetric or registered (with the heap in host memory no GPU
// memory is registered, and symsync has no nvshmemx_buffer_register).
enum class Local { kHost, kHeap };
Local classify_local(const char* routine, const void* local, size_t bytes,
                     int pe, const char* role) {
  if (!table.gpu_heap || bytes == 0) return Local::kHost;
  if (in_heap(static_cast<const char*>(local))) {
    if (!in_own_heap(local, bytes)) {
      fatal(routine,
            "the %s of %zu bytes at %p runs past the end of the symmetric "
            "heap [%p, %p)",
            role, bytes, local, static_cast<const void*>(table.window.base),
            static_cast<const void*>(table.window.base + table.window.size));
    }
    return Local::kHeap;
  }
  if (is_gpu_memory(local)) {
    fatal(routine,
          "the %s %p is GPU memory outside the symmetric heap, and PE %d is "
          "on another host: the local buffer of an operation that crosses "
          "hosts must be in host memory or in the symmetric heap",
          role, local, pe);
  }
  return Local::kHost;
}

}  // namespace

namespace {

// A put's source as the transport reads it: host memory as it is, or one
// in the GPU heap copied out first, after which the put is blocking (the
// copy goes with the call).
struct HostSource {
  std::vector<char> staged;
  const void* data;
  bool blocking;
};
HostSource host_source(const char* routine, const void* source, size_t bytes,
                       int pe, bool blocking) {
  HostSource host{{}, source, blocking};
  if (classify_local(routine, source, bytes, pe, "source") == Local::kHeap) {
    host.staged.resize(bytes);
    gpu_heap_copy(routine, host.staged.data(), source, bytes, true);
    host.data = host.staged.data();
    host.blocking = true;
  }
  return host;
}

}  // namespace

void network_put(const char* routine, const Route& route, const void* source,
                 size_t bytes, bool blocking) {
  const HostSource from =
      host_source(routine, source, bytes, route.pe, blocking);
  table.transport->put(routine, route.pe, route.offset, from.data, bytes,
                       from.blocking);
}

void network_get(const char* routine, const Route& route, void* dest,
                 size_t bytes, bool blocking) {
  if (classify_local(routine, dest, bytes, route.pe, "destination") ==
      Local::kHeap) {
    std::vector<char> staged(bytes);
    table.transport->get(routine, route.pe, staged.data(), route.offset, bytes,
                         true);
    gpu_heap_copy(routine, dest, staged.data(), bytes, true);
    return;
  }
  table.transport->get(routine, route.pe, dest, route.offset, bytes, blocking);
}

void network_store(const char* routine, const Route& route, const void* value,
                   size_t size, StoreOrder order) {
  const bool release = order == StoreOrder::kRelease;
  if (size != 1 && size != 2 && size != 4 && size != 8) {
    // An element wider than 8 bytes: a put, ordered as a store would be.
    if (release) table.transport->fence(routine);
    table.transport->put(routine, route.pe, route.offset, value, size, true);
    return;
  }
  uint64_t bits = 0;
  std::memcpy(&bits, value, size);  // little-endian: the low `size` bytes
  table.transport->store(routine, route.pe, route.offset, bits, size, release);
}

void network_signal_op(const char* routine, const Route& route, Signal signal,
                       int sig_op) {
  if (signal_effect(sig_op) == SignalEffect::kSet) {
    table.transport->store(routine, route.pe, route.offset, signal,
                           sizeof signal, true);
  } else {
    table.transport->add(routine, route.pe, route.offset, signal);
  }
}

void network_put_signal(const char* routine, const Route& data,
                        const void* source, size_t bytes,
                        const Route& signal_route, Signal signal, int sig_op,
                        bool blocking, bool update) {
  const HostSource from =
      host_source(routine, source, bytes, data.pe, blocking);
  table.transport->put_signal(routine, data.pe, data.offset, from.data, bytes,
                              signal_route.offset, signal,
                              signal_effect(sig_op) == SignalEffect::kAdd,
                              from.blocking, update);
}

void network_amo(const char* routine, const Route& route, AmoOp op, size_t size,
                 uint64_t operand, uint64_t compare, uint64_t* prior) {
  table.transport->amo(routine, route.pe, route.offset, op, size, operand,
                       compare, prior);
}

void network_fence(const char* routine) { table.transport->fence(routine); }

void network_quiet(const char* routine) { table.transport->quiet(routine); }

}  // namespace impl
}  // namespace symsync
