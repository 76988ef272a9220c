#include "workspace/WorkspaceFile.h"

#include "workspace/BreakpointJson.h"
#include "workspace/JsonFields.h"
#include "workspace/JsonTree.h"

#include "io/AtomicFileWriter.h"
#include "io/FileReader.h"
#include "launch/JsonObjectReader.h"

#include <algorithm>
#include <unordered_map>

namespace wave::workspace {

using launch::JsonValue;

std::string WorkspaceFile::pathFor(const std::string& sourcePath) {
    return sourcePath + std::string(kSuffix);
}

std::string WorkspaceFile::rejectedCopyFor(const std::string& sourcePath) {
    return pathFor(sourcePath) + ".rejected";
}

std::string WorkspaceFile::toJson(const Workspace& workspace) {
    JsonValue root = JsonTree::object();
    JsonTree::set(root, "format", JsonTree::text(kFormat));
    JsonTree::set(root, "version", JsonTree::number(kVersion));
    JsonTree::set(root, "launch", workspace.launch());
    JsonValue breakpoints = JsonTree::array();
    breakpoints.elements.reserve(workspace.breakpoints().size());
    for (const debug::BreakpointDefinition& b : workspace.breakpoints()) {
        JsonValue o = BreakpointJson::toJson(b.spec);
        JsonTree::set(o, "id", JsonTree::number(b.id));
        breakpoints.elements.push_back(std::move(o));
    }
    JsonTree::set(root, "breakpoints", std::move(breakpoints));
    JsonValue watches = JsonTree::array();
    for (const std::string& w : workspace.watches())
        watches.elements.push_back(JsonTree::text(w));
    JsonTree::set(root, "watches", std::move(watches));
    return JsonTree::write(root);
}

std::optional<Workspace> WorkspaceFile::fromJson(std::string_view json, const std::string& fileName,
                                                 std::string& error,
                                                 std::vector<std::string>* dropped,
                                                 const LaunchCheck& checkLaunch) {
    const auto failed = [&](const std::string& why) {
        error = fileName + ": " + why;
        return std::nullopt;
    };
    // A JSON value that is not an object (an array, a number) is valid JSON, but no session.
    const std::size_t first = json.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && json[first] != '{' &&
        std::string_view("[\"-0123456789tfn").find(json[first]) != std::string_view::npos)
        return failed("expected a JSON object with the session");
    launch::JsonError syntax;
    const std::optional<JsonValue> tree = launch::JsonObjectReader::readTree(json, syntax);
    if (!tree)
        return failed("not valid JSON at line " + std::to_string(syntax.line) + ", column " +
                      std::to_string(syntax.column) + ": " + syntax.message);
    const JsonValue& root = *tree;
    JsonFields f(root, std::string());
    std::string format;
    if (!f.text("format", format))
        return failed(f.error());
    if (format != kFormat)
        return failed("not a WAVE Studio session (format '" + format + "', expected '" +
                      std::string(kFormat) + "')");
    std::uint32_t version = 0;
    if (!f.number32("version", version))
        return failed(f.error());
    if (version < 1 || version > kVersion)
        return failed("session version " + std::to_string(version) +
                      " is not supported (this WAVE Studio reads version " +
                      std::to_string(kVersion) + ")");
    const JsonValue* launch = nullptr;
    const JsonValue* breakpoints = nullptr;
    const JsonValue* watches = nullptr;
    if (!f.object("launch", launch) || !f.array("breakpoints", breakpoints) ||
        !f.array("watches", watches))
        return failed(f.error());

    // One bad value costs its item, not the session: with `dropped`, the rest is kept and each
    // item left out is named there.
    const auto skip = [&](const std::string& why) {
        if (!dropped)
            return false;
        dropped->push_back(why);
        return true;
    };
    Workspace workspace;
    std::string why;
    if (launch) {
        if (!checkLaunch || checkLaunch(*launch, why))
            workspace.setLaunch(*launch);
        else if (!skip(why))
            return failed(why);
    }

    std::vector<debug::BreakpointDefinition> list;
    if (breakpoints) {
        const std::vector<JsonValue>& items = breakpoints->elements;
        std::unordered_map<std::uint32_t, std::size_t> indexOfId;
        indexOfId.reserve(items.size());
        list.reserve(items.size());
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::string path = "breakpoints[" + std::to_string(i) + "]";
            const auto spec = BreakpointJson::fromJson(items[i], path, why);
            if (!spec) {
                if (skip(why))
                    continue;
                return failed(why);
            }
            JsonFields fields(items[i], path);
            std::uint32_t id = 0;
            if (!fields.number32("id", id)) {
                if (skip(fields.error()))
                    continue;
                return failed(fields.error());
            }
            if (id != 0) {
                if (const auto it = indexOfId.find(id); it != indexOfId.end()) {
                    fields.fail("id", std::to_string(id) + " is already the id of breakpoints[" +
                                          std::to_string(it->second) + "]");
                    if (skip(fields.error()))
                        continue;
                    return failed(fields.error());
                }
                indexOfId.emplace(id, i);
            }
            list.push_back({id, *spec});
        }
        // Files written before ids were saved: the next free ids, in file order.
        std::uint32_t nextId = 1;
        for (const auto& [id, index] : indexOfId)
            nextId = std::max(nextId, id + 1);
        for (debug::BreakpointDefinition& b : list)
            if (b.id == 0)
                b.id = nextId++;
    }
    workspace.setBreakpoints(std::move(list));

    std::vector<std::string> expressions;
    if (watches) {
        const std::vector<JsonValue>& items = watches->elements;
        if (items.size() > Workspace::kMaxWatches) {
            why = "watches: " + std::to_string(items.size()) + " expressions, more than the " +
                  std::to_string(Workspace::kMaxWatches) + " a session keeps; the first " +
                  std::to_string(Workspace::kMaxWatches) + " were read";
            if (!skip(why))
                return failed(why);
        }
        const std::size_t kept = std::min(items.size(), Workspace::kMaxWatches);
        expressions.reserve(kept);
        for (std::size_t i = 0; i < kept; ++i) {
            if (items[i].kind != JsonValue::Kind::String) {
                why = "watches[" + std::to_string(i) + "]: expected a string";
                if (skip(why))
                    continue;
                return failed(why);
            }
            expressions.push_back(items[i].text);
        }
    }
    workspace.setWatches(std::move(expressions));
    return workspace;
}

std::optional<Workspace> WorkspaceFile::read(const std::string& path, std::string& error,
                                             std::vector<std::string>* dropped,
                                             const LaunchCheck& checkLaunch) {
    std::string bytes;
    std::string why;
    if (io::FileReader::read(path, bytes, why, kMaxFileSize) != io::FileReader::Status::Ok) {
        error = "Cannot open " + path + ": " + why;
        return std::nullopt;
    }
    return fromJson(bytes, path, error, dropped, checkLaunch);
}

bool WorkspaceFile::save(const std::string& sourcePath, const Workspace& workspace,
                         std::string& error) {
    const std::string path = pathFor(sourcePath);
    std::string why;
    if (io::AtomicFileWriter::write(path, toJson(workspace), why))
        return true;
    error = "Cannot save " + path + ": " + why;
    return false;
}

} // namespace wave::workspace
