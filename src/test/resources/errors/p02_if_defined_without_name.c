// expect: 4:1: incomplete preprocessor condition
int x;

#if defined
int y;
#endif
