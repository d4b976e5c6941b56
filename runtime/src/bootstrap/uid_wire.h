// The unique-ID bootstrap's shared pieces (see uid.h for the protocol): the
// protocol's constants, the bytes on the wire (big-endian integers, framed
// messages, reading a payload), whole sends and receives on a socket, and
// small text helpers. Internal to the uid*.cc files.

#ifndef SYMSYNC_RUNTIME_BOOTSTRAP_UID_WIRE_H_
#define SYMSYNC_RUNTIME_BOOTSTRAP_UID_WIRE_H_

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

namespace symsync {
namespace impl {
namespace uid_detail {

using Clock = std::chrono::steady_clock;
using JobToken = std::array<unsigned char, 16>;

constexpr const char* kBootstrapName = "unique-ID bootstrap";

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

// printf into a string; this host's name; strerror's text.
std::string format(const char* format, ...)
    __attribute__((format(printf, 1, 2)));
std::string host_name();
std::string error_text(int error);

void put_u32(std::string& out, uint32_t value);
void put_u64(std::string& out, uint64_t value);
uint32_t get_u32(const unsigned char* in);
uint64_t get_u64(const unsigned char* in);

// One framed message: the header (type, payload length), then the payload.
std::string message(MessageType type, const std::string& payload);

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
std::string pe_list(const std::vector<int>& ranks);

// Sends all of `data`, waiting for room in the socket at most until
// `deadline` (none: forever). False if the connection failed or time ran out.
bool send_all(int fd, const char* data, size_t size,
              std::optional<Clock::time_point> deadline = std::nullopt);

// Receives exactly `size` bytes; false on end of stream or error.
bool recv_all(int fd, void* out, size_t size);

void set_no_delay(int fd);

JobToken random_token();

}  // namespace uid_detail
}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_BOOTSTRAP_UID_WIRE_H_
