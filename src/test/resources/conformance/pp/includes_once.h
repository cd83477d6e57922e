#pragma once
#include "once.h"
static int via_includes_once(void) { struct once_t o = {ONCE_VALUE + 1}; return o.v; }
