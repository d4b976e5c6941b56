// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/src/cuda_type_entries.cu.j2.
//
// The host forms that name types CUDA's headers declare: the typed routines
// for half, __nv_bfloat16, and the routines whose signatures name
// dim3, cudaStream_t, CUmodule, double2. src/host_entries.cc, compiled by the C++ compiler
// without CUDA's headers, leaves them out. nvcc compiles this file, so
// <nvshmem.h> has SYMSYNC_CUDA_TYPES here; built only where CUDA is.

#include <nvshmem.h>
#include <symsync/amo.h>
#include <symsync/collectives.h>
#include <symsync/implementations.h>
#include <symsync/rma.h>
#include <symsync/updates.h>

#include <type_traits>

#include "runtime/src/entry/host_api.h"

#if !SYMSYNC_CUDA_TYPES
#error "CUDA's headers of the CUDA types were not found"
#endif

static_assert(sizeof(half) == 2, "spec/types.yaml: half is not 2 bytes");
static_assert(
    sizeof(__nv_bfloat16) == 2,
    "spec/types.yaml: bfloat16 is not 2 bytes");

extern "C" {

// nvshmem_TYPENAME_atomic_set: Atomically set a symmetric variable of another
// PE. (spec/updates.yaml:100)
// Implementation: symsync::impl::atomic_set in
// runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:amo_host_test.
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_atomic_set(half *dest, half value, int pe) {
  symsync::impl::require_initialized("nvshmem_half_atomic_set");
  symsync::impl::require_symmetric("nvshmem_half_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<half>("nvshmem_half_atomic_set", dest, value, pe);
}
#endif

// nvshmem_TYPENAME_p: Store one element into a symmetric variable of another
// PE. (spec/updates.yaml:131)
// Implementation: symsync::impl::p in runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:rma_<N>byte_host_test, //generated:rma_device_test.
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

// nvshmem_TYPENAME_atomic_fetch: Atomically read a symmetric variable of
// another PE. (spec/atomics.yaml:32)
// Implementation: symsync::impl::atomic_fetch in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
#if SYMSYNC_CUDA_TYPES
half nvshmem_half_atomic_fetch(const half *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_half_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_half_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<half>(
      "nvshmem_half_atomic_fetch",
      dest,
      pe);
}
#endif

// nvshmem_TYPENAME_atomic_swap: Atomically replace a symmetric variable of
// another PE, returning its old value. (spec/atomics.yaml:63)
// Implementation: symsync::impl::atomic_swap in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
#if SYMSYNC_CUDA_TYPES
half nvshmem_half_atomic_swap(half *dest, half value, int pe) {
  symsync::impl::require_initialized("nvshmem_half_atomic_swap");
  symsync::impl::require_symmetric("nvshmem_half_atomic_swap", "dest", dest, 1);
  return symsync::impl::atomic_swap<half>(
      "nvshmem_half_atomic_swap",
      dest,
      value,
      pe);
}
#endif

// nvshmemx_TYPENAME_atomic_fetch_add: Atomically add to a floating-point
// symmetric variable of another PE, returning its old value.
// (spec/atomics.yaml:292)
// Implementation: symsync::impl::atomic_fetch_add_floating in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
#if SYMSYNC_CUDA_TYPES
half nvshmemx_half_atomic_fetch_add(half *dest, half value, int pe) {
  symsync::impl::require_initialized("nvshmemx_half_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmemx_half_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add_floating<half>(
      "nvshmemx_half_atomic_fetch_add",
      dest,
      value,
      pe);
}
#endif

// nvshmemx_TYPENAME_atomic_add: Atomically add to a floating-point symmetric
// variable of another PE. (spec/atomics.yaml:313)
// Implementation: symsync::impl::atomic_add_floating in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
#if SYMSYNC_CUDA_TYPES
void nvshmemx_half_atomic_add(half *dest, half value, int pe) {
  symsync::impl::require_initialized("nvshmemx_half_atomic_add");
  symsync::impl::require_symmetric("nvshmemx_half_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add_floating<half>(
      "nvshmemx_half_atomic_add",
      dest,
      value,
      pe);
}
#endif

// nvshmem_TYPENAME_put: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:32)
// Implementation: symsync::impl::put in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
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
// a PE, without waiting for it. (spec/rma.yaml:88)
// Implementation: symsync::impl::put_nbi in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
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
// memory. (spec/rma.yaml:105)
// Implementation: symsync::impl::get in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
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
// without waiting for it. (spec/rma.yaml:140)
// Implementation: symsync::impl::get_nbi in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
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
// (spec/rma.yaml:156)
// Implementation: symsync::impl::g in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
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
// then update a signal object there. (spec/rma.yaml:182)
// Implementation: symsync::impl::put_signal in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
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
// the source to be reusable. (spec/rma.yaml:227)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
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

// nvshmem_TYPENAME_broadcast: Copy elements from one PE of a team to every PE
// of it. (spec/collectives.yaml:302)
// Implementation: symsync::impl::broadcast in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_broadcast(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_half_broadcast");
  return symsync::impl::broadcast<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_broadcast(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_bfloat16_broadcast");
  return symsync::impl::broadcast<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
#endif

// nvshmem_TYPENAME_fcollect: Gather the same number of elements from every PE
// of a team onto every PE of it. (spec/collectives.yaml:344)
// Implementation: symsync::impl::fcollect in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_fcollect(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_half_fcollect");
  return symsync::impl::fcollect<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_fcollect",
      team,
      dest,
      src,
      nelems);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_fcollect(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_bfloat16_fcollect");
  return symsync::impl::fcollect<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_fcollect",
      team,
      dest,
      src,
      nelems);
}
#endif

// nvshmem_TYPENAME_alltoall: Send a block of elements from every PE of a team
// to every PE of it. (spec/collectives.yaml:380)
// Implementation: symsync::impl::alltoall in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_alltoall(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_half_alltoall");
  return symsync::impl::alltoall<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_alltoall",
      team,
      dest,
      src,
      nelems);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_alltoall(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_bfloat16_alltoall");
  return symsync::impl::alltoall<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_alltoall",
      team,
      dest,
      src,
      nelems);
}
#endif

// nvshmem_TYPENAME_max_reduce: Find the largest of the elements of every PE of
// a team, onto every PE of it. (spec/collectives.yaml:506)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_max_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_max_reduce");
  return symsync::impl::reduce<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_max_reduce",
      [](half a, half b) -> half { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_max_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_max_reduce");
  return symsync::impl::reduce<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_max_reduce",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmem_TYPENAME_min_reduce: Find the smallest of the elements of every PE of
// a team, onto every PE of it. (spec/collectives.yaml:518)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_min_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_min_reduce");
  return symsync::impl::reduce<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_min_reduce",
      [](half a, half b) -> half { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_min_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_min_reduce");
  return symsync::impl::reduce<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_min_reduce",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmem_TYPENAME_sum_reduce: Add up the elements of every PE of a team, onto
// every PE of it. (spec/collectives.yaml:530)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //tests/runtime:missing_member_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_sum_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_sum_reduce");
  return symsync::impl::reduce<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_sum_reduce",
      [](half a, half b) -> half { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_sum_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_sum_reduce");
  return symsync::impl::reduce<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_sum_reduce",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmem_TYPENAME_prod_reduce: Multiply the elements of every PE of a team,
// onto every PE of it. (spec/collectives.yaml:542)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_prod_reduce(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_prod_reduce");
  return symsync::impl::reduce<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_prod_reduce",
      [](half a, half b) -> half { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_prod_reduce(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_prod_reduce");
  return symsync::impl::reduce<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_prod_reduce",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmem_TYPENAME_max_reducescatter: Find the largest of the blocks of every
// PE of a team, one block onto each PE of it. (spec/collectives.yaml:670)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_max_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_max_reducescatter");
  return symsync::impl::reducescatter<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_max_reducescatter",
      [](half a, half b) -> half { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_max_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_max_reducescatter");
  return symsync::impl::reducescatter<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_max_reducescatter",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmem_TYPENAME_min_reducescatter: Find the smallest of the blocks of every
// PE of a team, one block onto each PE of it. (spec/collectives.yaml:682)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_min_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_min_reducescatter");
  return symsync::impl::reducescatter<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_min_reducescatter",
      [](half a, half b) -> half { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_min_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_min_reducescatter");
  return symsync::impl::reducescatter<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_min_reducescatter",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmem_TYPENAME_sum_reducescatter: Add up the blocks of every PE of a team,
// one block onto each PE of it. (spec/collectives.yaml:694)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_sum_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_sum_reducescatter");
  return symsync::impl::reducescatter<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_sum_reducescatter",
      [](half a, half b) -> half { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_sum_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_sum_reducescatter");
  return symsync::impl::reducescatter<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_sum_reducescatter",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmem_TYPENAME_prod_reducescatter: Multiply the blocks of every PE of a
// team, one block onto each PE of it. (spec/collectives.yaml:706)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
#if SYMSYNC_CUDA_TYPES
int nvshmem_half_prod_reducescatter(
    nvshmem_team_t team,
    half *dest,
    const half *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_half_prod_reducescatter");
  return symsync::impl::reducescatter<half>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_prod_reducescatter",
      [](half a, half b) -> half { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
#endif
#if SYMSYNC_CUDA_TYPES
int nvshmem_bfloat16_prod_reducescatter(
    nvshmem_team_t team,
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_bfloat16_prod_reducescatter");
  return symsync::impl::reducescatter<__nv_bfloat16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_prod_reducescatter",
      [](__nv_bfloat16 a, __nv_bfloat16 b) -> __nv_bfloat16 { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
#endif

// nvshmemx_collective_launch: Launch a kernel whose blocks all run at the same
// time. (spec/cuda.yaml:19)
// Implementation: symsync::impl::collective_launch in
// runtime/src/cuda/collective_launch.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_collective_launch(
    const void *func,
    dim3 grid_dims,
    dim3 block_dims,
    void **args,
    size_t shared_mem,
    cudaStream_t stream) {
  symsync::impl::require_initialized("nvshmemx_collective_launch");
  return symsync::impl::collective_launch(
      "nvshmemx_collective_launch",
      func,
      grid_dims,
      block_dims,
      args,
      shared_mem,
      stream);
}
#endif

// nvshmemx_collective_launch_query_gridsize: Tell the largest grid a collective
// launch of a kernel can have. (spec/cuda.yaml:68)
// Implementation: symsync::impl::collective_launch_query_gridsize in
// runtime/src/cuda/collective_launch.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_collective_launch_query_gridsize(
    const void *func,
    dim3 block_dims,
    void **args,
    size_t shared_mem,
    int *gridsize) {
  symsync::impl::require_initialized(
      "nvshmemx_collective_launch_query_gridsize");
  return symsync::impl::collective_launch_query_gridsize(
      "nvshmemx_collective_launch_query_gridsize",
      func,
      block_dims,
      args,
      shared_mem,
      gridsize);
}
#endif

// nvshmemx_cumodule_init: Give a module loaded from a cubin the library's
// device state. (spec/cuda.yaml:108)
// Implementation: symsync::impl::cumodule_init in runtime/src/cuda/cumodule.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_cumodule_init(CUmodule module) {
  symsync::impl::require_initialized("nvshmemx_cumodule_init");
  return symsync::impl::cumodule_init("nvshmemx_cumodule_init", module);
}
#endif

// nvshmemx_cumodule_finalize: Take the library's device state back from a
// module. (spec/cuda.yaml:136)
// Implementation: symsync::impl::cumodule_finalize in
// runtime/src/cuda/cumodule.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_cumodule_finalize(CUmodule module) {
  symsync::impl::require_initialized("nvshmemx_cumodule_finalize");
  return symsync::impl::cumodule_finalize("nvshmemx_cumodule_finalize", module);
}
#endif

}  // extern "C"
