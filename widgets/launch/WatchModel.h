#pragma once
// Watch expressions (the debugger's expression language, core/debug/ExpressionLanguage.md)
// evaluated on the focused wave of the newest full snapshot, with the engine's parser and
// evaluator over a SnapshotEvalContext, so a watch means exactly what the same text means in a
// breakpoint condition.
//
// Rows: one per expression, then a last, empty row where a new expression is typed.
// Columns: the expression (editable: an empty text removes the row), its value on the focused
// lane, and for expressions that read per-lane state a compact summary over the active lanes
// ("lanes: 0-15 = 1, 16-31 = 0"). A text that does not parse shows its error with the column.
//
// GUI thread only.

#include "session/SessionTypes.h"

#include "debug/expr/Ast.h"
#include "debug/expr/ParseError.h"
#include "workspace/Workspace.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

#include <optional>

namespace wave::widgets {

class WatchModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ExpressionColumn, ValueColumn, LanesColumn, ColumnCount };
    enum Role {
        ErrorRole = Qt::UserRole + 1, // bool: the expression does not parse
        LaneDependentRole,            // bool: reads per-lane state outside any/all/count
    };

    // Every expression is evaluated on the GUI thread at each stop; more than this are not
    // kept (setExpressions takes the first ones, the placeholder row then takes no more).
    static constexpr int kMaxExpressions = int(workspace::Workspace::kMaxWatches);

    explicit WatchModel(QObject* parent = nullptr);

    QStringList expressions() const;
    void setExpressions(const QStringList& expressions);
    // Returns the new row.
    int addExpression(const QString& text);
    void setExpression(int row, const QString& text);
    void removeExpression(int row);
    int expressionCount() const { return static_cast<int>(watches_.size()); }
    // The placeholder row where a new expression is typed.
    int placeholderRow() const { return expressionCount(); }

    // The value on the focused lane and the lane summary as shown (for tests and tooltips).
    QString valueText(int row) const;
    QString lanesText(int row) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    bool removeRows(int row, int count, const QModelIndex& parent = QModelIndex()) override;

public slots:
    // Evaluates every expression on the snapshot's focused wave and lane. Light snapshots
    // (taken while running) carry no registers: they are ignored and the values of the last
    // stop stay. Null clears the values (no session).
    void setSnapshot(const wave::widgets::SnapshotPtr& snapshot);

signals:
    // An expression was added, edited or removed (not emitted for value updates).
    void expressionsChanged();

private:
    struct Watch {
        QString text;
        std::optional<debug::expr::Expression> expression;
        debug::expr::ParseError error;
        QString value;   // on the focused lane
        QString lanes;   // summary, lane-dependent expressions only
        QString perLane; // tooltip: one line per active lane
        bool inactiveLane = false;
    };
    static Watch compile(const QString& text);
    void evaluate(Watch& w) const;
    void evaluateAll();

    QVector<Watch> watches_;
    SnapshotPtr snapshot_;
};

} // namespace wave::widgets
