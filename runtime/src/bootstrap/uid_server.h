// The unique-ID bootstrap's rendezvous server (see uid.h for the protocol):
// one thread polling the listening socket and every PE's connection, which
// admits the PEs, carries out their collectives and tells every PE at once
// when the job fails. Internal to the uid*.cc files.

#ifndef SYMSYNC_RUNTIME_BOOTSTRAP_UID_SERVER_H_
#define SYMSYNC_RUNTIME_BOOTSTRAP_UID_SERVER_H_

#include <cstddef>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "runtime/src/bootstrap/uid_exit.h"
#include "runtime/src/bootstrap/uid_wire.h"

namespace symsync {
namespace impl {
namespace uid_detail {

class RendezvousServer {
 public:
  RendezvousServer(int listen_fd, const JobToken& token,
                   std::string address_text,
                   std::shared_ptr<ServerProgress> progress)
      : listen_fd_(listen_fd),
        token_(token),
        address_text_(std::move(address_text)),
        progress_(std::move(progress)) {}

  // Serves the job until every PE has said goodbye, or until the job has
  // failed and every PE has been told.
  void serve();

 private:
  using Frame = std::shared_ptr<const std::string>;

  struct Connection {
    int fd = -1;
    std::string input;  // received bytes not yet handled
    std::deque<Frame> output;
    size_t output_sent = 0;  // of output.front()
    int rank = -1;           // set once its HELLO is accepted
    bool closing = false;    // read no more; close once output is sent
    bool closed = false;
  };

  struct PeRecord {
    bool joined = false;
    bool finalized = false;
    int32_t pid = 0;
    std::string host;
    Connection* connection = nullptr;  // nullptr once closed
  };

  struct Collective {
    bool active = false;
    uint32_t kind = 0;
    uint64_t bytes = 0;
    int first_rank = -1;
    int contributions = 0;
    std::vector<bool> contributed;
    std::string data;
  };

  void accept_connections();
  void read_from(Connection& connection);
  void write_to(Connection& connection);
  void handle(Connection& connection, uint32_t type,
              const std::string& payload);
  void handle_hello(Connection& connection, const std::string& payload);
  void handle_collective(Connection& connection, const std::string& payload);
  void handle_goodbye(Connection& connection);
  void handle_abort(Connection& connection, const std::string& payload);
  void handle_disconnect(Connection& connection);
  void protocol_error(Connection& connection, const char* what);
  void send(Connection& connection, const Frame& frame);
  void end_pe(Connection& connection, int exit_code, const std::string& reason);
  void fail_job(const std::string& reason, int exit_code, Connection* newcomer,
                const Connection* spared);
  void close_connection(Connection& connection);
  void check_join_deadline(Clock::time_point now);
  bool finished(Clock::time_point now) const;
  void set_finishing(bool finishing);
  std::string describe_pe(int rank) const;
  static std::string describe_call(uint32_t kind, uint64_t bytes);

  const int listen_fd_;
  const JobToken token_;
  const std::string address_text_;
  const std::shared_ptr<ServerProgress> progress_;
  std::vector<std::unique_ptr<Connection>> connections_;
  int nranks_ = 0;  // 0 until the first PE joins
  int first_rank_ = -1;
  int joined_ = 0;
  int finalized_ = 0;
  bool started_ = false;
  bool failed_ = false;
  std::string failure_;
  int failure_code_ = 1;
  std::vector<PeRecord> pes_;
  std::optional<Clock::time_point> join_deadline_;
  double join_timeout_s_ = 0;
  Clock::time_point linger_deadline_;
  Collective collective_;
};

}  // namespace uid_detail
}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_BOOTSTRAP_UID_SERVER_H_
