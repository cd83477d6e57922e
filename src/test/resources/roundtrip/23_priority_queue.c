/*
 * 23_priority_queue.c -- binary min-heap of event structs used as a small
 * discrete-event simulation of a queueing system (M/M/1-like, LCG driven).
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "lcg.h"

#define MAX_EVENTS 1024
#define NCUSTOMERS 400

typedef enum { EV_ARRIVAL = 1, EV_DEPARTURE = 2 } ev_kind;

typedef struct event {
    double time;
    ev_kind kind;
    int customer;
} event_t;

typedef struct heap {
    event_t items[MAX_EVENTS];
    int size;
} heap_t;

static inline int ev_less(const event_t *a, const event_t *b)
{
    return a->time < b->time || (a->time == b->time && a->customer < b->customer);
}

static void heap_push(heap_t *h, event_t e)
{
    int i = h->size++;
    h->items[i] = e;
    while (i > 0) {
        int parent = (i - 1) / 2;
        if (!ev_less(&h->items[i], &h->items[parent]))
            break;
        event_t t = h->items[i];
        h->items[i] = h->items[parent];
        h->items[parent] = t;
        i = parent;
    }
}

static event_t heap_pop(heap_t *h)
{
    event_t top = h->items[0];
    h->items[0] = h->items[--h->size];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < h->size && ev_less(&h->items[l], &h->items[m])) m = l;
        if (r < h->size && ev_less(&h->items[r], &h->items[m])) m = r;
        if (m == i) break;
        event_t t = h->items[i];
        h->items[i] = h->items[m];
        h->items[m] = t;
        i = m;
    }
    return top;
}

static double expo(lcg_t *g, double rate)
{
    double u = lcg_uniform(g);
    return -log(1.0 - u) / rate;
}

int main(void)
{
    heap_t *h = malloc(sizeof(heap_t));
    h->size = 0;
    lcg_t g;
    lcg_seed(&g, 31337u);
    const double lambda = 0.8, mu = 1.0;
    double t = 0.0;
    for (int c = 0; c < NCUSTOMERS; c++) {
        t += expo(&g, lambda);
        heap_push(h, (event_t){ .time = t, .kind = EV_ARRIVAL, .customer = c });
    }
    int in_system = 0, served = 0, max_q = 0;
    double busy_until = 0.0, area = 0.0, last = 0.0, total_wait = 0.0;
    double *arrive = calloc(NCUSTOMERS, sizeof(double));
    while (h->size > 0) {
        event_t e = heap_pop(h);
        area += in_system * (e.time - last);
        last = e.time;
        if (e.kind == EV_ARRIVAL) {
            arrive[e.customer] = e.time;
            in_system++;
            double start = e.time > busy_until ? e.time : busy_until;
            busy_until = start + expo(&g, mu);
            heap_push(h, (event_t){ busy_until, EV_DEPARTURE, e.customer });
            if (in_system > max_q) max_q = in_system;
        } else {
            in_system--;
            served++;
            total_wait += e.time - arrive[e.customer];
            if (served % 20 == 0)
                printf("t=%10.4f served=%3d in_system=%2d mean_sojourn=%.6f\n", e.time, served, in_system, total_wait / served);
        }
    }
    printf("served %d, max in system %d, time-avg number %.6f, end %.6f\n", served, max_q, area / last, last);
    free(arrive);
    free(h);
    return 0;
}
