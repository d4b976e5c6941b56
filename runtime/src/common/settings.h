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
//   NVSHMEM_WAIT_SPIN_US       microseconds a host wait keeps spinning after
//                              its first 32 polls (default 2)
//   NVSHMEM_WAIT_YIELD_US      microseconds it then yields the processor
//                              between polls (default 1000)
//   NVSHMEM_WAIT_MAX_SLEEP_US  after that it sleeps between polls (woken by
//                              updates), for pauses that double from 1 us up
//                              to this cap (default 4000;
//                              docs/memory-ordering.rst says why)
//   NVSHMEM_WAIT_TIMEOUT       seconds after which a wait (host or device)
//                              that is still not satisfied stops the program
//                              with a report of what it waits for (default:
//                              none, waits never time out)
//   SYMSYNC_UNIQUEID, SYMSYNC_RANK, SYMSYNC_NRANKS  set by symsync-run (all
//                              three or none): the job's unique ID as hex
//                              text, this PE's number and the number of PEs
//   SYMSYNC_PES_PER_HOST       N: PEs 0..N-1 count as one host, N..2N-1 as
//                              the next, and so on, whatever machine they run
//                              on; PEs of different groups share no mapping
//                              and reach each other through the network
//                              transport (to test several hosts on one)
//   SYMSYNC_PROGRESS_THREAD    1 (default) or 0: whether, in a job that spans
//                              hosts, a thread applies the updates other
//                              hosts send while the program computes; with
//                              0 they are applied while this PE is in a
//                              library routine (a wait, quiet, a barrier)
//   SYMSYNC_TRANSPORT_PLUGIN   path of the UCX transport plugin (default:
//                              found like the MPI bootstrap plugin)
//   SYMSYNC_TEST_KILL_PE_IN_INIT  testing aid: the PE with this number kills
//                              itself in the middle of nvshmem_init
//   SYMSYNC_TEST_NODE_NAME     testing aid: the node identity this PE reports,
//                              so that PEs of one machine can pose as PEs of
//                              several hosts

#ifndef SYMSYNC_RUNTIME_SETTINGS_H_
#define SYMSYNC_RUNTIME_SETTINGS_H_

#include <cstddef>
#include <cstdint>
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

// The host wait policy's defaults and limits, in microseconds (see
// docs/memory-ordering.rst, "Waiting without burning the machine").
constexpr uint64_t kDefaultWaitSpinUs = 2;
constexpr uint64_t kDefaultWaitYieldUs = 1000;
constexpr uint64_t kDefaultWaitMaxSleepUs = 4000;
constexpr uint64_t kMaxWaitPhaseUs = 1000000000000;  // 11.6 days: "forever"
constexpr uint64_t kMaxWaitSleepUs = 1000000;        // 1 s

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
  int pes_per_host = 0;          // SYMSYNC_PES_PER_HOST; 0: real hosts
  bool progress_thread = true;   // SYMSYNC_PROGRESS_THREAD
  std::string transport_plugin;  // SYMSYNC_TRANSPORT_PLUGIN

  // The host wait policy (NVSHMEM_WAIT_*), in microseconds; nvshmem_init
  // publishes it to symsync::impl::host_wait_policy (symsync/host_wait.h).
  uint64_t wait_spin_us = kDefaultWaitSpinUs;
  uint64_t wait_yield_us = kDefaultWaitYieldUs;
  uint64_t wait_max_sleep_us = kDefaultWaitMaxSleepUs;
  double wait_timeout_s = 0;  // 0: waits never time out
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
// A whole number of microseconds from `min` to `max`, decimal digits only.
std::optional<uint64_t> parse_microseconds(const std::string& text,
                                           uint64_t min, uint64_t max);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_SETTINGS_H_
