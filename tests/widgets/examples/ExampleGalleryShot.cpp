// `example_gallery_shot OUT.png`: renders File > Examples at 1280x800 offscreen, with the
// user's copy of the selected example edited so that the "edited" tag and the restore offer
// show, for a visual review.

#include "examples/ExampleGallery.h"

#include <QApplication>
#include <QFile>
#include <QPixmap>
#include <QTemporaryDir>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: example_gallery_shot OUT.png\n");
        return 2;
    }
    QTemporaryDir copiesRoot;
    const wave::widgets::ExampleCatalog catalog = wave::widgets::ExampleCatalog::load();
    const wave::widgets::ExampleCopies copies(copiesRoot.path());
    const wave::widgets::Example* example = catalog.find(QStringLiteral("tree_reduction"));
    QString error;
    if (!example || copies.prepare(*example, error).isEmpty()) {
        std::fprintf(stderr, "example_gallery_shot: %s\n", qPrintable(error));
        return 1;
    }
    QFile edited(copies.sourcePath(*example));
    if (!edited.open(QIODevice::Append) || edited.write("; my notes\n") < 0)
        return 1;
    edited.close();

    wave::widgets::ExampleGallery gallery(catalog, copies);
    gallery.selectExample(example->name);
    gallery.resize(1280, 800);
    gallery.show();
    QApplication::processEvents();
    if (!gallery.grab().save(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "example_gallery_shot: cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
