#pragma once
// The help window: the user guide (resources/doc/user-guide.md, compiled in as the Qt resource
// :/doc/user-guide.md) and the ISA reference generated from the instruction table, each with a
// contents tree and a search field. One window serves both pages; showing a page raises it.
// Links with the scheme `isa:` (for example isa:barrier) open the ISA reference at that
// mnemonic. GUI thread only.

#include <QWidget>

class QLabel;
class QLineEdit;
class QTabBar;
class QTextBrowser;
class QTextDocument;
class QTreeWidget;
class QUrl;

namespace wave::widgets {

class HelpWindow : public QWidget {
    Q_OBJECT

public:
    enum class Page { UserGuide, IsaReference };

    // A top-level window even when it has a parent (the parent only owns it).
    explicit HelpWindow(QWidget* parent = nullptr);

    // Shows and raises the window on the ISA reference, scrolled to `mnemonic` with it
    // selected. Special registers ("sr_lane_id"), directives, cache hints and scopes (".kernel"
    // or "kernel") are found too. Returns false when the page has no such entry (the page is
    // still shown, at the top).
    bool showIsaReference(const QString& mnemonic = {});
    void showUserGuide();

    Page page() const { return page_; }

    // Finds `text` (case-insensitive) in the current page after the current selection (before
    // it when `backward`), wrapping around, and selects it; every match is highlighted.
    // Returns the number of matches in the page (0: not found). An empty text clears.
    int search(const QString& text, bool backward = false);

    QTextBrowser* browser() const { return browser_; }
    QTreeWidget* contents() const { return contents_; }
    QLineEdit* searchField() const { return searchField_; }

    // The user guide's Markdown text from the resource (empty if the resource is missing).
    static QString userGuideMarkdown();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setPage(Page page);
    QTextDocument* document(Page page);
    void rebuildContents();
    void scrollTo(int position, int length);
    void followLink(const QUrl& url);
    void highlightMatches(const QString& text);

    Page page_ = Page::UserGuide;
    QTextDocument* userGuide_ = nullptr;    // created on first use
    QTextDocument* isaReference_ = nullptr; // created on first use
    QTabBar* tabs_ = nullptr;
    QTreeWidget* contents_ = nullptr;
    QTextBrowser* browser_ = nullptr;
    QLineEdit* searchField_ = nullptr;
    QLabel* searchStatus_ = nullptr;
};

} // namespace wave::widgets
