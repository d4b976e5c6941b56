// What the device data-movement tests share between their generated kernels
// (generated/tests/device/rma_device_test.cu: one kernel per subject,
// routine and device form, each calling that public device routine once)
// and the suite that runs them (tests/support/rma_device_suite.cu).

#ifndef SYMSYNC_TESTS_SUPPORT_RMA_DEVICE_LAUNCH_H_
#define SYMSYNC_TESTS_SUPPORT_RMA_DEVICE_LAUNCH_H_

#include <stddef.h>
#include <stdint.h>

namespace symsync_test {

// Every kernel takes the arguments of a put-with-signal; the others ignore
// the signal's three.
using RmaKernel = void (*)(void* dest, const void* source, size_t nelems,
                           uint64_t* sig_addr, uint64_t signal, int sig_op,
                           int pe);

struct RmaDeviceKernel {
  const char* name;  // the public routine it calls
  const char* subject;
  size_t element_size;
  const char* routine;  // put, put_nbi, get, get_nbi, put_signal, ...
  unsigned threads;     // 1 (thread form), 32 (warp form) or a block's
  const void* kernel;   // an RmaKernel, as cudaLaunchKernel takes it
};

// Registers the suite for these kernels; true, for a static initializer.
bool register_rma_device_tests(const RmaDeviceKernel* kernels, size_t count);

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_RMA_DEVICE_LAUNCH_H_
