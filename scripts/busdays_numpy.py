#!/usr/bin/env python3
"""numpy's answer to `holical busdays --batch` (count, roll, add), for comparison.

    busdays_numpy.py [count] PAIRS HOLIDAYS [OUTPUT] [--weekmask 1111100]
    busdays_numpy.py roll DATES HOLIDAYS [OUTPUT] [--roll following] [--weekmask ...]
    busdays_numpy.py add LINES HOLIDAYS [OUTPUT] [--roll following] [--weekmask ...]

count: PAIRS holds lines "FROM TO"; one busday_count per line, which is holical's
`busdays --batch --include-start`. roll: DATES holds one date a line; one
busday_offset(DATE, 0, roll=...) per line, holical's `busdays roll --batch --convention`.
add: LINES holds "DATE N"; busday_offset(DATE, N, roll=...), holical's `busdays add --batch
--convention`. Dates are YYYY-MM-DD separated by blanks; HOLIDAYS holds one date per line.
Writes one answer per line to OUTPUT (default: standard output) and the time of each step
to standard error. A development aid: no test depends on it; `holical-bench busdays` runs
it when numpy is importable.
"""
import sys
import time

import numpy as np


def option(args, name, default):
    if name in args:
        at = args.index(name)
        value = args[at + 1]
        del args[at:at + 2]
        return value
    return default


def main(argv):
    args = argv[1:]
    weekmask = option(args, "--weekmask", "1111100")
    roll = option(args, "--roll", "following")
    mode = args.pop(0) if args and args[0] in ("count", "roll", "add") else "count"
    if len(args) not in (2, 3):
        sys.exit(__doc__)
    start = time.perf_counter()
    holidays = np.loadtxt(args[1], dtype="datetime64[D]", ndmin=1)
    if mode == "count":
        pairs = np.loadtxt(args[0], dtype="datetime64[D]", ndmin=2)
        loaded = time.perf_counter()
        answers = np.busday_count(pairs[:, 0], pairs[:, 1], weekmask=weekmask, holidays=holidays)
        computed = time.perf_counter()
        data = "".join(f"{n}\n" for n in answers.tolist()).encode("ascii")
    else:
        if mode == "roll":
            dates = np.loadtxt(args[0], dtype="datetime64[D]", ndmin=1)
            offsets = 0
        else:
            lines = np.loadtxt(args[0], dtype=[("date", "datetime64[D]"), ("n", "i8")], ndmin=1)
            dates, offsets = lines["date"], lines["n"]
        loaded = time.perf_counter()
        answers = np.busday_offset(dates, offsets, roll=roll, weekmask=weekmask, holidays=holidays)
        computed = time.perf_counter()
        # The dates as fixed-width bytes, a newline column beside them, written at once:
        # the quickest way numpy has to print a million dates.
        table = np.empty((len(answers), 11), dtype=np.uint8)
        table[:, :10] = answers.astype("S10").view(np.uint8).reshape(-1, 10)
        table[:, 10] = ord("\n")
        data = table.tobytes()
    if args[2:]:
        with open(args[2], "wb") as out:
            out.write(data)
    else:
        sys.stdout.buffer.write(data)
    written = time.perf_counter()
    step = "busday_count" if mode == "count" else f"busday_offset roll={roll}"
    print(f"load {loaded - start:.3f} s, {step} {computed - loaded:.3f} s, "
          f"write {written - computed:.3f} s, lines {len(answers)}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
