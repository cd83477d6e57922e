// 22_goto_state_machine.c -- a lexer for arithmetic expressions written as a
// goto-driven state machine, plus an enum-driven switch state machine and a
// recursive-descent evaluator.
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum tok_type { T_NUM = 1, T_OP = 2, T_LPAREN = 3, T_RPAREN = 4, T_END = 5, T_ERR = -1 };

typedef struct token {
    enum tok_type type;
    double num;
    char op;
} token_t;

typedef struct lexer {
    const char *src;
    size_t pos;
} lexer_t;

static token_t next_token(lexer_t *lx)
{
    token_t t = { T_ERR, 0.0, 0 };
    const char *s = lx->src + lx->pos;
    double v = 0.0, frac = 0.1;

skip_space:
    if (*s == ' ' || *s == '\t') { s++; goto skip_space; }
    if (*s == '\0') { t.type = T_END; goto done; }
    if (isdigit((unsigned char)*s)) goto integer_part;
    if (*s == '(') { t.type = T_LPAREN; s++; goto done; }
    if (*s == ')') { t.type = T_RPAREN; s++; goto done; }
    if (strchr("+-*/", *s)) { t.type = T_OP; t.op = *s++; goto done; }
    s++;
    goto done;          /* error token */

integer_part:
    while (isdigit((unsigned char)*s))
        v = v * 10.0 + (*s++ - '0');
    if (*s != '.') goto number_done;
    s++;
    while (isdigit((unsigned char)*s)) {
        v += (*s++ - '0') * frac;
        frac *= 0.1;
    }
number_done:
    t.type = T_NUM;
    t.num = v;
done:
    lx->pos = (size_t)(s - lx->src);
    return t;
}

/* recursive descent: expr := term (('+'|'-') term)* ; term := factor (('*'|'/') factor)* */
typedef struct parser { lexer_t lx; token_t cur; int err; } parser_t;

static void advance(parser_t *p) { p->cur = next_token(&p->lx); }
static double parse_expr(parser_t *p);

static double parse_factor(parser_t *p)
{
    if (p->cur.type == T_NUM) { double v = p->cur.num; advance(p); return v; }
    if (p->cur.type == T_OP && p->cur.op == '-') { advance(p); return -parse_factor(p); }
    if (p->cur.type == T_LPAREN) {
        advance(p);
        double v = parse_expr(p);
        if (p->cur.type != T_RPAREN) p->err = 1;
        else advance(p);
        return v;
    }
    p->err = 1;
    return 0.0;
}

static double parse_term(parser_t *p)
{
    double v = parse_factor(p);
    while (p->cur.type == T_OP && (p->cur.op == '*' || p->cur.op == '/')) {
        char op = p->cur.op;
        advance(p);
        double r = parse_factor(p);
        v = op == '*' ? v * r : (r != 0.0 ? v / r : (p->err = 2, 0.0));
    }
    return v;
}

static double parse_expr(parser_t *p)
{
    double v = parse_term(p);
    while (p->cur.type == T_OP && (p->cur.op == '+' || p->cur.op == '-')) {
        char op = p->cur.op;
        advance(p);
        v += (op == '+' ? 1.0 : -1.0) * parse_term(p);
    }
    return v;
}

enum state { S_IDLE = 10, S_RUN = 20, S_PAUSE = 30, S_STOP = 40 };

static enum state transition(enum state s, char ev)
{
    switch (s) {
    case S_IDLE:
        if (ev == 's') return S_RUN;
        break;
    case S_RUN:
        switch (ev) {
        case 'p': return S_PAUSE;
        case 'x': return S_STOP;
        default: break;
        }
        break;
    case S_PAUSE:
        if (ev == 'r') return S_RUN;
        if (ev == 'x') return S_STOP;
        break;
    case S_STOP:
    default:
        break;
    }
    return s;
}

int main(void)
{
    const char *exprs[] = {
        "1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 0.5", "-(3.25 + 0.75) * 2",
        "2 * (3 + (4 - 1)) / 3", "1 / 0", "(1 + 2", "7 $ 3", "3.14159 * 2 * 2",
        "((((1))))+((((2))))", "100 - 99 - 1", "0.5 * 0.5 * 0.5 * 8",
    };
    for (size_t i = 0; i < sizeof exprs / sizeof exprs[0]; i++) {
        parser_t p = { { exprs[i], 0 }, { T_ERR, 0, 0 }, 0 };
        advance(&p);
        double v = parse_expr(&p);
        if (p.cur.type != T_END && !p.err) p.err = 3;
        printf("%-24s => %s%.6f (err %d)\n", exprs[i], p.err ? "ERR " : "", v, p.err);
    }
    const char *events = "spprpxrs";
    enum state s = S_IDLE;
    for (const char *e = events; *e; e++) {
        enum state n = transition(s, *e);
        printf("state %d --%c--> %d\n", s, *e, n);
        s = n;
    }
    return 0;
}
