// expect: 12:32: 'constant remove w' has no matching 'constant copyin w' in the same scope
/* the copyin is in an inner block: its scope ends there, so the remove after the block matches nothing */
float w[8];

int main(void)
{
    w[0] = 1.0f;
    {
#pragma hicuda constant copyin w[*]
        w[1] = 2.0f;
    }
#pragma hicuda constant remove w
    return 0;
}
