#!/usr/bin/env bash
# Renders the documentation's index and reference pages (English and
# Chinese) in headless
# Chromium and checks what a reader sees. Screenshots go to the test's
# undeclared outputs (bazel-testlogs/.../test.outputs), never the repository.
#   browser_test.sh HTML_DIR
set -uo pipefail
html=$(cd "$1" && pwd)
out="${TEST_UNDECLARED_OUTPUTS_DIR:-${TEST_TMPDIR:-/tmp}}"
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z $browser ]]; then
  echo "no Chromium found (run ./setup.sh)"
  exit 1
fi
export HOME="${TEST_TMPDIR:-/tmp}"
flags=(--headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --window-size=1280,1600)
failures=0

check_page() {
  local page=$1
  shift
  local dom shot
  # One start of the browser renders the page, prints its DOM and takes its
  # screenshot (each start costs about 1.5 s of a processor), named after
  # the page's path (zh_CN_reference_wait_until.png).
  shot="$out/$(tr / _ <<<"${page%.html}").png"
  dom=$(timeout 60 "$browser" "${flags[@]}" --screenshot="$shot" --dump-dom "file://$html/$page" 2>/dev/null)
  [[ -s $shot ]] || { echo "FAIL: $page: no screenshot"; failures=$((failures + 1)); }
  local expected
  for expected in "$@"; do
    if ! grep -qF -- "$expected" <<<"$dom"; then
      echo "FAIL: $page: the rendered page lacks: $expected"
      failures=$((failures + 1))
    fi
  done
}

check_page index.html "<title>symsync" "Getting started" "What a wait guarantees" "API reference" 'class="sphinxsidebar"'
check_page reference/wait_until.html \
  'id="c.nvshmem_int_wait_until"' 'id="c.nvshmemx_ulonglong_wait_until_on_stream"' \
  "Synopsis" "Targets" "device, host, warp, block, on_stream" 'class="highlight-c' \
  'href="types.html' 'id="example"' '>nvshmem_long_atomic_set<' 'examples/ping_pong.cc' \
  'href="../zh_CN/reference/wait_until.html">中文</a>' '<h2>Parameters<'
check_page reference/constants.html 'id="c.NVSHMEM_CMP_GE"' "<table"
check_page search.html 'id="search-results"'
# The Chinese edition: a reference page with a translated heading, linking
# to its English twin, which links back (checked with the English page
# above).
check_page zh_CN/reference/wait_until.html '<html lang="zh-CN"' '<h2>参数<' '<h2>返回值<' \
  'href="../../reference/wait_until.html">English</a>' 'id="c.nvshmem_int_wait_until"'

# Search, as a reader uses it: the search page with a query runs the
# site's search script (given the time to load the index) and lists pages.
# The Chinese site finds an identifier and a Chinese word (its index holds
# the words jieba cut the text into); the English site the same identifier.
check_search() {
  local page=$1 query=$2
  shift 2
  local dom expected
  dom=$(timeout 60 "$browser" "${flags[@]}" --virtual-time-budget=15000 --dump-dom \
        "file://$html/$page?q=$query" 2>/dev/null)
  for expected in "$@"; do
    if ! grep -qF -- "$expected" <<<"$dom"; then
      echo "FAIL: $page?q=$query: the results lack: $expected"
      grep -o 'search-summary[^<]*' <<<"$dom" | head -1
      failures=$((failures + 1))
    fi
  done
}
check_search zh_CN/search.html nvshmem_fence 'href="reference/fence.html#c.nvshmem_fence"' '搜索完成'
check_search zh_CN/search.html "%E4%BF%A1%E5%8F%B7" 'href="memory-ordering.html#the-signal"' \
  'href="reference/signal_op.html'
check_search search.html nvshmem_fence 'href="reference/fence.html#c.nvshmem_fence"' 'Search finished'
# The theme's words are Chinese on Chinese pages: the search box and the
# line under the title.
check_page zh_CN/index.html 'placeholder="搜索"' '<p class="blurb">NVSHMEM 点对点同步'

[[ $failures -eq 0 ]] && echo "browser_test: pages render with their content; screenshots in $out"
exit $((failures > 0))
