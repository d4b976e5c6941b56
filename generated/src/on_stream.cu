// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml, spec/updates.yaml with
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
// satisfies a comparison.
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
// set satisfies a comparison.
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
// of a set satisfies a comparison with its own value.
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
// index.
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
// that do.
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
// comparison, and return the value that satisfied it.
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
// it or adding to it.
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

}  // extern "C"
