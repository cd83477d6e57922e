// expect: 3:2: unterminated #if (no matching #endif in this file)
#define USE_FAST 1
#if USE_FAST
static int fast(int x) { return x << 1; }
int main(void) { return fast(2) - 4; }
