// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/setup.yaml, spec/types.yaml,
// spec/updates.yaml with templates/tests/device_p2p_test.cc.j2.
//
// The device and stream tests of every point-to-point routine of every type and
// of the signal type: each subject's device routines (each in one thread, warp
// and block form) and its stream forms, described from the spec, with an
// adapter calling each stream form. The checks are
// tests/support/device_p2p_suite.h's typed suite P2pDevice, instantiated here
// once per subject (host code: each subject's kernels are in
// p2p_<subject>_test.cu beside this file). One program for every subject, as
// the host side of each costs a compile mostly spent on the same headers. Run
// on a GPU as one PE and as two PEs sharing it; skipped without one.

#include <nvshmem.h>
#include <nvshmemx.h>
#include <stddef.h>
#include <stdint.h>

#include <vector>

#include "tests/support/device_p2p_suite.h"

namespace p2p_short_kernels {

// The kernels of type short (TYPENAME short), in p2p_short_test.cu.
const symsync_test::DeviceLaunchers<short> &launchers();

}  // namespace p2p_short_kernels

namespace p2p_short {

using T = short;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_short_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_short_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_short_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_short_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_short_wait_until_some_on_stream(
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
  nvshmemx_short_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_short_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_short_wait_until_some_vector_on_stream(
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
struct P2pDeviceShort {
  using T = short;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "short",
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
                "nvshmem_short_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_short_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_short_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_short_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_short_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_short_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "short",
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
                "nvshmemx_short_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_short_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_short_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_short_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_short_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_short_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_short_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_short_wait_until_some_vector_on_stream",
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

}  // namespace p2p_short

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Short, P2pDevice,
                               p2p_short::P2pDeviceShort);
}  // namespace symsync_test
namespace p2p_int_kernels {

// The kernels of type int (TYPENAME int), in p2p_int_test.cu.
const symsync_test::DeviceLaunchers<int> &launchers();

}  // namespace p2p_int_kernels

namespace p2p_int {

using T = int;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_int_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_int_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_int_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_int_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_int_wait_until_some_on_stream(
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
  nvshmemx_int_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int_wait_until_some_vector_on_stream(
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
struct P2pDeviceInt {
  using T = int;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "int",
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
                "nvshmem_int_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_int_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "int",
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
                "nvshmemx_int_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_int_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_int_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int_wait_until_some_vector_on_stream",
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

}  // namespace p2p_int

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Int, P2pDevice,
                               p2p_int::P2pDeviceInt);
}  // namespace symsync_test
namespace p2p_long_kernels {

// The kernels of type long (TYPENAME long), in p2p_long_test.cu.
const symsync_test::DeviceLaunchers<long> &launchers();

}  // namespace p2p_long_kernels

namespace p2p_long {

using T = long;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_long_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_long_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_long_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_long_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_long_wait_until_some_on_stream(
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
  nvshmemx_long_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_long_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_long_wait_until_some_vector_on_stream(
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
struct P2pDeviceLong {
  using T = long;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "long",
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
                "nvshmem_long_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_long_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_long_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_long_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_long_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_long_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "long",
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
                "nvshmemx_long_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_long_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_long_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_long_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_long_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_long_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_long_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_long_wait_until_some_vector_on_stream",
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

}  // namespace p2p_long

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Long, P2pDevice,
                               p2p_long::P2pDeviceLong);
}  // namespace symsync_test
namespace p2p_longlong_kernels {

// The kernels of type long long (TYPENAME longlong), in p2p_longlong_test.cu.
const symsync_test::DeviceLaunchers<long long> &launchers();

}  // namespace p2p_longlong_kernels

namespace p2p_longlong {

using T = long long;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_longlong_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_longlong_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_longlong_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_longlong_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_longlong_wait_until_some_on_stream(
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
  nvshmemx_longlong_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_longlong_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_longlong_wait_until_some_vector_on_stream(
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
struct P2pDeviceLonglong {
  using T = long long;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "longlong",
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
                "nvshmem_longlong_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_longlong_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_longlong_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_longlong_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_longlong_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_longlong_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "longlong",
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
                "nvshmemx_longlong_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_longlong_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_longlong_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_longlong_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_longlong_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_longlong_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_longlong_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_longlong_wait_until_some_vector_on_stream",
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

}  // namespace p2p_longlong

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Longlong, P2pDevice,
                               p2p_longlong::P2pDeviceLonglong);
}  // namespace symsync_test
namespace p2p_ushort_kernels {

// The kernels of type unsigned short (TYPENAME ushort), in p2p_ushort_test.cu.
const symsync_test::DeviceLaunchers<unsigned short> &launchers();

}  // namespace p2p_ushort_kernels

namespace p2p_ushort {

using T = unsigned short;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_ushort_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_ushort_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_ushort_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_ushort_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_ushort_wait_until_some_on_stream(
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
  nvshmemx_ushort_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ushort_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ushort_wait_until_some_vector_on_stream(
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
struct P2pDeviceUshort {
  using T = unsigned short;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "ushort",
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
                "nvshmem_ushort_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ushort_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ushort_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ushort_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ushort_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_ushort_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "ushort",
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
                "nvshmemx_ushort_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ushort_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ushort_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ushort_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ushort_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ushort_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ushort_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ushort_wait_until_some_vector_on_stream",
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

}  // namespace p2p_ushort

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Ushort, P2pDevice,
                               p2p_ushort::P2pDeviceUshort);
}  // namespace symsync_test
namespace p2p_uint_kernels {

// The kernels of type unsigned int (TYPENAME uint), in p2p_uint_test.cu.
const symsync_test::DeviceLaunchers<unsigned int> &launchers();

}  // namespace p2p_uint_kernels

namespace p2p_uint {

using T = unsigned int;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_uint_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_uint_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_uint_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_uint_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_uint_wait_until_some_on_stream(
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
  nvshmemx_uint_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_uint_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_uint_wait_until_some_vector_on_stream(
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
struct P2pDeviceUint {
  using T = unsigned int;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "uint",
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
                "nvshmem_uint_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_uint_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "uint",
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
                "nvshmemx_uint_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_uint_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_uint_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint_wait_until_some_vector_on_stream",
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

}  // namespace p2p_uint

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Uint, P2pDevice,
                               p2p_uint::P2pDeviceUint);
}  // namespace symsync_test
namespace p2p_ulong_kernels {

// The kernels of type unsigned long (TYPENAME ulong), in p2p_ulong_test.cu.
const symsync_test::DeviceLaunchers<unsigned long> &launchers();

}  // namespace p2p_ulong_kernels

namespace p2p_ulong {

using T = unsigned long;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

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
                "nvshmem_ulong_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ulong_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ulong_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ulong_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulong_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
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

}  // namespace p2p_ulong

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Ulong, P2pDevice,
                               p2p_ulong::P2pDeviceUlong);
}  // namespace symsync_test
namespace p2p_ulonglong_kernels {

// The kernels of type unsigned long long (TYPENAME ulonglong), in p2p_ulonglong_test.cu.
const symsync_test::DeviceLaunchers<unsigned long long> &launchers();

}  // namespace p2p_ulonglong_kernels

namespace p2p_ulonglong {

using T = unsigned long long;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_ulonglong_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_ulonglong_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_ulonglong_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_ulonglong_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_ulonglong_wait_until_some_on_stream(
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
  nvshmemx_ulonglong_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ulonglong_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ulonglong_wait_until_some_vector_on_stream(
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
struct P2pDeviceUlonglong {
  using T = unsigned long long;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "ulonglong",
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
                "nvshmem_ulonglong_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ulonglong_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_ulonglong_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "ulonglong",
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
                "nvshmemx_ulonglong_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ulonglong_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ulonglong_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulonglong_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulonglong_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulonglong_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulonglong_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ulonglong_wait_until_some_vector_on_stream",
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

}  // namespace p2p_ulonglong

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Ulonglong, P2pDevice,
                               p2p_ulonglong::P2pDeviceUlonglong);
}  // namespace symsync_test
namespace p2p_int32_kernels {

// The kernels of type int32_t (TYPENAME int32), in p2p_int32_test.cu.
const symsync_test::DeviceLaunchers<int32_t> &launchers();

}  // namespace p2p_int32_kernels

namespace p2p_int32 {

using T = int32_t;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_some_on_stream(
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
  nvshmemx_int32_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int32_wait_until_some_vector_on_stream(
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
struct P2pDeviceInt32 {
  using T = int32_t;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "int32",
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
                "nvshmem_int32_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int32_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int32_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int32_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int32_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_int32_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "int32",
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
                "nvshmemx_int32_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_int32_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_int32_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int32_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int32_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int32_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int32_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int32_wait_until_some_vector_on_stream",
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

}  // namespace p2p_int32

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Int32, P2pDevice,
                               p2p_int32::P2pDeviceInt32);
}  // namespace symsync_test
namespace p2p_int64_kernels {

// The kernels of type int64_t (TYPENAME int64), in p2p_int64_test.cu.
const symsync_test::DeviceLaunchers<int64_t> &launchers();

}  // namespace p2p_int64_kernels

namespace p2p_int64 {

using T = int64_t;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_int64_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_int64_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_int64_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_int64_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_int64_wait_until_some_on_stream(
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
  nvshmemx_int64_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int64_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_int64_wait_until_some_vector_on_stream(
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
struct P2pDeviceInt64 {
  using T = int64_t;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "int64",
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
                "nvshmem_int64_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int64_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int64_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_int64_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_int64_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_int64_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "int64",
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
                "nvshmemx_int64_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_int64_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_int64_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int64_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int64_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int64_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int64_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_int64_wait_until_some_vector_on_stream",
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

}  // namespace p2p_int64

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Int64, P2pDevice,
                               p2p_int64::P2pDeviceInt64);
}  // namespace symsync_test
namespace p2p_uint32_kernels {

// The kernels of type uint32_t (TYPENAME uint32), in p2p_uint32_test.cu.
const symsync_test::DeviceLaunchers<uint32_t> &launchers();

}  // namespace p2p_uint32_kernels

namespace p2p_uint32 {

using T = uint32_t;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_uint32_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_uint32_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_uint32_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_uint32_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_uint32_wait_until_some_on_stream(
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
  nvshmemx_uint32_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_uint32_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_uint32_wait_until_some_vector_on_stream(
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
struct P2pDeviceUint32 {
  using T = uint32_t;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "uint32",
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
                "nvshmem_uint32_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint32_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint32_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint32_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint32_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_uint32_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "uint32",
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
                "nvshmemx_uint32_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_uint32_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_uint32_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint32_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint32_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint32_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint32_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint32_wait_until_some_vector_on_stream",
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

}  // namespace p2p_uint32

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Uint32, P2pDevice,
                               p2p_uint32::P2pDeviceUint32);
}  // namespace symsync_test
namespace p2p_uint64_kernels {

// The kernels of type uint64_t (TYPENAME uint64), in p2p_uint64_test.cu.
const symsync_test::DeviceLaunchers<uint64_t> &launchers();

}  // namespace p2p_uint64_kernels

namespace p2p_uint64 {

using T = uint64_t;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_uint64_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_uint64_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_uint64_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_uint64_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_uint64_wait_until_some_on_stream(
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
  nvshmemx_uint64_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_uint64_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_uint64_wait_until_some_vector_on_stream(
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
struct P2pDeviceUint64 {
  using T = uint64_t;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "uint64",
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
                "nvshmem_uint64_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint64_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint64_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_uint64_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_uint64_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_uint64_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "uint64",
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
                "nvshmemx_uint64_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_uint64_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_uint64_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint64_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint64_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint64_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint64_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_uint64_wait_until_some_vector_on_stream",
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

}  // namespace p2p_uint64

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Uint64, P2pDevice,
                               p2p_uint64::P2pDeviceUint64);
}  // namespace symsync_test
namespace p2p_size_kernels {

// The kernels of type size_t (TYPENAME size), in p2p_size_test.cu.
const symsync_test::DeviceLaunchers<size_t> &launchers();

}  // namespace p2p_size_kernels

namespace p2p_size {

using T = size_t;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_size_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_size_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_size_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_size_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_size_wait_until_some_on_stream(
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
  nvshmemx_size_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_size_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_size_wait_until_some_vector_on_stream(
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
struct P2pDeviceSize {
  using T = size_t;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "size",
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
                "nvshmem_size_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_size_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_size_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_size_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_size_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_size_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "size",
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
                "nvshmemx_size_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_size_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_size_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_size_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_size_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_size_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_size_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_size_wait_until_some_vector_on_stream",
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

}  // namespace p2p_size

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Size, P2pDevice,
                               p2p_size::P2pDeviceSize);
}  // namespace symsync_test
namespace p2p_ptrdiff_kernels {

// The kernels of type ptrdiff_t (TYPENAME ptrdiff), in p2p_ptrdiff_test.cu.
const symsync_test::DeviceLaunchers<ptrdiff_t> &launchers();

}  // namespace p2p_ptrdiff_kernels

namespace p2p_ptrdiff {

using T = ptrdiff_t;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_wait(const Args &a, cudaStream_t stream) {
  nvshmemx_ptrdiff_wait_on_stream(a.ivar, a.cmp_value, stream);
}

void stream_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_ptrdiff_wait_until_on_stream(a.ivar, a.cmp, a.cmp_value, stream);
}

void stream_wait_until_all(const Args &a, cudaStream_t stream) {
  nvshmemx_ptrdiff_wait_until_all_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      stream);
}

void stream_wait_until_any(const Args &a, cudaStream_t stream) {
  nvshmemx_ptrdiff_wait_until_any_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_value,
      a.ret,
      stream);
}

void stream_wait_until_some(const Args &a, cudaStream_t stream) {
  nvshmemx_ptrdiff_wait_until_some_on_stream(
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
  nvshmemx_ptrdiff_wait_until_all_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      stream);
}

void stream_wait_until_any_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ptrdiff_wait_until_any_vector_on_stream(
      a.ivars,
      a.nelems,
      a.status,
      a.cmp,
      a.cmp_values,
      a.ret,
      stream);
}

void stream_wait_until_some_vector(const Args &a, cudaStream_t stream) {
  nvshmemx_ptrdiff_wait_until_some_vector_on_stream(
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
struct P2pDevicePtrdiff {
  using T = ptrdiff_t;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "ptrdiff",
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
                "nvshmem_ptrdiff_wait",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_wait_until_all",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_wait_until_any",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_wait_until_some",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_wait_until_all_vector",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_wait_until_any_vector",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_wait_until_some_vector",
                Kind::kWaitSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_test",
                Kind::kTest,
                false,
                true,
                -1,
                true,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_test_all",
                Kind::kTestAll,
                false,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_test_any",
                Kind::kTestAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_test_some",
                Kind::kTestSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_test_all_vector",
                Kind::kTestAll,
                true,
                true,
                -1,
                true,
                1,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_test_any_vector",
                Kind::kTestAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmem_ptrdiff_test_some_vector",
                Kind::kTestSome,
                true,
                true,
                -1,
                true,
                0,
                "ivars"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // wait: thread, warp, block
        {true, true, true},
        // wait_until: thread, warp, block
        {true, true, true},
        // wait_until_all: thread, warp, block
        {true, true, true},
        // wait_until_any: thread, warp, block
        {true, true, true},
        // wait_until_some: thread, warp, block
        {true, true, true},
        // wait_until_all_vector: thread, warp, block
        {true, true, true},
        // wait_until_any_vector: thread, warp, block
        {true, true, true},
        // wait_until_some_vector: thread, warp, block
        {true, true, true},
        // test: thread, warp, block
        {true, true, true},
        // test_all: thread, warp, block
        {true, true, true},
        // test_any: thread, warp, block
        {true, true, true},
        // test_some: thread, warp, block
        {true, true, true},
        // test_all_vector: thread, warp, block
        {true, true, true},
        // test_any_vector: thread, warp, block
        {true, true, true},
        // test_some_vector: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_ptrdiff_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "ptrdiff",
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
                "nvshmemx_ptrdiff_wait_on_stream",
                Kind::kWait,
                false,
                false,
                NVSHMEM_CMP_NE,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ptrdiff_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "ivar"),
            symsync_test::routine_info(
                "nvshmemx_ptrdiff_wait_until_all_on_stream",
                Kind::kWaitAll,
                false,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ptrdiff_wait_until_any_on_stream",
                Kind::kWaitAny,
                false,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ptrdiff_wait_until_some_on_stream",
                Kind::kWaitSome,
                false,
                true,
                -1,
                true,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ptrdiff_wait_until_all_vector_on_stream",
                Kind::kWaitAll,
                true,
                true,
                -1,
                false,
                0,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ptrdiff_wait_until_any_vector_on_stream",
                Kind::kWaitAny,
                true,
                true,
                -1,
                true,
                SIZE_MAX,
                "ivars"),
            symsync_test::routine_info(
                "nvshmemx_ptrdiff_wait_until_some_vector_on_stream",
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

}  // namespace p2p_ptrdiff

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Ptrdiff, P2pDevice,
                               p2p_ptrdiff::P2pDevicePtrdiff);
}  // namespace symsync_test
namespace p2p_signal_kernels {

// The kernels of the signal type (uint64_t), in p2p_signal_test.cu.
const symsync_test::DeviceLaunchers<uint64_t> &launchers();

}  // namespace p2p_signal_kernels

namespace p2p_signal {

using T = uint64_t;
using Args = symsync_test::Args<T>;
using symsync_test::DeviceForm;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
bool holds(int cmp, T value, T operand) {
  switch (cmp) {
    case NVSHMEM_CMP_EQ:
      return value == operand;
    case NVSHMEM_CMP_NE:
      return value != operand;
    case NVSHMEM_CMP_GT:
      return value > operand;
    case NVSHMEM_CMP_LE:
      return value <= operand;
    case NVSHMEM_CMP_LT:
      return value < operand;
    case NVSHMEM_CMP_GE:
      return value >= operand;
  }
  ADD_FAILURE() << "no comparison " << cmp;
  return false;
}

void stream_signal_wait_until(const Args &a, cudaStream_t stream) {
  nvshmemx_signal_wait_until_on_stream(a.sig_addr, a.cmp, a.cmp_value, stream);
}

// The type parameter of the P2pDevice suite.
struct P2pDeviceSignal {
  using T = uint64_t;
  static const symsync_test::Subject<T> &subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "signal",
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
                "nvshmem_signal_wait_until",
                Kind::kWait,
                false,
                true,
                -1,
                true,
                0,
                "sig_addr"),
        }};
    return *instance;
  }
  static bool has(DeviceForm form, size_t routine) {
    static const bool kForms[][3] = {
        // signal_wait_until: thread, warp, block
        {true, true, true},
    };
    return kForms[routine][static_cast<int>(form)];
  }
  static const symsync_test::DeviceLaunchers<T> &launchers() {
    return p2p_signal_kernels::launchers();
  }
  static const symsync_test::Subject<T> &stream_subject() {
    static const auto *instance = new symsync_test::Subject<T>{
        "signal",
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
                "nvshmemx_signal_wait_until_on_stream",
                Kind::kWait,
                false,
                true,
                -1,
                false,
                0,
                "sig_addr"),
        }};
    return *instance;
  }
  static const std::vector<symsync_test::StreamCall<T>> &stream_calls() {
    static const auto *instance = new std::vector<symsync_test::StreamCall<T>>{
        &stream_signal_wait_until,
    };
    return *instance;
  }
};

}  // namespace p2p_signal

namespace symsync_test {
INSTANTIATE_TYPED_TEST_SUITE_P(Signal, P2pDevice,
                               p2p_signal::P2pDeviceSignal);
}  // namespace symsync_test
