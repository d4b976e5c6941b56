// The comparison operators of the point-to-point routines (NVSHMEM_CMP_*),
// as the core (symsync/p2p_core.h) applies them: chosen once per call,
// applied to every element.
//
// Include <nvshmem.h> rather than this header: it needs the NVSHMEM_CMP_*
// constants defined there.

#ifndef SYMSYNC_COMPARISON_H_
#define SYMSYNC_COMPARISON_H_

#include <symsync/device_state.h>
#include <symsync/platform.h>

#ifndef NVSHMEM_CMP_EQ
#error "include <nvshmem.h>, which defines the comparison constants this needs"
#endif

namespace symsync {
namespace impl {

// Comparisons: chosen once per call, applied to every element.

// A comparison operator as the outcomes it accepts: whether a value less
// than, equal to or greater than the operand satisfies it. Device code uses
// this one type for all six operators, so each algorithm is compiled once
// rather than once per operator (six times less device code to compile for
// every routine); applying it is two comparisons and a select, which costs
// nothing beside a GPU's memory accesses.
struct Comparison {
  bool if_less;
  bool if_equal;
  bool if_greater;

  template <typename T>
  SYMSYNC_HOST_DEVICE bool operator()(T value, T operand) const {
    return value < operand ? if_less
                           : (value == operand ? if_equal : if_greater);
  }
};

#if !SYMSYNC_DEVICE_PASS
// Host code instead compiles each algorithm once per operator, with the
// operator fixed: the CPU's scan loops are faster so (bench/scan.cc on the
// development VM, 16 Mi elements with a mask: wait_until_all 1.4-1.8 G
// elements/s, against 0.8 with Comparison).
struct CmpEq {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value == operand;
  }
};
struct CmpNe {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value != operand;
  }
};
struct CmpGt {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value > operand;
  }
};
struct CmpGe {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value >= operand;
  }
};
struct CmpLt {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value < operand;
  }
};
struct CmpLe {
  template <typename T>
  bool operator()(T value, T operand) const {
    return value <= operand;
  }
};
#endif

[[noreturn]] SYMSYNC_HOST_DEVICE inline void invalid_comparison(
    const char* routine, int cmp) {
#if SYMSYNC_DEVICE_PASS
  report_device_misuse(routine,
                       "invalid comparison operator %lld (expected one of "
                       "the NVSHMEM_CMP_* constants)",
                       cmp);
  __builtin_unreachable();
#else
  fatal(routine,
        "invalid comparison operator %d (expected one of the NVSHMEM_CMP_* "
        "constants: EQ=%d, NE=%d, GT=%d, LE=%d, LT=%d, GE=%d)",
        cmp, NVSHMEM_CMP_EQ, NVSHMEM_CMP_NE, NVSHMEM_CMP_GT, NVSHMEM_CMP_LE,
        NVSHMEM_CMP_LT, NVSHMEM_CMP_GE);
#endif
}

// The Comparison for `cmp`; an operator outside NVSHMEM_CMP_* is reported
// naming the routine.
SYMSYNC_HOST_DEVICE inline Comparison comparison(const char* routine, int cmp) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return {false, true, false};
    case NVSHMEM_CMP_NE:
      return {true, false, true};
    case NVSHMEM_CMP_GT:
      return {false, false, true};
    case NVSHMEM_CMP_GE:
      return {false, true, true};
    case NVSHMEM_CMP_LT:
      return {true, false, false};
    case NVSHMEM_CMP_LE:
      return {true, true, false};
  }
  invalid_comparison(routine, cmp);
}

// Runs `algorithm` with the comparison for `cmp` (see Comparison). The
// algorithm is taken by value: a copy that nothing else can reach lets the
// compiler keep its fields in registers across the acquire loads of the scan
// (through a reference to the caller's object it reloads them for every
// element).
template <typename Algorithm>
SYMSYNC_HOST_DEVICE auto with_comparison(const char* routine, int cmp,
                                         Algorithm algorithm)
    -> decltype(algorithm(Comparison())) {
#if SYMSYNC_DEVICE_PASS
  return algorithm(comparison(routine, cmp));
#else
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return algorithm(CmpEq());
    case NVSHMEM_CMP_NE:
      return algorithm(CmpNe());
    case NVSHMEM_CMP_GT:
      return algorithm(CmpGt());
    case NVSHMEM_CMP_GE:
      return algorithm(CmpGe());
    case NVSHMEM_CMP_LT:
      return algorithm(CmpLt());
    case NVSHMEM_CMP_LE:
      return algorithm(CmpLe());
  }
  invalid_comparison(routine, cmp);
#endif
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_COMPARISON_H_
