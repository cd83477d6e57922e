// expect: 4:15: stray '`' in program
int main(void)
{
    int x = 1 ` 2;
    return x;
}
