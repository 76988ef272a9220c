#pragma once
// Where ViewDocks' docks go in the main window and how large they are. The window's size
// chooses the layout (Compact or Wide) and re-lays it after a resize, until the user arranges
// the docks or a saved layout is restored. A presentation (classroom mode) lays the docks out
// for itself and gives the user's layout back exactly when it ends. GUI thread only.

#include "workbench/DockSizes.h"
#include "workbench/UiId.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>

#include <cstdint>
#include <functional>
#include <utility>

class QDockWidget;
class QMainWindow;
class QTimer;

namespace wave::widgets {

class LaneRegistersView;
class MaskStripView;
class SessionController;

class DockArrangement : public QObject {
    Q_OBJECT
public:
    // Compact fits 1024x768 to 1366x768 (the registers over the lane masks beside the editor,
    // views tabbed in two groups); Wide uses a 1920x1080 screen.
    enum class Arrangement { Compact, Wide };

    // The version of the window states this class saves and restores (userLayout()).
    static constexpr int kLayoutVersion = 2;

    // What is arranged and what the sizes are measured by; all owned by ViewDocks.
    struct Parts {
        QList<QDockWidget*> docks; // registered in the window's WindowRegistry (WorkbenchIds)
        LaneRegistersView* registers = nullptr;
        MaskStripView* masks = nullptr;
        SessionController* controller = nullptr; // in a session the views come to the front
        // The focused wave and lane, whose registers a presentation scrolls to.
        std::function<std::pair<std::uint32_t, std::uint32_t>()> focus;
    };

    // Arranges the docks in `window` for its current size and watches the window. The window
    // and the parts must outlive this object.
    DockArrangement(QMainWindow* window, Parts parts, QObject* parent);

    static Arrangement arrangementFor(const QSize& windowSize);
    // Re-docks every view in the given arrangement (View > Reset layout). The window's other
    // docks that were on the right or at the bottom when the views arrived become tabs of the
    // views' groups there.
    void arrange(Arrangement arrangement);
    Arrangement arrangement() const { return arrangement_; }
    // Dock sizes as proportions of the window's size (re-arranging first when the window has
    // grown into the other arrangement). Done by itself when the window is first shown unless
    // turned off (a window that restores a saved layout calls it when it has none).
    void applyDefaultSizes();
    void setSizeOnShow(bool on) { sizeOnShow_ = on; }
    // True once the user arranged the docks (moved or floated one) or a saved layout was
    // restored: the window's size then no longer chooses the layout. Reset by arrange().
    void setUserArranged(bool on) { userArranged_ = on; }
    bool userArranged() const { return userArranged_; }

    // userLayout() is the layout to keep in the settings: the one from before the
    // presentation while it lasts.
    void beginPresentation();
    // The presentation's layout for the window's size (at the current view scale).
    void layoutPresentation();
    void endPresentation();
    bool presenting() const { return presenting_; }
    QByteArray userLayout() const;
    // Brings the views to the front of their groups as the arrangement has them (a session
    // starts): the registers and the lane masks, never a tab of theirs.
    void raiseViews();
    // In a presentation the registers show r0 onwards (exec and p0-p3 are scrolled away).
    void showRegisterRows();

    // A fixed-height strip of the IDE sharing the explanation's row would cap a larger
    // explanation (classroom emphasis): it steps aside while `aside` lasts.
    void setStripsAside(bool aside);
    // The row above the editor fits the explanation again when it is in front (its fonts
    // changed).
    void refitExplanation();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QDockWidget* dock(DockId id) const;
    bool resultGuest(const QDockWidget* dk) const;
    void fitTopRow(QDockWidget* front);
    void fitTabBars();

    QMainWindow* window_;
    Parts parts_;
    DockSizes sizes_;
    bool sized_ = false;
    bool sizeOnShow_ = true;
    Arrangement arrangement_ = Arrangement::Compact;
    bool arranged_ = false;
    QList<QPointer<QDockWidget>> rightGuests_;
    QList<QPointer<QDockWidget>> bottomGuests_;
    QList<QPointer<QDockWidget>> topGuests_;
    QPointer<QDockWidget> topFront_;
    QList<QPointer<QDockWidget>> stripsHidden_; // by setStripsAside()
    QTimer* resizeTimer_ = nullptr;
    bool userArranged_ = false;
    bool arranging_ = false;
    bool presenting_ = false;
    bool presentationArranged_ = false;
    QTimer* presentationTimer_ = nullptr;
    QByteArray layoutBefore_;
    int registersScrollBefore_ = 0;
};

} // namespace wave::widgets
