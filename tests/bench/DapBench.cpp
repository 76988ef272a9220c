// bench_dap: how long a stop takes to reach a DAP client (issue 24, target < 50 ms): from the
// request that moves the kernel (a `next`, a `continue` to a breakpoint, a `stepBack`) to the
// answer of what an editor then asks, in order: the `stopped` event, threads, the stack trace
// of the stopped wave, its top frame's scopes and the variables of one lane (its registers).
// wave-dap runs as a child process, on every shipped example. Prints figures, asserts nothing.
//
//   bench_dap [ROUNDS]     (default 20 steps per example)

#include "DapChild.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace wave;
using dap::test::DapChild;
using json::JsonValue;

namespace {

using Clock = std::chrono::steady_clock;

JsonValue wordsOf(const std::filesystem::path& args) {
    std::ifstream in(args);
    JsonValue list = JsonValue::array();
    for (std::string w; in >> w;)
        list.push(JsonValue::string(w));
    return list;
}

// stopped -> threads -> stackTrace -> scopes -> variables; ms since `start`, or -1.
double stopToVariables(DapChild& dap, Clock::time_point start) {
    const JsonValue stopped = dap.event("stopped", 3000);
    if (stopped.isNull())
        return -1;
    const std::int64_t thread = stopped.member("body")->intMember("threadId").value_or(1);
    dap.request("threads");
    const JsonValue st =
        dap.request("stackTrace", JsonValue::object().set("threadId", JsonValue::number(thread)));
    const JsonValue* frames =
        st.member("body") ? st.member("body")->member("stackFrames") : nullptr;
    if (!frames || frames->elements.empty())
        return -1;
    const std::int64_t frame = frames->elements[0].intMember("id").value_or(0);
    const JsonValue sc =
        dap.request("scopes", JsonValue::object().set("frameId", JsonValue::number(frame)));
    const std::int64_t lane = sc.member("body")
                                  ->member("scopes")
                                  ->elements[0]
                                  .intMember("variablesReference")
                                  .value_or(0);
    const JsonValue vars = dap.request(
        "variables", JsonValue::object().set("variablesReference", JsonValue::number(lane)));
    if (!vars.member("body"))
        return -1;
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct Figures {
    std::vector<double> ms;
    void add(double v) {
        if (v >= 0)
            ms.push_back(v);
    }
    std::string text() {
        if (ms.empty())
            return "n/a";
        std::sort(ms.begin(), ms.end());
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.1f / %.1f ms", ms[ms.size() / 2], ms.back());
        return buf;
    }
};

} // namespace

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    std::vector<std::filesystem::path> examples;
    for (const auto& e : std::filesystem::directory_iterator(WAVE_EXAMPLES_DIR))
        if (e.path().extension() == ".wave")
            examples.push_back(e.path());
    std::sort(examples.begin(), examples.end());
    std::printf("bench_dap: a stop reaching the client (stopped + threads + stackTrace + scopes + "
                "variables of one lane), median / worst, %d rounds\n",
                rounds);
    std::printf("%-24s %-20s %-20s %-20s\n", "example", "next", "stepBack", "continue to bp");
    std::fflush(stdout);
    Figures allNext, allBack, allBp;
    for (const auto& wave : examples) {
        DapChild dap(WAVE_DAP_PATH);
        dap.request("initialize", JsonValue::object().set("adapterID", JsonValue::string("wave")));
        std::filesystem::path args = wave;
        args.replace_extension(".args");
        dap.request("launch", JsonValue::object()
                                  .set("program", JsonValue::string(wave.string()))
                                  .set("args", wordsOf(args))
                                  .set("stopOnEntry", JsonValue::boolean(true)));
        dap.event("initialized");
        dap.request("configurationDone");
        if (dap.event("stopped").isNull())
            continue;
        Figures next, back, bp;
        for (int i = 0; i < rounds; ++i) {
            const auto t = Clock::now();
            dap.send("next", JsonValue::object().set("threadId", JsonValue::number(1)));
            const double ms = stopToVariables(dap, t);
            if (ms < 0)
                break; // the kernel ended: nothing more to step
            next.add(ms);
        }
        for (int i = 0; i < rounds; ++i) {
            const auto t = Clock::now();
            dap.send("stepBack", JsonValue::object().set("threadId", JsonValue::number(1)));
            const double ms = stopToVariables(dap, t);
            if (ms < 0)
                break;
            back.add(ms);
        }
        // A breakpoint on the kernel's last line with code: continue from the start to it.
        std::ifstream in(wave);
        int lineNo = 0, last = 0;
        for (std::string line; std::getline(in, line);) {
            ++lineNo;
            if (line.find("halt") != std::string::npos)
                last = lineNo;
        }
        if (last > 0) {
            dap.request("setBreakpoints",
                        JsonValue::object()
                            .set("source",
                                 JsonValue::object().set("path", JsonValue::string(wave.string())))
                            .set("breakpoints", JsonValue::array().push(JsonValue::object().set(
                                                    "line", JsonValue::number(last)))));
            const auto t = Clock::now();
            dap.send("continue", JsonValue::object().set("threadId", JsonValue::number(1)));
            bp.add(stopToVariables(dap, t));
        }
        allNext.ms.insert(allNext.ms.end(), next.ms.begin(), next.ms.end());
        allBack.ms.insert(allBack.ms.end(), back.ms.begin(), back.ms.end());
        allBp.ms.insert(allBp.ms.end(), bp.ms.begin(), bp.ms.end());
        std::printf("%-24s %-20s %-20s %-20s\n", wave.stem().c_str(), next.text().c_str(),
                    back.text().c_str(), bp.text().c_str());
        std::fflush(stdout);
        dap.request("disconnect");
    }
    std::printf("%-24s %-20s %-20s %-20s   (target < 50 ms)\n", "all examples",
                allNext.text().c_str(), allBack.text().c_str(), allBp.text().c_str());
    return 0;
}
