#include "HelpWindow.h"

#include "HelpOutline.h"
#include "IsaReference.h"

#include <QDesktopServices>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTabBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUrl>
#include <QVBoxLayout>

namespace wave::widgets {

namespace {
constexpr int kPositionRole = Qt::UserRole;
constexpr int kLengthRole = Qt::UserRole + 1;
constexpr int kMaxHighlights = 2000; // enough for any page; keeps a one-letter search cheap
} // namespace

HelpWindow::HelpWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setWindowTitle(tr("WAVE Studio Help"));
    resize(1000, 700);

    tabs_ = new QTabBar(this);
    tabs_->addTab(tr("User Guide"));
    tabs_->addTab(tr("ISA Reference"));
    tabs_->setDrawBase(false);

    searchField_ = new QLineEdit(this);
    searchField_->setPlaceholderText(tr("Search (Enter: next, Shift+Enter: previous)"));
    searchField_->setClearButtonEnabled(true);
    searchField_->setMinimumWidth(260);
    searchField_->installEventFilter(this);
    searchStatus_ = new QLabel(this);

    auto* top = new QHBoxLayout;
    top->addWidget(tabs_);
    top->addStretch(1);
    top->addWidget(searchStatus_);
    top->addWidget(searchField_);

    contents_ = new QTreeWidget(this);
    contents_->setHeaderHidden(true);
    contents_->setUniformRowHeights(true);
    browser_ = new QTextBrowser(this);
    browser_->setOpenLinks(false);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(contents_);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 740});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(tabs_, &QTabBar::currentChanged, this,
            [this](int index) { setPage(index == 1 ? Page::IsaReference : Page::UserGuide); });
    connect(contents_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item)
            scrollTo(item->data(0, kPositionRole).toInt(), item->data(0, kLengthRole).toInt());
    });
    connect(browser_, &QTextBrowser::anchorClicked, this, &HelpWindow::followLink);
    connect(searchField_, &QLineEdit::textChanged, this, [this](const QString& text) {
        // Incremental: a longer text keeps matching from where the last match starts.
        QTextCursor c = browser_->textCursor();
        c.setPosition(c.selectionStart());
        browser_->setTextCursor(c);
        search(text);
    });
    connect(searchField_, &QLineEdit::returnPressed, this,
            [this] { search(searchField_->text()); });
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        searchField_->setFocus();
        searchField_->selectAll();
    });
    auto* next = new QShortcut(QKeySequence::FindNext, this);
    connect(next, &QShortcut::activated, this, [this] { search(searchField_->text()); });
    auto* previous = new QShortcut(QKeySequence::FindPrevious, this);
    connect(previous, &QShortcut::activated, this, [this] { search(searchField_->text(), true); });

    setPage(Page::UserGuide);
}

QString HelpWindow::userGuideMarkdown() {
    QFile file(QStringLiteral(":/doc/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QTextDocument* HelpWindow::document(Page page) {
    QTextDocument*& doc = page == Page::UserGuide ? userGuide_ : isaReference_;
    if (doc)
        return doc;
    doc = new QTextDocument(this);
    doc->setDocumentMargin(12);
    if (page == Page::UserGuide) {
        const QString markdown = userGuideMarkdown();
        if (markdown.isEmpty())
            doc->setPlainText(tr("The user guide is missing from this build."));
        else
            doc->setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    } else {
        doc->setHtml(IsaReference::html());
    }
    return doc;
}

void HelpWindow::setPage(Page page) {
    page_ = page;
    {
        const QSignalBlocker block(tabs_);
        tabs_->setCurrentIndex(page == Page::IsaReference ? 1 : 0);
    }
    browser_->setDocument(document(page));
    browser_->moveCursor(QTextCursor::Start);
    rebuildContents();
    highlightMatches(searchField_->text());
}

void HelpWindow::rebuildContents() {
    const QSignalBlocker block(contents_);
    contents_->clear();
    // Parents by level: a deeper entry hangs under the nearest shallower one.
    QList<QPair<int, QTreeWidgetItem*>> parents;
    for (const HelpOutlineEntry& entry : HelpOutline::of(*browser_->document())) {
        while (!parents.isEmpty() && parents.last().first >= entry.level)
            parents.removeLast();
        auto* item = parents.isEmpty() ? new QTreeWidgetItem(contents_)
                                       : new QTreeWidgetItem(parents.last().second);
        item->setText(0, entry.title);
        item->setData(0, kPositionRole, entry.position);
        item->setData(0, kLengthRole, entry.length);
        parents.append({entry.level, item});
    }
    contents_->expandToDepth(0);
}

void HelpWindow::scrollTo(int position, int length) {
    QTextCursor c(browser_->document());
    c.setPosition(position);
    c.setPosition(position + length, QTextCursor::KeepAnchor);
    browser_->setTextCursor(c);
    // From the bottom, the minimal scroll that shows the cursor puts it at the top.
    QScrollBar* bar = browser_->verticalScrollBar();
    bar->setValue(bar->maximum());
    browser_->ensureCursorVisible();
    // The contents follow: the last entry at or before the position is the current one.
    QTreeWidgetItem* current = nullptr;
    for (QTreeWidgetItemIterator it(contents_); *it; ++it) {
        if ((*it)->data(0, kPositionRole).toInt() > position)
            break;
        current = *it;
    }
    if (current && current != contents_->currentItem()) {
        const QSignalBlocker block(contents_);
        contents_->setCurrentItem(current);
        contents_->scrollToItem(current);
    }
}

bool HelpWindow::showIsaReference(const QString& mnemonic) {
    show();
    raise();
    activateWindow();
    if (page_ != Page::IsaReference)
        setPage(Page::IsaReference);
    if (mnemonic.isEmpty()) {
        browser_->moveCursor(QTextCursor::Start);
        return true;
    }
    HelpOutlineEntry entry = HelpOutline::anchor(*browser_->document(), mnemonic);
    if (entry.length == 0 && !mnemonic.startsWith(QLatin1Char('.')))
        entry = HelpOutline::anchor(*browser_->document(), QLatin1Char('.') + mnemonic);
    if (entry.length == 0) {
        browser_->moveCursor(QTextCursor::Start);
        return false;
    }
    scrollTo(entry.position, entry.length);
    return true;
}

void HelpWindow::showUserGuide() {
    show();
    raise();
    activateWindow();
    if (page_ != Page::UserGuide)
        setPage(Page::UserGuide);
}

void HelpWindow::followLink(const QUrl& url) {
    const QString scheme = url.scheme();
    if (scheme == QLatin1String("isa")) {
        showIsaReference(url.path());
    } else if (scheme == QLatin1String("http") || scheme == QLatin1String("https") ||
               scheme == QLatin1String("mailto")) {
        QDesktopServices::openUrl(url);
    } else if (url.hasFragment()) {
        browser_->scrollToAnchor(url.fragment());
    }
}

int HelpWindow::search(const QString& text, bool backward) {
    highlightMatches(text);
    if (text.isEmpty())
        return 0;
    QTextDocument* doc = browser_->document();
    const QTextDocument::FindFlags flags =
        backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    QTextCursor from = browser_->textCursor();
    // Searching again for the selected text moves on to the next match.
    if (!backward && from.selectedText().compare(text, Qt::CaseInsensitive) != 0)
        from.setPosition(from.selectionStart());
    QTextCursor found = doc->find(text, from, flags);
    if (found.isNull()) { // wrap around
        QTextCursor edge(doc);
        edge.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
        found = doc->find(text, edge, flags);
    }
    if (found.isNull())
        return 0;
    browser_->setTextCursor(found);
    browser_->ensureCursorVisible();
    return static_cast<int>(browser_->extraSelections().size());
}

void HelpWindow::highlightMatches(const QString& text) {
    QList<QTextEdit::ExtraSelection> selections;
    if (!text.isEmpty()) {
        QTextCharFormat format;
        format.setBackground(QColor(255, 200, 0, 120)); // readable on light and dark pages
        QTextCursor c(browser_->document());
        while (selections.size() < kMaxHighlights) {
            c = browser_->document()->find(text, c);
            if (c.isNull())
                break;
            selections.append({c, format});
        }
    }
    browser_->setExtraSelections(selections);
    if (text.isEmpty())
        searchStatus_->clear();
    else if (selections.isEmpty())
        searchStatus_->setText(tr("Not found"));
    else
        searchStatus_->setText(tr("%n match(es)", nullptr, static_cast<int>(selections.size())));
}

bool HelpWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == searchField_ && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter && (key->modifiers() & Qt::ShiftModifier)) {
            search(searchField_->text(), true);
            return true;
        }
        if (key->key() == Qt::Key_Escape && !searchField_->text().isEmpty()) {
            searchField_->clear();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace wave::widgets
