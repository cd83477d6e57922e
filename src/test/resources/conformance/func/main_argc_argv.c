// c99
// checks: main(int argc, char *argv[]): argc is 1 without arguments, argv[argc] is a null pointer, argv[0] is a string
#include <stdio.h>
#include <string.h>

int main(int argc, char *argv[])
{
    printf("%d %d %d\n", argc, argv[argc] == NULL, strlen(argv[0]) > 0);
    return 0;
}
