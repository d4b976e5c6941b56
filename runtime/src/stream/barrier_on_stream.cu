// nvshmemx_barrier_all_on_stream: one GPU thread on the stream writes this
// call's number into its own flag on every PE (release, system scope; the
// flags lie just past each heap's end, see begin_stream_barrier), then waits
// until every PE's flag on this PE has reached that number (acquire). Flags
// only grow, so no call needs resetting them, and a PE one barrier ahead cannot
// be mistaken for one that is behind. Work before the barrier on each PE's
// stream is done and visible before any PE's work after it starts.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <symsync/updates.h>

#include "runtime/src/entry/on_stream.h"
#include "runtime/src/stream/library_kernels.h"

namespace symsync {
namespace impl {
namespace {

__global__ void stream_barrier_kernel(uint64_t number, RoutineName routine) {
#if SYMSYNC_DEVICE_PASS
  const DeviceState& state = symsync_device_state;
  // The work before the barrier on this PE's stream (earlier kernels,
  // copies) is visible to the other PEs before they see the flag.
  __threadfence_system();
  for (int pe = 0; pe < state.n_pes; ++pe) {
    auto* flags = reinterpret_cast<uint64_t*>(
        state.peer_bases[pe] + stream_barrier_flags_offset(state.heap_size));
    store_release(&flags[state.my_pe], number);
  }
  const auto* mine = reinterpret_cast<const uint64_t*>(
      state.heap_base + stream_barrier_flags_offset(state.heap_size));
  DeviceBackoff backoff;  // one wait, for every PE's flag
  for (int pe = 0; pe < state.n_pes; ++pe) {
    while (load_acquire(&mine[pe]) < number) {
      if (backoff.pause() != 0) {
        report_device_misuse(routine.text,
                             "PE %lld did not reach the barrier "
                             "within " SYMSYNC_SETTING_WAIT_TIMEOUT_S,
                             pe);
      }
    }
  }
#endif
}

}  // namespace

void load_stream_barrier_kernel(const char* routine) {
  cudaFuncAttributes attributes;
  check_cuda(routine, cudaFuncGetAttributes(&attributes, stream_barrier_kernel),
             "loading the library's stream barrier kernel");
}

void barrier_all_on_stream(const char* routine, cudaStream_t stream) {
  const uint64_t number = begin_stream_barrier(routine);
  stream_barrier_kernel<<<1, 1, 0, stream>>>(number, routine_name(routine));
  check_cuda(routine, cudaGetLastError(), "launching the stream barrier");
}

}  // namespace impl
}  // namespace symsync
