// nvshmem_finalize must not free a PE's heap while another PE still maps it
// (with CUDA IPC, freeing memory a peer has open is undefined): each PE
// closes its mappings of the others, waits for every PE, and only then frees
// its own heap. Checked with a heap and a bootstrap that record the order.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "runtime/src/lifecycle/state.h"

namespace symsync {
namespace impl {
namespace {

class RecordingBootstrap final : public Bootstrap {
 public:
  explicit RecordingBootstrap(std::vector<std::string>* log) : log_(log) {}
  const char* name() const override { return "recording"; }
  int rank() const override { return 0; }
  int size() const override { return 2; }
  void allgather(const char*, const void*, void*, size_t) override {}
  void barrier(const char*) override { log_->push_back("barrier"); }
  void abort(int) override { std::abort(); }

 private:
  std::vector<std::string>* log_;
};

class RecordingHeap final : public HeapBackend {
 public:
  explicit RecordingHeap(std::vector<std::string>* log) : log_(log) {}
  ~RecordingHeap() override { log_->push_back("free own heap"); }
  HeapKind kind() const override { return HeapKind::kCuda; }
  char* base() const override { return nullptr; }
  size_t size() const override { return 0; }
  const std::vector<char*>& peer_bases() const override { return peers_; }
  void zero(const char*, void*, size_t) override {}
  void release_peers() override { log_->push_back("close peer mappings"); }

 private:
  std::vector<std::string>* log_;
  std::vector<char*> peers_;
};

TEST(FinalizeOrder, PeersAreClosedThenEveryPeWaitsThenTheHeapIsFreed) {
  std::vector<std::string> log;
  RecordingBootstrap bootstrap(&log);
  close_heap("nvshmem_finalize", std::make_unique<RecordingHeap>(&log),
             bootstrap);
  EXPECT_EQ(log, (std::vector<std::string>{"close peer mappings", "barrier",
                                           "free own heap"}));
}

}  // namespace
}  // namespace impl
}  // namespace symsync
