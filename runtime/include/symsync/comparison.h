// The comparison operators of the point-to-point routines (NVSHMEM_CMP_*),
// as the core (symsync/p2p_core.h) applies them: chosen once per call,
// applied to every element. Which operators exist, their values and what
// each accepts come from the spec (SYMSYNC_COMPARISONS, generated into
// symsync/spec_facts.h).

#ifndef SYMSYNC_COMPARISON_H_
#define SYMSYNC_COMPARISON_H_

#include <symsync/device_state.h>
#include <symsync/messages.h>
#include <symsync/platform.h>
#include <symsync/spec_facts.h>

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
// elements/s, against 0.8 with Comparison). Cmp<VALUE> applies the operator
// whose constant is VALUE.
template <int kValue>
struct Cmp;
#define SYMSYNC_CMP_FUNCTOR(name, value, op, if_less, if_equal, if_greater) \
  template <>                                                               \
  struct Cmp<value> {                                                       \
    template <typename T>                                                   \
    bool operator()(T left, T right) const {                                \
      return left op right;                                                 \
    }                                                                       \
  };
SYMSYNC_COMPARISONS(SYMSYNC_CMP_FUNCTOR)
#undef SYMSYNC_CMP_FUNCTOR
#endif

[[noreturn]] SYMSYNC_HOST_DEVICE inline void invalid_comparison(
    const char* routine, int cmp) {
#if SYMSYNC_DEVICE_PASS
  report_device_misuse(routine, SYMSYNC_INVALID_COMPARISON_MESSAGE, cmp);
  __builtin_unreachable();
#else
  fatal(routine, SYMSYNC_INVALID_COMPARISON_MESSAGE,
        static_cast<long long>(cmp));
#endif
}

// The Comparison for `cmp`; an operator outside NVSHMEM_CMP_* is reported
// naming the routine.
SYMSYNC_HOST_DEVICE inline Comparison comparison(const char* routine, int cmp) {
  switch (cmp) {
#define SYMSYNC_CMP_OUTCOMES(name, value, op, if_less, if_equal, if_greater) \
  case value:                                                                \
    return {if_less, if_equal, if_greater};
    SYMSYNC_COMPARISONS(SYMSYNC_CMP_OUTCOMES)
#undef SYMSYNC_CMP_OUTCOMES
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
#define SYMSYNC_CMP_CASE(name, value, op, if_less, if_equal, if_greater) \
  case value:                                                            \
    return algorithm(Cmp<value>());
    SYMSYNC_COMPARISONS(SYMSYNC_CMP_CASE)
#undef SYMSYNC_CMP_CASE
  }
  invalid_comparison(routine, cmp);
#endif
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_COMPARISON_H_
