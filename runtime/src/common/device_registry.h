// The registry of CUDA modules' device-state copies (see device_state.h).

#ifndef SYMSYNC_RUNTIME_DEVICE_REGISTRY_H_
#define SYMSYNC_RUNTIME_DEVICE_REGISTRY_H_

#include <symsync/device_state.h>

#include <cstddef>
#include <functional>

namespace symsync {
namespace impl {

// Copies a state into one loaded module's copy; returns a cudaError_t value.
using DeviceStateCopierFor = std::function<int(const DeviceState&)>;

// Copies `state` into every registered module and remembers it for modules
// registered later. Returns the first nonzero cudaError_t value, or 0.
int publish_device_state(const DeviceState& state);

// The state published last (a stopped one before nvshmem_init).
DeviceState published_device_state();

// How many modules have registered (for tests).
size_t registered_device_modules();

// A module the program loaded itself (nvshmemx_cumodule_init): `copier`
// copies the state into that module's copy. Registering copies the current
// state at once and returns that copy's cudaError_t value (0: registered);
// `module` identifies it for unregister_loaded_module. A module registered
// twice is copied again, not listed twice. Publishing a stopped state
// (nvshmem_finalize) copies it into every loaded module and forgets them.
int register_loaded_module(const void* module, DeviceStateCopierFor copier);
// Copies a not-started state into the module's copy and forgets the module;
// false when it was not registered.
bool unregister_loaded_module(const void* module);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_DEVICE_REGISTRY_H_
