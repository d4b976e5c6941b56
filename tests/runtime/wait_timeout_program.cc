// Waits that can never be satisfied, for wait_timeout_test.sh: run with
// NVSHMEM_WAIT_TIMEOUT set, each must end the program with a report of what
// it waited for. One PE, host heap.
//
//   wait_timeout_program all|signal|vector|late

#include <nvshmem.h>
#include <nvshmemx.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <thread>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr,
                 "usage: wait_timeout_program all|signal|vector|late\n");
    return 2;
  }
  const char* mode = argv[1];
  nvshmem_init();
  auto* cells = static_cast<int*>(nvshmem_calloc(5, sizeof(int)));
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  if (std::strcmp(mode, "all") == 0) {
    // Elements 0..3 are in the set; only element 2 will ever hold 1.
    const int status[5] = {0, 0, 0, 0, 1};
    nvshmem_int_atomic_set(&cells[2], 1, nvshmem_my_pe());
    cells[4] = -7;  // out of the set: never shown
    nvshmem_int_wait_until_all(cells, 5, status, NVSHMEM_CMP_EQ, 1);
  } else if (std::strcmp(mode, "signal") == 0) {
    nvshmemx_signal_op(signal, 3, NVSHMEM_SIGNAL_SET, nvshmem_my_pe());
    nvshmem_signal_wait_until(signal, NVSHMEM_CMP_GE, 5);
  } else if (std::strcmp(mode, "vector") == 0) {
    int wanted[5] = {1, 2, 3, 4, 5};
    nvshmem_int_wait_until_any_vector(cells, 5, nullptr, NVSHMEM_CMP_GT,
                                      wanted);
  } else if (std::strcmp(mode, "late") == 0) {
    // Satisfied after 0.5 s, within the timeout: the wait returns.
    std::thread late([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
      nvshmemx_signal_op(signal, 1, NVSHMEM_SIGNAL_SET, nvshmem_my_pe());
    });
    nvshmem_signal_wait_until(signal, NVSHMEM_CMP_EQ, 1);
    late.join();
    std::printf("wait_timeout_program: the late update ended the wait\n");
    nvshmem_free(signal);
    nvshmem_free(cells);
    nvshmem_finalize();
    return 0;
  } else {
    std::fprintf(stderr, "wait_timeout_program: unknown mode '%s'\n", mode);
    return 2;
  }
  std::fprintf(stderr, "wait_timeout_program: the wait returned\n");
  return 3;
}
