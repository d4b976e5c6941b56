// Implementations of the stream forms (nvshmemx_..._on_stream), which the
// generated generated/src/on_stream.cu calls: the waits, the signal update,
// and the data movement (put, get, p, g and put-with-signal, whose copies
// are in runtime/src/stream/rma_on_stream.cu). Each reaches its PE along
// the route (symsync/route.h): a PE of this node through its mapping, one
// of another host through the host proxy. CUDA only.
//
// One variable: a wait for equality on a 32- or 64-bit variable is handed to
// the driver (cuStreamWaitValue32/64 with CU_STREAM_WAIT_VALUE_EQ), which
// waits without occupying the GPU, where that is exact (see
// runtime/src/stream/driver_wait_policy.h). The driver's other comparison,
// GEQ, is cyclic (it tests (int32_t)(*addr - value) >= 0), which is wrong for
// values 2^31 or more apart, so every other comparison, and every 16-bit
// type, is a one-thread kernel on the stream running the core's algorithm.
//
// A set: one block of kStreamBlockThreads threads on the stream runs the
// core's algorithm as a BlockGroup, scanning the set cooperatively, and
// writes the result to `ret` and `indices` (device-accessible memory), where
// work later on the stream finds them. The comparison is checked, and an
// *_any routine's series advanced, by the calling host thread, so the series
// is that thread's, as for the host forms.

#ifndef SYMSYNC_RUNTIME_ENTRY_ON_STREAM_H_
#define SYMSYNC_RUNTIME_ENTRY_ON_STREAM_H_

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <stdint.h>
#include <string.h>
#include <symsync/p2p_core.h>
#include <symsync/updates.h>

namespace symsync {
namespace impl {

// Enqueues a driver wait until the `bytes`-wide (4 or 8) variable at
// `address` equals `value`. Returns false, enqueuing nothing, when the driver
// cannot do it (the caller then launches a kernel). Reports CUDA errors
// naming `routine`. Defined in runtime/src/stream/stream_wait.cu.
bool enqueue_driver_wait_equal(const char* routine, cudaStream_t stream,
                               const void* address, uint64_t value,
                               size_t bytes);

// Enqueues the driver's write of the low `bytes` (4 or 8) of `value` at
// `address` (cuStreamWriteValue32/64, after a system-wide fence): no GPU
// thread needed, so it lands even while kernels fill the GPU. Returns
// false, enqueuing nothing, where the driver cannot. Defined in
// runtime/src/stream/stream_wait.cu.
bool enqueue_driver_write(const char* routine, cudaStream_t stream,
                          void* address, uint64_t value, size_t bytes);

// Reports a failed kernel launch or CUDA call, naming the routine.
void check_cuda(const char* routine, cudaError_t error, const char* what);

// Enqueues on `stream` the signal update of a valid `sig_op` to `target`
// (the object's address in the target PE's mapping): one GPU thread applies
// it once the work before it on the stream is done. Defined in
// runtime/src/stream/stream_wait.cu, which every signal update the library
// launches goes through.
void enqueue_signal_op(const char* routine, Signal* target, Signal signal,
                       int sig_op, cudaStream_t stream);

// Enqueues on `stream` the signal update of a valid `sig_op` to `sig_addr`
// on `pe`, a PE of another host: one GPU thread hands it to the host proxy
// once the work before it on the stream is done. Defined in
// runtime/src/stream/rma_on_stream.cu.
void signal_op_through_proxy(const char* routine, Signal* sig_addr,
                             Signal signal, int sig_op, int pe,
                             cudaStream_t stream);

// Enqueues on `stream` the combining of `count` elements: the `members`
// slots at `slots` (`slot_elements` apart) in order into `dest`, by the
// operation at `operation`.
using LaunchCombine = void (*)(const void* operation, void* dest,
                               const void* slots, size_t slot_elements,
                               int members, size_t count, cudaStream_t stream);

// The reduction of `nreduce` elements of `element` bytes over `team`,
// enqueued on `stream` (`scatter`: the reduce-scatter). Defined in
// runtime/src/stream/barrier_on_stream.cu.
int reduce_bytes_on_stream(const char* routine, nvshmem_team_t team, void* dest,
                           const void* src, size_t nreduce, size_t element,
                           bool scatter, cudaStream_t stream,
                           LaunchCombine launch, const void* operation);

// The threads of the block a set wait runs on.
constexpr unsigned kStreamBlockThreads = 256;

// The library's kernels that are templates, one for each type (and
// operation) the stream forms instantiate in generated/src/on_stream.cu.
// Each registers itself when the program starts, and load_library_kernels
// loads them all at nvshmem_init, as it does the library's other kernels:
// under CUDA's lazy loading a kernel first launched while another waits is
// loaded only once that wait ends, and a wait for another host's PE can end
// only through host calls the load holds up (the first stream reduction
// across two hosts stopped so, H200, 2026-11-27). Defined in
// runtime/src/stream/stream_wait.cu.
bool register_library_kernel(const void* kernel);

// A launch site names its kernel here: `LibraryKernel<&kernel<...>>::
// registered` (odr-used) instantiates the registration.
template <auto kKernel>
struct LibraryKernel {
  static const bool registered;
};
template <auto kKernel>
const bool LibraryKernel<kKernel>::registered =
    register_library_kernel(reinterpret_cast<const void*>(kKernel));

// A routine's name, copied into a kernel's arguments so that device code
// can name it in a report (the caller's string is in host memory).
struct RoutineName {
  char text[64];
};

inline RoutineName routine_name(const char* routine) {
  RoutineName name{};
  for (size_t i = 0; i + 1 < sizeof name.text && routine[i] != '\0'; ++i)
    name.text[i] = routine[i];
  return name;
}

template <typename T>
__global__ void wait_on_stream_kernel(T* ivar, T operand, Comparison holds,
                                      RoutineName routine, int cmp) {
  WaitForValue<ThreadGroup, T>{
      ThreadGroup(), ivar, operand, {routine.text, cmp}}(holds);
}

// A BlockGroup whose series position was taken on the host.
struct StreamBlockGroup : BlockGroup {
  size_t series_position;
  template <unsigned>
  __device__ size_t next_in_series() const {
    return series_position;
  }
};

template <Kind kKind, typename T, typename Operand>
__global__ void set_on_stream_kernel(Comparison holds, Set<T, Operand> set,
                                     size_t series_position, size_t* indices,
                                     size_t* ret, RoutineName routine,
                                     int cmp) {
  const StreamBlockGroup group{{}, series_position};
  const WaitSite site{routine.text, cmp};
  size_t result = 0;
  static_assert(kind_blocks(kKind) && kind_on_set(kKind),
                "a stream form waits, here on a set");
  if constexpr (kind_selects_all(kKind)) {
    WaitUntilAll<StreamBlockGroup, T, Operand>{group, set, site}(holds);
  } else if constexpr (kind_selects_any(kKind)) {
    result =
        WaitUntilAny<0, StreamBlockGroup, T, Operand>{group, set, site}(holds);
  } else {
    static_assert(kind_selects_some(kKind), "a kind on a set");
    result = WaitUntilSome<StreamBlockGroup, T, Operand>{group, set, indices,
                                                         site}(holds);
  }
  if (ret != nullptr && group.rank() == 0) *ret = result;
}

// Reinterprets an integer's bits as the unsigned value the driver compares.
template <typename T>
uint64_t driver_bits(T value) {
  if (sizeof(T) == 4) return static_cast<uint32_t>(value);
  return static_cast<uint64_t>(value);
}

// A wait on one variable (a kind that blocks, on one variable).
template <Kind kKind, unsigned kSeries, typename T>
void variable_on_stream(const char* routine, cudaStream_t stream, int cmp,
                        T* ivar, T cmp_value) {
  static_assert(kind_blocks(kKind) && !kind_on_set(kKind),
                "a stream form waits, here on one variable");
  const Comparison holds = comparison(routine, cmp);
  // A driver wait cannot time out: with NVSHMEM_WAIT_TIMEOUT set, the kernel
  // waits instead.
#if SYMSYNC_DEVICE_PASS
  const bool may_time_out = false;  // (host code: not compiled for the GPU)
#else
  const bool may_time_out =
      __atomic_load_n(&host_wait_policy.timeout_ns, __ATOMIC_RELAXED) != 0;
#endif
  if (cmp == NVSHMEM_CMP_EQ && (sizeof(T) == 4 || sizeof(T) == 8) &&
      !may_time_out &&
      enqueue_driver_wait_equal(routine, stream, ivar, driver_bits(cmp_value),
                                sizeof(T))) {
    return;
  }
  (void)LibraryKernel<&wait_on_stream_kernel<T>>::registered;
  wait_on_stream_kernel<T>
      <<<1, 1, 0, stream>>>(ivar, cmp_value, holds, routine_name(routine), cmp);
  check_cuda(routine, cudaGetLastError(), "launching the wait kernel");
}

// A wait on a set (a kind that blocks and selects all, any or some of it);
// `ret` (may be NULL) receives what the host form returns.
template <Kind kKind, unsigned kSeries, typename T, typename Operand>
void set_on_stream(const char* routine, cudaStream_t stream, int cmp, T* ivars,
                   size_t nelems, const int* status, Operand operand,
                   size_t* indices, size_t* ret) {
  const Comparison holds = comparison(routine, cmp);
  size_t series_position = 0;
  if (kind_selects_any(kKind) && nelems > 0)
    series_position = ThreadGroup().next_in_series<kSeries>();
  (void)LibraryKernel<&set_on_stream_kernel<kKind, T, Operand>>::registered;
  set_on_stream_kernel<kKind, T, Operand>
      <<<1, kStreamBlockThreads, 0, stream>>>(
          holds, Set<T, Operand>{ivars, nelems, status, operand},
          series_position, indices, ret, routine_name(routine), cmp);
  check_cuda(routine, cudaGetLastError(), "launching the wait kernel");
}

// signal_op_on_stream (declared in symsync/implementations.h) is checked on
// the host and applied by one GPU thread through the target PE's mapping
// once the work before it on the stream is done; it is defined in
// runtime/src/stream/stream_wait.cu.

// The data-movement routines on a stream: checked on the host, then a copy
// through the target PE's mapping (cudaMemcpyAsync) enqueued on `stream`,
// and for a put-with-signal the signal update after it, so that work later
// on the stream, and a party that observes the signal, find the data. The
// _nbi forms are the same: the stream orders them. To a PE of another host,
// one GPU thread on the stream runs the device form, which hands the
// operation to the host proxy and returns once the proxy has carried it out
// (complete at the target by a quiet). Defined in
// runtime/src/stream/rma_on_stream.cu.
void put_bytes_on_stream(const char* routine, void* dest, const void* source,
                         size_t bytes, int pe, cudaStream_t stream);
void get_bytes_on_stream(const char* routine, void* dest, const void* source,
                         size_t bytes, int pe, cudaStream_t stream);
void put_signal_bytes_on_stream(const char* routine, void* dest,
                                const void* source, size_t bytes,
                                Signal* sig_addr, Signal signal, int sig_op,
                                int pe, cudaStream_t stream);

// A single-element put on a stream: the value's bits are the argument of a
// kernel of the library (runtime/src/stream/rma_on_stream.cu), so the
// caller's variable may change at once.
void p_bytes_on_stream(const char* routine, void* dest, unsigned long long bits,
                       size_t size, int pe, cudaStream_t stream);
// Enqueues on `stream` one GPU thread's store of the low `size` bytes (1, 2,
// 4 or 8) of `bits` at `target`, one access (the put kernel above).
void enqueue_store(const char* routine, void* target, unsigned long long bits,
                   size_t size, cudaStream_t stream);

template <typename T>
void p_on_stream(const char* routine, T* dest, T value, int pe,
                 cudaStream_t stream) {
  static_assert(sizeof(T) <= 8, "a put of one element of at most 8 bytes");
  unsigned long long bits = 0;
  memcpy(&bits, &value, sizeof value);
  p_bytes_on_stream(routine, dest, bits, sizeof(T), pe, stream);
}

// A single-element get on a stream: read once the work before it on the
// stream is done, into `value` (the call waits for the stream to get there).
void g_bytes_on_stream(const char* routine, const void* source, void* value,
                       size_t size, int pe, cudaStream_t stream);

template <typename T>
T g_on_stream(const char* routine, const T* source, int pe,
              cudaStream_t stream) {
  static_assert(sizeof(T) <= 8, "a get of one element of at most 8 bytes");
  T value;
  g_bytes_on_stream(routine, source, &value, sizeof value, pe, stream);
  return value;
}

template <size_t kElement>
void put_on_stream(const char* routine, void* dest, const void* source,
                   size_t nelems, int pe, cudaStream_t stream) {
  put_bytes_on_stream(routine, dest, source, nelems * kElement, pe, stream);
}

template <size_t kElement>
void put_nbi_on_stream(const char* routine, void* dest, const void* source,
                       size_t nelems, int pe, cudaStream_t stream) {
  put_bytes_on_stream(routine, dest, source, nelems * kElement, pe, stream);
}

template <size_t kElement>
void get_on_stream(const char* routine, void* dest, const void* source,
                   size_t nelems, int pe, cudaStream_t stream) {
  get_bytes_on_stream(routine, dest, source, nelems * kElement, pe, stream);
}

template <size_t kElement>
void get_nbi_on_stream(const char* routine, void* dest, const void* source,
                       size_t nelems, int pe, cudaStream_t stream) {
  get_bytes_on_stream(routine, dest, source, nelems * kElement, pe, stream);
}

template <size_t kElement>
void put_signal_on_stream(const char* routine, void* dest, const void* source,
                          size_t nelems, Signal* sig_addr, Signal signal,
                          int sig_op, int pe, cudaStream_t stream) {
  put_signal_bytes_on_stream(routine, dest, source, nelems * kElement, sig_addr,
                             signal, sig_op, pe, stream);
}

template <size_t kElement>
void put_signal_nbi_on_stream(const char* routine, void* dest,
                              const void* source, size_t nelems,
                              Signal* sig_addr, Signal signal, int sig_op,
                              int pe, cudaStream_t stream) {
  put_signal_bytes_on_stream(routine, dest, source, nelems * kElement, sig_addr,
                             signal, sig_op, pe, stream);
}

// barrier_all_on_stream, which enqueues the barrier on a stream, is defined
// in runtime/src/stream/barrier_on_stream.cu.

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_ENTRY_ON_STREAM_H_
