#include "runtime/src/common/device_registry.h"

#include <mutex>
#include <vector>

#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace {

// Function-local statics: modules register during static initialization,
// possibly before this file's own globals would be constructed.
struct Registry {
  std::mutex mutex;
  std::vector<DeviceStateCopier> copiers;
  DeviceState current = {};
  bool published = false;
};

Registry& registry() {
  static Registry* instance = new Registry;  // never destroyed: used at exit
  return *instance;
}

}  // namespace

void register_device_state_copier(DeviceStateCopier copier) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.copiers.push_back(copier);
  if (r.published) {
    const int error = copier(&r.current);
    if (error != 0) {
      warn("nvshmem_init",
           "copying the device state into a CUDA module loaded after init "
           "failed (CUDA error %d)",
           error);
    }
  }
}

int publish_device_state(const DeviceState& state) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.current = state;
  r.published = state.initialized != 0;
  int first_error = 0;
  for (DeviceStateCopier copier : r.copiers) {
    const int error = copier(&state);
    if (error != 0 && first_error == 0) first_error = error;
  }
  return first_error;
}

size_t registered_device_modules() {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.copiers.size();
}

}  // namespace impl
}  // namespace symsync
