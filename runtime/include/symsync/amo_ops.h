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
};
// The number of AmoOp values (kXor is the last), for the checks of an
// operation that came over the network or through the proxy.
constexpr uint32_t kAmoOpCount = static_cast<uint32_t>(AmoOp::kXor) + 1;

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
