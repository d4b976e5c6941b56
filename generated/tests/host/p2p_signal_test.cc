// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/tests/host_p2p_test.cc.j2.
//
// The host tests of every point-to-point routine of the signal type (uint64_t):
// its routines, described from the spec, with an adapter calling each one's
// host form and one running its core algorithm with a team of host threads. The
// checks are tests/support/p2p_host_suite.h's typed suite P2pHost, instantiated
// here. Linked into one program with the other types of its width
// (generated/BUILD.bazel), run directly (one PE; with the death tests and the
// team tests) and as 2 PEs; the first type of each width and the signal also as
// 4 PEs and across hosts, and under ThreadSanitizer.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <symsync/p2p_core.h>

#include <vector>

#include "generated/tests/p2p_signal_spec.h"
#include "tests/support/p2p_host_suite.h"

namespace {

using T = uint64_t;
using Args = symsync_test::Args<T>;
using symsync_test::Kind;
using symsync_test::TeamGroup;


uint64_t call_signal_wait_until(const Args &a) {
  const uint64_t result = nvshmem_signal_wait_until(
      a.sig_addr,
      a.cmp,
      a.cmp_value);
  return result;
}

uint64_t team_signal_wait_until(TeamGroup group, const Args &a) {
  uint64_t *sig_addr = a.sig_addr;
  int cmp = a.cmp;
  uint64_t cmp_value = a.cmp_value;
  return symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      group,
      "nvshmem_signal_wait_until",
      cmp,
      sig_addr,
      cmp_value);
}

// The type parameter of the P2pHost suite.
struct P2pSignal {
  using T = uint64_t;
  static constexpr bool kEveryTeamSize = true;
  static void release(T *variable, T value, int pe) {
    nvshmemx_signal_op(variable, value, NVSHMEM_SIGNAL_SET, pe);
  }
  static const symsync_test::Subject<T> &subject() {
    return p2p_signal_spec::subject();
  }
  static const std::vector<symsync_test::HostCalls<T>> &calls() {
    static const auto *instance = new std::vector<symsync_test::HostCalls<T>>{
        {&call_signal_wait_until, &team_signal_wait_until},
    };
    return *instance;
  }
};

}  // namespace

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Signal, P2pHost, P2pSignal);
}  // namespace symsync_test
