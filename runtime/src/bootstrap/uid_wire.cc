// The unique-ID bootstrap's shared pieces (see uid_wire.h): text helpers,
// the bytes on the wire, whole sends and receives, the job token.

#include "runtime/src/bootstrap/uid_wire.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <random>

namespace symsync {
namespace impl {
namespace uid_detail {

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
              std::optional<Clock::time_point> deadline) {
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

}  // namespace uid_detail
}  // namespace impl
}  // namespace symsync
