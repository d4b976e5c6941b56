// The texts of misuse that host code and device code both report, each
// written once: a printf format with one %lld, the offending value (a report
// from device code carries one value, in DeviceErrorRecord; host code passes
// it as long long). The lists of constants they name are generated
// (symsync/spec_facts.h).

#ifndef SYMSYNC_MESSAGES_H_
#define SYMSYNC_MESSAGES_H_

#include <symsync/spec_facts.h>

// A `cmp` outside the comparisons of spec/constants.yaml.
#define SYMSYNC_INVALID_COMPARISON_MESSAGE                 \
  "invalid comparison operator %lld (expected one of the " \
  "NVSHMEM_CMP_* constants: " SYMSYNC_COMPARISON_LIST ")"

// A `sig_op` outside the signal operations of spec/constants.yaml.
#define SYMSYNC_INVALID_SIGNAL_OP_MESSAGE \
  "invalid signal operation %lld (expected " SYMSYNC_SIGNAL_OPERATION_LIST ")"

// A `pe` outside 0 to npes - 1 (host code adds how many PEs there are).
#define SYMSYNC_NOT_A_PE_MESSAGE "pe %lld is not a PE of this job"
// What nvshmem_ptr adds to it: only NVSHMEM_DEBUG makes it an error.
#define SYMSYNC_PTR_DEBUG_NOTE \
  " (" SYMSYNC_SETTING_DEBUG "; without it the result is NULL)"

// An update of a PE whose heap is not mapped here; each side says why it
// cannot reach it another way.
#define SYMSYNC_ON_ANOTHER_HOST_MESSAGE \
  "PE %lld is on another host: its symmetric heap is not mapped here"

// A producer of the host proxy's channel (symsync/proxy_channel.h) that
// waited NVSHMEM_WAIT_TIMEOUT: the device's report gives the milliseconds;
// the host's adds what it waited for.
#define SYMSYNC_PROXY_STALL_TEXT                                           \
  "the host proxy, which carries requests to PEs of other hosts, has not " \
  "kept up (" SYMSYNC_SETTING_WAIT_TIMEOUT_S ")"
#define SYMSYNC_PROXY_STALL_MESSAGE \
  "waited %lld ms for " SYMSYNC_PROXY_STALL_TEXT

#endif  // SYMSYNC_MESSAGES_H_
