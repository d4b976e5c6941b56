// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/include/spec_facts.h.j2.
//
// The facts of the spec that the runtime's handwritten code works with, so
// that it states none of them itself: the comparison operators and the
// signal operations (spec/constants.yaml), the kinds of point-to-point routine
// (spec/p2p_sync.yaml's `kinds` table), the signal type (spec/types.yaml's
// `signal`), the choice settings' values (spec/settings.yaml) and the
// device forms (codegen/targets.py).
// Included by symsync/comparison.h and symsync/p2p_core.h; C++ only.

#ifndef SYMSYNC_SPEC_FACTS_H_
#define SYMSYNC_SPEC_FACTS_H_

#include <stdint.h>

#if defined(__CUDACC__)
#define SYMSYNC_SPEC_HD __host__ __device__
#else
#define SYMSYNC_SPEC_HD
#endif

// Every comparison operator, as X(NAME, VALUE, OPERATOR, IF_LESS, IF_EQUAL,
// IF_GREATER): its constant's name (a string) and value, its C operator, and
// which outcomes of comparing a value with the operand satisfy it.
#define SYMSYNC_COMPARISONS(X) \
  X("NVSHMEM_CMP_EQ", 0, ==, false, true, false) \
  X("NVSHMEM_CMP_NE", 1, !=, true, false, true) \
  X("NVSHMEM_CMP_GT", 2, >, false, false, true) \
  X("NVSHMEM_CMP_LE", 3, <=, true, true, false) \
  X("NVSHMEM_CMP_LT", 4, <, true, false, false) \
  X("NVSHMEM_CMP_GE", 5, >=, false, true, true)

// The comparisons, for messages.
#define SYMSYNC_COMPARISON_LIST \
  "NVSHMEM_CMP_EQ=0, " \
  "NVSHMEM_CMP_NE=1, " \
  "NVSHMEM_CMP_GT=2, " \
  "NVSHMEM_CMP_LE=3, " \
  "NVSHMEM_CMP_LT=4, " \
  "NVSHMEM_CMP_GE=5"

// Every signal operation, as X(NAME, VALUE, EFFECT): its constant's name (a
// string) and value, and what it does to the signal object (SignalEffect).
#define SYMSYNC_SIGNAL_OPERATIONS(X) \
  X("NVSHMEM_SIGNAL_SET", 9, kSet) \
  X("NVSHMEM_SIGNAL_ADD", 10, kAdd)

// The signal operations, for messages.
#define SYMSYNC_SIGNAL_OPERATION_LIST \
  "NVSHMEM_SIGNAL_SET=9 or " \
  "NVSHMEM_SIGNAL_ADD=10"

// The environment variables of spec/settings.yaml, for the messages and
// code that name one, by the handle that survives a rename (the setting's
// field, or a custom setting's handle).
#define SYMSYNC_SETTING_BOOTSTRAP "NVSHMEM_BOOTSTRAP"
#define SYMSYNC_SETTING_UID_SOCK_IFNAME "NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME"
#define SYMSYNC_SETTING_UID_SOCK_FAMILY "NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY"
#define SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S "NVSHMEM_BOOTSTRAP_TIMEOUT"
#define SYMSYNC_SETTING_BOOTSTRAP_PLUGIN "NVSHMEM_BOOTSTRAP_PLUGIN"
#define SYMSYNC_SETTING_SYMMETRIC_SIZE "NVSHMEM_SYMMETRIC_SIZE"
#define SYMSYNC_SETTING_HEAP_KIND "NVSHMEM_HEAP_KIND"
#define SYMSYNC_SETTING_DEBUG "NVSHMEM_DEBUG"
#define SYMSYNC_SETTING_WAIT_SPIN_US "NVSHMEM_WAIT_SPIN_US"
#define SYMSYNC_SETTING_WAIT_YIELD_US "NVSHMEM_WAIT_YIELD_US"
#define SYMSYNC_SETTING_WAIT_MAX_SLEEP_US "NVSHMEM_WAIT_MAX_SLEEP_US"
#define SYMSYNC_SETTING_MAX_TEAMS "NVSHMEM_MAX_TEAMS"
#define SYMSYNC_SETTING_REDUCE_SCRATCH_SIZE "NVSHMEM_REDUCE_SCRATCH_SIZE"
#define SYMSYNC_SETTING_WAIT_TIMEOUT_S "NVSHMEM_WAIT_TIMEOUT"
#define SYMSYNC_SETTING_PES_PER_HOST "SYMSYNC_PES_PER_HOST"
#define SYMSYNC_SETTING_PROGRESS_THREAD "SYMSYNC_PROGRESS_THREAD"
#define SYMSYNC_SETTING_PROGRESS_LINGER_US "SYMSYNC_PROGRESS_LINGER_US"
#define SYMSYNC_SETTING_STREAM_BLOCK_BYTES "SYMSYNC_STREAM_BLOCK_BYTES"
#define SYMSYNC_SETTING_TRANSPORT_PLUGIN "SYMSYNC_TRANSPORT_PLUGIN"
#define SYMSYNC_SETTING_UNIQUEID "SYMSYNC_UNIQUEID"
#define SYMSYNC_SETTING_RANK "SYMSYNC_RANK"
#define SYMSYNC_SETTING_NRANKS "SYMSYNC_NRANKS"
#define SYMSYNC_SETTING_TEST_CGROUP_ROOT "SYMSYNC_TEST_CGROUP_ROOT"
#define SYMSYNC_SETTING_TEST_KILL_PE_IN_INIT "SYMSYNC_TEST_KILL_PE_IN_INIT"
#define SYMSYNC_SETTING_TEST_NODE_NAME "SYMSYNC_TEST_NODE_NAME"

namespace symsync {
namespace impl {

// What a signal operation does to the signal object.
enum class SignalEffect {
  kSet,
  kAdd,
};

// Whether `sig_op` is a signal operation.
SYMSYNC_SPEC_HD constexpr bool is_signal_op(int sig_op) {
  return sig_op == 9
         || sig_op == 10;
}

// What the signal operation `sig_op` (one that is_signal_op) does.
SYMSYNC_SPEC_HD constexpr SignalEffect signal_effect(int sig_op) {
  return sig_op == 9 ? SignalEffect::kSet
         : SignalEffect::kAdd;
}

// The type of a signal object (spec/types.yaml:253): what the signal
// updates write and nvshmem_signal_wait_until waits on.
using Signal = uint64_t;

// The values of the choice settings (spec/settings.yaml), in their order,
// and name_of, which gives a value as users write it.

// NVSHMEM_BOOTSTRAP (spec/settings.yaml:37).
enum class BootstrapChoice : int {
  kSingle,
  kMpi,
  kUid,
};
constexpr const char* name_of(BootstrapChoice value) {
  return value == BootstrapChoice::kSingle ? "single"
         : value == BootstrapChoice::kMpi ? "mpi"
         : "uid";
}

// NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY (spec/settings.yaml:56).
enum class SocketFamily : int {
  kAfInet,
  kAfInet6,
};
constexpr const char* name_of(SocketFamily value) {
  return value == SocketFamily::kAfInet ? "AF_INET"
         : "AF_INET6";
}

// NVSHMEM_HEAP_KIND (spec/settings.yaml:95).
enum class HeapKind : int {
  kHost,
  kCuda,
};
constexpr const char* name_of(HeapKind value) {
  return value == HeapKind::kHost ? "host"
         : "cuda";
}

// The forms device code calls a routine in (codegen/targets.py), in its
// table's order.
enum class DeviceForm {
  kDevice,  // device code: one thread
  kWarp,  // device code: every thread of a warp, together
  kWarpgroup,  // device code: every thread of a warpgroup, together
  kBlock,  // device code: every thread of a block, together
};

// The kinds of point-to-point routine: the core picks each one's algorithm by
// the properties below.
enum class Kind {
  kWait,
  kWaitAll,
  kWaitAny,
  kWaitSome,
  kTest,
  kTestAll,
  kTestAny,
  kTestSome,
};

// Whether a kind waits until it is satisfied (else it tests once).
SYMSYNC_SPEC_HD constexpr bool kind_blocks(Kind kind) {
  return kind == Kind::kWait
         || kind == Kind::kWaitAll
         || kind == Kind::kWaitAny
         || kind == Kind::kWaitSome;
}

// Whether a kind works on a set of variables (else on one).
SYMSYNC_SPEC_HD constexpr bool kind_on_set(Kind kind) {
  return kind == Kind::kWaitAll
         || kind == Kind::kWaitAny
         || kind == Kind::kWaitSome
         || kind == Kind::kTestAll
         || kind == Kind::kTestAny
         || kind == Kind::kTestSome;
}

// Whether a kind on a set is satisfied by all of its elements.
SYMSYNC_SPEC_HD constexpr bool kind_selects_all(Kind kind) {
  return kind == Kind::kWaitAll
         || kind == Kind::kTestAll;
}

// Whether a kind on a set is satisfied by any of its elements.
SYMSYNC_SPEC_HD constexpr bool kind_selects_any(Kind kind) {
  return kind == Kind::kWaitAny
         || kind == Kind::kTestAny;
}

// Whether a kind on a set is satisfied by some of its elements.
SYMSYNC_SPEC_HD constexpr bool kind_selects_some(Kind kind) {
  return kind == Kind::kWaitSome
         || kind == Kind::kTestSome;
}

// What a routine of a kind on a set returns for an empty set (the kinds
// table's empty_result); 0 for the kinds whose routines return nothing.
SYMSYNC_SPEC_HD constexpr unsigned long long kind_empty_result(Kind kind) {
  return kind == Kind::kWaitAny ? SIZE_MAX
         : kind == Kind::kWaitSome ? 0
         : kind == Kind::kTestAll ? 1
         : kind == Kind::kTestAny ? SIZE_MAX
         : kind == Kind::kTestSome ? 0
         : 0;
}

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_SPEC_FACTS_H_
