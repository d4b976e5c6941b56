// The UCX engine of the network transport (transport.h), built as
// libsymsync_transport_ucx.so: the only code that links UCX.
//
// One UCP worker per PE, used under one mutex (the worker is created
// UCS_THREAD_MODE_SERIALIZED). This PE's heap is registered at start; the
// workers' addresses, the heaps' bases and their packed remote keys are
// exchanged with the bootstrap's allgather, and an endpoint is created to
// every PE the engine serves.
//
// Updates, atomic operations and small puts are UCX active messages
// (ucp_am_send_nbx), which this engine's handler applies at the target
// (a fetching operation's result comes back as a reply): the atomic
// updates and operations with the processor's atomic instructions (so they
// are atomic with the updates the node's PEs make through the mapping, of
// any size up to 8 bytes), a small put with a copy. One message each way per
// update: UCX's own atomics and puts over TCP are emulated with a message and
// an acknowledgement each, and took twice as long per ping-pong
// (bench/RESULTS.md). Puts above kMessagePutMax bytes and gets are ucp_put_nbx
// / ucp_get_nbx.
//
// A heap this engine cannot address (in GPU memory: TransportSetup's
// heap_access) is not registered: every put to it travels as messages of at
// most kMessagePutMax bytes, and a get as requests that the target answers
// with the bytes, read through heap_access; the target applies puts and
// updates through heap_access in the order they arrive, and settles them
// before it answers a quiet request.
//
// Ordering: fence is ucp_worker_fence, which orders every operation on an
// endpoint (messages, puts, gets) after the earlier ones. Completion: quiet
// flushes the worker (puts and gets), then, since a delivered message may
// not be applied yet, sends a quiet request after a fence to every PE it
// sent messages to since the last quiet and waits for their replies; a PE
// replies when its handler reaches the request, after it applied every
// earlier message. Transports without remote access of their own (TCP)
// need the target's worker to make progress: the target's waits call
// progress(), and its progress thread sleeps on the worker's event file
// descriptor.

#include <poll.h>
#include <sched.h>
#include <sys/eventfd.h>
#include <time.h>
#include <ucp/api/ucp.h>
#include <unistd.h>

#include <algorithm>
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

int64_t now_ns() {
  timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<int64_t>(now.tv_sec) * 1000000000 + now.tv_nsec;
}

// What the progress thread's failures are reported as.
constexpr const char* kProgressRoutine = "nvshmem (network progress)";

// Puts of at most this many bytes travel as one message, copied at the
// target; larger ones as a UCX put where the network has remote access of
// its own, and as messages of kTcpPutMessageMax bytes over TCP (UCX's puts
// over TCP are emulated, each answered; messages of this size made putmem
// + quiet of 256 KiB to 64 MiB across two simulated hosts 2.4 to 3.3 GB/s,
// against 0.9 to 1.1 with UCX's puts: bench/RESULTS.md).
constexpr size_t kMessagePutMax = 65536;

// UCX over TCP receives into segments of UCX_TCP_RX_SEG_SIZE bytes, 64 KiB
// by default: a message of kMessagePutMax bytes and its header did not fit
// one. With this size (where the environment sets none), 1 MiB collectives
// across simulated hosts moved 1.3 to 1.8 times the bytes per second
// (bench/RESULTS.md). It is UCX's RX_SEG_SIZE (in UCX 1.13 the TCP_-prefixed
// name was accepted and not applied), which only the TCP transport has: it
// is set only where UCX_TLS lets UCX use TCP, since UCX warns of a setting
// no transport in use takes (it still warns where UCX_NET_DEVICES leaves
// TCP no device), and it takes the place of a UCX_TCP_RX_SEG_SIZE set in
// UCX's configuration file rather than the environment.
constexpr const char* kTcpRxSegment = "512k";

// Over TCP (puts as messages, above), a put's messages on a heap this
// engine addresses carry up to this many bytes, which with kTcpRxSegment
// fit one segment: 1 MiB broadcasts across two simulated hosts moved 1.3
// to 1.4 times the bytes of 64 KiB messages (bench/RESULTS.md). A staged
// heap's puts keep kMessagePutMax: its target copies each through heap_access,
// which has not been timed with larger ones on a GPU.
constexpr size_t kTcpPutMessageMax = 262144;

// Whether UCX_TLS lets UCX use TCP: unset, "all", a list that names tcp, or
// an exclusion list ("^...") that does not.
bool tls_allow_tcp() {
  const char* tls = std::getenv("UCX_TLS");
  if (tls == nullptr || *tls == '\0') return true;
  std::string list(tls);
  const bool excluding = list[0] == '^';
  if (excluding) list.erase(0, 1);
  bool named = false;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    const std::string name = list.substr(start, comma - start);
    if (name == "tcp" || (!excluding && name == "all")) named = true;
    start = comma + 1;
  }
  return excluding ? !named : named;
}

// Whether `ep`'s puts go over TCP only (or are emulated), as UCX's
// description of its lanes says: then puts travel as messages.
bool puts_over_tcp_only(ucp_ep_h ep) {
  char* text = nullptr;
  size_t size = 0;
  FILE* out = open_memstream(&text, &size);
  if (out == nullptr) return false;
  ucp_ep_print_info(ep, out);
  std::fclose(out);
  // Lines such as "lane[0]:  0:tcp/lo.0 md[0] -> ... rma_bw#0 am ...": the
  // transport of each lane that carries remote access ("rma").
  bool remote_access_elsewhere = false;
  const std::string description(text != nullptr ? text : "", size);
  std::free(text);
  size_t at = 0;
  while ((at = description.find("lane[", at)) != std::string::npos) {
    const size_t end = description.find('\n', at);
    const std::string line = description.substr(at, end - at);
    at = end == std::string::npos ? description.size() : end;
    if (line.find(" rma") == std::string::npos) continue;
    const size_t colon = line.find(':', line.find("]:") + 2);
    const size_t slash = line.find('/', colon);
    if (colon == std::string::npos || slash == std::string::npos) continue;
    if (line.compare(colon + 1, slash - colon - 1, "tcp") != 0) {
      remote_access_elsewhere = true;
    }
  }
  return !remote_access_elsewhere;
}

// The one active-message handler this engine registers.
constexpr unsigned kMessageId = 1;

// What a message asks of its target (Message::op).
enum MessageOp : uint32_t {
  kStore = 1,     // store the low `size` bytes of `value` at `offset`
  kAdd,           // add `value` to the signal object at `offset`
  kPut,           // copy the message's data to `offset`
  kQuietRequest,  // reply, once every earlier message is applied
  kQuietReply,
  kGetRequest,  // reply with the `size` bytes at `offset` (staged heaps)
  kGetReply,    // the bytes a get request asked for, for address `value`
  kPutSignal,   // kPut, then the signal at `signal_offset` set to `value`
                // (or `value` added: `size` is kSignalAdd)
  kAmo,         // the atomic operation `size` >> 8 (an AmoOp) on the object
                // of `size` & 0xff bytes at `offset`, operand `value`,
                // `compare`; a reply to address `signal_offset` unless 0
  kAmoReply,    // the bits an atomic operation found, for `signal_offset`
};

// kPutSignal's `size`: the signal is added to, not set.
constexpr uint32_t kSignalAdd = 1;

// The header of every message; a put's bytes follow as its data.
struct Message {
  uint32_t op;
  int32_t from_pe;
  uint32_t size;
  uint64_t offset;
  uint64_t value;
  uint64_t signal_offset;  // kPutSignal; kAmo, kAmoReply: the reply address
  uint64_t compare = 0;    // kAmo: a compare-and-swap's comparand
};

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
        owners_(setup.n_pes),
        pending_(setup.n_pes, false) {}

  ~UcxTransport() override {
    if (wake_fd_ >= 0) ::close(wake_fd_);
  }

  const char* name() const override { return "UCX"; }

  void start(const char* routine);

  void put(const char* routine, int pe, size_t offset, const void* source,
           size_t bytes, bool blocking) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (bytes <= kMessagePutMax || staged() || puts_as_messages_) {
      // In messages of at most kMessagePutMax bytes (kTcpPutMessageMax
      // over TCP).
      const size_t most =
          puts_as_messages_ && !staged() ? kTcpPutMessageMax : kMessagePutMax;
      const char* from = static_cast<const char*>(source);
      const auto each_message = [&](auto&& send) {
        size_t done = 0;
        do {
          const size_t chunk = std::min(bytes - done, most);
          send(Message{kPut, setup_.my_pe, 0, offset + done, 0, 0}, from + done,
               chunk);
          done += chunk;
        } while (done < bytes);
      };
      if (!blocking || bytes <= most) {
        each_message(
            [&](const Message& message, const char* data, size_t chunk) {
              send_message(routine, pe, "put", message, data, chunk, blocking);
            });
        return;
      }
      // A blocking put of several messages sends them all before it waits
      // for them: a 1 MiB broadcast across 2 hosts of 1 moved 4.96 GB/s so,
      // against 3.65 when each was waited for before the next went out
      // (bench/RESULTS.md).
      std::vector<Message> headers;  // outlive the sends
      headers.reserve(bytes / most + 1);
      std::vector<ucs_status_ptr_t> sends;
      each_message([&](const Message& message, const char* data, size_t chunk) {
        headers.push_back(message);
        sends.push_back(start_send(routine, pe, headers.back(), data, chunk));
      });
      for (ucs_status_ptr_t send : sends)
        finish(routine, pe, "put", send, true);
      return;
    }
    ucp_request_param_t param = {};
    ucs_status_ptr_t request =
        ucp_put_nbx(endpoint(routine, pe), source, bytes,
                    remote_bases_[pe] + offset, rkeys_[pe], &param);
    unfenced_ = true;
    finish(routine, pe, "put", request, blocking);
  }

  void get(const char* routine, int pe, void* dest, size_t offset, size_t bytes,
           bool blocking) override {
    std::lock_guard<std::mutex> lock(mutex_);
    // After this PE's earlier updates of `pe`, which may have gone another
    // way (a message).
    if (unfenced_) fence_locked(routine);
    if (staged()) {
      // Requests of at most kMessagePutMax bytes each, whose replies
      // receive() copies into `dest`.
      char* into = static_cast<char*>(dest);
      size_t done = 0;
      while (done < bytes) {
        const size_t chunk = std::min(bytes - done, kMessagePutMax);
        const Message request{kGetRequest,
                              setup_.my_pe,
                              static_cast<uint32_t>(chunk),
                              offset + done,
                              reinterpret_cast<uintptr_t>(into + done),
                              0};
        send_message(routine, pe, "get request", request, nullptr, 0, false,
                     false);
        ++gets_requested_;
        done += chunk;
      }
      if (blocking) wait_for_gets();
      return;
    }
    ucp_request_param_t param = {};
    ucs_status_ptr_t request =
        ucp_get_nbx(endpoint(routine, pe), dest, bytes,
                    remote_bases_[pe] + offset, rkeys_[pe], &param);
    finish(routine, pe, "get", request, blocking);
  }

  void store(const char* routine, int pe, size_t offset, uint64_t value,
             size_t size, bool release) override {
    if (size != 1 && size != 2 && size != 4 && size != 8) {
      fail(routine,
           "an atomic store of %zu bytes to PE %d: the network stores 1, 2, "
           "4 or 8",
           size, pe);
    }
    std::lock_guard<std::mutex> lock(mutex_);
    if (release && unfenced_) fence_locked(routine);
    const Message message{kStore, setup_.my_pe, static_cast<uint32_t>(size),
                          offset, value,        0};
    send_message(routine, pe, "atomic store", message, nullptr, 0, false);
  }

  void add(const char* routine, int pe, size_t offset, Signal value) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (unfenced_) fence_locked(routine);
    const Message message{kAdd, setup_.my_pe, sizeof value, offset, value, 0};
    send_message(routine, pe, "atomic add", message, nullptr, 0, false);
  }

  void put_signal(const char* routine, int pe, size_t offset,
                  const void* source, size_t bytes, size_t signal_offset,
                  Signal signal, bool add, bool blocking,
                  bool update) override {
    if (bytes > kMessagePutMax) {
      // The data as a put of its own (RMA, or messages), then the signal
      // after a fence, as a release update.
      put(routine, pe, offset, source, bytes, blocking);
      if (add) return this->add(routine, pe, signal_offset, signal);
      return store(routine, pe, signal_offset, signal, sizeof signal, true);
    }
    // One message: the target copies the data, then updates the signal.
    std::lock_guard<std::mutex> lock(mutex_);
    if (unfenced_) fence_locked(routine);
    const Message message{kPutSignal, setup_.my_pe, add ? kSignalAdd : 0,
                          offset,     signal,       signal_offset};
    send_message(routine, pe, "put with signal", message, source, bytes,
                 blocking, update);
  }

  void amo(const char* routine, int pe, size_t offset, AmoOp op, size_t size,
           uint64_t operand, uint64_t compare, uint64_t* prior) override {
    if (!is_amo_size(size) || static_cast<uint32_t>(op) >= kAmoOpCount) {
      fail(routine,
           "atomic operation %u on %zu bytes of PE %d: the network applies "
           "operations 0 to %u on objects of 2, 4 or 8 bytes",
           static_cast<unsigned>(op), size, pe, kAmoOpCount - 1);
    }
    std::lock_guard<std::mutex> lock(mutex_);
    if (unfenced_) fence_locked(routine);
    const Message message{
        kAmo,
        setup_.my_pe,
        static_cast<uint32_t>(size) | (static_cast<uint32_t>(op) << 8),
        offset,
        operand,
        reinterpret_cast<uintptr_t>(prior),
        compare};
    send_message(routine, pe, "atomic operation", message, nullptr, 0, false);
    if (prior == nullptr) return;
    // Under mutex_, so this is the only fetch waiting: its reply is next.
    const uint64_t expected = ++amos_requested_;
    progress_until([&] { return amos_arrived_ >= expected; });
  }

  void fence(const char* routine) override {
    std::lock_guard<std::mutex> lock(mutex_);
    fence_locked(routine);
  }

  void quiet(const char* routine) override {
    std::lock_guard<std::mutex> lock(mutex_);
    ucp_request_param_t param = {};
    finish(routine, -1, "flush", ucp_worker_flush_nbx(worker_, &param), true);
    wait_for_gets();
    if (unacknowledged_.empty()) return;
    // Each quiet request after the messages it acknowledges.
    fence_locked(routine);
    const uint64_t expected = quiet_replies_ + unacknowledged_.size();
    for (int pe : unacknowledged_) {
      pending_[pe] = false;
      const Message request{kQuietRequest, setup_.my_pe, 0, 0, 0, 0};
      send_message(routine, pe, "quiet request", request, nullptr, 0, false,
                   false);
    }
    unacknowledged_.clear();
    progress_until([&] { return quiet_replies_ >= expected; });
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

  void start_progress_thread(bool always, int64_t linger_ns) override {
    always_ = always;
    linger_ns_ = linger_ns;
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
    // UCX over TCP sees a killed peer as an endpoint timeout: say what it
    // may be rather than what UCX calls it.
    fail(kProgressRoutine,
         "PE %d on another host disconnected: it was killed, crashed, or can "
         "no longer be reached over the network (UCX reports \"%s\"); ending "
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

  // Whether this PE's heap, and so every PE's, is reached through
  // heap_access (the PEs' heaps are all of one kind).
  bool staged() const { return setup_.heap_access != nullptr; }

  // Drives progress until `done()` holds (under mutex_), yielding the
  // processor after each round that handled nothing where PEs share
  // processors (setup_.yield_when_idle). There, a PE that spun here kept
  // the PEs whose progress it waits for off the processors: an fcollect of
  // 1 MiB on 4 PEs as 4 hosts of 1 on 2 processors took 4 times as long
  // (bench/RESULTS.md). With a processor each, spinning answers sooner.
  template <class Done>
  void progress_until(Done done) {
    while (!done()) {
      if (ucp_worker_progress(worker_) == 0 && setup_.yield_when_idle)
        sched_yield();
    }
  }

  // Until every get request sent has its reply (under mutex_).
  void wait_for_gets() {
    progress_until([&] { return gets_arrived_ >= gets_requested_; });
  }

  void fence_locked(const char* routine) {
    const ucs_status_t status = ucp_worker_fence(worker_);
    if (status != UCS_OK)
      fail(routine, "ucp_worker_fence failed: %s", ucs_status_string(status));
    unfenced_ = false;
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
    ucs_status_t status = UCS_INPROGRESS;
    progress_until([&] {
      status = ucp_request_check_status(request);
      return status != UCS_INPROGRESS;
    });
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

  // Sends `message` (and `bytes` of `data`) to `pe`'s handler; a message
  // that updates `pe` is remembered until quiet acknowledges it.
  void send_message(const char* routine, int pe, const char* what,
                    const Message& message, const void* data, size_t bytes,
                    bool blocking, bool update = true) {
    if (blocking) {
      // `message` outlives the send, which is complete when finish returns.
      finish(routine, pe, what,
             start_send(routine, pe, message, data, bytes, update), true);
      return;
    }
    ucp_ep_h to = endpoint(routine, pe);
    sending(pe, update);
    const ucs_status_t status = post(to, pe, message, data, bytes);
    if (status != UCS_OK) failed(routine, pe, what, status);
  }

  // A message sent: later updates are unfenced from it, and one that
  // updates `pe` is remembered until quiet acknowledges it.
  void sending(int pe, bool update) {
    unfenced_ = true;
    if (update && !pending_[pe]) {
      pending_[pe] = true;
      unacknowledged_.push_back(pe);
    }
  }

  // Starts sending `message` (and `bytes` of `data`) to `pe`'s handler;
  // the caller finishes the request, blocking, before `message` and `data`
  // go away.
  ucs_status_ptr_t start_send(const char* routine, int pe,
                              const Message& message, const void* data,
                              size_t bytes, bool update = true) {
    ucp_ep_h to = endpoint(routine, pe);
    sending(pe, update);
    ucp_request_param_t param = {};
    param.op_attr_mask = UCP_OP_ATTR_FIELD_FLAGS;
    param.flags = UCP_AM_SEND_FLAG_EAGER;
    return ucp_am_send_nbx(to, kMessageId, &message, sizeof message, data,
                           bytes, &param);
  }

  // A message that completes on its own: its header, which UCX (1.13)
  // reads until the send completes, is a copy freed then with the request,
  // and so is the data when the message owns it (a get's reply).
  struct Outgoing {
    Message header;
    UcxTransport* transport;
    int pe;
    std::vector<char> owned;
  };
  ucs_status_t post(ucp_ep_h to, int pe, const Message& message,
                    const void* data, size_t bytes,
                    std::vector<char> owned = {}) {
    auto* outgoing = new Outgoing{message, this, pe, std::move(owned)};
    if (!outgoing->owned.empty()) data = outgoing->owned.data();
    ucp_request_param_t param = {};
    param.op_attr_mask = UCP_OP_ATTR_FIELD_FLAGS | UCP_OP_ATTR_FIELD_CALLBACK |
                         UCP_OP_ATTR_FIELD_USER_DATA;
    param.flags = UCP_AM_SEND_FLAG_EAGER;
    param.cb.send = message_sent;
    param.user_data = outgoing;
    ucs_status_ptr_t request =
        ucp_am_send_nbx(to, kMessageId, &outgoing->header,
                        sizeof outgoing->header, data, bytes, &param);
    if (UCS_PTR_IS_PTR(request)) return UCS_OK;  // message_sent follows
    delete outgoing;  // done or failed at once: no callback comes
    return UCS_PTR_STATUS(request);
  }
  static void message_sent(void* request, ucs_status_t status,
                           void* user_data) {
    auto* outgoing = static_cast<Outgoing*>(user_data);
    UcxTransport* transport = outgoing->transport;
    const int pe = outgoing->pe;
    delete outgoing;
    ucp_request_free(request);
    if (status != UCS_OK && !transport->closing_.load())
      transport->failed(kProgressRoutine, pe, "message", status);
  }

  // A message from another PE, in its worker's progress (under mutex_).
  ucs_status_t receive(const Message& message, const void* data, size_t bytes) {
    const int from = message.from_pe;
    if (from < 0 || from >= setup_.n_pes || endpoints_[from] == nullptr) {
      fail(kProgressRoutine,
           "a message from PE %d, which this PE does not reach over the "
           "network: the job's PEs disagree about which hosts they are on",
           from);
    }
    switch (message.op) {
      case kStore:
      case kAdd:
        apply_update(message, from);
        break;
      case kPut:
        write_data(message.offset, data, bytes, from);
        break;
      case kPutSignal: {
        write_data(message.offset, data, bytes, from);
        const Message update{message.size == kSignalAdd ? kAdd : kStore,
                             from,
                             sizeof(Signal),
                             message.signal_offset,
                             message.value,
                             0};
        apply_update(update, from);
        break;
      }
      case kGetRequest: {
        heap_at(message.offset, message.size, 1, from);
        std::vector<char> bytes_read(message.size);
        if (message.size > 0) {
          setup_.heap_access->read(setup_.heap_access->context, message.offset,
                                   bytes_read.data(), message.size);
        }
        const Message reply{kGetReply, setup_.my_pe,  message.size,
                            0,         message.value, 0};
        const ucs_status_t status = post(endpoints_[from], from, reply, nullptr,
                                         message.size, std::move(bytes_read));
        if (status != UCS_OK && !closing_.load())
          failed(kProgressRoutine, from, "get reply", status);
        break;
      }
      case kGetReply:
        if (bytes != message.size) {
          fail(kProgressRoutine,
               "PE %d answered a get of %u bytes with %zu: the PEs run "
               "different builds of the UCX transport",
               from, message.size, bytes);
        }
        std::memcpy(reinterpret_cast<void*>(message.value), data, bytes);
        ++gets_arrived_;
        break;
      case kAmo: {
        const size_t size = message.size & 0xff;
        const uint32_t op = message.size >> 8;
        if (!is_amo_size(size) || op >= kAmoOpCount) {
          fail(kProgressRoutine,
               "PE %d sent atomic operation %u on %zu bytes: the PEs run "
               "different builds of the UCX transport",
               from, op, size);
        }
        char* target = heap_at(message.offset, size, size, from);
        const uint64_t prior =
            staged() ? setup_.heap_access->amo(setup_.heap_access->context,
                                               message.offset,
                                               static_cast<AmoOp>(op), size,
                                               message.value, message.compare)
                     : apply_amo_in_place(target, static_cast<AmoOp>(op), size,
                                          message.value, message.compare);
        if (message.signal_offset == 0) break;
        const Message reply{kAmoReply, setup_.my_pe,          0, 0,
                            prior,     message.signal_offset, 0};
        const ucs_status_t status =
            post(endpoints_[from], from, reply, nullptr, 0);
        if (status != UCS_OK && !closing_.load())
          failed(kProgressRoutine, from, "atomic operation's reply", status);
        break;
      }
      case kAmoReply:
        *reinterpret_cast<uint64_t*>(message.signal_offset) = message.value;
        ++amos_arrived_;
        break;
      case kQuietRequest: {
        // What this PE applied through heap_access is visible before the
        // requester's quiet returns.
        if (staged()) setup_.heap_access->settle(setup_.heap_access->context);
        const Message reply{kQuietReply, setup_.my_pe, 0, 0, 0, 0};
        const ucs_status_t status =
            post(endpoints_[from], from, reply, nullptr, 0);
        if (status != UCS_OK && !closing_.load())
          failed(kProgressRoutine, from, "quiet reply", status);
        break;
      }
      case kQuietReply:
        ++quiet_replies_;
        break;
      default:
        fail(kProgressRoutine,
             "a message of unknown operation %u from PE %d: the PEs run "
             "different "
             "builds of the UCX transport",
             message.op, from);
    }
    return UCS_OK;
  }

  static ucs_status_t on_message(void* arg, const void* header,
                                 size_t header_length, void* data,
                                 size_t length,
                                 const ucp_am_recv_param_t* param) {
    auto* transport = static_cast<UcxTransport*>(arg);
    const bool rendezvous =
        (param->recv_attr & UCP_AM_RECV_ATTR_FLAG_RNDV) != 0;
    if (header_length != sizeof(Message) || rendezvous) {
      transport->fail(kProgressRoutine,
                      "a UCX message this transport did not send (a %zu-byte "
                      "header, %s)",
                      header_length, rendezvous ? "rendezvous" : "eager");
    }
    Message message;
    std::memcpy(&message, header, sizeof message);
    return transport->receive(message, data, length);
  }

  // A put's bytes from PE `from`, into the heap at `offset`.
  void write_data(uint64_t offset, const void* data, size_t bytes, int from) {
    if (bytes == 0) return;  // a signal alone (a collective step)
    char* at = heap_at(offset, bytes, 1, from);
    if (staged()) {
      setup_.heap_access->write(setup_.heap_access->context, offset, data,
                                bytes);
    } else {
      std::memcpy(at, data, bytes);
    }
  }

  // The address of `bytes` bytes at `offset` of this PE's heap, aligned to
  // `alignment`, for a message from PE `from`; anything else ends the job.
  char* heap_at(uint64_t offset, size_t bytes, size_t alignment, int from) {
    if (offset > setup_.heap_size || bytes > setup_.heap_size - offset ||
        offset % alignment != 0) {
      fail(kProgressRoutine,
           "PE %d sent an update of %zu bytes at offset %llu of this PE's "
           "heap of %zu bytes: outside it or misaligned",
           from, bytes, static_cast<unsigned long long>(offset),
           setup_.heap_size);
    }
    return static_cast<char*>(setup_.heap_base) + offset;
  }

  // A store or an add, sequentially consistent like a node-local PE's
  // (symsync/wake.h): the wake-up check after this round of progress then
  // sees a wait that registered before it.
  void apply_update(const Message& message, int from) {
    const uint32_t size = message.size;
    if ((size != 1 && size != 2 && size != 4 && size != 8) ||
        (message.op == kAdd && size != sizeof(Signal))) {
      bad_size(message, from);
    }
    char* target = heap_at(message.offset, size, size, from);
    const uint64_t value = message.value;
    if (staged()) {
      setup_.heap_access->update(setup_.heap_access->context, message.offset,
                                 value, size, message.op == kAdd);
      return;
    }
    apply_update_in_place(target, value, size, message.op == kAdd);
  }

  [[noreturn]] void bad_size(const Message& message, int from) {
    fail(kProgressRoutine,
         "PE %d sent an atomic update of %u bytes: the PEs run different "
         "builds of the UCX transport",
         from, message.size);
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
  int64_t linger_ns_ = 0;  // start_progress_thread's
  std::atomic<bool> stopping_{false};
  std::atomic<bool> closing_{false};
  std::atomic<int> collectives_{0};
  std::atomic<int64_t> last_poll_ns_{0};  // the last progress(true) call
  // Under mutex_: whether an operation was issued since the last fence;
  // the PEs sent updates since the last quiet (pending_ says which); the
  // quiet replies received.
  bool unfenced_ = false;
  std::vector<bool> pending_;
  std::vector<int> unacknowledged_;
  // Whether puts larger than kMessagePutMax travel as messages too (over
  // TCP, puts_over_tcp_only), set at start.
  bool puts_as_messages_ = false;
  uint64_t quiet_replies_ = 0;
  // Under mutex_: get requests sent to a staged heap, and replies received.
  uint64_t gets_requested_ = 0;
  uint64_t gets_arrived_ = 0;
  // Under mutex_: fetching atomic operations sent, and replies received.
  uint64_t amos_requested_ = 0;
  uint64_t amos_arrived_ = 0;
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
  ucp_params_t params = {};
  params.field_mask = UCP_PARAM_FIELD_FEATURES;
  params.features = UCP_FEATURE_RMA | UCP_FEATURE_AM | UCP_FEATURE_WAKEUP;
  ucp_config_t* config = nullptr;
  ucs_status_t status = ucp_config_read(nullptr, nullptr, &config);
  if (status != UCS_OK)
    fail(routine, "ucp_config_read failed: %s (check the UCX_ variables)",
         ucs_status_string(status));
  if (tls_allow_tcp() && std::getenv("UCX_TCP_RX_SEG_SIZE") == nullptr) {
    // Only a speed-up: a UCX that refuses it runs with its own.
    status = ucp_config_modify(config, "RX_SEG_SIZE", kTcpRxSegment);
    if (status != UCS_OK) {
      std::fprintf(stderr,
                   "symsync: PE %d: %s: UCX did not take RX_SEG_SIZE=%s (%s): "
                   "TCP receives in UCX's own segments\n",
                   setup_.my_pe, routine, kTcpRxSegment,
                   ucs_status_string(status));
    }
  }
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
  ucp_am_handler_param_t handler = {};
  handler.field_mask =
      UCP_AM_HANDLER_PARAM_FIELD_ID | UCP_AM_HANDLER_PARAM_FIELD_FLAGS |
      UCP_AM_HANDLER_PARAM_FIELD_CB | UCP_AM_HANDLER_PARAM_FIELD_ARG;
  handler.id = kMessageId;
  handler.flags = UCP_AM_FLAG_WHOLE_MSG;
  handler.cb = on_message;
  handler.arg = this;
  status = ucp_worker_set_am_recv_handler(worker_, &handler);
  if (status != UCS_OK)
    fail(routine, "ucp_worker_set_am_recv_handler failed: %s",
         ucs_status_string(status));
  wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
  if (wake_fd_ < 0) fail(routine, "eventfd failed: %s", std::strerror(errno));

  // A staged heap is not registered: no remote keys are exchanged.
  if (!staged()) {
    ucp_mem_map_params_t map = {};
    map.field_mask =
        UCP_MEM_MAP_PARAM_FIELD_ADDRESS | UCP_MEM_MAP_PARAM_FIELD_LENGTH;
    map.address = setup_.heap_base;
    map.length = setup_.heap_size;
    status = ucp_mem_map(context_, &map, &memory_);
  }
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

  std::vector<std::vector<char>> keys;
  if (!staged()) {
    void* packed = nullptr;
    size_t packed_length = 0;
    status = ucp_rkey_pack(context_, memory_, &packed, &packed_length);
    if (status != UCS_OK)
      fail(routine, "ucp_rkey_pack failed: %s", ucs_status_string(status));
    keys = allgather_blobs(setup_, routine, packed, packed_length);
    ucp_rkey_buffer_release(packed);
    const uint64_t base = reinterpret_cast<uintptr_t>(setup_.heap_base);
    setup_.allgather(setup_.context, routine, &base, remote_bases_.data(),
                     sizeof base);
  }

  bool network_checked = false;
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
    // The PEs are alike: the first endpoint says how puts travel.
    if (!network_checked) {
      puts_as_messages_ = puts_over_tcp_only(endpoints_[pe]);
      network_checked = true;
    }
    if (staged()) continue;
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
      // Keep progressing while events come, and for linger_ns_ after the
      // last (SYMSYNC_PROGRESS_LINGER_US): a stream of them (a large put
      // arriving) then costs one wake-up, not one per event, and a message
      // that comes within the linger finds the thread awake. An event may
      // be another PE's update of this PE's heap: a wait sleeping on it is
      // woken, and the thread then leaves the processor to it rather than
      // linger (the kernel may put the woken thread on this processor; on
      // the development VM it otherwise took up to milliseconds to start on
      // the other); so it does when a thread of the program polls. The lock
      // is taken per round, so that the program's threads and the proxy
      // can send while the thread lingers.
      // Every round progresses before it asks whether to go on lingering:
      // with a linger of 0 the thread still drains what woke it (it used
      // to leave before progressing, and ucp_worker_arm then said "busy"
      // for ever).
      int64_t last_event = now_ns();
      while (!stopping_.load(std::memory_order_relaxed)) {
        unsigned events;
        {
          std::lock_guard<std::mutex> lock(mutex_);
          events = ucp_worker_progress(worker_);
        }
        const int64_t now = now_ns();
        if (events != 0) {
          if (setup_.applied()) break;
          last_event = now;
        }
        if (now - last_event >= linger_ns_ ||
            now - last_poll_ns_.load(std::memory_order_relaxed) <
                kActivePollerNs) {
          break;
        }
        if (events == 0)
          sched_yield();  // awake, but a thread that can run goes first
      }
      ucs_status_t armed;
      {
        std::lock_guard<std::mutex> lock(mutex_);
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
