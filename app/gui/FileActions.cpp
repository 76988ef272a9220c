#include "FileActions.h"

#include "RecentFiles.h"
#include "StudioIds.h"

#include "documents/Autosaver.h"
#include "documents/DocumentPrompts.h"
#include "documents/DocumentTabs.h"
#include "documents/FileDropFilter.h"
#include "documents/FileIo.h"
#include "documents/WbinConversion.h"
#include "examples/ExampleGallery.h"
#include "workbench/WindowRegistry.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace wave::studio {

using widgets::Document;

namespace {

constexpr int kStatusMs = 5000;

} // namespace

FileActions::FileActions(QMainWindow* window, widgets::DocumentTabs* tabs,
                         const QString& autosaveRoot)
    : QObject(window), window_(window), tabs_(tabs), recent_(new RecentFiles(this)) {
    autosaver_ = new widgets::Autosaver(
        tabs, autosaveRoot.isEmpty() ? widgets::AutosaveStore::defaultRoot() : autosaveRoot, this);
    connect(tabs_, &widgets::DocumentTabs::fileOpened, recent_, &RecentFiles::add);
    connect(tabs_, &widgets::DocumentTabs::fileSaved, recent_, &RecentFiles::add);
    connect(tabs_, &widgets::DocumentTabs::filesDropped, this, &FileActions::openPaths);
    tabs_->dropFilter()->install(window_);
    connect(autosaver_, &widgets::Autosaver::failed, this, [this](const QString& error) {
        window_->statusBar()->showMessage(tr("Autosave failed: %1").arg(error), kStatusMs);
    });
}

FileActions::~FileActions() = default;

void FileActions::setPrompts(widgets::DocumentPrompts* prompts) {
    tabs_->setPrompts(prompts);
}

QAction* FileActions::addAction(QMenu* menu, widgets::ActionId id, const QString& text) {
    QAction* action = menu->addAction(text);
    widgets::WindowRegistry::of(window_)->add(id, action);
    return action;
}

void FileActions::populateMenu(QMenu* menu) {
    QAction* action = addAction(menu, StudioIds::New, tr("&New"));
    action->setShortcut(QKeySequence::New);
    connect(action, &QAction::triggered, tabs_, [this] { tabs_->newDocument(); });

    action = addAction(menu, StudioIds::Open, tr("&Open…"));
    action->setShortcut(QKeySequence::Open);
    connect(action, &QAction::triggered, this, &FileActions::openWithDialog);

    action = addAction(menu, StudioIds::Examples, tr("E&xamples…"));
    connect(action, &QAction::triggered, this, &FileActions::showExamples);

    recentMenu_ = menu->addMenu(tr("Recent &Files"));
    widgets::WindowRegistry::of(window_)->add(StudioIds::RecentFilesMenu, recentMenu_);
    connect(recentMenu_, &QMenu::aboutToShow, this, &FileActions::rebuildRecentMenu);
    rebuildRecentMenu();
    menu->addSeparator();

    action = addAction(menu, StudioIds::Save, tr("&Save"));
    action->setShortcut(QKeySequence::Save);
    connect(action, &QAction::triggered, tabs_, [this] { tabs_->save(tabs_->current()); });

    action = addAction(menu, StudioIds::SaveAs, tr("Save &As…"));
    action->setShortcut(QKeySequence::SaveAs);
    connect(action, &QAction::triggered, tabs_, [this] { tabs_->saveAs(tabs_->current()); });

    action = addAction(menu, StudioIds::SaveAll, tr("Save A&ll"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    connect(action, &QAction::triggered, tabs_, &widgets::DocumentTabs::saveAll);

    action = addAction(menu, StudioIds::Close, tr("&Close"));
    action->setShortcut(QKeySequence::Close);
    connect(action, &QAction::triggered, tabs_, [this] { tabs_->closeDocument(tabs_->current()); });
    menu->addSeparator();

    action = addAction(menu, StudioIds::ExportWbin, tr("&Export .wbin…"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(action, &QAction::triggered, this, &FileActions::exportWithDialog);
    menu->addSeparator();
}

bool FileActions::openPath(const QString& path, QString& error) {
    return tabs_->open(path, error) != nullptr; // Recent Files follows fileOpened
}

int FileActions::openPaths(const QStringList& paths) {
    int opened = 0;
    QStringList errors;
    for (const QString& path : paths) {
        QString error;
        if (openPath(path, error))
            ++opened;
        else
            errors.append(error);
    }
    if (!errors.isEmpty())
        tabs_->prompts()->showError(tr("Open"), errors.join(QLatin1Char('\n')));
    return opened;
}

void FileActions::openWithDialog() {
    QString directory;
    if (const Document* document = tabs_->current(); document && !document->isUntitled())
        directory = QFileInfo(document->path()).absolutePath();
    const QStringList paths = QFileDialog::getOpenFileNames(window_, tr("Open"), directory,
                                                            widgets::DocumentTabs::openFilter());
    openPaths(paths);
}

void FileActions::showExamples() {
    const widgets::ExampleCatalog catalog = widgets::ExampleCatalog::load();
    widgets::ExampleGallery gallery(catalog, widgets::ExampleCopies(), window_);
    connect(&gallery, &widgets::ExampleGallery::openRequested, this,
            [this, &catalog](const QString& path) {
                if (openPaths({path}) == 0)
                    return;
                const widgets::Example* e = catalog.find(QFileInfo(path).completeBaseName());
                if (e && !e->labLayout.isEmpty())
                    emit lessonRequested(e->labLayout, e->labInstruction);
            });
    gallery.exec();
}

bool FileActions::exportWbin(Document* document, const QString& path, QString& error) {
    QByteArray bytes;
    if (!widgets::WbinConversion::assemble(document->text(), document->assemblyFileName(), bytes,
                                           error)) {
        error = tr("Cannot export %1: %2").arg(document->displayName(), error);
        return false;
    }
    if (!widgets::FileIo::writeAtomically(path, bytes, error))
        return false;
    // Exporting over the .wbin a disassembly tab shows is our own change, not another program's.
    if (!document->isUntitled() &&
        widgets::FileIo::canonical(document->path()) == widgets::FileIo::canonical(path))
        document->setDiskFingerprint(widgets::FileIo::fingerprint(bytes));
    window_->statusBar()->showMessage(
        tr("Exported %1 (%n byte(s))", nullptr, static_cast<int>(bytes.size()))
            .arg(QDir::toNativeSeparators(path)),
        kStatusMs);
    return true;
}

void FileActions::exportWithDialog() {
    Document* document = tabs_->current();
    if (!document)
        return;
    QString suggested;
    if (document->isUntitled()) {
        suggested = QDir::home().filePath(document->untitledName() + QStringLiteral(".wbin"));
    } else {
        const QFileInfo info(document->path());
        suggested = info.dir().filePath(info.completeBaseName() + QStringLiteral(".wbin"));
    }
    // Refuse before asking for a path when the buffer cannot be exported anyway.
    QByteArray bytes;
    QString error;
    if (!widgets::WbinConversion::assemble(document->text(), document->assemblyFileName(), bytes,
                                           error)) {
        tabs_->prompts()->showError(tr("Export .wbin"),
                                    tr("Cannot export %1: %2").arg(document->displayName(), error));
        return;
    }
    const QString path =
        tabs_->prompts()->askSavePath(tr("Export .wbin"), suggested, tr("WAVE binaries (*.wbin)"));
    if (path.isEmpty())
        return;
    if (!exportWbin(document, path, error))
        tabs_->prompts()->showError(tr("Export .wbin"), error);
}

void FileActions::rebuildRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recent_->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString& path = files[i];
        // Keyboard mnemonics &1 to &9, then plain numbers.
        const QString number = i < 9 ? QStringLiteral("&%1").arg(i + 1) : QString::number(i + 1);
        QAction* action =
            recentMenu_->addAction(tr("%1  %2").arg(number, QDir::toNativeSeparators(path)));
        action->setData(path);
        connect(action, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    if (files.isEmpty()) {
        recentMenu_->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("Clear Recent Files"));
    connect(clear, &QAction::triggered, recent_, &RecentFiles::clear);
}

void FileActions::openRecent(const QString& path) {
    if (!QFileInfo::exists(path)) {
        recent_->remove(path);
        tabs_->prompts()->showInformation(
            tr("Recent Files"), tr("%1 no longer exists; it was removed from Recent Files.")
                                    .arg(QDir::toNativeSeparators(path)));
        return;
    }
    QString error;
    if (!openPath(path, error))
        tabs_->prompts()->showError(tr("Open"), error);
}

int FileActions::recoverAutosaves(bool ask) {
    return autosaver_->recover(ask);
}

const QStringList& FileActions::recoveryRefusals() const {
    return autosaver_->refusals();
}

bool FileActions::confirmClose() {
    if (!tabs_->confirmCloseAll())
        return false;
    autosaver_->discard();
    return true;
}

} // namespace wave::studio
