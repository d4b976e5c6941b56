// The host checks of the data-movement routines (spec/rma.yaml), written
// once for every type and sized form: a generated file per subject
// (generated/tests/host/rma_<subject>_test.cc) fills an RmaForms with
// adapters calling that subject's host forms and registers the suite for
// it. The cases are tests/support/rma_cases.h's.

#ifndef SYMSYNC_TESTS_SUPPORT_RMA_HOST_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_RMA_HOST_SUITE_H_

#include <stddef.h>
#include <stdint.h>

namespace symsync_test {

// One subject's host forms, through untyped adapters.
struct RmaForms {
  using Move = void (*)(void* dest, const void* source, size_t nelems, int pe);
  using MoveSignal = void (*)(void* dest, const void* source, size_t nelems,
                              uint64_t* sig_addr, uint64_t signal, int sig_op,
                              int pe);
  const char* subject;  // typename, or the sized form's (size64, mem)
  size_t element_size;
  Move put, put_nbi, get, get_nbi;
  MoveSignal put_signal, put_signal_nbi;
  // The single-element routines of a type (nullptr for a sized form): g
  // writes the element it reads to `value`, p stores the one at `value`.
  void (*g)(const void* source, int pe, void* value);
  void (*p)(void* dest, const void* value, int pe);
  // The C++ type-generic put and get (nullptr for a sized form).
  Move generic_put, generic_get;
};

// Registers the suite's tests for `forms` (as Rma<Subject>.<Case>); returns
// true, for use in a static initializer.
bool register_rma_tests(const RmaForms& forms);

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_RMA_HOST_SUITE_H_
