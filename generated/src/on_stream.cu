// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/src/on_stream.cu.j2.
//
// The stream forms (nvshmemx_..._on_stream): host functions that enqueue a
// wait on a CUDA stream and return at once. Each forwards to its handwritten
// implementation in runtime/, passing its own name for messages.

#include <nvshmem.h>
#include <nvshmemx.h>

#include "runtime/src/entry/host_api.h"
#include "runtime/src/entry/on_stream.h"
#include "runtime/src/entry/collectives_on_stream.h"

extern "C" {

// nvshmemx_TYPENAME_wait_on_stream: Wait until a symmetric variable no longer
// holds a given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::variable_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_on_stream(
    short *ivar,
    short cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_short_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_int_wait_on_stream(
    int *ivar,
    int cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_int_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_long_wait_on_stream(
    long *ivar,
    long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_long_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_longlong_wait_on_stream(
    long long *ivar,
    long long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_longlong_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_ushort_wait_on_stream(
    unsigned short *ivar,
    unsigned short cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ushort_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_uint_wait_on_stream(
    unsigned int *ivar,
    unsigned int cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_uint_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_ulong_wait_on_stream(
    unsigned long *ivar,
    unsigned long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ulong_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_ulonglong_wait_on_stream(
    unsigned long long *ivar,
    unsigned long long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ulonglong_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_int32_wait_on_stream(
    int32_t *ivar,
    int32_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_int32_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_int64_wait_on_stream(
    int64_t *ivar,
    int64_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_int64_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_uint32_wait_on_stream(
    uint32_t *ivar,
    uint32_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_uint32_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_uint64_wait_on_stream(
    uint64_t *ivar,
    uint64_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_uint64_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_size_wait_on_stream(
    size_t *ivar,
    size_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_size_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmemx_ptrdiff_wait_on_stream(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_wait_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ptrdiff_wait_on_stream",
      stream,
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_wait_until_on_stream: Wait until a symmetric variable
// satisfies a comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::variable_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_until_on_stream(
    short *ivar,
    int cmp,
    short cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_short_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_int_wait_until_on_stream(
    int *ivar,
    int cmp,
    int cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_int_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_long_wait_until_on_stream(
    long *ivar,
    int cmp,
    long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_long_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_longlong_wait_until_on_stream(
    long long *ivar,
    int cmp,
    long long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_longlong_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_ushort_wait_until_on_stream(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ushort_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_uint_wait_until_on_stream(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_uint_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_ulong_wait_until_on_stream(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ulong_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_ulonglong_wait_until_on_stream(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ulonglong_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_int32_wait_until_on_stream(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_int32_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_int64_wait_until_on_stream(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_int64_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_uint32_wait_until_on_stream(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_uint32_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_uint64_wait_until_on_stream(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_uint64_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_size_wait_until_on_stream(
    size_t *ivar,
    int cmp,
    size_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_size_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}
void nvshmemx_ptrdiff_wait_until_on_stream(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_on_stream",
      "ivar",
      ivar,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_ptrdiff_wait_until_on_stream",
      stream,
      cmp,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_wait_until_all_on_stream: Wait until every variable of a
// set satisfies a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::set_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_until_all_on_stream(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_short_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_int_wait_until_all_on_stream(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_int_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_long_wait_until_all_on_stream(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_long_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_longlong_wait_until_all_on_stream(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_longlong_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_ushort_wait_until_all_on_stream(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ushort_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_uint_wait_until_all_on_stream(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_uint_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_ulong_wait_until_all_on_stream(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ulong_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_ulonglong_wait_until_all_on_stream(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ulonglong_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_int32_wait_until_all_on_stream(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_int32_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_int64_wait_until_all_on_stream(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_int64_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_uint32_wait_until_all_on_stream(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_uint32_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_uint64_wait_until_all_on_stream(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_uint64_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_size_wait_until_all_on_stream(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_size_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}
void nvshmemx_ptrdiff_wait_until_all_on_stream(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ptrdiff_wait_until_all_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_all_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ptrdiff_wait_until_all_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_any_on_stream: Wait until at least one variable
// of a set satisfies a comparison, and return its index.
// (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::set_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_until_any_on_stream(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 225>(
      "nvshmemx_short_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_int_wait_until_any_on_stream(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 226>(
      "nvshmemx_int_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_long_wait_until_any_on_stream(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 227>(
      "nvshmemx_long_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_longlong_wait_until_any_on_stream(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 228>(
      "nvshmemx_longlong_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_ushort_wait_until_any_on_stream(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 229>(
      "nvshmemx_ushort_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_uint_wait_until_any_on_stream(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 230>(
      "nvshmemx_uint_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_ulong_wait_until_any_on_stream(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 231>(
      "nvshmemx_ulong_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_ulonglong_wait_until_any_on_stream(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 232>(
      "nvshmemx_ulonglong_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_int32_wait_until_any_on_stream(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 233>(
      "nvshmemx_int32_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_int64_wait_until_any_on_stream(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 234>(
      "nvshmemx_int64_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_uint32_wait_until_any_on_stream(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 235>(
      "nvshmemx_uint32_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_uint64_wait_until_any_on_stream(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 236>(
      "nvshmemx_uint64_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_size_wait_until_any_on_stream(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 237>(
      "nvshmemx_size_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}
void nvshmemx_ptrdiff_wait_until_any_on_stream(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ptrdiff_wait_until_any_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_any_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 238>(
      "nvshmemx_ptrdiff_wait_until_any_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr,
      ret);
}

// nvshmemx_TYPENAME_wait_until_some_on_stream: Wait until at least one variable
// of a set satisfies a comparison, and report all that do.
// (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::set_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_until_some_on_stream(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_short_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_int_wait_until_some_on_stream(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_int_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_long_wait_until_some_on_stream(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_long_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_longlong_wait_until_some_on_stream(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_longlong_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_ushort_wait_until_some_on_stream(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ushort_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_uint_wait_until_some_on_stream(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_uint_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_ulong_wait_until_some_on_stream(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ulong_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_ulonglong_wait_until_some_on_stream(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ulonglong_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_int32_wait_until_some_on_stream(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_int32_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_int64_wait_until_some_on_stream(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_int64_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_uint32_wait_until_some_on_stream(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_uint32_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_uint64_wait_until_some_on_stream(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_uint64_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_size_wait_until_some_on_stream(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_size_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}
void nvshmemx_ptrdiff_wait_until_some_on_stream(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ptrdiff_wait_until_some_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_some_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ptrdiff_wait_until_some_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices,
      ret);
}

// nvshmemx_TYPENAME_wait_until_all_vector_on_stream: Wait until every variable
// of a set satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::set_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_until_all_vector_on_stream(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_short_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_int_wait_until_all_vector_on_stream(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_int_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_long_wait_until_all_vector_on_stream(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_long_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_long_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_longlong_wait_until_all_vector_on_stream(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_longlong_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_ushort_wait_until_all_vector_on_stream(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ushort_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_uint_wait_until_all_vector_on_stream(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_uint_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_ulong_wait_until_all_vector_on_stream(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ulong_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_ulonglong_wait_until_all_vector_on_stream(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ulonglong_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_int32_wait_until_all_vector_on_stream(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_int32_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_int64_wait_until_all_vector_on_stream(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_int64_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_uint32_wait_until_all_vector_on_stream(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_uint32_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_uint64_wait_until_all_vector_on_stream(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_uint64_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_size_wait_until_all_vector_on_stream(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_size_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}
void nvshmemx_ptrdiff_wait_until_all_vector_on_stream(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ptrdiff_wait_until_all_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_all_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAll, 0>(
      "nvshmemx_ptrdiff_wait_until_all_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_any_vector_on_stream: Wait until at least one
// variable of a set satisfies a comparison with its own value, and return its
// index. (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::set_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_until_any_vector_on_stream(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 239>(
      "nvshmemx_short_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_int_wait_until_any_vector_on_stream(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 240>(
      "nvshmemx_int_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_long_wait_until_any_vector_on_stream(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_long_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 241>(
      "nvshmemx_long_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_longlong_wait_until_any_vector_on_stream(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 242>(
      "nvshmemx_longlong_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_ushort_wait_until_any_vector_on_stream(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 243>(
      "nvshmemx_ushort_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_uint_wait_until_any_vector_on_stream(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 244>(
      "nvshmemx_uint_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_ulong_wait_until_any_vector_on_stream(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 245>(
      "nvshmemx_ulong_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_ulonglong_wait_until_any_vector_on_stream(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 246>(
      "nvshmemx_ulonglong_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_int32_wait_until_any_vector_on_stream(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 247>(
      "nvshmemx_int32_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_int64_wait_until_any_vector_on_stream(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 248>(
      "nvshmemx_int64_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_uint32_wait_until_any_vector_on_stream(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 249>(
      "nvshmemx_uint32_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_uint64_wait_until_any_vector_on_stream(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 250>(
      "nvshmemx_uint64_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_size_wait_until_any_vector_on_stream(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 251>(
      "nvshmemx_size_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}
void nvshmemx_ptrdiff_wait_until_any_vector_on_stream(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ptrdiff_wait_until_any_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_any_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitAny, 252>(
      "nvshmemx_ptrdiff_wait_until_any_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr,
      ret);
}

// nvshmemx_TYPENAME_wait_until_some_vector_on_stream: Wait until at least one
// variable of a set satisfies a comparison with its own value, and report all
// that do. (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::set_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
void nvshmemx_short_wait_until_some_vector_on_stream(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_short_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_int_wait_until_some_vector_on_stream(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_int_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_long_wait_until_some_vector_on_stream(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_long_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_long_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_longlong_wait_until_some_vector_on_stream(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_longlong_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_ushort_wait_until_some_vector_on_stream(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ushort_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_uint_wait_until_some_vector_on_stream(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_uint_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_ulong_wait_until_some_vector_on_stream(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ulong_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_ulonglong_wait_until_some_vector_on_stream(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ulonglong_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_int32_wait_until_some_vector_on_stream(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_int32_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_int64_wait_until_some_vector_on_stream(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_int64_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_uint32_wait_until_some_vector_on_stream(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_uint32_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_uint64_wait_until_some_vector_on_stream(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_uint64_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_size_wait_until_some_vector_on_stream(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_size_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}
void nvshmemx_ptrdiff_wait_until_some_vector_on_stream(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values,
    size_t *ret,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ptrdiff_wait_until_some_vector_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_wait_until_some_vector_on_stream",
      "ivars",
      ivars,
      nelems);
  symsync::impl::set_on_stream<symsync::impl::Kind::kWaitSome, 0>(
      "nvshmemx_ptrdiff_wait_until_some_vector_on_stream",
      stream,
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices,
      ret);
}

// nvshmemx_signal_wait_until_on_stream: Wait until a signal object satisfies a
// comparison, and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::variable_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
void nvshmemx_signal_wait_until_on_stream(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_signal_wait_until_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_signal_wait_until_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::variable_on_stream<symsync::impl::Kind::kWait, 0>(
      "nvshmemx_signal_wait_until_on_stream",
      stream,
      cmp,
      sig_addr,
      cmp_value);
}

// nvshmemx_signal_op_on_stream: Update a signal object of another PE, setting
// it or adding to it. (spec/updates.yaml:31)
// Implementation: symsync::impl::signal_op_on_stream in
// runtime/src/stream/stream_wait.cu.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
void nvshmemx_signal_op_on_stream(
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_signal_op_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_signal_op_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::signal_op_on_stream(
      "nvshmemx_signal_op_on_stream",
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}

// nvshmemx_TYPENAME_p_on_stream: Store one element into a symmetric variable of
// another PE. (spec/updates.yaml:131)
// Implementation: symsync::impl::p_on_stream in runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:rma_<N>byte_host_test, //generated:rma_device_test.
void nvshmemx_short_p_on_stream(
    short *dest,
    short value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<short>(
      "nvshmemx_short_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_int_p_on_stream(
    int *dest,
    int value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<int>(
      "nvshmemx_int_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_long_p_on_stream(
    long *dest,
    long value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<long>(
      "nvshmemx_long_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_longlong_p_on_stream(
    long long *dest,
    long long value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<long long>(
      "nvshmemx_longlong_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_ushort_p_on_stream(
    unsigned short *dest,
    unsigned short value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<unsigned short>(
      "nvshmemx_ushort_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_uint_p_on_stream(
    unsigned int *dest,
    unsigned int value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<unsigned int>(
      "nvshmemx_uint_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_ulong_p_on_stream(
    unsigned long *dest,
    unsigned long value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<unsigned long>(
      "nvshmemx_ulong_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_ulonglong_p_on_stream(
    unsigned long long *dest,
    unsigned long long value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_int32_p_on_stream(
    int32_t *dest,
    int32_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<int32_t>(
      "nvshmemx_int32_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_int64_p_on_stream(
    int64_t *dest,
    int64_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<int64_t>(
      "nvshmemx_int64_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_uint32_p_on_stream(
    uint32_t *dest,
    uint32_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<uint32_t>(
      "nvshmemx_uint32_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_uint64_p_on_stream(
    uint64_t *dest,
    uint64_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<uint64_t>(
      "nvshmemx_uint64_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_size_p_on_stream(
    size_t *dest,
    size_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<size_t>(
      "nvshmemx_size_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_ptrdiff_p_on_stream(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<ptrdiff_t>(
      "nvshmemx_ptrdiff_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_float_p_on_stream(
    float *dest,
    float value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<float>(
      "nvshmemx_float_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_double_p_on_stream(
    double *dest,
    double value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<double>(
      "nvshmemx_double_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_char_p_on_stream(
    char *dest,
    char value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<char>(
      "nvshmemx_char_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_schar_p_on_stream(
    signed char *dest,
    signed char value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<signed char>(
      "nvshmemx_schar_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_uchar_p_on_stream(
    unsigned char *dest,
    unsigned char value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<unsigned char>(
      "nvshmemx_uchar_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_int8_p_on_stream(
    int8_t *dest,
    int8_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<int8_t>(
      "nvshmemx_int8_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_int16_p_on_stream(
    int16_t *dest,
    int16_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<int16_t>(
      "nvshmemx_int16_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_uint8_p_on_stream(
    uint8_t *dest,
    uint8_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<uint8_t>(
      "nvshmemx_uint8_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
void nvshmemx_uint16_p_on_stream(
    uint16_t *dest,
    uint16_t value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<uint16_t>(
      "nvshmemx_uint16_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_p_on_stream(
    half *dest,
    half value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<half>(
      "nvshmemx_half_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmemx_bfloat16_p_on_stream(
    __nv_bfloat16 *dest,
    __nv_bfloat16 value,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_p_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_p_on_stream",
      "dest",
      dest,
      1);
  symsync::impl::p_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_p_on_stream",
      dest,
      value,
      pe,
      stream);
}
#endif

// nvshmemx_quiet_on_stream: Complete the calling thread's earlier updates to
// every PE. (spec/updates.yaml:173)
// Implementation: symsync::impl::quiet_on_stream in
// runtime/src/stream/stream_wait.cu.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:rma_device_test.
void nvshmemx_quiet_on_stream(cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_quiet_on_stream");
  symsync::impl::quiet_on_stream("nvshmemx_quiet_on_stream", stream);
}

// nvshmemx_TYPENAME_put_on_stream: Copy local data into the symmetric heap of a
// PE. (spec/rma.yaml:32)
// Implementation: symsync::impl::put_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmemx_short_put_on_stream(
    short *dest,
    const short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(short)>(
      "nvshmemx_short_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int_put_on_stream(
    int *dest,
    const int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(int)>(
      "nvshmemx_int_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_long_put_on_stream(
    long *dest,
    const long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(long)>(
      "nvshmemx_long_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_longlong_put_on_stream(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(long long)>(
      "nvshmemx_longlong_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ushort_put_on_stream(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(unsigned short)>(
      "nvshmemx_ushort_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint_put_on_stream(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(unsigned int)>(
      "nvshmemx_uint_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulong_put_on_stream(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(unsigned long)>(
      "nvshmemx_ulong_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulonglong_put_on_stream(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(unsigned long long)>(
      "nvshmemx_ulonglong_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int32_put_on_stream(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(int32_t)>(
      "nvshmemx_int32_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int64_put_on_stream(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(int64_t)>(
      "nvshmemx_int64_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint32_put_on_stream(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(uint32_t)>(
      "nvshmemx_uint32_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint64_put_on_stream(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(uint64_t)>(
      "nvshmemx_uint64_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_size_put_on_stream(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(size_t)>(
      "nvshmemx_size_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ptrdiff_put_on_stream(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(ptrdiff_t)>(
      "nvshmemx_ptrdiff_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_float_put_on_stream(
    float *dest,
    const float *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(float)>(
      "nvshmemx_float_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_double_put_on_stream(
    double *dest,
    const double *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(double)>(
      "nvshmemx_double_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_char_put_on_stream(
    char *dest,
    const char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(char)>(
      "nvshmemx_char_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_schar_put_on_stream(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(signed char)>(
      "nvshmemx_schar_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uchar_put_on_stream(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(unsigned char)>(
      "nvshmemx_uchar_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int8_put_on_stream(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(int8_t)>(
      "nvshmemx_int8_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int16_put_on_stream(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(int16_t)>(
      "nvshmemx_int16_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint8_put_on_stream(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(uint8_t)>(
      "nvshmemx_uint8_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint16_put_on_stream(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(uint16_t)>(
      "nvshmemx_uint16_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_put_on_stream(
    half *dest,
    const half *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(half)>(
      "nvshmemx_half_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmemx_bfloat16_put_on_stream(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_put_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_put_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_on_stream<sizeof(__nv_bfloat16)>(
      "nvshmemx_bfloat16_put_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
void nvshmemx_put8_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put8_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put8_on_stream",
      "dest",
      dest,
      nelems,
      1);
  symsync::impl::put_on_stream<1>(
      "nvshmemx_put8_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put16_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put16_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put16_on_stream",
      "dest",
      dest,
      nelems,
      2);
  symsync::impl::put_on_stream<2>(
      "nvshmemx_put16_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put32_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put32_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put32_on_stream",
      "dest",
      dest,
      nelems,
      4);
  symsync::impl::put_on_stream<4>(
      "nvshmemx_put32_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put64_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put64_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put64_on_stream",
      "dest",
      dest,
      nelems,
      8);
  symsync::impl::put_on_stream<8>(
      "nvshmemx_put64_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put128_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put128_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put128_on_stream",
      "dest",
      dest,
      nelems,
      16);
  symsync::impl::put_on_stream<16>(
      "nvshmemx_put128_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_putmem_on_stream(
    void *dest,
    const void *source,
    size_t bytes,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_putmem_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_putmem_on_stream",
      "dest",
      dest,
      bytes,
      1);
  symsync::impl::put_on_stream<1>(
      "nvshmemx_putmem_on_stream",
      dest,
      source,
      bytes,
      pe,
      stream);
}

// nvshmemx_TYPENAME_put_nbi_on_stream: Start copying local data into the
// symmetric heap of a PE, without waiting for it. (spec/rma.yaml:88)
// Implementation: symsync::impl::put_nbi_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmemx_short_put_nbi_on_stream(
    short *dest,
    const short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(short)>(
      "nvshmemx_short_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int_put_nbi_on_stream(
    int *dest,
    const int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(int)>(
      "nvshmemx_int_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_long_put_nbi_on_stream(
    long *dest,
    const long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(long)>(
      "nvshmemx_long_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_longlong_put_nbi_on_stream(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(long long)>(
      "nvshmemx_longlong_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ushort_put_nbi_on_stream(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(unsigned short)>(
      "nvshmemx_ushort_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint_put_nbi_on_stream(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(unsigned int)>(
      "nvshmemx_uint_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulong_put_nbi_on_stream(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(unsigned long)>(
      "nvshmemx_ulong_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulonglong_put_nbi_on_stream(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(unsigned long long)>(
      "nvshmemx_ulonglong_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int32_put_nbi_on_stream(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(int32_t)>(
      "nvshmemx_int32_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int64_put_nbi_on_stream(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(int64_t)>(
      "nvshmemx_int64_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint32_put_nbi_on_stream(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(uint32_t)>(
      "nvshmemx_uint32_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint64_put_nbi_on_stream(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(uint64_t)>(
      "nvshmemx_uint64_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_size_put_nbi_on_stream(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(size_t)>(
      "nvshmemx_size_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ptrdiff_put_nbi_on_stream(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(ptrdiff_t)>(
      "nvshmemx_ptrdiff_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_float_put_nbi_on_stream(
    float *dest,
    const float *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(float)>(
      "nvshmemx_float_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_double_put_nbi_on_stream(
    double *dest,
    const double *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(double)>(
      "nvshmemx_double_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_char_put_nbi_on_stream(
    char *dest,
    const char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(char)>(
      "nvshmemx_char_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_schar_put_nbi_on_stream(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(signed char)>(
      "nvshmemx_schar_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uchar_put_nbi_on_stream(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(unsigned char)>(
      "nvshmemx_uchar_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int8_put_nbi_on_stream(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(int8_t)>(
      "nvshmemx_int8_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int16_put_nbi_on_stream(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(int16_t)>(
      "nvshmemx_int16_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint8_put_nbi_on_stream(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(uint8_t)>(
      "nvshmemx_uint8_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint16_put_nbi_on_stream(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(uint16_t)>(
      "nvshmemx_uint16_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_put_nbi_on_stream(
    half *dest,
    const half *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(half)>(
      "nvshmemx_half_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmemx_bfloat16_put_nbi_on_stream(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_put_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_put_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi_on_stream<sizeof(__nv_bfloat16)>(
      "nvshmemx_bfloat16_put_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
void nvshmemx_put8_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put8_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put8_nbi_on_stream",
      "dest",
      dest,
      nelems,
      1);
  symsync::impl::put_nbi_on_stream<1>(
      "nvshmemx_put8_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put16_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put16_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put16_nbi_on_stream",
      "dest",
      dest,
      nelems,
      2);
  symsync::impl::put_nbi_on_stream<2>(
      "nvshmemx_put16_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put32_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put32_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put32_nbi_on_stream",
      "dest",
      dest,
      nelems,
      4);
  symsync::impl::put_nbi_on_stream<4>(
      "nvshmemx_put32_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put64_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put64_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put64_nbi_on_stream",
      "dest",
      dest,
      nelems,
      8);
  symsync::impl::put_nbi_on_stream<8>(
      "nvshmemx_put64_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_put128_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put128_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put128_nbi_on_stream",
      "dest",
      dest,
      nelems,
      16);
  symsync::impl::put_nbi_on_stream<16>(
      "nvshmemx_put128_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_putmem_nbi_on_stream(
    void *dest,
    const void *source,
    size_t bytes,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_putmem_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_putmem_nbi_on_stream",
      "dest",
      dest,
      bytes,
      1);
  symsync::impl::put_nbi_on_stream<1>(
      "nvshmemx_putmem_nbi_on_stream",
      dest,
      source,
      bytes,
      pe,
      stream);
}

// nvshmemx_TYPENAME_get_on_stream: Copy data from the symmetric heap of a PE
// into local memory. (spec/rma.yaml:105)
// Implementation: symsync::impl::get_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmemx_short_get_on_stream(
    short *dest,
    const short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(short)>(
      "nvshmemx_short_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int_get_on_stream(
    int *dest,
    const int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(int)>(
      "nvshmemx_int_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_long_get_on_stream(
    long *dest,
    const long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(long)>(
      "nvshmemx_long_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_longlong_get_on_stream(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(long long)>(
      "nvshmemx_longlong_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ushort_get_on_stream(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(unsigned short)>(
      "nvshmemx_ushort_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint_get_on_stream(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(unsigned int)>(
      "nvshmemx_uint_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulong_get_on_stream(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(unsigned long)>(
      "nvshmemx_ulong_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulonglong_get_on_stream(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(unsigned long long)>(
      "nvshmemx_ulonglong_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int32_get_on_stream(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(int32_t)>(
      "nvshmemx_int32_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int64_get_on_stream(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(int64_t)>(
      "nvshmemx_int64_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint32_get_on_stream(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(uint32_t)>(
      "nvshmemx_uint32_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint64_get_on_stream(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(uint64_t)>(
      "nvshmemx_uint64_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_size_get_on_stream(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(size_t)>(
      "nvshmemx_size_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ptrdiff_get_on_stream(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(ptrdiff_t)>(
      "nvshmemx_ptrdiff_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_float_get_on_stream(
    float *dest,
    const float *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(float)>(
      "nvshmemx_float_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_double_get_on_stream(
    double *dest,
    const double *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(double)>(
      "nvshmemx_double_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_char_get_on_stream(
    char *dest,
    const char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(char)>(
      "nvshmemx_char_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_schar_get_on_stream(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(signed char)>(
      "nvshmemx_schar_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uchar_get_on_stream(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(unsigned char)>(
      "nvshmemx_uchar_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int8_get_on_stream(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(int8_t)>(
      "nvshmemx_int8_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int16_get_on_stream(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(int16_t)>(
      "nvshmemx_int16_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint8_get_on_stream(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(uint8_t)>(
      "nvshmemx_uint8_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint16_get_on_stream(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(uint16_t)>(
      "nvshmemx_uint16_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_get_on_stream(
    half *dest,
    const half *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(half)>(
      "nvshmemx_half_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmemx_bfloat16_get_on_stream(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_get_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_get_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_on_stream<sizeof(__nv_bfloat16)>(
      "nvshmemx_bfloat16_get_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
void nvshmemx_get8_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get8_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get8_on_stream",
      "source",
      source,
      nelems,
      1);
  symsync::impl::get_on_stream<1>(
      "nvshmemx_get8_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get16_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get16_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get16_on_stream",
      "source",
      source,
      nelems,
      2);
  symsync::impl::get_on_stream<2>(
      "nvshmemx_get16_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get32_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get32_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get32_on_stream",
      "source",
      source,
      nelems,
      4);
  symsync::impl::get_on_stream<4>(
      "nvshmemx_get32_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get64_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get64_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get64_on_stream",
      "source",
      source,
      nelems,
      8);
  symsync::impl::get_on_stream<8>(
      "nvshmemx_get64_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get128_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get128_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get128_on_stream",
      "source",
      source,
      nelems,
      16);
  symsync::impl::get_on_stream<16>(
      "nvshmemx_get128_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_getmem_on_stream(
    void *dest,
    const void *source,
    size_t bytes,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_getmem_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_getmem_on_stream",
      "source",
      source,
      bytes,
      1);
  symsync::impl::get_on_stream<1>(
      "nvshmemx_getmem_on_stream",
      dest,
      source,
      bytes,
      pe,
      stream);
}

// nvshmemx_TYPENAME_get_nbi_on_stream: Start copying data from the symmetric
// heap of a PE, without waiting for it. (spec/rma.yaml:140)
// Implementation: symsync::impl::get_nbi_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmemx_short_get_nbi_on_stream(
    short *dest,
    const short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(short)>(
      "nvshmemx_short_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int_get_nbi_on_stream(
    int *dest,
    const int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(int)>(
      "nvshmemx_int_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_long_get_nbi_on_stream(
    long *dest,
    const long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(long)>(
      "nvshmemx_long_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_longlong_get_nbi_on_stream(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(long long)>(
      "nvshmemx_longlong_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ushort_get_nbi_on_stream(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(unsigned short)>(
      "nvshmemx_ushort_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint_get_nbi_on_stream(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(unsigned int)>(
      "nvshmemx_uint_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulong_get_nbi_on_stream(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(unsigned long)>(
      "nvshmemx_ulong_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ulonglong_get_nbi_on_stream(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(unsigned long long)>(
      "nvshmemx_ulonglong_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int32_get_nbi_on_stream(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(int32_t)>(
      "nvshmemx_int32_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int64_get_nbi_on_stream(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(int64_t)>(
      "nvshmemx_int64_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint32_get_nbi_on_stream(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(uint32_t)>(
      "nvshmemx_uint32_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint64_get_nbi_on_stream(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(uint64_t)>(
      "nvshmemx_uint64_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_size_get_nbi_on_stream(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(size_t)>(
      "nvshmemx_size_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_ptrdiff_get_nbi_on_stream(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(ptrdiff_t)>(
      "nvshmemx_ptrdiff_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_float_get_nbi_on_stream(
    float *dest,
    const float *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(float)>(
      "nvshmemx_float_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_double_get_nbi_on_stream(
    double *dest,
    const double *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(double)>(
      "nvshmemx_double_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_char_get_nbi_on_stream(
    char *dest,
    const char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(char)>(
      "nvshmemx_char_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_schar_get_nbi_on_stream(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(signed char)>(
      "nvshmemx_schar_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uchar_get_nbi_on_stream(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(unsigned char)>(
      "nvshmemx_uchar_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int8_get_nbi_on_stream(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(int8_t)>(
      "nvshmemx_int8_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_int16_get_nbi_on_stream(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(int16_t)>(
      "nvshmemx_int16_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint8_get_nbi_on_stream(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(uint8_t)>(
      "nvshmemx_uint8_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_uint16_get_nbi_on_stream(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(uint16_t)>(
      "nvshmemx_uint16_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_get_nbi_on_stream(
    half *dest,
    const half *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(half)>(
      "nvshmemx_half_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmemx_bfloat16_get_nbi_on_stream(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_get_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_get_nbi_on_stream",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi_on_stream<sizeof(__nv_bfloat16)>(
      "nvshmemx_bfloat16_get_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
#endif
void nvshmemx_get8_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get8_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get8_nbi_on_stream",
      "source",
      source,
      nelems,
      1);
  symsync::impl::get_nbi_on_stream<1>(
      "nvshmemx_get8_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get16_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get16_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get16_nbi_on_stream",
      "source",
      source,
      nelems,
      2);
  symsync::impl::get_nbi_on_stream<2>(
      "nvshmemx_get16_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get32_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get32_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get32_nbi_on_stream",
      "source",
      source,
      nelems,
      4);
  symsync::impl::get_nbi_on_stream<4>(
      "nvshmemx_get32_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get64_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get64_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get64_nbi_on_stream",
      "source",
      source,
      nelems,
      8);
  symsync::impl::get_nbi_on_stream<8>(
      "nvshmemx_get64_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_get128_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_get128_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_get128_nbi_on_stream",
      "source",
      source,
      nelems,
      16);
  symsync::impl::get_nbi_on_stream<16>(
      "nvshmemx_get128_nbi_on_stream",
      dest,
      source,
      nelems,
      pe,
      stream);
}
void nvshmemx_getmem_nbi_on_stream(
    void *dest,
    const void *source,
    size_t bytes,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_getmem_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_getmem_nbi_on_stream",
      "source",
      source,
      bytes,
      1);
  symsync::impl::get_nbi_on_stream<1>(
      "nvshmemx_getmem_nbi_on_stream",
      dest,
      source,
      bytes,
      pe,
      stream);
}

// nvshmemx_TYPENAME_g_on_stream: Read one element of the symmetric heap of a
// PE. (spec/rma.yaml:156)
// Implementation: symsync::impl::g_on_stream in runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
short nvshmemx_short_g_on_stream(
    const short *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<short>(
      "nvshmemx_short_g_on_stream",
      source,
      pe,
      stream);
}
int nvshmemx_int_g_on_stream(const int *source, int pe, cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<int>(
      "nvshmemx_int_g_on_stream",
      source,
      pe,
      stream);
}
long nvshmemx_long_g_on_stream(
    const long *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<long>(
      "nvshmemx_long_g_on_stream",
      source,
      pe,
      stream);
}
long long nvshmemx_longlong_g_on_stream(
    const long long *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<long long>(
      "nvshmemx_longlong_g_on_stream",
      source,
      pe,
      stream);
}
unsigned short nvshmemx_ushort_g_on_stream(
    const unsigned short *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<unsigned short>(
      "nvshmemx_ushort_g_on_stream",
      source,
      pe,
      stream);
}
unsigned int nvshmemx_uint_g_on_stream(
    const unsigned int *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<unsigned int>(
      "nvshmemx_uint_g_on_stream",
      source,
      pe,
      stream);
}
unsigned long nvshmemx_ulong_g_on_stream(
    const unsigned long *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<unsigned long>(
      "nvshmemx_ulong_g_on_stream",
      source,
      pe,
      stream);
}
unsigned long long nvshmemx_ulonglong_g_on_stream(
    const unsigned long long *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_g_on_stream",
      source,
      pe,
      stream);
}
int32_t nvshmemx_int32_g_on_stream(
    const int32_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<int32_t>(
      "nvshmemx_int32_g_on_stream",
      source,
      pe,
      stream);
}
int64_t nvshmemx_int64_g_on_stream(
    const int64_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<int64_t>(
      "nvshmemx_int64_g_on_stream",
      source,
      pe,
      stream);
}
uint32_t nvshmemx_uint32_g_on_stream(
    const uint32_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<uint32_t>(
      "nvshmemx_uint32_g_on_stream",
      source,
      pe,
      stream);
}
uint64_t nvshmemx_uint64_g_on_stream(
    const uint64_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<uint64_t>(
      "nvshmemx_uint64_g_on_stream",
      source,
      pe,
      stream);
}
size_t nvshmemx_size_g_on_stream(
    const size_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<size_t>(
      "nvshmemx_size_g_on_stream",
      source,
      pe,
      stream);
}
ptrdiff_t nvshmemx_ptrdiff_g_on_stream(
    const ptrdiff_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<ptrdiff_t>(
      "nvshmemx_ptrdiff_g_on_stream",
      source,
      pe,
      stream);
}
float nvshmemx_float_g_on_stream(
    const float *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<float>(
      "nvshmemx_float_g_on_stream",
      source,
      pe,
      stream);
}
double nvshmemx_double_g_on_stream(
    const double *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<double>(
      "nvshmemx_double_g_on_stream",
      source,
      pe,
      stream);
}
char nvshmemx_char_g_on_stream(
    const char *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<char>(
      "nvshmemx_char_g_on_stream",
      source,
      pe,
      stream);
}
signed char nvshmemx_schar_g_on_stream(
    const signed char *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<signed char>(
      "nvshmemx_schar_g_on_stream",
      source,
      pe,
      stream);
}
unsigned char nvshmemx_uchar_g_on_stream(
    const unsigned char *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<unsigned char>(
      "nvshmemx_uchar_g_on_stream",
      source,
      pe,
      stream);
}
int8_t nvshmemx_int8_g_on_stream(
    const int8_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<int8_t>(
      "nvshmemx_int8_g_on_stream",
      source,
      pe,
      stream);
}
int16_t nvshmemx_int16_g_on_stream(
    const int16_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<int16_t>(
      "nvshmemx_int16_g_on_stream",
      source,
      pe,
      stream);
}
uint8_t nvshmemx_uint8_g_on_stream(
    const uint8_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<uint8_t>(
      "nvshmemx_uint8_g_on_stream",
      source,
      pe,
      stream);
}
uint16_t nvshmemx_uint16_g_on_stream(
    const uint16_t *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<uint16_t>(
      "nvshmemx_uint16_g_on_stream",
      source,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
half nvshmemx_half_g_on_stream(
    const half *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<half>(
      "nvshmemx_half_g_on_stream",
      source,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
__nv_bfloat16 nvshmemx_bfloat16_g_on_stream(
    const __nv_bfloat16 *source,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_g_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_g_on_stream",
      "source",
      source,
      1);
  return symsync::impl::g_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_g_on_stream",
      source,
      pe,
      stream);
}
#endif

// nvshmemx_TYPENAME_put_signal_on_stream: Copy local data into the symmetric
// heap of a PE, then update a signal object there. (spec/rma.yaml:182)
// Implementation: symsync::impl::put_signal_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmemx_short_put_signal_on_stream(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(short)>(
      "nvshmemx_short_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int_put_signal_on_stream(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(int)>(
      "nvshmemx_int_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_long_put_signal_on_stream(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(long)>(
      "nvshmemx_long_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_longlong_put_signal_on_stream(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(long long)>(
      "nvshmemx_longlong_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ushort_put_signal_on_stream(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(unsigned short)>(
      "nvshmemx_ushort_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint_put_signal_on_stream(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(unsigned int)>(
      "nvshmemx_uint_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ulong_put_signal_on_stream(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(unsigned long)>(
      "nvshmemx_ulong_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ulonglong_put_signal_on_stream(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(unsigned long long)>(
      "nvshmemx_ulonglong_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int32_put_signal_on_stream(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(int32_t)>(
      "nvshmemx_int32_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int64_put_signal_on_stream(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(int64_t)>(
      "nvshmemx_int64_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint32_put_signal_on_stream(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(uint32_t)>(
      "nvshmemx_uint32_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint64_put_signal_on_stream(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(uint64_t)>(
      "nvshmemx_uint64_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_size_put_signal_on_stream(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(size_t)>(
      "nvshmemx_size_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ptrdiff_put_signal_on_stream(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(ptrdiff_t)>(
      "nvshmemx_ptrdiff_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_float_put_signal_on_stream(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(float)>(
      "nvshmemx_float_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_double_put_signal_on_stream(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(double)>(
      "nvshmemx_double_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_char_put_signal_on_stream(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(char)>(
      "nvshmemx_char_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_schar_put_signal_on_stream(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(signed char)>(
      "nvshmemx_schar_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uchar_put_signal_on_stream(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(unsigned char)>(
      "nvshmemx_uchar_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int8_put_signal_on_stream(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(int8_t)>(
      "nvshmemx_int8_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int16_put_signal_on_stream(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(int16_t)>(
      "nvshmemx_int16_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint8_put_signal_on_stream(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(uint8_t)>(
      "nvshmemx_uint8_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint16_put_signal_on_stream(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(uint16_t)>(
      "nvshmemx_uint16_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_put_signal_on_stream(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(half)>(
      "nvshmemx_half_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmemx_bfloat16_put_signal_on_stream(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_put_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_put_signal_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_put_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<sizeof(__nv_bfloat16)>(
      "nvshmemx_bfloat16_put_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
#endif
void nvshmemx_put8_signal_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put8_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put8_signal_on_stream",
      "dest",
      dest,
      nelems,
      1);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put8_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<1>(
      "nvshmemx_put8_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put16_signal_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put16_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put16_signal_on_stream",
      "dest",
      dest,
      nelems,
      2);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put16_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<2>(
      "nvshmemx_put16_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put32_signal_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put32_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put32_signal_on_stream",
      "dest",
      dest,
      nelems,
      4);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put32_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<4>(
      "nvshmemx_put32_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put64_signal_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put64_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put64_signal_on_stream",
      "dest",
      dest,
      nelems,
      8);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put64_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<8>(
      "nvshmemx_put64_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put128_signal_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put128_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put128_signal_on_stream",
      "dest",
      dest,
      nelems,
      16);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put128_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<16>(
      "nvshmemx_put128_signal_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_putmem_signal_on_stream(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_putmem_signal_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_putmem_signal_on_stream",
      "dest",
      dest,
      bytes,
      1);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_putmem_signal_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_on_stream<1>(
      "nvshmemx_putmem_signal_on_stream",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}

// nvshmemx_TYPENAME_put_signal_nbi_on_stream: Start a put-with-signal, without
// waiting for the source to be reusable. (spec/rma.yaml:227)
// Implementation: symsync::impl::put_signal_nbi_on_stream in
// runtime/src/entry/on_stream.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmemx_short_put_signal_nbi_on_stream(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_short_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(short)>(
      "nvshmemx_short_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int_put_signal_nbi_on_stream(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(int)>(
      "nvshmemx_int_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_long_put_signal_nbi_on_stream(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_long_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(long)>(
      "nvshmemx_long_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_longlong_put_signal_nbi_on_stream(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_longlong_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(long long)>(
      "nvshmemx_longlong_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ushort_put_signal_nbi_on_stream(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ushort_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(unsigned short)>(
      "nvshmemx_ushort_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint_put_signal_nbi_on_stream(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(unsigned int)>(
      "nvshmemx_uint_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ulong_put_signal_nbi_on_stream(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulong_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(unsigned long)>(
      "nvshmemx_ulong_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ulonglong_put_signal_nbi_on_stream(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ulonglong_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(unsigned long long)>(
      "nvshmemx_ulonglong_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int32_put_signal_nbi_on_stream(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int32_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(int32_t)>(
      "nvshmemx_int32_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int64_put_signal_nbi_on_stream(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int64_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(int64_t)>(
      "nvshmemx_int64_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint32_put_signal_nbi_on_stream(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint32_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(uint32_t)>(
      "nvshmemx_uint32_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint64_put_signal_nbi_on_stream(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint64_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(uint64_t)>(
      "nvshmemx_uint64_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_size_put_signal_nbi_on_stream(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_size_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(size_t)>(
      "nvshmemx_size_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_ptrdiff_put_signal_nbi_on_stream(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ptrdiff_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_ptrdiff_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(ptrdiff_t)>(
      "nvshmemx_ptrdiff_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_float_put_signal_nbi_on_stream(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_float_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(float)>(
      "nvshmemx_float_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_double_put_signal_nbi_on_stream(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_double_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_double_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(double)>(
      "nvshmemx_double_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_char_put_signal_nbi_on_stream(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_char_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(char)>(
      "nvshmemx_char_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_schar_put_signal_nbi_on_stream(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_schar_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(signed char)>(
      "nvshmemx_schar_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uchar_put_signal_nbi_on_stream(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uchar_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(unsigned char)>(
      "nvshmemx_uchar_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int8_put_signal_nbi_on_stream(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int8_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(int8_t)>(
      "nvshmemx_int8_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_int16_put_signal_nbi_on_stream(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_int16_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(int16_t)>(
      "nvshmemx_int16_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint8_put_signal_nbi_on_stream(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint8_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(uint8_t)>(
      "nvshmemx_uint8_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_uint16_put_signal_nbi_on_stream(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_uint16_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(uint16_t)>(
      "nvshmemx_uint16_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_put_signal_nbi_on_stream(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_half_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(half)>(
      "nvshmemx_half_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmemx_bfloat16_put_signal_nbi_on_stream(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_bfloat16_put_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_put_signal_nbi_on_stream",
      "dest",
      dest,
      nelems);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_bfloat16_put_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<sizeof(__nv_bfloat16)>(
      "nvshmemx_bfloat16_put_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
#endif
void nvshmemx_put8_signal_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put8_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put8_signal_nbi_on_stream",
      "dest",
      dest,
      nelems,
      1);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put8_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<1>(
      "nvshmemx_put8_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put16_signal_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put16_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put16_signal_nbi_on_stream",
      "dest",
      dest,
      nelems,
      2);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put16_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<2>(
      "nvshmemx_put16_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put32_signal_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put32_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put32_signal_nbi_on_stream",
      "dest",
      dest,
      nelems,
      4);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put32_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<4>(
      "nvshmemx_put32_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put64_signal_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put64_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put64_signal_nbi_on_stream",
      "dest",
      dest,
      nelems,
      8);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put64_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<8>(
      "nvshmemx_put64_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_put128_signal_nbi_on_stream(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_put128_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put128_signal_nbi_on_stream",
      "dest",
      dest,
      nelems,
      16);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_put128_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<16>(
      "nvshmemx_put128_signal_nbi_on_stream",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}
void nvshmemx_putmem_signal_nbi_on_stream(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_putmem_signal_nbi_on_stream");
  symsync::impl::require_stream_symmetric(
      "nvshmemx_putmem_signal_nbi_on_stream",
      "dest",
      dest,
      bytes,
      1);
  symsync::impl::require_stream_symmetric(
      "nvshmemx_putmem_signal_nbi_on_stream",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi_on_stream<1>(
      "nvshmemx_putmem_signal_nbi_on_stream",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe,
      stream);
}

// nvshmemx_barrier_all_on_stream: Wait until every PE has reached this call.
// (spec/collectives.yaml:15)
// Implementation: symsync::impl::barrier_all_on_stream in
// runtime/src/stream/barrier_on_stream.cu.
// Tests: //tests/runtime:runtime_test, //tests/runtime:cuda_scaffolding_test.
void nvshmemx_barrier_all_on_stream(cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_barrier_all_on_stream");
  symsync::impl::barrier_all_on_stream(
      "nvshmemx_barrier_all_on_stream",
      stream);
}

// nvshmemx_sync_all_on_stream: Wait until every PE has reached this call,
// without completing updates. (spec/collectives.yaml:44)
// Implementation: symsync::impl::sync_all_on_stream in
// runtime/src/stream/barrier_on_stream.cu.
// Tests: //tests/runtime:runtime_test, //tests/runtime:cuda_scaffolding_test.
void nvshmemx_sync_all_on_stream(cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_sync_all_on_stream");
  symsync::impl::sync_all_on_stream("nvshmemx_sync_all_on_stream", stream);
}

// nvshmemx_barrier_on_stream: Wait until every PE of a team has reached this
// call. (spec/collectives.yaml:64)
// Implementation: symsync::impl::barrier_on_stream in
// runtime/src/stream/barrier_on_stream.cu.
// Tests: //tests/runtime:team_test, //tests/runtime:team_missing_member_test,
// //tests/runtime:missing_member_test, //tests/runtime:cuda_scaffolding_test.
int nvshmemx_barrier_on_stream(nvshmem_team_t team, cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_barrier_on_stream");
  return symsync::impl::barrier_on_stream(
      "nvshmemx_barrier_on_stream",
      team,
      stream);
}

// nvshmemx_team_sync_on_stream: Wait until every PE of a team has reached this
// call, without completing updates. (spec/collectives.yaml:109)
// Implementation: symsync::impl::team_sync_on_stream in
// runtime/src/stream/barrier_on_stream.cu.
// Tests: //tests/runtime:team_test, //tests/runtime:cuda_scaffolding_test.
int nvshmemx_team_sync_on_stream(nvshmem_team_t team, cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_team_sync_on_stream");
  return symsync::impl::team_sync_on_stream(
      "nvshmemx_team_sync_on_stream",
      team,
      stream);
}

// nvshmemx_broadcastmem_on_stream: Copy bytes from one PE of a team to every PE
// of it. (spec/collectives.yaml:155)
// Implementation: symsync::impl::broadcastmem_on_stream in
// runtime/src/stream/barrier_on_stream.cu.
// Tests: //tests/runtime:team_test, //tests/runtime:team_missing_member_test,
// //tests/runtime:cuda_scaffolding_test.
int nvshmemx_broadcastmem_on_stream(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_broadcastmem_on_stream");
  return symsync::impl::broadcastmem_on_stream(
      "nvshmemx_broadcastmem_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}

// nvshmemx_fcollectmem_on_stream: Gather the same number of bytes from every PE
// of a team onto every PE of it. (spec/collectives.yaml:218)
// Implementation: symsync::impl::fcollectmem_on_stream in
// runtime/src/stream/barrier_on_stream.cu.
// Tests: //tests/runtime:team_test, //tests/runtime:cuda_scaffolding_test.
int nvshmemx_fcollectmem_on_stream(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_fcollectmem_on_stream");
  return symsync::impl::fcollectmem_on_stream(
      "nvshmemx_fcollectmem_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}

// nvshmemx_alltoallmem_on_stream: Send a block of bytes from every PE of a team
// to every PE of it. (spec/collectives.yaml:260)
// Implementation: symsync::impl::alltoallmem_on_stream in
// runtime/src/stream/barrier_on_stream.cu.
// Tests: //tests/runtime:team_test, //tests/runtime:cuda_scaffolding_test.
int nvshmemx_alltoallmem_on_stream(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_alltoallmem_on_stream");
  return symsync::impl::alltoallmem_on_stream(
      "nvshmemx_alltoallmem_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}

// nvshmemx_TYPENAME_broadcast_on_stream: Copy elements from one PE of a team to
// every PE of it. (spec/collectives.yaml:302)
// Implementation: symsync::impl::broadcast_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
int nvshmemx_short_broadcast_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<short>(
      "nvshmemx_short_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_int_broadcast_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<int>(
      "nvshmemx_int_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_long_broadcast_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<long>(
      "nvshmemx_long_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_longlong_broadcast_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<long long>(
      "nvshmemx_longlong_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_ushort_broadcast_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<unsigned short>(
      "nvshmemx_ushort_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_uint_broadcast_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<unsigned int>(
      "nvshmemx_uint_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_ulong_broadcast_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<unsigned long>(
      "nvshmemx_ulong_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_ulonglong_broadcast_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_int32_broadcast_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<int32_t>(
      "nvshmemx_int32_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_int64_broadcast_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<int64_t>(
      "nvshmemx_int64_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_uint32_broadcast_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<uint32_t>(
      "nvshmemx_uint32_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_uint64_broadcast_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<uint64_t>(
      "nvshmemx_uint64_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_size_broadcast_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<size_t>(
      "nvshmemx_size_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_ptrdiff_broadcast_on_stream(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<ptrdiff_t>(
      "nvshmemx_ptrdiff_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_float_broadcast_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<float>(
      "nvshmemx_float_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_double_broadcast_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<double>(
      "nvshmemx_double_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_char_broadcast_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<char>(
      "nvshmemx_char_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_schar_broadcast_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<signed char>(
      "nvshmemx_schar_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_uchar_broadcast_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<unsigned char>(
      "nvshmemx_uchar_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_int8_broadcast_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<int8_t>(
      "nvshmemx_int8_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_int16_broadcast_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<int16_t>(
      "nvshmemx_int16_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_uint8_broadcast_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<uint8_t>(
      "nvshmemx_uint8_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
int nvshmemx_uint16_broadcast_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<uint16_t>(
      "nvshmemx_uint16_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_broadcast_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<half>(
      "nvshmemx_half_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_broadcast_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_broadcast_on_stream");
  return symsync::impl::broadcast_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_broadcast_on_stream",
      team,
      dest,
      src,
      nelems,
      pe_root,
      stream);
}
#endif

// nvshmemx_TYPENAME_fcollect_on_stream: Gather the same number of elements from
// every PE of a team onto every PE of it. (spec/collectives.yaml:344)
// Implementation: symsync::impl::fcollect_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
int nvshmemx_short_fcollect_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<short>(
      "nvshmemx_short_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int_fcollect_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<int>(
      "nvshmemx_int_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_long_fcollect_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<long>(
      "nvshmemx_long_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_longlong_fcollect_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<long long>(
      "nvshmemx_longlong_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ushort_fcollect_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<unsigned short>(
      "nvshmemx_ushort_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint_fcollect_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<unsigned int>(
      "nvshmemx_uint_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ulong_fcollect_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<unsigned long>(
      "nvshmemx_ulong_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ulonglong_fcollect_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int32_fcollect_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<int32_t>(
      "nvshmemx_int32_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int64_fcollect_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<int64_t>(
      "nvshmemx_int64_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint32_fcollect_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<uint32_t>(
      "nvshmemx_uint32_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint64_fcollect_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<uint64_t>(
      "nvshmemx_uint64_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_size_fcollect_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<size_t>(
      "nvshmemx_size_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ptrdiff_fcollect_on_stream(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<ptrdiff_t>(
      "nvshmemx_ptrdiff_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_float_fcollect_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<float>(
      "nvshmemx_float_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_double_fcollect_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<double>(
      "nvshmemx_double_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_char_fcollect_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<char>(
      "nvshmemx_char_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_schar_fcollect_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<signed char>(
      "nvshmemx_schar_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uchar_fcollect_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<unsigned char>(
      "nvshmemx_uchar_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int8_fcollect_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<int8_t>(
      "nvshmemx_int8_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int16_fcollect_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<int16_t>(
      "nvshmemx_int16_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint8_fcollect_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<uint8_t>(
      "nvshmemx_uint8_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint16_fcollect_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<uint16_t>(
      "nvshmemx_uint16_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_fcollect_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<half>(
      "nvshmemx_half_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_fcollect_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_fcollect_on_stream");
  return symsync::impl::fcollect_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_fcollect_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
#endif

// nvshmemx_TYPENAME_alltoall_on_stream: Send a block of elements from every PE
// of a team to every PE of it. (spec/collectives.yaml:380)
// Implementation: symsync::impl::alltoall_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
int nvshmemx_short_alltoall_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<short>(
      "nvshmemx_short_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int_alltoall_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<int>(
      "nvshmemx_int_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_long_alltoall_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<long>(
      "nvshmemx_long_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_longlong_alltoall_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<long long>(
      "nvshmemx_longlong_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ushort_alltoall_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<unsigned short>(
      "nvshmemx_ushort_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint_alltoall_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<unsigned int>(
      "nvshmemx_uint_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ulong_alltoall_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<unsigned long>(
      "nvshmemx_ulong_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ulonglong_alltoall_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int32_alltoall_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<int32_t>(
      "nvshmemx_int32_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int64_alltoall_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<int64_t>(
      "nvshmemx_int64_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint32_alltoall_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<uint32_t>(
      "nvshmemx_uint32_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint64_alltoall_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<uint64_t>(
      "nvshmemx_uint64_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_size_alltoall_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<size_t>(
      "nvshmemx_size_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_ptrdiff_alltoall_on_stream(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ptrdiff_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<ptrdiff_t>(
      "nvshmemx_ptrdiff_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_float_alltoall_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<float>(
      "nvshmemx_float_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_double_alltoall_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<double>(
      "nvshmemx_double_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_char_alltoall_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<char>(
      "nvshmemx_char_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_schar_alltoall_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<signed char>(
      "nvshmemx_schar_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uchar_alltoall_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<unsigned char>(
      "nvshmemx_uchar_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int8_alltoall_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<int8_t>(
      "nvshmemx_int8_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_int16_alltoall_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<int16_t>(
      "nvshmemx_int16_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint8_alltoall_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<uint8_t>(
      "nvshmemx_uint8_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
int nvshmemx_uint16_alltoall_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<uint16_t>(
      "nvshmemx_uint16_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_alltoall_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<half>(
      "nvshmemx_half_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_alltoall_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_alltoall_on_stream");
  return symsync::impl::alltoall_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_alltoall_on_stream",
      team,
      dest,
      src,
      nelems,
      stream);
}
#endif

// nvshmemx_TYPENAME_and_reduce_on_stream: Combine the elements of every PE of a
// team with bitwise and, onto every PE of it. (spec/collectives.yaml:418)
// Implementation: symsync::impl::reduce_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_ushort_and_reduce_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned short>(
      "nvshmemx_ushort_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_and_reduce_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned int>(
      "nvshmemx_uint_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_and_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long>(
      "nvshmemx_ulong_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_and_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_and_reduce_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int32_t>(
      "nvshmemx_int32_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_and_reduce_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int64_t>(
      "nvshmemx_int64_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_and_reduce_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint32_t>(
      "nvshmemx_uint32_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_and_reduce_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint64_t>(
      "nvshmemx_uint64_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_and_reduce_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<size_t>(
      "nvshmemx_size_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_and_reduce_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned char>(
      "nvshmemx_uchar_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_and_reduce_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int8_t>(
      "nvshmemx_int8_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_and_reduce_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int16_t>(
      "nvshmemx_int16_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_and_reduce_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint8_t>(
      "nvshmemx_uint8_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_and_reduce_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_and_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint16_t>(
      "nvshmemx_uint16_and_reduce_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}

// nvshmemx_TYPENAME_or_reduce_on_stream: Combine the elements of every PE of a
// team with bitwise or, onto every PE of it. (spec/collectives.yaml:482)
// Implementation: symsync::impl::reduce_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_ushort_or_reduce_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned short>(
      "nvshmemx_ushort_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_or_reduce_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned int>(
      "nvshmemx_uint_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_or_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long>(
      "nvshmemx_ulong_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_or_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_or_reduce_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int32_t>(
      "nvshmemx_int32_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_or_reduce_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int64_t>(
      "nvshmemx_int64_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_or_reduce_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint32_t>(
      "nvshmemx_uint32_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_or_reduce_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint64_t>(
      "nvshmemx_uint64_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_or_reduce_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<size_t>(
      "nvshmemx_size_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_or_reduce_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned char>(
      "nvshmemx_uchar_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_or_reduce_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int8_t>(
      "nvshmemx_int8_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_or_reduce_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int16_t>(
      "nvshmemx_int16_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_or_reduce_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint8_t>(
      "nvshmemx_uint8_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_or_reduce_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_or_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint16_t>(
      "nvshmemx_uint16_or_reduce_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}

// nvshmemx_TYPENAME_xor_reduce_on_stream: Combine the elements of every PE of a
// team with bitwise exclusive or, onto every PE of it.
// (spec/collectives.yaml:494)
// Implementation: symsync::impl::reduce_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_ushort_xor_reduce_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned short>(
      "nvshmemx_ushort_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_xor_reduce_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned int>(
      "nvshmemx_uint_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_xor_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long>(
      "nvshmemx_ulong_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_xor_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_xor_reduce_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int32_t>(
      "nvshmemx_int32_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_xor_reduce_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int64_t>(
      "nvshmemx_int64_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_xor_reduce_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint32_t>(
      "nvshmemx_uint32_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_xor_reduce_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint64_t>(
      "nvshmemx_uint64_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_xor_reduce_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<size_t>(
      "nvshmemx_size_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_xor_reduce_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned char>(
      "nvshmemx_uchar_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_xor_reduce_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int8_t>(
      "nvshmemx_int8_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_xor_reduce_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int16_t>(
      "nvshmemx_int16_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_xor_reduce_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint8_t>(
      "nvshmemx_uint8_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_xor_reduce_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_xor_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint16_t>(
      "nvshmemx_uint16_xor_reduce_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}

// nvshmemx_TYPENAME_max_reduce_on_stream: Find the largest of the elements of
// every PE of a team, onto every PE of it. (spec/collectives.yaml:506)
// Implementation: symsync::impl::reduce_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_short_max_reduce_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<short>(
      "nvshmemx_short_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_max_reduce_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int>(
      "nvshmemx_int_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_max_reduce_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long>(
      "nvshmemx_long_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_max_reduce_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long long>(
      "nvshmemx_longlong_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_max_reduce_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned short>(
      "nvshmemx_ushort_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_max_reduce_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned int>(
      "nvshmemx_uint_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_max_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long>(
      "nvshmemx_ulong_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_max_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_max_reduce_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int32_t>(
      "nvshmemx_int32_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_max_reduce_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int64_t>(
      "nvshmemx_int64_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_max_reduce_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint32_t>(
      "nvshmemx_uint32_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_max_reduce_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint64_t>(
      "nvshmemx_uint64_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_max_reduce_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<size_t>(
      "nvshmemx_size_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_max_reduce_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<float>(
      "nvshmemx_float_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_max_reduce_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<double>(
      "nvshmemx_double_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_max_reduce_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<char>(
      "nvshmemx_char_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_max_reduce_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<signed char>(
      "nvshmemx_schar_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_max_reduce_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned char>(
      "nvshmemx_uchar_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_max_reduce_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int8_t>(
      "nvshmemx_int8_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_max_reduce_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int16_t>(
      "nvshmemx_int16_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_max_reduce_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint8_t>(
      "nvshmemx_uint8_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_max_reduce_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint16_t>(
      "nvshmemx_uint16_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_max_reduce_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<half>(
      "nvshmemx_half_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_max_reduce_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_max_reduce_on_stream");
  return symsync::impl::reduce_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_max_reduce_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

// nvshmemx_TYPENAME_min_reduce_on_stream: Find the smallest of the elements of
// every PE of a team, onto every PE of it. (spec/collectives.yaml:518)
// Implementation: symsync::impl::reduce_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_short_min_reduce_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<short>(
      "nvshmemx_short_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_min_reduce_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int>(
      "nvshmemx_int_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_min_reduce_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long>(
      "nvshmemx_long_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_min_reduce_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long long>(
      "nvshmemx_longlong_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_min_reduce_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned short>(
      "nvshmemx_ushort_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_min_reduce_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned int>(
      "nvshmemx_uint_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_min_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long>(
      "nvshmemx_ulong_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_min_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_min_reduce_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int32_t>(
      "nvshmemx_int32_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_min_reduce_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int64_t>(
      "nvshmemx_int64_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_min_reduce_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint32_t>(
      "nvshmemx_uint32_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_min_reduce_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint64_t>(
      "nvshmemx_uint64_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_min_reduce_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<size_t>(
      "nvshmemx_size_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_min_reduce_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<float>(
      "nvshmemx_float_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_min_reduce_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<double>(
      "nvshmemx_double_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_min_reduce_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<char>(
      "nvshmemx_char_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_min_reduce_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<signed char>(
      "nvshmemx_schar_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_min_reduce_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned char>(
      "nvshmemx_uchar_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_min_reduce_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int8_t>(
      "nvshmemx_int8_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_min_reduce_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int16_t>(
      "nvshmemx_int16_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_min_reduce_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint8_t>(
      "nvshmemx_uint8_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_min_reduce_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint16_t>(
      "nvshmemx_uint16_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_min_reduce_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<half>(
      "nvshmemx_half_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_min_reduce_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_min_reduce_on_stream");
  return symsync::impl::reduce_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_min_reduce_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

// nvshmemx_TYPENAME_sum_reduce_on_stream: Add up the elements of every PE of a
// team, onto every PE of it. (spec/collectives.yaml:530)
// Implementation: symsync::impl::reduce_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //tests/runtime:missing_member_test.
int nvshmemx_short_sum_reduce_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<short>(
      "nvshmemx_short_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_sum_reduce_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int>(
      "nvshmemx_int_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_sum_reduce_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long>(
      "nvshmemx_long_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_sum_reduce_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long long>(
      "nvshmemx_longlong_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_sum_reduce_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned short>(
      "nvshmemx_ushort_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_sum_reduce_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned int>(
      "nvshmemx_uint_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_sum_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long>(
      "nvshmemx_ulong_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_sum_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulonglong_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_sum_reduce_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int32_t>(
      "nvshmemx_int32_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_sum_reduce_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int64_t>(
      "nvshmemx_int64_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_sum_reduce_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint32_t>(
      "nvshmemx_uint32_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_sum_reduce_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint64_t>(
      "nvshmemx_uint64_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_sum_reduce_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<size_t>(
      "nvshmemx_size_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_sum_reduce_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<float>(
      "nvshmemx_float_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_sum_reduce_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<double>(
      "nvshmemx_double_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_sum_reduce_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<char>(
      "nvshmemx_char_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_sum_reduce_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<signed char>(
      "nvshmemx_schar_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_sum_reduce_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned char>(
      "nvshmemx_uchar_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_sum_reduce_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int8_t>(
      "nvshmemx_int8_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_sum_reduce_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int16_t>(
      "nvshmemx_int16_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_sum_reduce_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint8_t>(
      "nvshmemx_uint8_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_sum_reduce_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint16_t>(
      "nvshmemx_uint16_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_sum_reduce_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<half>(
      "nvshmemx_half_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_sum_reduce_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_sum_reduce_on_stream");
  return symsync::impl::reduce_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_sum_reduce_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

// nvshmemx_TYPENAME_prod_reduce_on_stream: Multiply the elements of every PE of
// a team, onto every PE of it. (spec/collectives.yaml:542)
// Implementation: symsync::impl::reduce_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_short_prod_reduce_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_short_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<short>(
      "nvshmemx_short_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_prod_reduce_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int>(
      "nvshmemx_int_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_prod_reduce_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_long_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long>(
      "nvshmemx_long_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_prod_reduce_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_longlong_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<long long>(
      "nvshmemx_longlong_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_prod_reduce_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ushort_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned short>(
      "nvshmemx_ushort_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_prod_reduce_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned int>(
      "nvshmemx_uint_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_prod_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_ulong_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long>(
      "nvshmemx_ulong_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_prod_reduce_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_prod_reduce_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int32_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int32_t>(
      "nvshmemx_int32_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_prod_reduce_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int64_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int64_t>(
      "nvshmemx_int64_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_prod_reduce_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint32_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint32_t>(
      "nvshmemx_uint32_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_prod_reduce_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint64_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint64_t>(
      "nvshmemx_uint64_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_prod_reduce_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_size_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<size_t>(
      "nvshmemx_size_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_prod_reduce_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_float_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<float>(
      "nvshmemx_float_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_prod_reduce_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_double_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<double>(
      "nvshmemx_double_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_prod_reduce_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_char_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<char>(
      "nvshmemx_char_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_prod_reduce_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_schar_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<signed char>(
      "nvshmemx_schar_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_prod_reduce_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uchar_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<unsigned char>(
      "nvshmemx_uchar_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_prod_reduce_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int8_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int8_t>(
      "nvshmemx_int8_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_prod_reduce_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_int16_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<int16_t>(
      "nvshmemx_int16_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_prod_reduce_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint8_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint8_t>(
      "nvshmemx_uint8_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_prod_reduce_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_uint16_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<uint16_t>(
      "nvshmemx_uint16_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_prod_reduce_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_half_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<half>(
      "nvshmemx_half_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_prod_reduce_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_bfloat16_prod_reduce_on_stream");
  return symsync::impl::reduce_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_prod_reduce_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

// nvshmemx_TYPENAME_and_reducescatter_on_stream: Combine the blocks of every PE
// of a team with bitwise and, one block onto each PE of it.
// (spec/collectives.yaml:599)
// Implementation: symsync::impl::reducescatter_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_ushort_and_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned short>(
      "nvshmemx_ushort_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_and_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned int>(
      "nvshmemx_uint_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_and_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long>(
      "nvshmemx_ulong_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_and_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_and_reducescatter_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int32_t>(
      "nvshmemx_int32_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_and_reducescatter_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int64_t>(
      "nvshmemx_int64_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_and_reducescatter_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint32_t>(
      "nvshmemx_uint32_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_and_reducescatter_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint64_t>(
      "nvshmemx_uint64_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_and_reducescatter_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<size_t>(
      "nvshmemx_size_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_and_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uchar_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned char>(
      "nvshmemx_uchar_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_and_reducescatter_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int8_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int8_t>(
      "nvshmemx_int8_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_and_reducescatter_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int16_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int16_t>(
      "nvshmemx_int16_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_and_reducescatter_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint8_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint8_t>(
      "nvshmemx_uint8_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_and_reducescatter_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_and_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint16_t>(
      "nvshmemx_uint16_and_reducescatter_on_stream",
      symsync::combine::and_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}

// nvshmemx_TYPENAME_or_reducescatter_on_stream: Combine the blocks of every PE
// of a team with bitwise or, one block onto each PE of it.
// (spec/collectives.yaml:646)
// Implementation: symsync::impl::reducescatter_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_ushort_or_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned short>(
      "nvshmemx_ushort_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_or_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned int>(
      "nvshmemx_uint_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_or_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long>(
      "nvshmemx_ulong_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_or_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_or_reducescatter_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int32_t>(
      "nvshmemx_int32_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_or_reducescatter_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int64_t>(
      "nvshmemx_int64_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_or_reducescatter_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint32_t>(
      "nvshmemx_uint32_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_or_reducescatter_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint64_t>(
      "nvshmemx_uint64_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_or_reducescatter_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<size_t>(
      "nvshmemx_size_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_or_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uchar_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned char>(
      "nvshmemx_uchar_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_or_reducescatter_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int8_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int8_t>(
      "nvshmemx_int8_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_or_reducescatter_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int16_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int16_t>(
      "nvshmemx_int16_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_or_reducescatter_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint8_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint8_t>(
      "nvshmemx_uint8_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_or_reducescatter_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_or_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint16_t>(
      "nvshmemx_uint16_or_reducescatter_on_stream",
      symsync::combine::or_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}

// nvshmemx_TYPENAME_xor_reducescatter_on_stream: Combine the blocks of every PE
// of a team with bitwise exclusive or, one block onto each PE of it.
// (spec/collectives.yaml:658)
// Implementation: symsync::impl::reducescatter_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_ushort_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned short>(
      "nvshmemx_ushort_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned int>(
      "nvshmemx_uint_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long>(
      "nvshmemx_ulong_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int32_t>(
      "nvshmemx_int32_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int64_t>(
      "nvshmemx_int64_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint32_t>(
      "nvshmemx_uint32_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint64_t>(
      "nvshmemx_uint64_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<size_t>(
      "nvshmemx_size_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uchar_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned char>(
      "nvshmemx_uchar_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int8_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int8_t>(
      "nvshmemx_int8_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int16_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int16_t>(
      "nvshmemx_int16_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint8_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint8_t>(
      "nvshmemx_uint8_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_xor_reducescatter_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_xor_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint16_t>(
      "nvshmemx_uint16_xor_reducescatter_on_stream",
      symsync::combine::xor_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}

// nvshmemx_TYPENAME_max_reducescatter_on_stream: Find the largest of the blocks
// of every PE of a team, one block onto each PE of it.
// (spec/collectives.yaml:670)
// Implementation: symsync::impl::reducescatter_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_short_max_reducescatter_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<short>(
      "nvshmemx_short_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_max_reducescatter_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int>(
      "nvshmemx_int_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_max_reducescatter_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_long_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long>(
      "nvshmemx_long_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_max_reducescatter_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long long>(
      "nvshmemx_longlong_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_max_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned short>(
      "nvshmemx_ushort_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_max_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned int>(
      "nvshmemx_uint_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_max_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long>(
      "nvshmemx_ulong_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_max_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_max_reducescatter_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int32_t>(
      "nvshmemx_int32_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_max_reducescatter_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int64_t>(
      "nvshmemx_int64_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_max_reducescatter_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint32_t>(
      "nvshmemx_uint32_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_max_reducescatter_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint64_t>(
      "nvshmemx_uint64_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_max_reducescatter_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<size_t>(
      "nvshmemx_size_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_max_reducescatter_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_float_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<float>(
      "nvshmemx_float_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_max_reducescatter_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_double_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<double>(
      "nvshmemx_double_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_max_reducescatter_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_char_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<char>(
      "nvshmemx_char_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_max_reducescatter_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_schar_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<signed char>(
      "nvshmemx_schar_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_max_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uchar_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned char>(
      "nvshmemx_uchar_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_max_reducescatter_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int8_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int8_t>(
      "nvshmemx_int8_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_max_reducescatter_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int16_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int16_t>(
      "nvshmemx_int16_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_max_reducescatter_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint8_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint8_t>(
      "nvshmemx_uint8_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_max_reducescatter_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint16_t>(
      "nvshmemx_uint16_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_max_reducescatter_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_half_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<half>(
      "nvshmemx_half_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_max_reducescatter_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_bfloat16_max_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_max_reducescatter_on_stream",
      symsync::combine::max_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

// nvshmemx_TYPENAME_min_reducescatter_on_stream: Find the smallest of the
// blocks of every PE of a team, one block onto each PE of it.
// (spec/collectives.yaml:682)
// Implementation: symsync::impl::reducescatter_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_short_min_reducescatter_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<short>(
      "nvshmemx_short_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_min_reducescatter_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int>(
      "nvshmemx_int_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_min_reducescatter_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_long_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long>(
      "nvshmemx_long_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_min_reducescatter_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long long>(
      "nvshmemx_longlong_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_min_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned short>(
      "nvshmemx_ushort_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_min_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned int>(
      "nvshmemx_uint_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_min_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long>(
      "nvshmemx_ulong_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_min_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_min_reducescatter_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int32_t>(
      "nvshmemx_int32_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_min_reducescatter_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int64_t>(
      "nvshmemx_int64_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_min_reducescatter_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint32_t>(
      "nvshmemx_uint32_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_min_reducescatter_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint64_t>(
      "nvshmemx_uint64_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_min_reducescatter_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<size_t>(
      "nvshmemx_size_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_min_reducescatter_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_float_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<float>(
      "nvshmemx_float_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_min_reducescatter_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_double_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<double>(
      "nvshmemx_double_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_min_reducescatter_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_char_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<char>(
      "nvshmemx_char_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_min_reducescatter_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_schar_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<signed char>(
      "nvshmemx_schar_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_min_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uchar_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned char>(
      "nvshmemx_uchar_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_min_reducescatter_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int8_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int8_t>(
      "nvshmemx_int8_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_min_reducescatter_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int16_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int16_t>(
      "nvshmemx_int16_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_min_reducescatter_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint8_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint8_t>(
      "nvshmemx_uint8_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_min_reducescatter_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint16_t>(
      "nvshmemx_uint16_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_min_reducescatter_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_half_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<half>(
      "nvshmemx_half_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_min_reducescatter_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_bfloat16_min_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_min_reducescatter_on_stream",
      symsync::combine::min_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

// nvshmemx_TYPENAME_sum_reducescatter_on_stream: Add up the blocks of every PE
// of a team, one block onto each PE of it. (spec/collectives.yaml:694)
// Implementation: symsync::impl::reducescatter_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_short_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<short>(
      "nvshmemx_short_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int>(
      "nvshmemx_int_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_long_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long>(
      "nvshmemx_long_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long long>(
      "nvshmemx_longlong_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned short>(
      "nvshmemx_ushort_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned int>(
      "nvshmemx_uint_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long>(
      "nvshmemx_ulong_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int32_t>(
      "nvshmemx_int32_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int64_t>(
      "nvshmemx_int64_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint32_t>(
      "nvshmemx_uint32_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint64_t>(
      "nvshmemx_uint64_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<size_t>(
      "nvshmemx_size_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_float_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<float>(
      "nvshmemx_float_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_double_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<double>(
      "nvshmemx_double_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_char_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<char>(
      "nvshmemx_char_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_schar_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<signed char>(
      "nvshmemx_schar_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uchar_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned char>(
      "nvshmemx_uchar_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int8_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int8_t>(
      "nvshmemx_int8_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int16_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int16_t>(
      "nvshmemx_int16_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint8_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint8_t>(
      "nvshmemx_uint8_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint16_t>(
      "nvshmemx_uint16_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_half_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<half>(
      "nvshmemx_half_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_sum_reducescatter_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_bfloat16_sum_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_sum_reducescatter_on_stream",
      symsync::combine::sum_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

// nvshmemx_TYPENAME_prod_reducescatter_on_stream: Multiply the blocks of every
// PE of a team, one block onto each PE of it. (spec/collectives.yaml:706)
// Implementation: symsync::impl::reducescatter_on_stream in
// runtime/src/entry/collectives_on_stream.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmemx_short_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_short_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<short>(
      "nvshmemx_short_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int>(
      "nvshmemx_int_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_long_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_long_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long>(
      "nvshmemx_long_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_longlong_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_longlong_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<long long>(
      "nvshmemx_longlong_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ushort_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ushort_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned short>(
      "nvshmemx_ushort_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned int>(
      "nvshmemx_uint_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulong_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulong_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long>(
      "nvshmemx_ulong_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_ulonglong_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_ulonglong_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned long long>(
      "nvshmemx_ulonglong_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int32_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int32_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int32_t>(
      "nvshmemx_int32_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int64_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int64_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int64_t>(
      "nvshmemx_int64_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint32_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint32_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint32_t>(
      "nvshmemx_uint32_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint64_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint64_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint64_t>(
      "nvshmemx_uint64_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_size_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_size_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<size_t>(
      "nvshmemx_size_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_float_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_float_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<float>(
      "nvshmemx_float_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_double_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_double_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<double>(
      "nvshmemx_double_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_char_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_char_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<char>(
      "nvshmemx_char_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_schar_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_schar_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<signed char>(
      "nvshmemx_schar_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uchar_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uchar_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<unsigned char>(
      "nvshmemx_uchar_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int8_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int8_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int8_t>(
      "nvshmemx_int8_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_int16_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_int16_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<int16_t>(
      "nvshmemx_int16_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint8_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint8_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint8_t>(
      "nvshmemx_uint8_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
int nvshmemx_uint16_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_uint16_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<uint16_t>(
      "nvshmemx_uint16_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#if SYMSYNC_CUDA_TYPES
int nvshmemx_half_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_half_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<half>(
      "nvshmemx_half_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmemx_bfloat16_prod_reducescatter_on_stream(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce,
    cudaStream_t stream) {
  symsync::impl::require_initialized(
      "nvshmemx_bfloat16_prod_reducescatter_on_stream");
  return symsync::impl::reducescatter_on_stream<__nv_bfloat16>(
      "nvshmemx_bfloat16_prod_reducescatter_on_stream",
      symsync::combine::prod_reduce(),
      team,
      dest,
      src,
      nreduce,
      stream);
}
#endif

}  // extern "C"
