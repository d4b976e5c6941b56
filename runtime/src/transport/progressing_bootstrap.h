// A job's bootstrap whose collectives keep a network engine making progress
// while they block (SYMSYNC_PROGRESS_THREAD=0 runs the engine's thread only
// then): a PE in a barrier still applies the updates its peers' quiet waits
// for.

#ifndef SYMSYNC_RUNTIME_TRANSPORT_PROGRESSING_BOOTSTRAP_H_
#define SYMSYNC_RUNTIME_TRANSPORT_PROGRESSING_BOOTSTRAP_H_

#include <memory>
#include <utility>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/transport/transport.h"

namespace symsync {
namespace impl {

class ProgressingBootstrap final : public Bootstrap {
 public:
  ProgressingBootstrap(std::unique_ptr<Bootstrap> inner, Transport* transport)
      : inner_(std::move(inner)), transport_(transport) {
    inner_->set_wait_hook(&progress_between_tests, transport);
  }

  const char* name() const override { return inner_->name(); }
  int rank() const override { return inner_->rank(); }
  int size() const override { return inner_->size(); }
  void allgather(const char* routine, const void* mine, void* all,
                 size_t bytes) override {
    Collective during(transport_);
    inner_->allgather(routine, mine, all, bytes);
  }
  void barrier(const char* routine) override {
    Collective during(transport_);
    inner_->barrier(routine);
  }
  [[noreturn]] void abort(int exit_code) override {
    inner_->abort(exit_code);
    __builtin_unreachable();
  }

  // Finalize: the engine is gone, collectives go on without it.
  void forget_transport() {
    inner_->set_wait_hook(nullptr, nullptr);
    transport_ = nullptr;
  }

 private:
  struct Collective {
    explicit Collective(Transport* transport) : transport(transport) {
      if (transport != nullptr) transport->begin_collective();
    }
    ~Collective() {
      if (transport != nullptr) transport->end_collective();
    }
    Transport* transport;
  };
  // A collective that would spin inside MPI drives the engine itself, as a
  // polling wait does (the progress thread then leaves the processor to
  // it: under mpirun --bind-to core they share one core).
  static void progress_between_tests(void* transport) {
    static_cast<Transport*>(transport)->progress(true);
  }

  std::unique_ptr<Bootstrap> inner_;
  Transport* transport_;
};

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_TRANSPORT_PROGRESSING_BOOTSTRAP_H_
