// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/setup.yaml, spec/types.yaml,
// spec/updates.yaml with templates/src/cuda_type_entries.cu.j2.
//
// The host forms of the typed routines for the types CUDA's headers declare
// (half, __nv_bfloat16), which src/host_entries.cc, compiled by the C++
// compiler without CUDA's headers, leaves out. nvcc compiles this file, so
// <nvshmem.h> has SYMSYNC_CUDA_TYPES here; built only where CUDA is.

#include <nvshmem.h>
#include <symsync/host_api.h>
#include <symsync/rma.h>
#include <symsync/updates.h>

#include <type_traits>

#if !SYMSYNC_CUDA_TYPES
#error "CUDA's headers of the CUDA types were not found"
#endif

static_assert(sizeof(half) == 2, "spec/types.yaml: half is not 2 bytes");
static_assert(
    sizeof(__nv_bfloat16) == 2,
    "spec/types.yaml: bfloat16 is not 2 bytes");

extern "C" {

// nvshmem_TYPENAME_p: Store one element into a symmetric variable of another
// PE.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_p(half *dest, half value, int pe) {
  symsync::impl::require_initialized("nvshmem_half_p");
  symsync::impl::require_symmetric("nvshmem_half_p", "dest", dest, 1);
  symsync::impl::p<half>("nvshmem_half_p", dest, value, pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_p(__nv_bfloat16 *dest, __nv_bfloat16 value, int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_p");
  symsync::impl::require_symmetric("nvshmem_bfloat16_p", "dest", dest, 1);
  symsync::impl::p<__nv_bfloat16>("nvshmem_bfloat16_p", dest, value, pe);
}
#endif

// nvshmem_TYPENAME_put: Copy local data into the symmetric heap of a PE.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put(half *dest, const half *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_half_put");
  symsync::impl::require_symmetric("nvshmem_half_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_put");
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_put",
      "dest",
      dest,
      nelems);
  symsync::impl::put<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put",
      dest,
      source,
      nelems,
      pe);
}
#endif

// nvshmem_TYPENAME_put_nbi: Start copying local data into the symmetric heap of
// a PE, without waiting for it.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_half_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_half_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif

// nvshmem_TYPENAME_get: Copy data from the symmetric heap of a PE into local
// memory.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_get(half *dest, const half *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_half_get");
  symsync::impl::require_symmetric(
      "nvshmem_half_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_get",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_get(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_get");
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_get",
      dest,
      source,
      nelems,
      pe);
}
#endif

// nvshmem_TYPENAME_get_nbi: Start copying data from the symmetric heap of a PE,
// without waiting for it.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_get_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_half_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_half_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_get_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif

// nvshmem_TYPENAME_g: Read one element of the symmetric heap of a PE.
#if SYMSYNC_CUDA_TYPES
half nvshmem_half_g(const half *source, int pe) {
  symsync::impl::require_initialized("nvshmem_half_g");
  symsync::impl::require_symmetric("nvshmem_half_g", "source", source, 1);
  return symsync::impl::g<half>("nvshmem_half_g", source, pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
__nv_bfloat16 nvshmem_bfloat16_g(const __nv_bfloat16 *source, int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_g");
  symsync::impl::require_symmetric("nvshmem_bfloat16_g", "source", source, 1);
  return symsync::impl::g<__nv_bfloat16>("nvshmem_bfloat16_g", source, pe);
}
#endif

// nvshmem_TYPENAME_put_signal: Copy local data into the symmetric heap of a PE,
// then update a signal object there.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put_signal(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_half_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_half_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_half_put_signal",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put_signal(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_put_signal",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif

// nvshmem_TYPENAME_put_signal_nbi: Start a put-with-signal, without waiting for
// the source to be reusable.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put_signal_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_half_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_half_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_half_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put_signal_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_bfloat16_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_bfloat16_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::put_signal_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif

}  // extern "C"
