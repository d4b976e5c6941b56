// Loads the MPI bootstrap plugin with dlopen, so that libmpi is needed only
// by programs that run under MPI.

#include <dlfcn.h>

#include <cstdlib>
#include <string>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/bootstrap/plugin_abi.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/common/plugins.h"

namespace symsync {
namespace impl {
namespace {

constexpr const char* kPluginFile = "libsymsync_bootstrap_mpi.so";

class PluginBootstrap final : public Bootstrap {
 public:
  explicit PluginBootstrap(const symsync_bootstrap_plugin& plugin)
      : plugin_(plugin) {}
  ~PluginBootstrap() override { plugin_.finalize(&plugin_); }

  const char* name() const override { return "mpi"; }
  int rank() const override { return plugin_.rank; }
  int size() const override { return plugin_.size; }

  void allgather(const char* routine, const void* mine, void* all,
                 size_t bytes) override {
    char error[512] = "";
    if (plugin_.allgather(&plugin_, mine, all, bytes, error, sizeof error) !=
        0) {
      fatal(routine, "MPI bootstrap allgather failed: %s", error);
    }
  }

  void barrier(const char* routine) override {
    char error[512] = "";
    if (plugin_.barrier(&plugin_, error, sizeof error) != 0) {
      fatal(routine, "MPI bootstrap barrier failed: %s", error);
    }
  }

  void set_wait_hook(void (*hook)(void* context), void* context) override {
    plugin_.while_waiting = hook;
    plugin_.waiting_context = context;
  }

  void abort(int exit_code) override {
    plugin_.abort(&plugin_, exit_code);
    std::_Exit(exit_code);
  }

 private:
  symsync_bootstrap_plugin plugin_;
};

}  // namespace

std::unique_ptr<Bootstrap> load_mpi_bootstrap(const char* routine,
                                              const Settings& settings,
                                              void* mpi_comm) {
  std::string tried;
  // RTLD_GLOBAL: Open MPI loads its own components, which need libmpi's
  // symbols to be globally visible.
  void* handle = open_plugin(kPluginFile, settings.bootstrap_plugin,
                             RTLD_NOW | RTLD_GLOBAL, &tried);
  if (handle == nullptr) {
    fatal(routine,
          "cannot load the MPI bootstrap plugin %s, needed because %s; "
          "set " SYMSYNC_SETTING_BOOTSTRAP_PLUGIN " to its path. Tried:%s",
          kPluginFile,
          mpi_comm != nullptr
              ? "nvshmemx_init_attr was given an MPI communicator"
          : settings.bootstrap == BootstrapChoice::kMpi
              ? SYMSYNC_SETTING_BOOTSTRAP "=mpi"
              : "the program was started by an MPI launcher",
          tried.c_str());
  }
  auto init = reinterpret_cast<symsync_bootstrap_plugin_init_fn>(
      dlsym(handle, SYMSYNC_BOOTSTRAP_PLUGIN_ENTRY));
  if (init == nullptr) {
    fatal(routine, "the MPI bootstrap plugin has no %s: %s",
          SYMSYNC_BOOTSTRAP_PLUGIN_ENTRY, dlerror());
  }
  symsync_bootstrap_plugin plugin = {};
  plugin.abi_version = SYMSYNC_BOOTSTRAP_PLUGIN_ABI_VERSION;
  plugin.mpi_comm = mpi_comm;
  char error[512] = "";
  if (init(&plugin, error, sizeof error) != 0) {
    fatal(routine, "the MPI bootstrap failed to start: %s", error);
  }
  if (plugin.abi_version != SYMSYNC_BOOTSTRAP_PLUGIN_ABI_VERSION) {
    fatal(
        routine,
        "the MPI bootstrap plugin speaks interface version %d, this library %d",
        plugin.abi_version, SYMSYNC_BOOTSTRAP_PLUGIN_ABI_VERSION);
  }
  // The handle stays open: unloading libmpi after MPI_Finalize is unsafe.
  return std::make_unique<PluginBootstrap>(plugin);
}

}  // namespace impl
}  // namespace symsync
