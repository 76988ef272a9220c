#include "SourceFile.h"

#include "io/FileReader.h"

#include "isa/Utf8.h"

namespace wave::cli {

bool SourceFile::read(const std::string& path, std::string& text, std::string& error) {
    std::string reason;
    if (io::FileReader::read(path, text, reason, kMaxBytes) != io::FileReader::Status::Ok) {
        error = "failed to read " + path + ": " + reason;
        return false;
    }
    if (!isa::Utf8::isValid(text)) {
        error = "failed to read " + path + ": stream did not contain valid UTF-8";
        return false;
    }
    return true;
}

} // namespace wave::cli
