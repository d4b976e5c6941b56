// The stream forms of the data-movement routines (see
// runtime/src/entry/on_stream.h). To a PE of this node: a copy through the
// target PE's mapping, enqueued on the caller's stream, and for a
// put-with-signal the signal update after it (enqueue_signal_op), so the
// update is seen only after the whole copy. To a PE of another host: one GPU
// thread on the stream runs the device form (symsync/rma_device.h), which
// hands the operation to the host proxy.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/proxy_channel.h>
#include <symsync/rma.h>
#include <symsync/updates.h>

#include <mutex>

#include "runtime/src/common/errors.h"
#include "runtime/src/entry/on_stream.h"
#include "runtime/src/stream/library_kernels.h"

namespace symsync {
namespace impl {
namespace {

// A single-element put of `size` bytes (1, 2, 4 or 8), the value's bits
// passed in the kernel's arguments.
__global__ void p_bytes_kernel(void* target, unsigned long long bits,
                               unsigned size) {
  switch (size) {
    case 1:
      store_relaxed(static_cast<unsigned char*>(target),
                    static_cast<unsigned char>(bits));
      break;
    case 2:
      store_relaxed(static_cast<unsigned short*>(target),
                    static_cast<unsigned short>(bits));
      break;
    case 4:
      store_relaxed(static_cast<unsigned int*>(target),
                    static_cast<unsigned int>(bits));
      break;
    default:
      store_relaxed(static_cast<unsigned long long*>(target), bits);
  }
}

// The kernels of the way through the host proxy: one thread runs the device
// form, which finds the PE on another host.
__global__ void put_through_proxy_kernel(RoutineName routine, void* dest,
                                         const void* source, size_t bytes,
                                         Signal* sig_addr, Signal signal,
                                         int sig_op, int pe) {
#if SYMSYNC_DEVICE_PASS
  const ThreadGroup group;
  if (sig_addr != nullptr) {
    put_signal_to<1>(group, routine.text, dest, source, bytes, sig_addr, signal,
                     sig_op, pe, true);
  } else {
    put_to<1>(group, routine.text, dest, source, bytes, pe, true);
  }
#endif
}

__global__ void get_through_proxy_kernel(RoutineName routine, void* dest,
                                         const void* source, size_t bytes,
                                         int pe) {
#if SYMSYNC_DEVICE_PASS
  get_from<1>(ThreadGroup(), routine.text, dest, source, bytes, pe, true);
#endif
}

// A single element of `size` bytes: p stores `bits`; g writes what it got
// into `*got`.
template <typename T>
__device__ void element_through_proxy(const char* routine, void* address,
                                      unsigned long long bits, int pe,
                                      unsigned long long* got) {
#if SYMSYNC_DEVICE_PASS
  if (got == nullptr) {
    p(routine, static_cast<T*>(address), static_cast<T>(bits), pe);
  } else {
    *got = g(routine, static_cast<const T*>(address), pe);
  }
#endif
}

__global__ void element_through_proxy_kernel(RoutineName routine, void* address,
                                             unsigned long long bits,
                                             unsigned size, int pe,
                                             unsigned long long* got) {
  switch (size) {
    case 1:
      return element_through_proxy<unsigned char>(routine.text, address, bits,
                                                  pe, got);
    case 2:
      return element_through_proxy<unsigned short>(routine.text, address, bits,
                                                   pe, got);
    case 4:
      return element_through_proxy<unsigned int>(routine.text, address, bits,
                                                 pe, got);
    default:
      return element_through_proxy<unsigned long long>(routine.text, address,
                                                       bits, pe, got);
  }
}

__global__ void signal_through_proxy_kernel(RoutineName routine,
                                            Signal* sig_addr, Signal signal,
                                            int sig_op, int pe) {
#if SYMSYNC_DEVICE_PASS
  signal_op(routine.text, sig_addr, signal, sig_op, pe);
#endif
}

void copy_on_stream(const char* routine, void* dest, const void* source,
                    size_t bytes, cudaStream_t stream) {
  if (bytes == 0) return;
  check_cuda(routine,
             cudaMemcpyAsync(dest, source, bytes, cudaMemcpyDefault, stream),
             "enqueuing the copy");
}

// Whether `symmetric` on `pe` is reached through the host proxy (another
// host), else its mapped counterpart in `*target`.
bool through_proxy(const char* routine, const void* symmetric, int pe,
                   void** target) {
  const Route route = route_to(routine, symmetric, pe);
  if (route.way == Way::kNetwork) return true;
  *target = route.target;
  return false;
}

// The rule for the local buffer of an operation the proxy carries across
// hosts (rma_device.h's require_proxy_local), checked at the call.
void require_proxy_local(const char* routine, const void* local, size_t bytes,
                         int pe, const char* role) {
  if (in_own_heap(local, bytes)) return;
  if (bytes <= kProxyInlineBytes) {
    // The GPU thread that makes the request reads or writes it: it must be
    // memory the GPU addresses (device, pinned or managed memory).
    cudaPointerAttributes attributes;
    const cudaError_t error = cudaPointerGetAttributes(&attributes, local);
    if (error != cudaSuccess) cudaGetLastError();
    if (error == cudaSuccess && attributes.type != cudaMemoryTypeUnregistered) {
      return;
    }
    fatal(routine,
          "the %s of %zu bytes, %p, is host memory the GPU does not map, and "
          "PE %d is on another host: a stream form's operation that crosses "
          "hosts runs on the GPU, which reads its local buffer itself (pin "
          "it with cudaHostRegister, or use device or symmetric memory)",
          role, bytes, local, pe);
  }
  fatal(routine,
        "the %s of %zu bytes, %p, is not in the symmetric heap, and PE %d is "
        "on another host: the host proxy carries at most %zu bytes in a "
        "request, and copies a larger local buffer only from or into this "
        "PE's symmetric heap",
        role, bytes, local, pe, kProxyInlineBytes);
}

// A range of another host's PE, checked at the call: it lies in the heap
// (the network reaches nothing else).
void require_in_heap_range(const char* routine, const void* symmetric,
                           size_t bytes) {
  if (in_own_heap(symmetric, bytes)) return;
  fatal(routine,
        "the range of %zu bytes at %p runs past the end of the symmetric heap",
        bytes, symmetric);
}

void check_launch(const char* routine) {
  check_cuda(routine, cudaGetLastError(),
             "launching the kernel that hands the operation to the proxy");
}

}  // namespace

void load_rma_stream_kernels(const char* routine) {
  cudaFuncAttributes attributes;
  check_cuda(routine, cudaFuncGetAttributes(&attributes, p_bytes_kernel),
             "loading the library's put kernel");
  if (!routes_over_network) return;
  for (const void* kernel :
       {reinterpret_cast<const void*>(put_through_proxy_kernel),
        reinterpret_cast<const void*>(get_through_proxy_kernel),
        reinterpret_cast<const void*>(element_through_proxy_kernel),
        reinterpret_cast<const void*>(signal_through_proxy_kernel)}) {
    check_cuda(routine, cudaFuncGetAttributes(&attributes, kernel),
               "loading the library's proxy kernels");
  }
}

void enqueue_store(const char* routine, void* target, unsigned long long bits,
                   size_t size, cudaStream_t stream) {
  p_bytes_kernel<<<1, 1, 0, stream>>>(target, bits,
                                      static_cast<unsigned>(size));
  check_cuda(routine, cudaGetLastError(), "launching the put kernel");
}

void p_bytes_on_stream(const char* routine, void* dest, unsigned long long bits,
                       size_t size, int pe, cudaStream_t stream) {
  void* target = nullptr;
  if (through_proxy(routine, dest, pe, &target)) {
    element_through_proxy_kernel<<<1, 1, 0, stream>>>(
        routine_name(routine), dest, bits, static_cast<unsigned>(size), pe,
        nullptr);
    return check_launch(routine);
  }
  enqueue_store(routine, target, bits, size, stream);
}

void g_bytes_on_stream(const char* routine, const void* source, void* value,
                       size_t size, int pe, cudaStream_t stream) {
  void* target = nullptr;
  if (!through_proxy(routine, source, pe, &target)) {
    check_cuda(routine,
               cudaMemcpyAsync(value, target, size, cudaMemcpyDefault, stream),
               "enqueuing the read");
    check_cuda(routine, cudaStreamSynchronize(stream), "reading the element");
    return;
  }
  // The kernel writes the element into host memory it maps, one call at a
  // time.
  static std::mutex got_mutex;
  static unsigned long long* got = nullptr;
  std::lock_guard<std::mutex> lock(got_mutex);
  if (got == nullptr) {
    check_cuda(routine,
               cudaHostAlloc(&got, sizeof *got,
                             cudaHostAllocMapped | cudaHostAllocPortable),
               "allocating the element's place in host memory");
  }
  unsigned long long* mapped = nullptr;
  check_cuda(routine, cudaHostGetDevicePointer(&mapped, got, 0),
             "mapping the element's place into the GPU");
  element_through_proxy_kernel<<<1, 1, 0, stream>>>(
      routine_name(routine), const_cast<void*>(source), 0,
      static_cast<unsigned>(size), pe, mapped);
  check_launch(routine);
  check_cuda(routine, cudaStreamSynchronize(stream), "reading the element");
  memcpy(value, got, size);  // little-endian: the low `size` bytes
}

void put_bytes_on_stream(const char* routine, void* dest, const void* source,
                         size_t bytes, int pe, cudaStream_t stream) {
  if (bytes == 0) return require_pe(routine, pe);
  void* target = nullptr;
  if (through_proxy(routine, dest, pe, &target)) {
    require_in_heap_range(routine, dest, bytes);
    require_proxy_local(routine, source, bytes, pe, "source");
    put_through_proxy_kernel<<<1, 1, 0, stream>>>(
        routine_name(routine), dest, source, bytes, nullptr, 0, 0, pe);
    return check_launch(routine);
  }
  copy_on_stream(routine, target, source, bytes, stream);
}

void get_bytes_on_stream(const char* routine, void* dest, const void* source,
                         size_t bytes, int pe, cudaStream_t stream) {
  if (bytes == 0) return require_pe(routine, pe);
  void* target = nullptr;
  if (through_proxy(routine, source, pe, &target)) {
    require_in_heap_range(routine, source, bytes);
    require_proxy_local(routine, dest, bytes, pe, "destination");
    get_through_proxy_kernel<<<1, 1, 0, stream>>>(routine_name(routine), dest,
                                                  source, bytes, pe);
    return check_launch(routine);
  }
  copy_on_stream(routine, dest, target, bytes, stream);
}

void put_signal_bytes_on_stream(const char* routine, void* dest,
                                const void* source, size_t bytes,
                                Signal* sig_addr, Signal signal, int sig_op,
                                int pe, cudaStream_t stream) {
  check_put_signal(routine, dest, bytes, sig_addr, sig_op);
  void* signal_target = nullptr;
  if (through_proxy(routine, sig_addr, pe, &signal_target)) {
    if (bytes > 0) require_in_heap_range(routine, dest, bytes);
    require_proxy_local(routine, source, bytes, pe, "source");
    put_through_proxy_kernel<<<1, 1, 0, stream>>>(routine_name(routine), dest,
                                                  source, bytes, sig_addr,
                                                  signal, sig_op, pe);
    return check_launch(routine);
  }
  copy_on_stream(routine, rma_target(routine, dest, bytes, pe), source, bytes,
                 stream);
  enqueue_signal_op(routine, static_cast<Signal*>(signal_target), signal,
                    sig_op, stream);
}

void signal_op_through_proxy(const char* routine, Signal* sig_addr,
                             Signal signal, int sig_op, int pe,
                             cudaStream_t stream) {
  signal_through_proxy_kernel<<<1, 1, 0, stream>>>(
      routine_name(routine), sig_addr, signal, sig_op, pe);
  check_launch(routine);
}

}  // namespace impl
}  // namespace symsync
