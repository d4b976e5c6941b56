// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/tests/host_rma_test.cc.j2.
//
// The host tests of the data-movement routines for float: adapters calling its
// host forms, registered with tests/support/rma_host_suite.h's suite, which
// runs every case of tests/support/rma_cases.h. Linked into one program with
// the other subjects of its element size (generated/BUILD.bazel), run as 2 PEs;
// the first subject of each element size also as 4 PEs and across hosts, and
// under ThreadSanitizer.

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "tests/support/rma_host_suite.h"

namespace {

using T = float;

const symsync_test::RmaForms forms = {
    "float",
    4,
    [](void *dest, const void *source, size_t nelems, int pe) { nvshmem_float_put(static_cast<T *>(dest), static_cast<const T *>(source), nelems, pe); },
    [](void *dest, const void *source, size_t nelems, int pe) { nvshmem_float_put_nbi(static_cast<T *>(dest), static_cast<const T *>(source), nelems, pe); },
    [](void *dest, const void *source, size_t nelems, int pe) { nvshmem_float_get(static_cast<T *>(dest), static_cast<const T *>(source), nelems, pe); },
    [](void *dest, const void *source, size_t nelems, int pe) { nvshmem_float_get_nbi(static_cast<T *>(dest), static_cast<const T *>(source), nelems, pe); },
    [](void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) {
      nvshmem_float_put_signal(static_cast<T *>(dest), static_cast<const T *>(source), nelems, sig_addr, signal, sig_op, pe);
    },
    [](void *dest, const void *source, size_t nelems, uint64_t *sig_addr, uint64_t signal, int sig_op, int pe) {
      nvshmem_float_put_signal_nbi(static_cast<T *>(dest), static_cast<const T *>(source), nelems, sig_addr, signal, sig_op, pe);
    },
    [](const void *source, int pe, void *value) {
      const T element = nvshmem_float_g(static_cast<const T *>(source), pe);
      memcpy(value, &element, sizeof element);
    },
    [](void *dest, const void *value, int pe) {
      T element;
      memcpy(&element, value, sizeof element);
      nvshmem_float_p(static_cast<T *>(dest), element, pe);
    },
    [](void *dest, const void *source, size_t nelems, int pe) {
      nvshmem_put(static_cast<T *>(dest), static_cast<const T *>(source), nelems, pe);
    },
    [](void *dest, const void *source, size_t nelems, int pe) {
      nvshmem_get(static_cast<T *>(dest), static_cast<const T *>(source), nelems, pe);
    },
};

const bool registered = symsync_test::register_rma_tests(forms);

}  // namespace
