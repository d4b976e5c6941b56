#include "runtime/src/common/plugins.h"

#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>

#include <cstdlib>
#include <vector>

namespace symsync {
namespace impl {
namespace {

std::string directory_of(const std::string& path) {
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "." : path.substr(0, slash);
}

std::vector<std::string> candidate_paths(const std::string& file,
                                         const std::string& override_path) {
  if (!override_path.empty()) return {override_path};
  const std::string in_runfiles = "/symsync/runtime/" + file;
  std::vector<std::string> paths;
  for (const char* variable : {"RUNFILES_DIR", "TEST_SRCDIR"}) {
    if (const char* dir = std::getenv(variable))
      paths.push_back(std::string(dir) + in_runfiles);
  }
  char exe[PATH_MAX];
  const ssize_t length = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (length > 0) {
    exe[length] = '\0';
    paths.push_back(std::string(exe) + ".runfiles" + in_runfiles);
    paths.push_back(directory_of(exe) + "/" + file);
  }
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&candidate_paths), &info) != 0 &&
      info.dli_fname != nullptr) {
    paths.push_back(directory_of(info.dli_fname) + "/" + file);
  }
  paths.push_back(file);
  return paths;
}

}  // namespace

void* open_plugin(const std::string& file, const std::string& override_path,
                  int flags, std::string* tried, bool* found) {
  if (found != nullptr) *found = false;
  for (const std::string& path : candidate_paths(file, override_path)) {
    const bool bare_name = path.find('/') == std::string::npos;
    if (!bare_name && access(path.c_str(), R_OK) != 0) {
      *tried += "\n  " + path + " (not found)";
      continue;
    }
    if (void* handle = dlopen(path.c_str(), flags)) return handle;
    const std::string error = dlerror();
    // The dynamic linker's search names the file itself when it finds no
    // such file; another name is a library the plugin needs.
    const bool missing = bare_name && error.compare(0, file.size(), file) == 0;
    if (found != nullptr && !missing) *found = true;
    *tried += "\n  " + path + " (" + error + ")";
  }
  return nullptr;
}

}  // namespace impl
}  // namespace symsync
