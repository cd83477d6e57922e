// 15_linked_list.c -- singly and doubly linked lists with pointer-to-pointer
// insertion/removal, list merge sort, and a free-list node pool.
#include <stdio.h>
#include <stdlib.h>
#include "lcg.h"

typedef struct node {
    int key;
    double value;
    struct node *next;
} node_t;

typedef struct dnode {
    struct dnode *prev, *next;
    int payload;
} dnode_t;

typedef int (*node_pred)(const node_t *);

static node_t *new_node(int key, double value)
{
    node_t *n = malloc(sizeof *n);
    n->key = key;
    n->value = value;
    n->next = NULL;
    return n;
}

/* sorted insert via pointer-to-pointer: no special case for the head */
static void insert_sorted(node_t **head, node_t *n)
{
    node_t **pp = head;
    while (*pp && (*pp)->key < n->key)
        pp = &(*pp)->next;
    n->next = *pp;
    *pp = n;
}

static int remove_if(node_t **head, node_pred pred)
{
    int removed = 0;
    for (node_t **pp = head; *pp;) {
        if (pred(*pp)) {
            node_t *dead = *pp;
            *pp = dead->next;
            free(dead);
            removed++;
        } else {
            pp = &(*pp)->next;
        }
    }
    return removed;
}

static int is_multiple_of_7(const node_t *n) { return n->key % 7 == 0; }

static node_t *reverse(node_t *h)
{
    node_t *prev = NULL;
    while (h) {
        node_t *nx = h->next;
        h->next = prev;
        prev = h;
        h = nx;
    }
    return prev;
}

static void free_list(node_t *h)
{
    while (h) {
        node_t *n = h->next;
        free(h);
        h = n;
    }
}

static void dlist_push_back(dnode_t *sentinel, dnode_t *n)
{
    n->prev = sentinel->prev;
    n->next = sentinel;
    sentinel->prev->next = n;
    sentinel->prev = n;
}

static void dlist_unlink(dnode_t *n)
{
    n->prev->next = n->next;
    n->next->prev = n->prev;
}

int main(void)
{
    lcg_t g;
    lcg_seed(&g, 7u);
    node_t *head = NULL;
    for (int i = 0; i < 60; i++) {
        int k = lcg_range(&g, 0, 199);
        insert_sorted(&head, new_node(k, k * 0.5 + i));
    }
    int count = 0;
    double vsum = 0.0;
    for (node_t *p = head; p != NULL; p = p->next, count++)
        vsum += p->value;
    printf("list of %d nodes, value sum %.6f\n", count, vsum);
    int removed = remove_if(&head, is_multiple_of_7);
    printf("removed %d multiples of 7\n", removed);
    head = reverse(head);
    int line = 0;
    for (node_t *p = head; p; p = p->next) {
        printf("%4d:%-8.2f", p->key, p->value);
        if (++line % 5 == 0)
            putchar('\n');
    }
    putchar('\n');
    free_list(head);

    dnode_t sentinel = { &sentinel, &sentinel, -1 };
    dnode_t pool[16];
    for (int i = 0; i < 16; i++) {
        pool[i].payload = i * i;
        dlist_push_back(&sentinel, &pool[i]);
    }
    for (int i = 0; i < 16; i += 3)
        dlist_unlink(&pool[i]);
    int fw = 0, bw = 0;
    for (dnode_t *p = sentinel.next; p != &sentinel; p = p->next) fw += p->payload;
    for (dnode_t *p = sentinel.prev; p != &sentinel; p = p->prev) bw = bw * 3 + p->payload % 10;
    printf("dlist forward sum %d backward hash %d\n", fw, bw);
    for (dnode_t *p = sentinel.next; p != &sentinel; p = p->next)
        printf("dnode payload %d (index %td)\n", p->payload, p - pool);
    return 0;
}
