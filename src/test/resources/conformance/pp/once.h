#pragma once
#define ONCE_VALUE 17
struct once_t { int v; };
