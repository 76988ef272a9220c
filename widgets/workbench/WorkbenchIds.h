#pragma once
// The ids of the debugger workbench's parts (UiId.h): its view docks, toolbar and actions.
// Each name is the part's objectName, stored in saved window layouts: never rename one.

#include "workbench/UiId.h"

#include <array>

namespace wave::widgets::WorkbenchIds {

inline constexpr DockId Registers{"RegistersDock"};
inline constexpr DockId Waves{"WavesDock"};
inline constexpr DockId Masks{"MasksDock"};
inline constexpr DockId Divergence{"DivergenceDock"};
inline constexpr DockId Barrier{"BarrierDock"};
inline constexpr DockId LocalMemory{"LocalMemoryDock"};
inline constexpr DockId DeviceMemory{"DeviceMemoryDock"};
inline constexpr DockId Timeline{"TimelineDock"};
inline constexpr DockId Statistics{"StatisticsDock"};
inline constexpr DockId Explain{"ExplainDock"};
// In the order ViewDocks makes them (and the View menu lists them).
inline constexpr std::array Docks{Registers,   Waves,        Masks,    Divergence, Barrier,
                                  LocalMemory, DeviceMemory, Timeline, Statistics, Explain};

inline constexpr ToolBarId ToolBar{"WorkbenchToolBar"};
inline constexpr std::array ToolBars{ToolBar};

inline constexpr MenuId DebuggerViewsMenu{"menuDebuggerViews"};
inline constexpr std::array Menus{DebuggerViewsMenu};

inline constexpr ActionId ResetLayout{"actionResetDebuggerLayout"};
inline constexpr ActionId Classroom{"ClassroomToggle"};
inline constexpr ActionId AutoStep{"AutoStepPlay"};
inline constexpr ActionId NextWave{"actionNextWave"};
inline constexpr ActionId PreviousWave{"actionPreviousWave"};
inline constexpr ActionId NextLane{"actionNextLane"};
inline constexpr ActionId PreviousLane{"actionPreviousLane"};
inline constexpr std::array Actions{ResetLayout,  Classroom, AutoStep,    NextWave,
                                    PreviousWave, NextLane,  PreviousLane};

} // namespace wave::widgets::WorkbenchIds
