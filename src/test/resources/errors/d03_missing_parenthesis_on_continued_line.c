// expect: 9:5: expected ',' or ')' in 'tblock(...)', found 'thread'
#define N 1024
#define BS 16
float a[N][N];

void f(void)
{
#pragma hicuda kernel clear_k tblock(N / BS, N / BS \
    thread(BS, BS)
    a[0][0] = 0;
#pragma hicuda kernel_end
}
