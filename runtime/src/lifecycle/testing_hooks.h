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

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_TESTING_HOOKS_H_
