// The texts of misuse that host code and device code both report, each
// written once: a printf format with one %lld, the offending value (a report
// from device code carries one value, in DeviceErrorRecord; host code passes
// it as long long). The NVSHMEM_* constants they name come from nvshmem.h,
// and must be defined where a message is used.

#ifndef SYMSYNC_MESSAGES_H_
#define SYMSYNC_MESSAGES_H_

#include <symsync/spec_facts.h>

#define SYMSYNC_MESSAGE_VALUE_(constant) #constant
#define SYMSYNC_MESSAGE_VALUE(constant) SYMSYNC_MESSAGE_VALUE_(constant)

// A `cmp` outside the comparisons of spec/constants.yaml.
#define SYMSYNC_INVALID_COMPARISON_MESSAGE                 \
  "invalid comparison operator %lld (expected one of the " \
  "NVSHMEM_CMP_* constants: " SYMSYNC_COMPARISON_LIST ")"

// A `sig_op` other than NVSHMEM_SIGNAL_SET and NVSHMEM_SIGNAL_ADD.
#define SYMSYNC_INVALID_SIGNAL_OP_MESSAGE \
  "invalid signal operation %lld (expected " \
  "NVSHMEM_SIGNAL_SET="        \
  SYMSYNC_MESSAGE_VALUE(NVSHMEM_SIGNAL_SET) " or NVSHMEM_SIGNAL_ADD="  \
  SYMSYNC_MESSAGE_VALUE(NVSHMEM_SIGNAL_ADD) ")"

#endif  // SYMSYNC_MESSAGES_H_
