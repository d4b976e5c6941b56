// The environment variables that configure the runtime, read by nvshmem_init.
//
//   NVSHMEM_BOOTSTRAP          single | mpi (default: mpi when started by
//                              Open MPI's mpirun, else single)
//   NVSHMEM_BOOTSTRAP_TIMEOUT  seconds nvshmem_init waits for the other PEs
//                              (default 60)
//   NVSHMEM_BOOTSTRAP_PLUGIN   path of the MPI bootstrap plugin (default:
//                              found beside the program or its runfiles)
//   NVSHMEM_SYMMETRIC_SIZE     heap bytes per PE, with an optional k, m or g
//                              suffix (default 128m for the host heap, 1g
//                              for the CUDA heap)
//   NVSHMEM_HEAP_KIND          host | cuda (default: cuda when a GPU is
//                              visible, else host)
//   NVSHMEM_DEBUG              1 to check collective calls across PEs and
//                              report leaks at nvshmem_finalize
//   SYMSYNC_TEST_KILL_PE_IN_INIT  testing aid: the PE with this number kills
//                              itself in the middle of nvshmem_init

#ifndef SYMSYNC_RUNTIME_SETTINGS_H_
#define SYMSYNC_RUNTIME_SETTINGS_H_

#include <cstddef>
#include <optional>
#include <string>

namespace symsync {
namespace impl {

enum class BootstrapChoice { kAuto, kSingle, kMpi };
enum class HeapChoice { kAuto, kHost, kCuda };

struct Settings {
  BootstrapChoice bootstrap = BootstrapChoice::kAuto;
  double bootstrap_timeout_s = 60;
  std::string bootstrap_plugin;
  size_t symmetric_size = 0;  // 0: the default of the heap kind in use
  HeapChoice heap = HeapChoice::kAuto;
  bool debug = false;
  int test_kill_pe_in_init = -1;
};

constexpr size_t kDefaultHostHeapSize = size_t{128} << 20;
constexpr size_t kDefaultCudaHeapSize = size_t{1} << 30;

// Reads every variable; reports all invalid ones at once (fatal, naming the
// variable, its value and what is expected).
Settings read_settings(const char* routine);

// Whether the process was started by Open MPI's mpirun (or another PMIx or
// PMI launcher).
bool launched_by_mpi_launcher();

// The parsers, exposed for tests.
std::optional<size_t> parse_size(const std::string& text);
std::optional<double> parse_seconds(const std::string& text);
std::optional<bool> parse_flag(const std::string& text);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_SETTINGS_H_
