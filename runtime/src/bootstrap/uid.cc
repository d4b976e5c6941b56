// The unique-ID bootstrap (see uid.h for the protocol): the ID's encoding,
// creating a job (its rendezvous server started in this process), and the
// PE's side (the Bootstrap, with a thread that reads the server's messages).
// The rest is in files of its own:
//   uid_wire     protocol constants, the bytes on the wire, text helpers
//   uid_address  the interface a new server listens on
//   uid_exit     what the process exit waits for; pe_that_failed_the_job
//   uid_server   the rendezvous server (one thread polling every PE's
//                connection)

#include "runtime/src/bootstrap/uid.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <mutex>
#include <thread>
#include <utility>

#include "runtime/src/bootstrap/uid_address.h"
#include "runtime/src/bootstrap/uid_exit.h"
#include "runtime/src/bootstrap/uid_server.h"
#include "runtime/src/bootstrap/uid_wire.h"
#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace uid_detail {
namespace {

// --- The PE's side ----------------------------------------------------------

// How long an aborting or finalizing PE waits for the server to take note.
constexpr auto kLeaveWait = std::chrono::seconds(5);

sockaddr_storage server_socket_address(const UniqueIdContents& id,
                                       socklen_t* length) {
  sockaddr_storage address = {};
  if (id.family == SocketFamily::kAfInet6) {
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
            "(" SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S
            "): %s. It runs in the process that "
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
            "(" SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S ") of joining",
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
    contents.family = SocketFamily::kAfInet6;
    std::memcpy(contents.address.data(), &inet6->sin6_addr, 16);
    contents.scope_id = inet6->sin6_scope_id;
    contents.port = ntohs(inet6->sin6_port);
  } else {
    const auto* inet = reinterpret_cast<const sockaddr_in*>(&bound);
    contents.family = SocketFamily::kAfInet;
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
}  // namespace uid_detail

namespace {

// The layout of UniqueId::bytes: magic (the protocol's, kProtocolMagic,
// big-endian), layout version, address family (4 or 6), port, IPv6 scope,
// address, job token, the server's pid, and its host name (NUL-padded) for
// messages.
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

// What the public functions below use from uid_detail.
using uid_detail::Clock;
using uid_detail::connect_to_server;
using uid_detail::create_id_listening;
using uid_detail::describe_server;
using uid_detail::format;
using uid_detail::get_u32;
using uid_detail::host_name;
using uid_detail::kBootstrapName;
using uid_detail::kProtocolMagic;
using uid_detail::kProtocolVersion;
using uid_detail::put_u32;
using uid_detail::UidBootstrap;

}  // namespace

std::string server_address_text(const UniqueIdContents& contents) {
  char text[INET6_ADDRSTRLEN] = "";
  if (contents.family == SocketFamily::kAfInet6) {
    inet_ntop(AF_INET6, contents.address.data(), text, sizeof text);
    return format("[%s]:%u", text, contents.port);
  }
  inet_ntop(AF_INET, contents.address.data(), text, sizeof text);
  return format("%s:%u", text, contents.port);
}

UniqueId encode_unique_id(const UniqueIdContents& contents) {
  UniqueId id = {};
  unsigned char* bytes = id.bytes;
  std::string magic;
  put_u32(magic, kProtocolMagic);
  std::memcpy(bytes, magic.data(), magic.size());
  bytes[kIdVersionAt] = kIdLayoutVersion;
  bytes[kIdFamilyAt] = contents.family == SocketFamily::kAfInet6 ? 6 : 4;
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
  if (get_u32(bytes) != kProtocolMagic ||
      bytes[kIdVersionAt] != kIdLayoutVersion ||
      (bytes[kIdFamilyAt] != 4 && bytes[kIdFamilyAt] != 6)) {
    return std::nullopt;
  }
  UniqueIdContents contents;
  contents.family =
      bytes[kIdFamilyAt] == 6 ? SocketFamily::kAfInet6 : SocketFamily::kAfInet;
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

}  // namespace impl
}  // namespace symsync
