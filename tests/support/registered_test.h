// Tests registered at run time from a function, for the suites whose tests
// come from generated tables (a type's adapters, a routine's kernels): the
// test Suite.Name runs `body`.

#ifndef SYMSYNC_TESTS_SUPPORT_REGISTERED_TEST_H_
#define SYMSYNC_TESTS_SUPPORT_REGISTERED_TEST_H_

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <utility>

namespace symsync_test {

class FunctionTest : public testing::Test {
 public:
  explicit FunctionTest(std::function<void()> body) : body_(std::move(body)) {}
  void TestBody() override { body_(); }

 private:
  std::function<void()> body_;
};

// Registers Suite.Name, which runs `body`; `file` and `line` are where the
// suite registers it (for GoogleTest's messages).
inline void register_test(const std::string& suite, const std::string& name,
                          std::function<void()> body, const char* file,
                          int line) {
  testing::RegisterTest(
      suite.c_str(), name.c_str(), nullptr, nullptr, file, line,
      [body]() -> testing::Test* { return new FunctionTest(body); });
}

// "int" -> "Int": a typename as part of a suite's name.
inline std::string capitalized(std::string word) {
  if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') word[0] -= 'a' - 'A';
  return word;
}

}  // namespace symsync_test

#endif  // SYMSYNC_TESTS_SUPPORT_REGISTERED_TEST_H_
