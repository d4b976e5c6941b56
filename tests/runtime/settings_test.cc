// The parsers of the environment variables nvshmem_init reads, and
// read_settings over a controlled environment.

#include "runtime/src/common/settings.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <map>
#include <string>
#include <vector>

namespace symsync {
namespace impl {
namespace {

TEST(Settings, Sizes) {
  EXPECT_EQ(parse_size("1"), 1u);
  EXPECT_EQ(parse_size("4096"), 4096u);
  EXPECT_EQ(parse_size("64k"), 64u << 10);
  EXPECT_EQ(parse_size("64K"), 64u << 10);
  EXPECT_EQ(parse_size("512m"), size_t{512} << 20);
  EXPECT_EQ(parse_size("2G"), size_t{2} << 30);
  // As NVSHMEM's size variables: t, fractions, rounded up to a byte.
  EXPECT_EQ(parse_size("1T"), size_t{1} << 40);
  EXPECT_EQ(parse_size("1.5G"), size_t{3} << 29);
  EXPECT_EQ(parse_size("3.1M"), 3250586u);  // 3250585.6, rounded up
  EXPECT_EQ(parse_size(".5m"), size_t{1} << 19);
  EXPECT_EQ(parse_size("0.5k"), 512u);
  EXPECT_EQ(parse_size("1.5"), 2u);
  // The largest fraction of the largest whole t: 2^64 - 1099.5, rounded up.
  EXPECT_EQ(parse_size("16777215.999999999t"), 18446744073709550517u);
  for (const char* bad : {"",
                          "0",
                          "0k",
                          "k",
                          "12x",
                          "-1",
                          " 1",
                          "1 ",
                          "1kb",
                          "1.",
                          ".",
                          ".k",
                          "1..5g",
                          "1.5.5g",
                          "0.0g",
                          "1.0000000001g",
                          "99999999999999999999",
                          "20000000000g",
                          "16777216t",
                          "1e3",
                          "20kk"}) {
    EXPECT_FALSE(parse_size(bad)) << "'" << bad << "'";
  }
}

TEST(Settings, Seconds) {
  EXPECT_EQ(parse_seconds("60"), 60.0);
  EXPECT_EQ(parse_seconds("0.5"), 0.5);
  for (const char* bad : {"", "0", "-3", "abc", "5s", "nan", "inf"}) {
    EXPECT_FALSE(parse_seconds(bad)) << "'" << bad << "'";
  }
}

TEST(Settings, Flags) {
  for (const char* yes : {"1", "true", "YES", "on"})
    EXPECT_EQ(parse_flag(yes), true) << yes;
  for (const char* no : {"0", "false", "No", "OFF"})
    EXPECT_EQ(parse_flag(no), false) << no;
  EXPECT_FALSE(parse_flag("2"));
  EXPECT_FALSE(parse_flag(""));
}

TEST(Settings, Microseconds) {
  EXPECT_EQ(parse_microseconds("0", 0, 10), 0u);
  EXPECT_EQ(parse_microseconds("10", 0, 10), 10u);
  EXPECT_EQ(parse_microseconds("007", 1, 10), 7u);
  EXPECT_EQ(parse_microseconds("1000000000000", 0, 1000000000000),
            1000000000000u);
  for (const char* bad : {"", "11", "-1", "+1", "1.5", " 1", "1 ", "1us", "abc",
                          "99999999999999999999999"}) {
    EXPECT_FALSE(parse_microseconds(bad, 0, 10)) << "'" << bad << "'";
  }
  EXPECT_FALSE(parse_microseconds("0", 1, 10));
}

// read_settings with only the variables a test sets.
class SettingsEnvironment : public testing::Test {
 protected:
  // Every variable the library reads is named NVSHMEM_* or SYMSYNC_*: each
  // test starts with none of them set.
  void SetUp() override {
    std::vector<std::string> names;
    for (char** entry = environ; *entry != nullptr; ++entry) {
      const std::string text = *entry;
      if (text.rfind("NVSHMEM_", 0) == 0 || text.rfind("SYMSYNC_", 0) == 0)
        names.push_back(text.substr(0, text.find('=')));
    }
    for (const std::string& name : names) unsetenv(name.c_str());
  }
  static void set(const char* name, const std::string& value) {
    setenv(name, value.c_str(), 1);
  }
  static Settings read() { return read_settings("nvshmem_init"); }
  // Hex digits of the right length (read_settings does not decode them).
  static std::string id_text() { return std::string(kUniqueIdTextLength, 'a'); }
};

TEST_F(SettingsEnvironment, Defaults) {
  const Settings settings = read();
  EXPECT_FALSE(settings.bootstrap);       // decided by how the job started
  EXPECT_FALSE(settings.heap_kind);       // decided by the GPUs visible
  EXPECT_FALSE(settings.symmetric_size);  // the heap kind's default
  EXPECT_EQ(symmetric_size_default(HeapKind::kHost), size_t{128} << 20);
  EXPECT_EQ(symmetric_size_default(HeapKind::kCuda), size_t{1} << 30);
  EXPECT_EQ(settings.bootstrap_timeout_s, 60);
  EXPECT_FALSE(settings.wait_timeout_s);
  EXPECT_EQ(settings.uid_sock_ifname, "");
  EXPECT_EQ(settings.uid_sock_family, SocketFamily::kAfInet);
  EXPECT_FALSE(settings.launcher_job);
  EXPECT_EQ(settings.test_node_name, "");
  EXPECT_FALSE(settings.wait_spin_us);  // the machine's default
  EXPECT_EQ(kWaitSpinUsDefault, 2u);
  EXPECT_EQ(settings.wait_yield_us, 1000u);
  EXPECT_EQ(settings.wait_max_sleep_us, 4000u);
}

TEST_F(SettingsEnvironment, BootstrapInAnyCase) {
  const std::pair<const char*, BootstrapChoice> cases[] = {
      {"uid", BootstrapChoice::kUid},       {"UID", BootstrapChoice::kUid},
      {"MPI", BootstrapChoice::kMpi},       {"mpi", BootstrapChoice::kMpi},
      {"Single", BootstrapChoice::kSingle},
  };
  for (const auto& [text, choice] : cases) {
    set("NVSHMEM_BOOTSTRAP", text);
    EXPECT_EQ(read().bootstrap, choice) << text;
  }
}

TEST_F(SettingsEnvironment, UidSocket) {
  set("NVSHMEM_BOOTSTRAP_UID_SOCK_IFNAME", "eth0");
  set("NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY", "AF_INET6");
  Settings settings = read();
  EXPECT_EQ(settings.uid_sock_ifname, "eth0");
  EXPECT_EQ(settings.uid_sock_family, SocketFamily::kAfInet6);
  set("NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY", "af_inet");
  EXPECT_EQ(read().uid_sock_family, SocketFamily::kAfInet);
}

TEST_F(SettingsEnvironment, LauncherJob) {
  set("SYMSYNC_UNIQUEID", id_text());
  set("SYMSYNC_RANK", "3");
  set("SYMSYNC_NRANKS", "4");
  const Settings settings = read();
  ASSERT_TRUE(settings.launcher_job);
  EXPECT_EQ(settings.launcher_job->unique_id_text, id_text());
  EXPECT_EQ(settings.launcher_job->rank, 3);
  EXPECT_EQ(settings.launcher_job->nranks, 4);
}

TEST_F(SettingsEnvironment, TestNodeName) {
  set("SYMSYNC_TEST_NODE_NAME", "node-b");
  EXPECT_EQ(read().test_node_name, "node-b");
}

TEST_F(SettingsEnvironment, NetworkSettings) {
  Settings settings = read();
  EXPECT_FALSE(settings.pes_per_host);  // the real hosts
  EXPECT_TRUE(settings.progress_thread);
  EXPECT_EQ(settings.transport_plugin, "");
  set("SYMSYNC_PES_PER_HOST", "2");
  set("SYMSYNC_PROGRESS_THREAD", "off");
  set("SYMSYNC_TRANSPORT_PLUGIN", "/opt/ucx.so");
  settings = read();
  EXPECT_EQ(settings.pes_per_host, 2);
  EXPECT_FALSE(settings.progress_thread);
  EXPECT_EQ(settings.transport_plugin, "/opt/ucx.so");
  set("SYMSYNC_PES_PER_HOST", "0");
  set("SYMSYNC_PROGRESS_THREAD", "sometimes");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "symsync: nvshmem_init: invalid environment:\n  "
              "SYMSYNC_PES_PER_HOST='0' is not valid: expected a whole "
              "number of PEs from 1 to 1048576, e.g. 2\n  "
              "SYMSYNC_PROGRESS_THREAD='sometimes' is not valid: expected 1 "
              "or 0 \\(or true/false, yes/no, on/off\\)");
}

TEST_F(SettingsEnvironment, WaitPolicy) {
  set("NVSHMEM_WAIT_SPIN_US", "1000000000000");
  set("NVSHMEM_WAIT_YIELD_US", "0");
  set("NVSHMEM_WAIT_MAX_SLEEP_US", "200");
  const Settings settings = read();
  EXPECT_EQ(settings.wait_spin_us, uint64_t{1000000000000});
  EXPECT_EQ(settings.wait_yield_us, 0u);
  EXPECT_EQ(settings.wait_max_sleep_us, 200u);
}

TEST_F(SettingsEnvironment, InvalidWaitPolicy) {
  set("NVSHMEM_WAIT_SPIN_US", "5us");
  set("NVSHMEM_WAIT_YIELD_US", "-1");
  set("NVSHMEM_WAIT_MAX_SLEEP_US", "0");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "symsync: nvshmem_init: invalid environment:\n  "
              "NVSHMEM_WAIT_SPIN_US='5us' is not valid: expected a whole "
              "number of microseconds from 0 to 1000000000000\n  "
              "NVSHMEM_WAIT_YIELD_US='-1' is not valid: expected a whole "
              "number of microseconds from 0 to 1000000000000\n  "
              "NVSHMEM_WAIT_MAX_SLEEP_US='0' is not valid: expected a whole "
              "number of microseconds from 1 to 1000000");
  unsetenv("NVSHMEM_WAIT_SPIN_US");
  unsetenv("NVSHMEM_WAIT_YIELD_US");
  set("NVSHMEM_WAIT_MAX_SLEEP_US", "1000001");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "NVSHMEM_WAIT_MAX_SLEEP_US='1000001' is not valid");
}

TEST_F(SettingsEnvironment, WaitTimeout) {
  EXPECT_FALSE(read().wait_timeout_s);  // unset: waits never time out
  set("NVSHMEM_WAIT_TIMEOUT", "2.5");
  EXPECT_EQ(read().wait_timeout_s, 2.5);
  for (const char* bad : {"0", "-1", "soon", "1e9"}) {
    set("NVSHMEM_WAIT_TIMEOUT", bad);
    EXPECT_EXIT(read(), testing::ExitedWithCode(1),
                std::string("NVSHMEM_WAIT_TIMEOUT='") + bad +
                    "' is not valid: expected a positive number of seconds "
                    "below 1e9");
  }
}

TEST_F(SettingsEnvironment, InvalidUidVariables) {
  set("NVSHMEM_BOOTSTRAP", "pmi");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "symsync: nvshmem_init: invalid environment:\n  "
              "NVSHMEM_BOOTSTRAP='pmi' is not valid: expected single, mpi or "
              "uid");
  unsetenv("NVSHMEM_BOOTSTRAP");
  set("NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY", "inet6");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY='inet6' is not valid: "
              "expected AF_INET or AF_INET6");
}

TEST_F(SettingsEnvironment, LauncherJobAllOrNothing) {
  set("SYMSYNC_UNIQUEID", id_text());
  set("SYMSYNC_NRANKS", "4");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "SYMSYNC_UNIQUEID, SYMSYNC_RANK and SYMSYNC_NRANKS are set "
              "together \\(symsync-run sets them\\) or not at all: "
              "SYMSYNC_UNIQUEID, SYMSYNC_NRANKS set, SYMSYNC_RANK not");
}

TEST_F(SettingsEnvironment, LauncherJobValues) {
  set("SYMSYNC_UNIQUEID", id_text());
  set("SYMSYNC_RANK", "4");
  set("SYMSYNC_NRANKS", "4");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "SYMSYNC_RANK='4' is not valid: expected a PE number from 0 to "
              "3 \\(below SYMSYNC_NRANKS\\)");
  set("SYMSYNC_RANK", "-1");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1), "SYMSYNC_RANK='-1'");
  set("SYMSYNC_RANK", "0");
  for (const char* nranks : {"0", "x", "2000000"}) {
    set("SYMSYNC_NRANKS", nranks);
    EXPECT_EXIT(read(), testing::ExitedWithCode(1),
                std::string("SYMSYNC_NRANKS='") + nranks +
                    "' is not valid: expected a number of PEs from 1 to");
  }
  set("SYMSYNC_NRANKS", "4");
  for (const std::string& id :
       {id_text().substr(1), id_text() + "0", "xyz" + id_text().substr(3)}) {
    set("SYMSYNC_UNIQUEID", id);
    EXPECT_EXIT(read(), testing::ExitedWithCode(1),
                "SYMSYNC_UNIQUEID='" + id.substr(0, 32) +
                    "\\.\\.\\.' is not valid: expected the 248 "
                    "hexadecimal digits of a unique ID");
  }
}

// What symsync-info shows: each value as users write it (a choice in the
// spec's spelling, whatever case was set), empty for an unset setting
// without a default, and each default.
TEST_F(SettingsEnvironment, Report) {
  set("NVSHMEM_HEAP_KIND", "CUDA");
  set("NVSHMEM_SYMMETRIC_SIZE", "2k");
  set("SYMSYNC_RANK", "1");
  set("SYMSYNC_NRANKS", "2");
  set("SYMSYNC_UNIQUEID", id_text());
  std::map<std::string, SettingReport> shown;
  for (const SettingReport& report : report_settings(read()))
    shown.emplace(report.name, report);
  EXPECT_EQ(shown.at("NVSHMEM_HEAP_KIND").value, "cuda");
  EXPECT_EQ(shown.at("NVSHMEM_SYMMETRIC_SIZE").value, "2048");
  EXPECT_EQ(shown.at("NVSHMEM_BOOTSTRAP_TIMEOUT").value, "60");
  EXPECT_EQ(shown.at("NVSHMEM_WAIT_TIMEOUT").value, "");
  EXPECT_EQ(shown.at("SYMSYNC_RANK").value, "1");
  EXPECT_EQ(shown.at("SYMSYNC_UNIQUEID").value,
            id_text().substr(0, 32) + "...");
  EXPECT_STREQ(shown.at("NVSHMEM_SYMMETRIC_SIZE").default_text,
               "128m (heap kind host), 1g (heap kind cuda)");
  EXPECT_STREQ(shown.at("SYMSYNC_TEST_NODE_NAME").group, "Testing aids");
}

TEST_F(SettingsEnvironment, EveryProblemAtOnce) {
  set("NVSHMEM_BOOTSTRAP", "tcp");
  set("NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY", "AF_UNIX");
  set("NVSHMEM_WAIT_MAX_SLEEP_US", "1ms");
  set("SYMSYNC_RANK", "1");
  EXPECT_EXIT(read(), testing::ExitedWithCode(1),
              "NVSHMEM_BOOTSTRAP='tcp'.*\n  "
              "NVSHMEM_BOOTSTRAP_UID_SOCK_FAMILY='AF_UNIX'.*\n  "
              "NVSHMEM_WAIT_MAX_SLEEP_US='1ms'.*\n  "
              "SYMSYNC_UNIQUEID, SYMSYNC_RANK and SYMSYNC_NRANKS");
}

}  // namespace
}  // namespace impl
}  // namespace symsync
