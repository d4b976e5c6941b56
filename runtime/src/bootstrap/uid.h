// The unique-ID bootstrap: PEs find each other through a small TCP
// rendezvous server, with no MPI. One process creates the job's unique ID,
// which starts the server in that process; the ID (address, port, a random
// job token) reaches the other processes by any means, and every PE joins
// with it. Allgather and barrier then go through the server (a star), and
// the server tells every PE at once when another PE dies or aborts.
//
// Wire protocol (every integer big-endian). A message is a 12-byte header,
// type (u32) and payload length (u64), then the payload.
//   PE -> server: HELLO (protocol magic and version, job token, rank,
//     nranks, pid, timeout and time left to join, host name); COLLECTIVE
//     (kind: allgather or barrier, then this PE's bytes); GOODBYE; ABORT
//     (exit code).
//   server -> PE: WELCOME (every PE has joined); RESULT (every PE's bytes,
//     in rank order); END (exit code and reason: the PE prints the reason
//     and exits with the code).
// The server closes a PE's connection after its GOODBYE or ABORT; a
// connection that closes before either is a dead PE, reported to the others.

#ifndef SYMSYNC_RUNTIME_BOOTSTRAP_UID_H_
#define SYMSYNC_RUNTIME_BOOTSTRAP_UID_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/common/settings.h"

namespace symsync {
namespace impl {

// The opaque bytes a unique ID carries (the `internal` part of
// nvshmemx_uniqueid_t).
constexpr size_t kUniqueIdBytes = 124;
struct UniqueId {
  unsigned char bytes[kUniqueIdBytes];
};
static_assert(2 * kUniqueIdBytes == kUniqueIdTextLength,
              "the hex text of a unique ID has two digits per byte");

// Creates a job: starts its rendezvous server in this process (a detached
// background thread listening on TCP, which ends once every PE has said
// goodbye) and returns the ID that tells PEs how to reach it. The interface
// is NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME's (an exact name, else the first
// whose name starts with it) in the family NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY;
// by default the first non-loopback interface that is up, else loopback.
// Failures end the program with fatal(routine, ...).
//
// The process must live until its job's PEs have finalized: collectives go
// through its server. At exit, it waits a little for PEs that have begun to
// finalize but not yet said goodbye, so that they do not see the server
// vanish.
UniqueId create_unique_id(const char* routine, const Settings& settings);

// The same, but with the loopback interface as the default: for jobs whose
// PEs all run on this host (symsync-run).
UniqueId create_local_unique_id(const char* routine, const Settings& settings);

// In a process whose rendezvous server saw a job fail because a PE aborted
// or disconnected without finalizing: that PE (the first one); else -1.
int pe_that_failed_the_job();

// Hex text form (for environment variables) and back; nullopt for text that
// is not the form of a unique ID.
std::string unique_id_to_text(const UniqueId& id);
std::optional<UniqueId> unique_id_from_text(const std::string& text);

// Joins the job `id` as PE `rank` of `nranks` (a client of the rendezvous
// server; every PE, the one in the creating process too, is a client).
// Returns once every PE has joined. Also sets the error context's PE number
// (set_error_context(rank, nullptr)) so that messages name this PE.
//
// A background thread reads the server's messages: when the job ends
// (another PE died or aborted, the server's process ended, not every PE
// joined within settings.bootstrap_timeout_s), it prints why and ends this
// process with exit_process(), whatever the PE is doing.
std::unique_ptr<Bootstrap> make_uid_bootstrap(const char* routine,
                                              const UniqueId& id, int rank,
                                              int nranks,
                                              const Settings& settings);

// What a unique ID says, for messages and tests.
struct UniqueIdContents {
  SocketFamily family = SocketFamily::kAfInet;
  std::array<unsigned char, 16> address = {};  // network order; AF_INET: 4
  uint32_t scope_id = 0;                       // AF_INET6 link-local only
  uint16_t port = 0;
  std::array<unsigned char, 16> job_token = {};
  int32_t server_pid = 0;
  std::string server_host;  // at most 75 bytes are kept
};
std::optional<UniqueIdContents> decode_unique_id(const UniqueId& id);
UniqueId encode_unique_id(const UniqueIdContents& contents);
// "192.0.2.1:40123" or "[fd00::1]:40123".
std::string server_address_text(const UniqueIdContents& contents);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_BOOTSTRAP_UID_H_
