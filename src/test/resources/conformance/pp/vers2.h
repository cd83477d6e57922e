/* included by c99_example4_str_xstr_glue.c through #include xstr(INCFILE(2).h) */
static const char vers2_text[] = "vers2.h included";
