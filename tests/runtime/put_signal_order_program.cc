// Data before signal across hosts, watched from outside the library: PE 0
// sends PE 1 rounds of a 64 KiB block and a signal in one
// nvshmem_putmem_signal (one network message, which PE 1's progress thread
// applies); PE 1 spins on the signal with plain acquire loads, which leave
// the network to that thread, and checks the whole block the moment the
// signal shows the round. Applying the signal before the data shows as
// blocks of an earlier round. Run as 2 PEs on 2 "hosts" (launch_pes.sh 2/1).

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstdint>
#include <cstdio>
#include <cstring>

int main() {
  nvshmem_init();
  const int me = nvshmem_my_pe();
  if (nvshmem_n_pes() != 2 || nvshmem_ptr(nullptr, 1 - me) != nullptr) {
    std::fprintf(stderr, "run me as 2 PEs on 2 hosts (launch_pes.sh 2/1)\n");
    return 2;
  }
  constexpr size_t kBytes = 65536;  // the most one message carries
  constexpr uint64_t kRounds = 2000;
  auto* block = static_cast<unsigned char*>(nvshmem_malloc(kBytes));
  auto* signal = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  auto* ack = static_cast<uint64_t*>(nvshmem_calloc(1, sizeof(uint64_t)));
  unsigned char source[kBytes];
  nvshmem_barrier_all();
  uint64_t torn = 0;
  for (uint64_t round = 1; round <= kRounds; ++round) {
    if (me == 0) {
      std::memset(source, static_cast<int>(round & 0xff), kBytes);
      nvshmem_putmem_signal(block, source, kBytes, signal, round,
                            NVSHMEM_SIGNAL_SET, 1);
      nvshmem_signal_wait_until(ack, NVSHMEM_CMP_EQ, round);
      continue;
    }
    while (__atomic_load_n(signal, __ATOMIC_ACQUIRE) != round) {
    }
    for (size_t i = 0; i < kBytes; ++i) {
      if (__atomic_load_n(&block[i], __ATOMIC_RELAXED) !=
          static_cast<unsigned char>(round & 0xff)) {
        ++torn;
        break;
      }
    }
    nvshmemx_signal_op(ack, round, NVSHMEM_SIGNAL_SET, 0);
  }
  nvshmem_barrier_all();
  nvshmem_free(ack);
  nvshmem_free(signal);
  nvshmem_free(block);
  nvshmem_finalize();
  if (me == 1) {
    std::printf(
        "PE 1: %llu of %llu rounds' blocks were not all there when "
        "their signal was\n",
        static_cast<unsigned long long>(torn),
        static_cast<unsigned long long>(kRounds));
  }
  return torn == 0 ? 0 : 1;
}
