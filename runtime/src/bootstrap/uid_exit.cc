// The unique-ID bootstrap: what the process exit waits for, and the PE that
// failed a job served here (see uid_exit.h).

#include "runtime/src/bootstrap/uid_exit.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <vector>

#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/bootstrap/uid_wire.h"

namespace symsync {
namespace impl {
namespace uid_detail {
namespace {

// How long a process exit waits for PEs that have begun to say goodbye.
constexpr auto kExitWaitForGoodbyes = std::chrono::seconds(5);

// The servers of this process. Never destroyed: the exit handler and
// detached server threads use it while static objects are torn down.
struct ServerRegistry {
  std::mutex mutex;
  std::vector<std::shared_ptr<ServerProgress>> servers;
  bool exit_handler_registered = false;
};

ServerRegistry& server_registry() {
  static ServerRegistry* registry = new ServerRegistry;
  return *registry;
}

// At exit: a PE whose process hosts the server may finish first; the other
// PEs, between their last barrier and their goodbye, must not see the server
// vanish. Wait (a bounded time) for them.
void wait_for_finishing_servers() {
  std::vector<std::shared_ptr<ServerProgress>> servers;
  {
    ServerRegistry& registry = server_registry();
    std::lock_guard<std::mutex> lock(registry.mutex);
    servers = registry.servers;
  }
  const auto deadline = Clock::now() + kExitWaitForGoodbyes;
  for (const auto& progress : servers) {
    std::unique_lock<std::mutex> lock(progress->mutex);
    progress->changed.wait_until(lock, deadline, [&] {
      return progress->finished || !progress->finishing;
    });
  }
}

// The PE whose abort or unexpected disconnect first failed a job served
// in this process (the launcher asks, to name the cause), or -1.
std::atomic<int> first_failed_pe{-1};

}  // namespace

void register_server(const std::shared_ptr<ServerProgress>& progress) {
  ServerRegistry& registry = server_registry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  registry.servers.push_back(progress);
  if (!registry.exit_handler_registered) {
    registry.exit_handler_registered = true;
    std::atexit(wait_for_finishing_servers);
  }
}

void unregister_server(const std::shared_ptr<ServerProgress>& progress) {
  ServerRegistry& registry = server_registry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto& servers = registry.servers;
  servers.erase(std::remove(servers.begin(), servers.end(), progress),
                servers.end());
}

void note_first_failed_pe(int rank) {
  int none = -1;
  first_failed_pe.compare_exchange_strong(none, rank);
}

}  // namespace uid_detail

int pe_that_failed_the_job() { return uid_detail::first_failed_pe.load(); }

}  // namespace impl
}  // namespace symsync
