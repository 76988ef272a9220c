#pragma once
// Every breakpoint of a SessionController as a table, for the Breakpoints dock: whether it is
// enabled (checkable), its id (the one stop messages use), its kind, the file and line it is
// on, what it stops on in words ("Line 12", "Wave 2 arrives at any barrier", "Write of device
// [0x100, 0x140)"), its condition (editable) and its hit count.
//
// The controller stays the one owner: the model keeps a copy of its list to answer between a
// change and its breakpointsChanged(), and every edit goes back through setBreakpointSpec(), so
// that the gutter, the session file and a running session see it. A condition is parsed when
// typed: one that does not parse is refused (setData() returns false and conditionRejected()
// says why, with the column). One that came from a session file is shown in red with its
// error as tooltip (the engine then stops there with the error).
//
// GUI thread only.

#include "session/SessionController.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QVector>

namespace wave::widgets {

class BreakpointsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        EnabledColumn,
        IdColumn,
        KindColumn,
        FileColumn,
        LineColumn,
        ConditionColumn,
        HitsColumn,
        WhatColumn, // last: the longest, it may scroll while the others stay in view
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1, // int: the controller's breakpoint id
        LineRole,                  // int: the source line of a Line breakpoint, else 0
        ErrorRole,                 // QString: why the condition does not work, or empty
    };

    explicit BreakpointsModel(SessionController* controller, QObject* parent = nullptr);

    SessionController* controller() const { return controller_; }
    // The file the breakpoints belong to (the document's path, or its name when untitled).
    void setSourceName(const QString& name);
    const QString& sourceName() const { return sourceName_; }
    int idAt(int row) const;
    int rowOf(int id) const;
    // The readable, translated description of a breakpoint.
    static QString describe(const debug::BreakpointSpec& spec);
    // Its kind in a word or two ("Line", "Barrier release").
    static QString kindName(debug::BreakpointKind kind);
    // Why `entry`'s condition does not work, or empty.
    static QString conditionError(const BreakpointEntry& entry);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    bool removeRows(int row, int count, const QModelIndex& parent = QModelIndex()) override;

signals:
    // A condition typed for `row` was refused: `error` says where and why ("column 8: ...").
    void conditionRejected(int row, const QString& text, const QString& error);
    // A typed condition for `row` parsed and went to the controller.
    void conditionAccepted(int row);

private:
    void sync();
    void edit(int row, const debug::BreakpointSpec& spec);

    QPointer<SessionController> controller_;
    QVector<BreakpointEntry> entries_;
    QString sourceName_;
};

} // namespace wave::widgets
