// When a stream wait may use the driver's cuStreamWaitValue instead of a
// waiting kernel. Kept apart from the CUDA calls so it is tested on the CPU.

#ifndef SYMSYNC_RUNTIME_STREAM_DRIVER_WAIT_POLICY_H_
#define SYMSYNC_RUNTIME_STREAM_DRIVER_WAIT_POLICY_H_

#include <cstddef>

namespace symsync {
namespace impl {

// What the current device offers (cuDeviceGetAttribute).
struct DriverWaitAbilities {
  bool wait32 = false;   // cuStreamWaitValue32 was found
  bool wait64 = false;   // ... and CAN_USE_64_BIT_STREAM_MEM_OPS
  bool flush = false;    // CAN_FLUSH_REMOTE_WRITES
  bool write32 = false;  // cuStreamWriteValue32 was found
  bool write64 = false;  // ... and CAN_USE_64_BIT_STREAM_MEM_OPS
};

// The driver wait is exact only when it can flush: without the flush flag,
// data another GPU wrote before the value may not yet be visible to the work
// that follows the wait, which breaks the wait's guarantee. NVSHMEM makes
// the same choice. Otherwise the waiting kernel (acquire loads) is used.
inline bool driver_wait_usable(const DriverWaitAbilities& abilities,
                               size_t bytes) {
  if (!abilities.flush) return false;
  if (bytes == 4) return abilities.wait32;
  if (bytes == 8) return abilities.wait64;
  return false;
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_STREAM_DRIVER_WAIT_POLICY_H_
