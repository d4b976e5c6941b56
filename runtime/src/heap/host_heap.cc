// The host heap: one POSIX shared-memory segment per PE, mapped by every PE
// of the node, and holding past the heap the PE's wake word
// (kHostHeapControlBytes). Segments are created with mode 0600, their pages
// reserved up front (so a full /dev/shm is reported instead of ending the
// program with SIGBUS later), and unlinked as soon as every PE has mapped them,
// so no name is left behind in /dev/shm once nvshmem_init returns; a PE that
// ends before that removes them all.

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cinttypes>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "runtime/src/common/errors.h"
#include "runtime/src/heap/heap.h"

namespace symsync {
namespace impl {
namespace {

// Until every PE has mapped every segment, the paths of all of this job's
// segments on this node: a process that ends during init (a fatal error, a
// timeout, a signal, a peer that died) removes them all, its own and those
// of peers that may have been killed before they could remove theirs. The
// job cannot go on by then, and unlinking a name that does not exist, or
// that a peer already removed, is harmless. Read from signal handlers:
// published whole before `segments_pending` is set.
std::vector<std::string>* pending_segments = nullptr;
std::atomic<bool> segments_pending{false};

void unlink_pending_segments() {
  if (!segments_pending.exchange(false)) return;
  for (const std::string& path : *pending_segments) unlink(path.c_str());
}

class HostHeap final : public HeapBackend {
 public:
  explicit HostHeap(const HeapSetup& setup)
      : size_(setup.size),
        mapped_(setup.size + kHostHeapControlBytes),
        peer_bases_(setup.n_pes, nullptr) {
    const std::string own =
        "/" + host_segment_name(setup.first_pid, setup.job_token, setup.my_pe);
    // Refuse at once what /dev/shm cannot hold: reserving it page by page
    // would first fill the machine's shared memory.
    struct statvfs space;
    if (statvfs("/dev/shm", &space) == 0) {
      const unsigned long long free_bytes =
          static_cast<unsigned long long>(space.f_bavail) * space.f_frsize;
      if (mapped_ > free_bytes) {
        fatal(
            setup.routine,
            "cannot reserve %zu bytes of shared memory for the symmetric heap "
            "(" SYMSYNC_SETTING_SYMMETRIC_SIZE
            " with the teams' sync areas and the reductions' scratch area): "
            "/dev/shm has %llu bytes free",
            size_, free_bytes);
      }
    }
    // Registered for cleanup before they exist: another thread (the
    // bootstrap's, learning that a peer died) may end the process at any
    // moment.
    auto* paths = new std::vector<std::string>;  // kept: read by handlers
    for (int pe = 0; pe < setup.n_pes; ++pe) {
      if (setup.same_node[pe]) {
        paths->push_back("/dev/shm/" + host_segment_name(setup.first_pid,
                                                         setup.job_token, pe));
      }
    }
    pending_segments = paths;
    segments_pending.store(true);
    set_emergency_cleanup(&unlink_pending_segments);
    const int fd = shm_open(own.c_str(), O_CREAT | O_EXCL | O_RDWR, 0600);
    if (fd < 0) {
      // Not ours: some other job's (a stale name); leave every name alone.
      segments_pending.store(false);
      fatal(setup.routine, "cannot create shared memory /dev/shm%s: %s",
            own.c_str(), strerror(errno));
    }
    // Another thread (the init watchdog) may have begun to end the process
    // after the cleanup was registered but before the segment existed: its
    // cleanup then ran too early to remove it.
    if (process_ending()) {
      shm_unlink(own.c_str());
      await_process_end(setup.routine);
    }

    if (ftruncate(fd, static_cast<off_t>(mapped_)) != 0) {
      fatal(setup.routine,
            "cannot size the symmetric heap segment to %zu bytes: %s", mapped_,
            strerror(errno));
    }
    const int reserve = posix_fallocate(fd, 0, static_cast<off_t>(mapped_));
    if (reserve != 0) {
      fatal(
          setup.routine,
          "cannot reserve %zu bytes of shared memory for the symmetric heap "
          "(" SYMSYNC_SETTING_SYMMETRIC_SIZE
          " and the teams' sync areas; %d PEs on this node each need this much "
          "in /dev/shm): %s",
          size_, setup.local_count, strerror(reserve));
    }
    base_ = map(setup.routine, fd, own);
    close(fd);
    if (setup.test_kill) kill_this_pe_for_test(setup);
    peer_bases_[setup.my_pe] = base_;

    setup.bootstrap->barrier(setup.routine);  // every segment exists
    for (int pe = 0; pe < setup.n_pes; ++pe) {
      if (pe == setup.my_pe || !setup.same_node[pe]) continue;
      const std::string name =
          "/" + host_segment_name(setup.first_pid, setup.job_token, pe);
      const int peer_fd = shm_open(name.c_str(), O_RDWR, 0);
      if (peer_fd < 0) {
        fatal(setup.routine, "cannot open PE %d's shared memory /dev/shm%s: %s",
              pe, name.c_str(), strerror(errno));
      }
      peer_bases_[pe] = map(setup.routine, peer_fd, name);
      close(peer_fd);
    }
    setup.bootstrap->barrier(setup.routine);  // every segment is mapped
    unlink_pending_segments();
    set_emergency_cleanup(nullptr);
  }

  ~HostHeap() override {
    release_peers();
    munmap(base_, mapped_);
  }

  void release_peers() override {
    for (char*& base : peer_bases_) {
      if (base != nullptr && base != base_) munmap(base, mapped_);
      base = nullptr;
    }
  }

  HeapKind kind() const override { return HeapKind::kHost; }
  char* base() const override { return base_; }
  size_t size() const override { return size_; }
  const std::vector<char*>& peer_bases() const override { return peer_bases_; }
  WakeWord* wake_word(int pe) const override {
    char* base = peer_bases_[pe];
    return base == nullptr ? nullptr
                           : reinterpret_cast<WakeWord*>(base + size_);
  }
  void zero(const char*, void* address, size_t bytes) override {
    std::memset(address, 0, bytes);
  }

 private:
  // Maps the segment at an address that is a multiple of
  // kHeapBaseAlignment: reserves a larger range, maps the segment over its
  // aligned part, and returns the rest.
  char* map(const char* routine, int fd, const std::string& name) const {
    const size_t span = mapped_ + kHeapBaseAlignment;
    void* reserved = mmap(nullptr, span, PROT_NONE,
                          MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (reserved == MAP_FAILED) {
      fatal(routine,
            "cannot reserve %zu bytes of address space for /dev/shm%s: %s",
            span, name.c_str(), strerror(errno));
    }
    char* start = static_cast<char*>(reserved);
    char* aligned = reinterpret_cast<char*>(
        (reinterpret_cast<uintptr_t>(start) + kHeapBaseAlignment - 1) &
        ~(uintptr_t{kHeapBaseAlignment} - 1));
    void* address = mmap(aligned, mapped_, PROT_READ | PROT_WRITE,
                         MAP_SHARED | MAP_FIXED, fd, 0);
    if (address == MAP_FAILED) {
      fatal(routine, "cannot map %zu bytes of /dev/shm%s: %s", mapped_,
            name.c_str(), strerror(errno));
    }
    if (aligned > start) munmap(start, aligned - start);
    char* end = start + span;
    if (aligned + mapped_ < end) {
      munmap(aligned + mapped_, end - (aligned + mapped_));
    }
    return aligned;
  }

  size_t size_;    // the heap's bytes
  size_t mapped_;  // the segment's: the heap, then kHostHeapControlBytes
  char* base_ = nullptr;
  std::vector<char*> peer_bases_;
};

}  // namespace

std::string host_segment_name(int64_t first_pid, uint64_t job_token, int pe) {
  char name[96];
  snprintf(name, sizeof name, "symsync-%" PRId64 "-%016" PRIx64 "-%d",
           first_pid, job_token, pe);
  return name;
}

std::unique_ptr<HeapBackend> create_host_heap(const HeapSetup& setup) {
  return std::make_unique<HostHeap>(setup);
}

}  // namespace impl
}  // namespace symsync
