// Helpers for tests that run as several PEs (see tests/defs.bzl).

#ifndef SYMSYNC_TESTS_SUPPORT_PE_TEST_H_
#define SYMSYNC_TESTS_SUPPORT_PE_TEST_H_

#include <nvshmem.h>
#include <symsync/spec_facts.h>  // SYMSYNC_SETTING_RANK

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

namespace symsync_test {

inline int my_pe() { return nvshmem_my_pe(); }
inline int n_pes() { return nvshmem_n_pes(); }
inline int right_pe() { return (my_pe() + 1) % n_pes(); }
inline int left_pe() { return (my_pe() + n_pes() - 1) % n_pes(); }

// True when the program was started without a launcher: gtest death tests
// (which fork) are safe only then.
inline bool started_directly() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") == nullptr &&
         std::getenv("PMIX_RANK") == nullptr &&
         std::getenv(SYMSYNC_SETTING_RANK) == nullptr;  // symsync-run's
}

// The address of `pe`'s copy of the symmetric object at `symmetric`.
template <typename T>
T* on_pe(T* symmetric, int pe) {
  return static_cast<T*>(nvshmem_ptr(symmetric, pe));
}

// Records what the test is doing, for the message the stuck-test watchdog
// prints (tests/support/test_main.cc).
void note_activity(const std::string& what);

inline void pause_briefly(int microseconds = 200) {
  std::this_thread::sleep_for(std::chrono::microseconds(microseconds));
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_PE_TEST_H_
