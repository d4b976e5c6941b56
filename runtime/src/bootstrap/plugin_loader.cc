// Loads the MPI bootstrap plugin with dlopen, so that libmpi is needed only
// by programs that run under MPI.

#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/bootstrap/plugin_abi.h"
#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace {

constexpr const char* kPluginFile = "libsymsync_bootstrap_mpi.so";
constexpr const char* kPluginInRunfiles =
    "/symsync/runtime/libsymsync_bootstrap_mpi.so";

std::string directory_of(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "." : path.substr(0, slash);
}

// Where to look, in order: NVSHMEM_BOOTSTRAP_PLUGIN; Bazel runfiles (this
// workspace's or an outside one's, which see symsync under the same name);
// beside the object holding this code and beside the executable; and last
// the dynamic linker's own search path.
std::vector<std::string> candidate_paths(const Settings& settings) {
  if (!settings.bootstrap_plugin.empty()) return {settings.bootstrap_plugin};
  std::vector<std::string> paths;
  for (const char* variable : {"RUNFILES_DIR", "TEST_SRCDIR"}) {
    if (const char* dir = std::getenv(variable))
      paths.push_back(std::string(dir) + kPluginInRunfiles);
  }
  char exe[PATH_MAX];
  const ssize_t length = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (length > 0) {
    exe[length] = '\0';
    paths.push_back(std::string(exe) + ".runfiles" + kPluginInRunfiles);
    paths.push_back(directory_of(exe) + "/" + kPluginFile);
  }
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&candidate_paths), &info) != 0 &&
      info.dli_fname != nullptr) {
    paths.push_back(directory_of(info.dli_fname) + "/" + kPluginFile);
  }
  paths.push_back(kPluginFile);
  return paths;
}

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
  void* handle = nullptr;
  for (const std::string& path : candidate_paths(settings)) {
    const bool bare_name = path.find('/') == std::string::npos;
    if (!bare_name && access(path.c_str(), R_OK) != 0) {
      tried += "\n  " + path + " (not found)";
      continue;
    }
    // RTLD_GLOBAL: Open MPI loads its own components, which need libmpi's
    // symbols to be globally visible.
    handle = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (handle != nullptr) break;
    tried += "\n  " + path + " (" + dlerror() + ")";
  }
  if (handle == nullptr) {
    fatal(routine,
          "cannot load the MPI bootstrap plugin %s, needed because %s; set "
          "NVSHMEM_BOOTSTRAP_PLUGIN to its path. Tried:%s",
          kPluginFile,
          mpi_comm != nullptr
              ? "nvshmemx_init_attr was given an MPI communicator"
          : settings.bootstrap == BootstrapChoice::kMpi
              ? "NVSHMEM_BOOTSTRAP=mpi"
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
