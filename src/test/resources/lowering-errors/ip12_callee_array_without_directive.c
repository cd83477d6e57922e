// expect: 5:37: array 'table' is used in device code (kernel 'k' (src/test/resources/lowering-errors/ip12_callee_array_without_directive.c:13) → mix (src/test/resources/lowering-errors/ip12_callee_array_without_directive.c:16) → lookup (src/test/resources/lowering-errors/ip12_callee_array_without_directive.c:7)) but no 'global alloc' directive reaches kernel 'k'; add '#pragma hicuda global alloc table[*] copyin' before it
float a[64];
float table[16];

static float lookup(int i) { return table[i % 16]; }

static float mix(int i, float x) { return x + lookup(i); }

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = mix(i, a[i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
