// The registry of CUDA modules' device-state copies (see device_state.h).

#ifndef SYMSYNC_RUNTIME_DEVICE_REGISTRY_H_
#define SYMSYNC_RUNTIME_DEVICE_REGISTRY_H_

#include <symsync/device_state.h>

#include <cstddef>

namespace symsync {
namespace impl {

// Copies `state` into every registered module and remembers it for modules
// registered later. Returns the first nonzero cudaError_t value, or 0.
int publish_device_state(const DeviceState& state);

// How many modules have registered (for tests).
size_t registered_device_modules();

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_DEVICE_REGISTRY_H_
