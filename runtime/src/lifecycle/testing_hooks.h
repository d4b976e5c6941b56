// What the runtime's own tests may ask a running library, beyond the API.

#ifndef SYMSYNC_RUNTIME_TESTING_HOOKS_H_
#define SYMSYNC_RUNTIME_TESTING_HOOKS_H_

#include <string>

namespace symsync {
namespace impl {

// The name prefix ("symsync-<PE 0 pid>-<job token>-") of this job's host heap
// segments in /dev/shm; empty when the library is not running on the host
// heap.
std::string host_segment_prefix();

// Called before nvshmem_init: when the job spans hosts, the network reaches
// the host heap as it reaches a heap in GPU memory (its puts, gets and
// updates travel as messages that the target applies through calls), so
// that path is tested where there is no GPU.
void stage_host_heap_over_network();

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_TESTING_HOOKS_H_
