// The unique-ID bootstrap: what the process exit waits for. A process that
// created unique IDs runs their rendezvous servers; at exit it waits (a
// bounded time) for PEs that have begun to say goodbye. Also the first PE
// whose abort or disconnect failed a job served here. Internal to the uid*.cc
// files.

#ifndef SYMSYNC_RUNTIME_BOOTSTRAP_UID_EXIT_H_
#define SYMSYNC_RUNTIME_BOOTSTRAP_UID_EXIT_H_

#include <condition_variable>
#include <memory>
#include <mutex>

namespace symsync {
namespace impl {
namespace uid_detail {

// One server's progress, shared by its thread and the process exit.
struct ServerProgress {
  std::mutex mutex;
  std::condition_variable changed;
  bool finishing = false;  // a PE has said goodbye, the others will soon
  bool finished = false;   // the server thread has ended
};

// A server of this process, from its start until its thread ends; the first
// registration sets up the wait at exit.
void register_server(const std::shared_ptr<ServerProgress>& progress);
void unregister_server(const std::shared_ptr<ServerProgress>& progress);

// Notes `rank` as the PE that failed a job served in this process, unless
// one is already noted (pe_that_failed_the_job() returns it).
void note_first_failed_pe(int rank);

}  // namespace uid_detail
}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_BOOTSTRAP_UID_EXIT_H_
