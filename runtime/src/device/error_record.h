// The host's half of device error reports (see DeviceErrorRecord in
// <symsync/device_state.h>).

#ifndef SYMSYNC_RUNTIME_DEVICE_ERROR_RECORD_H_
#define SYMSYNC_RUNTIME_DEVICE_ERROR_RECORD_H_

#include <symsync/device_state.h>

namespace symsync {
namespace impl {

// The device address of the process's error record, created (in host memory
// mapped into the device) on the first call, which also starts the thread
// that reports a filled record and ends the job.
DeviceErrorRecord* device_error_record(const char* routine);

// Reports a filled record now (and ends the job); does nothing when there is
// none. For the places that learn of a failed kernel before the watcher
// thread does: a CUDA error check, nvshmem_finalize.
void report_device_error_if_any();

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_DEVICE_ERROR_RECORD_H_
