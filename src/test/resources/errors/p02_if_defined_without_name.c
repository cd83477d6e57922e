// expect: 4:5: operator "defined" requires an identifier
int x;

#if defined
int y;
#endif
