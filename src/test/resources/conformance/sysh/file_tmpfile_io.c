// c99
// checks: FILE from <stdio.h>: tmpfile, fprintf, rewind, fscanf, fgets, fseek/ftell, fread/fwrite of binary data, feof
#include <stdio.h>

int main(void)
{
    FILE *f = tmpfile();
    int a, b, vals[3] = {7, 8, 9}, back[3];
    char line[32];
    long pos;
    if (!f) { puts("no tmpfile"); return 1; }
    fprintf(f, "%d %d\nsecond line\n", 12, 34);
    pos = ftell(f);
    fwrite(vals, sizeof vals[0], 3, f);
    rewind(f);
    if (fscanf(f, "%d %d", &a, &b) != 2) return 1;
    fgetc(f);                                  /* the newline */
    fgets(line, sizeof line, f);
    printf("%d %d %s", a, b, line);
    fseek(f, pos, SEEK_SET);
    printf("%d\n", (int)fread(back, sizeof back[0], 3, f));
    printf("%d %d %d %d\n", back[0], back[1], back[2], fgetc(f) == EOF && feof(f));
    fclose(f);
    return 0;
}
