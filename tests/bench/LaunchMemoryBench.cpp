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
//   bench_launch_memory [SIZE[:FILLED]...]   sizes in bytes, default 1 MiB, 256 MiB and 4 GiB

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPair>
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

// Peak RSS in MiB of wave-studio launched with `deviceMemory`, or -1.
double peakMiB(const QTemporaryDir& dir, unsigned long long deviceMemory,
               unsigned long long filled) {
    const QString source = dir.filePath(QStringLiteral("k.wave"));
    if (!write(source, ".kernel k\n.registers 8\n.workgroup_size 256, 1, 1\n"
                       "    mov r0, sr_thread_id_x\n    mov r1, sr_workgroup_id_x\n"
                       "    mov_imm r2, 256\n    imad r3, r1, r2, r0\n    mov_imm r4, 2\n"
                       "    shl r5, r3, r4\n    device_store_u32 r5, r3\n    halt\n.end\n") ||
        !write(dir.filePath(QStringLiteral("k.args")),
               QByteArray("--grid 1024,1,1 --device-memory ") + QByteArray::number(deviceMemory) +
                   (filled >= 4 ? QByteArray(" --fill-iota 0:u32:") + QByteArray::number(filled / 4)
                                : QByteArray())))
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
    QList<QPair<unsigned long long, unsigned long long>> sizes; // size, filled
    for (int i = 1; i < argc; ++i) {
        const QList<QByteArray> parts = QByteArray(argv[i]).split(':');
        sizes.append({parts.value(0).toULongLong(), parts.value(1).toULongLong()});
    }
    if (sizes.isEmpty())
        sizes = {{1ull << 20, 0}, {256ull << 20, 0}, {4ull << 30, 0}};
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    for (const auto& [size, filled] : sizes) {
        const double mib = peakMiB(dir, size, filled);
        if (mib < 0)
            std::printf("device memory %10llu bytes: the launch failed\n", size);
        else
            std::printf("device memory %10llu bytes (%6.1f MiB), %6.1f MiB filled: peak RSS %8.1f "
                        "MiB (%.1f x)\n",
                        size, double(size) / (1 << 20), double(filled) / (1 << 20), mib,
                        mib / (double(size) / (1 << 20)));
    }
    return 0;
}
