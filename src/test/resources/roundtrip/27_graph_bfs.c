/*
 * 27_graph_bfs.c -- graphs in adjacency (CSR) form: BFS distances,
 * Dijkstra with an O(V^2) scan, connected components via union-find.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include "lcg.h"

#define NV 40
#define NE 90
#define INF INT_MAX

typedef struct edge { int u, v, w; } edge_t;

typedef struct graph {
    int nv, ne;
    int *off;          /* nv + 1 */
    int *adj;          /* 2*ne */
    int *wt;           /* 2*ne */
} graph_t;

static graph_t build_graph(const edge_t *edges, int ne, int nv)
{
    graph_t g = { nv, ne, NULL, NULL, NULL };
    g.off = calloc(nv + 1, sizeof(int));
    g.adj = malloc(2 * ne * sizeof(int));
    g.wt = malloc(2 * ne * sizeof(int));
    for (int e = 0; e < ne; e++) {
        g.off[edges[e].u + 1]++;
        g.off[edges[e].v + 1]++;
    }
    for (int i = 0; i < nv; i++)
        g.off[i + 1] += g.off[i];
    int *pos = malloc(nv * sizeof *pos);
    memcpy(pos, g.off, nv * sizeof *pos);
    for (int e = 0; e < ne; e++) {
        int a = edges[e].u, b = edges[e].v;
        g.adj[pos[a]] = b; g.wt[pos[a]++] = edges[e].w;
        g.adj[pos[b]] = a; g.wt[pos[b]++] = edges[e].w;
    }
    free(pos);
    return g;
}

static void bfs(const graph_t *g, int src, int *dist)
{
    int *queue = malloc(g->nv * sizeof(int));
    int head = 0, tail = 0;
    for (int i = 0; i < g->nv; i++) dist[i] = -1;
    dist[src] = 0;
    queue[tail++] = src;
    while (head < tail) {
        int u = queue[head++];
        for (int k = g->off[u]; k < g->off[u + 1]; k++) {
            int v = g->adj[k];
            if (dist[v] >= 0) continue;
            dist[v] = dist[u] + 1;
            queue[tail++] = v;
        }
    }
    free(queue);
}

static void dijkstra(const graph_t *g, int src, int *dist)
{
    char *done = calloc(g->nv, 1);
    for (int i = 0; i < g->nv; i++) dist[i] = INF;
    dist[src] = 0;
    for (int it = 0; it < g->nv; it++) {
        int u = -1;
        for (int i = 0; i < g->nv; i++)
            if (!done[i] && dist[i] != INF && (u < 0 || dist[i] < dist[u])) u = i;
        if (u < 0) break;
        done[u] = 1;
        for (int k = g->off[u]; k < g->off[u + 1]; k++) {
            int v = g->adj[k], nd = dist[u] + g->wt[k];
            if (nd < dist[v]) dist[v] = nd;
        }
    }
    free(done);
}

static int uf_find(int *parent, int x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];   /* path halving */
        x = parent[x];
    }
    return x;
}

int main(void)
{
    edge_t edges[NE];
    lcg_t rng;
    lcg_seed(&rng, 555u);
    int ne = 0;
    while (ne < NE) {
        int u = lcg_range(&rng, 0, NV - 1), v = lcg_range(&rng, 0, NV - 1);
        if (u == v) continue;
        if ((u < 5) != (v < 5)) continue;   /* keep vertices 0..4 a separate component */
        edges[ne++] = (edge_t){ .u = u, .v = v, .w = lcg_range(&rng, 1, 9) };
    }
    graph_t g = build_graph(edges, ne, NV);
    int bd[NV], dd[NV];
    bfs(&g, 10, bd);
    dijkstra(&g, 10, dd);
    for (int i = 0; i < NV; i++)
        printf("v%02d deg=%d hops=%2d dist=%s%d\n", i, g.off[i + 1] - g.off[i], bd[i],
               dd[i] == INF ? "inf/" : "", dd[i] == INF ? -1 : dd[i]);
    int parent[NV];
    for (int i = 0; i < NV; i++) parent[i] = i;
    for (int e = 0; e < ne; e++) {
        int a = uf_find(parent, edges[e].u), b = uf_find(parent, edges[e].v);
        if (a != b) parent[a] = b;
    }
    int ncomp = 0;
    for (int i = 0; i < NV; i++) ncomp += uf_find(parent, i) == i;
    printf("components: %d\n", ncomp);
    free(g.off); free(g.adj); free(g.wt);
    return 0;
}
