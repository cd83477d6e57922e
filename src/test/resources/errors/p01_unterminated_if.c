// expect: 3:1: unterminated conditional directive (#if without #endif)
#define USE_FAST 1
#if USE_FAST
static int fast(int x) { return x << 1; }
int main(void) { return fast(2) - 4; }
