// expect: 9:32: the constant copy of 'w' is live across the call to 'walk' at line 10, which can run this 'constant copyin' again (recursion); constant memory is allocated statically, so remove the copy before the call
float w[8];

void walk(int depth)
{
    if (depth == 0)
        return;
    w[0] = (float) depth;
#pragma hicuda constant copyin w[*]
    walk(depth - 1);
#pragma hicuda constant remove w
}

int main(void)
{
    walk(3);
    return 0;
}
