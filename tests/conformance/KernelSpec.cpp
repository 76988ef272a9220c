#include "KernelSpec.h"

#include <cstdlib>
#include <sstream>

namespace wave::conformance {

namespace {

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r");
    return s.substr(b, e - b + 1);
}

// "; NAME: value" with NAME made of capitals, digits and '-'. Returns false for other comments.
bool splitDirective(const std::string& line, std::string& name, std::string& value) {
    if (line.size() < 3 || line[0] != ';' || line[1] != ' ')
        return false;
    std::size_t i = 2;
    if (i >= line.size() || line[i] < 'A' || line[i] > 'Z')
        return false;
    while (i < line.size() && ((line[i] >= 'A' && line[i] <= 'Z') ||
                               (line[i] >= '0' && line[i] <= '9') || line[i] == '-'))
        ++i;
    if (i >= line.size() || line[i] != ':')
        return false;
    name = line.substr(2, i - 2);
    value = trim(line.substr(i + 1));
    return true;
}

bool parseUnsigned(const std::string& text, std::uint32_t& out) {
    if (text.empty())
        return false;
    char* end = nullptr;
    const unsigned long long v = std::strtoull(text.c_str(), &end, 0);
    if (*end != '\0' || v > 0xFFFFFFFFull)
        return false;
    out = static_cast<std::uint32_t>(v);
    return true;
}

} // namespace

ParsedSpec parseKernelSpec(const std::string& source) {
    ParsedSpec result;
    KernelSpec spec;
    bool haveRun = false;
    bool inStdoutBlock = false;
    std::istringstream in(source);
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line[0] != ';')
            break; // the header ends at the first line that is not a comment
        std::string name;
        std::string value;
        if (!splitDirective(line, name, value)) {
            if (inStdoutBlock)
                spec.expectedStdout += (line.size() > 2 ? line.substr(2) : std::string()) + "\n";
            continue;
        }
        inStdoutBlock = false;
        const std::string where = "line " + std::to_string(lineNo) + ": ";
        if (name == "RUN") {
            if (haveRun) {
                result.error = where + "more than one RUN";
                return result;
            }
            haveRun = true;
            spec.runArgs = value;
        } else if (name == "ALSO-RUN") {
            spec.alsoRunArgs.push_back(value);
        } else if (name == "EXIT") {
            std::uint32_t code = 0;
            if (!parseUnsigned(value, code) || code > 255) {
                result.error = where + "bad EXIT value '" + value + "'";
                return result;
            }
            spec.exitCode = static_cast<int>(code);
        } else if (name == "EXPECT-LINES") {
            std::istringstream words(value);
            std::string w;
            while (words >> w)
                spec.expectedStdout += w + "\n";
        } else if (name == "EXPECT-STDOUT") {
            inStdoutBlock = true;
        } else if (name == "EXPECT-STDERR-CONTAINS") {
            if (value.empty()) {
                result.error = where + "empty EXPECT-STDERR-CONTAINS";
                return result;
            }
            spec.stderrNeedles.push_back(value);
        } else if (name == "PATCH-CODE") {
            std::istringstream words(value);
            std::string off;
            std::string word;
            CodePatch patch;
            if (!(words >> off >> word) || !parseUnsigned(off, patch.offset) ||
                !parseUnsigned(word, patch.word)) {
                result.error = where + "PATCH-CODE expects OFFSET WORD";
                return result;
            }
            spec.patches.push_back(patch);
        } else if (name == "CHECK") {
            spec.checker = value;
        } else {
            result.error = where + "unknown directive " + name;
            return result;
        }
    }
    if (!haveRun) {
        result.error = "no RUN directive in the header";
        return result;
    }
    result.spec = spec;
    return result;
}

} // namespace wave::conformance
