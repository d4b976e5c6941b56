// The atomic memory operations (spec/atomics.yaml) as operations on the
// bits of a 2-, 4- or 8-byte object: what every way of carrying them applies at
// the object. Host code applies them with the processor's atomic
// instructions (apply_amo_in_place: a node-local PE through the mapping,
// the network engine at the target, a staged host heap); device code with
// the GPU's system-scope atomics (apply_amo_on_device: device forms through
// the mapping, and the library's kernel for a host form on a GPU heap). A
// host atomic on host memory and a system-scope GPU atomic on GPU memory are
// both single read-modify-write instructions, so operations of every form
// on one object are atomic with each other, and with signal_op and
// atomic_set on it.
//
// Values travel as uint64_t bits: the low `size` bytes are the object's.
// Adding on the unsigned bits is two's complement addition, which is the
// signed types' addition too; compare-and-swap compares bits, which for the
// integer types it is defined on is comparing values.

#ifndef SYMSYNC_AMO_OPS_H_
#define SYMSYNC_AMO_OPS_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <symsync/access.h>
#include <symsync/platform.h>

namespace symsync {
namespace impl {

// What an atomic operation does to the object; the fetching and the
// non-fetching forms of one routine family share an operation.
enum class AmoOp : uint32_t {
  kFetch,        // leaves it, returns it
  kSwap,         // := operand
  kCompareSwap,  // := operand if it equals `compare`
  kAdd,          // += operand (inc: operand 1)
  kAnd,          // &= operand
  kOr,           // |= operand
  kXor,          // ^= operand
  kAddFloating,  // += operand, in the floating-point type of the object's
                 // size: half (2), float (4), double (8)
};
// The number of AmoOp values (kAddFloating is the last), for the checks of
// an operation that came over the network or through the proxy.
constexpr uint32_t kAmoOpCount = static_cast<uint32_t>(AmoOp::kAddFloating) + 1;

// IEEE half precision to and from float, on the bits (so that host code
// needs no CUDA header): the conversion to half rounds to nearest, ties to
// even, as CUDA's __float2half_rn does.
SYMSYNC_HOST_DEVICE inline float half_to_float(uint16_t half) {
  const uint32_t sign = static_cast<uint32_t>(half & 0x8000u) << 16;
  uint32_t exponent = (half >> 10) & 0x1f;
  uint32_t mantissa = half & 0x3ffu;
  uint32_t bits;
  if (exponent == 0 && mantissa == 0) {
    bits = sign;
  } else if (exponent == 0) {  // subnormal: normalize
    exponent = 113;
    while ((mantissa & 0x400u) == 0) {
      mantissa <<= 1;
      --exponent;
    }
    bits = sign | (exponent << 23) | ((mantissa & 0x3ffu) << 13);
  } else if (exponent == 31) {
    bits = sign | 0x7f800000u | (mantissa << 13);
  } else {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  }
  float value;
  memcpy(&value, &bits, sizeof value);
  return value;
}

SYMSYNC_HOST_DEVICE inline uint16_t float_to_half(float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof bits);
  const uint32_t sign = (bits >> 16) & 0x8000u;
  const uint32_t raw_exponent = (bits >> 23) & 0xffu;
  uint32_t mantissa = bits & 0x7fffffu;
  if (raw_exponent == 0xff)  // infinity, NaN
    return static_cast<uint16_t>(sign | 0x7c00u | (mantissa ? 0x200u : 0u));
  const int exponent = static_cast<int>(raw_exponent) - 127 + 15;
  if (exponent >= 31) return static_cast<uint16_t>(sign | 0x7c00u);
  if (exponent <= 0) {  // subnormal half, or zero
    if (exponent < -10) return static_cast<uint16_t>(sign);
    mantissa |= 0x800000u;
    const int shift = 14 - exponent;
    uint32_t half = mantissa >> shift;
    const uint32_t rest = mantissa & ((1u << shift) - 1);
    const uint32_t halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (half & 1u))) ++half;
    return static_cast<uint16_t>(sign | half);
  }
  uint32_t half =
      sign | (static_cast<uint32_t>(exponent) << 10) | (mantissa >> 13);
  const uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) ++half;
  return static_cast<uint16_t>(half);
}

// The sum of the floating-point values of `size` bytes whose bits are `a`
// and `b`, as bits.
SYMSYNC_HOST_DEVICE inline uint64_t add_floating_bits(uint64_t a, uint64_t b,
                                                      size_t size) {
  if (size == 2) {
    return float_to_half(half_to_float(static_cast<uint16_t>(a)) +
                         half_to_float(static_cast<uint16_t>(b)));
  }
  uint64_t bits = 0;
  if (size == 4) {
    float x, y;
    const uint32_t low_a = static_cast<uint32_t>(a),
                   low_b = static_cast<uint32_t>(b);
    memcpy(&x, &low_a, sizeof x);
    memcpy(&y, &low_b, sizeof y);
    x += y;
    memcpy(&bits, &x, sizeof x);
    return bits;
  }
  double x, y;
  memcpy(&x, &a, sizeof x);
  memcpy(&y, &b, sizeof y);
  x += y;
  memcpy(&bits, &x, sizeof x);
  return bits;
}

// Whether `size` is one the operations are made for: 4 and 8 bytes, and 2
// for fetch and swap of half-precision values (the others work at 2 bytes
// too, but no routine asks for them).
SYMSYNC_HOST_DEVICE constexpr bool is_amo_size(size_t size) {
  return size == 2 || size == 4 || size == 8;
}

#if !SYMSYNC_DEVICE_PASS
template <typename U>
inline U apply_amo_bits(U* target, AmoOp op, U operand, U compare) {
  switch (op) {
    case AmoOp::kFetch:
      return __atomic_load_n(target, __ATOMIC_SEQ_CST);
    case AmoOp::kSwap:
      return __atomic_exchange_n(target, operand, __ATOMIC_SEQ_CST);
    case AmoOp::kCompareSwap:
      __atomic_compare_exchange_n(target, &compare, operand, false,
                                  __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
      return compare;  // the value found: `compare` itself where it stored
    case AmoOp::kAdd:
      return __atomic_fetch_add(target, operand, __ATOMIC_SEQ_CST);
    case AmoOp::kAnd:
      return __atomic_fetch_and(target, operand, __ATOMIC_SEQ_CST);
    case AmoOp::kOr:
      return __atomic_fetch_or(target, operand, __ATOMIC_SEQ_CST);
    case AmoOp::kXor:
      return __atomic_fetch_xor(target, operand, __ATOMIC_SEQ_CST);
    case AmoOp::kAddFloating: {
      U seen = __atomic_load_n(target, __ATOMIC_RELAXED);
      for (;;) {
        const U sum =
            static_cast<U>(add_floating_bits(seen, operand, sizeof(U)));
        if (__atomic_compare_exchange_n(target, &seen, sum, false,
                                        __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) {
          return seen;
        }
      }
    }
  }
  return 0;
}

// Applies `op` to the object of `size` (2, 4 or 8) bytes at `target`,
// which this process addresses, sequentially consistent (as node-local
// updates are: symsync/wake.h); returns the bits it held before.
inline uint64_t apply_amo_in_place(void* target, AmoOp op, size_t size,
                                   uint64_t operand, uint64_t compare) {
  if (size == 2) {
    return apply_amo_bits(static_cast<uint16_t*>(target), op,
                          static_cast<uint16_t>(operand),
                          static_cast<uint16_t>(compare));
  }
  if (size == 4) {
    return apply_amo_bits(static_cast<uint32_t*>(target), op,
                          static_cast<uint32_t>(operand),
                          static_cast<uint32_t>(compare));
  }
  return apply_amo_bits(static_cast<uint64_t*>(target), op, operand, compare);
}
#endif  // !SYMSYNC_DEVICE_PASS

#if defined(__CUDACC__)
// Applies `op` to the object of `size` (2, 4 or 8) bytes at `target` with
// the GPU's atomics at system scope (a fetch is one system-scope load); returns
// the bits it held before. Device code only.
// The GPU's own floating-point atomic add at system scope, on the bits.
__device__ inline unsigned add_floating_on_device(unsigned* target,
                                                  unsigned operand) {
  float value;
  memcpy(&value, &operand, sizeof value);
  const float prior = atomicAdd_system(reinterpret_cast<float*>(target), value);
  unsigned bits;
  memcpy(&bits, &prior, sizeof bits);
  return bits;
}
__device__ inline unsigned long long add_floating_on_device(
    unsigned long long* target, unsigned long long operand) {
  double value;
  memcpy(&value, &operand, sizeof value);
  const double prior =
      atomicAdd_system(reinterpret_cast<double*>(target), value);
  unsigned long long bits;
  memcpy(&bits, &prior, sizeof bits);
  return bits;
}

template <typename U>
__device__ inline U apply_amo_bits_on_device(U* target, AmoOp op, U operand,
                                             U compare) {
  switch (op) {
    case AmoOp::kFetch:
      return load_relaxed(target);
    case AmoOp::kSwap:
      return atomicExch_system(target, operand);
    case AmoOp::kCompareSwap:
      return atomicCAS_system(target, compare, operand);
    case AmoOp::kAdd:
      return atomicAdd_system(target, operand);
    case AmoOp::kAnd:
      return atomicAnd_system(target, operand);
    case AmoOp::kOr:
      return atomicOr_system(target, operand);
    case AmoOp::kXor:
      return atomicXor_system(target, operand);
    case AmoOp::kAddFloating:
      return add_floating_on_device(target, operand);
  }
  return 0;
}

// A 2-byte object has no atomic of its own on the GPU but fetch: the others
// are a compare-and-swap loop on the aligned 4-byte word that holds it.
__device__ inline unsigned short apply_amo_16_on_device(
    unsigned short* target, AmoOp op, unsigned short operand,
    unsigned short compare) {
  if (op == AmoOp::kFetch) return load_relaxed(target);
  const uintptr_t address = reinterpret_cast<uintptr_t>(target);
  unsigned* word = reinterpret_cast<unsigned*>(address & ~uintptr_t{3});
  const unsigned shift = static_cast<unsigned>(address & 2) * 8;
  unsigned seen = load_relaxed(word);
  for (;;) {
    const unsigned short prior = static_cast<unsigned short>(seen >> shift);
    unsigned short next = prior;
    switch (op) {
      case AmoOp::kSwap:
        next = operand;
        break;
      case AmoOp::kCompareSwap:
        next = prior == compare ? operand : prior;
        break;
      case AmoOp::kAdd:
        next = static_cast<unsigned short>(prior + operand);
        break;
      case AmoOp::kAnd:
        next = prior & operand;
        break;
      case AmoOp::kOr:
        next = prior | operand;
        break;
      case AmoOp::kXor:
        next = prior ^ operand;
        break;
      case AmoOp::kAddFloating:
        next =
            static_cast<unsigned short>(add_floating_bits(prior, operand, 2));
        break;
      case AmoOp::kFetch:
        break;
    }
    const unsigned desired =
        (seen & ~(0xffffu << shift)) | (static_cast<unsigned>(next) << shift);
    const unsigned found = atomicCAS_system(word, seen, desired);
    if (found == seen) return prior;
    seen = found;
  }
}

__device__ inline uint64_t apply_amo_on_device(void* target, AmoOp op,
                                               size_t size, uint64_t operand,
                                               uint64_t compare) {
  if (size == 2) {
    return apply_amo_16_on_device(static_cast<unsigned short*>(target), op,
                                  static_cast<unsigned short>(operand),
                                  static_cast<unsigned short>(compare));
  }
  if (size == 4) {
    return apply_amo_bits_on_device(static_cast<unsigned*>(target), op,
                                    static_cast<unsigned>(operand),
                                    static_cast<unsigned>(compare));
  }
  return apply_amo_bits_on_device(static_cast<unsigned long long*>(target), op,
                                  static_cast<unsigned long long>(operand),
                                  static_cast<unsigned long long>(compare));
}
#endif  // defined(__CUDACC__)

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_AMO_OPS_H_
