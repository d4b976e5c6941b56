// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_collectives_test.cu.j2.
//
// The device tests of the typed collectives of a team: for each device form
// (one thread, a warp, a block of a kernel) and the stream form, adapters that
// run it on the GPU (a kernel per routine and form that calls it once, started
// by nvshmemx_collective_launch), registered with
// tests/support/collectives_host_suite.h's suite, which checks every element as
// it does for the host forms. The types are codegen/test_subjects.py's
// device_collective_types: the first of each size, and for the reductions each
// floating-point type; generated/tests/api/device_collectives_calls.cu compiles
// every form of every type.

#include <cuda_runtime.h>
#include <nvshmem.h>
#include <nvshmemx.h>
#include <stddef.h>
#include <string.h>

#include "tests/support/collectives_device_launch.h"
#include "tests/support/collectives_host_suite.h"

namespace {

namespace short_forms {

using T = short;

namespace ondevice {

__global__ void call_nvshmem_short_broadcast(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems, int pe_root) {
  const int value = nvshmem_short_broadcast(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_fcollect(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems) {
  const int value = nvshmem_short_fcollect(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_alltoall(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems) {
  const int value = nvshmem_short_alltoall(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_max_reduce(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_min_reduce(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_sum_reduce(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_prod_reduce(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_max_reducescatter(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_min_reducescatter(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_sum_reducescatter(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_short_prod_reducescatter(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmem_short_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_short_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "short",
    "OnDevice",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmem_short_broadcast, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_short_fcollect, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_short_alltoall, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_short_broadcast_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_short_broadcast_warp(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_fcollect_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems) {
  const int value = nvshmemx_short_fcollect_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_alltoall_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems) {
  const int value = nvshmemx_short_alltoall_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_max_reduce_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_min_reduce_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_sum_reduce_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_prod_reduce_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_max_reducescatter_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_min_reducescatter_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_sum_reducescatter_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_prod_reducescatter_warp(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "short",
    "Warp",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_short_broadcast_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_short_fcollect_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_short_alltoall_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_short_broadcast_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_short_broadcast_block(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_fcollect_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems) {
  const int value = nvshmemx_short_fcollect_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_alltoall_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nelems) {
  const int value = nvshmemx_short_alltoall_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_max_reduce_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_min_reduce_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_sum_reduce_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_prod_reduce_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_max_reducescatter_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_min_reducescatter_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_sum_reducescatter_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_short_prod_reducescatter_block(int *result, nvshmem_team_t team, short *dest, const short *src, size_t nreduce) {
  const int value = nvshmemx_short_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_short_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "short",
    "Block",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_short_broadcast_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_short_fcollect_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_short_alltoall_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_short_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "short",
    "OnStream",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::after_stream(nvshmemx_short_broadcast_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_short_fcollect_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_short_alltoall_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace short_forms

namespace int_forms {

using T = int;

namespace ondevice {

__global__ void call_nvshmem_int_broadcast(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems, int pe_root) {
  const int value = nvshmem_int_broadcast(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_fcollect(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems) {
  const int value = nvshmem_int_fcollect(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_alltoall(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems) {
  const int value = nvshmem_int_alltoall(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_max_reduce(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_min_reduce(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_sum_reduce(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_prod_reduce(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_max_reducescatter(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_min_reducescatter(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_sum_reducescatter(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_int_prod_reducescatter(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmem_int_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_int_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int",
    "OnDevice",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmem_int_broadcast, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_int_fcollect, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_int_alltoall, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_int_broadcast_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_int_broadcast_warp(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_fcollect_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems) {
  const int value = nvshmemx_int_fcollect_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_alltoall_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems) {
  const int value = nvshmemx_int_alltoall_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_max_reduce_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_min_reduce_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_sum_reduce_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_prod_reduce_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_max_reducescatter_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_min_reducescatter_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_sum_reducescatter_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_prod_reducescatter_warp(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int",
    "Warp",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_int_broadcast_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_int_fcollect_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_int_alltoall_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_int_broadcast_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_int_broadcast_block(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_fcollect_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems) {
  const int value = nvshmemx_int_fcollect_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_alltoall_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nelems) {
  const int value = nvshmemx_int_alltoall_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_max_reduce_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_min_reduce_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_sum_reduce_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_prod_reduce_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_max_reducescatter_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_min_reducescatter_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_sum_reducescatter_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_int_prod_reducescatter_block(int *result, nvshmem_team_t team, int *dest, const int *src, size_t nreduce) {
  const int value = nvshmemx_int_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_int_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int",
    "Block",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_int_broadcast_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_int_fcollect_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_int_alltoall_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_int_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "int",
    "OnStream",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::after_stream(nvshmemx_int_broadcast_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_int_fcollect_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_int_alltoall_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace int_forms

namespace long_forms {

using T = long;

namespace ondevice {

__global__ void call_nvshmem_long_broadcast(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems, int pe_root) {
  const int value = nvshmem_long_broadcast(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_fcollect(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems) {
  const int value = nvshmem_long_fcollect(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_alltoall(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems) {
  const int value = nvshmem_long_alltoall(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_max_reduce(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_min_reduce(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_sum_reduce(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_prod_reduce(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_max_reducescatter(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_min_reducescatter(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_sum_reducescatter(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_long_prod_reducescatter(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmem_long_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_long_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "long",
    "OnDevice",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmem_long_broadcast, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_long_fcollect, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_long_alltoall, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_long_broadcast_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_long_broadcast_warp(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_fcollect_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems) {
  const int value = nvshmemx_long_fcollect_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_alltoall_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems) {
  const int value = nvshmemx_long_alltoall_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_max_reduce_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_min_reduce_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_sum_reduce_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_prod_reduce_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_max_reducescatter_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_min_reducescatter_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_sum_reducescatter_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_prod_reducescatter_warp(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "long",
    "Warp",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_long_broadcast_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_long_fcollect_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_long_alltoall_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_long_broadcast_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_long_broadcast_block(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_fcollect_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems) {
  const int value = nvshmemx_long_fcollect_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_alltoall_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nelems) {
  const int value = nvshmemx_long_alltoall_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_max_reduce_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_min_reduce_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_sum_reduce_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_prod_reduce_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_max_reducescatter_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_min_reducescatter_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_sum_reducescatter_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_long_prod_reducescatter_block(int *result, nvshmem_team_t team, long *dest, const long *src, size_t nreduce) {
  const int value = nvshmemx_long_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_long_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "long",
    "Block",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_long_broadcast_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_long_fcollect_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_long_alltoall_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_long_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "long",
    "OnStream",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::after_stream(nvshmemx_long_broadcast_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_long_fcollect_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_long_alltoall_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace long_forms

namespace ushort_forms {

using T = unsigned short;

namespace ondevice {

__global__ void call_nvshmem_ushort_and_reduce(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmem_ushort_and_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ushort_or_reduce(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmem_ushort_or_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ushort_xor_reduce(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmem_ushort_xor_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ushort_and_reducescatter(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmem_ushort_and_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ushort_or_reducescatter(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmem_ushort_or_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ushort_xor_reducescatter(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmem_ushort_xor_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ushort_and_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ushort_or_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ushort_xor_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ushort_and_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ushort_or_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ushort_xor_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ushort",
    "OnDevice",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_ushort_and_reduce_warp(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_and_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_or_reduce_warp(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_or_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_xor_reduce_warp(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_xor_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_and_reducescatter_warp(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_and_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_or_reducescatter_warp(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_or_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_xor_reducescatter_warp(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_xor_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_and_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_or_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_xor_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_and_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_or_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_xor_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ushort",
    "Warp",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_ushort_and_reduce_block(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_and_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_or_reduce_block(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_or_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_xor_reduce_block(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_xor_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_and_reducescatter_block(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_and_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_or_reducescatter_block(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_or_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ushort_xor_reducescatter_block(int *result, nvshmem_team_t team, unsigned short *dest, const unsigned short *src, size_t nreduce) {
  const int value = nvshmemx_ushort_xor_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_and_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_or_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_xor_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_and_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_or_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ushort_xor_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ushort",
    "Block",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ushort_and_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ushort_or_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ushort_xor_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ushort_and_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ushort_or_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ushort_xor_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ushort",
    "OnStream",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace ushort_forms

namespace uint_forms {

using T = unsigned int;

namespace ondevice {

__global__ void call_nvshmem_uint_and_reduce(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmem_uint_and_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uint_or_reduce(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmem_uint_or_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uint_xor_reduce(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmem_uint_xor_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uint_and_reducescatter(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmem_uint_and_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uint_or_reducescatter(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmem_uint_or_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uint_xor_reducescatter(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmem_uint_xor_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uint_and_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uint_or_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uint_xor_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uint_and_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uint_or_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uint_xor_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint",
    "OnDevice",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_uint_and_reduce_warp(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_and_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_or_reduce_warp(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_or_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_xor_reduce_warp(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_xor_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_and_reducescatter_warp(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_and_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_or_reducescatter_warp(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_or_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_xor_reducescatter_warp(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_xor_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_and_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_or_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_xor_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_and_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_or_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_xor_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint",
    "Warp",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_uint_and_reduce_block(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_and_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_or_reduce_block(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_or_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_xor_reduce_block(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_xor_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_and_reducescatter_block(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_and_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_or_reducescatter_block(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_or_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uint_xor_reducescatter_block(int *result, nvshmem_team_t team, unsigned int *dest, const unsigned int *src, size_t nreduce) {
  const int value = nvshmemx_uint_xor_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_and_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_or_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_xor_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_and_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_or_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uint_xor_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint",
    "Block",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uint_and_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uint_or_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uint_xor_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uint_and_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uint_or_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uint_xor_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uint",
    "OnStream",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace uint_forms

namespace ulong_forms {

using T = unsigned long;

namespace ondevice {

__global__ void call_nvshmem_ulong_and_reduce(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmem_ulong_and_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ulong_or_reduce(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmem_ulong_or_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ulong_xor_reduce(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmem_ulong_xor_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ulong_and_reducescatter(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmem_ulong_and_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ulong_or_reducescatter(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmem_ulong_or_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_ulong_xor_reducescatter(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmem_ulong_xor_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ulong_and_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ulong_or_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ulong_xor_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ulong_and_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ulong_or_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_ulong_xor_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ulong",
    "OnDevice",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_ulong_and_reduce_warp(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_and_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_or_reduce_warp(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_or_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_xor_reduce_warp(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_xor_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_and_reducescatter_warp(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_and_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_or_reducescatter_warp(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_or_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_xor_reducescatter_warp(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_xor_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_and_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_or_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_xor_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_and_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_or_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_xor_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ulong",
    "Warp",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_ulong_and_reduce_block(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_and_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_or_reduce_block(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_or_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_xor_reduce_block(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_xor_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_and_reducescatter_block(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_and_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_or_reducescatter_block(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_or_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_ulong_xor_reducescatter_block(int *result, nvshmem_team_t team, unsigned long *dest, const unsigned long *src, size_t nreduce) {
  const int value = nvshmemx_ulong_xor_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_and_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_or_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_xor_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_and_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_or_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_ulong_xor_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ulong",
    "Block",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ulong_and_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ulong_or_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ulong_xor_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ulong_and_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ulong_or_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_ulong_xor_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "ulong",
    "OnStream",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace ulong_forms

namespace float_forms {

using T = float;

namespace ondevice {

__global__ void call_nvshmem_float_max_reduce(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_float_min_reduce(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_float_sum_reduce(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_float_prod_reduce(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_float_max_reducescatter(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_float_min_reducescatter(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_float_sum_reducescatter(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_float_prod_reducescatter(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmem_float_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_float_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "float",
    "OnDevice",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_float_max_reduce_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_min_reduce_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_sum_reduce_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_prod_reduce_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_max_reducescatter_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_min_reducescatter_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_sum_reducescatter_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_prod_reducescatter_warp(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "float",
    "Warp",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_float_max_reduce_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_min_reduce_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_sum_reduce_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_prod_reduce_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_max_reducescatter_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_min_reducescatter_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_sum_reducescatter_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_float_prod_reducescatter_block(int *result, nvshmem_team_t team, float *dest, const float *src, size_t nreduce) {
  const int value = nvshmemx_float_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_float_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "float",
    "Block",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_float_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "float",
    "OnStream",
    4,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace float_forms

namespace double_forms {

using T = double;

namespace ondevice {

__global__ void call_nvshmem_double_max_reduce(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_double_min_reduce(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_double_sum_reduce(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_double_prod_reduce(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_double_max_reducescatter(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_double_min_reducescatter(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_double_sum_reducescatter(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_double_prod_reducescatter(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmem_double_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_double_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "double",
    "OnDevice",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_double_max_reduce_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_min_reduce_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_sum_reduce_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_prod_reduce_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_max_reducescatter_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_min_reducescatter_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_sum_reducescatter_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_prod_reducescatter_warp(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "double",
    "Warp",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_double_max_reduce_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_min_reduce_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_sum_reduce_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_prod_reduce_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_max_reducescatter_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_min_reducescatter_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_sum_reducescatter_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_double_prod_reducescatter_block(int *result, nvshmem_team_t team, double *dest, const double *src, size_t nreduce) {
  const int value = nvshmemx_double_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_double_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "double",
    "Block",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_double_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "double",
    "OnStream",
    8,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace double_forms

namespace char_forms {

using T = char;

namespace ondevice {

__global__ void call_nvshmem_char_broadcast(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems, int pe_root) {
  const int value = nvshmem_char_broadcast(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_fcollect(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems) {
  const int value = nvshmem_char_fcollect(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_alltoall(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems) {
  const int value = nvshmem_char_alltoall(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_max_reduce(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_min_reduce(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_sum_reduce(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_prod_reduce(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_max_reducescatter(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_min_reducescatter(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_sum_reducescatter(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_char_prod_reducescatter(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmem_char_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_char_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "char",
    "OnDevice",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmem_char_broadcast, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_char_fcollect, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmem_char_alltoall, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_char_broadcast_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_char_broadcast_warp(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_fcollect_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems) {
  const int value = nvshmemx_char_fcollect_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_alltoall_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems) {
  const int value = nvshmemx_char_alltoall_warp(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_max_reduce_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_min_reduce_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_sum_reduce_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_prod_reduce_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_max_reducescatter_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_min_reducescatter_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_sum_reducescatter_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_prod_reducescatter_warp(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "char",
    "Warp",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_char_broadcast_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_char_fcollect_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_char_alltoall_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_char_broadcast_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems, int pe_root) {
  const int value = nvshmemx_char_broadcast_block(team, dest, src, nelems, pe_root);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_fcollect_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems) {
  const int value = nvshmemx_char_fcollect_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_alltoall_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nelems) {
  const int value = nvshmemx_char_alltoall_block(team, dest, src, nelems);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_max_reduce_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_min_reduce_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_sum_reduce_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_prod_reduce_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_max_reducescatter_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_min_reducescatter_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_sum_reducescatter_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_char_prod_reducescatter_block(int *result, nvshmem_team_t team, char *dest, const char *src, size_t nreduce) {
  const int value = nvshmemx_char_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_char_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "char",
    "Block",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::run_on_gpu(call_nvshmemx_char_broadcast_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n, root);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_char_fcollect_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::run_on_gpu(call_nvshmemx_char_alltoall_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_char_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "char",
    "OnStream",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n, int root) {
      return symsync_test::after_stream(nvshmemx_char_broadcast_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, root, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_char_fcollect_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
      return symsync_test::after_stream(nvshmemx_char_alltoall_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
    },
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace char_forms

namespace uchar_forms {

using T = unsigned char;

namespace ondevice {

__global__ void call_nvshmem_uchar_and_reduce(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmem_uchar_and_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uchar_or_reduce(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmem_uchar_or_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uchar_xor_reduce(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmem_uchar_xor_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uchar_and_reducescatter(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmem_uchar_and_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uchar_or_reducescatter(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmem_uchar_or_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_uchar_xor_reducescatter(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmem_uchar_xor_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uchar_and_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uchar_or_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uchar_xor_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uchar_and_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uchar_or_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_uchar_xor_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uchar",
    "OnDevice",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_uchar_and_reduce_warp(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_and_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_or_reduce_warp(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_or_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_xor_reduce_warp(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_xor_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_and_reducescatter_warp(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_and_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_or_reducescatter_warp(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_or_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_xor_reducescatter_warp(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_xor_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_and_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_or_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_xor_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_and_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_or_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_xor_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uchar",
    "Warp",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_uchar_and_reduce_block(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_and_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_or_reduce_block(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_or_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_xor_reduce_block(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_xor_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_and_reducescatter_block(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_and_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_or_reducescatter_block(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_or_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_uchar_xor_reducescatter_block(int *result, nvshmem_team_t team, unsigned char *dest, const unsigned char *src, size_t nreduce) {
  const int value = nvshmemx_uchar_xor_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_and_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_or_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_xor_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_and_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_or_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_uchar_xor_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uchar",
    "Block",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"and_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uchar_and_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"or_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uchar_or_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"xor_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uchar_xor_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"and_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uchar_and_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a & b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"or_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uchar_or_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a | b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"xor_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_uchar_xor_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a ^ b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "uchar",
    "OnStream",
    1,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace uchar_forms

namespace half_forms {

using T = half;

namespace ondevice {

__global__ void call_nvshmem_half_max_reduce(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_half_min_reduce(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_half_sum_reduce(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_half_prod_reduce(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_half_max_reducescatter(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_half_min_reducescatter(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_half_sum_reducescatter(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_half_prod_reducescatter(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmem_half_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_half_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "half",
    "OnDevice",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_half_max_reduce_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_min_reduce_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_sum_reduce_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_prod_reduce_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_max_reducescatter_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_min_reducescatter_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_sum_reducescatter_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_prod_reducescatter_warp(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "half",
    "Warp",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_half_max_reduce_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_min_reduce_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_sum_reduce_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_prod_reduce_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_max_reducescatter_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_min_reducescatter_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_sum_reducescatter_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_half_prod_reducescatter_block(int *result, nvshmem_team_t team, half *dest, const half *src, size_t nreduce) {
  const int value = nvshmemx_half_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_half_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "half",
    "Block",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_half_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "half",
    "OnStream",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace half_forms

namespace bfloat16_forms {

using T = __nv_bfloat16;

namespace ondevice {

__global__ void call_nvshmem_bfloat16_max_reduce(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_max_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_bfloat16_min_reduce(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_min_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_bfloat16_sum_reduce(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_sum_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_bfloat16_prod_reduce(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_prod_reduce(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_bfloat16_max_reducescatter(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_max_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_bfloat16_min_reducescatter(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_min_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_bfloat16_sum_reducescatter(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_sum_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmem_bfloat16_prod_reducescatter(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmem_bfloat16_prod_reducescatter(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_max_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_min_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_sum_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_prod_reduce, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_max_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_min_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_sum_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmem_bfloat16_prod_reducescatter, 1, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "bfloat16",
    "OnDevice",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace ondevice

namespace warp {

__global__ void call_nvshmemx_bfloat16_max_reduce_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_max_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_min_reduce_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_min_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_sum_reduce_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_sum_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_prod_reduce_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_prod_reduce_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_max_reducescatter_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_max_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_min_reducescatter_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_min_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_sum_reducescatter_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_sum_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_prod_reducescatter_warp(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_prod_reducescatter_warp(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_max_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_min_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_sum_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_prod_reduce_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_max_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_min_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_sum_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_prod_reducescatter_warp, 32, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "bfloat16",
    "Warp",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace warp

namespace block {

__global__ void call_nvshmemx_bfloat16_max_reduce_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_max_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_min_reduce_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_min_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_sum_reduce_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_sum_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_prod_reduce_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_prod_reduce_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_max_reducescatter_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_max_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_min_reducescatter_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_min_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_sum_reducescatter_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_sum_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

__global__ void call_nvshmemx_bfloat16_prod_reducescatter_block(int *result, nvshmem_team_t team, __nv_bfloat16 *dest, const __nv_bfloat16 *src, size_t nreduce) {
  const int value = nvshmemx_bfloat16_prod_reducescatter_block(team, dest, src, nreduce);
  if (threadIdx.x == 0) *result = value;
}

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_max_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_min_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_sum_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_prod_reduce_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_max_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_min_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_sum_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::run_on_gpu(call_nvshmemx_bfloat16_prod_reducescatter_block, 96, team, static_cast<T *>(dest), static_cast<const T *>(src), n);
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "bfloat16",
    "Block",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace block

namespace onstream {

const symsync_test::ReductionForm reductions[] = {
    {"max_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_max_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"min_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_min_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"sum_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_sum_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"prod_reduce",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_prod_reduce_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     false},
    {"max_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_max_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b > a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"min_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_min_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(b < a ? b : a);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"sum_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_sum_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a + b);
       memcpy(acc, &result, sizeof result);
     },
     true},
    {"prod_reducescatter",
     [](nvshmem_team_t team, void *dest, const void *src, size_t n) {
       return symsync_test::after_stream(nvshmemx_bfloat16_prod_reducescatter_on_stream(team, static_cast<T *>(dest), static_cast<const T *>(src), n, symsync_test::collectives_stream()));
     },
     [](void *acc, const void *in) {
       T a, b;
       memcpy(static_cast<void *>(&a), acc, sizeof a);
       memcpy(static_cast<void *>(&b), in, sizeof b);
       const T result = static_cast<T>(a * b);
       memcpy(acc, &result, sizeof result);
     },
     true},
};

const symsync_test::CollectiveForms subject = {
    "bfloat16",
    "OnStream",
    2,
    symsync_test::copy_heap,
    symsync_test::collectives_on_gpu,
    [](int value, void *out) {
      const T element = static_cast<T>(value);
      memcpy(out, &element, sizeof element);
    },
    nullptr,
    nullptr,
    nullptr,
    reductions,
    sizeof reductions / sizeof reductions[0],
};

const bool registered = symsync_test::register_collective_tests(subject);

}  // namespace onstream

}  // namespace bfloat16_forms

}  // namespace
