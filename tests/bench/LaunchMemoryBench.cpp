// Peak memory of a debug launch in the IDE (issue 14, "Device memory is copied about 7 times in
// the IDE"): wave-studio runs offscreen, opens a one-kernel source whose .args sets the device
// memory, runs to the first stop and takes a screenshot (so every view has shown the stop),
// then exits; the figure is the child's peak resident set (getrusage). The kernel touches
// 1 MiB of device memory (1024 workgroups x 256 threads store a word each), so the figure is
// what a launch that touches 1 MiB costs. Prints, never asserts.
//
// With SIZE:FILLED the launch also fills the first FILLED bytes of device memory (--fill-iota,
// all words but the first not zero) before it starts: the pages every view of device memory
// has to show (issue 16: the Device memory dock shares the session's pages instead of copying
// them, so a filled launch costs about FILLED once, not once per copy).
//
// With local:SIZE[:touched] the launch has SIZE bytes of local memory instead, which one
// workgroup of 256 threads leaves untouched or fills word by word (issue 22: local memory costs
// what the kernel touches, in the session, its analyses and the views).
//
//   bench_launch_memory [SIZE[:FILLED] | local:SIZE[:touched]...]   sizes in bytes; default
//       1 MiB, 256 MiB and 4 GiB of device memory, and 1, 4, 16 and 256 MiB of local memory
//       untouched and 1, 4 and 16 MiB touched

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

bool write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

struct Case {
    bool local = false;
    unsigned long long size = 0;
    unsigned long long filled = 0; // device memory
    bool touched = false;          // local memory
};

// Peak RSS in MiB of wave-studio launched as `c` says, or -1.
double peakMiB(const QTemporaryDir& dir, const Case& c) {
    const QString source = dir.filePath(QStringLiteral("k.wave"));
    const QByteArray device = ".kernel k\n.registers 8\n.workgroup_size 256, 1, 1\n"
                              "    mov r0, sr_thread_id_x\n    mov r1, sr_workgroup_id_x\n"
                              "    mov_imm r2, 256\n    imad r3, r1, r2, r0\n    mov_imm r4, 2\n"
                              "    shl r5, r3, r4\n    device_store_u32 r5, r3\n    halt\n.end\n";
    // Every thread stores to every 256th word from its own on, below r10 bytes.
    const QByteArray local = ".kernel k\n.registers 16\n.workgroup_size 256, 1, 1\n"
                             "    mov r0, sr_thread_id_x\n    mov_imm r1, 2\n    shl r2, r0, r1\n"
                             "    mov_imm r3, 1024\n    loop\n        icmp_ge p1, r2, r10\n"
                             "        break p1\n        local_store_u32 r2, r0\n"
                             "        iadd r2, r2, r3\n    endloop\n    halt\n.end\n";
    const QByteArray args =
        c.local ? QByteArray("--max-instructions 0 --local-memory ") + QByteArray::number(c.size) +
                      " --set-reg 10:" + QByteArray::number(c.touched ? c.size : 0)
                : QByteArray("--grid 1024,1,1 --device-memory ") + QByteArray::number(c.size) +
                      (c.filled >= 4
                           ? QByteArray(" --fill-iota 0:u32:") + QByteArray::number(c.filled / 4)
                           : QByteArray());
    if (!write(source, c.local ? local : device) ||
        !write(dir.filePath(QStringLiteral("k.args")), args))
        return -1;
    const QByteArray exe = QFile::encodeName(QStringLiteral(WAVE_STUDIO_EXE));
    const QByteArray sourceArg = QFile::encodeName(source);
    const QByteArray shot = QFile::encodeName(dir.filePath(QStringLiteral("shot.png")));
    const pid_t pid = fork();
    if (pid == 0) {
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        const QByteArray home = QFile::encodeName(dir.filePath(QStringLiteral("home")));
        setenv("XDG_CONFIG_HOME", home.constData(), 1);
        setenv("XDG_DATA_HOME", home.constData(), 1);
        execl(exe.constData(), exe.constData(), "--open", sourceArg.constData(), "--run",
              "--screenshot", shot.constData(), static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0)
        return -1;
    return double(usage.ru_maxrss) / 1024.0; // kB on Linux
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QList<Case> cases;
    for (int i = 1; i < argc; ++i) {
        const QList<QByteArray> parts = QByteArray(argv[i]).split(':');
        if (parts.value(0) == "local")
            cases.append({true, parts.value(1).toULongLong(), 0, parts.value(2) == "touched"});
        else
            cases.append({false, parts.value(0).toULongLong(), parts.value(1).toULongLong()});
    }
    if (cases.isEmpty()) {
        for (const unsigned long long size : {1ull << 20, 256ull << 20, 4ull << 30})
            cases.append({false, size});
        for (const unsigned long long mib : {1ull, 4ull, 16ull, 256ull})
            cases.append({true, mib << 20});
        for (const unsigned long long mib : {1ull, 4ull, 16ull})
            cases.append({true, mib << 20, 0, true});
    }
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    for (const Case& c : cases) {
        const double mib = peakMiB(dir, c);
        const double size = double(c.size) / (1 << 20);
        if (c.local && mib < 0)
            std::printf("local memory %10llu bytes: the launch failed\n", c.size);
        else if (c.local)
            std::printf("local memory %10llu bytes (%6.1f MiB), %-9s: peak RSS %8.1f MiB\n", c.size,
                        size, c.touched ? "touched" : "untouched", mib);
        else if (mib < 0)
            std::printf("device memory %10llu bytes: the launch failed\n", c.size);
        else
            std::printf("device memory %10llu bytes (%6.1f MiB), %6.1f MiB filled: peak RSS %8.1f "
                        "MiB (%.1f x)\n",
                        c.size, size, double(c.filled) / (1 << 20), mib, mib / size);
    }
    return 0;
}
