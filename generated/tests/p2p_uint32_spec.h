// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/tests/p2p_spec.h.j2.
//
// What the spec says of every point-to-point routine of type uint32_t (TYPENAME
// uint32) and of the comparisons: the description the host test
// (tests/host/p2p_uint32_test.cc) and the device test
// (tests/device/p2p_uint32_test.cc) both check against, written once.

#ifndef SYMSYNC_GENERATED_TESTS_P2P_UINT32_SPEC_H_
#define SYMSYNC_GENERATED_TESTS_P2P_UINT32_SPEC_H_

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>

#include "tests/support/p2p_cases.h"

namespace p2p_uint32_spec {

using T = uint32_t;
using symsync_test::Kind;

// The comparisons, as spec/constants.yaml states them.
inline bool holds(int cmp, T value, T operand) {
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

}  // namespace p2p_uint32_spec

#endif  // SYMSYNC_GENERATED_TESTS_P2P_UINT32_SPEC_H_
