// What the device tests of the atomic memory operations share between
// their generated kernels (generated/tests/device/amo_device_test.cu: one
// kernel per type and routine) and the suite that runs them
// (tests/support/amo_device_suite.cu), which runs the cases of
// tests/support/amo_cases.h on a GPU.

#ifndef SYMSYNC_TESTS_SUPPORT_AMO_DEVICE_SUITE_H_
#define SYMSYNC_TESTS_SUPPORT_AMO_DEVICE_SUITE_H_

#include <stddef.h>
#include <stdint.h>

namespace symsync_test {

// Every kernel's thread i (of `n`) calls its routine once on the object at
// `dest` on `pe`, with operand `values[i]` and comparand `conds[i]` (the
// low bytes of the bits), and stores the prior value's bits in `priors[i]`
// (0 for a routine that returns nothing).
using AmoKernel = void (*)(void* dest, const uint64_t* values,
                           const uint64_t* conds, int pe, uint64_t* priors,
                           int n);

struct AmoDeviceKernel {
  const char* type;  // the typename
  size_t size;
  bool floating;        // a type of fetch and swap only (float, double)
  const char* routine;  // the spec's name: "atomic_fetch_add"
  const void* kernel;   // an AmoKernel, as cudaLaunchKernel takes it
};

// Registers the suite (as AmoDevice<Type>.<Case>) for the types of these
// kernels; true, for a static initializer.
bool register_amo_device_tests(const AmoDeviceKernel* kernels, size_t count);

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_AMO_DEVICE_SUITE_H_
