// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/src/on_stream.cu.j2.
//
// The stream forms (nvshmemx_..._on_stream): host functions that enqueue a
// wait on a CUDA stream and return at once. Each forwards to its handwritten
// implementation in runtime/, passing its own name for messages.

#include <nvshmem.h>
#include <nvshmemx.h>
#include <symsync/host_api.h>
#include <symsync/on_stream.h>

extern "C" {

// nvshmemx_TYPENAME_wait_on_stream: Wait until a symmetric variable no longer
// holds a given value.
void nvshmemx_short_wait_on_stream(short *ivar, short cmp_value,
                                   cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_short_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<short>("nvshmemx_short_wait_on_stream", ivar,
                                       cmp_value, stream);
}
void nvshmemx_int_wait_on_stream(int *ivar, int cmp_value,
                                 cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_int_wait_on_stream", "ivar",
                                          ivar, 1);
  symsync::impl::wait_on_stream<int>("nvshmemx_int_wait_on_stream", ivar,
                                     cmp_value, stream);
}
void nvshmemx_long_wait_on_stream(long *ivar, long cmp_value,
                                  cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_long_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<long>("nvshmemx_long_wait_on_stream", ivar,
                                      cmp_value, stream);
}
void nvshmemx_longlong_wait_on_stream(long long *ivar, long long cmp_value,
                                      cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_longlong_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<long long>("nvshmemx_longlong_wait_on_stream",
                                           ivar, cmp_value, stream);
}
void nvshmemx_ushort_wait_on_stream(unsigned short *ivar,
                                    unsigned short cmp_value,
                                    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_ushort_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<unsigned short>(
      "nvshmemx_ushort_wait_on_stream", ivar, cmp_value, stream);
}
void nvshmemx_uint_wait_on_stream(unsigned int *ivar, unsigned int cmp_value,
                                  cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_uint_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<unsigned int>("nvshmemx_uint_wait_on_stream",
                                              ivar, cmp_value, stream);
}
void nvshmemx_ulong_wait_on_stream(unsigned long *ivar, unsigned long cmp_value,
                                   cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_ulong_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<unsigned long>("nvshmemx_ulong_wait_on_stream",
                                               ivar, cmp_value, stream);
}
void nvshmemx_ulonglong_wait_on_stream(unsigned long long *ivar,
                                       unsigned long long cmp_value,
                                       cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_ulonglong_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_wait_on_stream", ivar, cmp_value, stream);
}
void nvshmemx_int32_wait_on_stream(int32_t *ivar, int32_t cmp_value,
                                   cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_int32_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<int32_t>("nvshmemx_int32_wait_on_stream", ivar,
                                         cmp_value, stream);
}
void nvshmemx_int64_wait_on_stream(int64_t *ivar, int64_t cmp_value,
                                   cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_int64_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<int64_t>("nvshmemx_int64_wait_on_stream", ivar,
                                         cmp_value, stream);
}
void nvshmemx_uint32_wait_on_stream(uint32_t *ivar, uint32_t cmp_value,
                                    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_uint32_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<uint32_t>("nvshmemx_uint32_wait_on_stream",
                                          ivar, cmp_value, stream);
}
void nvshmemx_uint64_wait_on_stream(uint64_t *ivar, uint64_t cmp_value,
                                    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_uint64_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<uint64_t>("nvshmemx_uint64_wait_on_stream",
                                          ivar, cmp_value, stream);
}
void nvshmemx_size_wait_on_stream(size_t *ivar, size_t cmp_value,
                                  cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_size_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<size_t>("nvshmemx_size_wait_on_stream", ivar,
                                        cmp_value, stream);
}
void nvshmemx_ptrdiff_wait_on_stream(ptrdiff_t *ivar, ptrdiff_t cmp_value,
                                     cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_wait_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_ptrdiff_wait_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_on_stream<ptrdiff_t>("nvshmemx_ptrdiff_wait_on_stream",
                                           ivar, cmp_value, stream);
}

// nvshmemx_TYPENAME_wait_until_on_stream: Wait until a symmetric variable
// satisfies a comparison.
void nvshmemx_short_wait_until_on_stream(short *ivar, int cmp, short cmp_value,
                                         cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_short_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<short>(
      "nvshmemx_short_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_int_wait_until_on_stream(int *ivar, int cmp, int cmp_value,
                                       cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_int_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<int>("nvshmemx_int_wait_until_on_stream",
                                           ivar, cmp, cmp_value, stream);
}
void nvshmemx_long_wait_until_on_stream(long *ivar, int cmp, long cmp_value,
                                        cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_long_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<long>(
      "nvshmemx_long_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_longlong_wait_until_on_stream(long long *ivar, int cmp,
                                            long long cmp_value,
                                            cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_on_stream", "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<long long>(
      "nvshmemx_longlong_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_ushort_wait_until_on_stream(unsigned short *ivar, int cmp,
                                          unsigned short cmp_value,
                                          cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_on_stream", "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<unsigned short>(
      "nvshmemx_ushort_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_uint_wait_until_on_stream(unsigned int *ivar, int cmp,
                                        unsigned int cmp_value,
                                        cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_uint_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<unsigned int>(
      "nvshmemx_uint_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_ulong_wait_until_on_stream(unsigned long *ivar, int cmp,
                                         unsigned long cmp_value,
                                         cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_ulong_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<unsigned long>(
      "nvshmemx_ulong_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_ulonglong_wait_until_on_stream(unsigned long long *ivar, int cmp,
                                             unsigned long long cmp_value,
                                             cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_on_stream", "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_int32_wait_until_on_stream(int32_t *ivar, int cmp,
                                         int32_t cmp_value,
                                         cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_int32_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<int32_t>(
      "nvshmemx_int32_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_int64_wait_until_on_stream(int64_t *ivar, int cmp,
                                         int64_t cmp_value,
                                         cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_int64_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<int64_t>(
      "nvshmemx_int64_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_uint32_wait_until_on_stream(uint32_t *ivar, int cmp,
                                          uint32_t cmp_value,
                                          cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_on_stream", "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<uint32_t>(
      "nvshmemx_uint32_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_uint64_wait_until_on_stream(uint64_t *ivar, int cmp,
                                          uint64_t cmp_value,
                                          cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_on_stream", "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<uint64_t>(
      "nvshmemx_uint64_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_size_wait_until_on_stream(size_t *ivar, int cmp, size_t cmp_value,
                                        cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_wait_until_on_stream");
  symsync::impl::require_stream_symmetric("nvshmemx_size_wait_until_on_stream",
                                          "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<size_t>(
      "nvshmemx_size_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}
void nvshmemx_ptrdiff_wait_until_on_stream(ptrdiff_t *ivar, int cmp,
                                           ptrdiff_t cmp_value,
                                           cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_on_stream", "ivar", ivar, 1);
  symsync::impl::wait_until_on_stream<ptrdiff_t>(
      "nvshmemx_ptrdiff_wait_until_on_stream", ivar, cmp, cmp_value, stream);
}

// nvshmemx_signal_wait_until_on_stream: Wait until a signal object satisfies a
// comparison, and return the value that satisfied it.
void nvshmemx_signal_wait_until_on_stream(uint64_t *sig_addr, int cmp,
                                          uint64_t cmp_value,
                                          cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_signal_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_signal_wait_until_on_stream", "sig_addr", sig_addr, 1);
  symsync::impl::signal_wait_until_on_stream(
      "nvshmemx_signal_wait_until_on_stream", sig_addr, cmp, cmp_value, stream);
}

}  // extern "C"
