// Finding and loading the library's plugins: shared libraries built beside
// it (the MPI bootstrap, the UCX transport) that programs load only when a
// job needs them, so that they need neither libmpi nor UCX otherwise.

#ifndef SYMSYNC_RUNTIME_COMMON_PLUGINS_H_
#define SYMSYNC_RUNTIME_COMMON_PLUGINS_H_

#include <string>

namespace symsync {
namespace impl {

// dlopen()s plugin `file` (e.g. "libsymsync_transport_ucx.so") with
// `flags`, looking, in order: at `override_path` alone, when not empty (the
// setting naming it); in Bazel runfiles (this workspace's or an outside
// one's, which see symsync under the same name); beside the object holding
// this code and beside the executable; and last on the dynamic linker's own
// search path. Returns the handle, or nullptr with `tried` listing every
// place looked at and why it failed, and `*found` (when not null) saying
// whether the file itself was there somewhere (so what failed is loading
// it, a library it needs missing, say) or nowhere.
void* open_plugin(const std::string& file, const std::string& override_path,
                  int flags, std::string* tried, bool* found = nullptr);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_COMMON_PLUGINS_H_
