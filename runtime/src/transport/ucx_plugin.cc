// The UCX engine of the network transport (transport.h), built as
// libsymsync_transport_ucx.so: the only code that links UCX.
//
// One UCP worker per PE, used under one mutex (the worker is created
// UCS_THREAD_MODE_SERIALIZED). This PE's heap is registered at start; the
// workers' addresses, the heaps' bases and their packed remote keys are
// exchanged with the bootstrap's allgather, and an endpoint is created to
// every PE the engine serves. Puts and gets are ucp_put_nbx / ucp_get_nbx;
// SET-like updates are an atomic swap (4 and 8 bytes) or a compare-and-swap
// loop on the enclosing 4-byte word (2 bytes), ADD an atomic add; fence is
// ucp_worker_fence, quiet ucp_worker_flush_nbx. Transports without
// hardware atomics or remote access (TCP) apply them when the target's
// worker makes progress: the target's waits call progress(), and its
// progress thread sleeps on the worker's event file descriptor.

#include <poll.h>
#include <sys/eventfd.h>
#include <time.h>
#include <ucp/api/ucp.h>
#include <unistd.h>

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/transport/transport.h"

namespace symsync {
namespace impl {
namespace {

// How long the progress thread sleeps at most before it looks again, in
// case an event was consumed by another thread's progress call between its
// arming the worker and its poll.
constexpr int kProgressRecheckMs = 10;
// A thread of the program that called progress(true) within this time is
// polling (a wait): the progress thread then stays off the worker and off
// the processor, which it would otherwise share with that thread (under
// mpirun --bind-to core, the process's threads share one core), and looks
// again after as long.
constexpr int64_t kActivePollerNs = 200 * 1000;
// How long the woken progress thread keeps polling after the last event.
constexpr int64_t kLingerNs = 20 * 1000;

int64_t now_ns() {
  timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<int64_t>(now.tv_sec) * 1000000000 + now.tv_nsec;
}

class UcxTransport;

// What an endpoint's error handler needs: whose endpoint it is.
struct EndpointOwner {
  UcxTransport* transport;
  int pe;
};

class UcxTransport final : public Transport {
 public:
  explicit UcxTransport(const TransportSetup& setup)
      : setup_(setup),
        endpoints_(setup.n_pes, nullptr),
        rkeys_(setup.n_pes, nullptr),
        remote_bases_(setup.n_pes, 0),
        owners_(setup.n_pes) {}

  ~UcxTransport() override {
    if (wake_fd_ >= 0) ::close(wake_fd_);
  }

  const char* name() const override { return "UCX"; }

  void start(const char* routine);

  void put(const char* routine, int pe, size_t offset, const void* source,
           size_t bytes, bool blocking) override {
    std::lock_guard<std::mutex> lock(mutex_);
    ucp_request_param_t param = {};
    ucs_status_ptr_t request =
        ucp_put_nbx(endpoint(routine, pe), source, bytes,
                    remote_bases_[pe] + offset, rkeys_[pe], &param);
    finish(routine, pe, "put", request, blocking);
  }

  void get(const char* routine, int pe, void* dest, size_t offset, size_t bytes,
           bool blocking) override {
    std::lock_guard<std::mutex> lock(mutex_);
    ucp_request_param_t param = {};
    ucs_status_ptr_t request =
        ucp_get_nbx(endpoint(routine, pe), dest, bytes,
                    remote_bases_[pe] + offset, rkeys_[pe], &param);
    finish(routine, pe, "get", request, blocking);
  }

  void store(const char* routine, int pe, size_t offset, uint64_t value,
             size_t size, bool release) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (release) fence_locked(routine);
    if (size == 4 || size == 8) {
      swap_without_waiting(routine, pe, offset, value, size);
    } else if (size == 2) {
      store_halfword(routine, pe, offset, static_cast<uint16_t>(value));
    } else {
      fail(routine,
           "an atomic store of %zu bytes to PE %d: UCX stores 2, 4 "
           "or 8",
           size, pe);
    }
  }

  void add(const char* routine, int pe, size_t offset,
           uint64_t value) override {
    std::lock_guard<std::mutex> lock(mutex_);
    fence_locked(routine);
    ucp_request_param_t param = {};
    param.op_attr_mask = UCP_OP_ATTR_FIELD_DATATYPE;
    param.datatype = ucp_dt_make_contig(sizeof value);
    ucs_status_ptr_t request =
        ucp_atomic_op_nbx(endpoint(routine, pe), UCP_ATOMIC_OP_ADD, &value, 1,
                          remote_bases_[pe] + offset, rkeys_[pe], &param);
    finish(routine, pe, "atomic add", request, false);
  }

  void fence(const char* routine) override {
    std::lock_guard<std::mutex> lock(mutex_);
    fence_locked(routine);
  }

  void quiet(const char* routine) override {
    std::lock_guard<std::mutex> lock(mutex_);
    ucp_request_param_t param = {};
    finish(routine, -1, "flush", ucp_worker_flush_nbx(worker_, &param), true);
  }

  void progress(bool polling) override {
    if (polling) {
      last_poll_ns_.store(now_ns(), std::memory_order_relaxed);
    } else if (always_) {
      // A sleeping wait leaves the worker to the progress thread, which
      // wakes it: progressing here would consume the events the thread's
      // armed worker waits for, and the thread would sleep through them.
      return;
    }
    if (!mutex_.try_lock()) return;
    ucp_worker_progress(worker_);
    mutex_.unlock();
  }

  void start_progress_thread(bool always) override {
    always_ = always;
    thread_ = std::thread([this] { run_progress_thread(); });
  }

  void begin_collective() override {
    if (collectives_.fetch_add(1) == 0 && !always_) wake_progress_thread();
  }
  void end_collective() override { collectives_.fetch_sub(1); }

  void expect_disconnects() override { closing_.store(true); }
  void close(const char* routine) override;

  // From an endpoint's error handler, inside progress.
  void endpoint_failed(int pe, ucs_status_t status) {
    if (closing_.load()) return;  // peers disconnect at finalize
    fail("nvshmem (network progress)",
         "PE %d on another host is unreachable: UCX reports \"%s\"; ending "
         "the job",
         pe, ucs_status_string(status));
  }

  [[noreturn]] void fail(const char* routine, const char* format, ...)
      __attribute__((format(printf, 3, 4)));

 private:
  ucp_ep_h endpoint(const char* routine, int pe) {
    if (endpoints_[pe] == nullptr) {
      fail(routine,
           "PE %d is not served by the UCX transport (it is on this "
           "node, or the transport is closed)",
           pe);
    }
    return endpoints_[pe];
  }

  void fence_locked(const char* routine) {
    const ucs_status_t status = ucp_worker_fence(worker_);
    if (status != UCS_OK)
      fail(routine, "ucp_worker_fence failed: %s", ucs_status_string(status));
  }

  // After issuing an operation: reports an error; a blocking one waits for
  // its completion, driving progress; a non-blocking one is left to quiet.
  void finish(const char* routine, int pe, const char* what,
              ucs_status_ptr_t request, bool blocking) {
    if (request == nullptr) return;  // completed at once
    if (UCS_PTR_IS_ERR(request))
      failed(routine, pe, what, UCS_PTR_STATUS(request));
    if (!blocking) {
      ucp_request_free(request);  // completes on its own, checked by quiet
      return;
    }
    ucs_status_t status;
    do {
      ucp_worker_progress(worker_);
      status = ucp_request_check_status(request);
    } while (status == UCS_INPROGRESS);
    ucp_request_free(request);
    if (status != UCS_OK) failed(routine, pe, what, status);
  }

  [[noreturn]] void failed(const char* routine, int pe, const char* what,
                           ucs_status_t status) {
    if (pe < 0)
      fail(routine, "UCX %s failed: %s", what, ucs_status_string(status));
    fail(routine, "UCX %s to PE %d failed: %s", what, pe,
         ucs_status_string(status));
  }

  // A swap whose reply nobody reads: the reply lands in a buffer the
  // completion callback frees.
  struct SwapReply {
    UcxTransport* transport;
    uint64_t value;
  };
  static void swap_done(void* request, ucs_status_t status, void* user_data) {
    auto* reply = static_cast<SwapReply*>(user_data);
    UcxTransport* transport = reply->transport;
    delete reply;
    ucp_request_free(request);
    if (status != UCS_OK && !transport->closing_.load()) {
      transport->fail("nvshmem (network progress)",
                      "a UCX atomic swap completed with \"%s\"",
                      ucs_status_string(status));
    }
  }

  void swap_without_waiting(const char* routine, int pe, size_t offset,
                            uint64_t value, size_t size) {
    auto* reply = new SwapReply{this, 0};
    ucp_request_param_t param = {};
    param.op_attr_mask =
        UCP_OP_ATTR_FIELD_DATATYPE | UCP_OP_ATTR_FIELD_REPLY_BUFFER |
        UCP_OP_ATTR_FIELD_CALLBACK | UCP_OP_ATTR_FIELD_USER_DATA;
    param.datatype = ucp_dt_make_contig(size);
    param.reply_buffer = &reply->value;
    param.cb.send = swap_done;
    param.user_data = reply;
    uint32_t value32 = static_cast<uint32_t>(value);
    const void* operand = size == 4 ? static_cast<const void*>(&value32)
                                    : static_cast<const void*>(&value);
    ucs_status_ptr_t request =
        ucp_atomic_op_nbx(endpoint(routine, pe), UCP_ATOMIC_OP_SWAP, operand, 1,
                          remote_bases_[pe] + offset, rkeys_[pe], &param);
    if (request == nullptr) {
      delete reply;  // completed at once: no callback comes
      return;
    }
    if (UCS_PTR_IS_ERR(request)) {
      delete reply;
      failed(routine, pe, "atomic swap", UCS_PTR_STATUS(request));
    }
  }

  // One blocking fetching atomic on a 4-byte word; returns the old value.
  // For UCP_ATOMIC_OP_CSWAP, `operand` is the value compared with and
  // `swapped_in` the one written if equal (UCX reads it from the reply
  // buffer).
  uint32_t fetching_atomic32(const char* routine, int pe, uint64_t address,
                             ucp_atomic_op_t op, uint32_t operand,
                             uint32_t swapped_in) {
    uint32_t reply = swapped_in;
    ucp_request_param_t param = {};
    param.op_attr_mask =
        UCP_OP_ATTR_FIELD_DATATYPE | UCP_OP_ATTR_FIELD_REPLY_BUFFER;
    param.datatype = ucp_dt_make_contig(sizeof operand);
    param.reply_buffer = &reply;
    ucs_status_ptr_t request = ucp_atomic_op_nbx(
        endpoint(routine, pe), op, &operand, 1, address, rkeys_[pe], &param);
    finish(routine, pe, "atomic compare-and-swap", request, true);
    return reply;
  }

  // The 2-byte object at `offset`, replaced by compare-and-swap on the
  // aligned 4-byte word holding it (UCX's atomics are 4 or 8 bytes).
  void store_halfword(const char* routine, int pe, size_t offset,
                      uint16_t value) {
    const uint64_t address = remote_bases_[pe] + offset;
    const uint64_t word = address & ~uint64_t{3};
    const unsigned shift = static_cast<unsigned>(address - word) * 8;
    const uint32_t mask = uint32_t{0xffff} << shift;
    uint32_t seen =
        fetching_atomic32(routine, pe, word, UCP_ATOMIC_OP_ADD, 0, 0);
    for (;;) {
      const uint32_t wanted =
          (seen & ~mask) | (static_cast<uint32_t>(value) << shift);
      const uint32_t before = fetching_atomic32(
          routine, pe, word, UCP_ATOMIC_OP_CSWAP, seen, wanted);
      if (before == seen) return;
      seen = before;
    }
  }

  void wake_progress_thread() {
    const uint64_t one = 1;
    if (wake_fd_ >= 0) (void)!write(wake_fd_, &one, sizeof one);
  }

  void run_progress_thread();

  TransportSetup setup_;
  ucp_context_h context_ = nullptr;
  ucp_worker_h worker_ = nullptr;
  ucp_mem_h memory_ = nullptr;
  std::vector<ucp_ep_h> endpoints_;
  std::vector<ucp_rkey_h> rkeys_;
  std::vector<uint64_t> remote_bases_;
  std::vector<EndpointOwner> owners_;
  std::mutex mutex_;   // held around every call into UCP
  int event_fd_ = -1;  // the worker's
  int wake_fd_ = -1;   // an eventfd: stop or wake the progress thread
  std::thread thread_;
  bool always_ = true;
  std::atomic<bool> stopping_{false};
  std::atomic<bool> closing_{false};
  std::atomic<int> collectives_{0};
  std::atomic<int64_t> last_poll_ns_{0};  // the last progress(true) call
};

void UcxTransport::fail(const char* routine, const char* format, ...) {
  char text[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(text, sizeof text, format, args);
  va_end(args);
  setup_.fail(routine, text);
}

void on_endpoint_error(void* arg, ucp_ep_h, ucs_status_t status) {
  auto* owner = static_cast<EndpointOwner*>(arg);
  owner->transport->endpoint_failed(owner->pe, status);
}

// Every PE's `bytes` of `mine`, gathered through the bootstrap, when the
// sizes differ between PEs: the lengths first, then each padded to the
// longest.
std::vector<std::vector<char>> allgather_blobs(const TransportSetup& setup,
                                               const char* routine,
                                               const void* mine, size_t bytes) {
  const uint64_t length = bytes;
  std::vector<uint64_t> lengths(setup.n_pes);
  setup.allgather(setup.context, routine, &length, lengths.data(),
                  sizeof length);
  uint64_t longest = 0;
  for (uint64_t each : lengths) longest = each > longest ? each : longest;
  std::vector<char> padded(longest, 0), all(longest * setup.n_pes);
  std::memcpy(padded.data(), mine, bytes);
  setup.allgather(setup.context, routine, padded.data(), all.data(), longest);
  std::vector<std::vector<char>> blobs(setup.n_pes);
  for (int pe = 0; pe < setup.n_pes; ++pe) {
    blobs[pe].assign(all.data() + pe * longest,
                     all.data() + pe * longest + lengths[pe]);
  }
  return blobs;
}

void UcxTransport::start(const char* routine) {
  ucp_config_t* config = nullptr;
  ucs_status_t status = ucp_config_read(nullptr, nullptr, &config);
  if (status != UCS_OK)
    fail(routine, "reading UCX's configuration failed: %s",
         ucs_status_string(status));
  // Atomics that are atomic with the processor's, so that the node's PEs
  // may update through the mapping the objects other hosts update too.
  if (std::getenv("UCX_ATOMIC_MODE") == nullptr)
    ucp_config_modify(config, "ATOMIC_MODE", "cpu");
  ucp_params_t params = {};
  params.field_mask = UCP_PARAM_FIELD_FEATURES;
  params.features = UCP_FEATURE_RMA | UCP_FEATURE_AMO32 | UCP_FEATURE_AMO64 |
                    UCP_FEATURE_WAKEUP;
  status = ucp_init(&params, config, &context_);
  ucp_config_release(config);
  if (status != UCS_OK)
    fail(routine, "ucp_init failed: %s (check UCX_TLS and UCX_NET_DEVICES)",
         ucs_status_string(status));

  ucp_worker_params_t worker_params = {};
  worker_params.field_mask = UCP_WORKER_PARAM_FIELD_THREAD_MODE;
  worker_params.thread_mode = UCS_THREAD_MODE_SERIALIZED;
  status = ucp_worker_create(context_, &worker_params, &worker_);
  if (status != UCS_OK)
    fail(routine, "ucp_worker_create failed: %s", ucs_status_string(status));
  status = ucp_worker_get_efd(worker_, &event_fd_);
  if (status != UCS_OK)
    fail(routine, "ucp_worker_get_efd failed: %s", ucs_status_string(status));
  wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (wake_fd_ < 0) fail(routine, "eventfd failed: %s", std::strerror(errno));

  ucp_mem_map_params_t map = {};
  map.field_mask =
      UCP_MEM_MAP_PARAM_FIELD_ADDRESS | UCP_MEM_MAP_PARAM_FIELD_LENGTH;
  map.address = setup_.heap_base;
  map.length = setup_.heap_size;
  status = ucp_mem_map(context_, &map, &memory_);
  if (status != UCS_OK) {
    fail(routine,
         "registering the symmetric heap (%zu bytes at %p) with UCX "
         "failed: %s",
         setup_.heap_size, setup_.heap_base, ucs_status_string(status));
  }

  ucp_address_t* address = nullptr;
  size_t address_length = 0;
  status = ucp_worker_get_address(worker_, &address, &address_length);
  if (status != UCS_OK)
    fail(routine, "ucp_worker_get_address failed: %s",
         ucs_status_string(status));
  const auto addresses =
      allgather_blobs(setup_, routine, address, address_length);
  ucp_worker_release_address(worker_, address);

  void* packed = nullptr;
  size_t packed_length = 0;
  status = ucp_rkey_pack(context_, memory_, &packed, &packed_length);
  if (status != UCS_OK)
    fail(routine, "ucp_rkey_pack failed: %s", ucs_status_string(status));
  const auto keys = allgather_blobs(setup_, routine, packed, packed_length);
  ucp_rkey_buffer_release(packed);

  const uint64_t base = reinterpret_cast<uintptr_t>(setup_.heap_base);
  setup_.allgather(setup_.context, routine, &base, remote_bases_.data(),
                   sizeof base);

  for (int pe = 0; pe < setup_.n_pes; ++pe) {
    if (!setup_.remote[pe]) continue;
    owners_[pe] = EndpointOwner{this, pe};
    ucp_ep_params_t ep = {};
    ep.field_mask = UCP_EP_PARAM_FIELD_REMOTE_ADDRESS |
                    UCP_EP_PARAM_FIELD_ERR_HANDLING_MODE |
                    UCP_EP_PARAM_FIELD_ERR_HANDLER;
    ep.address = reinterpret_cast<const ucp_address_t*>(addresses[pe].data());
    ep.err_mode = UCP_ERR_HANDLING_MODE_PEER;
    ep.err_handler.cb = on_endpoint_error;
    ep.err_handler.arg = &owners_[pe];
    status = ucp_ep_create(worker_, &ep, &endpoints_[pe]);
    if (status != UCS_OK)
      fail(routine, "creating the UCX endpoint to PE %d failed: %s", pe,
           ucs_status_string(status));
    status = ucp_ep_rkey_unpack(endpoints_[pe], keys[pe].data(), &rkeys_[pe]);
    if (status != UCS_OK)
      fail(routine, "unpacking PE %d's UCX remote key failed: %s", pe,
           ucs_status_string(status));
  }
}

void UcxTransport::run_progress_thread() {
  while (!stopping_.load()) {
    pollfd fds[2] = {{wake_fd_, POLLIN, 0}, {event_fd_, POLLIN, 0}};
    if (!always_ && collectives_.load() == 0) {
      poll(fds, 1, -1);  // until a collective begins or finalize
    } else if (now_ns() - last_poll_ns_.load(std::memory_order_relaxed) <
               kActivePollerNs) {
      poll(fds, 1, static_cast<int>(kActivePollerNs / 1000000) + 1);
    } else {
      ucs_status_t armed;
      {
        // Keep progressing while events come, and for kLingerNs after the
        // last: a stream of them (a large put arriving) then costs one
        // wake-up, not one per event. An event may be another PE's update
        // of this PE's heap: a wait sleeping on it is woken, and the thread
        // then leaves the processor to it rather than linger (the kernel
        // may put the woken thread on this processor; on the development VM
        // it otherwise took up to milliseconds to start on the other).
        std::lock_guard<std::mutex> lock(mutex_);
        int64_t last_event = now_ns();
        while (now_ns() - last_event < kLingerNs) {
          if (ucp_worker_progress(worker_) != 0) {
            if (setup_.applied()) break;
            last_event = now_ns();
          }
        }
        armed = ucp_worker_arm(worker_);
      }
      if (armed == UCS_ERR_BUSY) continue;  // more events came: progress
      poll(fds, 2, kProgressRecheckMs);
    }
    if (fds[0].revents & POLLIN) {
      uint64_t count;
      (void)!read(wake_fd_, &count, sizeof count);
    }
  }
}

void UcxTransport::close(const char* routine) {
  closing_.store(true);
  if (thread_.joinable()) {
    stopping_.store(true);
    wake_progress_thread();
    thread_.join();
  }
  std::lock_guard<std::mutex> lock(mutex_);
  for (int pe = 0; pe < setup_.n_pes; ++pe) {
    if (rkeys_[pe] != nullptr) ucp_rkey_destroy(rkeys_[pe]);
    rkeys_[pe] = nullptr;
  }
  for (int pe = 0; pe < setup_.n_pes; ++pe) {
    if (endpoints_[pe] == nullptr) continue;
    // Every PE completed its updates before the barrier that precedes this:
    // nothing is left to flush, and a peer may already be gone.
    ucp_request_param_t param = {};
    param.op_attr_mask = UCP_OP_ATTR_FIELD_FLAGS;
    param.flags = UCP_EP_CLOSE_FLAG_FORCE;
    ucs_status_ptr_t request = ucp_ep_close_nbx(endpoints_[pe], &param);
    if (UCS_PTR_IS_PTR(request)) {
      while (ucp_request_check_status(request) == UCS_INPROGRESS)
        ucp_worker_progress(worker_);
      ucp_request_free(request);
    }
    endpoints_[pe] = nullptr;
  }
  (void)routine;
  if (memory_ != nullptr) ucp_mem_unmap(context_, memory_);
  memory_ = nullptr;
  if (worker_ != nullptr) ucp_worker_destroy(worker_);
  worker_ = nullptr;
  if (context_ != nullptr) ucp_cleanup(context_);
  context_ = nullptr;
}

}  // namespace
}  // namespace impl
}  // namespace symsync

extern "C" __attribute__((visibility("default"))) symsync::impl::Transport*
symsync_transport_create(const symsync::impl::TransportSetup* setup,
                         char* error, size_t error_size) {
  using symsync::impl::kTransportAbiVersion;
  if (setup->abi_version != kTransportAbiVersion) {
    std::snprintf(error, error_size,
                  "the UCX transport plugin speaks interface version %d, the "
                  "library %d: they come from different builds",
                  kTransportAbiVersion, setup->abi_version);
    return nullptr;
  }
  auto* transport = new symsync::impl::UcxTransport(*setup);
  transport->start("nvshmem_init");
  return transport;
}
