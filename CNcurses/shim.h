// ncurses for Swift: macros, variadic functions and mutable globals do not import, so the
// ones holical needs are wrapped here as static inline functions.
#ifndef HOLICAL_CNCURSES_SHIM_H
#define HOLICAL_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>

// Globals.
static inline WINDOW *holical_stdscr(void) { return stdscr; }
static inline int holical_color_pairs(void) { return COLOR_PAIRS; }

// Opens the terminal on stdout/stdin; NULL (instead of exiting, as initscr does) on failure.
static inline SCREEN *holical_newterm(void) { return newterm(NULL, stdout, stdin); }

// What stops holical drawing on the terminal TERM names, asked before newterm (which takes
// any terminal, and on one that cannot move the cursor draws the calendar onto one line):
// 0 nothing; 1 TERM is not set, or empty; 2 no terminfo entry has that name; 3 it cannot
// move the cursor to a row and column (no `cup`). Leaves no terminal set up behind it.
static inline int holical_terminal_limit(void) {
    const char *name = getenv("TERM");
    if (name == NULL || name[0] == '\0') return 1;
    int error = 0;
    TERMINAL *previous = cur_term;
    if (setupterm(name, fileno(stdout), &error) != OK) return 2;
    const char *cup = tigetstr("cup");
    int canMove = cup != NULL && cup != (char *)-1;
    del_curterm(set_curterm(previous));
    return canMove ? 0 : 3;
}

// Attributes (function-like macros in ncurses.h).
static inline attr_t holical_a_normal(void) { return A_NORMAL; }
static inline attr_t holical_a_bold(void) { return A_BOLD; }
static inline attr_t holical_a_dim(void) { return A_DIM; }
static inline attr_t holical_a_underline(void) { return A_UNDERLINE; }
static inline attr_t holical_a_reverse(void) { return A_REVERSE; }
static inline attr_t holical_color_pair(int pair) { return COLOR_PAIR(pair); }

// Drawing.
static inline int holical_attrset(attr_t attributes) { return attrset(attributes); }
static inline int holical_move_addnwstr(int y, int x, const wchar_t *text, int count) {
    return mvaddnwstr(y, x, text, count);
}
static inline int holical_move_addchnstr(int y, int x, const chtype *cells, int count) {
    return mvaddchnstr(y, x, cells, count);
}

// Size of the terminal as ncurses sees it (getmaxyx is a macro).
static inline void holical_getmaxyx(WINDOW *window, int *rows, int *cols) {
    getmaxyx(window, *rows, *cols);
}

// Mouse.
static inline mmask_t holical_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t holical_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t holical_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}

// wget_wch returns KEY_CODE_YES for function keys, OK for characters.
static inline int holical_key_code_yes(void) { return KEY_CODE_YES; }

#endif
