// Forwarding the PEs' output: each line of a PE's stream, whole, to
// symsync-run's, with the PE's prefix.

#ifndef SYMSYNC_TOOLS_SYMSYNC_RUN_OUTPUT_H_
#define SYMSYNC_TOOLS_SYMSYNC_RUN_OUTPUT_H_

#include <cstddef>
#include <string>
#include <utility>

namespace symsync {
namespace launcher {

// Longest line kept whole; a longer one is cut into several.
constexpr size_t kMaxLineBytes = 64 << 10;

// Copies one PE stream to the launcher's, a whole line per write so that
// lines of different PEs never mix.
class LineForwarder {
 public:
  LineForwarder(int destination, std::string prefix)
      : destination_(destination), prefix_(std::move(prefix)) {}

  void add(const char* data, size_t size) {
    pending_.append(data, size);
    size_t start = 0;
    for (;;) {
      const size_t newline = pending_.find('\n', start);
      if (newline == std::string::npos) break;
      emit(pending_.substr(start, newline + 1 - start));
      start = newline + 1;
    }
    pending_.erase(0, start);
    while (pending_.size() >= kMaxLineBytes) {
      emit(pending_.substr(0, kMaxLineBytes) + "\n");
      pending_.erase(0, kMaxLineBytes);
    }
  }

  // A last line without its newline gets one.
  void flush() {
    if (pending_.empty()) return;
    emit(pending_ + "\n");
    pending_.clear();
  }

 private:
  void emit(const std::string& line);

  int destination_;
  std::string prefix_;
  std::string pending_;
};

}  // namespace launcher
}  // namespace symsync

#endif  // SYMSYNC_TOOLS_SYMSYNC_RUN_OUTPUT_H_
