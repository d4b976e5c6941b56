// The device checks of the data-movement routines (host code and two
// checking kernels; the kernels calling the routines are generated, see
// rma_device_launch.h). On 2 PEs sharing a GPU, with the symmetric heap in
// its memory, every device form of every tested subject runs the cases of
// rma_cases.h: puts land in the right neighbour's heap at their offset with
// nothing around them touched, gets bring back what the neighbour holds,
// and a put-with-signal is observed by a kernel of the neighbour that waits
// for the signal alone and then checks every byte. The host forms on the GPU
// heap and the stream forms are checked the same way. Without a GPU every
// test skips (with SYMSYNC_REQUIRE_GPU set, fails).

#include <cuda_runtime.h>
#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tests/support/device_p2p_launch.h"
#include "tests/support/pe_test.h"
#include "tests/support/registered_test.h"
#include "tests/support/rma_cases.h"
#include "tests/support/rma_device_launch.h"

namespace symsync_test {
namespace {

constexpr unsigned char kUntouched = 0xEE;
constexpr size_t kBufferBytes = kLargestBlock + kMaxOffset * 16 + kGuardBytes;
constexpr unsigned kCheckThreads = 256;

void ok(cudaError_t error, const char* what) {
  if (error != cudaSuccess) {
    ADD_FAILURE() << what << ": " << cudaGetErrorString(error);
  }
}

// Waits until the signal holds `value`, then counts the bytes of `block`
// (bytes [begin, end) against what `pe` wrote in `round`, the others
// against kUntouched, up to the guard).
__global__ void wait_then_count(const uint64_t* signal, uint64_t value,
                                const unsigned char* block, size_t begin,
                                size_t end, int pe, unsigned round,
                                unsigned long long* wrong) {
  __shared__ unsigned long long found;
  if (threadIdx.x == 0) {
    found = 0;
    if (signal != nullptr)
      nvshmem_signal_wait_until(const_cast<uint64_t*>(signal), NVSHMEM_CMP_EQ,
                                value);
  }
  __syncthreads();
  unsigned long long local = 0;
  for (size_t i = threadIdx.x; i < end + kGuardBytes; i += blockDim.x) {
    const unsigned char expected =
        i >= begin && i < end ? rma_pattern(pe, round, i - begin) : kUntouched;
    local += block[i] != expected;
  }
  if (local != 0) atomicAdd(&found, local);
  __syncthreads();
  if (threadIdx.x == 0) *wrong = found;
}

// Device buffers of one test, freed at its end.
struct Buffers {
  unsigned char* inbox = nullptr;  // symmetric
  uint64_t* signal = nullptr;      // symmetric
  // The local side of every copy, symmetric too: an operation that crosses
  // hosts may name a local buffer of more than 64 bytes only in the heap.
  unsigned char* local = nullptr;
  unsigned long long* wrong = nullptr;
  Buffers() {
    inbox = static_cast<unsigned char*>(nvshmem_malloc(kBufferBytes));
    signal = static_cast<uint64_t*>(nvshmem_malloc(sizeof(uint64_t)));
    local = static_cast<unsigned char*>(nvshmem_malloc(kBufferBytes));
    ok(cudaMalloc(&wrong, sizeof *wrong), "cudaMalloc");
    ok(cudaMemset(signal, 0, sizeof *signal), "cudaMemset");
    ok(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    nvshmem_barrier_all();
  }
  ~Buffers() {
    nvshmem_barrier_all();
    cudaFree(wrong);
    nvshmem_free(local);
    nvshmem_free(signal);
    nvshmem_free(inbox);
  }
};

void fill(unsigned char* device, size_t bytes, int pe, unsigned round) {
  std::vector<unsigned char> host(bytes);
  for (size_t i = 0; i < bytes; ++i) host[i] = rma_pattern(pe, round, i);
  ok(cudaMemcpy(device, host.data(), bytes, cudaMemcpyHostToDevice),
     "cudaMemcpy");
}

// Counts what wait_then_count counts, on a block in this PE's memory that
// is already complete.
unsigned long long count_wrong(Buffers& b, const unsigned char* block,
                               size_t begin, size_t end, int pe,
                               unsigned round) {
  wait_then_count<<<1, kCheckThreads>>>(nullptr, 0, block, begin, end, pe,
                                        round, b.wrong);
  ok(cudaGetLastError(), "launching the check");
  unsigned long long wrong = 0;
  ok(cudaMemcpy(&wrong, b.wrong, sizeof wrong, cudaMemcpyDeviceToHost),
     "cudaMemcpy");
  return wrong;
}

std::string describe(const RmaDeviceKernel& k, const RmaCase& c) {
  return std::string(k.name) + ": " +
         std::to_string(c.elements(k.element_size)) +
         " element(s), destination offset " + std::to_string(c.dest_offset) +
         ", source offset " + std::to_string(c.source_offset);
}

void launch(const RmaDeviceKernel& k, cudaStream_t stream, void* dest,
            const void* source, size_t nelems, uint64_t* sig_addr,
            uint64_t signal, int sig_op, int pe) {
  void* args[] = {&dest, &source, &nelems, &sig_addr, &signal, &sig_op, &pe};
  ok(cudaLaunchKernel(k.kernel, dim3(1), dim3(k.threads), args, 0, stream),
     k.name);
}

bool is(const RmaDeviceKernel& k, const char* routine) {
  return std::strcmp(k.routine, routine) == 0;
}

void run_cases(const RmaDeviceKernel& k) {
  SYMSYNC_REQUIRE_DEVICE();
  // Loaded before any launch: under CUDA's lazy loading a first launch can
  // wait for a running kernel (the neighbour's waiting check).
  cudaFuncAttributes attributes;
  ok(cudaFuncGetAttributes(&attributes, k.kernel), "loading the kernel");
  ok(cudaFuncGetAttributes(&attributes, wait_then_count), "loading the check");
  const size_t e = k.element_size;
  Buffers b;
  cudaStream_t work = nullptr, check = nullptr;
  ok(cudaStreamCreateWithFlags(&work, cudaStreamNonBlocking), "stream");
  ok(cudaStreamCreateWithFlags(&check, cudaStreamNonBlocking), "stream");
  const bool signals = is(k, "put_signal") || is(k, "put_signal_nbi");
  const bool gets = is(k, "get") || is(k, "get_nbi");
  for (unsigned i = 0; i < kRmaCaseCount; ++i) {
    const RmaCase c = rma_case(i);
    const size_t n = c.elements(e), bytes = n * e;
    const unsigned round = i + 1;
    note_activity(describe(k, c));
    ok(cudaMemset(b.inbox, kUntouched, kBufferBytes), "cudaMemset");
    ok(cudaMemset(b.local, kUntouched, kBufferBytes), "cudaMemset");
    if (gets) fill(b.inbox + c.dest_offset * e, bytes, my_pe(), round);
    if (!gets) fill(b.local + c.source_offset * e, bytes, my_pe(), round);
    ok(cudaDeviceSynchronize(), "preparing the case");
    nvshmem_barrier_all();
    if (gets) {
      launch(k, work, b.local + c.source_offset * e,
             b.inbox + c.dest_offset * e, n, nullptr, 0, 0, right_pe());
      // A get_nbi is complete at the next quiet, not at the kernel's end:
      // through the host proxy (another host's PE) its bytes may still be
      // on their way when the kernel ends.
      nvshmemx_quiet_on_stream(work);
      ok(cudaStreamSynchronize(work), k.name);
      EXPECT_EQ(count_wrong(b, b.local, c.source_offset * e,
                            c.source_offset * e + bytes, right_pe(), round),
                0u)
          << describe(k, c);
    } else if (signals) {
      // The neighbour's check waits for the signal alone, beside the put.
      wait_then_count<<<1, kCheckThreads, 0, check>>>(
          b.signal, round, b.inbox, c.dest_offset * e,
          c.dest_offset * e + bytes, left_pe(), round, b.wrong);
      ok(cudaGetLastError(), "launching the check");
      launch(k, work, b.inbox + c.dest_offset * e,
             b.local + c.source_offset * e, n, b.signal, round,
             NVSHMEM_SIGNAL_SET, right_pe());
      ok(cudaStreamSynchronize(work), k.name);
      ok(cudaStreamSynchronize(check), "the check");
      unsigned long long wrong = 0;
      ok(cudaMemcpy(&wrong, b.wrong, sizeof wrong, cudaMemcpyDeviceToHost),
         "cudaMemcpy");
      EXPECT_EQ(wrong, 0u) << "bytes not there when the signal was: "
                           << describe(k, c);
    } else {
      launch(k, work, b.inbox + c.dest_offset * e,
             b.local + c.source_offset * e, n, nullptr, 0, 0, right_pe());
      ok(cudaStreamSynchronize(work), k.name);
      nvshmem_barrier_all();
      EXPECT_EQ(count_wrong(b, b.inbox, c.dest_offset * e,
                            c.dest_offset * e + bytes, left_pe(), round),
                0u)
          << describe(k, c);
    }
    nvshmem_barrier_all();
  }
  cudaStreamDestroy(check);
  cudaStreamDestroy(work);
}

// The host forms on a heap in GPU memory (copies through CUDA), and the
// stream forms: a put (the stream's followed by the stream barrier alone),
// a get and a put-with-signal each, the last observed by the neighbour's
// waiting check; then g and p, host and stream forms.
TEST(RmaOnGpuHeap, HostAndStreamForms) {
  SYMSYNC_REQUIRE_DEVICE();
  cudaFuncAttributes attributes;
  ok(cudaFuncGetAttributes(&attributes, wait_then_count), "loading the check");
  Buffers b;
  const size_t bytes = (size_t{1} << 20) + 3;
  std::vector<unsigned char> host(bytes);
  for (size_t i = 0; i < bytes; ++i) host[i] = rma_pattern(my_pe(), 1, i);
  cudaStream_t stream = nullptr, check = nullptr;
  ok(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "stream");
  ok(cudaStreamCreateWithFlags(&check, cudaStreamNonBlocking), "stream");
  unsigned round = 1;
  // "stream, signal_op": a stream put, then nvshmemx_signal_op_on_stream on
  // the same stream, the signal ordered after the copy by the stream alone.
  for (const char* form : {"host", "host nbi", "stream", "stream, signal_op"}) {
    const bool on_stream = std::strncmp(form, "stream", 6) == 0;
    SCOPED_TRACE(form);
    ok(cudaMemset(b.inbox, kUntouched, kBufferBytes), "cudaMemset");
    fill(b.local, bytes, my_pe(), round);
    ok(cudaDeviceSynchronize(), "preparing");
    nvshmem_barrier_all();
    if (on_stream) {
      // The stream barrier alone (no host barrier) makes the left
      // neighbour's put, made before its own stream barrier, visible here.
      nvshmemx_putmem_on_stream(b.inbox, b.local, bytes, right_pe(), stream);
      nvshmemx_quiet_on_stream(stream);
      nvshmemx_barrier_all_on_stream(stream);
      ok(cudaStreamSynchronize(stream), "nvshmemx_barrier_all_on_stream");
    } else if (std::strcmp(form, "host") == 0) {
      nvshmem_putmem(b.inbox, host.data(), bytes, right_pe());
      nvshmem_barrier_all();
    } else {
      nvshmem_putmem_nbi(b.inbox, b.local, bytes, right_pe());
      nvshmem_quiet();
      nvshmem_barrier_all();
    }
    EXPECT_EQ(count_wrong(b, b.inbox, 0, bytes, left_pe(), round), 0u) << "put";
    // Get back what this PE put into the right neighbour. The memset runs
    // on the legacy stream, which does not order the non-blocking stream's
    // get after it: wait for it.
    ok(cudaMemset(b.local, kUntouched, kBufferBytes), "cudaMemset");
    ok(cudaDeviceSynchronize(), "cudaMemset");
    if (on_stream) {
      nvshmemx_getmem_on_stream(b.local, b.inbox, bytes, right_pe(), stream);
      ok(cudaStreamSynchronize(stream), "nvshmemx_getmem_on_stream");
    } else if (std::strcmp(form, "host") == 0) {
      nvshmem_getmem(b.local, b.inbox, bytes, right_pe());
    } else {
      nvshmem_getmem_nbi(b.local, b.inbox, bytes, right_pe());
      nvshmem_quiet();
    }
    EXPECT_EQ(count_wrong(b, b.local, 0, bytes, my_pe(), round), 0u) << "get";
    nvshmem_barrier_all();
    // A put-with-signal, observed by the neighbour's waiting check.
    ++round;
    ok(cudaMemset(b.inbox, kUntouched, kBufferBytes), "cudaMemset");
    fill(b.local, bytes, my_pe(), round);
    for (size_t i = 0; i < bytes; ++i) host[i] = rma_pattern(my_pe(), round, i);
    ok(cudaDeviceSynchronize(), "preparing");
    nvshmem_barrier_all();
    wait_then_count<<<1, kCheckThreads, 0, check>>>(
        b.signal, round, b.inbox, 0, bytes, left_pe(), round, b.wrong);
    ok(cudaGetLastError(), "launching the check");
    if (std::strcmp(form, "stream, signal_op") == 0) {
      nvshmemx_putmem_on_stream(b.inbox, b.local, bytes, right_pe(), stream);
      nvshmemx_signal_op_on_stream(b.signal, round, NVSHMEM_SIGNAL_SET,
                                   right_pe(), stream);
      ok(cudaStreamSynchronize(stream), "nvshmemx_signal_op_on_stream");
    } else if (on_stream) {
      nvshmemx_putmem_signal_on_stream(b.inbox, b.local, bytes, b.signal, round,
                                       NVSHMEM_SIGNAL_SET, right_pe(), stream);
      ok(cudaStreamSynchronize(stream), "nvshmemx_putmem_signal_on_stream");
    } else if (std::strcmp(form, "host") == 0) {
      nvshmem_putmem_signal(b.inbox, host.data(), bytes, b.signal, round,
                            NVSHMEM_SIGNAL_SET, right_pe());
    } else {
      nvshmem_putmem_signal_nbi(b.inbox, b.local, bytes, b.signal, round,
                                NVSHMEM_SIGNAL_SET, right_pe());
      nvshmem_quiet();
    }
    ok(cudaStreamSynchronize(check), "the check");
    unsigned long long wrong = 0;
    ok(cudaMemcpy(&wrong, b.wrong, sizeof wrong, cudaMemcpyDeviceToHost),
       "cudaMemcpy");
    EXPECT_EQ(wrong, 0u) << "put_signal: bytes not there with the signal";
    nvshmem_barrier_all();
    ++round;
  }
  // g and p of single elements on the GPU heap.
  auto* cells = reinterpret_cast<double*>(b.inbox);
  nvshmem_double_p(&cells[my_pe() % 8], 2.5 + my_pe(), right_pe());
  nvshmem_quiet();
  nvshmem_barrier_all();
  EXPECT_EQ(nvshmem_double_g(&cells[left_pe() % 8], my_pe()), 2.5 + left_pe());
  // The right neighbour's copy holds what this PE put there.
  EXPECT_EQ(nvshmem_double_g(&cells[my_pe() % 8], right_pe()), 2.5 + my_pe());
  nvshmem_barrier_all();
  // Their stream forms: p enqueued, g returned once the stream reaches it.
  nvshmemx_double_p_on_stream(&cells[8 + my_pe() % 8], 7.5 + my_pe(),
                              right_pe(), stream);
  ok(cudaStreamSynchronize(stream), "nvshmemx_double_p_on_stream");
  nvshmem_barrier_all();
  EXPECT_EQ(
      nvshmemx_double_g_on_stream(&cells[8 + my_pe() % 8], right_pe(), stream),
      7.5 + my_pe());
  nvshmem_barrier_all();
  // The host forms of signal_op, atomic_set and signal_fetch on the GPU
  // heap (through CUDA, or the network to another host).
  nvshmemx_signal_op(b.signal, 40 + my_pe(), NVSHMEM_SIGNAL_SET, right_pe());
  nvshmemx_signal_op(b.signal, 2, NVSHMEM_SIGNAL_ADD, right_pe());
  auto* word = reinterpret_cast<uint64_t*>(b.inbox) + 32;
  nvshmem_uint64_atomic_set(word, 900 + my_pe(), right_pe());
  nvshmem_barrier_all();  // a quiet first: complete at their targets
  EXPECT_EQ(nvshmem_signal_fetch(b.signal), 42u + left_pe());
  EXPECT_EQ(nvshmem_uint64_g(word, my_pe()), 900u + left_pe());
  cudaStreamDestroy(check);
  cudaStreamDestroy(stream);
}

}  // namespace

bool register_rma_device_tests(const RmaDeviceKernel* kernels, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    const RmaDeviceKernel k = kernels[i];
    register_test(
        "RmaDevice", k.name, [k] { run_cases(k); }, __FILE__, __LINE__);
  }
  return true;
}

}  // namespace symsync_test
