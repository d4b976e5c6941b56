// Producer and consumer: PE 2k sends messages to PE 2k+1, which answers each.
// The producer puts the message into the consumer's buffer with
// nvshmem_long_p, then publishes a sequence number with
// nvshmem_long_atomic_set; the consumer's nvshmem_long_wait_until returns
// only once the message it guards is visible. The consumer acknowledges with
// nvshmemx_signal_op on a 64-bit signal the producer waits on with
// nvshmem_signal_wait_until, which returns the value that satisfied it.
//
//   bazel build //examples:ping_pong
//   mpirun -np 4 bazel-bin/examples/ping_pong [rounds]

#include <nvshmem.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

constexpr int kWords = 32;

struct Channel {
  long message[kWords];  // written by the producer, read by the consumer
  long sequence;         // the producer's release store guards the message
  uint64_t ack;          // the consumer's answer: the last sequence it read
};

}  // namespace

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? std::atoi(argv[1]) : 10000;
  nvshmem_init();
  const int me = nvshmem_my_pe();
  const int npes = nvshmem_n_pes();
  auto* channel = static_cast<Channel*>(nvshmem_calloc(1, sizeof(Channel)));
  const bool producer = me % 2 == 0;
  const int partner = producer ? me + 1 : me - 1;
  int errors = 0;
  double seconds = 0;

  if (partner < npes) {
    const auto start = std::chrono::steady_clock::now();
    for (long round = 1; round <= rounds; ++round) {
      // [example: exchange]
      if (producer) {
        for (int i = 0; i < kWords; ++i)
          nvshmem_long_p(&channel->message[i], round * 100 + i, partner);
        nvshmem_long_atomic_set(&channel->sequence, round, partner);
        const uint64_t ack = nvshmem_signal_wait_until(
            &channel->ack, NVSHMEM_CMP_GE, static_cast<uint64_t>(round));
        if (ack != static_cast<uint64_t>(round)) ++errors;
      } else {
        nvshmem_long_wait_until(&channel->sequence, NVSHMEM_CMP_EQ, round);
        for (int i = 0; i < kWords; ++i) {
          if (channel->message[i] != round * 100 + i) ++errors;
        }
        nvshmemx_signal_op(&channel->ack, static_cast<uint64_t>(round),
                           NVSHMEM_SIGNAL_SET, partner);
      }
      // [end example]
    }
    seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
  }

  if (producer && partner < npes) {
    std::printf(
        "ping_pong: PE %d <-> PE %d: %d round trips, %.2f us per round trip, "
        "%d errors\n",
        me, partner, rounds, 1e6 * seconds / rounds, errors);
  } else if (errors > 0) {
    std::printf("ping_pong: PE %d: %d words arrived wrong\n", me, errors);
  }
  nvshmem_barrier_all();
  nvshmem_free(channel);
  nvshmem_finalize();
  return errors == 0 ? 0 : 1;
}
