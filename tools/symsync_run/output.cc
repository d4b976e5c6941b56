#include "tools/symsync_run/output.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

namespace symsync {
namespace launcher {
namespace {

// Writes all of `text`, waiting when `fd` is non-blocking and full. Output
// that cannot be written (a closed pipe) is dropped.
void write_all(int fd, const std::string& text) {
  const char* data = text.data();
  size_t size = text.size();
  while (size > 0) {
    const ssize_t written = write(fd, data, size);
    if (written > 0) {
      data += written;
      size -= static_cast<size_t>(written);
    } else if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      pollfd writable = {fd, POLLOUT, 0};
      poll(&writable, 1, 100);
    } else if (written < 0 && errno == EINTR) {
      continue;
    } else {
      return;
    }
  }
}

}  // namespace

void LineForwarder::emit(const std::string& line) {
  write_all(destination_, prefix_ + line);
}

}  // namespace launcher
}  // namespace symsync
