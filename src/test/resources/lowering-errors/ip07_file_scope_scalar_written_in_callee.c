// expect: 7:5: 'calls' is a file-scope variable written in device code (kernel 'k' (src/test/resources/lowering-errors/ip07_file_scope_scalar_written_in_callee.c:15) → counted (src/test/resources/lowering-errors/ip07_file_scope_scalar_written_in_callee.c:18)); each GPU thread would write its own copy and the host's would not change; keep the result in an array with a device copy, or in a local variable
float a[64];
int calls;

static float counted(float x)
{
    calls = calls + 1;
    return x * 2.0f;
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = counted(a[i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
