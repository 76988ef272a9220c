#pragma once
// The ids of WAVE Studio's own window parts (widgets/workbench/UiId.h): the IDE's docks, the
// menus, the Debug toolbar and the menu commands. The debugger views' ids are the workbench's
// (workbench/WorkbenchIds.h). Each name is the part's objectName, stored in saved window
// layouts (docks, toolbars) and found by tests: never rename one.

#include "workbench/UiId.h"

#include <array>

namespace wave::studio::StudioIds {

using widgets::ActionId;
using widgets::DockId;
using widgets::MenuId;
using widgets::ToolBarId;

inline constexpr DockId Listing{"ListingDock"};
inline constexpr DockId Problems{"ProblemsDock"};
inline constexpr DockId Encoding{"EncodingDock"};
inline constexpr DockId EncodingLab{"EncodingLabDock"};
inline constexpr DockId Launch{"LaunchDock"};
inline constexpr DockId Watch{"WatchDock"};
inline constexpr DockId Breakpoints{"BreakpointsDock"};
inline constexpr DockId Portability{"PortabilityDock"};
inline constexpr std::array Docks{Listing, Problems, Encoding,    EncodingLab,
                                  Launch,  Watch,    Breakpoints, Portability};

inline constexpr ToolBarId DebugToolBar{"DebugToolBar"};
inline constexpr std::array ToolBars{DebugToolBar};

inline constexpr MenuId FileMenu{"FileMenu"};
inline constexpr MenuId RecentFilesMenu{"menuRecentFiles"};
inline constexpr MenuId EditMenu{"EditMenu"};
inline constexpr MenuId ViewMenu{"ViewMenu"};
inline constexpr MenuId ThemeMenu{"menuTheme"};
inline constexpr MenuId LanguageMenu{"menuLanguage"};
inline constexpr MenuId DebugMenu{"DebugMenu"};
inline constexpr MenuId GranularityMenu{"menuStepGranularity"};
inline constexpr MenuId HelpMenu{"HelpMenu"};
inline constexpr std::array Menus{FileMenu,  RecentFilesMenu, EditMenu,
                                  ViewMenu,  ThemeMenu,       LanguageMenu,
                                  DebugMenu, GranularityMenu, HelpMenu};

// File
inline constexpr ActionId New{"actionNew"};
inline constexpr ActionId Open{"actionOpen"};
inline constexpr ActionId Examples{"actionExamples"};
inline constexpr ActionId Save{"actionSave"};
inline constexpr ActionId SaveAs{"actionSaveAs"};
inline constexpr ActionId SaveAll{"actionSaveAll"};
inline constexpr ActionId Close{"actionClose"};
inline constexpr ActionId ExportWbin{"actionExportWbin"};
inline constexpr ActionId Quit{"actionQuit"};
// Edit
inline constexpr ActionId Undo{"actionUndo"};
inline constexpr ActionId Redo{"actionRedo"};
inline constexpr ActionId Cut{"actionCut"};
inline constexpr ActionId Copy{"actionCopy"};
inline constexpr ActionId Paste{"actionPaste"};
inline constexpr ActionId SelectAll{"actionSelectAll"};
inline constexpr ActionId Find{"actionFind"};
inline constexpr ActionId FindNext{"actionFindNext"};
inline constexpr ActionId FindPrevious{"actionFindPrevious"};
inline constexpr ActionId Replace{"actionReplace"};
inline constexpr ActionId GoToLine{"actionGoToLine"};
inline constexpr ActionId ToggleComment{"actionToggleComment"};
inline constexpr ActionId Indent{"actionIndent"};
inline constexpr ActionId Unindent{"actionUnindent"};
// View
inline constexpr ActionId ZoomIn{"actionZoomIn"};
inline constexpr ActionId ZoomOut{"actionZoomOut"};
inline constexpr ActionId ResetZoom{"actionResetZoom"};
inline constexpr ActionId EditorFont{"actionEditorFont"};
inline constexpr ActionId NextPane{"actionNextPane"};
inline constexpr ActionId PreviousPane{"actionPreviousPane"};
// Debug
inline constexpr ActionId Start{"actionStart"};
inline constexpr ActionId Pause{"actionPause"};
inline constexpr ActionId Stop{"actionStop"};
inline constexpr ActionId Restart{"actionRestart"};
inline constexpr ActionId BreakAtEntry{"actionBreakAtEntry"};
inline constexpr ActionId StepOver{"actionStepOver"};
inline constexpr ActionId StepInto{"actionStepInto"};
inline constexpr ActionId StepOut{"actionStepOut"};
inline constexpr ActionId StepInstruction{"actionStepInstruction"};
inline constexpr ActionId RunToCursor{"actionRunToCursor"};
inline constexpr ActionId StepBack{"actionStepBack"};
inline constexpr ActionId StepBackInstruction{"actionStepBackInstruction"};
inline constexpr ActionId StepBackOut{"actionStepBackOut"};
inline constexpr ActionId ReverseContinue{"actionReverseContinue"};
inline constexpr ActionId ToggleBreakpoint{"actionToggleBreakpoint"};
inline constexpr ActionId EditBreakpointCondition{"actionEditBreakpointCondition"};
inline constexpr ActionId WaveGranularity{"actionWaveGranularity"};
inline constexpr ActionId WorkgroupGranularity{"actionWorkgroupGranularity"};
// Help
inline constexpr ActionId UserGuide{"actionUserGuide"};
inline constexpr ActionId IsaReference{"actionIsaReference"};
inline constexpr ActionId About{"actionAbout"};

inline constexpr std::array Actions{New,
                                    Open,
                                    Examples,
                                    Save,
                                    SaveAs,
                                    SaveAll,
                                    Close,
                                    ExportWbin,
                                    Quit,
                                    Undo,
                                    Redo,
                                    Cut,
                                    Copy,
                                    Paste,
                                    SelectAll,
                                    Find,
                                    FindNext,
                                    FindPrevious,
                                    Replace,
                                    GoToLine,
                                    ToggleComment,
                                    Indent,
                                    Unindent,
                                    ZoomIn,
                                    ZoomOut,
                                    ResetZoom,
                                    EditorFont,
                                    NextPane,
                                    PreviousPane,
                                    Start,
                                    Pause,
                                    Stop,
                                    Restart,
                                    BreakAtEntry,
                                    StepOver,
                                    StepInto,
                                    StepOut,
                                    StepInstruction,
                                    RunToCursor,
                                    StepBack,
                                    StepBackInstruction,
                                    StepBackOut,
                                    ReverseContinue,
                                    ToggleBreakpoint,
                                    EditBreakpointCondition,
                                    WaveGranularity,
                                    WorkgroupGranularity,
                                    UserGuide,
                                    IsaReference,
                                    About};

} // namespace wave::studio::StudioIds
