#include "runtime/src/common/device_registry.h"

#include <map>
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
  std::map<const void*, DeviceStateCopierFor> loaded_modules;
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

DeviceState published_device_state() {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.current;
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
  for (const auto& module : r.loaded_modules) {
    const int error = module.second(state);
    if (error != 0 && first_error == 0) first_error = error;
  }
  // The library stopped: loaded modules now hold a stopped state and are
  // forgotten, as nvshmemx_cumodule_finalize would.
  if (!r.published) r.loaded_modules.clear();
  return first_error;
}

int register_loaded_module(const void* module, DeviceStateCopierFor copier) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  const int error = copier(r.current);
  if (error == 0) r.loaded_modules[module] = std::move(copier);
  return error;
}

bool unregister_loaded_module(const void* module) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto found = r.loaded_modules.find(module);
  if (found == r.loaded_modules.end()) return false;
  DeviceState stopped = r.current;
  stopped.initialized = 0;
  found->second(stopped);  // best effort: the module may be going away
  r.loaded_modules.erase(found);
  return true;
}

size_t registered_device_modules() {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.copiers.size();
}

}  // namespace impl
}  // namespace symsync
