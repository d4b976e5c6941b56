// The unique-ID bootstrap's rendezvous server (see uid_server.h): its poll
// loop, and how it handles each message from a PE.

#include "runtime/src/bootstrap/uid_server.h"

#include <poll.h>
#include <pthread.h>
#include <symsync/spec_facts.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <mutex>

namespace symsync {
namespace impl {
namespace uid_detail {
namespace {

// How long a failed job's server keeps sending its END messages.
constexpr auto kLingerAfterFailure = std::chrono::seconds(5);

}  // namespace

void RendezvousServer::serve() {
  pthread_setname_np(pthread_self(), "uid-rendezvous");  // for ps and tests
  std::vector<pollfd> polled;
  for (;;) {
    const auto now = Clock::now();
    check_join_deadline(now);
    if (finished(now)) break;

    polled.clear();
    polled.push_back({listen_fd_, POLLIN, 0});
    for (const auto& connection : connections_) {
      short events = connection->closing ? 0 : POLLIN;
      if (!connection->output.empty()) events |= POLLOUT;
      polled.push_back({connection->fd, events, 0});
    }
    std::optional<Clock::time_point> wake;
    if (failed_) {
      wake = linger_deadline_;
    } else if (!started_) {
      wake = join_deadline_;
    }
    int wait_ms = -1;
    if (wake) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(*wake - now);
      wait_ms = static_cast<int>(std::max<int64_t>(0, left.count() + 1));
    }
    if (poll(polled.data(), polled.size(), wait_ms) < 0) {
      if (errno == EINTR) continue;
      fail_job("the rendezvous server failed: poll: " + error_text(errno), 1,
               nullptr, nullptr);
      break;
    }

    if (polled[0].revents & POLLIN) accept_connections();
    for (size_t i = 1; i < polled.size(); ++i) {
      Connection& connection = *connections_[i - 1];
      const short events = polled[i].revents;
      if (connection.closed || events == 0) continue;
      if (events & POLLOUT) write_to(connection);
      if (connection.closed) continue;
      if (connection.closing) {
        if (events & (POLLHUP | POLLERR)) close_connection(connection);
      } else if (events & (POLLIN | POLLHUP | POLLERR)) {
        read_from(connection);
      }
    }
    for (const auto& connection : connections_) {
      if (!connection->closed && connection->closing &&
          connection->output.empty()) {
        close_connection(*connection);
      }
    }
    connections_.erase(std::remove_if(connections_.begin(), connections_.end(),
                                      [](const auto& c) { return c->closed; }),
                       connections_.end());
  }

  for (const auto& connection : connections_) {
    if (!connection->closed) close(connection->fd);
  }
  close(listen_fd_);
  {
    std::lock_guard<std::mutex> lock(progress_->mutex);
    progress_->finished = true;
  }
  progress_->changed.notify_all();
  unregister_server(progress_);
}

bool RendezvousServer::finished(Clock::time_point now) const {
  if (nranks_ > 0 && finalized_ == nranks_) return true;
  if (!failed_) return false;
  return connections_.empty() || now >= linger_deadline_;
}

void RendezvousServer::set_finishing(bool finishing) {
  {
    std::lock_guard<std::mutex> lock(progress_->mutex);
    progress_->finishing = finishing;
  }
  progress_->changed.notify_all();
}

void RendezvousServer::accept_connections() {
  for (;;) {
    const int fd =
        accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
    if (fd < 0) {
      if (errno == EINTR || errno == ECONNABORTED) continue;
      return;  // EAGAIN, or out of descriptors: the PE retries or times out
    }
    set_no_delay(fd);
    auto connection = std::make_unique<Connection>();
    connection->fd = fd;
    connections_.push_back(std::move(connection));
  }
}

void RendezvousServer::read_from(Connection& connection) {
  char buffer[64 << 10];
  const ssize_t got = recv(connection.fd, buffer, sizeof buffer, 0);
  if (got < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK))
    return;
  if (got <= 0) {
    handle_disconnect(connection);
    return;
  }
  connection.input.append(buffer, static_cast<size_t>(got));
  size_t used = 0;
  while (!connection.closed && !connection.closing &&
         connection.input.size() - used >= kHeaderBytes) {
    const auto* header =
        reinterpret_cast<const unsigned char*>(connection.input.data() + used);
    const uint32_t type = get_u32(header);
    const uint64_t length = get_u64(header + 4);
    const bool joined = connection.rank >= 0;
    if (!joined && (type != kHello || length > kMaxHelloBytes)) {
      close_connection(connection);  // not a PE of ours
      return;
    }
    if (length > kMaxContributionBytes + 4) {
      protocol_error(connection, "sent a message longer than allowed");
      return;
    }
    if (connection.input.size() - used < kHeaderBytes + length) break;
    const std::string payload =
        connection.input.substr(used + kHeaderBytes, length);
    used += kHeaderBytes + length;
    handle(connection, type, payload);
  }
  if (!connection.closed) connection.input.erase(0, used);
}

void RendezvousServer::write_to(Connection& connection) {
  while (!connection.output.empty()) {
    const std::string& frame = *connection.output.front();
    const ssize_t sent = ::send(
        connection.fd, frame.data() + connection.output_sent,
        frame.size() - connection.output_sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) return;
      handle_disconnect(connection);
      return;
    }
    connection.output_sent += static_cast<size_t>(sent);
    if (connection.output_sent == frame.size()) {
      connection.output.pop_front();
      connection.output_sent = 0;
    }
  }
}

void RendezvousServer::send(Connection& connection, const Frame& frame) {
  if (connection.closed) return;
  connection.output.push_back(frame);
}

void RendezvousServer::end_pe(Connection& connection, int exit_code,
                              const std::string& reason) {
  std::string payload;
  put_u32(payload, static_cast<uint32_t>(exit_code));
  payload += reason;
  send(connection, std::make_shared<const std::string>(message(kEnd, payload)));
  connection.closing = true;
}

void RendezvousServer::close_connection(Connection& connection) {
  if (connection.closed) return;
  close(connection.fd);
  connection.closed = true;
  connection.output.clear();
  if (connection.rank >= 0 && pes_[connection.rank].connection == &connection)
    pes_[connection.rank].connection = nullptr;
}

void RendezvousServer::fail_job(const std::string& reason, int exit_code,
                                Connection* newcomer,
                                const Connection* spared) {
  if (failed_) return;
  failed_ = true;
  failure_ = reason;
  failure_code_ = exit_code;
  linger_deadline_ = Clock::now() + kLingerAfterFailure;
  for (PeRecord& pe : pes_) {
    if (pe.connection != nullptr && !pe.finalized && pe.connection != spared)
      end_pe(*pe.connection, exit_code, reason);
  }
  if (newcomer != nullptr) end_pe(*newcomer, exit_code, reason);
  collective_ = Collective();
  set_finishing(false);
}

void RendezvousServer::protocol_error(Connection& connection,
                                      const char* what) {
  const std::string reason =
      format("PE %d %s (a bug in symsync)", connection.rank, what);
  fail_job(reason, 1, nullptr, nullptr);
}

std::string RendezvousServer::describe_pe(int rank) const {
  const PeRecord& pe = pes_[rank];
  return format("PE %d (pid %d on host %s)", rank, pe.pid, pe.host.c_str());
}

std::string RendezvousServer::describe_call(uint32_t kind, uint64_t bytes) {
  if (kind == kBarrier) return "a barrier";
  return format("an allgather of %llu bytes",
                static_cast<unsigned long long>(bytes));
}

void RendezvousServer::handle(Connection& connection, uint32_t type,
                              const std::string& payload) {
  if (connection.rank < 0) {
    handle_hello(connection, payload);
    return;
  }
  if (failed_) {
    // The job is over; only a leaving PE's connection still matters.
    if (type == kGoodbye || type == kAbort) connection.closing = true;
    return;
  }
  switch (type) {
    case kCollective:
      handle_collective(connection, payload);
      break;
    case kGoodbye:
      handle_goodbye(connection);
      break;
    case kAbort:
      handle_abort(connection, payload);
      break;
    default:
      protocol_error(connection, "sent a message of unknown type");
  }
}

void RendezvousServer::handle_hello(Connection& connection,
                                    const std::string& payload) {
  PayloadReader reader(payload);
  const uint32_t magic = reader.u32();
  const uint32_t version = reader.u32();
  JobToken token = {};
  reader.take(token.data(), token.size());
  const int32_t rank = reader.i32();
  const int32_t nranks = reader.i32();
  const int32_t pid = reader.i32();
  const uint32_t timeout_ms = reader.u32();
  const uint32_t remaining_ms = reader.u32();
  const std::string host = reader.rest();
  if (reader.failed() || magic != kProtocolMagic) {
    close_connection(connection);  // not a PE of ours
    return;
  }
  if (version != kProtocolVersion) {
    end_pe(connection, 1,
           format("the rendezvous server at %s speaks protocol version %u, "
                  "this PE version %u: every PE must use the same symsync "
                  "library",
                  address_text_.c_str(), kProtocolVersion, version));
    return;
  }
  if (token != token_) {
    end_pe(connection, 1,
           format("stale unique ID: the rendezvous server at %s serves "
                  "another job (its job token differs). The ID belongs to a "
                  "job that has ended; every PE must use the ID of the "
                  "current job",
                  address_text_.c_str()));
    return;
  }
  if (failed_) {
    end_pe(connection, failure_code_, "the job has already ended: " + failure_);
    return;
  }
  if (nranks < 1 || rank < 0 || rank >= nranks) {
    end_pe(connection, 1,
           format("rank %d is outside [0, %d)", static_cast<int>(rank),
                  static_cast<int>(nranks)));
    return;
  }
  const std::string newcomer =
      format("pid %d on host %s", static_cast<int>(pid), host.c_str());
  std::string conflict;
  if (nranks_ != 0 && nranks != nranks_) {
    conflict = format(
        "PEs disagree on the number of PEs: %s says %d, PE %d (%s) says %d",
        describe_pe(first_rank_).c_str(), nranks_, static_cast<int>(rank),
        newcomer.c_str(), static_cast<int>(nranks));
  } else if (nranks_ != 0 && pes_[rank].joined) {
    const PeRecord& first = pes_[rank];
    conflict = format("two PEs claim rank %d: pid %d on host %s and %s",
                      static_cast<int>(rank), first.pid, first.host.c_str(),
                      newcomer.c_str());
  }
  if (!conflict.empty()) {
    // While PEs join, the job cannot go on; once it runs, only the
    // newcomer is turned away.
    if (started_) {
      end_pe(connection, 1, conflict);
    } else {
      fail_job(conflict, 1, &connection, nullptr);
    }
    return;
  }

  if (nranks_ == 0) {
    nranks_ = nranks;
    first_rank_ = rank;
    pes_.resize(nranks);
  }
  PeRecord& pe = pes_[rank];
  pe.joined = true;
  pe.pid = pid;
  pe.host = host;
  pe.connection = &connection;
  connection.rank = rank;
  ++joined_;
  const auto deadline = Clock::now() + std::chrono::milliseconds(remaining_ms);
  if (!join_deadline_ || deadline < *join_deadline_) {
    join_deadline_ = deadline;
    join_timeout_s_ = timeout_ms / 1000.0;
  }
  if (joined_ == nranks_) {
    started_ = true;
    const auto welcome =
        std::make_shared<const std::string>(message(kWelcome, ""));
    for (PeRecord& member : pes_) send(*member.connection, welcome);
  }
}

void RendezvousServer::check_join_deadline(Clock::time_point now) {
  if (started_ || failed_ || !join_deadline_ || now < *join_deadline_) return;
  std::vector<int> missing;
  for (int rank = 0; rank < nranks_; ++rank) {
    if (!pes_[rank].joined) missing.push_back(rank);
  }
  fail_job(format("not every PE joined within %g s "
                  "(" SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S
                  "): %s of %d never arrived",
                  join_timeout_s_, pe_list(missing).c_str(), nranks_),
           1, nullptr, nullptr);
}

void RendezvousServer::handle_collective(Connection& connection,
                                         const std::string& payload) {
  const int rank = connection.rank;
  if (!started_) {
    protocol_error(connection, "sent a collective before every PE joined");
    return;
  }
  PayloadReader reader(payload);
  const uint32_t kind = reader.u32();
  const std::string data = reader.rest();
  if (reader.failed() || (kind != kAllgather && kind != kBarrier) ||
      (kind == kBarrier && !data.empty())) {
    protocol_error(connection, "sent a malformed collective");
    return;
  }
  const std::string call = describe_call(kind, data.size());
  if (finalized_ > 0) {
    int gone = 0;
    while (!pes_[gone].finalized) ++gone;
    fail_job(format("PE %d called %s after PE %d had finalized: every PE "
                    "must make the same collective calls",
                    rank, call.c_str(), gone),
             1, nullptr, nullptr);
    return;
  }
  Collective& current = collective_;
  if (!current.active) {
    if (data.size() * static_cast<uint64_t>(nranks_) > kMaxResultBytes) {
      fail_job(format("PE %d called %s, too large for %d PEs through the "
                      "unique-ID bootstrap",
                      rank, call.c_str(), nranks_),
               1, nullptr, nullptr);
      return;
    }
    current.active = true;
    current.kind = kind;
    current.bytes = data.size();
    current.first_rank = rank;
    current.contributions = 0;
    current.contributed.assign(nranks_, false);
    current.data.assign(data.size() * nranks_, '\0');
  } else if (kind != current.kind || data.size() != current.bytes) {
    fail_job(format("PEs disagree on a collective call: PE %d called %s, "
                    "PE %d %s",
                    current.first_rank,
                    describe_call(current.kind, current.bytes).c_str(), rank,
                    call.c_str()),
             1, nullptr, nullptr);
    return;
  }
  if (current.contributed[rank]) {
    protocol_error(connection, "joined one collective twice");
    return;
  }
  current.contributed[rank] = true;
  std::copy(data.begin(), data.end(),
            current.data.begin() + static_cast<ptrdiff_t>(rank * data.size()));
  if (++current.contributions < nranks_) return;
  const auto result =
      std::make_shared<const std::string>(message(kResult, current.data));
  collective_ = Collective();
  for (PeRecord& pe : pes_) {
    if (pe.connection != nullptr) send(*pe.connection, result);
  }
}

void RendezvousServer::handle_goodbye(Connection& connection) {
  const int rank = connection.rank;
  pes_[rank].finalized = true;
  ++finalized_;
  connection.closing = true;
  set_finishing(true);
  if (collective_.active && !collective_.contributed[rank]) {
    std::vector<int> waiting;
    for (int pe = 0; pe < nranks_; ++pe) {
      if (collective_.contributed[pe]) waiting.push_back(pe);
    }
    fail_job(format("PE %d finalized while %s waited in %s: every PE must "
                    "make the same collective calls",
                    rank, pe_list(waiting).c_str(),
                    describe_call(collective_.kind, collective_.bytes).c_str()),
             1, nullptr, &connection);
  }
}

void RendezvousServer::handle_abort(Connection& connection,
                                    const std::string& payload) {
  PayloadReader reader(payload);
  const int exit_code = reader.i32();
  connection.closing = true;  // the aborting PE waits for the close
  if (!failed_) note_first_failed_pe(connection.rank);
  fail_job(format("PE %d aborted the job with exit code %d", connection.rank,
                  exit_code),
           exit_code, nullptr, &connection);
}

void RendezvousServer::handle_disconnect(Connection& connection) {
  close_connection(connection);
  const int rank = connection.rank;
  if (rank < 0 || pes_[rank].finalized || failed_) return;
  note_first_failed_pe(rank);
  fail_job(format("PE %d disconnected without finalizing (killed or "
                  "crashed)%s",
                  rank, started_ ? "" : " while the PEs were joining"),
           1, nullptr, nullptr);
}

}  // namespace uid_detail
}  // namespace impl
}  // namespace symsync
