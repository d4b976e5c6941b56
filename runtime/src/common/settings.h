// The environment variables that configure the runtime, read by nvshmem_init.
//
//   NVSHMEM_BOOTSTRAP          single | mpi | uid, any case (default: uid
//                              when started by symsync-run, mpi when started
//                              by Open MPI's mpirun, else single)
//   NVSHMEM_BOOTSTRAP_TIMEOUT  seconds nvshmem_init waits for the other PEs
//                              (default 60)
//   NVSHMEM_BOOTSTRAP_PLUGIN   path of the MPI bootstrap plugin (default:
//                              found beside the program or its runfiles)
//   NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME  the network interface whose address a
//                              new unique ID's rendezvous server listens on,
//                              e.g. lo or eth0; a prefix (eth) picks the first
//                              match (default: the first non-loopback
//                              interface that is up, else loopback)
//   NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY  AF_INET (default) or AF_INET6
//   NVSHMEM_SYMMETRIC_SIZE     heap bytes per PE, with an optional k, m or g
//                              suffix (default 128m for the host heap, 1g
//                              for the CUDA heap)
//   NVSHMEM_HEAP_KIND          host | cuda (default: cuda when a GPU is
//                              visible, else host)
//   NVSHMEM_DEBUG              1 to check collective calls across PEs and
//                              report leaks at nvshmem_finalize
//   SYMSYNC_UNIQUEID, SYMSYNC_RANK, SYMSYNC_NRANKS  set by symsync-run (all
//                              three or none): the job's unique ID as hex
//                              text, this PE's number and the number of PEs
//   SYMSYNC_TEST_KILL_PE_IN_INIT  testing aid: the PE with this number kills
//                              itself in the middle of nvshmem_init
//   SYMSYNC_TEST_NODE_NAME     testing aid: the node identity this PE reports,
//                              so that PEs of one machine can pose as PEs of
//                              several hosts

#ifndef SYMSYNC_RUNTIME_SETTINGS_H_
#define SYMSYNC_RUNTIME_SETTINGS_H_

#include <cstddef>
#include <optional>
#include <string>

namespace symsync {
namespace impl {

enum class BootstrapChoice { kAuto, kSingle, kMpi, kUid };
enum class HeapChoice { kAuto, kHost, kCuda };
enum class SocketFamily { kInet, kInet6 };

// The length of a unique ID in hex text (two digits per byte of
// UniqueId::bytes, runtime/src/bootstrap/uid.h).
constexpr size_t kUniqueIdTextLength = 248;

// The job symsync-run started this process in: SYMSYNC_UNIQUEID,
// SYMSYNC_RANK, SYMSYNC_NRANKS.
struct LauncherJob {
  std::string unique_id_text;
  int rank = -1;
  int nranks = -1;
};

struct Settings {
  BootstrapChoice bootstrap = BootstrapChoice::kAuto;
  double bootstrap_timeout_s = 60;
  std::string bootstrap_plugin;
  size_t symmetric_size = 0;  // 0: the default of the heap kind in use
  HeapChoice heap = HeapChoice::kAuto;
  bool debug = false;
  int test_kill_pe_in_init = -1;
  std::string uid_sock_ifname;  // empty: the default interface
  SocketFamily uid_sock_family = SocketFamily::kInet;
  std::optional<LauncherJob> launcher_job;  // set when started by symsync-run
  std::string test_node_name;               // empty: the real node identity
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
