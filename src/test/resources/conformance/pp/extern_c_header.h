#ifndef EXTERN_C_HEADER_H
#define EXTERN_C_HEADER_H
#ifdef __cplusplus
extern "C" {
#endif
static int ech_twice(int v) { return v * 2; }
#ifdef __cplusplus
}
#endif
#endif
