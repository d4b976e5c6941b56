// The floor for a ping-pong between hosts over TCP: two processes on this
// machine exchange 8-byte messages over a TCP connection on loopback
// (127.0.0.1, TCP_NODELAY), no library. Each side polls its socket (recv
// with MSG_DONTWAIT) until the other's message arrives and answers at once,
// as a PE of the symsync and OpenSHMEM ping-pongs over UCX_TLS=tcp polls for
// its flag and updates the other's.
//
//   pingpong_tcp ROUNDS REPEATS
//
// Prints one line: "pingpong raw_tcp median_ns=<x> min_ns=<y>" (half a round
// trip, median and minimum over the repeats, after a warm-up).

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

[[noreturn]] void die(const char* what) {
  std::fprintf(stderr, "pingpong_tcp: %s: %s\n", what, std::strerror(errno));
  std::exit(1);
}

void send_word(int fd, uint64_t value) {
  const char* at = reinterpret_cast<const char*>(&value);
  size_t left = sizeof value;
  while (left > 0) {
    const ssize_t sent = send(fd, at, left, 0);
    if (sent < 0 && errno == EINTR) continue;
    if (sent <= 0) die("send");
    at += sent;
    left -= static_cast<size_t>(sent);
  }
}

uint64_t receive_word(int fd) {
  uint64_t value = 0;
  char* at = reinterpret_cast<char*>(&value);
  size_t left = sizeof value;
  while (left > 0) {
    // Busy-polling, as the library waits do: a blocking recv would add a
    // sleep and a wake-up to every message.
    const ssize_t got = recv(fd, at, left, MSG_DONTWAIT);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (got <= 0) die("recv");
    at += got;
    left -= static_cast<size_t>(got);
  }
  return value;
}

double play(int fd, bool first, long start, long rounds) {
  const auto begin = std::chrono::steady_clock::now();
  for (long r = start; r < start + rounds; ++r) {
    if (first) {
      send_word(fd, static_cast<uint64_t>(r));
      if (receive_word(fd) != static_cast<uint64_t>(r)) die("out of step");
    } else {
      if (receive_word(fd) != static_cast<uint64_t>(r)) die("out of step");
      send_word(fd, static_cast<uint64_t>(r));
    }
  }
  const double ns = std::chrono::duration<double, std::nano>(
                        std::chrono::steady_clock::now() - begin)
                        .count();
  return ns / rounds / 2;
}

void no_delay(int fd) {
  const int one = 1;
  if (setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one) != 0)
    die("setsockopt TCP_NODELAY");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s ROUNDS REPEATS\n", argv[0]);
    return 2;
  }
  const long rounds = std::atol(argv[1]);
  const int repeats = std::atoi(argv[2]);
  if (rounds <= 0 || repeats <= 0) {
    std::fprintf(stderr, "pingpong_tcp: ROUNDS and REPEATS must be positive\n");
    return 2;
  }
  const int listener = socket(AF_INET, SOCK_STREAM, 0);
  if (listener < 0) die("socket");
  sockaddr_in address = {};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);  // loopback only
  address.sin_port = 0;
  if (bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof address) !=
      0)
    die("bind");
  socklen_t length = sizeof address;
  if (getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length) !=
      0)
    die("getsockname");
  if (listen(listener, 1) != 0) die("listen");

  const pid_t child = fork();
  if (child < 0) die("fork");
  if (child == 0) {
    close(listener);
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) die("socket");
    if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
      die("connect");
    no_delay(fd);
    long next = 1;
    play(fd, false, next, rounds);
    next += rounds;
    for (int i = 0; i < repeats; ++i, next += rounds)
      play(fd, false, next, rounds);
    close(fd);
    _exit(0);
  }
  const int fd = accept(listener, nullptr, nullptr);
  if (fd < 0) die("accept");
  close(listener);
  no_delay(fd);
  long next = 1;
  play(fd, true, next, rounds);  // warm-up
  next += rounds;
  std::vector<double> half_trips;
  for (int i = 0; i < repeats; ++i, next += rounds)
    half_trips.push_back(play(fd, true, next, rounds));
  close(fd);
  int status = 0;
  waitpid(child, &status, 0);
  std::sort(half_trips.begin(), half_trips.end());
  std::printf("pingpong raw_tcp median_ns=%.1f min_ns=%.1f\n",
              half_trips[half_trips.size() / 2], half_trips.front());
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : 1;
}
