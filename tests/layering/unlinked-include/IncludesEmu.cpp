// Must not compile: this target links wave_isa only (tests/layering).
#include "isa/Program.h"
#include "emu/Emulator.h"
