// The host checks of the atomic memory operations (spec/atomics.yaml),
// written once for every type: the generated
// generated/tests/host/amo_test.cc fills an AmoForms per type with adapters
// calling that type's host forms and registers the suite for each. The
// cases are tests/support/amo_cases.h's, which the device suite shares.

#ifndef SYMSYNC_TESTS_SUPPORT_AMO_HOST_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_AMO_HOST_SUITE_H_

#include <stddef.h>
#include <stdint.h>

namespace symsync_test {

// One routine's host form for one type, through an untyped adapter: the
// object at `dest` on `pe`, the operand `value` and the comparand `cond`
// as the low bytes of their bits (the routines that take them); returns
// the prior value's bits (0 for a routine that returns nothing).
struct AmoForm {
  const char* routine;  // the spec's name: "atomic_fetch_add"
  uint64_t (*call)(void* dest, uint64_t value, uint64_t cond, int pe);
};

struct AmoForms {
  const char* type;      // the typename: "int", "uint64"
  size_t size;           // bytes
  bool floating;         // float, double: values are the bits of small integers
  const AmoForm* forms;  // the type's routines (its type sets')
  size_t n_forms;
  // nvshmem_TYPENAME_wait_until(dest, NVSHMEM_CMP_GE, value), where the type
  // has point-to-point routines; else nullptr.
  void (*wait_ge)(void* dest, uint64_t value);
};

// Registers the suite's tests for `forms` (as Amo<Type>.<Case>); returns
// true, for use in a static initializer.
bool register_amo_tests(const AmoForms& forms);

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_AMO_HOST_SUITE_H_
