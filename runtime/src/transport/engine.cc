#include "runtime/src/transport/engine.h"

#include <dlfcn.h>
#include <symsync/spec_facts.h>

#include "runtime/src/common/errors.h"
#include "runtime/src/common/plugins.h"

namespace symsync {
namespace impl {

namespace {

// The engines, one row each. A second engine is a row here and a plugin
// (as ucx_plugin.cc is) built beside the library.
constexpr Engine kUcx = {"UCX", "libsymsync_transport_ucx.so",
                         "install UCX (Debian: apt-get install libucx0)"};

}  // namespace

const Engine& network_engine() { return kUcx; }

Transport* start_engine(const char* routine, const Engine& engine,
                        const std::string& plugin_path,
                        const TransportSetup& setup, const std::string& why) {
  std::string tried;
  bool found = false;
  void* handle = open_plugin(engine.plugin_file, plugin_path,
                             RTLD_NOW | RTLD_LOCAL, &tried, &found);
  if (handle == nullptr && !found) {
    fatal(routine,
          "the %s transport plugin %s is missing, and it is needed because "
          "%s: copy it beside the program (it is built in "
          "bazel-bin/external/symsync/runtime/), or "
          "set " SYMSYNC_SETTING_TRANSPORT_PLUGIN
          " to its path. Looked for it at:%s",
          engine.name, engine.plugin_file, why.c_str(), tried.c_str());
  }
  if (handle == nullptr) {
    fatal(routine,
          "cannot load the %s transport plugin %s, needed because %s: it is "
          "there, but what it needs is not (%s). Tried:%s",
          engine.name, engine.plugin_file, why.c_str(), engine.install,
          tried.c_str());
  }
  auto create =
      reinterpret_cast<TransportCreateFn>(dlsym(handle, kTransportEntry));
  if (create == nullptr) {
    fatal(routine, "the %s transport plugin has no %s: %s", engine.name,
          kTransportEntry, dlerror());
  }
  char error[512] = "";
  Transport* transport = create(&setup, error, sizeof error);
  if (transport == nullptr)
    fatal(routine, "the %s transport failed to start: %s", engine.name, error);
  return transport;
}

bool engine_loads(const Engine& engine, const std::string& plugin_path,
                  std::string* tried) {
  void* handle = open_plugin(engine.plugin_file, plugin_path,
                             RTLD_NOW | RTLD_LOCAL, tried);
  if (handle == nullptr) return false;
  const bool has_entry = dlsym(handle, kTransportEntry) != nullptr;
  if (!has_entry) {
    *tried +=
        std::string("\n  ") + engine.plugin_file + ": no " + kTransportEntry;
  }
  dlclose(handle);
  return has_entry;
}

}  // namespace impl
}  // namespace symsync
