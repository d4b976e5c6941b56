// The unique-ID bootstrap (see uid.h for the protocol): the ID's encoding,
// the rendezvous server (one thread polling every PE's connection) and the
// PE's side (the Bootstrap, with a thread that reads the server's messages).

#include "runtime/src/bootstrap/uid.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <mutex>
#include <random>
#include <thread>
#include <utility>
#include <vector>

#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace {

using Clock = std::chrono::steady_clock;
using JobToken = std::array<unsigned char, 16>;

constexpr const char* kBootstrapName = "unique-ID bootstrap";

// The layout of UniqueId::bytes: magic, layout version, address family (4
// or 6), port, IPv6 scope, address, job token, the server's pid, and its
// host name (NUL-padded) for messages.
constexpr unsigned char kIdMagic[4] = {'s', 'y', 'm', 'U'};
constexpr unsigned char kIdLayoutVersion = 1;
constexpr size_t kIdVersionAt = 4;
constexpr size_t kIdFamilyAt = 5;
constexpr size_t kIdPortAt = 6;
constexpr size_t kIdScopeAt = 8;
constexpr size_t kIdAddressAt = 12;
constexpr size_t kIdTokenAt = 28;
constexpr size_t kIdPidAt = 44;
constexpr size_t kIdHostAt = 48;
constexpr size_t kIdHostBytes = kUniqueIdBytes - kIdHostAt;

constexpr uint32_t kProtocolMagic = 0x73796d55;  // "symU"
constexpr uint32_t kProtocolVersion = 1;

enum MessageType : uint32_t {
  kHello = 1,
  kCollective = 2,
  kGoodbye = 3,
  kAbort = 4,
  kWelcome = 101,
  kResult = 102,
  kEnd = 103,
};

enum CollectiveKind : uint32_t {
  kAllgather = 1,
  kBarrier = 2,
};

constexpr size_t kHeaderBytes = 12;
constexpr size_t kMaxHelloBytes = 4096;
constexpr size_t kMaxEndBytes = 64 << 10;
// What one PE may contribute to an allgather, and the whole result.
constexpr uint64_t kMaxContributionBytes = uint64_t{1} << 30;
constexpr uint64_t kMaxResultBytes = uint64_t{1} << 34;

// How long a failed job's server keeps sending its END messages, and how
// long a process exit waits for PEs that have begun to say goodbye.
constexpr auto kLingerAfterFailure = std::chrono::seconds(5);
constexpr auto kExitWaitForGoodbyes = std::chrono::seconds(5);
// How long an aborting or finalizing PE waits for the server to take note.
constexpr auto kLeaveWait = std::chrono::seconds(5);

std::string format(const char* format, ...)
    __attribute__((format(printf, 1, 2)));
std::string format(const char* format, ...) {
  char text[1024];
  va_list args;
  va_start(args, format);
  vsnprintf(text, sizeof text, format, args);
  va_end(args);
  return text;
}

std::string host_name() {
  char host[256] = "";
  gethostname(host, sizeof host - 1);
  return host;
}

std::string error_text(int error) { return std::strerror(error); }

// --- Bytes on the wire ------------------------------------------------------

void put_u32(std::string& out, uint32_t value) {
  for (int shift = 24; shift >= 0; shift -= 8)
    out.push_back(static_cast<char>((value >> shift) & 0xff));
}

void put_u64(std::string& out, uint64_t value) {
  put_u32(out, static_cast<uint32_t>(value >> 32));
  put_u32(out, static_cast<uint32_t>(value));
}

uint32_t get_u32(const unsigned char* in) {
  return (uint32_t{in[0]} << 24) | (uint32_t{in[1]} << 16) |
         (uint32_t{in[2]} << 8) | uint32_t{in[3]};
}

uint64_t get_u64(const unsigned char* in) {
  return (uint64_t{get_u32(in)} << 32) | get_u32(in + 4);
}

std::string message(MessageType type, const std::string& payload) {
  std::string frame;
  frame.reserve(kHeaderBytes + payload.size());
  put_u32(frame, type);
  put_u64(frame, payload.size());
  frame += payload;
  return frame;
}

// Reads fields from a payload in order; a read past the end sets failed().
class PayloadReader {
 public:
  explicit PayloadReader(const std::string& payload) : payload_(payload) {}

  uint32_t u32() {
    unsigned char bytes[4] = {};
    take(bytes, sizeof bytes);
    return get_u32(bytes);
  }
  int32_t i32() { return static_cast<int32_t>(u32()); }
  void take(unsigned char* out, size_t count) {
    if (payload_.size() - position_ < count) {
      failed_ = true;
      return;
    }
    std::memcpy(out, payload_.data() + position_, count);
    position_ += count;
  }
  std::string rest() {
    std::string tail = payload_.substr(position_);
    position_ = payload_.size();
    return tail;
  }
  bool failed() const { return failed_; }

 private:
  const std::string& payload_;
  size_t position_ = 0;
  bool failed_ = false;
};

// "PE 3", "PEs 1, 4", "PEs 0-5, 9".
std::string pe_list(const std::vector<int>& ranks) {
  std::string text;
  for (size_t i = 0; i < ranks.size();) {
    size_t end = i;
    while (end + 1 < ranks.size() && ranks[end + 1] == ranks[end] + 1) ++end;
    if (!text.empty()) text += ", ";
    if (end >= i + 2) {
      text += std::to_string(ranks[i]) + "-" + std::to_string(ranks[end]);
      i = end + 1;
    } else {
      text += std::to_string(ranks[i]);
      ++i;
    }
  }
  return (ranks.size() == 1 ? "PE " : "PEs ") + text;
}

// Sends all of `data`, waiting for room in the socket at most until
// `deadline` (none: forever). False if the connection failed or time ran out.
bool send_all(int fd, const char* data, size_t size,
              std::optional<Clock::time_point> deadline = std::nullopt) {
  while (size > 0) {
    const ssize_t sent = send(fd, data, size, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent > 0) {
      data += sent;
      size -= static_cast<size_t>(sent);
      continue;
    }
    if (sent < 0 && errno == EINTR) continue;
    if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return false;
    int wait_ms = -1;
    if (deadline) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          *deadline - Clock::now());
      if (left.count() <= 0) return false;
      wait_ms = static_cast<int>(left.count());
    }
    pollfd writable = {fd, POLLOUT, 0};
    if (poll(&writable, 1, wait_ms) < 0 && errno != EINTR) return false;
  }
  return true;
}

// Receives exactly `size` bytes; false on end of stream or error.
bool recv_all(int fd, void* out, size_t size) {
  char* data = static_cast<char*>(out);
  while (size > 0) {
    const ssize_t got = recv(fd, data, size, 0);
    if (got > 0) {
      data += got;
      size -= static_cast<size_t>(got);
    } else if (got == 0 || errno != EINTR) {
      return false;
    }
  }
  return true;
}

void set_no_delay(int fd) {
  const int on = 1;
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
}

JobToken random_token() {
  JobToken token = {};
  if (getrandom(token.data(), token.size(), 0) !=
      static_cast<ssize_t>(token.size())) {
    std::random_device random;
    for (unsigned char& byte : token)
      byte = static_cast<unsigned char>(random());
  }
  return token;
}

// --- Choosing the interface --------------------------------------------------

struct ListenAddress {
  sockaddr_storage address = {};
  socklen_t length = 0;
  std::string interface_name;
};

std::string address_text(const sockaddr* address) {
  char text[INET6_ADDRSTRLEN] = "";
  if (address->sa_family == AF_INET) {
    inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(address)->sin_addr,
              text, sizeof text);
  } else {
    inet_ntop(AF_INET6,
              &reinterpret_cast<const sockaddr_in6*>(address)->sin6_addr, text,
              sizeof text);
  }
  return text;
}

ListenAddress choose_listen_address(const char* routine,
                                    const Settings& settings,
                                    bool loopback_default) {
  const bool inet6 = settings.uid_sock_family == SocketFamily::kInet6;
  const int family = inet6 ? AF_INET6 : AF_INET;
  const char* family_name = inet6 ? "AF_INET6" : "AF_INET";
  struct Candidate {
    ListenAddress where;
    bool loopback;
    bool link_local;
  };
  std::vector<Candidate> candidates;
  ifaddrs* interfaces = nullptr;
  if (getifaddrs(&interfaces) != 0) {
    fatal(routine, "%s: cannot list the network interfaces: %s", kBootstrapName,
          error_text(errno).c_str());
  }
  for (ifaddrs* entry = interfaces; entry != nullptr; entry = entry->ifa_next) {
    if (entry->ifa_addr == nullptr || entry->ifa_addr->sa_family != family ||
        (entry->ifa_flags & IFF_UP) == 0) {
      continue;
    }
    Candidate candidate;
    candidate.where.interface_name = entry->ifa_name;
    candidate.where.length = inet6 ? sizeof(sockaddr_in6) : sizeof(sockaddr_in);
    std::memcpy(&candidate.where.address, entry->ifa_addr,
                candidate.where.length);
    candidate.loopback = (entry->ifa_flags & IFF_LOOPBACK) != 0;
    candidate.link_local =
        inet6 &&
        IN6_IS_ADDR_LINKLOCAL(
            &reinterpret_cast<sockaddr_in6*>(entry->ifa_addr)->sin6_addr);
    candidates.push_back(candidate);
  }
  freeifaddrs(interfaces);
  // Link-local IPv6 addresses come last: they need a scope to be reached.
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) {
                     return a.link_local < b.link_local;
                   });

  const std::string& wanted = settings.uid_sock_ifname;
  if (!wanted.empty()) {
    for (bool exact : {true, false}) {
      for (const Candidate& candidate : candidates) {
        const std::string& name = candidate.where.interface_name;
        if (exact ? name == wanted : name.rfind(wanted, 0) == 0)
          return candidate.where;
      }
    }
    std::string available;
    for (const Candidate& candidate : candidates) {
      available += (available.empty() ? "" : ", ") +
                   candidate.where.interface_name + " (" +
                   address_text(reinterpret_cast<const sockaddr*>(
                       &candidate.where.address)) +
                   ")";
    }
    fatal(routine,
          "%s: NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME=%s names no interface that "
          "is up and has an %s address (NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY); "
          "interfaces that have one: %s",
          kBootstrapName, wanted.c_str(), family_name,
          available.empty() ? "none" : available.c_str());
  }
  for (bool want_loopback : {loopback_default, !loopback_default}) {
    for (const Candidate& candidate : candidates) {
      if (candidate.loopback == want_loopback) return candidate.where;
    }
  }
  fatal(routine,
        "%s: no network interface that is up has an %s address "
        "(NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY)",
        kBootstrapName, family_name);
}

// --- What the process exit waits for -----------------------------------------

// One server's progress, shared by its thread and the process exit.
struct ServerProgress {
  std::mutex mutex;
  std::condition_variable changed;
  bool finishing = false;  // a PE has said goodbye, the others will soon
  bool finished = false;   // the server thread has ended
};

// The servers of this process. Never destroyed: the exit handler and
// detached server threads use it while static objects are torn down.
struct ServerRegistry {
  std::mutex mutex;
  std::vector<std::shared_ptr<ServerProgress>> servers;
  bool exit_handler_registered = false;
};

ServerRegistry& server_registry() {
  static ServerRegistry* registry = new ServerRegistry;
  return *registry;
}

// At exit: a PE whose process hosts the server may finish first; the other
// PEs, between their last barrier and their goodbye, must not see the server
// vanish. Wait (a bounded time) for them.
void wait_for_finishing_servers() {
  std::vector<std::shared_ptr<ServerProgress>> servers;
  {
    ServerRegistry& registry = server_registry();
    std::lock_guard<std::mutex> lock(registry.mutex);
    servers = registry.servers;
  }
  const auto deadline = Clock::now() + kExitWaitForGoodbyes;
  for (const auto& progress : servers) {
    std::unique_lock<std::mutex> lock(progress->mutex);
    progress->changed.wait_until(lock, deadline, [&] {
      return progress->finished || !progress->finishing;
    });
  }
}

void register_server(const std::shared_ptr<ServerProgress>& progress) {
  ServerRegistry& registry = server_registry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  registry.servers.push_back(progress);
  if (!registry.exit_handler_registered) {
    registry.exit_handler_registered = true;
    std::atexit(wait_for_finishing_servers);
  }
}

void unregister_server(const std::shared_ptr<ServerProgress>& progress) {
  ServerRegistry& registry = server_registry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto& servers = registry.servers;
  servers.erase(std::remove(servers.begin(), servers.end(), progress),
                servers.end());
}

// The PE whose abort or unexpected disconnect first failed a job served
// in this process (the launcher asks, to name the cause), or -1.
std::atomic<int> first_failed_pe{-1};

void note_first_failed_pe(int rank) {
  int none = -1;
  first_failed_pe.compare_exchange_strong(none, rank);
}

// --- The rendezvous server
// ----------------------------------------------------

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
                  "(NVSHMEM_BOOTSTRAP_TIMEOUT): %s of %d never arrived",
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

// --- The PE's side ----------------------------------------------------------

sockaddr_storage server_socket_address(const UniqueIdContents& id,
                                       socklen_t* length) {
  sockaddr_storage address = {};
  if (id.family == SocketFamily::kInet6) {
    auto* inet6 = reinterpret_cast<sockaddr_in6*>(&address);
    inet6->sin6_family = AF_INET6;
    inet6->sin6_port = htons(id.port);
    inet6->sin6_scope_id = id.scope_id;
    std::memcpy(&inet6->sin6_addr, id.address.data(), 16);
    *length = sizeof(sockaddr_in6);
  } else {
    auto* inet = reinterpret_cast<sockaddr_in*>(&address);
    inet->sin_family = AF_INET;
    inet->sin_port = htons(id.port);
    std::memcpy(&inet->sin_addr, id.address.data(), 4);
    *length = sizeof(sockaddr_in);
  }
  return address;
}

// One attempt to connect, waiting at most until `deadline`; the connected
// socket, or -1 with `error` set.
int try_connect(const sockaddr_storage& address, socklen_t length,
                Clock::time_point deadline, int* error) {
  const int fd = socket(address.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    *error = errno;
    return -1;
  }
  const int flags = fcntl(fd, F_GETFL);
  fcntl(fd, F_SETFL, flags | O_NONBLOCK);
  int result = connect(fd, reinterpret_cast<const sockaddr*>(&address), length);
  if (result != 0 && errno == EINPROGRESS) {
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - Clock::now());
      pollfd writable = {fd, POLLOUT, 0};
      const int ready = poll(
          &writable, 1, static_cast<int>(std::max<int64_t>(0, left.count())));
      if (ready < 0 && errno == EINTR) continue;
      if (ready <= 0) {
        close(fd);
        *error = ETIMEDOUT;
        return -1;
      }
      break;
    }
    int status = 0;
    socklen_t status_length = sizeof status;
    getsockopt(fd, SOL_SOCKET, SO_ERROR, &status, &status_length);
    result = status == 0 ? 0 : -1;
    errno = status;
  }
  if (result != 0) {
    *error = errno;
    close(fd);
    return -1;
  }
  fcntl(fd, F_SETFL, flags);
  set_no_delay(fd);
  return fd;
}

std::string describe_server(const UniqueIdContents& id) {
  return format(
      "%s (in pid %d on host %s, the process that created the "
      "unique ID)",
      server_address_text(id).c_str(), id.server_pid, id.server_host.c_str());
}

int connect_to_server(const char* routine, const UniqueIdContents& id,
                      Clock::time_point deadline, double timeout_s) {
  socklen_t length = 0;
  const sockaddr_storage address = server_socket_address(id, &length);
  for (;;) {
    int error = 0;
    const int fd = try_connect(address, length, deadline, &error);
    if (fd >= 0) return fd;
    const auto now = Clock::now();
    if (now >= deadline) {
      fatal(routine,
            "%s: cannot reach the rendezvous server at %s within %g s "
            "(NVSHMEM_BOOTSTRAP_TIMEOUT): %s. It runs in the process that "
            "created the unique ID (pid %d on host %s), which must be "
            "running and reachable; a stale ID (from a job that has ended) "
            "also causes this",
            kBootstrapName, server_address_text(id).c_str(), timeout_s,
            error_text(error).c_str(), id.server_pid, id.server_host.c_str());
    }
    std::this_thread::sleep_for(std::min<Clock::duration>(
        std::chrono::milliseconds(100), deadline - now));
  }
}

class UidBootstrap final : public Bootstrap {
 public:
  UidBootstrap(int fd, int rank, int nranks, std::string server)
      : fd_(fd), rank_(rank), nranks_(nranks), server_(std::move(server)) {
    reader_ = std::thread([this] { read_messages(); });
  }

  ~UidBootstrap() override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      phase_ = Phase::kLeaving;
    }
    // The server closes the connection once it has the goodbye; a PE that
    // dies from here on is not reported.
    send_message(kGoodbye, "", Clock::now() + kLeaveWait);
    {
      std::unique_lock<std::mutex> lock(mutex_);
      changed_.wait_for(lock, kLeaveWait, [this] { return reader_done_; });
    }
    shutdown(fd_, SHUT_RDWR);
    reader_.join();
    close(fd_);
  }

  const char* name() const override { return "unique-ID"; }
  int rank() const override { return rank_; }
  int size() const override { return nranks_; }

  void allgather(const char* routine, const void* mine, void* all,
                 size_t bytes) override {
    if (bytes > kMaxContributionBytes) {
      fatal(routine,
            "%s: an allgather of %zu bytes per PE is larger than the %llu "
            "the unique-ID bootstrap carries",
            kBootstrapName, bytes,
            static_cast<unsigned long long>(kMaxContributionBytes));
    }
    const std::string result = collective(routine, kAllgather, mine, bytes);
    if (result.size() != bytes * nranks_) {
      fatal(routine,
            "%s: the rendezvous server sent %zu bytes for an allgather of "
            "%zu bytes from each of %d PEs",
            kBootstrapName, result.size(), bytes, nranks_);
    }
    if (!result.empty()) std::memcpy(all, result.data(), result.size());
  }

  void barrier(const char* routine) override {
    collective(routine, kBarrier, nullptr, 0);
  }

  void abort(int exit_code) override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      phase_ = Phase::kLeaving;
    }
    std::string payload;
    put_u32(payload, static_cast<uint32_t>(exit_code));
    bool reader_done = false;
    if (send_message(kAbort, payload, Clock::now() + kLeaveWait)) {
      // The server closes the connection once it has told the others.
      std::unique_lock<std::mutex> lock(mutex_);
      reader_done =
          changed_.wait_for(lock, kLeaveWait, [this] { return reader_done_; });
    }
    if (reader_done) reader_.join();  // (a thread left unjoined is a leak)
    exit_process(exit_code);
  }

  // Says hello and waits until every PE has joined. The server ends the job
  // when not all have joined by `deadline`; the wait here allows it time.
  void join(const char* routine, const std::string& hello,
            Clock::time_point deadline, double timeout_s) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      waiting_routine_ = routine;
    }
    send_message(kHello, hello);
    std::unique_lock<std::mutex> lock(mutex_);
    if (!changed_.wait_until(lock, deadline + std::chrono::seconds(2),
                             [this] { return welcomed_; })) {
      lock.unlock();
      fatal(routine,
            "%s: no word from the rendezvous server at %s within %g s "
            "(NVSHMEM_BOOTSTRAP_TIMEOUT) of joining",
            kBootstrapName, server_.c_str(), timeout_s);
    }
    waiting_routine_ = nullptr;
    phase_ = Phase::kRunning;
  }

 private:
  enum class Phase { kJoining, kRunning, kLeaving };

  // Sends one message whole; false if the connection failed (the reader
  // thread then reports it) or `deadline` passed. Threads take turns.
  bool send_message(MessageType type, const std::string& payload,
                    std::optional<Clock::time_point> deadline = std::nullopt) {
    const std::string frame = message(type, payload);
    // (Polling try_lock rather than a timed mutex: ThreadSanitizer does not
    // follow pthread_mutex_clocklock.)
    std::unique_lock<std::mutex> lock(send_mutex_, std::defer_lock);
    if (deadline) {
      while (!lock.try_lock()) {
        if (Clock::now() >= *deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
    } else {
      lock.lock();
    }
    return send_all(fd_, frame.data(), frame.size(), deadline);
  }

  std::string collective(const char* routine, CollectiveKind kind,
                         const void* data, size_t bytes) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      result_ready_ = false;
      waiting_routine_ = routine;
    }
    std::string payload;
    payload.reserve(4 + bytes);
    put_u32(payload, kind);
    if (bytes > 0) payload.append(static_cast<const char*>(data), bytes);
    send_message(kCollective, payload);
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait(lock, [this] { return result_ready_; });
    waiting_routine_ = nullptr;
    return std::move(result_);
  }

  // The reader thread: takes every message from the server as it comes,
  // whatever the PE is doing.
  void read_messages() {
    for (;;) {
      unsigned char header[kHeaderBytes];
      if (!recv_all(fd_, header, sizeof header)) {
        connection_ended("the connection closed");
        return;
      }
      const uint32_t type = get_u32(header);
      const uint64_t length = get_u64(header + 4);
      const uint64_t limit = type == kResult ? kMaxResultBytes : kMaxEndBytes;
      if (length > limit) {
        connection_ended("it sent a malformed message");
        return;
      }
      std::string payload(length, '\0');
      if (!recv_all(fd_, payload.data(), payload.size())) {
        connection_ended("the connection closed");
        return;
      }
      if (type == kWelcome) {
        std::lock_guard<std::mutex> lock(mutex_);
        welcomed_ = true;
      } else if (type == kResult) {
        std::lock_guard<std::mutex> lock(mutex_);
        result_ = std::move(payload);
        result_ready_ = true;
      } else if (type == kEnd) {
        PayloadReader reader(payload);
        const int exit_code = reader.i32();
        const std::string reason = reader.rest();
        const char* routine = nullptr;
        {
          std::lock_guard<std::mutex> lock(mutex_);
          if (phase_ == Phase::kLeaving) continue;
          routine = waiting_routine_;
        }
        end_this_pe(routine, exit_code, reason);
      } else {
        connection_ended("it sent a message of unknown type");
        return;
      }
      changed_.notify_all();
    }
  }

  // The server's connection is gone: expected while leaving, else the end
  // of this PE.
  void connection_ended(const char* how) {
    const char* routine = nullptr;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (phase_ == Phase::kLeaving) {
        reader_done_ = true;
        changed_.notify_all();
        return;
      }
      routine = waiting_routine_;
    }
    end_this_pe(routine, 1,
                format("lost the rendezvous server at %s: %s; the process "
                       "that created the unique ID has probably ended",
                       server_.c_str(), how));
  }

  [[noreturn]] static void end_this_pe(const char* routine, int exit_code,
                                       const std::string& reason) {
    if (routine != nullptr) {
      warn(routine, "%s: %s; ending this PE", kBootstrapName, reason.c_str());
    } else {
      warn(kBootstrapName, "%s; ending this PE", reason.c_str());
    }
    exit_process(exit_code);
  }

  const int fd_;
  const int rank_;
  const int nranks_;
  const std::string server_;
  std::mutex send_mutex_;
  std::mutex mutex_;
  std::condition_variable changed_;
  // Guarded by mutex_.
  Phase phase_ = Phase::kJoining;
  bool welcomed_ = false;
  bool result_ready_ = false;
  std::string result_;
  bool reader_done_ = false;
  const char* waiting_routine_ = nullptr;  // the routine the PE waits in
  std::thread reader_;  // last: starts once the rest is set up
};

UniqueId create_id_listening(const char* routine, const Settings& settings,
                             bool loopback_default) {
  ListenAddress where =
      choose_listen_address(routine, settings, loopback_default);
  const auto* address = reinterpret_cast<const sockaddr*>(&where.address);
  const std::string ip = address_text(address);
  const int fd =
      socket(address->sa_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) {
    fatal(routine, "%s: cannot create a socket: %s", kBootstrapName,
          error_text(errno).c_str());
  }
  if (bind(fd, address, where.length) != 0 || listen(fd, SOMAXCONN) != 0) {
    const int error = errno;
    close(fd);
    fatal(routine,
          "%s: cannot listen on %s (interface %s) for the rendezvous "
          "server: %s",
          kBootstrapName, ip.c_str(), where.interface_name.c_str(),
          error_text(error).c_str());
  }
  sockaddr_storage bound = {};
  socklen_t bound_length = sizeof bound;
  getsockname(fd, reinterpret_cast<sockaddr*>(&bound), &bound_length);

  UniqueIdContents contents;
  if (address->sa_family == AF_INET6) {
    const auto* inet6 = reinterpret_cast<const sockaddr_in6*>(&bound);
    contents.family = SocketFamily::kInet6;
    std::memcpy(contents.address.data(), &inet6->sin6_addr, 16);
    contents.scope_id = inet6->sin6_scope_id;
    contents.port = ntohs(inet6->sin6_port);
  } else {
    const auto* inet = reinterpret_cast<const sockaddr_in*>(&bound);
    contents.family = SocketFamily::kInet;
    std::memcpy(contents.address.data(), &inet->sin_addr, 4);
    contents.port = ntohs(inet->sin_port);
  }
  contents.job_token = random_token();
  contents.server_pid = getpid();
  contents.server_host = host_name();
  const UniqueId id = encode_unique_id(contents);

  auto progress = std::make_shared<ServerProgress>();
  register_server(progress);
  auto server = std::make_unique<RendezvousServer>(
      fd, contents.job_token, server_address_text(contents), progress);
  // Detached: the process may exit while PEs still run (they are told).
  std::thread([server = std::move(server)] { server->serve(); }).detach();
  return id;
}

}  // namespace

std::string server_address_text(const UniqueIdContents& contents) {
  char text[INET6_ADDRSTRLEN] = "";
  if (contents.family == SocketFamily::kInet6) {
    inet_ntop(AF_INET6, contents.address.data(), text, sizeof text);
    return format("[%s]:%u", text, contents.port);
  }
  inet_ntop(AF_INET, contents.address.data(), text, sizeof text);
  return format("%s:%u", text, contents.port);
}

UniqueId encode_unique_id(const UniqueIdContents& contents) {
  UniqueId id = {};
  unsigned char* bytes = id.bytes;
  std::memcpy(bytes, kIdMagic, sizeof kIdMagic);
  bytes[kIdVersionAt] = kIdLayoutVersion;
  bytes[kIdFamilyAt] = contents.family == SocketFamily::kInet6 ? 6 : 4;
  bytes[kIdPortAt] = static_cast<unsigned char>(contents.port >> 8);
  bytes[kIdPortAt + 1] = static_cast<unsigned char>(contents.port);
  std::string scope_and_pid;
  put_u32(scope_and_pid, contents.scope_id);
  put_u32(scope_and_pid, static_cast<uint32_t>(contents.server_pid));
  std::memcpy(bytes + kIdScopeAt, scope_and_pid.data(), 4);
  std::memcpy(bytes + kIdPidAt, scope_and_pid.data() + 4, 4);
  std::memcpy(bytes + kIdAddressAt, contents.address.data(), 16);
  std::memcpy(bytes + kIdTokenAt, contents.job_token.data(), 16);
  std::memcpy(bytes + kIdHostAt, contents.server_host.data(),
              std::min(contents.server_host.size(), kIdHostBytes - 1));
  return id;
}

std::optional<UniqueIdContents> decode_unique_id(const UniqueId& id) {
  const unsigned char* bytes = id.bytes;
  if (std::memcmp(bytes, kIdMagic, sizeof kIdMagic) != 0 ||
      bytes[kIdVersionAt] != kIdLayoutVersion ||
      (bytes[kIdFamilyAt] != 4 && bytes[kIdFamilyAt] != 6)) {
    return std::nullopt;
  }
  UniqueIdContents contents;
  contents.family =
      bytes[kIdFamilyAt] == 6 ? SocketFamily::kInet6 : SocketFamily::kInet;
  contents.port =
      static_cast<uint16_t>((bytes[kIdPortAt] << 8) | bytes[kIdPortAt + 1]);
  contents.scope_id = get_u32(bytes + kIdScopeAt);
  std::memcpy(contents.address.data(), bytes + kIdAddressAt, 16);
  std::memcpy(contents.job_token.data(), bytes + kIdTokenAt, 16);
  contents.server_pid = static_cast<int32_t>(get_u32(bytes + kIdPidAt));
  const auto* host = reinterpret_cast<const char*>(bytes + kIdHostAt);
  contents.server_host.assign(host, strnlen(host, kIdHostBytes));
  return contents;
}

std::string unique_id_to_text(const UniqueId& id) {
  static const char kDigits[] = "0123456789abcdef";
  std::string text;
  text.reserve(2 * kUniqueIdBytes);
  for (unsigned char byte : id.bytes) {
    text.push_back(kDigits[byte >> 4]);
    text.push_back(kDigits[byte & 0xf]);
  }
  return text;
}

std::optional<UniqueId> unique_id_from_text(const std::string& text) {
  if (text.size() != 2 * kUniqueIdBytes) return std::nullopt;
  auto digit = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  UniqueId id = {};
  for (size_t i = 0; i < kUniqueIdBytes; ++i) {
    const int high = digit(text[2 * i]);
    const int low = digit(text[2 * i + 1]);
    if (high < 0 || low < 0) return std::nullopt;
    id.bytes[i] = static_cast<unsigned char>(high << 4 | low);
  }
  if (!decode_unique_id(id)) return std::nullopt;
  return id;
}

UniqueId create_unique_id(const char* routine, const Settings& settings) {
  return create_id_listening(routine, settings, /*loopback_default=*/false);
}

UniqueId create_local_unique_id(const char* routine, const Settings& settings) {
  return create_id_listening(routine, settings, /*loopback_default=*/true);
}

std::unique_ptr<Bootstrap> make_uid_bootstrap(const char* routine,
                                              const UniqueId& id, int rank,
                                              int nranks,
                                              const Settings& settings) {
  const auto start = Clock::now();
  if (nranks < 1) {
    fatal(routine, "%s: the number of PEs is %d; it must be at least 1",
          kBootstrapName, nranks);
  }
  if (rank < 0 || rank >= nranks) {
    fatal(routine,
          "%s: rank %d is outside [0, %d): each PE passes its own number, "
          "from 0 to the number of PEs - 1",
          kBootstrapName, rank, nranks);
  }
  const std::optional<UniqueIdContents> contents = decode_unique_id(id);
  if (!contents) {
    fatal(routine,
          "%s: the unique ID is not valid: it was not made by "
          "nvshmemx_get_uniqueid (or symsync-run), or was damaged on its way "
          "to this PE",
          kBootstrapName);
  }
  set_error_context(rank, nullptr);

  // This PE's own deadline comes a little before the full timeout, so that
  // the server's report (which names the missing PEs) is the one printed.
  const double timeout_s = settings.bootstrap_timeout_s;
  const double margin_s = std::min(1.0, 0.1 * timeout_s);
  // (Capped at a year, far beyond any real wait, to keep clock arithmetic
  // in range.)
  const double wait_s = std::min(timeout_s - margin_s, 365.0 * 24 * 3600);
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(wait_s));
  const int fd = connect_to_server(routine, *contents, deadline, timeout_s);

  std::string hello;
  put_u32(hello, kProtocolMagic);
  put_u32(hello, kProtocolVersion);
  hello.append(reinterpret_cast<const char*>(contents->job_token.data()),
               contents->job_token.size());
  put_u32(hello, static_cast<uint32_t>(rank));
  put_u32(hello, static_cast<uint32_t>(nranks));
  put_u32(hello, static_cast<uint32_t>(getpid()));
  constexpr int64_t kMaxMilliseconds = 4000000000;  // fits a u32
  put_u32(hello, static_cast<uint32_t>(
                     std::min<double>(timeout_s * 1000, kMaxMilliseconds)));
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      deadline - Clock::now());
  put_u32(hello, static_cast<uint32_t>(
                     std::clamp<int64_t>(left.count(), 0, kMaxMilliseconds)));
  hello += host_name().substr(0, 255);

  auto bootstrap = std::make_unique<UidBootstrap>(fd, rank, nranks,
                                                  describe_server(*contents));
  bootstrap->join(routine, hello, deadline, timeout_s);
  return bootstrap;
}

int pe_that_failed_the_job() { return first_failed_pe.load(); }

}  // namespace impl
}  // namespace symsync
