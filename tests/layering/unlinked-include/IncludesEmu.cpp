// Must not compile: this target links wave_isa only (tests/layering).
#include "emu/Emulator.h"
#include "isa/Program.h"
