// The unique-ID bootstrap within one process: the ID's text form, allgather
// and barrier with PEs as threads, and the errors that end a PE (gtest death
// tests, each in a fresh process).

#include <gtest/gtest.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstring>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "runtime/src/bootstrap/uid.h"

namespace symsync {
namespace impl {
namespace {

using testing::ExitedWithCode;

Settings loopback_settings(double timeout_s = 30) {
  Settings settings;
  settings.uid_sock_ifname = "lo";
  settings.bootstrap_timeout_s = timeout_s;
  return settings;
}

// Runs PEs 0 .. nranks-1 of job `id` as threads; each runs `body` on its
// bootstrap, which is then destroyed (the PE says goodbye).
void run_pes(const UniqueId& id, int nranks, const Settings& settings,
             const std::function<void(Bootstrap&)>& body) {
  std::vector<std::thread> pes;
  for (int rank = 0; rank < nranks; ++rank) {
    pes.emplace_back([&, rank] {
      auto bootstrap =
          make_uid_bootstrap("test_join", id, rank, nranks, settings);
      body(*bootstrap);
    });
  }
  for (std::thread& pe : pes) pe.join();
}

bool has_ipv6_loopback() {
  ifaddrs* interfaces = nullptr;
  if (getifaddrs(&interfaces) != 0) return false;
  bool found = false;
  for (ifaddrs* entry = interfaces; entry != nullptr; entry = entry->ifa_next) {
    if (entry->ifa_addr != nullptr && entry->ifa_addr->sa_family == AF_INET6 &&
        std::strcmp(entry->ifa_name, "lo") == 0) {
      found = true;
    }
  }
  freeifaddrs(interfaces);
  return found;
}

// A TCP port on 127.0.0.1 that nothing listens on (just released).
uint16_t closed_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address = {};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
  socklen_t length = sizeof address;
  getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
  close(fd);
  return ntohs(address.sin_port);
}

class UidBootstrapDeathTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    // Each death test runs in a freshly started copy of this program: the
    // parent has threads (servers and PEs of earlier tests).
    testing::GTEST_FLAG(death_test_style) = "threadsafe";
  }
};

TEST(UidText, RoundTrip) {
  const UniqueId id = create_unique_id("test", loopback_settings());
  const std::string text = unique_id_to_text(id);
  EXPECT_EQ(text.size(), kUniqueIdTextLength);
  EXPECT_EQ(text.find_first_not_of("0123456789abcdef"), std::string::npos);
  const std::optional<UniqueId> back = unique_id_from_text(text);
  ASSERT_TRUE(back);
  EXPECT_EQ(std::memcmp(back->bytes, id.bytes, kUniqueIdBytes), 0);
  std::string upper = text;
  for (char& c : upper) c = static_cast<char>(std::toupper(c));
  EXPECT_TRUE(unique_id_from_text(upper));
  // Close the job: one PE joins and leaves, so its server ends.
  run_pes(id, 1, loopback_settings(), [](Bootstrap&) {});
}

TEST(UidText, Malformed) {
  const UniqueId id = create_unique_id("test", loopback_settings());
  const std::string text = unique_id_to_text(id);
  std::string not_hex = text;
  not_hex[10] = 'g';
  std::string other_magic = text;
  other_magic[0] = other_magic[0] == '0' ? '1' : '0';
  for (const std::string& bad :
       {std::string(), text.substr(1), text + "0", not_hex, other_magic,
        std::string(kUniqueIdTextLength, '0')}) {
    EXPECT_FALSE(unique_id_from_text(bad)) << "'" << bad << "'";
  }
  run_pes(id, 1, loopback_settings(), [](Bootstrap&) {});
}

TEST(UidContents, SaysWhereTheServerIs) {
  const UniqueId id = create_unique_id("test", loopback_settings());
  const std::optional<UniqueIdContents> contents = decode_unique_id(id);
  ASSERT_TRUE(contents);
  EXPECT_EQ(contents->family, SocketFamily::kAfInet);
  EXPECT_EQ(server_address_text(*contents),
            "127.0.0.1:" + std::to_string(contents->port));
  EXPECT_NE(contents->port, 0);
  EXPECT_EQ(contents->server_pid, getpid());
  const UniqueId again = encode_unique_id(*contents);
  EXPECT_EQ(std::memcmp(again.bytes, id.bytes, kUniqueIdBytes), 0);
  // Two IDs: two jobs with different tokens.
  const UniqueId other = create_unique_id("test", loopback_settings());
  EXPECT_NE(decode_unique_id(other)->job_token, contents->job_token);
  run_pes(id, 1, loopback_settings(), [](Bootstrap&) {});
  run_pes(other, 1, loopback_settings(), [](Bootstrap&) {});
}

class UidCollectives : public testing::TestWithParam<int> {};

TEST_P(UidCollectives, AllgatherAndBarrierInRankOrder) {
  const int nranks = GetParam();
  const Settings settings = loopback_settings();
  const UniqueId id = create_unique_id("test", settings);
  run_pes(id, nranks, settings, [nranks](Bootstrap& bootstrap) {
    const int rank = bootstrap.rank();
    EXPECT_STREQ(bootstrap.name(), "unique-ID");
    EXPECT_EQ(bootstrap.size(), nranks);
    for (size_t bytes :
         {size_t{0}, size_t{1}, size_t{3}, size_t{8}, size_t{100} << 10}) {
      std::vector<unsigned char> mine(bytes);
      for (size_t i = 0; i < bytes; ++i)
        mine[i] = static_cast<unsigned char>(rank * 31 + i);
      std::vector<unsigned char> all(bytes * nranks, 0xee);
      bootstrap.allgather("test_allgather", mine.data(), all.data(), bytes);
      for (int pe = 0; pe < nranks; ++pe) {
        for (size_t i = 0; i < bytes; ++i) {
          ASSERT_EQ(all[pe * bytes + i],
                    static_cast<unsigned char>(pe * 31 + i))
              << "PE " << rank << " sees byte " << i << " of PE " << pe
              << " wrong (" << bytes << " bytes each)";
        }
      }
      bootstrap.barrier("test_barrier");
    }
    for (int round = 0; round < 20; ++round) bootstrap.barrier("test_barrier");
  });
}

INSTANTIATE_TEST_SUITE_P(PeCounts, UidCollectives, testing::Values(1, 2, 4, 7));

TEST(UidBootstrap, DefaultInterface) {
  Settings settings;  // no interface named: the first non-loopback one
  settings.bootstrap_timeout_s = 30;
  const UniqueId id = create_unique_id("test", settings);
  EXPECT_TRUE(decode_unique_id(id));
  run_pes(id, 2, settings, [](Bootstrap& bootstrap) {
    int mine = bootstrap.rank() + 5, all[2] = {};
    bootstrap.allgather("test", &mine, all, sizeof mine);
    EXPECT_EQ(all[0], 5);
    EXPECT_EQ(all[1], 6);
  });
}

TEST(UidBootstrap, LocalIdListensOnLoopback) {
  Settings settings;
  const UniqueId id = create_local_unique_id("test", settings);
  EXPECT_EQ(server_address_text(*decode_unique_id(id)).rfind("127.0.0.1:", 0),
            0u);
  run_pes(id, 1, settings, [](Bootstrap&) {});
}

TEST(UidBootstrap, Ipv6) {
  if (!has_ipv6_loopback()) GTEST_SKIP() << "no IPv6 address on lo";
  Settings settings = loopback_settings();
  settings.uid_sock_family = SocketFamily::kAfInet6;
  const UniqueId id = create_unique_id("test", settings);
  const UniqueIdContents contents = *decode_unique_id(id);
  EXPECT_EQ(contents.family, SocketFamily::kAfInet6);
  EXPECT_EQ(server_address_text(contents),
            "[::1]:" + std::to_string(contents.port));
  run_pes(id, 3, settings,
          [](Bootstrap& bootstrap) { bootstrap.barrier("test"); });
}

TEST_F(UidBootstrapDeathTest, RankOutsideTheJob) {
  const UniqueId id = create_unique_id("test", loopback_settings());
  EXPECT_EXIT(
      make_uid_bootstrap("nvshmemx_init_attr", id, 4, 4, loopback_settings()),
      ExitedWithCode(1),
      "symsync: nvshmemx_init_attr: unique-ID bootstrap: rank 4 is "
      "outside \\[0, 4\\)");
  EXPECT_EXIT(
      make_uid_bootstrap("nvshmemx_init_attr", id, -1, 4, loopback_settings()),
      ExitedWithCode(1), "rank -1 is outside \\[0, 4\\)");
  EXPECT_EXIT(
      make_uid_bootstrap("nvshmemx_init_attr", id, 0, 0, loopback_settings()),
      ExitedWithCode(1),
      "nvshmemx_init_attr: unique-ID bootstrap: the number of PEs is "
      "0; it must be at least 1");
}

TEST_F(UidBootstrapDeathTest, NotAUniqueId) {
  UniqueId garbage;
  std::memset(garbage.bytes, 0x5a, sizeof garbage.bytes);
  EXPECT_EXIT(make_uid_bootstrap("nvshmemx_init_attr", garbage, 0, 2,
                                 loopback_settings()),
              ExitedWithCode(1),
              "nvshmemx_init_attr: unique-ID bootstrap: the unique ID is not "
              "valid");
}

TEST_F(UidBootstrapDeathTest, UnknownInterface) {
  Settings settings = loopback_settings();
  settings.uid_sock_ifname = "nosuch9";
  EXPECT_EXIT(create_unique_id("nvshmemx_get_uniqueid", settings),
              ExitedWithCode(1),
              "nvshmemx_get_uniqueid: unique-ID bootstrap: "
              "NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME=nosuch9 names no interface "
              "that is up and has an AF_INET address.*lo \\(127.0.0.1\\)");
}

TEST_F(UidBootstrapDeathTest, TwoPesClaimOneRank) {
  EXPECT_EXIT(
      {
        const Settings settings = loopback_settings();
        const UniqueId id = create_unique_id("test", settings);
        std::thread first([&] {
          make_uid_bootstrap("nvshmemx_init_attr", id, 1, 3, settings);
        });
        make_uid_bootstrap("nvshmemx_init_attr", id, 1, 3, settings);
        first.join();
      },
      ExitedWithCode(1),
      "nvshmemx_init_attr: unique-ID bootstrap: two PEs claim rank 1: pid "
      "[0-9]+ on host .* and pid [0-9]+ on host .*; ending this PE");
}

TEST_F(UidBootstrapDeathTest, PesDisagreeOnTheirNumber) {
  EXPECT_EXIT(
      {
        const Settings settings = loopback_settings();
        const UniqueId id = create_unique_id("test", settings);
        std::thread first([&] {
          make_uid_bootstrap("nvshmemx_init_attr", id, 0, 3, settings);
        });
        // Let PE 0 join first, so that the message is known in full.
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        make_uid_bootstrap("nvshmemx_init_attr", id, 1, 2, settings);
        first.join();
      },
      ExitedWithCode(1),
      "unique-ID bootstrap: PEs disagree on the number of PEs: PE 0 \\(pid "
      "[0-9]+ on host .*\\) says 3, PE 1 \\(pid [0-9]+ on host .*\\) says 2");
}

TEST_F(UidBootstrapDeathTest, StaleId) {
  EXPECT_EXIT(
      {
        const Settings settings = loopback_settings();
        UniqueIdContents contents =
            *decode_unique_id(create_unique_id("test", settings));
        contents.job_token[3] ^= 0x40;  // another job's ID, same address
        make_uid_bootstrap("nvshmemx_init_attr", encode_unique_id(contents), 0,
                           2, settings);
      },
      ExitedWithCode(1),
      "nvshmemx_init_attr: unique-ID bootstrap: stale unique ID: the "
      "rendezvous server at 127.0.0.1:[0-9]+ serves another job");
}

TEST_F(UidBootstrapDeathTest, ServerNotReachable) {
  UniqueIdContents contents;
  contents.family = SocketFamily::kAfInet;
  contents.address = {127, 0, 0, 1};
  contents.port = closed_port();
  contents.server_pid = 4242;
  contents.server_host = "gone-host";
  EXPECT_EXIT(
      make_uid_bootstrap("nvshmemx_init_attr", encode_unique_id(contents), 0, 2,
                         loopback_settings(1)),
      ExitedWithCode(1),
      "nvshmemx_init_attr: unique-ID bootstrap: cannot reach the "
      "rendezvous server at 127.0.0.1:[0-9]+ within 1 s "
      "\\(NVSHMEM_BOOTSTRAP_TIMEOUT\\): Connection refused.*pid 4242 on "
      "host gone-host");
}

TEST_F(UidBootstrapDeathTest, TimeoutNamesTheMissingPes) {
  EXPECT_EXIT(
      {
        const Settings settings = loopback_settings(2);
        const UniqueId id = create_unique_id("test", settings);
        std::thread pe2(
            [&] { make_uid_bootstrap("nvshmem_init", id, 2, 5, settings); });
        make_uid_bootstrap("nvshmem_init", id, 0, 5, settings);
        pe2.join();
      },
      ExitedWithCode(1),
      "symsync: PE [02]: nvshmem_init: unique-ID bootstrap: not every PE "
      "joined within 2 s \\(NVSHMEM_BOOTSTRAP_TIMEOUT\\): PEs 1, 3, 4 of 5 "
      "never arrived; ending this PE");
}

TEST_F(UidBootstrapDeathTest, CollectivesMustMatch) {
  EXPECT_EXIT(
      {
        const Settings settings = loopback_settings();
        const UniqueId id = create_unique_id("test", settings);
        run_pes(id, 2, settings, [](Bootstrap& bootstrap) {
          if (bootstrap.rank() == 0) {
            long value = 0, all[2];
            bootstrap.allgather("nvshmem_test_allgather", &value, all,
                                sizeof value);
          } else {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            bootstrap.barrier("nvshmem_test_barrier");
          }
        });
      },
      ExitedWithCode(1),
      "unique-ID bootstrap: PEs disagree on a collective call: PE 0 called "
      "an allgather of 8 bytes, PE 1 a barrier; ending this PE");
}

TEST_F(UidBootstrapDeathTest, FinalizingWhileOthersWait) {
  EXPECT_EXIT(
      {
        const Settings settings = loopback_settings();
        const UniqueId id = create_unique_id("test", settings);
        // Threads that have finished must not outlive the process unjoined
        // (ThreadSanitizer reports them), so every PE thread ends asleep.
        std::vector<std::thread> pes;
        for (int rank = 0; rank < 3; ++rank) {
          pes.emplace_back([&, rank] {
            auto bootstrap =
                make_uid_bootstrap("nvshmem_init", id, rank, 3, settings);
            if (rank == 1) {
              std::this_thread::sleep_for(std::chrono::milliseconds(200));
              bootstrap.reset();  // finalizes
            } else {
              bootstrap->barrier("nvshmem_barrier_all");
            }
            std::this_thread::sleep_for(std::chrono::seconds(30));
          });
        }
        for (std::thread& pe : pes) pe.join();
      },
      ExitedWithCode(1),
      "nvshmem_barrier_all: unique-ID bootstrap: PE 1 finalized while PEs "
      "0, 2 waited in a barrier");
}

}  // namespace
}  // namespace impl
}  // namespace symsync
