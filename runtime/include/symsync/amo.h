// The atomic memory operations (spec/atomics.yaml): the host forms, which
// ask symsync/route.h for the way to the PE, and the device forms, which
// use the GPU's system-scope atomics on the mapping of a PE of this node and
// the host proxy for a PE of another host. Every form applies one of the
// operations of symsync/amo_ops.h to the object's bits, so they are atomic
// with each other on every way (see there).
//
// Included by host_entries.cc (the host pass) and by device_api.h (device
// code); each pass defines its own forms under the names the generated
// entry points call (symsync/implementations.h declares them).

#ifndef SYMSYNC_AMO_H_
#define SYMSYNC_AMO_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/amo_ops.h>
#include <symsync/platform.h>
#if !SYMSYNC_DEVICE_PASS
#include <symsync/route.h>
#endif

namespace symsync {
namespace impl {

template <typename T>
SYMSYNC_HOST_DEVICE inline uint64_t amo_bits(T value) {
  uint64_t bits = 0;
  memcpy(&bits, &value, sizeof value);  // little-endian: the low bytes
  return bits;
}

template <typename T>
SYMSYNC_HOST_DEVICE inline T amo_value(uint64_t bits) {
  T value;
  memcpy(&value, &bits, sizeof value);
  return value;
}

#if SYMSYNC_DEVICE_PASS
// The device forms' one path: the mapping where this PE reaches the object
// itself, else a request to the host proxy (a fetching one waits for the
// bits the proxy brings back in the request's slot).
template <typename T>
__device__ inline T amo(const char* routine, const T* dest, int pe, AmoOp op,
                        T operand, T compare, bool fetch) {
  static_assert(is_amo_size(sizeof(T)),
                "the atomic operations are on objects of 2, 4 or 8 bytes");
  size_t offset = 0;
  T* target = update_target_on_device(routine, const_cast<T*>(dest), pe,
                                      nullptr, &offset);
  if (target != nullptr) {
    return amo_value<T>(apply_amo_on_device(
        target, op, sizeof(T), amo_bits(operand), amo_bits(compare)));
  }
  ProxyRequest request = device_request(routine, ProxyOp::kAmo, pe, offset);
  request.bytes = sizeof(T);
  request.value = amo_bits(operand);
  request.signal_offset = amo_bits(compare);
  request.sig_op = static_cast<int32_t>(op);
  if (!fetch) {
    submit_to_proxy(routine, request, false);
    return T();
  }
  T prior;
  submit_for_reply(routine, request, &prior, sizeof prior);
  return prior;
}
#define SYMSYNC_AMO_FORM __device__ inline
#else
// The host forms' one path: the way route_to chooses (the node's mapping,
// the GPU heap's kernel, or the network, where the target applies it).
template <typename T>
inline T amo(const char* routine, const T* dest, int pe, AmoOp op, T operand,
             T compare, bool fetch) {
  static_assert(is_amo_size(sizeof(T)),
                "the atomic operations are on objects of 2, 4 or 8 bytes");
  return amo_value<T>(route_to(routine, dest, pe)
                          .amo(routine, op, sizeof(T), amo_bits(operand),
                               amo_bits(compare), fetch));
}
#define SYMSYNC_AMO_FORM inline
#endif

// The routines, as the generated entry points call them (one definition
// per pass).
template <typename T>
SYMSYNC_AMO_FORM T atomic_fetch(const char* routine, const T* dest, int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kFetch, T(), T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM T atomic_swap(const char* routine, T* dest, T value, int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kSwap, value, T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM T atomic_compare_swap(const char* routine, T* dest, T cond,
                                       T value, int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kCompareSwap, value, cond, true);
}
template <typename T>
SYMSYNC_AMO_FORM T atomic_fetch_inc(const char* routine, T* dest, int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kAdd, T(1), T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM void atomic_inc(const char* routine, T* dest, int pe) {
  amo<T>(routine, dest, pe, AmoOp::kAdd, T(1), T(), false);
}
template <typename T>
SYMSYNC_AMO_FORM T atomic_fetch_add(const char* routine, T* dest, T value,
                                    int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kAdd, value, T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM void atomic_add(const char* routine, T* dest, T value,
                                 int pe) {
  amo<T>(routine, dest, pe, AmoOp::kAdd, value, T(), false);
}
template <typename T>
SYMSYNC_AMO_FORM T atomic_fetch_and(const char* routine, T* dest, T value,
                                    int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kAnd, value, T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM void atomic_and(const char* routine, T* dest, T value,
                                 int pe) {
  amo<T>(routine, dest, pe, AmoOp::kAnd, value, T(), false);
}
template <typename T>
SYMSYNC_AMO_FORM T atomic_fetch_or(const char* routine, T* dest, T value,
                                   int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kOr, value, T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM void atomic_or(const char* routine, T* dest, T value, int pe) {
  amo<T>(routine, dest, pe, AmoOp::kOr, value, T(), false);
}
template <typename T>
SYMSYNC_AMO_FORM T atomic_fetch_xor(const char* routine, T* dest, T value,
                                    int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kXor, value, T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM void atomic_xor(const char* routine, T* dest, T value,
                                 int pe) {
  amo<T>(routine, dest, pe, AmoOp::kXor, value, T(), false);
}

// NVSHMEM's extension: the add of a floating-point value (its nvshmemx_
// prefix; the public names share the stem of atomic_add and fetch_add).
template <typename T>
SYMSYNC_AMO_FORM T atomic_fetch_add_floating(const char* routine, T* dest,
                                             T value, int pe) {
  return amo<T>(routine, dest, pe, AmoOp::kAddFloating, value, T(), true);
}
template <typename T>
SYMSYNC_AMO_FORM void atomic_add_floating(const char* routine, T* dest, T value,
                                          int pe) {
  amo<T>(routine, dest, pe, AmoOp::kAddFloating, value, T(), false);
}

#undef SYMSYNC_AMO_FORM

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_AMO_H_
