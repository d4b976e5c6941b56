// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_p2p_test.cc.j2.
//
// The device and stream tests of every point-to-point routine of type unsigned
// long (TYPENAME ulong): its device routines (each in one thread, warp and
// block form) and its stream forms, described from the spec, with an adapter
// calling each stream form. The checks are tests/support/device_p2p_suite.h's
// typed suite P2pDevice, instantiated here (host code: the kernels are in
// p2p_ulong_test.cu). Linked into one program with the other types of its width
// (generated/BUILD.bazel); run on a GPU as one PE and as two PEs sharing it,
// the first type of each width and the signal also as two PEs on two hosts;
// skipped without one.

#include <nvshmem.h>
#include <nvshmemx.h>
#include <stddef.h>
#include <stdint.h>

#include <vector>

#include "generated/tests/p2p_ulong_spec.h"
#include "tests/support/device_p2p_suite.h"

namespace p2p_ulong_kernels {

// Defined in p2p_ulong_test.cu.
const symsync_test::DeviceLaunchers<unsigned long> &launchers();

}  // namespace p2p_ulong_kernels

namespace {

using T = unsigned long;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

using p2p_ulong_spec::holds;

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_until_some_on_stream(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_all_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ulong_wait_until_some_vector_on_stream(
      a.ivars,
      a.nelems,
      a.indices,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

// The type parameter of the P2pDevice suite.
struct P2pDeviceUlong {
  using T = unsigned long;
  static const symsync_test::Subject<T> &subject() {
    return p2p_ulong_spec::subject();
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][4] = {
        // wait: device, warp, warpgroup, block
        {true, true, false, true},
        // wait_until: device, warp, warpgroup, block
        {true, true, false, true},
        // wait_until_all: device, warp, warpgroup, block
        {true, true, false, true},
        // wait_until_any: device, warp, warpgroup, block
        {true, true, false, true},
        // wait_until_some: device, warp, warpgroup, block
        {true, true, false, true},
        // wait_until_all_vector: device, warp, warpgroup, block
        {true, true, false, true},
        // wait_until_any_vector: device, warp, warpgroup, block
        {true, true, false, true},
        // wait_until_some_vector: device, warp, warpgroup, block
        {true, true, false, true},
        // test: device, warp, warpgroup, block
        {true, true, false, true},
        // test_all: device, warp, warpgroup, block
        {true, true, false, true},
        // test_any: device, warp, warpgroup, block
        {true, true, false, true},
        // test_some: device, warp, warpgroup, block
        {true, true, false, true},
        // test_all_vector: device, warp, warpgroup, block
        {true, true, false, true},
        // test_any_vector: device, warp, warpgroup, block
        {true, true, false, true},
        // test_some_vector: device, warp, warpgroup, block
        {true, true, false, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_ulong_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "ulong",
        &holds,
        {
            NVSHMEM_CMP_EQ,
            NVSHMEM_CMP_NE,
            NVSHMEM_CMP_GT,
            NVSHMEM_CMP_LE,
            NVSHMEM_CMP_LT,
            NVSHMEM_CMP_GE,
        },
        {
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulong_wait_until_some_vector_on_stream",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static const std::vector<symsync_test::StreamCall<T>> &stream_calls() {
    static const auto *instance = new std::vector<symsync_test::StreamCall<T>>{
        &stream_wait,
        &stream_wait_until,
        &stream_wait_until_all,
        &stream_wait_until_any,
        &stream_wait_until_some,
        &stream_wait_until_all_vector,
        &stream_wait_until_any_vector,
        &stream_wait_until_some_vector,
    };
    return *instance;
  }
};

}  // namespace

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Ulong, P2pDevice, P2pDeviceUlong);
}  // namespace symsync_test
