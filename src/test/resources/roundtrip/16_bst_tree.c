/*
 * 16_bst_tree.c -- binary search tree: insert, recursive and iterative
 * traversals with an explicit stack, height, and a visitor callback.
 */
#include <stdio.h>
#include <stdlib.h>
#include "lcg.h"
#include "common.h"

#define STACK_MAX 128

typedef struct tree {
    int key;
    int count;                 /* duplicates */
    struct tree *left, *right;
} tree_t;

typedef void (*visit_fn)(const tree_t *t, void *user);

struct visit_state {
    long sum;
    int n;
    int last;
    int sorted;
};

static tree_t *tree_insert(tree_t *root, int key)
{
    if (!root) {
        tree_t *t = (tree_t *)calloc(1, sizeof(tree_t));
        t->key = key;
        t->count = 1;
        return t;
    }
    if (key < root->key)
        root->left = tree_insert(root->left, key);
    else if (key > root->key)
        root->right = tree_insert(root->right, key);
    else
        root->count++;
    return root;
}

static int tree_height(const tree_t *t)
{
    if (t == NULL)
        return 0;
    int hl = tree_height(t->left), hr = tree_height(t->right);
    return 1 + MAX(hl, hr);
}

static void inorder(const tree_t *t, visit_fn f, void *user)
{
    if (!t) return;
    inorder(t->left, f, user);
    f(t, user);
    inorder(t->right, f, user);
}

static void preorder_iter(const tree_t *root, visit_fn f, void *user)
{
    const tree_t *stack[STACK_MAX];
    int sp = 0;
    if (root) stack[sp++] = root;
    while (sp > 0) {
        const tree_t *t = stack[--sp];
        f(t, user);
        if (t->right) stack[sp++] = t->right;
        if (t->left) stack[sp++] = t->left;
    }
}

static void visit_accumulate(const tree_t *t, void *user)
{
    struct visit_state *st = user;
    st->sum += (long)t->key * t->count;
    if (st->n > 0 && t->key < st->last)
        st->sorted = 0;
    st->last = t->key;
    st->n++;
}

static void visit_print(const tree_t *t, void *user)
{
    int *col = (int *)user;
    printf("%4d%s", t->key, t->count > 1 ? "*" : " ");
    if (++*col % 10 == 0)
        printf("\n");
}

static void tree_free(tree_t *t)
{
    if (!t) return;
    tree_free(t->left);
    tree_free(t->right);
    free(t);
}

static const tree_t *tree_find(const tree_t *t, int key, int *depth)
{
    *depth = 0;
    while (t && t->key != key) {
        t = key < t->key ? t->left : t->right;
        ++*depth;
    }
    return t;
}

int main(void)
{
    lcg_t g;
    lcg_seed(&g, 99u);
    tree_t *root = NULL;
    for (int i = 0; i < 120; i++)
        root = tree_insert(root, lcg_range(&g, 0, 499));
    struct visit_state st = { 0, 0, 0, 1 };
    inorder(root, visit_accumulate, &st);
    printf("distinct=%d sum=%ld sorted=%d height=%d\n", st.n, st.sum, st.sorted, tree_height(root));
    int col = 0;
    printf("in-order:\n");
    inorder(root, visit_print, &col);
    printf("\npre-order:\n");
    col = 0;
    preorder_iter(root, visit_print, &col);
    printf("\n");
    for (int key = 0; key < 500; key += 37) {
        int depth;
        const tree_t *f = tree_find(root, key, &depth);
        printf("find %3d -> %s (depth %d)\n", key, f ? "found" : "missing", depth);
    }
    tree_free(root);
    return 0;
}
